// Firefox and WebKit from Debian's packages behind one small page API, for the cross-engine
// checks (e2e/engines.spec.ts) and the screenshots (scripts/screenshots.mjs).
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
import { Builder, By, Key } from "selenium-webdriver";

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
  return [
    [firefoxPath, "Firefox (FIREFOX_PATH)", "firefox-esr"],
    [webkitDriverPath, "WebKitWebDriver (WEBKIT_DRIVER_PATH)", "webkit2gtk-driver"],
    [miniBrowserPath, "WebKitGTK's MiniBrowser (MINIBROWSER_PATH)", "webkit2gtk-driver"],
    [xvfbRunPath, "xvfb-run", "xvfb"],
  ]
    .filter(([path]) => !path)
    .map(([, what, pkg]) => ({ what, pkg }));
}

export const ENGINES = /** @type {const} */ (["firefox", "webkit"]);

/**
 * The narrowest window each engine gives here: WebKitGTK's MiniBrowser window does not go below
 * about 447 CSS px; Firefox's viewport goes down to a phone's 390.
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
 */
function findInPage(query) {
  if (query.probe) {
    try {
      findInPage({ ...query, probe: false });
      return true;
    } catch {
      return false;
    }
  }
  const queries = window.TestingLibraryDom;
  queries.configure({ getElementError: (message) => new Error(String(message).split("\n")[0]) });
  const container = query.within ? document.querySelector(query.within) : document.body;
  if (!container) throw new Error(`no ${query.within} on the page`);
  const asRegExp = (value) => (value && typeof value === "object" ? new RegExp(value.source, value.flags) : value);
  const { role, name, label, text } = query;
  // Anything else (level, selected, current) is an option of getByRole.
  const options = Object.fromEntries(
    Object.entries(query).filter(([key]) => !["role", "name", "label", "text", "within", "probe"].includes(key)),
  );
  if (role)
    return queries.getByRole(container, role, { ...options, ...(name === undefined ? {} : { name: asRegExp(name) }) });
  if (label) return queries.getByLabelText(container, asRegExp(label));
  return queries.getByText(container, asRegExp(text));
}

/** Runs in the page: records what the page reports as going wrong, once per document. */
function recordProblems() {
  if (window.__engineProblems) return;
  const seen = (window.__engineProblems = []);
  addEventListener("error", (event) => seen.push(`uncaught: ${event.message}`));
  addEventListener("unhandledrejection", (event) => seen.push(`unhandled rejection: ${event.reason}`));
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
  );
}

/** Runs in the page (WebKit, where the driver cannot read the console): console errors and warnings too. */
function recordConsole() {
  if (window.__engineConsole) return;
  window.__engineConsole = true;
  for (const level of ["error", "warn"]) {
    const original = console[level];
    console[level] = (...args) => {
      window.__engineProblems.push(`console.${level}: ${args.map(String).join(" ")}`);
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

/** A query's RegExp name, label or text, in a form that survives the trip to the page. */
function serialise(query) {
  const out = { ...query };
  for (const key of ["name", "label", "text"])
    if (query[key] instanceof RegExp) out[key] = { source: query[key].source, flags: query[key].flags };
  return out;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page API both engines share; subclasses provide the driver's primitives. */
class EnginePage {
  /** @param {"firefox" | "webkit"} engine */
  constructor(engine) {
    this.engine = engine;
  }

  /** Polls `fn` in the page until it returns something truthy, and returns that. */
  async waitFor(fn, { args = [], timeout = 10_000, message = "condition" } = {}) {
    const until = Date.now() + timeout;
    let last;
    for (;;) {
      last = await this.evaluate(fn, ...args);
      if (last) return last;
      if (Date.now() > until) throw new Error(`${this.engine}: timed out after ${timeout} ms waiting for ${message}`);
      await sleep(100);
    }
  }

  /** Waits until the page's fade-ins and transitions have ended. */
  settle() {
    return this.waitFor(animationsSettled, { message: "animations to end" });
  }

  /** Waits until the app says it is interactive (`data-hydrated` on <html>, app/root.tsx). */
  ready(timeout = 15_000) {
    return this.waitFor(() => document.documentElement.hasAttribute("data-hydrated"), {
      timeout,
      message: "the page to hydrate",
    });
  }

  async #withQueries() {
    if (!(await this.evaluate(() => Boolean(window.TestingLibraryDom)))) await this.evaluateSource(testingLibrary);
  }

  /** Whether exactly one element answers the query now. */
  async has(query) {
    await this.#withQueries();
    return this.evaluate(findInPage, { ...serialise(query), probe: true });
  }

  /** The driver's handle on the one element a query names. */
  async find(query) {
    await this.#withQueries();
    return this.elementFrom(findInPage, serialise(query));
  }

  /**
   * Clicks as a visitor would, after bringing the element to the middle of the screen at once:
   * the site scrolls smoothly (`scroll-behavior: smooth`), and a driver that scrolls an element
   * into view that way may find it still moving, or (WebKitWebDriver) not yet in view.
   */
  async click(query) {
    const element = await this.find(query);
    await this.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }), element);
    await this.clickElement(element);
  }

  async type(query, text) {
    await this.typeInto(await this.find(query), text);
  }

  /** Picks an option of a <select> by its value. */
  async select(query, value) {
    await this.selectIn(await this.find(query), value);
  }

  /** What went wrong in the page since it was opened: uncaught errors, console errors and warnings, CSP violations. */
  async problems() {
    const recorded = await this.evaluate(() => window.__engineProblems ?? []);
    return [...this.logged, ...recorded];
  }
}

