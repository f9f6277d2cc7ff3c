// A page in Firefox or WebKit, used the way a visitor uses it (EnginePage), over the Driver each engine gives it
// (firefox.mjs, webkit.mjs). The engines import this file; index.mjs starts them: no import runs in a circle.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";

import { animationsSettled, centre, findInPage, hasQueries, hydrated, recorded, selectField } from "./in-page.mjs";
/** @import { LocatorState, SentQuery } from "./in-page.mjs" */

export const ENGINES = /** @type {const} */ (["firefox", "webkit"]);

/**
 * @typedef {(typeof ENGINES)[number]} EngineName
 * @typedef {{ exact?: true }} TextOptions a string matches a whole text, whitespace collapsed: always Playwright's
 *   `exact: true` (a RegExp matches part of one).
 * @typedef {TextOptions & { name?: string | RegExp, level?: number, selected?: boolean, current?: boolean | string }}
 *   RoleOptions getByRole's.
 * @typedef {({ role: string } & RoleOptions | { label: string | RegExp } & TextOptions
 *   | { text: string | RegExp } & TextOptions | { css: string }) & { within?: Query }} Query what a locator stands
 *   for: by role and accessible name, by label, by text (Testing Library's queries) or by a CSS selector; inside the
 *   elements `within` names, if it names some.
 * @typedef {{ name: EngineName, open(size: { width: number, height: number }): Promise<EnginePage>,
 *   close(): Promise<void> }} RunningEngine a browser started once; each page it opens starts afresh (Firefox: a
 *   new context; WebKit: a new MiniBrowser).
 * @typedef {<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>} Evaluate
 * @typedef {{ handle: unknown, click(): Promise<void>, type(text: string): Promise<void>,
 *   select(value: string): Promise<void>, backspace(): Promise<void>, upload(path: string): Promise<void> }} DriverElement
 * @typedef {{ goto(url: string): Promise<void>, evaluate: Evaluate, evaluateSource(source: string): Promise<unknown>,
 *   find(query: SentQuery): Promise<DriverElement>, keys(text: string): Promise<void>,
 *   resize(width: number, height: number): Promise<void>, screenshot(path: string): Promise<void>,
 *   print?: () => Promise<Buffer>, close(): Promise<void>, logged: string[] }} Driver what an engine gives
 *   EnginePage: `find`'s `handle` is what `evaluate` hands the page as the element; `keys`, text typed key by key
 *   into whatever has the focus; `print`, the page printed on A4 as a PDF, where the engine's driver can print;
 *   `logged`, what the driver itself saw go wrong in the page since `goto`.
 * @typedef {{ find(query: Query): Promise<DriverElement>, state(query: Query): Promise<LocatorState> }} Finder how a
 *   locator reaches into its page.
 */

const umd = createRequire(import.meta.url).resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js");
const testingLibrary = readFileSync(umd, "utf8");
/** A query as it travels to the page: no driver sends a RegExp. @param {Query} query @returns {SentQuery} */
const serialise = (query) =>
  JSON.parse(JSON.stringify(query, (_, v) => (v instanceof RegExp ? { source: v.source, flags: v.flags } : v)));
/** A query as Playwright writes it, for messages. @param {Query} query @returns {string} */
function describe({ within, ...query }) {
  /** @param {unknown} value */ const show = (value) =>
    value instanceof RegExp ? String(value) : JSON.stringify(value);
  const [[kind, value] = [], ...options] = Object.entries(query).filter(([, v]) => v !== undefined);
  const method = { role: "getByRole", label: "getByLabel", text: "getByText", css: "locator" }[kind ?? ""];
  const more = options.map(([key, v]) => `${key}: ${show(v)}`).join(", ");
  return `${within ? `${describe(within)}.` : ""}${method}(${show(value)}${more && `, { ${more} }`})`;
}

/**
 * Playwright's getByRole, getByLabel, getByText and locator: on a page they look through all of it, on a locator
 * inside its elements.
 */
