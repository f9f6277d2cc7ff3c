// Firefox and WebKit from Debian's packages behind one small page API, for the cross-engine
// checks (e2e/engines.spec.ts, e2e/editor-engines.spec.ts) and the screenshots (tools/screenshots.mjs).
//
// Playwright cannot drive these builds (its Firefox mode sends a WebDriver BiDi command Firefox
// 153 does not know; its WebKit is a download of its own), so:
//   Firefox: puppeteer-core over WebDriver BiDi, driving /usr/bin/firefox-esr (no geckodriver);
//   WebKit:  WebKitWebDriver (package webkit2gtk-driver) with selenium-webdriver, driving
//            WebKitGTK's MiniBrowser on a virtual X display (xvfb-run).
// Elements are found the way a visitor finds them, by role and accessible name, label or text,
// with Testing Library's DOM queries injected into the page; clicks and typing go through the
// driver as real input.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";

import puppeteer from "puppeteer-core";
// @ts-expect-error selenium-webdriver ships no types (its @types package is not installed): the
// WebDriver and WebElement typedefs below describe what this file uses of it.
import { Builder, By, Key } from "selenium-webdriver";
/** @import { BrowserContext, ElementHandle, Page } from "puppeteer-core" */

/** @typedef {(typeof ENGINES)[number]} EngineName */

/**
 * How a visitor finds an element: by role and accessible name (with getByRole's `level`,
 * `selected` and `current`), by label, or by its text; inside the element `within` names, by a
 * CSS selector or by a query of its own (e.g. the list named "Home page").
 * @typedef {(
 *   | { role: string, name?: string | RegExp, level?: number, selected?: boolean, current?: boolean | string }
 *   | { label: string | RegExp }
 *   | { text: string | RegExp }
 * ) & { within?: string | Query }} Query
 */

/**
 * A query as it travels to the page, where findInPage reads it: neither driver sends a RegExp,
 * so RegExps go as their source and flags; with `probe`, the answer is whether exactly one
 * element matches.
 * @typedef {{ source: string, flags: string }} SentRegExp
 * @typedef {object} SentQuery
 * @property {string} [role]
 * @property {string | SentRegExp} [name]
 * @property {string | SentRegExp} [label]
 * @property {string | SentRegExp} [text]
 * @property {string | SentQuery} [within]
 * @property {boolean} [probe]
 * @property {number} [level]
 * @property {boolean} [selected]
 * @property {boolean | string} [current]
 */

/**
 * What this file puts on the page's `window`: Testing Library's DOM queries (its UMD build) and
 * the problems recorder's state.
 * @typedef {object} PageGlobals
 * @property {typeof import("@testing-library/dom")} [TestingLibraryDom]
 * @property {string[]} [__engineProblems]
 * @property {boolean} [__engineConsole]
 */

/**
 * @param {(string | undefined)[]} paths
 * @returns {string | undefined} the first that exists.
 */
const first = (paths) => paths.find((path) => path && existsSync(path));

