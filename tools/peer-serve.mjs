// Serves another site's static build (a peer's) the way server/serve.mjs serves this one, so the
// bench compares like with like: brotli (compressed once, at start), a year's cache for files
// other than HTML, clean URLs (name.html and folder/index.html) and 404.html with a 404 status for
// unknown paths. No security headers: the peers' own deployments have their own. One of ours costs
// time in one case, a visit that starts on about:blank (Cross-Origin-Opener-Policy: a new renderer);
// the bench's visits start on another site's page, where it does not (tools/bench.mjs). Used by the
// bench's --peers and --compare.
//
//   ROOT=<folder> PORT=<port> node tools/peer-serve.mjs
import { readFile, readdir } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const root = resolve(process.env.ROOT ?? ".");
const port = Number(process.env.PORT) || 8090;
import { existsSync as __e, readFileSync as __r } from "node:fs";
const __extra = __e(join(root, "..", "extra-headers.json"))
  ? JSON.parse(__r(join(root, "..", "extra-headers.json"), "utf8"))
  : {};

/** @type {Record<string, string>} */
const TYPES = {
  html: "text/html;charset=utf-8",
  js: "text/javascript;charset=utf-8",
  mjs: "text/javascript;charset=utf-8",
  css: "text/css;charset=utf-8",
  json: "application/json",
  svg: "image/svg+xml",
  xml: "application/xml",
  txt: "text/plain;charset=utf-8",
  webmanifest: "application/manifest+json",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
};
const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

/** Every file, by URL path, with its brotli copy when it is text. @type {Map<string, { data: Buffer, br: Buffer | undefined }>} */
const files = new Map();
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath, entry.name);
  const data = await readFile(path);
  const br = TEXT.test(path)
    ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : undefined;
  files.set(`/${relative(root, path).split(sep).join("/")}`, { data, br });
}

/** @param {string} pathname */
function find(pathname) {
  const path = decodeURIComponent(pathname);
  for (const candidate of [path, `${path}.html`, `${path.replace(/\/$/, "")}/index.html`]) {
    const file = files.get(candidate);
    if (file) return { path: candidate, file, status: 200 };
  }
  const notFound = files.get("/404.html");
  return notFound ? { path: "/404.html", file: notFound, status: 404 } : undefined;
}

createServer((req, res) => {
  const found = find(new URL(req.url ?? "/", "http://peer").pathname);
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  const { path, file, status } = found;
  const type = extname(path).slice(1);
  const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? "")) ? file.br : undefined;
  const body = brotli ?? file.data;
  res.writeHead(status, {
    "Content-Type": TYPES[type] ?? "application/octet-stream",
    "Content-Length": body.length,
    "Cache-Control": type === "html" ? "no-cache" : "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    ...(brotli ? { "Content-Encoding": "br" } : {}),
    ...(type === "html" ? __extra : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}).listen(port, "127.0.0.1");
