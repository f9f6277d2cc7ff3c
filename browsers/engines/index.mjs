// Debian's Firefox and WebKit behind one page API (e2e/*engines.spec.ts, commands/screenshots.mjs). Playwright
// cannot drive them (its Firefox mode sends a BiDi command Firefox 153 does not know; its WebKit is its own
// download), so firefox.mjs (puppeteer-core, BiDi) and webkit.mjs (selenium-webdriver) each give EnginePage a Driver.
import { missing } from "../system-deps.mjs";

export { animationsSettled, installAfterPageWork, scrollThrough } from "./in-page.mjs";
export { ENGINES, EnginePage, expectEngine } from "./page.mjs";
/**
 * @typedef {import("./page.mjs").EngineName} EngineName
 * @typedef {import("./page.mjs").RunningEngine} RunningEngine
 * @typedef {import("./page.mjs").Query} Query
 */

/** What is missing for the Firefox and WebKit checks, with the Debian package that brings it. */
export const missingEngineTools = () => missing(["firefox", "webkitDriver", "miniBrowser", "xvfbRun", "xauth"]);

/** The narrowest windows: MiniBrowser's stops at about 447 CSS px. @type {Readonly<Record<EngineName, number>>} */
export const NARROW = { firefox: 390, webkit: 447 };

/**
 * @param {EngineName} name
 * @param {{ proxy?: string, composited?: boolean, prefs?: Record<string, string | number | boolean> }} [options]
 *   `prefs`: Firefox's preferences (firefox.mjs). `proxy`: "host:port" of an HTTP proxy for every
 *   request but those to this machine (the tests' stand-in for GitHub, e2e/support/github-proxy.ts).
 *   `composited`: WebKit draws through its GPU compositor, as Safari does (webkit.mjs); Firefox always does.
 * @returns {Promise<RunningEngine>}
 */
export function launchEngine(name, options = {}) {
  const missing = missingEngineTools();
  if (missing.length > 0) throw new Error(`Missing for ${name}: ${missing.map((m) => m.what).join(", ")}`);
  // A driver loads only when its engine starts (system-deps.mjs needs neither).
  if (name === "firefox") return import("./firefox.mjs").then((engine) => engine.launchFirefox(options));
  return import("./webkit.mjs").then((engine) => engine.launchWebKit(options));
}
