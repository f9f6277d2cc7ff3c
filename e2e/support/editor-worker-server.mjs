// The production Worker with the content editor set up, on Cloudflare's local runtime, for the
// editor's tests in GitHub mode (editor-github.spec.ts): workerd, through Miniflare (what
// `wrangler dev` runs), with wrangler's own options for wrangler.jsonc (the assets, their _headers
// and 404 page, the paths that run the Worker first) and the Worker bundled as `wrangler deploy`
// bundles it. Over HTTPS (a throw-away certificate), as production serves it.
//
// The Worker gets test settings (EDITOR_SETTINGS, JSON: the repository and the three secrets), and
// its own requests to GitHub go to the fake GitHub (FAKE_GITHUB, fake-github.ts) through
// Miniflare's outbound service: `wrangler dev` cannot route them (its `dev.outboundService` is
// declared, not wired, in wrangler 4). Any other host is refused: nothing leaves this machine.
//
// EDITOR_PORT: where it listens; CF_ROOT: the project folder (this checkout by default).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { Miniflare, Response } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

import { makeCertificate } from "./test-certificate.mjs";

const port = Number(process.env.EDITOR_PORT) || 4730;
const root = process.env.CF_ROOT ?? fileURLToPath(new URL("../..", import.meta.url));
const fakeGitHub = process.env.FAKE_GITHUB ?? "";
/** @type {Record<string, string>} */
const settings = JSON.parse(process.env.EDITOR_SETTINGS ?? "{}");
const config = join(root, "wrangler.jsonc");
const dir = mkdtempSync(join(tmpdir(), "rymi-editor-worker-"));
const quiet = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_LOG_PATH: join(dir, "logs"),
  CI: "true",
};
Object.assign(process.env, quiet);

// The Worker as `wrangler deploy` uploads it (bundled, process.env.NODE_ENV "production").
const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
const bundle = join(dir, "worker");
const built = spawnSync(process.execPath, [wrangler, "deploy", "--dry-run", "--config", config, "--outdir", bundle], {
  cwd: root,
  encoding: "utf8",
  env: process.env,
});
if (built.status !== 0) {
  console.error(`editor-worker-server: the Worker did not bundle:\n${built.stdout}${built.stderr}`);
  process.exit(1);
}

const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
const { key, cert } = makeCertificate(dir);

/** The Worker's requests: GitHub's hosts to the fake, as `${FAKE_GITHUB}/${host}${path}`; nothing else. */
/** @param {import("miniflare").Request} request */
async function outbound(request) {
  const url = new URL(request.url);
  if (!fakeGitHub || !/^(api\.)?github\.com$/.test(url.hostname))
    return new Response(`The tests' Worker reaches no host but the fake GitHub: ${url.origin}`, { status: 502 });
  const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.arrayBuffer();
  const answer = await fetch(`${fakeGitHub}/${url.host}${url.pathname}${url.search}`, {
    method: request.method,
    headers: Object.fromEntries(request.headers),
    body,
    redirect: "manual",
  });
  return new Response(await answer.arrayBuffer(), { status: answer.status, headers: [...answer.headers] });
}

const miniflare = new Miniflare({
  host: "127.0.0.1",
  port,
  https: true,
  httpsKey: readFileSync(key, "utf8"),
  httpsCert: readFileSync(cert, "utf8"),
  cf: false, // Request.cf: a placeholder instead of workers.cloudflare.com
  defaultPersistRoot: join(dir, "state"),
  workers: [
    {
      ...workerOptions,
      name: "rymi-web",
      modules: true,
      scriptPath: join(bundle, "index.js"),
      modulesRoot: bundle,
      bindings: { ...workerOptions.bindings, ...settings },
      outboundService: outbound,
    },
  ],
});
await miniflare.ready;

// The folder goes however the process ends: a signal handler of wrangler's may exit before this one.
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
async function stop() {
  await miniflare.dispose().catch(() => {});
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop());
console.log(`the Worker with the editor set up, on https://127.0.0.1:${port}; GitHub: ${fakeGitHub || "none"}`);