class Locating {
  /** @param {Query} query @returns {EngineLocator} */
  locate(query) {
    throw new Error(`nowhere to look for ${describe(query)}`);
  }
  /** @param {string} role @param {RoleOptions} [options] */
  getByRole = (role, options) => this.locate({ role, ...options });
  /** @param {string | RegExp} label @param {TextOptions} [options] */
  getByLabel = (label, options) => this.locate({ label, ...options });
  /** @param {string | RegExp} text @param {TextOptions} [options] */
  getByText = (text, options) => this.locate({ text, ...options });
  /** @param {string} selector CSS */
  locator = (selector) => this.locate({ css: selector });
}

/** A page in Firefox or WebKit, used the way a visitor uses it. */
export class EnginePage extends Locating {
  /** @type {Driver} */ #driver;
  /** @param {EngineName} engine @param {(page: EnginePage) => Driver} driverFor the engine's driver for this page. */
  constructor(engine, driverFor) {
    super();
    /** @readonly */ this.engine = engine;
    const driver = (this.#driver = driverFor(this));
    this.goto = driver.goto;
    this.evaluate = driver.evaluate; // runs `fn` in the page with `args`, and returns what it returns
    this.evaluateSource = driver.evaluateSource; // runs a script given as its source (one built outside the page)
    this.resize = driver.resize; // the viewport (WebKit: as near as its window allows)
    this.screenshot = driver.screenshot; // a PNG of the whole page
    this.print = driver.print; // the page printed on A4, a PDF (Firefox; WebKitWebDriver cannot print)
    // Playwright's page.keyboard.type: keys go wherever the focus is as each is pressed, as a visitor's do.
    this.keyboard = { type: driver.keys };
    this.close = driver.close;
  }

  /**
   * Polls `fn` in the page until it returns something truthy, and returns that; `args` only if `fn` takes some.
   * @template R @template {unknown[]} A @param {(...args: A) => R} fn
   * @param {{ args?: A, timeout?: number, message?: string }} [options] @returns {Promise<NonNullable<Awaited<R>>>}
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
  settle = () => this.waitFor(animationsSettled, { message: "animations to end" });
  /** Waits until the app says it is interactive. @param {number} [timeout] ms. */
  ready = (timeout = 15_000) => this.waitFor(hydrated, { timeout, message: "the page to hydrate" });

  /** The query as it travels to the page, Testing Library's queries there first. @param {Query} query */
  async #sent(query) {
    if (!(await this.evaluate(hasQueries))) await this.#driver.evaluateSource(testingLibrary);
    return serialise(query);
  }
  /** @type {Finder} */
  #finder = {
    find: async (query) => this.#driver.find(await this.#sent(query)),
    state: async (query) =>
      /** @type {LocatorState} */ (await this.evaluate(findInPage, await this.#sent(query), "state")),
  };
  /** @override @param {Query} query */
  locate(query) {
    return new EngineLocator(this, query, this.#finder);
  }

  /** What went wrong in the page since it was opened: uncaught errors, console errors and warnings, CSP violations. */
  problems = async () => this.evaluate(recorded).then((inPage) => [...this.#driver.logged, ...inPage]);
}

/**
 * Where a query leads in an engine's page, as Playwright's Locator: nothing happens in the page until it is used.
 * Each action waits until exactly one element answers (10 s, unless `timeout` says otherwise), then acts as a
 * visitor does, with the driver's real input.
 */
export class EngineLocator extends Locating {
  /** @type {Finder} */ #finder;
  /** @param {EnginePage} page @param {Query} query @param {Finder} finder */
  constructor(page, query, finder) {
    super();
    /** @readonly */ this.page = page;
    /** @readonly */ this.query = query;
    this.#finder = finder;
  }
  /** @override @param {Query} query */
  locate(query) {
    return new EngineLocator(this.page, { ...query, within: this.query }, this.#finder);
  }
  /** @override */
  toString() {
    return describe(this.query);
  }

  /** How many elements answer now, and the text of the one. */
  state = () => this.#finder.state(this.query);
  /** Whether exactly one element answers now (by role: one not hidden from assistive technology), without waiting. */
  isVisible = async () => (await this.state()).count === 1;
  /** The one element, once it is there. @param {number} [timeout] ms */
  async #one(timeout) {
    await expectEngine(this).toBeVisible({ timeout });
    return this.#finder.find(this.query);
  }

  /**
   * Clicks as a visitor would, the element first brought to the middle at once: the site scrolls smoothly, and a
   * driver scrolling it into view that way may find it still moving, or not yet in view.
   * @param {{ timeout?: number }} [options]
   */
  async click({ timeout } = {}) {
    const element = await this.#one(timeout);
    await this.page.evaluate(centre, /** @type {Element} */ (element.handle));
    await element.click();
  }
  /**
   * Replaces what the text field holds, as a person does (real key and input events): its text selected, deleted
   * with Backspace, the new text typed. @param {string} text @param {{ timeout?: number }} [options]
   */
  async fill(text, { timeout } = {}) {
    const element = await this.#one(timeout);
    await this.page.evaluate(selectField, /** @type {Element} */ (element.handle));
    await element.backspace();
    if (text) await element.type(text);
  }
  /** Types into the field, key by key. @param {string} text @param {{ timeout?: number }} [options] */
  pressSequentially = async (text, { timeout } = {}) => (await this.#one(timeout)).type(text);
  /** Picks an option of a <select> by its value. @param {string} value @param {{ timeout?: number }} [options] */
  selectOption = async (value, { timeout } = {}) => (await this.#one(timeout)).select(value);
  /**
   * Chooses a file for an <input type="file">, as the file dialog would (the input may be hidden behind a button).
   * @param {string} path @param {{ timeout?: number }} [options]
   */
  setInputFiles = async (path, { timeout } = {}) => (await this.#one(timeout)).upload(path);
}

/**
 * Playwright's web-first assertions for a locator of an engine page: each polls the page until it holds, for 10 s
 * unless `timeout` says otherwise, then fails naming the engine, the query and what the page showed last. Visible is
 * "exactly one element answers" (by role: not hidden from assistive technology); hidden, "none answers".
 * @param {EngineLocator} locator @param {string} [message] what the check is about, as in Playwright's expect().
 */
export function expectEngine(locator, message) {
  /** @param {string} failure @param {(state: LocatorState) => boolean} holds */
  const poll =
    (failure, holds) =>
    async ({ timeout = 10_000 } = {}) => {
      const until = Date.now() + timeout;
      for (;;) {
        const state = await locator.state();
        if (holds(state)) return;
        if (Date.now() > until) {
          const { count, text, error } = state;
          const one = `one answers, its text ${JSON.stringify(text?.slice(0, 200))}`;
          const seen = error ?? (count === 0 ? "none answers" : count === 1 ? one : `${count} answer`);
          const about = message ? ` (${message})` : "";
          throw new Error(`${locator.page.engine}: ${locator} ${failure} after ${timeout} ms${about}: ${seen}`);
        }
        await sleep(100);
      }
    };
  const visible = poll("not visible", ({ count }) => count === 1);
  const hidden = poll("not hidden", ({ count, error }) => count === 0 && !error);
  /** @param {string} text */ const squeeze = (text) => text.replace(/\s+/g, " ").trim();
  return {
    toBeVisible: visible,
    toBeHidden: hidden,
    not: { toBeVisible: hidden, toBeHidden: visible },
    /**
     * Exactly one element answers, its text this one (whitespace collapsed) or one this RegExp matches.
     * @param {string | RegExp} expected @param {{ timeout?: number }} [options]
     */
    toHaveText: (expected, options) =>
      poll(`without the text ${typeof expected === "string" ? JSON.stringify(expected) : expected}`, ({ text }) =>
        text === null
          ? false
          : typeof expected === "string"
            ? squeeze(text) === squeeze(expected)
            : expected.test(text),
      )(options),
  };
}