export const firefoxPath = first([process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"]);
export const webkitDriverPath = first([process.env.WEBKIT_DRIVER_PATH, "/usr/bin/WebKitWebDriver"]);
export const miniBrowserPath = first([
  process.env.MINIBROWSER_PATH,
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
]);
export const xvfbRunPath = first(["/usr/bin/xvfb-run"]);

/** What is missing for the Firefox and WebKit checks, with the Debian package that brings it. */
export function missingEngineTools() {
  return /** @type {const} */ ([
    [firefoxPath, "Firefox (FIREFOX_PATH)", "firefox-esr"],
    [webkitDriverPath, "WebKitWebDriver (WEBKIT_DRIVER_PATH)", "webkit2gtk-driver"],
    [miniBrowserPath, "WebKitGTK's MiniBrowser (MINIBROWSER_PATH)", "webkit2gtk-driver"],
    [xvfbRunPath, "xvfb-run", "xvfb"],
  ])
    .filter(([path]) => !path)
    .map(([, what, pkg]) => ({ what, pkg }));
}

export const ENGINES = /** @type {const} */ (["firefox", "webkit"]);

/**
 * The narrowest window each engine gives here: WebKitGTK's MiniBrowser window does not go below
 * about 447 CSS px; Firefox's viewport goes down to a phone's 390.
 * @type {Readonly<Record<EngineName, number>>}
 */
export const NARROW = { firefox: 390, webkit: 447 };

const testingLibrary = readFileSync(
  createRequire(import.meta.url).resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"),
  "utf8",
);

/**
 * Runs in the page: the element a query names, through Testing Library (getBy*: exactly one
 * element, visible to assistive technology). Errors keep only their first line, not a DOM dump.
 * With `probe`, says whether there is exactly one such element instead.
 * @param {SentQuery} query
 * @returns {HTMLElement | boolean}
 */
function findInPage(query) {
  // Anything else (level, selected, current) is an option of getByRole.
  const { role, name, label, text, within, probe, ...options } = query;
  if (probe) {
    try {
      findInPage({ ...query, probe: false });
      return true;
    } catch {
      return false;
    }
  }
  const queries = /** @type {Window & PageGlobals} */ (window).TestingLibraryDom;
  if (!queries) throw new Error("Testing Library's queries are not in the page");
  queries.configure({ getElementError: (message) => new Error(String(message).split("\n")[0]) });
  const container =
    within === undefined
      ? document.body
      : typeof within === "string"
        ? document.querySelector(within)
        : findInPage({ ...within, probe: false });
  if (!(container instanceof HTMLElement)) throw new Error(`no ${JSON.stringify(within)} on the page`);
  /** @param {string | SentRegExp} value */
  const asRegExp = (value) => (typeof value === "object" ? new RegExp(value.source, value.flags) : value);
  if (role)
    return queries.getByRole(container, role, { ...options, ...(name === undefined ? {} : { name: asRegExp(name) }) });
  if (label) return queries.getByLabelText(container, asRegExp(label));
  if (text) return queries.getByText(container, asRegExp(text));
  throw new Error("a query names a role, a label or a text");
}

/** Runs in the page: records what the page reports as going wrong, once per document. */
function recordProblems() {
  const page = /** @type {Window & PageGlobals} */ (window);
  if (page.__engineProblems) return;
  /** @type {string[]} */
  const seen = (page.__engineProblems = []);
  addEventListener("error", (event) => seen.push(`uncaught: ${event.message}`));
  addEventListener("unhandledrejection", (event) => seen.push(`unhandled rejection: ${event.reason}`));
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
  );
}

/** Runs in the page (WebKit, where the driver cannot read the console): console errors and warnings too. */
function recordConsole() {
  const page = /** @type {Window & PageGlobals} */ (window);
  if (page.__engineConsole) return;
  page.__engineConsole = true;
  for (const level of /** @type {const} */ (["error", "warn"])) {
    const original = console[level];
    console[level] = (...args) => {
      page.__engineProblems?.push(`console.${level}: ${args.map(String).join(" ")}`);
      original.apply(console, args);
    };
  }
}

/** Runs in the page: scrolls through it once (lazy images load, fade-ins run), then back to the top. */
export async function scrollThrough() {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo({ top: y, behavior: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  scrollTo({ top: 0, behavior: "instant" });
}

/** Runs in the page: true once every finite animation (fade-ins, slide changes) has ended; endless ones may go on. */
export function animationsSettled() {
  return document
    .getAnimations()
    .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity);
}

/** @param {string | RegExp | undefined} value */
const sendable = (value) => (value instanceof RegExp ? { source: value.source, flags: value.flags } : value);

/**
 * A query in the form that survives the trip to the page.
 * @param {Query} query
 * @returns {SentQuery}
 */
function serialise(query) {
  /** @type {{ name?: string | RegExp, label?: string | RegExp, text?: string | RegExp }} */
  const matchers = query;
  const { within } = query;
  return {
    ...query,
    name: sendable(matchers.name),
    label: sendable(matchers.label),
    text: sendable(matchers.text),
    within: typeof within === "object" ? serialise(within) : within,
  };
}

/** @param {number} ms @returns {Promise<void>} */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page in Firefox or WebKit, used the way a visitor uses it: BrowserPage's public methods
 * (`keyof` leaves out the protected driver primitives, whose element handles differ by engine).
 * @typedef {Pick<BrowserPage<unknown>, keyof BrowserPage<unknown>>} EnginePage
 */

/**
 * The page API both engines share; subclasses provide the driver's primitives (the methods that
 * throw here).
 * @template Handle the driver's handle on an element in the page.
 */
class BrowserPage {
  /** @param {EngineName} engine */
  constructor(engine) {
    /** @readonly */
    this.engine = engine;
    /**
     * What the driver itself saw go wrong in the page since `goto` (see `problems`).
     * @protected @type {string[]}
     */
    this.logged = [];
  }

  // The driver's primitives, which FirefoxPage and WebKitPage provide.

  /** @type {(url: string) => Promise<void>} */
  goto() {
    throw new Error("not implemented");
  }

  /**
   * Runs `fn` in the page with `args` and returns what it returns.
   * @type {<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>}
   */
  evaluate() {
    throw new Error("not implemented");
  }

  /**
   * Sets the viewport size (WebKit: as near as its window allows).
   * @type {(width: number, height: number) => Promise<void>}
   */
  resize() {
    throw new Error("not implemented");
  }

  /**
   * Saves a PNG of the whole page.
   * @type {(path: string) => Promise<void>}
   */
  screenshot() {
    throw new Error("not implemented");
  }

  /** @type {() => Promise<void>} */
  close() {
    throw new Error("not implemented");
  }

  /** @protected @type {(source: string) => Promise<unknown>} */
  evaluateSource() {
    throw new Error("not implemented");
  }

  /**
   * The element findInPage finds for a query.
   * @protected @type {(query: SentQuery) => Promise<Handle>}
   */
  elementFor() {
    throw new Error("not implemented");
  }

  /** @protected @type {(element: Handle) => Promise<void>} */
  clickElement() {
    throw new Error("not implemented");
  }

  /** @protected @type {(element: Handle, text: string) => Promise<void>} */
  typeInto() {
    throw new Error("not implemented");
  }

  /** @protected @type {(element: Handle, value: string) => Promise<void>} */
  selectIn() {
    throw new Error("not implemented");
  }

  /**
   * Presses Backspace in the focused field, as a key, deleting what is selected there.
   * @protected @type {(element: Handle) => Promise<void>}
   */
  backspaceIn() {
    throw new Error("not implemented");
  }

  // What both engines build on them.

  /**
   * Polls `fn` in the page until it returns something truthy, and returns that.
   * @template R
   * @template {unknown[]} A
   * @param {(...args: A) => R} fn
   * @param {{ args?: A, timeout?: number, message?: string }} [options] `args` may be left out
   *   only when `fn` takes none.
   * @returns {Promise<NonNullable<Awaited<R>>>}
   */
  async waitFor(fn, { args, timeout = 10_000, message = "condition" } = {}) {
    const until = Date.now() + timeout;
    for (;;) {
      const last = await (args ? this.evaluate(fn, ...args) : this.evaluate(/** @type {() => R} */ (fn)));
      if (last) return last;
      if (Date.now() > until) throw new Error(`${this.engine}: timed out after ${timeout} ms waiting for ${message}`);
      await sleep(100);
    }
  }

  /** Waits until the page's fade-ins and transitions have ended. */
  settle() {
    return this.waitFor(animationsSettled, { message: "animations to end" });
  }

  /**
   * Waits until the app says it is interactive (`data-hydrated` on <html>, app/root.tsx).
   * @param {number} [timeout] ms.
   */
  ready(timeout = 15_000) {
    return this.waitFor(() => document.documentElement.hasAttribute("data-hydrated"), {
      timeout,
      message: "the page to hydrate",
    });
  }

  async #withQueries() {
    const injected = await this.evaluate(() => Boolean(/** @type {Window & PageGlobals} */ (window).TestingLibraryDom));
    if (!injected) await this.evaluateSource(testingLibrary);
  }

  /**
   * Whether exactly one element answers the query now.
   * @param {Query} query
   */
  async has(query) {
    await this.#withQueries();
    return (await this.evaluate(findInPage, { ...serialise(query), probe: true })) === true;
  }

  /**
   * The driver's handle on the one element a query names.
   * @protected
   * @param {Query} query
   */
  async find(query) {
    await this.#withQueries();
    return this.elementFor(serialise(query));
  }

  /**
   * Clicks as a visitor would, after bringing the element to the middle of the screen at once:
   * the site scrolls smoothly (`scroll-behavior: smooth`), and a driver that scrolls an element
   * into view that way may find it still moving, or (WebKitWebDriver) not yet in view.
   * @param {Query} query
   */
  async click(query) {
    const element = await this.find(query);
    // Both drivers hand the page the element a handle stands for.
    const inPage = /** @type {Element} */ (element);
    await this.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }), inPage);
    await this.clickElement(element);
  }

  /**
   * Types into the field a query names, as keystrokes.
   * @param {Query} query
   * @param {string} text
   */
  async type(query, text) {
    await this.typeInto(await this.find(query), text);
  }

  /**
   * Replaces what the field a query names holds, as a person does: its text selected, deleted with
   * Backspace, the new text typed as keystrokes (so the page sees real key and input events).
   * @param {Query} query
   * @param {string} text
   */
  async fill(query, text) {
    const element = await this.find(query);
    // Both drivers hand the page the element a handle stands for.
    const inPage = /** @type {Element} */ (element);
    await this.evaluate((el) => {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement))
        throw new Error(`fill: ${el.tagName.toLowerCase()} is not a text field`);
      el.scrollIntoView({ block: "center", behavior: "instant" });
      el.focus();
      el.select();
    }, inPage);
    await this.backspaceIn(element);
    if (text) await this.typeInto(element, text);
  }

  /**
   * Picks an option of a <select> by its value.
   * @param {Query} query
   * @param {string} value
   */
  async select(query, value) {
    await this.selectIn(await this.find(query), value);
  }

  /** What went wrong in the page since it was opened: uncaught errors, console errors and warnings, CSP violations. */
  async problems() {
    const recorded = await this.evaluate(() => /** @type {Window & PageGlobals} */ (window).__engineProblems ?? []);
    return [...this.logged, ...recorded];
  }
}

