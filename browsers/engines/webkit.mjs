// WebKit: WebKitGTK's MiniBrowser, driven by selenium-webdriver through WebKitWebDriver (package webkit2gtk-driver),
// on a virtual X display of its own (xvfb-run).
/* eslint no-undef: "off" -- tsc checks names here (checkJs), as typescript-eslint has it for .ts files. */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// @ts-expect-error selenium-webdriver ships no types (its @types package is not installed): see WebDriver below.
import { Builder, By, Key } from "selenium-webdriver";

import { freePort } from "../free-port.mjs";
import { TOOLS } from "../system-deps.mjs";
import { EnginePage } from "./page.mjs";
import { findInPage, nextFrames, recordProblems, viewport } from "./in-page.mjs";
/** @import { Driver, RunningEngine } from "./page.mjs" */

const [webkitDriverPath, miniBrowserPath, xvfbRunPath] = [
  TOOLS.webkitDriver.path,
  TOOLS.miniBrowser.path,
  TOOLS.xvfbRun.path,
];

/**
 * What this file uses of selenium-webdriver: executeScript sends elements back as WebElements; takeScreenshot, a PNG.
 * @typedef {{ get(url: string): Promise<void>, executeScript<T>(script: string, ...args: unknown[]): Promise<T>,
 *   manage(): { window(): { setRect(rect: { width: number, height: number }): Promise<unknown> } },
 *   actions(): { sendKeys(...keys: string[]): { perform(): Promise<void> } },
 *   takeScreenshot(): Promise<string>, quit(): Promise<void> }} WebDriver
 * @typedef {{ click(): Promise<void>, sendKeys(...keys: string[]): Promise<void>,
 *   findElement(locator: unknown): WebElement }} WebElement
 */

const XVFB_SCREEN = "1400x24000x24"; // tall enough for a full-page screenshot of the home page at its narrowest
const SESSION_TIMEOUT_MS = 25_000; // for a MiniBrowser's start, before the driver is restarted (seen once, under load)
const PAGE_LOAD_MS = 30_000; // WebDriver's page-load timeout: a navigation the driver has not reported by then

/** @template T @param {Promise<T>} promise @param {number} ms @param {string} what @returns {Promise<T>} */
function within(promise, ms, what) {
  const late = () => Promise.reject(new Error(`${what} took more than ${ms / 1000} s`));
  return Promise.race([promise, sleep(ms, undefined, { ref: false }).then(late)]);
}

/**
 * WebKitWebDriver on a free port, on its own virtual display; `stop` ends all of it. `composited`: see launchWebKit.
 * @param {boolean} composited
 */
async function startWebKitDriver(composited) {
  if (!xvfbRunPath || !webkitDriverPath) throw new Error("webkit: xvfb-run or WebKitWebDriver is missing");
  const port = await freePort();
  const args = ["-a", "-s", `-screen 0 ${XVFB_SCREEN}`, webkitDriverPath, `--port=${port}`, "--host=127.0.0.1"];
  // Its temporary files in a folder of its own: killed, xvfb-run cannot remove its own (the display's key).
  const temp = mkdtempSync(join(tmpdir(), "rymi-webkit-"));
  // The driver's MiniBrowsers and their web processes inherit the environment.
  const env = { ...process.env, TMPDIR: temp, ...(!composited && { WEBKIT_DISABLE_COMPOSITING_MODE: "1" }) };
  // Its own process group, so that stopping kills xvfb-run, Xvfb, the driver and MiniBrowser together.
  const child = spawn(xvfbRunPath, args, { detached: true, stdio: "ignore", env });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    rmSync(temp, { recursive: true, force: true });
  };
  const server = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  while (!(await fetch(`${server}/status`).catch(() => null))?.ok) {
    if (Date.now() > until || child.exitCode !== null) {
      stop();
      throw new Error(`WebKitWebDriver did not start on port ${port}`);
    }
    await sleep(100);
  }
  return { server, stop };
}

/**
 * A MiniBrowser session as `page`'s Driver. WebDriver cannot read WebKit's console, so all is recorded in the page,
 * from the load event: WebDriver classic runs no script before the page's own, and WebKitWebDriver hangs on scripts
 * under the "eager" load strategy. What comes before (a blocked stylesheet, a failed hydration) the checks see by
 * its effect: styles applied, `data-hydrated` set, every resource from the page's own origin.
 * @param {WebDriver} driver @param {EnginePage} page @returns {Driver}
 */
