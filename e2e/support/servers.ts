// The servers the tests start, each only when a test asks for it: one per Playwright worker, on free
// ports, stopped (with its temporary files) when the worker ends. A project of playwright.config.ts
// names its server; a spec that needs none starts none.
//
// - "npm start": server/serve.mjs, over HTTP, as a developer or a self-hoster runs it.
// - "Cloudflare": production's runtime, `wrangler dev` (workerd in front of Workers static assets)
//   over HTTPS with a throw-away certificate, reading the generated _headers (cloudflare-test-server.mjs):
//   the public site's Worker, or another of wrangler.jsonc's environments (`preview`).
// - "nginx": the self-hosting recipe, build/nginx/rymi.conf, over HTTP and HTTPS (nginx-test-server.mjs).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { freePort } from "../../browsers/free-port.mjs";
import { CONTENT_ROOT } from "./content";
import { raw } from "./http";
import { PROJECT } from "./project-copy";

export const SERVER_NAMES = ["npm start", "Cloudflare", "nginx"] as const;
export type ServerName = (typeof SERVER_NAMES)[number];

/**
 * A running server of the build. `origin`: where the tests go (HTTPS for Cloudflare). `https`: the
 * HTTPS origin, when the server has one. `httpsHeaders`: whether every answer carries HSTS and
 * upgrade-insecure-requests (the HTTPS-only host configs always send them, also over plain HTTP).
 */
export type Site = {
  name: ServerName;
  origin: string;
  https?: string;
  httpsHeaders: boolean;
  /** For "Cloudflare": the folder of its local state, where the statistics' D1 database is (statistics.ts). */
  state?: string;
};

type Started = { stop: () => Promise<void>; log: () => string };

/**
 * Starts `command` in `cwd` as the leader of its own process group (so that stopping it stops its
 * children too) and resolves once each of `ready` answers, in turn, with a status that `answered`
 * accepts (by default any). Fails with the process's output when it exits first or `timeout` ms
 * pass. The group is also stopped when this process exits.
 */
export async function startProcess(
  command: string,
  args: string[],
  {
    cwd = PROJECT,
    env = {},
    ready,
    answered = (status) => status > 0,
    timeout = 60_000,
  }: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    ready: string[];
    answered?: (status: number) => boolean;
    timeout?: number;
  },
): Promise<Started> {
  let output = "";
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // the group has gone already
    }
  };
  const onExit = () => signal("SIGKILL");
  process.once("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal("SIGTERM");
    // Vite or wrangler may take their time to close, or keep serving after a wrapper has gone: then SIGKILL.
    const late = setTimeout(() => signal("SIGKILL"), 5_000);
    await exited;
    clearTimeout(late);
    signal("SIGKILL"); // what the leader left running
  };
  const until = Date.now() + timeout;
  const describe = `${[command, ...args].join(" ")} in ${cwd}`;
  for (const url of ready) {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${describe} stopped before it served ${url}:\n${output}`);
      const { origin, pathname } = new URL(url);
      const status = await raw(origin, `GET ${pathname} HTTP/1.1\r\nHost: ${new URL(url).host}`).then(
        (reply) => reply.status,
        () => 0,
      );
      if (answered(status)) break;
      if (Date.now() > until) {
        await stop();
        throw new Error(`${describe} did not serve ${url} within ${timeout / 1000} s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { stop, log: () => output };
}

/**
 * Serves the build of the project at `root` (this checkout, or the pseudo-localized copy) with the
 * named server, on free ports. Tries again on new ports if another process took one first.
 * `environment`: for "Cloudflare", one of wrangler.jsonc's environments instead of the public site.
 */
export async function startSite(name: ServerName, root = CONTENT_ROOT, environment = ""): Promise<Site & Started> {
  for (let attempt = 1; ; attempt++) {
    const [port, second] = [await freePort(), await freePort()];
    try {
      return await startSiteOn(name, root, port, second, environment);
    } catch (error) {
      if (attempt === 3 || !/EADDRINUSE|address already in use/i.test(String(error))) throw error;
    }
  }
}

async function startSiteOn(name: ServerName, root: string, port: number, second: number, environment: string) {
  const support = join(PROJECT, "e2e/support");
  if (name === "npm start") {
    const origin = `http://localhost:${port}`;
    const started = await startProcess(process.execPath, [join(root, "server/serve.mjs")], {
      env: { PORT: String(port) },
      ready: [`http://127.0.0.1:${port}/`],
    });
    return { name, origin, httpsHeaders: false, ...started };
  }
  if (name === "nginx") {
    const started = await startProcess(process.execPath, [join(support, "nginx-test-server.mjs")], {
      env: { NGINX_PORT: String(port), NGINX_TLS_PORT: String(second), BUILD_DIR: join(root, "build") },
      ready: [`http://127.0.0.1:${port}/`, `https://127.0.0.1:${second}/`],
    });
    const https = `https://localhost:${second}`;
    return { name, origin: `http://127.0.0.1:${port}`, https, httpsHeaders: true, ...started };
  }
  const state = mkdtempSync(join(tmpdir(), "rymi-wrangler-state-"));
  const started = await startProcess(process.execPath, [join(support, "cloudflare-test-server.mjs")], {
    env: {
      CF_PORT: String(port),
      CF_INSPECTOR_PORT: String(second),
      CF_ROOT: root,
      CF_ENV: environment,
      CF_STATE: state,
    },
    ready: [`https://127.0.0.1:${port}/`],
  }).catch((error: unknown) => {
    rmSync(state, { recursive: true, force: true });
    throw error;
  });
  const origin = `https://localhost:${port}`;
  const stop = async () => {
    await started.stop();
    rmSync(state, { recursive: true, force: true });
  };
  return { name, origin, https: origin, httpsHeaders: true, state, ...started, stop };
}

/**
 * The content editor's dev server (`astro dev`) on a copy of the project at `dir`, on a free port:
 * ready once `paths` answer 200 (Astro answers sooner, but the first requests compile the editor's
 * modules). `--ignore-lock`: a server of its own, in the foreground (no lock file, never moved to
 * the background), whatever else runs.
 */
export async function startDevServer(dir: string, paths = ["/keystatic"]) {
  const port = await freePort();
  const started = await startProcess(
    join(dir, "node_modules/.bin/astro"),
    ["dev", "--port", String(port), "--ignore-lock"],
    {
      cwd: dir,
      ready: paths.map((path) => `http://127.0.0.1:${port}${path}`),
      answered: (status) => status === 200,
      timeout: 120_000, // the first compile, on a loaded machine
    },
  );
  // Keystatic's integration has the dev server listen on 127.0.0.1 only.
  return { origin: `http://127.0.0.1:${port}`, ...started };
}