/** @extends {BrowserPage<ElementHandle<Element>>} */
class FirefoxPage extends BrowserPage {
  /**
   * @param {Page} page
   * @param {BrowserContext} context
   */
  constructor(page, context) {
    super("firefox");
    this.page = page;
    this.context = context;
    // Console errors and warnings and uncaught errors, reported by Firefox over BiDi from the start.
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warn")
        this.logged.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) =>
      this.logged.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** @override @param {string} url */
  async goto(url) {
    this.logged.length = 0;
    await this.page.goto(url, { waitUntil: "load" });
  }

  /** @override @type {BrowserPage<ElementHandle<Element>>["evaluate"]} */
  evaluate(fn, ...args) {
    // Puppeteer's signature maps element handles among `args` to the elements `fn` receives,
    // which TypeScript cannot follow for a generic `fn`; in and out, the values are the same.
    const evaluate = /** @type {BrowserPage<unknown>["evaluate"]} */ (this.page.evaluate.bind(this.page));
    return evaluate(fn, ...args);
  }

  /** @override @param {string} source */
  evaluateSource(source) {
    return this.page.evaluate(source);
  }

  /** @override @param {SentQuery} query */
  async elementFor(query) {
    const handle = await this.page.evaluateHandle(findInPage, query);
    // Without `probe`, findInPage returns an element or throws.
    return /** @type {ElementHandle<HTMLElement>} */ (handle);
  }

