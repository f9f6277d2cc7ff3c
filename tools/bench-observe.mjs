// What a visitor's browser observes, measured with Playwright in Debian's Chromium under the
// bench's observed profiles (real throttling, as Lighthouse's `--throttling-method=devtools`):
//
//   observeIdle:  loads a page and leaves it alone for 20 s (long enough for three hero advances
//                 and four use-case rotations; Lighthouse's own run ends before the first), then
//                 reads the browser's paint, layout-shift and long-task entries.
//   observeInput: interaction to next paint of the home page's controls (menu toggle, a hero
//                 arrow, a use-case tab, typing in the message box) on a phone profile (CPU 4×
//                 slower), from the browser's Event Timing entries.
//   observeScripts: the JavaScript and CSS a page loads, as the browser fetches and runs them.
//   serveStartPage: where Lighthouse's visits (tools/bench.mjs) and first-frame's start: a page of
//                 another site.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { brotliCompressSync } from "node:zlib";

import { chromium } from "@playwright/test";
import { parse } from "parse5";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";

import { chromiumArgs, chromiumPath } from "../browsers/chromium.mjs";
import { freePort } from "../browsers/free-port.mjs";
import { elements, scriptsAmong, textOf } from "../build-plugins/html.mjs";

/** The controls' names, as the content gives them. */
const controls = JSON.parse(readFileSync(new URL("../src/content/shared/controls.json", import.meta.url), "utf8"));

/**
 * An observed profile: a screen (Lighthouse's mobile or desktop emulation, with its user agent)
 * and the throttling Lighthouse's devtools method applies (request latency, throughput in its
 * Kbps of 1,024 bits, CPU slowdown). Lighthouse gets these settings as they are; the Playwright
 * visits convert them to DevTools' network conditions the way Lighthouse does.
 * @typedef {object} Profile
 * @property {string} description what it stands for, for the report.
 * @property {"mobile" | "desktop"} formFactor Lighthouse's screen and user agent.
 * @property {typeof throttling.mobileSlow4G} throttling
 */

/**
 * The observed profiles. `wifi` is a fast network with a phone's CPU: it shows the script work
 * done before the first paint, which neither Lighthouse's mobile profile (slow 4G hides it behind
 * the network) nor the simulation show.
 * @satisfies {Record<string, Profile>}
 */
export const PROFILES = {
  mobile: {
    description:
      "Lighthouse's mobile: its phone screen, slow 4G (562.5 ms per request, 1.4 Mbit/s down), CPU 4× slower",
    formFactor: "mobile",
    throttling: throttling.mobileSlow4G,
  },
  wifi: {
    description: "a phone on Wi-Fi: the mobile screen, 40 ms per request, 10 Mbit/s down, 5 Mbit/s up, CPU 4× slower",
    formFactor: "mobile",
    throttling: {
      rttMs: 40,
      throughputKbps: 10 * 1024,
      requestLatencyMs: 40,
      downloadThroughputKbps: 10 * 1024,
      uploadThroughputKbps: 5 * 1024,
      cpuSlowdownMultiplier: 4,
    },
  },
  desktop: {
    description: "Lighthouse's desktop: its desktop screen, no network throttling, CPU at full speed",
    formFactor: "desktop",
    throttling: throttling.desktopDense4G,
  },
};

/** @typedef {keyof typeof PROFILES} ProfileName */

/** The profiles that measure interaction to next paint: a phone's CPU, 4× slower. */
export const INPUT_PROFILES = /** @type {ProfileName[]} */ (["mobile", "wifi"]);

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
 * A new page in a fresh context (cold cache), on the profile's screen and throttled as
 * Lighthouse's devtools method throttles it (core/lib/emulation.js: Kbps × 1,024 / 8 bytes/s).
 * @param {import("@playwright/test").Browser} browser
 * @param {ProfileName} name
 */
async function throttledPage(browser, name) {
  const profile = PROFILES[name];
  const screen = screenEmulationMetrics[profile.formFactor];
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    userAgent: userAgents[profile.formFactor],
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = profile.throttling;
  if (requestLatencyMs || downloadThroughputKbps || uploadThroughputKbps) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: requestLatencyMs,
      downloadThroughput: Math.floor((downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((uploadThroughputKbps * 1024) / 8),
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdownMultiplier });
  await page.addInitScript(recordEntries);
  return { context, page };
}

/**
 * Serves the page each measured visit starts on: a blank page of another site (127.0.0.1, where
 * the pages measured are on localhost), as a visitor comes from a search or a link. A visit that
 * starts on about:blank (Lighthouse's and a new page's default) is not neutral: Chromium hands the
 * page that blank page's renderer, unless the page sends Cross-Origin-Opener-Policy, which this
 * site does and the peers, served without headers, do not. Such a page needs another renderer,
 * and only it pays for one: 35 to 40 ms of the desktop's first frame (docs/testing.md, Benchmark).
 * From another site's page, every page pays alike.
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export async function serveStartPage() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html;charset=utf-8", "Cache-Control": "no-store" });
    res.end('<!doctype html><html lang="en"><title>Start</title><p>Another site</p></html>');
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, "127.0.0.1", () => done(undefined)));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

export async function launch() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * One idle visit: the page loaded, then no input for IDLE_MS.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {ProfileName} profile
 */
