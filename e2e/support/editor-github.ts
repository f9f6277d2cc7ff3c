// The content editor in GitHub mode as the tests run it: the production Worker with the editor set
// up (editor-worker-server.mjs), talking to a fake GitHub (fake-github.ts) whose repository starts
// as this project's files. Shared by the Chromium spec (editor-github.spec.ts) and the Firefox and
// WebKit one (editor-github-engines.spec.ts).
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

import type { BrowserContext } from "@playwright/test";

import { freePort } from "../../browsers/free-port.mjs";
import { CONTENT_ROOT } from "./content";
import { FakeGitHub, GITHUB_HOSTS } from "./fake-github";
import { ENTRIES, PROJECT } from "./project-copy";
import { startProcess } from "./servers";

/** The Worker's settings in the tests: an App of the tests' own, fresh secrets each run. */
export const SETTINGS = {
  KEYSTATIC_GITHUB_REPO: "rymi-ai/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23liRymiTestApp123",
  KEYSTATIC_GITHUB_CLIENT_SECRET: randomBytes(20).toString("hex"),
  KEYSTATIC_SECRET: randomBytes(32).toString("hex"),
  EDITOR_PREVIEW_URL: "https://{branch}-rymi-web.rymi-tests.workers.dev",
};

export type EditorWorld = {
  github: FakeGitHub;
  /** The Worker's HTTPS origin, https://127.0.0.1:port. */
  origin: string;
  log: () => string;
  stop: () => Promise<void>;
};

/** The fake GitHub, with this project's files in its repository, and the Worker in front of it. */
export async function startEditorWorld(): Promise<EditorWorld> {
  const github = new FakeGitHub({
    repo: SETTINGS.KEYSTATIC_GITHUB_REPO,
    from: { dir: CONTENT_ROOT, paths: ENTRIES },
    clientId: SETTINGS.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: SETTINGS.KEYSTATIC_GITHUB_CLIENT_SECRET,
  });
  try {
    const fake = await github.listen();
    const port = await freePort();
    const worker = await startProcess(process.execPath, [join(PROJECT, "e2e/support/editor-worker-server.mjs")], {
      env: {
        EDITOR_PORT: String(port),
        FAKE_GITHUB: fake,
        EDITOR_SETTINGS: JSON.stringify(SETTINGS),
        CF_ROOT: CONTENT_ROOT,
      },
      ready: [`https://127.0.0.1:${port}/`],
    });
    return {
      github,
      // Keystatic sends a browser at localhost on to 127.0.0.1 (its own rule for local sign-in).
      origin: `https://127.0.0.1:${port}`,
      log: worker.log,
      stop: async () => {
        await worker.stop();
        await github.stop();
      },
    };
  } catch (error) {
    await github.stop();
    throw error;
  }
}

/** The browser's requests to GitHub's hosts go to the fake, in this context (Playwright's routing). */
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