  /** @override @param {ElementHandle<Element>} handle */
  clickElement(handle) {
    return handle.click();
  }

  /** @override @param {ElementHandle<Element>} handle @param {string} text */
  typeInto(handle, text) {
    return handle.type(text);
  }

  /** @override @param {ElementHandle<Element>} handle @param {string} value */
  async selectIn(handle, value) {
    await handle.select(value);
  }

  /** @override @param {ElementHandle<Element>} handle */
  backspaceIn(handle) {
    return handle.press("Backspace");
  }

  /** @override @param {number} width @param {number} height */
  async resize(width, height) {
    await this.page.setViewport({ width, height });
  }

  /** @override @param {string} path */
  async screenshot(path) {
    await this.page.screenshot({ path, fullPage: true });
  }

  /** @override */
  close() {
    return this.context.close();
  }
}

/**
 * What this file uses of selenium-webdriver's driver and elements.
 * @typedef {object} WebDriver
 * @property {(url: string) => Promise<void>} get
 * @property {<T>(script: string, ...args: unknown[]) => Promise<T>} executeScript the script's
 *   return value, as WebDriver sends it back (elements as WebElements).
 * @property {() => { window(): { setRect(rect: { width: number, height: number }): Promise<unknown> } }} manage
 * @property {() => Promise<string>} takeScreenshot base64 PNG of the viewport.
 * @property {() => Promise<void>} quit
 *
 * @typedef {object} WebElement
 * @property {() => Promise<void>} click
 * @property {(...keys: string[]) => Promise<void>} sendKeys
 * @property {(locator: unknown) => WebElement} findElement the element's first match, as a
 *   WebElement that is also a promise of it.
 */

