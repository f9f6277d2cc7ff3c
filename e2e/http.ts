// Plain HTTP for the header and hostile-request tests: node:http keeps repeated headers apart
// (rawHeaders), and a raw socket sends request targets exactly as written (fetch would normalise them).
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export type Reply = {
  status: number;
  /** Header name (lower case) -> every value it was sent with, in order. */
  headers: Record<string, string[]>;
  /** The body, decoded from br/gzip when it was sent compressed. */
  body: string;
  ms: number;
};

/** The one value of a header, failing when it was sent more than once. */
export function single(reply: Reply, name: string): string | undefined {
  const values = reply.headers[name.toLowerCase()] ?? [];
  if (values.length > 1) throw new Error(`${name} sent ${values.length} times: ${values.join(" | ")}`);
  return values[0];
}

function collect(rawHeaders: string[]) {
  const headers: Record<string, string[]> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2)
    (headers[String(rawHeaders[i]).toLowerCase()] ??= []).push(String(rawHeaders[i + 1]));
  return headers;
}

function decode(body: Buffer, encoding: string | undefined) {
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

export function get(
  origin: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // https: nginx with the tests' throw-away self-signed certificate.
    const request = origin.startsWith("https:") ? httpsRequest : httpRequest;
    const options = { method, headers, agent: false, rejectUnauthorized: false };
    const req = request(`${origin}${path}`, options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const all = collect(res.rawHeaders);
        resolve({
          status: res.statusCode ?? 0,
          headers: all,
          body: decode(Buffer.concat(chunks), all["content-encoding"]?.[0]),
          ms: Date.now() - started,
        });
      });
    });
    req.on("error", reject);
    req.setTimeout(5_000, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.end();
  });
}

/** Sends `head` (request line and headers, CRLF-separated) and `body` as they are, and parses the reply. */
export function raw(port: number, head: string, body = ""): Promise<Reply> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error(`timeout: ${head.split("\r\n")[0]?.slice(0, 80)}`)));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = data.subarray(0, split).toString("latin1").split("\r\n");
      const headers: Record<string, string[]> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        (headers[line.slice(0, colon).trim().toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
      }
      let body = data.subarray(split + 4);
      if (headers["transfer-encoding"]?.[0] === "chunked") {
        const parts: Buffer[] = [];
        for (let at = 0; ;) {
          const eol = body.indexOf("\r\n", at);
          const size = parseInt(body.subarray(at, eol).toString(), 16);
          if (!size) break;
          parts.push(body.subarray(eol + 2, eol + 2 + size));
          at = eol + 4 + size;
        }
        body = Buffer.concat(parts);
      }
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: decode(body, headers["content-encoding"]?.[0]),
        ms: Date.now() - started,
      });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`);
  });
}
