// The site's own statistics, in Chromium on production's runtime (`wrangler dev`: the public site's
// Worker and its local D1 database, playwright.config.ts's "Cloudflare" project): what a visitor's
// browser sends is stored, and read back here from that database (support/statistics.ts). Page views
// with their source, leads with their page and the visit's source, Core Web Vitals with what they were
// about; nothing under Global Privacy Control, Do Not Track or the privacy policy's opt-out, which
// sticks. Firefox and WebKit: statistics-engines.spec.ts.
import type { Browser, Page } from "@playwright/test";

import { content } from "./support/content";
import { expect, renderFrames, test, waitForHydration } from "./support/fixtures";
import { contactFormOf, recordMailto } from "./support/pages";
import { hidePage, lastEventId, type Row, storedRows, VISITOR_CHROME } from "./support/statistics";

const { header, hero, useCases, contact, footer, legal } = content;
const COLLECT = "/api/collect";

// A visitor's Chrome: the tests' headless one says HeadlessChrome, which the Worker counts as a bot (and drops).
test.use({ userAgent: VISITOR_CHROME, permissions: ["clipboard-read", "clipboard-write"] });

/** The rows stored after the row `after` (an id), of one kind, oldest first. */
const rowsOf = (state: string, after: number, kind: string): Row[] =>
  storedRows(state, "SELECT * FROM events WHERE id > ? AND kind = ? ORDER BY id", after, kind);
/** The last row's id: what a test counts from (another test's late beacon may land, never one of its kinds and source). */

/** Opens `path` as a visitor coming from `referrer` would land, and waits for the page to be ready. */
async function arrive(page: Page, path: string, referrer?: string) {
  await page.goto(path, { referer: referrer });
  await waitForHydration(page);
}

