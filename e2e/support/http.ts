// Raw-socket HTTP: the request goes out exactly as written (fetch normalises it) and repeated headers stay apart.
import { connect as tcp } from "node:net";
import { connect as tls } from "node:tls";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

// headers: lower-case name -> every value sent; bytes/body: decoded from br or gzip.
export type Reply = { status: number; headers: Record<string, string[]>; bytes: Buffer; body: string; ms: number };

/** The one value of a header, failing when it was sent more than once. */
export function single(reply: Reply, name: string): string | undefined {
  const values = reply.headers[name.toLowerCase()] ?? [];
  if (values.length > 1) throw new Error(`${name} sent ${values.length} times: ${values.join(" | ")}`);
  return values[0];
}

/** Sends `head` (CRLF-separated request line and headers) and `body` as they are. */
export function raw(origin: string, head: string, body = ""): Promise<Reply> {
  const started = Date.now();
  const { protocol, hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket =
      protocol === "https:"
        ? tls({ host: hostname, port: Number(port), rejectUnauthorized: false }) // throw-away certificate
        : tcp(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error(`timeout: ${head.split("\r\n")[0]?.slice(0, 80)}`)));
    const method = head.slice(0, head.indexOf(" "));
    // Done at the end of the message, not of the connection: workerd keeps it open despite
    // Connection: close. Closed from this side with a FIN (end), not a reset (destroy): after a
    // reset, wrangler dev's proxy sometimes answers the next connection 503 (1 in 30 seen).
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (message(Buffer.concat(chunks), method)) socket.end();
    });
    // A server that answers before reading the whole body (a 413) may reset the connection while
    // the rest is still being sent: its answer, when whole already, is the reply.
    socket.on("error", (error) => (message(Buffer.concat(chunks), method) ? socket.destroy() : reject(error)));
    socket.on("close", () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf("\r\n\r\n");
      // A message whose length was declared (Content-Length, chunked) and that the connection cut short
      // is an error, not a shorter reply.
      const framed = /\r\n(content-length|transfer-encoding):/i.test(data.subarray(0, split).toString("latin1"));
      if (split >= 0 && framed && !message(data, method)) {
        reject(new Error(`the connection closed before the whole reply: ${head.split("\r\n")[0]?.slice(0, 80)}`));
        return;
      }
      const [statusLine = "", ...lines] = data.subarray(0, split).toString("latin1").split("\r\n");
      const headers: Record<string, string[]> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        (headers[line.slice(0, colon).trim().toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
      }
      let bytes = message(data, method)?.body ?? data.subarray(split + 4);
      const encoding = bytes.length ? headers["content-encoding"]?.[0] : undefined;
      if (encoding === "br") bytes = brotliDecompressSync(bytes);
      if (encoding === "gzip") bytes = gunzipSync(bytes);
      const status = Number(statusLine.split(" ")[1]);
      resolve({ status, headers, bytes, body: bytes.toString("utf8"), ms: Date.now() - started });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/** The message's body once `data` holds a whole response (to `method`), else undefined. */
function message(data: Buffer, method: string): { body: Buffer } | undefined {
  const split = data.indexOf("\r\n\r\n");
  if (split < 0) return undefined;
  const head = data.subarray(0, split).toString("latin1");
  let rest = data.subarray(split + 4);
  const status = Number(head.split(" ")[1]);
  if (method === "HEAD" || status < 200 || status === 204 || status === 304) return { body: Buffer.alloc(0) };
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length !== undefined)
    return rest.length >= Number(length) ? { body: rest.subarray(0, Number(length)) } : undefined;
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return undefined; // the body ends with the connection
  const parts: Buffer[] = [];
  for (;;) {
    const eol = rest.indexOf("\r\n");
    if (eol < 0) return undefined;
    const size = parseInt(rest.subarray(0, eol).toString(), 16);
    if (size === 0) return { body: Buffer.concat(parts) };
    if (rest.length < eol + 4 + size) return undefined;
    parts.push(rest.subarray(eol + 2, eol + 2 + size));
    rest = rest.subarray(eol + 4 + size);
  }
}

/** A well-formed request (GET unless told) for `path` on `origin`, with the given headers. */
export const get = (origin: string, path: string, { method = "GET", headers = {} as Record<string, string> } = {}) => {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return raw(origin, [`${method} ${path} HTTP/1.1`, `Host: ${new URL(origin).host}`, ...lines].join("\r\n"));
};
