// Serves the pre-rendered build the way a static host does: clean URLs, precompressed
// brotli/gzip, long-lived caching for hashed assets, and 404.html with a real 404 status.
import { createReadStream, existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

const root = fileURLToPath(new URL("../build/client/", import.meta.url));
const port = Number(process.env.PORT) || 8080;
const host = process.env.HOST || "127.0.0.1";

if (!existsSync(join(root, "index.html"))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  extensions: ["html"],
  dotfiles: false,
  setHeaders(res, pathname) {
    // Vite fingerprints everything under /assets/: safe to cache for a year.
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    );
  },
});

const notFoundPage = join(root, "404.html");

/** The 404 page, precompressed like every other page when the client accepts it. */
async function sendNotFound(req, res) {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
  const variant = encoding && existsSync(`${notFoundPage}.${encoding === "br" ? "br" : "gz"}`);
  const file = variant ? `${notFoundPage}.${encoding === "br" ? "br" : "gz"}` : notFoundPage;
  const { size } = await stat(file);
  res.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": size,
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    ...(variant ? { "Content-Encoding": encoding } : {}),
  });
  if (req.method === "HEAD") return res.end();
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    return res.end("Method Not Allowed\n");
  }
  assets(req, res, () => {
    sendNotFound(req, res).catch(() => {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error\n");
    });
  });
});

server.listen(port, host, () => {
  console.log(`RYMI site: http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
