// The statistics' dashboard on the editor's host, in Chromium, on the production Workers (the public
// site's, which stores the beacons, and the editor's, which shows them: editor-worker-server.mjs,
// one local D1 database) and the fake GitHub. Visitors' pages are counted, then a person with write
// access signs in from the dashboard and sees those counts, every stored string as text; a reader is
// refused. With DASHBOARD_SCREENSHOTS=<folder>, the dashboard at 390, 768 and 1280 px is saved there, with
// the page as served and its policy, which Firefox and WebKit then draw (docs/analytics.md).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Browser, Page } from "@playwright/test";

import { type EditorWorld, GITHUB_ROUTING_BROWSER, routeGitHub, withEditorWorld } from "./support/editor-github";
import { expectNoAxeViolations } from "./support/a11y-helpers";
import { READER, VIEWER } from "./support/fake-github";
import { content } from "./support/content";
import { expect, test as base, waitForHydration } from "./support/fixtures";
import { storedRows, VISITOR_CHROME } from "./support/statistics";

const HOSTILE_TARGET = `<img src=x onerror="document.title='pwned'">`;

const test = base.extend<{ editor: EditorWorld }, { world: EditorWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide) => withEditorWorld(provide),
    { scope: "worker", timeout: 90_000 },
  ],
  editor: async ({ world, context }, provide, testInfo) => {
    await routeGitHub(context, world.github);
    await provide(world);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("worker.log", { body: world.log(), contentType: "text/plain" });
  },
});
test.use({ ...GITHUB_ROUTING_BROWSER, ignoreHTTPSErrors: true });

/** Visitors on the public site: each page counted before the next (the statistics load after the load event). */
async function visit(browser: Browser, world: EditorWorld) {
  const context = await browser.newContext({ userAgent: VISITOR_CHROME, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const count = () => storedRows(world.state, "SELECT COUNT(*) AS n FROM events WHERE kind = 'pageview'")[0]?.n;
  const before = Number(count());
  const visits: [string, string][] = [
    ["/", "https://news.example/story"],
    ["/privacy-policy", "https://news.example/story"],
    ["/", "https://www.google.com/"],
  ];
  for (const [i, [path, referer]] of visits.entries()) {
    await page.goto(`${world.site}${path}`, { referer });
    await waitForHydration(page);
    await expect.poll(count, { timeout: 15_000 }).toBe(before + i + 1);
  }
  // A lead (Get Started), and a page's vitals whose element's name is markup: stored as sent.
  await page.getByRole("banner").getByRole("link", { name: content.header.getStarted }).click();
  await page.evaluate(
    (target) =>
      navigator.sendBeacon(
        "/api/collect",
        JSON.stringify({ type: "vitals", path: "/", width: 390, metrics: [{ name: "LCP", value: 5200, target }] }),
      ),
    HOSTILE_TARGET,
  );
  await expect
    .poll(() => storedRows(world.state, "SELECT COUNT(*) AS n FROM events WHERE kind IN ('lead', 'vitals')")[0]?.n, {
      timeout: 15_000,
    })
    .toBe(2);
  await context.close();
}

/** From the dashboard's own sign-in link, through GitHub's sign-in, back to the dashboard. */
async function signInFromDashboard(page: Page, origin: string, login: string) {
  await page.goto(`${origin}/keystatic/statistics`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to see the statistics" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in with GitHub" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to GitHub" })).toBeVisible();
  await page.getByLabel("Username").fill(login);
  await page.getByLabel("Password").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("the statistics' dashboard on the editor's host", { tag: "@editor" }, () => {
  test("a writer signs in from it and sees the visitors' counts, sources, leads and vitals, strings as text; it exports CSV", async ({
    editor,
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    await visit(browser, editor);
    const foreign: string[] = [];
    page.on("request", (request) => {
      const { hostname } = new URL(request.url());
      if (!["127.0.0.1", "github.com"].includes(hostname)) foreign.push(request.url());
    });
    await signInFromDashboard(page, editor.origin, VIEWER.login);
    await expect(page).toHaveURL(`${editor.origin}/keystatic/statistics`);
    // From here on (the signed-out page before was a 401, which Chromium logs).
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "RYMI statistics" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${VIEWER.name} (${VIEWER.login})`)).toBeVisible();

    const summary = page.getByRole("list", { name: "Summary" });
    await expect(summary.getByRole("listitem").filter({ hasText: /^Visits/ })).toContainText("3");
    await expect(summary.getByRole("listitem").filter({ hasText: /^Page views/ })).toContainText("3");
    await expect(
      summary
        .getByRole("listitem")
        .filter({ hasText: /^Leads/ })
        .first(),
    ).toContainText("1");
    const sources = page.getByRole("region", { name: "Top sources (the referring site)" });
    await expect(sources.getByRole("row", { name: /news\.example 2 2/ })).toBeVisible();
    await expect(sources.getByRole("row", { name: /www\.google\.com 1 1/ })).toBeVisible();
    const vitals = page.getByRole("region", { name: "Core Web Vitals per page and device" });
    await expect(vitals.getByRole("row", { name: /LCP 5,200 ms poor 1/ })).toBeVisible();
    // The element's name is markup, shown as the words it is: no image, no handler ran.
    await expect(vitals.getByText(HOSTILE_TARGET, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Statistics/);
    // Each chart drawn by Chart.js above its table.
    await expect(page.locator("figure[data-chart] canvas")).toHaveCount(5);

    await expectNoAxeViolations(page, "the dashboard at 1280 px");
    // Another period, by keyboard.
    await page.getByRole("link", { name: "Last 7 days" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = await (await download).path();
    const text = readFileSync(file, "utf8");
    expect(text.split("\r\n")[0]).toBe("day,kind,page,source,country,device,lead,metric,count,visits,mean");
    expect(text).toContain('"pageview","/","news.example"');

    const folder = process.env.DASHBOARD_SCREENSHOTS;
    if (folder) {
      mkdirSync(folder, { recursive: true });
      // The page as served, with its policy, for the other engines' screenshots.
      const served = await page.request.get(page.url());
      writeFileSync(join(folder, "dashboard.html"), await served.text());
      writeFileSync(join(folder, "dashboard.csp"), served.headers()["content-security-policy"] ?? "");
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload(); // the charts drawn at this width
        await expect(page.locator("figure[data-chart] canvas")).toHaveCount(5);
        await page.screenshot({ path: join(folder, `dashboard-${width}-chromium.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, "the dashboard at 390 px");
    expect(foreign, "requests to another host").toEqual([]);
    expect(problems, "console errors (a policy violation among them)").toEqual([]);
  });

  test("someone with read access only is refused, by name", async ({ editor, page }) => {
    await signInFromDashboard(page, editor.origin, READER.login);
    await expect(
      page.getByRole("heading", { level: 1, name: "These statistics are for the site's editors" }),
    ).toBeVisible();
    await expect(page.getByText(`The GitHub account ${READER.login} may read`)).toBeVisible();
    const answer = await page.request.get(`${editor.origin}/keystatic/statistics.csv`);
    expect(answer.status()).toBe(403);
  });

  test("signed out, the dashboard and its CSV show nothing but the way to sign in", async ({ editor, page }) => {
    for (const path of ["/keystatic/statistics", "/keystatic/statistics.csv?days=90"]) {
      const answer = await page.request.get(`${editor.origin}${path}`);
      expect(answer.status(), path).toBe(401);
      const body = await answer.text();
      expect(body, path).toContain("Sign in with GitHub");
      expect(body, path).not.toMatch(/news\.example|pageview/);
    }
  });
});