/** Every request the page makes to the collection path, and to the statistics' module, from now on. */
function watchStatistics(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === COLLECT || /\/statistics\.[\w-]+\.js$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

test.describe("the site's statistics, in Chromium on production's runtime", { tag: "@production" }, () => {
  test("a visit to each page is counted, with its source's host; a page reached from the site is no new visit", async ({
    page,
    site,
  }) => {
    const state = site.state ?? "";
    const before = lastEventId(state);
    const from = "https://news.example/item?id=7&utm_source=rymi";
    const paths = ["/", "/privacy-policy", "/terms-conditions", "/no/such-page"];
    // Each page counted before the next: a page left before its statistics load (after its load event,
    // once the browser is idle) is not counted.
    for (const [i, path] of paths.entries()) {
      await arrive(page, path, from);
      await expect.poll(() => rowsOf(state, before, "pageview").length, { timeout: 15_000 }).toBe(i + 1);
    }
    // From the site itself: its footer's link.
    await page.getByRole("contentinfo").getByRole("link", { name: footer.privacy, exact: true }).click();
    await waitForHydration(page);
    await expect.poll(() => rowsOf(state, before, "pageview").length, { timeout: 15_000 }).toBe(paths.length + 1);

    const rows = rowsOf(state, before, "pageview");
    expect(rows.map(({ page, visit, source }) => ({ page, visit, source }))).toEqual([
      { page: "/", visit: 1, source: "news.example" },
      { page: "/privacy-policy", visit: 1, source: "news.example" },
      { page: "/terms-conditions", visit: 1, source: "news.example" },
      // Any unknown path is the 404 page.
      { page: "/404", visit: 1, source: "news.example" },
      { page: "/privacy-policy", visit: 0, source: "" },
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ device: "desktop", browser: "Chrome 142", os: "Linux" });
      expect(String(row.country)).toMatch(/^([A-Z0-9]{2})?$/);
    }
    // Nothing that could tell a visitor again: no address, no user agent, no query of the referrer.
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Mozilla|utm_source|item\?id/);
  });

  test("a form send, the address copied, Get Started, a slide's button and a use case: each a lead, with its page and the visit's source", async ({
    page,
    site,
  }) => {
    const state = site.state ?? "";
    const before = lastEventId(state);
    await page.addInitScript(recordMailto); // the mail app is not started
    await arrive(page, "/privacy-policy", "https://search.example/?q=voice+agents");
    // On to the home page through the site: the visit's source stays the search.
    await page.getByRole("banner").getByRole("link", { name: header.getStarted }).click();
    await waitForHydration(page);

    const slide = hero.slides[0];
    await page.getByRole("link", { name: slide?.cta, exact: true }).first().click();
    const other = useCases.items[2]?.name ?? "";
    await page.getByRole("tab", { name: other }).click();
    await page.getByRole("button", { name: `${contact.form.copyEmail.label} ${contact.form.copyEmail.name}` }).click();
    const form = contactFormOf(page);
    await form.fill({ name: "Asha Rao", email: "asha@example.com", message: "A voice agent for our clinic." });
    await form.submit.click();
    await expect(form.confirmation).toBeVisible();

    await expect.poll(() => rowsOf(state, before, "lead").length, { timeout: 15_000 }).toBe(5);
    const leads = rowsOf(state, before, "lead").map(({ page, lead, detail, source }) => ({
      page,
      lead,
      detail,
      source,
    }));
    const search = { source: "search.example" };
    expect(leads).toEqual([
      { page: "/privacy-policy", lead: "get-started", detail: null, ...search },
      { page: "/", lead: "slide-button", detail: slide?.title, ...search },
      { page: "/", lead: "use-case", detail: other, ...search },
      { page: "/", lead: "address-copied", detail: null, ...search },
      { page: "/", lead: "contact-sent", detail: null, ...search },
    ]);
  });

  test("a lead link that leaves the page, clicked before the statistics' module loads, is counted at once", async ({
    page,
    site,
  }) => {
    const state = site.state ?? "";
    const before = lastEventId(state);
    // The module waits for an idle browser, which a busy phone may not have for seconds: here it never comes.
    const asked = holdBack(page, /\/assets\/statistics\.[\w-]+\.js$/);
    await arrive(page, "/terms-conditions", "https://mail.example/");
    await asked; // the page's statistics have started (their loader asks for the module then)
    await getStarted(page);
    await expectGetStartedOnTerms(state, before);
  });

  test("a lead link clicked before the page's statistics start is counted by the next page, once; unless that page said no", async ({
    browser,
    page,
    site,
  }) => {
    const state = site.state ?? "";
    const before = lastEventId(state);
    /** Opens `path`, its statistics' loader held back (on a busy phone, a second after the page showed). */
    const arriveHeldBack = async (path: string, referrer?: string) => {
      const asked = holdBack(page, /\/assets\/loader\.[\w-]+\.js$/, 1);
      await arrive(page, path, referrer);
      await asked; // the page has loaded, and its statistics have not started
    };
    await arriveHeldBack("/terms-conditions", "https://mail.example/");
    await getStarted(page);
    await waitForHydration(page);
    // The home page's statistics send the terms page's lead, with its page and the visit's source.
    await expectGetStartedOnTerms(state, before);

    // The opt-out link's address on a page left before its statistics started: the next page stores the
    // choice and sends neither that page's lead nor anything of its own.
    await arriveHeldBack("/privacy-policy?statistics=off");
    const seen = watchStatistics(page);
    await getStarted(page);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rymi-statistics"))).toBe("off");
    // A visitor beside, counted: by then this one's beacons, had there been any, would have been stored too.
    const beside = await browser.newContext({ userAgent: VISITOR_CHROME, ignoreHTTPSErrors: true });
    await (await beside.newPage()).goto(`${site.origin}/`, { referer: "https://beside.example/" });
    const fromBeside = () => rowsOf(state, before, "pageview").filter((row) => row.source === "beside.example");
    await expect.poll(() => fromBeside().length, { timeout: 15_000 }).toBe(1);
    await beside.close();
    expect(rowsOf(state, before, "lead"), "the first lead, once").toHaveLength(1);
    expect(seen, "the statistics' module and beacons, opted out").toEqual([]);
  });

  test("Core Web Vitals arrive once the page is hidden, with the LCP element and the INP target", async ({
    page,
    site,
  }) => {
    const state = site.state ?? "";
    const before = lastEventId(state);
    await arrive(page, "/", "https://vitals.example/");
    await expect.poll(() => rowsOf(state, before, "pageview").length, { timeout: 15_000 }).toBe(1);
    // An interaction, for INP: its timing is the browser's once the next frames are drawn.
    const tab = page.getByRole("tab", { name: useCases.items[1]?.name ?? "" });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await renderFrames(page);
    await page.evaluate(hidePage); // the visitor switches to another tab: the vitals go out
    await expect.poll(() => rowsOf(state, before, "vitals").length, { timeout: 15_000 }).toBe(5);
    const vitals = Object.fromEntries(rowsOf(state, before, "vitals").map((row) => [row.metric, row]));
    expect(Object.keys(vitals).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    for (const row of Object.values(vitals)) expect(row).toMatchObject({ page: "/", device: "desktop" });
    expect(Number(vitals.LCP?.value)).toBeGreaterThan(0);
    expect(String(vitals.LCP?.target)).toMatch(/\S/);
    // The tab clicked, or the element in it the pointer was on.
    expect(String(vitals.INP?.target)).toMatch(new RegExp(`^button#${await tab.getAttribute("id")}(>|$)`));
    expect(Number(vitals.CLS?.value)).toBeLessThan(0.1);
  });

  test("nothing is sent under Global Privacy Control or Do Not Track", async ({ browser, site }) => {
    const state = site.state ?? "";
    const before = lastEventId(state);
    const refusing = await Promise.all([
      visitWith(browser, site.origin, () =>
        Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
      ),
      visitWith(browser, site.origin, () =>
        Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
      ),
    ]);
    // A visitor who allows it, opened last, is counted: by then the others had the same time to send.
    const counted = await visitWith(browser, site.origin, () => undefined);
    await expect.poll(() => rowsOf(state, before, "pageview").length, { timeout: 15_000 }).toBe(1);
    // The browser reports a beacon's request on its own time, which may come after the Worker stored it.
    await expect.poll(() => counted.seen).toContain(COLLECT);
    for (const { seen } of refusing) expect(seen, "the statistics' module and beacons").toEqual([]);
    for (const { close } of [...refusing, counted]) await close();
  });

  test("the privacy policy's opt-out stops the counting on this device, sticks, and can be undone", async ({
    page,
    site,
  }) => {
    const state = site.state ?? "";
    await arrive(page, "/privacy-policy");
    const stop = page.getByRole("link", { name: legal.statisticsStop });
    await stop.scrollIntoViewIfNeeded();
    await stop.click();
    const status = page.getByRole("status").filter({ hasText: legal.statisticsStopped });
    await expect(status).toBeVisible();
    await expect(page).toHaveURL(/\/privacy-policy$/); // the page stayed where it was
    await page.reload();
    await waitForHydration(page);
    await expect(status).toBeVisible();
    const resume = page.getByRole("link", { name: legal.statisticsResume });
    await expect(resume).toBeVisible();

    // Opted out: the home page loads no statistics and sends nothing, while a visitor beside is counted.
    const before = lastEventId(state);
    const seen = watchStatistics(page);
    await arrive(page, "/");
    const other = await visitWith(page.context().browser() as Browser, site.origin, () => undefined);
    await expect.poll(() => rowsOf(state, before, "pageview").length, { timeout: 15_000 }).toBe(1);
    expect(seen).toEqual([]);
    await other.close();

    // Undone: counted again.
    await arrive(page, "/privacy-policy");
    await resume.click();
    await expect(page.getByRole("link", { name: legal.statisticsStop })).toBeVisible();
    await expect(status).toHaveCount(0);
    const again = lastEventId(state);
    await arrive(page, "/", "https://again.example/");
    await expect
      .poll(() => rowsOf(state, again, "pageview").map((row) => row.source), { timeout: 15_000 })
      .toEqual(["again.example"]);
  });

  test("the opt-out link works before any script: ?statistics=off is stored and taken out of the address", async ({
    page,
  }) => {
    await page.goto("/privacy-policy?statistics=off");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("status").filter({ hasText: legal.statisticsStopped })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("rymi-statistics"))).toBe("off");
  });
});

