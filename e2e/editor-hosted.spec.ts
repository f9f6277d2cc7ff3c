// The content editor as the production Worker serves it (worker/index.ts, wrangler.jsonc), on
// Cloudflare's runtime. The tests' runtime has none of the editor's settings: the editor says what
// to set, and the public pages are unaffected.
import { EDITOR_PAGE_CSP } from "../worker/editor-page";
import { readPage } from "./support/build-files";
import { expect, test } from "./support/fixtures";
import { get, single } from "./support/http";

const SETTINGS = [
  "KEYSTATIC_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
];

test(
  "the editor's page, not set up, says what to set, at /keystatic and every path under it; noindex, its own policy",
  { tag: "@production" },
  async ({ page, site }) => {
    for (const path of ["/keystatic", "/keystatic/branch/main/singleton/hero"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The editor is not set up yet");
      for (const name of SETTINGS) await expect(page.getByText(`- ${name} is not set`), path).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const headers = (await response?.allHeaders()) ?? {};
      expect(headers["content-security-policy"], path).toBe(EDITOR_PAGE_CSP);
      expect([headers["x-robots-tag"], headers["cache-control"], headers["x-frame-options"]], path).toEqual([
        "noindex",
        "no-store",
        "DENY",
      ]);
    }
    // The editor's app is a file like the site's others; the pages keep their own policy.
    const app = await get(site.origin, "/keystatic/app.js");
    expect([app.status, single(app, "content-type")]).toEqual([200, expect.stringMatching(/javascript/)]);
    const home = await get(site.origin, "/");
    expect(home.body).toBe(readPage("index.html"));
    expect(single(home, "content-security-policy")).not.toBe(EDITOR_PAGE_CSP);
  },
);
