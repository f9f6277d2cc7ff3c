// The two production Workers, on Cloudflare's local runtime, for the editor's tests in GitHub mode
// (editor-github.spec.ts and the others that start support/editor-github.ts): workerd, through
// Miniflare (what `wrangler dev` runs), with wrangler's own options for wrangler.jsonc. Over HTTPS
// (a throw-away certificate), as production serves them.
// - The editor Worker (env.editor: its bundle in build/editor, every request to its code first),
//   bundled as `wrangler deploy --env editor` bundles it, on EDITOR_PORT. It answers every host name
//   (as a Worker answers every domain routed to it): the tests' EDITOR_HOST is 127.0.0.1.
// - The public site (the top level: build/client, and its Worker for the statistics' collection path,
//   bundled as `wrangler deploy` bundles it), on SITE_PORT when given: the tests open it as
//   https://localhost:port, another host than the editor's, as rymi.ai is edit.rymi.ai's. A
//   Miniflare of its own: one Miniflare serves one assets folder (two Workers with assets in one
//   instance share its folder, in Miniflare 4).
// Both read and write one local statistics database (D1, as production's two Workers share
// rymi-statistics), set up first by `wrangler d1 migrations apply --local` (the Workers' bundles and
// the database are made once per test run: worker-builds.mjs); STATISTICS_STATE names its
// folder, which the tests then read (support/statistics.ts). Two workerd processes cannot open one
// SQLite database (SQLITE_BUSY), and one Miniflare serves one assets folder: so the site's Worker
// runs in the editor's Miniflare beside the editor, for the collection path, and the site's
// Miniflare (its assets) hands it each request to that path, as it came.
//
// The editor Worker gets test settings (EDITOR_SETTINGS, JSON: EDITOR_HOST, the repository and the
// three secrets), and its own requests to GitHub go to the fake GitHub (FAKE_GITHUB, fake-github.ts)
// through Miniflare's outbound service: `wrangler dev` cannot route them (its `dev.outboundService`
// is declared, not wired, in wrangler 4). Any other host is refused: nothing leaves this machine.
//
// CF_ROOT: the project folder (this checkout by default).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { Miniflare, Response } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

import { makeCertificate } from "./test-certificate.mjs";
import { migratedDatabase, workerBundle } from "./worker-builds.mjs";
import { collectPath } from "../../src/lib/routes.ts";

const port = Number(process.env.EDITOR_PORT) || 4730;
const sitePort = Number(process.env.SITE_PORT) || 0;
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

// The two Workers as `wrangler deploy` uploads them, and the statistics' database (once per test run:
// worker-builds.mjs).
const state = process.env.STATISTICS_STATE || join(dir, "state");
let bundle, siteBundle;
try {
  bundle = workerBundle(root, "editor", join(dir, "worker"), process.env);
  siteBundle = workerBundle(root, "", join(dir, "site-worker"), process.env);
  migratedDatabase(root, "", state, process.env);
} catch (error) {
  console.error(`editor-worker-server: ${error instanceof Error ? error.message : error}`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

const { workerOptions } = unstable_getMiniflareWorkerOptions(config, "editor");
const { workerOptions: siteOptions } = unstable_getMiniflareWorkerOptions(config);
// The site's Worker without its assets (beside the editor), and its assets without its bindings (on their own).
const collectorOptions = { ...siteOptions, assets: undefined };
const assetsOptions = { ...siteOptions, d1Databases: undefined, ratelimits: undefined };
const { key, cert } = makeCertificate(dir);
const server = {
  host: "127.0.0.1",
  https: true,
  httpsKey: readFileSync(key, "utf8"),
  httpsCert: readFileSync(cert, "utf8"),
  cf: false, // Request.cf: a placeholder instead of workers.cloudflare.com
};

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
  ...server,
  port,
  // wrangler keeps its local state under <persist-to>/v3.
  defaultPersistRoot: join(state, "v3"),
  workers: [
    {
      ...workerOptions,
      name: "rymi-editor",
      modules: true,
      scriptPath: join(bundle, "index.js"),
      modulesRoot: bundle,
      bindings: { ...workerOptions.bindings, ...settings },
      outboundService: outbound,
    },
    {
      ...collectorOptions,
      name: "rymi-web",
      modules: true,
      scriptPath: join(siteBundle, "site.js"),
      modulesRoot: siteBundle,
      // The site's host, as the site's Miniflare hands its requests over (any other goes to the editor).
      routes: [`localhost${collectPath}`],
    },
  ],
});
// The public site: its assets; the collection path, its only code, to the site's Worker beside the editor.
const site = sitePort
  ? new Miniflare({
      ...server,
      port: sitePort,
      defaultPersistRoot: join(dir, "site-state"),
      workers: [
        {
          ...assetsOptions,
          name: "rymi-web",
          modules: true,
          script: "export default { fetch: (request, env) => env.SITE_WORKER.fetch(request) };",
          serviceBindings: {
            /** @param {import("miniflare").Request} request */
            SITE_WORKER: async (request) => {
              const url = new URL(request.url);
              url.hostname = "localhost";
              const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.arrayBuffer();
              return miniflare.dispatchFetch(url, { method: request.method, headers: request.headers, body });
            },
          },
        },
      ],
    })
  : undefined;
await Promise.all([miniflare.ready, site?.ready]);

// The folder goes however the process ends: a signal handler of wrangler's may exit before this one.
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
async function stop() {
  await Promise.all([miniflare.dispose(), site?.dispose()]).catch(() => {});
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop());
console.log(
  `the editor Worker on https://127.0.0.1:${port}, the public site on ${sitePort ? `https://localhost:${sitePort}` : "no port"}; GitHub: ${fakeGitHub || "none"}`,
);
