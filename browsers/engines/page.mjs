// A page in Firefox or WebKit, used the way a visitor uses it (EnginePage), over the Driver each engine gives it
// (firefox.mjs, webkit.mjs). The engines import this file; index.mjs starts them: no import runs in a circle.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";

import { animationsSettled, centre, findInPage, hasQueries, hydrated, recorded, selectField } from "./in-page.mjs";
/** @import { SentQuery } from "./in-page.mjs" */

export const ENGINES = /** @type {const} */ (["firefox", "webkit"]);

/**
 * @typedef {(typeof ENGINES)[number]} EngineName
 * @typedef {({ role: string, name?: string | RegExp, level?: number, selected?: boolean, current?: boolean | string }
 *   | { label: string | RegExp } | { text: string | RegExp }) & { within?: string | Query }} Query how a visitor
 *   finds an element: by role and accessible name (with getByRole's `level`, `selected` and `current`), by label,
 *   or by its text; inside the element `within` names, by a CSS selector or a query.
 * @typedef {{ name: EngineName, open(size: { width: number, height: number }): Promise<EnginePage>,
 *   close(): Promise<void> }} RunningEngine a browser started once; each page it opens starts afresh (Firefox: a
 *   new context; WebKit: a new MiniBrowser).
 * @typedef {<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>} Evaluate
 * @typedef {{ handle: unknown, click(): Promise<void>, type(text: string): Promise<void>,
 *   select(value: string): Promise<void>, backspace(): Promise<void> }} DriverElement
 * @typedef {{ goto(url: string): Promise<void>, evaluate: Evaluate, evaluateSource(source: string): Promise<unknown>,
 *   find(query: SentQuery): Promise<DriverElement>, resize(width: number, height: number): Promise<void>,
 *   screenshot(path: string): Promise<void>, close(): Promise<void>, logged: string[] }} Driver what an engine gives
 *   EnginePage: `find`'s `handle` is what `evaluate` hands the page as the element; `logged`, what the driver
 *   itself saw go wrong in the page since `goto`.
 */

const umd = createRequire(import.meta.url).resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js");
const testingLibrary = readFileSync(umd, "utf8");
/** A query as it travels to the page: no driver sends a RegExp. @param {Query} query @returns {SentQuery} */
const serialise = (query) =>
  JSON.parse(JSON.stringify(query, (_, v) => (v instanceof RegExp ? { source: v.source, flags: v.flags } : v)));

/** A page in Firefox or WebKit, used the way a visitor uses it. */
export class EnginePage {
  /** @type {Driver} */ #driver;
  /** @param {EngineName} engine @param {(page: EnginePage) => Driver} driverFor the engine's driver for this page. */
  constructor(engine, driverFor) {
    /** @readonly */ this.engine = engine;
    const driver = (this.#driver = driverFor(this));
    this.goto = driver.goto;
    this.evaluate = driver.evaluate; // runs `fn` in the page with `args`, and returns what it returns
    this.resize = driver.resize; // the viewport (WebKit: as near as its window allows)
    this.screenshot = driver.screenshot; // a PNG of the whole page
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
  /** Whether exactly one element answers the query now. @param {Query} query */
  has = async (query) => (await this.evaluate(findInPage, { ...(await this.#sent(query)), probe: true })) === true;
  /** @param {Query} query */ #find = async (query) => this.#driver.find(await this.#sent(query));

  /**
   * Clicks as a visitor would, the element first brought to the middle at once: the site scrolls smoothly, and a
   * driver scrolling it into view that way may find it still moving, or not yet in view. @param {Query} query
   */
  async click(query) {
    const element = await this.#find(query);
    await this.evaluate(centre, /** @type {Element} */ (element.handle));
    await element.click();
  }

  /**
   * Replaces what the field a query names holds, as a person does (real key and input events): its text selected,
   * deleted with Backspace, the new text typed. @param {Query} query @param {string} text
   */
  async fill(query, text) {
    const element = await this.#find(query);
    await this.evaluate(selectField, /** @type {Element} */ (element.handle));
    await element.backspace();
    if (text) await element.type(text);
  }

  /** Types into the field a query names, as keystrokes. @param {Query} query @param {string} text */
  type = async (query, text) => (await this.#find(query)).type(text);
  /** Picks an option of a <select> by its value. @param {Query} query @param {string} value */
  select = async (query, value) => (await this.#find(query)).select(value);

  /** What went wrong in the page since it was opened: uncaught errors, console errors and warnings, CSP violations. */
  problems = async () => this.evaluate(recorded).then((inPage) => [...this.#driver.logged, ...inPage]);
}
