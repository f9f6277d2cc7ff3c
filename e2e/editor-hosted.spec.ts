// The content editor's Worker and host (wrangler.jsonc's env.editor, worker/index.ts), on
// Cloudflare's runtime, set up no further than its host: the editor says what to set; / leads to
// it; it is served on its own host only, and nowhere without EDITOR_HOST; the public site beside it
// and the branch previews' Worker hold nothing of it, and run code for the statistics' path alone.
import { join } from "node:path";

import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";

import { EDITOR_PAGE_CSP } from "../worker/editor-page";
import { readPage } from "./support/build-files";
import { failures, runCheckDeploy } from "./support/check-deploy";
import { CONTENT_ROOT } from "./support/content";
import { type EditorWorld, SETTINGS, startEditorWorld } from "./support/editor-github";
import { expect, test as base } from "./support/fixtures";
import { get, single } from "./support/http";
import { startSite } from "./support/servers";

const SECRETS = [
  "KEYSTATIC_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
];
const PLAIN_404 = "Not found.\n";

/** The editor Worker with its host and nothing else set (the public site beside it), once per test worker. */
const test = base.extend<object, { hostOnly: EditorWorld }>({
  hostOnly: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide) => {
      const world = await startEditorWorld({ EDITOR_HOST: SETTINGS.EDITOR_HOST });
      try {
        await provide(world);
      } finally {
        await world.stop();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

test(
  "the editor's page, not set up, says what to set, at /keystatic and every path under it; noindex, its own policy",
  { tag: "@production" },
  async ({ page, hostOnly }) => {
    const { origin, site } = hostOnly;
    for (const path of ["/keystatic", "/keystatic/branch/main/singleton/hero"]) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The editor is not set up yet");
      for (const name of SECRETS) await expect(page.getByText(`- ${name} is not set`), path).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const headers = (await response?.allHeaders()) ?? {};
      expect(headers["content-security-policy"], path).toBe(EDITOR_PAGE_CSP);
      expect([headers["x-robots-tag"], headers["cache-control"], headers["x-frame-options"]], path).toEqual([
        "noindex",
        "no-store",
        "DENY",
      ]);
    }
    // The editor's app is a file of its Worker, with the security headers; the public site's pages
    // are another Worker's, with their own policy.
    const app = await get(origin, "/keystatic/app.js");
    expect([app.status, single(app, "content-type")]).toEqual([200, expect.stringMatching(/javascript/)]);
    expect(single(app, "x-content-type-options")).toBe("nosniff");
    const home = await get(site, "/");
    expect(home.body).toBe(readPage("index.html"));
    expect(single(home, "content-security-policy")).not.toBe(EDITOR_PAGE_CSP);

    // The deploy check of both hosts says what is missing, and passes.
    const { code, out } = await runCheckDeploy(site, origin);
    expect(failures(out)).toEqual([]);
    expect(code, out).toBe(0);
    expect(out).toContain(
      "check-deploy: the editor is not set up: KEYSTATIC_GITHUB_REPO is not set, KEYSTATIC_GITHUB_CLIENT_ID is not set, KEYSTATIC_GITHUB_CLIENT_SECRET is not set, KEYSTATIC_SECRET is not set",
    );
  },
);

test(
  "the editor's host: / leads to the editor; no page of the public site there; any other host gets a 404 for every path",
  { tag: "@production" },
  async ({ page, hostOnly }) => {
    const { origin, site } = hostOnly;
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/keystatic`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The editor is not set up yet");

    // The public site's pages and files, and paths beside the editor's, are plain 404s on its host.
    for (const path of ["/privacy-policy", "/404", "/robots.txt", "/sitemap.xml", "/api/keystatic", "/api/other"]) {
      const reply = await get(origin, path);
      expect([reply.status, reply.body], path).toEqual([404, PLAIN_404]);
      expect(single(reply, "x-robots-tag"), path).toBe("noindex");
      expect(reply.headers["set-cookie"], path).toBeUndefined();
    }
    const other = await page.goto(`${origin}/privacy-policy`);
    expect(other?.status()).toBe(404);
    await expect(page.getByRole("heading")).toHaveCount(0);

    // The same Worker reached by another name of this machine (as a workers.dev address or a domain
    // attached by mistake would reach it): nothing of the editor, whatever the path.
    const elsewhere = origin.replace("127.0.0.1", "localhost");
    for (const path of ["/", "/keystatic", "/keystatic/app.js", "/api/keystatic/github/login", "/privacy-policy"]) {
      const reply = await get(elsewhere, path);
      expect([reply.status, reply.body], `${elsewhere}${path}`).toEqual([404, PLAIN_404]);
      expect(reply.headers.location, path).toBeUndefined();
    }

    // The public site, on its own host: the editor's paths are its 404 page.
    for (const path of ["/keystatic", "/api/keystatic/github/login"]) {
      const reply = await get(site, path);
      expect([reply.status, reply.body], `${site}${path}`).toEqual([404, readPage("404.html")]);
    }
  },
);

test(
  "without EDITOR_HOST the editor is served nowhere: every path is a 404 that names the setting, never a value",
  { tag: "@production" },
  async ({ page }) => {
    const world = await startEditorWorld({ ...SETTINGS, EDITOR_HOST: "" });
    try {
      for (const origin of [world.origin, world.origin.replace("127.0.0.1", "localhost")])
        for (const path of ["/", "/keystatic", "/keystatic/app.js", "/api/keystatic/github/login"]) {
          const reply = await get(origin, path);
          expect(reply.status, `${origin}${path}`).toBe(404);
          expect(reply.body, path).toContain("EDITOR_HOST is not set");
          for (const value of Object.values(SETTINGS)) expect(reply.body, path).not.toContain(value);
          expect(reply.headers["set-cookie"], path).toBeUndefined();
        }
      const response = await page.goto(`${world.origin}/keystatic`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("EDITOR_HOST is not set", { exact: false })).toBeVisible();
      expect(world.github.requests, "requests to GitHub").toEqual([]);
    } finally {
      await world.stop();
    }
  },
);

/** Whether a Worker's option holds nothing: no binding, route or service of any kind. */
const isEmpty = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length === 0
    : typeof value === "object" && value !== null
      ? Object.values(value).every(isEmpty)
      : value === undefined;

test(
  "the public site's and the branch previews' Workers hold no secret, run code for the statistics' path alone, and serve no editor",
  { tag: "@production" },
  async () => {
    test.setTimeout(60_000);
    const config = join(CONTENT_ROOT, "wrangler.jsonc");
    const databases: string[] = [];
    for (const environment of [undefined, "preview"]) {
      const options = unstable_getMiniflareWorkerOptions(config, environment);
      const { workerOptions } = options;
      const what = environment ?? "the public site";
      // Code: the site's Worker (worker/site.ts), for the collection path alone; the assets answer the rest.
      expect(options.main, what).toBe(join(CONTENT_ROOT, "worker/site.ts"));
      expect(workerOptions.assets, what).toMatchObject({
        directory: join(CONTENT_ROOT, "build/client"),
        binding: "ASSETS",
        routerConfig: { has_user_worker: true, static_routing: { user_worker: ["/api/collect"], asset_worker: [] } },
      });
      const { assets, compatibilityDate, compatibilityFlags, modulesRules, d1Databases, ratelimits, ...rest } =
        workerOptions;
      // Bindings: the statistics' database and two rate limits; no variable, no secret, nothing else.
      expect(Object.keys(d1Databases ?? {}), what).toEqual(["STATISTICS"]);
      expect(Object.keys(ratelimits ?? {}).sort(), what).toEqual(["COLLECT_ALL", "COLLECT_PER_ADDRESS"]);
      expect(
        Object.entries(rest).filter(([, value]) => !isEmpty(value)),
        `${what}: other bindings`,
      ).toEqual([]);
      expect([assets?.binding, compatibilityDate, compatibilityFlags, (modulesRules ?? []).length > 0], what).toEqual([
        "ASSETS",
        expect.any(String),
        [],
        true,
      ]);
      expect(JSON.stringify(options), what).not.toMatch(/KEYSTATIC|EDITOR_HOST/);
      const read = unstable_readConfig({ config, env: environment }, { hideWarnings: true });
      databases.push(read.d1_databases.map((database: { database_name?: string }) => database.database_name).join());
    }
    // A branch's preview writes to a database of its own, never to production's.
    expect(databases).toEqual(["rymi-statistics", "rymi-statistics-preview"]);
    // The same reading finds the editor Worker's settings: the check above would see a binding there.
    const editor = unstable_getMiniflareWorkerOptions(config, "editor").workerOptions;
    expect(Object.keys(editor.bindings ?? {}).sort()).toEqual(
      ["EDITOR_HOST", "EDITOR_PREVIEW_URL", "KEYSTATIC_GITHUB_REPO"].sort(),
    );

    // Served as Workers Builds serves a branch: the editor's paths are the 404 page.
    const preview = await startSite("Cloudflare", CONTENT_ROOT, "preview");
    try {
      expect((await get(preview.origin, "/")).body).toBe(readPage("index.html"));
      for (const path of ["/keystatic", "/keystatic/app.js", "/api/keystatic/github/login"]) {
        const reply = await get(preview.origin, path);
        expect([reply.status, reply.body], path).toEqual([404, readPage("404.html")]);
        expect(reply.headers["set-cookie"], path).toBeUndefined();
      }
    } finally {
      await preview.stop();
    }
  },
);