/** Holds back the requests for `pattern` (the next `times` of them, else all), as a busy phone's wait; resolves once one is made. */
function holdBack(page: Page, pattern: RegExp, times?: number): Promise<void> {
  return new Promise((resolve) => void page.route(pattern, () => resolve(), { times }));
}

/** Leaves the page by the header's Get Started, for the home page's contact section. */
async function getStarted(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: header.getStarted }).click();
  await expect(page).toHaveURL(/\/#contact$/);
}

/** That the one lead stored after the row `before` is Get Started on the terms page, of a visit from mail.example. */
async function expectGetStartedOnTerms(state: string, before: number) {
  await expect.poll(() => rowsOf(state, before, "lead").length, { timeout: 15_000 }).toBe(1);
  expect(rowsOf(state, before, "lead")[0]).toMatchObject({
    page: "/terms-conditions",
    lead: "get-started",
    source: "mail.example",
  });
}

/** The home page in a fresh context whose pages first run `before` (a browser's privacy setting); what it sent. */
async function visitWith(browser: Browser, origin: string, before: () => void) {
  const context = await browser.newContext({ userAgent: VISITOR_CHROME, ignoreHTTPSErrors: true });
  await context.addInitScript(before);
  const page = await context.newPage();
  const seen = watchStatistics(page);
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  return { seen, close: () => context.close() };
}
