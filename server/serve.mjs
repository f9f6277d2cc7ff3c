// Serves the pre-rendered build the way the static hosts do with the generated configs: the
// headers of server/headers.mjs (with the build's Content-Security-Policy from build/headers.json),
// clean URLs, precompressed brotli/gzip, and 404.html with a real 404 status for unknown paths.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

import { CONTENT_TYPES, contentSecurityPolicy, overHttps, responseHeaders } from "./headers.mjs";
/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { RequestInfo } from "./headers.mjs" */

// BUILD_DIR serves another build folder (client/ and headers.json): the bench's A/B mode uses it.
const build = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR)
  : fileURLToPath(new URL("../build/", import.meta.url));
const root = join(build, "client");
const port = Number(process.env.PORT) || 8080;
const host = process.env.HOST || "127.0.0.1";

if (!existsSync(join(root, "index.html")) || !existsSync(join(build, "headers.json"))) {
  console.error(`No build found in ${build}. Run "npm run build" first.`);
  process.exit(1);
}
/** @type {{ hashes: string[], styles: string[], notFound: string }} written by build-plugins/host-config.mjs */
const manifest = JSON.parse(readFileSync(join(build, "headers.json"), "utf8"));
const policies = {
  https: contentSecurityPolicy(manifest.hashes, { styles: manifest.styles }),
  http: contentSecurityPolicy(manifest.hashes, { https: false, styles: manifest.styles }),
};
/**
 * The headers for a path, for a request that came over HTTPS or not (see responseHeaders).
 * @param {string} pathname
 * @param {RequestInfo} req
 */
const headersFor = (pathname, req) => responseHeaders(pathname, policies, overHttps(req));

/** Where every page sends its statistics' beacons (src/lib/routes.ts, collectPath). */
const COLLECT_PATH = "/api/collect";

/** Files in the build that are host configuration, not content. */
const PRIVATE = new Set(["/_headers"]);

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  extensions: ["html"],
  dotfiles: false,
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headersFor(pathname, res.req))) res.setHeader(name, value);
    const type = CONTENT_TYPES[pathname.split(".").pop() ?? ""];
    if (type) res.setHeader("Content-Type", type);
  },
});

const notFoundPage = join(root, manifest.notFound);

/**
 * The 404 page, precompressed like every other page when the client accepts it.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
async function sendNotFound(req, res) {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
  const variant = encoding && existsSync(`${notFoundPage}.${encoding === "br" ? "br" : "gz"}`);
  const file = variant ? `${notFoundPage}.${encoding === "br" ? "br" : "gz"}` : notFoundPage;
  const { size } = await stat(file);
  res.writeHead(404, {
    ...headersFor(manifest.notFound, req),
    "Content-Type": "text/html;charset=utf-8",
    "Content-Length": size,
    Vary: "Accept-Encoding",
    ...(variant ? { "Content-Encoding": encoding } : {}),
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
}

/**
 * A short plain-text answer with the site's headers (405, 400, 500).
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [extra]
 */
function sendText(res, status, text, extra = {}) {
  const body = `${text}\n`;
  res.writeHead(status, {
    ...headersFor("/", res.req),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}

/**
 * Requests answered without a file lookup, as nginx answers them: a malformed path (broken
 * percent-encoding, NUL bytes, `..` segments) is a 400; a path no file can have is a 404.
 * @param {string} url the request target, query included.
 * @returns {400 | 404 | null}
 */
function refuse(url) {
  let path = url.split("?")[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    return 400;
  }
  if (!path.startsWith("/") || path.includes("\0") || path.split("/").includes("..")) return 400;
  if (path.startsWith("//") || path.includes("\\") || PRIVATE.has(path)) return 404;
  return null;
}

const server = createServer((req, res) => {
  /** @param {unknown} error */
  const fail = (error) => {
    console.error(error);
    if (res.headersSent) res.destroy();
    else sendText(res, 500, "Internal Server Error");
  };
  try {
    // The statistics' beacons, which every page sends (src/lib/statistics/): taken, and nothing kept.
    // A self-hosted copy keeps no statistics; production's Worker does (worker/site.ts).
    if (req.method === "POST" && req.url === COLLECT_PATH) {
      req.resume();
      res.writeHead(204, { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
      return void res.end();
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }
    const refused = refuse(req.url ?? "");
    if (refused === 400) return sendText(res, 400, "Bad Request");
    if (refused === 404) return sendNotFound(req, res).catch(fail);
    // One URL per page, as the generated configs and the hosts' clean URLs make it: no trailing
    // slash, no .html (/privacy-policy/ and /privacy-policy.html -> /privacy-policy).
    const [pathname = "/", query] = (req.url ?? "/").split(/\?(.*)/s);
    const canonical = pathname
      .replace(/(^|\/)index\.html$/, "$1")
      .replace(/(?<=.)\.html$/, "")
      .replace(/(?<=.)\/+$/, "");
    if (canonical !== pathname) {
      res.writeHead(301, {
        ...headersFor(pathname, req),
        Location: `${canonical}${query ? `?${query}` : ""}`,
        "Content-Length": 0,
      });
      return res.end();
    }
    assets(req, res, () => sendNotFound(req, res).catch(fail));
  } catch (error) {
    fail(error);
  }
});

// Requests Node's HTTP parser rejects: unknown methods get the 405 every other method gets, and
// anything else (a broken request line, oversized headers) a 400, with the same headers.
server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
  const [status, text] = error.code === "HPE_INVALID_METHOD" ? [405, "Method Not Allowed"] : [400, "Bad Request"];
  socket.end(rawResponse({ socket }, status, text));
});
// CONNECT never reaches the request handler.
server.on("connect", (req, socket) => socket.end(rawResponse(req, 405, "Method Not Allowed")));

/**
 * A response written straight to the socket, for requests Node could not hand to the handler.
 * @param {RequestInfo} req
 * @param {number} status
 * @param {string} text
 */
function rawResponse(req, status, text) {
  const body = `${text}\n`;
  const headers = Object.entries({
    ...headersFor("/", req),
    ...(status === 405 ? { Allow: "GET, HEAD" } : {}),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  });
  return `HTTP/1.1 ${status} ${text}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n${body}`;
}

server.listen(port, host, () => {
  // The address it listens on: localhost for the default loopback, else HOST as set (IPv6 in brackets).
  const shown = host === "127.0.0.1" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  console.log(`RYMI site: http://${shown}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
