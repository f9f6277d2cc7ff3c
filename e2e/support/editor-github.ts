// The content editor in GitHub mode as the tests run it: the editor Worker with the editor set up,
// and the public site beside it on another host (editor-worker-server.mjs), talking to a fake GitHub
// (fake-github.ts) whose repository starts as this project's files. Shared by the Chromium spec
// (editor-github.spec.ts), the Firefox and WebKit one (editor-github-engines.spec.ts), and the
// specs of the editor's host and deploy check (editor-hosted.spec.ts, headers.spec.ts).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { BrowserContext } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "../../browsers/chromium.mjs";
import { freePort } from "../../browsers/free-port.mjs";
import { CONTENT_ROOT } from "./content";
import { FakeGitHub, GITHUB_HOSTS } from "./fake-github";
import { ENTRIES, PROJECT } from "./project-copy";
import { startProcess } from "./servers";

/**
 * The editor Worker's settings in the tests: its host (where the tests open it, as edit.rymi.ai in
 * production), an App of the tests' own, fresh secrets each run.
 */
export const SETTINGS = {
  EDITOR_HOST: "127.0.0.1",
  KEYSTATIC_GITHUB_REPO: "rymi-ai/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23liRymiTestApp123",
  KEYSTATIC_GITHUB_CLIENT_SECRET: randomBytes(20).toString("hex"),
  KEYSTATIC_SECRET: randomBytes(32).toString("hex"),
  EDITOR_PREVIEW_URL: "https://{branch}-rymi-web-preview.rymi-tests.workers.dev",
};

export type EditorWorld = {
  github: FakeGitHub;
  /** The editor's HTTPS origin, on its host (EDITOR_HOST): https://127.0.0.1:port. */
  origin: string;
  /** The public site's HTTPS origin, on another host: https://localhost:port (another port, too). */
  site: string;
  /** The folder of the two Workers' local state: their statistics database (support/statistics.ts). */
  state: string;
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * The fake GitHub, with this project's files in its repository, and the Workers in front of it.
 * `settings`: the editor Worker's, in place of SETTINGS (e.g. without the secrets, or without
 * EDITOR_HOST, as "" stands for a setting left out of wrangler.jsonc).
 */
export async function startEditorWorld(settings: Record<string, string> = SETTINGS): Promise<EditorWorld> {
  const github = new FakeGitHub({
    repo: SETTINGS.KEYSTATIC_GITHUB_REPO,
    from: { dir: CONTENT_ROOT, paths: ENTRIES },
    clientId: SETTINGS.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: SETTINGS.KEYSTATIC_GITHUB_CLIENT_SECRET,
  });
  const state = mkdtempSync(join(tmpdir(), "rymi-editor-state-"));
  try {
    const fake = await github.listen();
    const [port, sitePort] = [await freePort(), await freePort()];
    const worker = await startProcess(process.execPath, [join(PROJECT, "e2e/support/editor-worker-server.mjs")], {
      env: {
        EDITOR_PORT: String(port),
        SITE_PORT: String(sitePort),
        FAKE_GITHUB: fake,
        EDITOR_SETTINGS: JSON.stringify(settings),
        CF_ROOT: CONTENT_ROOT,
        STATISTICS_STATE: state,
      },
      ready: [`https://127.0.0.1:${port}/`, `https://127.0.0.1:${sitePort}/`],
    });
    return {
      github,
      // The editor on 127.0.0.1: Keystatic sends a browser at localhost on to 127.0.0.1 (its own rule
      // for local sign-in), so the public site takes localhost, the other name of this machine.
      origin: `https://127.0.0.1:${port}`,
      site: `https://localhost:${sitePort}`,
      state,
      log: worker.log,
      stop: async () => {
        await worker.stop();
        await github.stop();
        rmSync(state, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await github.stop();
    rmSync(state, { recursive: true, force: true });
    throw error;
  }
}

/** A world for as long as `provide` runs (a Playwright worker fixture's body): started, then always stopped. */
export async function withEditorWorld(provide: (world: EditorWorld) => Promise<void>): Promise<void> {
  const world = await startEditorWorld();
  try {
    await provide(world);
  } finally {
    await world.stop();
  }
}

/**
 * What a spec that routes GitHub (routeGitHub) runs in: the full Chromium. Its headless shell, the
 * suite's browser, hands no redirect to another host to Playwright's routing (it looks github.com up
 * instead), and signing in is such a redirect. For `test.use()`.
 */
export const GITHUB_ROUTING_BROWSER = { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } };

/**
 * The browser's requests to GitHub's hosts go to the fake, in this context (Playwright's routing).
 * In the full Chromium only: GITHUB_ROUTING_BROWSER.
 */
export async function routeGitHub(context: BrowserContext, github: FakeGitHub) {
  await context.route(
    (url) => (GITHUB_HOSTS as readonly string[]).includes(url.hostname),
    async (route) => {
      const request = route.request();
      const answer = await github.handle({
        method: request.method(),
        url: request.url(),
        headers: await request.allHeaders(),
        body: request.postDataBuffer() ?? undefined,
      });
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    },
  );
}

/**
 * A page of another site: `html` served over HTTP at http://localhost:port, which is another site
 * than the Worker's https://127.0.0.1:port (Sec-Fetch-Site: cross-site on what it sends there).
 * Every engine reaches this machine without the tests' proxy.
 */
export async function startForeignSite(html: string) {
  const server = createServer((_request, response) =>
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A page of another site that links to the editor's sign-out and posts to its token refresh. */
export const foreignPage = (origin: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Another site</title></head>
  <body>
    <main>
      <h1>Another site</h1>
      <p><a href="${origin}/api/keystatic/github/logout">A link to the editor's sign-out</a></p>
      <form method="post" action="${origin}/api/keystatic/github/refresh-token">
        <button>A form that renews the editor's sign-in</button>
      </form>
    </main>
  </body>
</html>
`;