function sessionDriver(driver, page) {
  /** @type {Driver["evaluate"]} */
  const evaluate = (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  /** @type {Driver["resize"]} the viewport (not the window), as near as the window allows. */
  const resize = async (width, height) => {
    const window = driver.manage().window();
    await window.setRect({ width, height });
    const [, inner, outer] = await evaluate(viewport);
    if (inner !== height) await window.setRect({ width, height: height + (outer - inner) });
  };
  return {
    logged: [],
    async goto(url) {
      try {
        await driver.get(url);
      } catch (error) {
        // WebKitWebDriver once never reported a page's load (a test hung in CI until its own timeout). Past the
        // page-load timeout, a page that is there and loaded is taken, saying so on stderr; anything else fails,
        // naming where the page is. The navigation is never tried again.
        if (!(error instanceof Error && error.name === "TimeoutError")) throw error;
        const state = await within(
          evaluate(() => [location.href, document.readyState]),
          10_000,
          "reading the page",
        )
          .then((value) => /** @type {string[]} */ (value))
          .catch(() => undefined);
        if (state?.[0] !== new URL(url).href || state[1] !== "complete")
          throw new Error(
            `webkit: ${url} did not load within ${PAGE_LOAD_MS / 1000} s (the page: ${state ?? "no answer"})`,
          );
        console.warn(`webkit: the driver did not report ${url}'s load within ${PAGE_LOAD_MS / 1000} s; it is loaded`);
      }
      await evaluate(recordProblems, true);
    },
    evaluate,
    evaluateSource: (source) => driver.executeScript(source),
    async find(query) {
      /** @type {WebElement} */
      const element = await driver.executeScript(`return (${findInPage}).apply(null, arguments)`, query);
      return {
        handle: element,
        click: () => element.click(),
        // WebDriver types a line break as the Enter key; a plain "\n" is dropped.
        type: (text) => element.sendKeys(text.replace(/\n/g, Key.ENTER)),
        select: (value) => element.findElement(By.css(`option[value=${JSON.stringify(value)}]`)).click(),
        backspace: () => element.sendKeys(Key.BACK_SPACE),
        // WebDriver chooses a file for an <input type="file"> by typing its path.
        upload: (path) => element.sendKeys(path),
      };
    },
    // The actions API's keys go to the focused element, as a keyboard's do (Element Send Keys aims at one element).
    keys: (text) => driver.actions().sendKeys(text.replace(/\n/g, Key.ENTER)).perform(),
    resize,
    // WebDriver captures the viewport only, so the window grows to the page for the shot.
    async screenshot(path) {
      const [width, height, , full] = await evaluate(viewport);
      await resize(width, full);
      await page.settle(); // a resize brings fade-ins into view
      // The shot is the last frame WebKit drew: it must be one of the new size, not of the first step of the resize
      // (the window's frame not yet counted), whose missing bottom rows came out black on the home page.
      await evaluate(nextFrames);
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), "base64"));
      await resize(width, height);
    },
    // A MiniBrowser that does not quit in time is left to the driver's restart or stop.
    close: () =>
      within(driver.quit(), 15_000, "closing a WebKit session").catch((e) => console.warn(`webkit: ${e.message}`)),
  };
}

/**
 * `composited`: WebKit draws the page as Safari does, through its compositor, which works on the GPU: a machine
 * without one (these, and CI's) runs it on Mesa's software GL (llvmpipe): three quarters of WebKit's CPU time while a
 * carousel moves, a third of the WebKit tests' in all. The screenshots ask for it.
 * Without it, WebKit paints the page in its web process (WEBKIT_DISABLE_COMPOSITING_MODE): the same layout, styles
 * and script, which is what the tests check.
 * @param {{ proxy?: string, composited?: boolean }} [options] @returns {Promise<RunningEngine>}
 */
export async function launchWebKit({ proxy, composited = false } = {}) {
  let driverProcess = await startWebKitDriver(composited);
  /** @param {{ width: number, height: number }} size */
  const openSession = async ({ width, height }) => {
    // MiniBrowser's own proxy option: WebKitWebDriver's proxy capability would reach an HTTPS proxy
    // over TLS, checking its certificate. This machine's own addresses go direct.
    const proxyArgs = proxy ? [`--proxy=http://${proxy}`, "--ignore-host=127.0.0.1", "--ignore-host=localhost"] : [];
    const options = { binary: miniBrowserPath, args: ["--automation", ...proxyArgs] };
    const capabilities = {
      browserName: "MiniBrowser",
      acceptInsecureCerts: true,
      timeouts: { pageLoad: PAGE_LOAD_MS },
      "webkitgtk:browserOptions": options,
    };
    /** @type {WebDriver} */
    const driver = await new Builder().usingServer(driverProcess.server).withCapabilities(capabilities).build();
    const page = new EnginePage("webkit", (self) => sessionDriver(driver, self));
    await page.resize(width, height);
    return page;
  };
  const starting = "starting a WebKit session";
  return {
    name: "webkit",
    // One MiniBrowser per page (about half a second): nothing carries over between tests. Under load, one's start
    // once hung: then the driver restarts and the start (never the site) is tried once more, saying so on stderr.
    async open(size) {
      try {
        return await within(openSession(size), SESSION_TIMEOUT_MS, starting);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`webkit: ${reason}; restarting WebKitWebDriver and trying once more`);
        driverProcess.stop();
        driverProcess = await startWebKitDriver(composited);
        return within(openSession(size), SESSION_TIMEOUT_MS, starting);
      }
    },
    close: async () => driverProcess.stop(),
  };
}