export async function observeIdle(browser, url, profile) {
  const { context, page } = await throttledPage(browser, profile);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(IDLE_MS);
    return await page.evaluate(() => {
      const seen = /** @type {Observed} */ (/** @type {Window & { __observed?: Observed }} */ (window).__observed);
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const last = seen.lcp.at(-1);
      // Long tasks that end after the first paint, over the whole idle visit (Lighthouse stops at TTI).
      const longTasks = seen.longTasks.filter((t) => t.startTime + t.duration > fcp);
      return {
        fcp,
        lcp: last?.startTime ?? NaN,
        lcpElement: last?.element || last?.url || "",
        lcpEntries: seen.lcp.length,
        shifts: seen.shifts.length,
        cls: seen.shifts.reduce((sum, s) => sum + s.value, 0),
        longTasks: longTasks.length,
        tbt: longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
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
 * @param {ProfileName} profile one of INPUT_PROFILES.
 */
export async function observeInput(browser, origin, profile) {
  const { context, page } = await throttledPage(browser, profile);
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
    // The phone menu is a native disclosure: its toggle is the header's <summary>.
    const toggle = page.locator("header summary");
    await measure("menu toggle", () => toggle.click());
    await toggle.click();
    await measure("hero arrow", () => page.getByRole("button", { name: controls.nextSlide }).first().click());
    const tabs = page.getByRole("tab");
    await tabs.nth(1).scrollIntoViewIfNeeded();
    await measure("use-case tab", () => tabs.nth(1).click());
    const message = page.locator("textarea");
    await message.scrollIntoViewIfNeeded();
    // The form's island hydrates once it comes within a screen: as a visitor scrolls there, before
    // they reach it. The jump here is instant, so wait for it as the visitor would have.
    await page.waitForSelector("#contact astro-island[data-hydrated]", { state: "attached" });
    await message.click();
    await measure("typing in the message", () =>
      message.pressSequentially("Calls about delivery times", { delay: 60 }),
    );
    return result;
  } finally {
    await context.close();
  }
}

/**
 * A script or style sheet a page loaded: its path (its URL when on another host), its size as the
 * browser received it (decoded) and brotli-compressed (quality 11, as the build precompresses).
 * @typedef {{ file: string, type: "script" | "stylesheet", bytes: number, brotli: number }} LoadedFile
 */

/**
 * The JavaScript and CSS a page loads, as the browser fetches and runs them, whatever asks for
 * them: every script response (a `<script src>`, a modulepreload, a module that an inline script
 * imports dynamically, as Astro's island runtime loads each island's component and renderer, and
 * everything those import) and every style sheet response, until the network has been idle for
 * half a second and one more second has passed; and the document's inline scripts that a browser
 * runs (JSON-LD is data) and inline styles, as the served HTML holds them, compressed together.
 * Unthrottled, on the phone screen, with a cold cache.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
export async function observeScripts(browser, url) {
  const screen = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    /** @type {Promise<LoadedFile | undefined>[]} */
    const loads = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      const at = new URL(response.url());
      const file = at.origin === origin ? at.pathname : response.url();
      loads.push(
        response.body().then(
          (body) => ({ file, type, bytes: body.length, brotli: brotliCompressSync(body).length }),
          // A redirect or an aborted load has no body: nothing ran.
          () => undefined,
        ),
      );
    });
    const document = await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    const html = (await document?.text()) ?? "";
    const files = /** @type {LoadedFile[]} */ ((await Promise.all(loads)).filter(Boolean));
    // Parsed as a browser with scripting on parses it: what <noscript> holds is text.
    const all = [...elements(parse(html))];
    const inlineScripts = scriptsAmong(all)
      .filter((s) => s.executable)
      .map((s) => s.text);
    const inlineStyles = all.filter((e) => e.tagName === "style").map(textOf);
    /** @param {string[]} texts */
    const sized = (texts) => {
      const text = texts.join("\n");
      return {
        count: texts.length,
        bytes: Buffer.byteLength(text),
        brotli: text ? brotliCompressSync(text).length : 0,
      };
    };
    const inline = { script: sized(inlineScripts), stylesheet: sized(inlineStyles) };
    /** @param {"script" | "stylesheet"} type */
    const total = (type) =>
      inline[type].brotli + files.filter((f) => f.type === type).reduce((sum, f) => sum + f.brotli, 0);
    return { files, inline, jsBrotli: total("script"), cssBrotli: total("stylesheet") };
  } finally {
    await context.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof observeScripts>>} PageScripts */