/**
 * The driver cannot read WebKit's console, so `logged` stays empty: everything is recorded in the
 * page (see goto).
 * @extends {BrowserPage<WebElement>}
 */
class WebKitPage extends BrowserPage {
  /** @param {WebDriver} driver */
  constructor(driver) {
    super("webkit");
    this.driver = driver;
  }

  /**
   * WebDriver classic has no script that runs before the page's own, and WebKitWebDriver here
   * hangs on scripts under the "eager" page load strategy, so the recorders go in as soon as the
   * driver hands the page back, at the load event. What happens before that (a blocked
   * stylesheet, a failed hydration) the checks see by its effect instead: styles applied,
   * `data-hydrated` set, every resource from the page's own origin.
   * @override
   * @param {string} url
   */
  async goto(url) {
    await this.driver.get(url);
    await this.evaluate(recordProblems);
    await this.evaluate(recordConsole);
  }

  /** @override @type {BrowserPage<WebElement>["evaluate"]} */
  evaluate(fn, ...args) {
    return this.driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  }

  /** @override @param {string} source */
  evaluateSource(source) {
    return this.driver.executeScript(source);
  }

  /** @override @param {SentQuery} query @returns {Promise<WebElement>} */
  elementFor(query) {
    return this.driver.executeScript(`return (${findInPage}).apply(null, arguments)`, query);
  }

  /** @override @param {WebElement} element */
  clickElement(element) {
    return element.click();
  }

  /** @override @param {WebElement} element @param {string} text */
  typeInto(element, text) {
    // WebDriver types a line break as the Enter key; a plain "\n" is dropped.
    return element.sendKeys(text.replace(/\n/g, Key.ENTER));
  }

  /** @override @param {WebElement} element @param {string} value */
  async selectIn(element, value) {
    await element.findElement(By.css(`option[value=${JSON.stringify(value)}]`)).click();
  }

  /** @override @param {WebElement} element */
  backspaceIn(element) {
    return element.sendKeys(Key.BACK_SPACE);
  }

  /**
   * Sets the viewport (not the window) to this size, as near as the window allows.
   * @override
   * @param {number} width
   * @param {number} height
   */
  async resize(width, height) {
    const window = this.driver.manage().window();
    await window.setRect({ width, height });
    const { inner, outer } = await this.evaluate(() => ({ inner: innerHeight, outer: outerHeight }));
    if (inner !== height) await window.setRect({ width, height: height + (outer - inner) });
  }

  /**
   * The whole page: WebDriver captures the viewport only, so the window grows to the page for the shot.
   * @override
   * @param {string} path
   */
  async screenshot(path) {
    const { width, height, full } = await this.evaluate(() => ({
      width: innerWidth,
      height: innerHeight,
      full: document.documentElement.scrollHeight,
    }));
    await this.resize(width, full);
    // A resize brings fade-ins into view.
    await this.settle();
    writeFileSync(path, Buffer.from(await this.driver.takeScreenshot(), "base64"));
    await this.resize(width, height);
  }

