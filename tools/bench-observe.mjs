// What a visitor's browser observes, measured with Playwright in Debian's Chromium under
// Lighthouse's own throttling profiles (real throttling, as `--throttling-method=devtools`):
//
//   observeIdle:  loads a page and leaves it alone for 20 s (long enough for three hero advances
//                 and four use-case rotations; Lighthouse's own run ends before the first), then
//                 reads the browser's paint, layout-shift and long-task entries.
//   observeInput: interaction to next paint of the home page's controls (menu toggle, a hero
//                 arrow, a use-case tab, typing in the message box) with the CPU 4× slower, from
//                 the browser's Event Timing entries.
import { readFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "../browsers/chromium.mjs";

/** The controls' names, as the content gives them. */
const controls = JSON.parse(readFileSync(new URL("../app/content/shared/controls.json", import.meta.url), "utf8"));

/**
 * Lighthouse 12's throttling for its devtools method (its `mobileSlow4G` and `desktopDense4G`
 * constants: the request latency and throughput DevTools applies), and its emulated screens.
 */
export const PROFILES = {
  mobile: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    network: {
      latency: 150 * 3.75,
      downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
      uploadThroughput: (750 * 0.9 * 1024) / 8,
    },
    cpu: 4,
  },
  desktop: {
    viewport: { width: 1350, height: 940 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    network: null,
    cpu: 1,
  },
};

/** How long a page is left alone: three hero advances (6 s) and four use-case rotations (5 s). */
export const IDLE_MS = 20_000;

/**
 * What recordEntries keeps of the browser's entries, on `window.__observed`.
 * @typedef {object} Observed
 * @property {{ startTime: number, size: number, element: string, url: string }[]} lcp
 * @property {{ startTime: number, value: number }[]} shifts
 * @property {{ startTime: number, duration: number }[]} longTasks
 * @property {{ name: string, interactionId: number, duration: number }[]} events
 */

/**
 * Runs in the page before its own scripts: keeps every paint, layout shift, long task and event
 * timing entry the browser reports.
 */
function recordEntries() {
  /** @type {Observed} */
  const seen = { lcp: [], shifts: [], longTasks: [], events: [] };
  Object.assign(window, { __observed: seen });
  /** @param {Element | null | undefined} el */
  const describe = (el) => {
    if (!el) return "";
    const html = el.outerHTML.replace(/\s+/g, " ");
    return html.length > 160 ? `${html.slice(0, 160)}…` : html;
  };
  /**
   * @param {string} type
   * @param {(entry: any) => void} fn receives each entry (LargestContentfulPaint, LayoutShift, ...).
   * @param {object} [options]
   */
  const observe = (type, fn, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true, ...options });
    } catch {
      // an engine without this entry type
    }
  };
  observe("largest-contentful-paint", (e) =>
    seen.lcp.push({ startTime: e.startTime, size: e.size, element: describe(e.element), url: e.url }),
  );
  observe("layout-shift", (e) => {
    if (!e.hadRecentInput) seen.shifts.push({ startTime: e.startTime, value: e.value });
  });
  observe("longtask", (e) => seen.longTasks.push({ startTime: e.startTime, duration: e.duration }));
  observe("event", (e) => seen.events.push({ name: e.name, interactionId: e.interactionId, duration: e.duration }), {
    durationThreshold: 16,
  });
}

/**
 * A new page in a fresh context (cold cache), throttled as the profile says.
 * @param {import("@playwright/test").Browser} browser
 * @param {keyof typeof PROFILES} preset
 */
async function throttledPage(browser, preset) {
  const profile = PROFILES[preset];
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
  await page.addInitScript(recordEntries);
  return { context, page };
}

export async function launch() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * One idle visit: the page loaded, then no input for IDLE_MS.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {keyof typeof PROFILES} preset
 */
export async function observeIdle(browser, url, preset) {
  const { context, page } = await throttledPage(browser, preset);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(IDLE_MS);
    return await page.evaluate(() => {
      const seen = /** @type {Observed} */ (/** @type {Window & { __observed?: Observed }} */ (window).__observed);
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const last = seen.lcp.at(-1);
      return {
        fcp,
        lcp: last?.startTime ?? NaN,
        lcpElement: last?.element || last?.url || "",
        lcpEntries: seen.lcp.length,
        cls: seen.shifts.reduce((sum, s) => sum + s.value, 0),
        // Blocking time after the first paint, over the whole idle visit (Lighthouse stops at TTI).
        tbt: seen.longTasks
          .filter((t) => t.startTime + t.duration > fcp)
          .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * The home page's interactions, each one's worst Event Timing duration (ms; under 16 ms the
 * browser reports nothing, counted as 0): what INP would count for it.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 */
export async function observeInput(browser, origin) {
  const { context, page } = await throttledPage(browser, "mobile");
  try {
    await page.goto(`${origin}/`, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]");
    /** @type {Record<string, number>} */
    const result = {};
    /** @param {string} name @param {() => Promise<void>} act */
    const measure = async (name, act) => {
      const before = await page.evaluate(
        () => /** @type {Window & { __observed?: Observed }} */ (window).__observed?.events.length ?? 0,
      );
      await act();
      // Event Timing entries arrive after the next paint.
      await page.waitForTimeout(500);
      result[name] = await page.evaluate((from) => {
        const events = /** @type {Window & { __observed?: Observed }} */ (window).__observed?.events.slice(from) ?? [];
        return Math.max(0, ...events.filter((e) => e.interactionId > 0).map((e) => e.duration));
      }, before);
    };
    // The phone menu's toggle is the header's only button with aria-expanded.
    const toggle = page.locator("header button[aria-expanded]");
    await measure("menu toggle", () => toggle.click());
    await toggle.click();
    await measure("hero arrow", () => page.getByRole("button", { name: controls.nextSlide }).first().click());
    const tabs = page.getByRole("tab");
    await tabs.nth(1).scrollIntoViewIfNeeded();
    await measure("use-case tab", () => tabs.nth(1).click());
    const message = page.locator("textarea");
    await message.scrollIntoViewIfNeeded();
    await message.click();
    await measure("typing in the message", () =>
      message.pressSequentially("Calls about delivery times", { delay: 60 }),
    );
    return result;
  } finally {
    await context.close();
  }
}
