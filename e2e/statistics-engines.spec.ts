// The site's own statistics in Firefox and WebKit, on production's runtime (`wrangler dev` with the
// local D1 database, read back here: support/statistics.ts). A visit to each page, with its source;
// a form send as a lead; the Core Web Vitals each engine reports; nothing after the privacy policy's
// opt-out, nor under Firefox's Global Privacy Control. Chromium's deeper checks, GPC and DNT among
// them: statistics.spec.ts.
//
// The source: each page is reached from the site under its other name (https://127.0.0.1:port, a
// page that links to https://localhost:port), so the browser sends that page as the referrer, as a
// search engine's page would be. A navigation the driver makes itself has no referrer.
import type { EnginePage } from "../browsers/engines/index.mjs";
import { expectEngine, launchEngine } from "../browsers/engines/index.mjs";
import { content } from "./support/content";
import { HEIGHT, test } from "./support/engine-tab";
import { expect } from "./support/fixtures";
import { recordMailto } from "./support/pages";
import { hidePage, lastEventId, type Row, storedRows } from "./support/statistics";

const { contact, legal } = content;
const WIDE = 1280;

/** Navigates as a link in the page does (so the browser sends a referrer), and waits for the new page to be ready. */
async function follow(tab: EnginePage, url: string) {
  await tab.evaluate((href: string) => void setTimeout(() => (location.href = href), 0), url);
  const until = Date.now() + 20_000;
  for (;;) {
    // While the page changes, the driver may find no document to run in.
    const there = await tab
      .evaluate((href: string) => location.href === href && document.documentElement.hasAttribute("data-hydrated"), url)
      .catch(() => false);
    if (there) return;
    if (Date.now() > until) throw new Error(`${tab.engine}: ${url} did not load`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const rowsFrom = (state: string, after: number, kind: string, source: string): Row[] =>
  storedRows(state, "SELECT * FROM events WHERE id > ? AND kind = ? AND source = ? ORDER BY id", after, kind, source);
const pageViews = (state: string, after: number, page: string) =>
  storedRows(state, "SELECT id FROM events WHERE id > ? AND kind = 'pageview' AND page = ?", after, page);

/**
 * The positive control of a test that nothing is sent: how long, in ms, the page `tab` has just
 * made ready (the statistics on) takes to be counted, in this engine on this machine now.
 * `before`: the last stored event before it opened.
 */
async function timeToBeCounted(state: string, before: number, page: string) {
  const start = Date.now();
  await expect.poll(() => pageViews(state, before, page).length, { timeout: 20_000, intervals: [100] }).toBe(1);
  return Date.now() - start;
}

/**
 * That `tab`'s page, `page`, made ready with the statistics off, loaded and sent none in twice the
 * time a counted page took just before (`control`, timeToBeCounted). `before`: as there.
 */
async function expectNothingSent(tab: EnginePage, state: string, before: number, page: string, control: number) {
  await new Promise((resolve) => setTimeout(resolve, 2 * control));
  const loaded = await tab.evaluate(
    () =>
      performance.getEntriesByType("resource").filter((entry) => /\/statistics\.|\/api\/collect/.test(entry.name))
        .length,
  );
  expect(loaded, "the statistics' module or a beacon").toBe(0);
  expect(pageViews(state, before, page)).toEqual([]);
}

test.describe("the site's statistics in Firefox and WebKit", { tag: "@engines" }, () => {
  test("a visit to each page is counted with its source, a form send is a lead, and the engine's vitals arrive", async ({
    tab,
    site,
    engine,
  }, testInfo) => {
    test.setTimeout(90_000);
    const state = site.state ?? "";
    const before = lastEventId(state);
    const { origin } = site; // https://localhost:port
    const elsewhere = origin.replace("//localhost:", "//127.0.0.1:");
    await tab.resize(WIDE, HEIGHT);
    const paths = ["/privacy-policy", "/terms-conditions", "/no/such-page", "/"];
    for (const [i, path] of paths.entries()) {
      await tab.goto(`${elsewhere}/terms-conditions`);
      await follow(tab, `${origin}${path}`);
      // A page left before its statistics load (after its load event, once idle) is not counted: each waits.
      await expect.poll(() => rowsFrom(state, before, "pageview", "127.0.0.1").length, { timeout: 15_000 }).toBe(i + 1);
    }
    const views = rowsFrom(state, before, "pageview", "127.0.0.1");
    expect(views.map(({ page, visit, device }) => ({ page, visit, device }))).toEqual(
      ["/privacy-policy", "/terms-conditions", "/404", "/"].map((page) => ({ page, visit: 1, device: "desktop" })),
    );
    const family = engine === "firefox" ? /^Firefox \d+$/ : /^(Safari|Epiphany|WebKit)/;
    for (const view of views) expect(String(view.browser)).toMatch(family);

    // On the home page, reached from 127.0.0.1: the form sent is a lead with that source.
    await tab.evaluate(recordMailto); // the mail app is not started
    await tab.evaluate(() => document.getElementById("contact-form")?.scrollIntoView({ block: "center" }));
    await tab.waitFor(() => document.querySelector("#contact astro-island[data-hydrated]") !== null, {
      message: "the contact form's island hydrated",
    });
    const { form } = contact;
    await tab.getByLabel(form.name.label).pressSequentially("Asha");
    await tab.getByLabel(form.email.label).pressSequentially("asha@example.com");
    await tab.getByLabel(form.message.label).pressSequentially("Hello");
    await tab.getByRole("button", { name: form.submit }).click();
    await expect
      .poll(() => rowsFrom(state, before, "lead", "127.0.0.1").map((row) => row.lead), { timeout: 15_000 })
      .toEqual(["contact-sent"]);

    // Hidden (another tab): the vitals this engine reports go out, once.
    await tab.evaluate(hidePage);
    const homeVitals = () =>
      storedRows(
        state,
        "SELECT metric, value, target FROM events WHERE id > ? AND kind = 'vitals' AND page = '/'",
        before,
      );
    await expect.poll(() => homeVitals().length, { timeout: 15_000 }).toBeGreaterThan(0);
    const vitals = homeVitals();
    await testInfo.attach(`${engine}-vitals.json`, {
      body: JSON.stringify(vitals, null, 2),
      contentType: "application/json",
    });
    // What each engine measures, as these versions do (docs/analytics.md): Firefox the paints, the response and the
    // interactions, WebKitGTK the first paint; CLS is Chromium's alone (statistics.spec.ts).
    const reported = vitals.map((row) => String(row.metric)).sort();
    expect(reported).toEqual(expect.arrayContaining(engine === "firefox" ? ["FCP", "LCP", "TTFB"] : ["FCP"]));
    expect(new Set(reported).size, "each metric once").toBe(reported.length);
    expect(await tab.problems()).toEqual([]);
  });

  test("after the privacy policy's opt-out, nothing is loaded or sent, also on the next page", async ({
    tab,
    site,
  }) => {
    const state = site.state ?? "";
    await tab.resize(WIDE, HEIGHT);
    const first = lastEventId(state);
    await tab.goto(`${site.origin}/privacy-policy`);
    await tab.ready();
    const control = await timeToBeCounted(state, first, "/privacy-policy");
    await tab.getByRole("link", { name: legal.statisticsStop }).click();
    await expectEngine(tab.getByText(legal.statisticsStopped)).toBeVisible();
    await expectEngine(tab.getByRole("link", { name: legal.statisticsResume })).toBeVisible();

    const before = lastEventId(state);
    await tab.goto(`${site.origin}/`);
    await tab.ready();
    await expectNothingSent(tab, state, before, "/", control);
    // The choice stays on this device: the privacy policy says so again.
    await tab.goto(`${site.origin}/privacy-policy`);
    await tab.ready();
    await expectEngine(tab.getByText(legal.statisticsStopped)).toBeVisible();
    expect(await tab.problems()).toEqual([]);
  });

  test("Firefox with Global Privacy Control on loads and sends nothing", async ({ tab, site, engine }) => {
    // WebKit has neither Global Privacy Control nor Do Not Track: there the opt-out above is the visitor's way.
    test.skip(engine !== "firefox", "Firefox alone of the two has Global Privacy Control");
    test.setTimeout(60_000);
    const state = site.state ?? "";
    // The control: the worker's own Firefox, without GPC, is counted.
    const first = lastEventId(state);
    await tab.resize(WIDE, HEIGHT);
    await tab.goto(`${site.origin}/`);
    await tab.ready();
    const control = await timeToBeCounted(state, first, "/");

    const before = lastEventId(state);
    const withGpc = await launchEngine("firefox", { prefs: { "privacy.globalprivacycontrol.enabled": true } });
    try {
      const gpcTab = await withGpc.open({ width: WIDE, height: HEIGHT });
      await gpcTab.goto(`${site.origin}/`);
      await gpcTab.ready();
      expect(
        await gpcTab.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl),
      ).toBe(true);
      await expectNothingSent(gpcTab, state, before, "/", control);
      await gpcTab.close();
    } finally {
      await withGpc.close();
    }
  });
});