  /**
   * Ends the session; a MiniBrowser that does not quit in time is left to the driver's restart or stop.
   * @override
   */
  async close() {
    await within(this.driver.quit(), 15_000, "closing a WebKit session").catch((error) =>
      console.warn(`webkit: ${error.message}`),
    );
  }
}

/**
 * A free TCP port on loopback, for WebKitWebDriver.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      // A TCP server's address is an AddressInfo.
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<RunningEngine>} */
async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    acceptInsecureCerts: true,
  });
  return {
    name: "firefox",
    async open({ width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      // CSP violations, from before the page's first script (console and errors come over BiDi).
      await page.evaluateOnNewDocument(recordProblems);
      return new FirefoxPage(page, context);
    },
    close: () => browser.close(),
  };
}

/** Tall enough for a full-page screenshot of the home page at the narrowest width. */
const XVFB_SCREEN = "1400x24000x24";

/**
 * Rejects when `promise` has not settled within `ms`.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what what the promise is waiting for, for the error.
 * @returns {Promise<T>}
 */
function within(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** WebKitWebDriver on a free port, on its own virtual display; `stop` ends all of it. */
async function startWebKitDriver() {
  if (!xvfbRunPath || !webkitDriverPath) throw new Error("webkit: xvfb-run or WebKitWebDriver is missing");
  const port = await freePort();
  // Its own process group, so that stopping kills xvfb-run, Xvfb, the driver and MiniBrowser together.
  const child = spawn(
    xvfbRunPath,
    ["-a", "-s", `-screen 0 ${XVFB_SCREEN}`, webkitDriverPath, `--port=${port}`, "--host=127.0.0.1"],
    { detached: true, stdio: "ignore" },
  );
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  const server = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${server}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { server, stop };
    if (Date.now() > until || child.exitCode !== null) {
      stop();
      throw new Error(`WebKitWebDriver did not start on port ${port}`);
    }
    await sleep(100);
  }
}

/** How long starting a MiniBrowser session may take before the driver is restarted (seen: once, under load). */
const SESSION_TIMEOUT_MS = 25_000;

/** @returns {Promise<RunningEngine>} */
async function launchWebKit() {
  let driverProcess = await startWebKitDriver();
  /** @param {{ width: number, height: number }} size */
  const openSession = async ({ width, height }) => {
    /** @type {WebDriver} */
    const driver = await new Builder()
      .usingServer(driverProcess.server)
      .withCapabilities({
        browserName: "MiniBrowser",
        acceptInsecureCerts: true,
        "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
      })
      .build();
    const page = new WebKitPage(driver);
    await page.resize(width, height);
    return page;
  };
  return {
    name: "webkit",
    /**
     * One MiniBrowser per page (about half a second): nothing carries over between tests. On a
     * loaded machine, starting one once hung; then the driver is restarted and the start tried
     * once more, saying so on stderr. The site is never retried: only the browser's start.
     */
    async open(size) {
      try {
        return await within(openSession(size), SESSION_TIMEOUT_MS, "starting a WebKit session");
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`webkit: ${reason}; restarting WebKitWebDriver and trying once more`);
        driverProcess.stop();
        driverProcess = await startWebKitDriver();
        return within(openSession(size), SESSION_TIMEOUT_MS, "starting a WebKit session");
      }
    },
    async close() {
      driverProcess.stop();
    },
  };
}

/**
 * A browser of one engine, started once; each page it opens starts afresh (Firefox: a new browser
 * context; WebKit: a new MiniBrowser).
 * @typedef {object} RunningEngine
 * @property {EngineName} name
 * @property {(size: { width: number, height: number }) => Promise<EnginePage>} open
 * @property {() => Promise<void>} close
 */

/**
 * @param {EngineName} name
 * @returns {Promise<RunningEngine>}
 */
export function launchEngine(name) {
  const missing = missingEngineTools();
  if (missing.length > 0) throw new Error(`Missing for ${name}: ${missing.map((m) => m.what).join(", ")}`);
  return name === "firefox" ? launchFirefox() : launchWebKit();
}
