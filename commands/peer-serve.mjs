// Serves another site's static build (a peer's) the way server/serve.mjs serves this one, so that
// the bench (commands/bench.mjs) compares like with like: brotli (quality 11, compressed once, into a
// copy), a year's cache for every file but HTML, clean URLs and its 404.html with a 404 status for
// unknown paths. No security headers: the peers' own deployments have their own.
//
//   ROOT=<folder> PORT=<port> node commands/peer-serve.mjs
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";

import sirv from "sirv";

import { filesUnder } from "../build-plugins/files.mjs";

const root = mkdtempSync(join(tmpdir(), "peer-serve-"));
process.on("SIGTERM", () => process.exit(0)).on("exit", () => rmSync(root, { recursive: true, force: true }));
cpSync(process.env.ROOT ?? ".", root, { recursive: true });
for (const file of filesUnder(root).filter((name) => /\.(html|m?js|css|json|svg|xml|txt|webmanifest)$/.test(name)))
  writeFileSync(join(root, `${file}.br`), brotliCompressSync(readFileSync(join(root, file))));
const notFound = existsSync(join(root, "404.html")) ? readFileSync(join(root, "404.html")) : "Not found";
const assets = sirv(root, {
  brotli: true,
  extensions: ["html"],
  setHeaders: (res, path) =>
    res.setHeader("Cache-Control", path.endsWith(".html") ? "no-cache" : "public, max-age=31536000, immutable"),
});
createServer((req, res) =>
  assets(req, res, () => void res.writeHead(404, { "Content-Type": "text/html;charset=utf-8" }).end(notFound)),
).listen(Number(process.env.PORT) || 8090, "127.0.0.1");