class FirefoxPage extends EnginePage {
  constructor(page, context) {
    super("firefox");
    this.page = page;
    this.context = context;
    /** Console errors and warnings and uncaught errors, reported by Firefox over BiDi from the start. */
    this.logged = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warn")
        this.logged.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.logged.push(`uncaught: ${error.message}`));
  }

  async goto(url) {
    this.logged.length = 0;
    await this.page.goto(url, { waitUntil: "load" });
  }

  evaluate(fn, ...args) {
    return this.page.evaluate(fn, ...args);
  }

  evaluateSource(source) {
    return this.page.evaluate(source);
  }

  elementFrom(fn, ...args) {
    return this.page.evaluateHandle(fn, ...args);
  }

  clickElement(handle) {
    return handle.click();
  }

  typeInto(handle, text) {
    return handle.type(text);
  }

  async selectIn(handle, value) {
    await handle.select(value);
  }

  async resize(width, height) {
    await this.page.setViewport({ width, height });
  }

  async screenshot(path) {
    await this.page.screenshot({ path, fullPage: true });
  }

  close() {
    return this.context.close();
  }
}

class WebKitPage extends EnginePage {
  constructor(driver) {
    super("webkit");
    this.driver = driver;
    /** The driver cannot read WebKit's console: everything is recorded in the page (see goto). */
    this.logged = [];
  }

  /**
   * WebDriver classic has no script that runs before the page's own, and WebKitWebDriver here
   * hangs on scripts under the "eager" page load strategy, so the recorders go in as soon as the
   * driver hands the page back, at the load event. What happens before that (a blocked
   * stylesheet, a failed hydration) the checks see by its effect instead: styles applied,
   * `data-hydrated` set, every resource from the page's own origin.
   */
  async goto(url) {
    await this.driver.get(url);
    await this.evaluate(recordProblems);
    await this.evaluate(recordConsole);
  }

  evaluate(fn, ...args) {
    return this.driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  }

  evaluateSource(source) {
    return this.driver.executeScript(source);
  }

  elementFrom(fn, ...args) {
    return this.evaluate(fn, ...args);
  }

  clickElement(element) {
    return element.click();
  }

  typeInto(element, text) {
    // WebDriver types a line break as the Enter key; a plain "\n" is dropped.
    return element.sendKeys(text.replace(/\n/g, Key.ENTER));
  }

  async selectIn(element, value) {
    await element.findElement(By.css(`option[value=${JSON.stringify(value)}]`)).click();
  }

  /** Sets the viewport (not the window) to this size, as near as the window allows. */
  async resize(width, height) {
    const window = this.driver.manage().window();
    await window.setRect({ width, height });
    const [innerHeight, outerHeight] = await this.evaluate(() => [innerHeight, outerHeight]);
    if (innerHeight !== height) await window.setRect({ width, height: height + (outerHeight - innerHeight) });
  }

  /** The whole page: WebDriver captures the viewport only, so the window grows to the page for the shot. */
  async screenshot(path) {
    const [width, height, full] = await this.evaluate(() => [
      innerWidth,
      innerHeight,
      document.documentElement.scrollHeight,
    ]);
    await this.resize(width, full);
    // A resize brings fade-ins into view.
    await this.settle();
    writeFileSync(path, Buffer.from(await this.driver.takeScreenshot(), "base64"));
    await this.resize(width, height);
  }

  /** Ends the session; a MiniBrowser that does not quit in time is left to the driver's restart or stop. */
  async close() {
    await within(this.driver.quit(), 15_000, "closing a WebKit session").catch((error) =>
      console.warn(`webkit: ${error.message}`),
    );
  }
}

/** A free TCP port on loopback, for WebKitWebDriver. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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

/** Rejects when `promise` has not settled within `ms`. */
function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** WebKitWebDriver on a free port, on its own virtual display; `stop` ends all of it. */
async function startWebKitDriver() {
  const port = await freePort();
  // Its own process group, so that stopping kills xvfb-run, Xvfb, the driver and MiniBrowser together.
  const child = spawn(
    xvfbRunPath,
    ["-a", "-s", `-screen 0 ${XVFB_SCREEN}`, webkitDriverPath, `--port=${port}`, "--host=127.0.0.1"],
    { detached: true, stdio: "ignore" },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGKILL");
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

async function launchWebKit() {
  let driverProcess = await startWebKitDriver();
  const openSession = async ({ width, height }) => {
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
        console.warn(`webkit: ${error.message}; restarting WebKitWebDriver and trying once more`);
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

/** @param {"firefox" | "webkit"} name */
export function launchEngine(name) {
  const missing = missingEngineTools();
  if (missing.length > 0) throw new Error(`Missing for ${name}: ${missing.map((m) => m.what).join(", ")}`);
  return name === "firefox" ? launchFirefox() : launchWebKit();
}
