// Serves build/client with Cloudflare's local runtime (`wrangler dev` with the project's
// wrangler.jsonc: workerd in front of Workers static assets), for the tests: the public site's
// Worker, its static assets with the generated _headers and 404.html exactly as production reads
// them, and its one path of code, the statistics' collection path, on a local D1 database that
// `wrangler d1 migrations apply --local` first sets up as production's is (once per test run:
// worker-builds.mjs), over HTTPS as production serves them (a throw-away certificate,
// test-certificate.mjs).
// CF_ROOT: another project folder than this checkout (the pseudo-localized copy). CF_ENV: one of
// wrangler.jsonc's environments instead of the top level (`preview`, the branch previews' Worker).
// CF_STATE: the folder of the local state (the statistics' database), which the tests then read;
// by default one inside the temporary folder.
// Started by the tests through servers.ts. Offline and quiet: no metrics, error reports, update
// check or Request.cf download, no prompts, no file watching; the inspector on a fixed port
// (CF_INSPECTOR_PORT) so that it never takes one somebody else uses. Its state and logs go to a
// temporary folder, deleted when it stops.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { makeCertificate } from "./test-certificate.mjs";
import { migratedDatabase } from "./worker-builds.mjs";

const port = Number(process.env.CF_PORT) || 4722;
const inspectorPort = Number(process.env.CF_INSPECTOR_PORT) || port + 1;
const root = process.env.CF_ROOT ?? fileURLToPath(new URL("../..", import.meta.url));
const config = join(root, "wrangler.jsonc");
const environment = process.env.CF_ENV ? ["--env", process.env.CF_ENV] : [];
const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
const dir = mkdtempSync(join(tmpdir(), "rymi-wrangler-"));
const { key, cert } = makeCertificate(dir);
const state = process.env.CF_STATE || join(dir, "state");

const quiet = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true", // the banner is what asks npm for a newer version
  WRANGLER_CI_DISABLE_CONFIG_WATCHING: "true",
  WRANGLER_LOG_PATH: join(dir, "logs"),
  WRANGLER_CACHE_DIR: join(dir, "cache"),
  CLOUDFLARE_CF_FETCH_ENABLED: "false", // Request.cf: a placeholder instead of workers.cloudflare.com
  MINIFLARE_CACHE_DIR: join(dir, "cache"),
  CI: "true",
};
// The statistics' tables, as `wrangler d1 migrations apply rymi-statistics --remote` makes production's.
try {
  migratedDatabase(root, process.env.CF_ENV ?? "", state, quiet);
} catch (error) {
  console.error(
    `cloudflare-test-server: the statistics' migrations failed: ${error instanceof Error ? error.message : error}`,
  );
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

// prettier-ignore
const child = spawn(process.execPath, [
  wrangler, "dev", "--config", config, ...environment, "--ip", "127.0.0.1", "--port", String(port),
  "--inspector-port", String(inspectorPort),
  "--local-protocol", "https", "--https-key-path", key, "--https-cert-path", cert,
  "--local-upstream", `localhost:${port}`,
  "--persist-to", state, "--show-interactive-dev-session=false", "--log-level", "warn",
], {
  cwd: dir,
  stdio: "inherit",
  env: quiet,
});
child.on("exit", (code, signal) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGTERM"));
console.log(
  `wrangler dev serving ${root}/build/client (wrangler.jsonc${environment.length ? `, env ${process.env.CF_ENV}` : ""}) on https://127.0.0.1:${port}`,
);
