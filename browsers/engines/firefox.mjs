// Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi (no geckodriver).
import puppeteer from "puppeteer-core";

import { TOOLS } from "../system-deps.mjs";
import { EnginePage } from "./page.mjs";
import { findInPage, recordProblems } from "./in-page.mjs";
/** @import { ElementHandle } from "puppeteer-core" */
/** @import { Evaluate, RunningEngine } from "./page.mjs" */

/**
 * @param {{ proxy?: string, prefs?: Record<string, string | number | boolean> }} [options] `prefs`: more of
 *   Firefox's preferences (about:config), e.g. Global Privacy Control on.
 * @returns {Promise<RunningEngine>}
 */
export async function launchFirefox({ proxy, prefs: more = {} } = {}) {
  const options = { executablePath: TOOLS.firefox.path, headless: true, acceptInsecureCerts: true };
  const [host, port] = proxy?.split(":") ?? [];
  // Firefox never sends this machine's own addresses to a proxy (network.proxy.allow_hijacking_localhost).
  const prefs = proxy
    ? { "network.proxy.type": 1, "network.proxy.ssl": host, "network.proxy.ssl_port": Number(port) }
    : {};
  const browser = await puppeteer.launch({ browser: "firefox", ...options, extraPrefsFirefox: { ...prefs, ...more } });
  return {
    name: "firefox",
    async open({ width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      // CSP violations, from before the page's first script; console and errors come over BiDi from the start.
      await page.evaluateOnNewDocument(recordProblems);
      /** @type {string[]} */ const logged = [];
      page.on("console", (message) => {
        const type = message.type();
        if (type === "error" || type === "warn") logged.push(`console.${type}: ${message.text()}`);
      });
      page.on("pageerror", (error) => logged.push(`uncaught: ${error instanceof Error ? error.message : error}`));
      return new EnginePage("firefox", () => ({
        logged,
        async goto(url) {
          logged.length = 0;
          await page.goto(url, { waitUntil: "load" });
        },
        // Puppeteer's signature maps element handles among `args` to the elements `fn` receives,
        // which TypeScript cannot follow for a generic `fn`; in and out, the values are the same.
        evaluate: /** @type {Evaluate} */ (page.evaluate.bind(page)),
        evaluateSource: (source) => page.evaluate(source),
        async find(query) {
          // Without `probe`, findInPage returns an element or throws.
          const handle = /** @type {ElementHandle<HTMLElement>} */ (await page.evaluateHandle(findInPage, query));
          return {
            handle,
            click: () => handle.click(),
            type: (text) => handle.type(text),
            select: async (value) => void (await handle.select(value)),
            backspace: () => handle.press("Backspace"),
            upload: (path) => /** @type {ElementHandle<HTMLInputElement>} */ (handle).uploadFile(path),
          };
        },
        keys: (text) => page.keyboard.type(text),
        resize: (width, height) => page.setViewport({ width, height }),
        screenshot: async (path) => void (await page.screenshot({ path, fullPage: true })),
        // Firefox's own printing (WebDriver BiDi's browsingContext.print): the PDF the print dialog saves.
        print: async () => Buffer.from(await page.pdf({ format: "A4" })),
        close: () => context.close(),
      }));
    },
    close: () => browser.close(),
  };
}
