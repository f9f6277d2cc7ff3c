// Runs inside the page, in either engine (scrollThrough and animationsSettled in Chromium too, for the
// screenshots). Each function goes to the page as its source: none may use this module's scope.
/* eslint no-undef: "off" -- tsc checks names here (checkJs), as typescript-eslint has it for .ts files. */

/**
 * @typedef {string | { source: string, flags: string }} Matcher
 * @typedef {{ role?: string, name?: Matcher, label?: Matcher, text?: Matcher, css?: string, within?: SentQuery,
 *   level?: number, selected?: boolean, current?: boolean | string }} SentQuery a Query (page.mjs) as sent to the
 *   page: RegExps as source and flags.
 * @typedef {{ count: number, text: string | null, error?: string }} LocatorState how many elements answer a query,
 *   the text of the one (else null), and what went wrong looking, if something did (then none answers).
 * @typedef {Window & { TestingLibraryDom?: typeof import("@testing-library/dom"), __engineProblems?: string[],
 *   __afterPageWork?: () => Promise<void> }} PageWindow what goes on `window`: Testing Library's UMD build, the
 *   problems recorded, installAfterPageWork's wait.
 */

/**
 * What a query names, through Testing Library's queryAllBy* (by role: only elements not hidden from assistive
 * technology) or a CSS selector, inside every element `within` names, as Playwright's chained locators look. By
 * default the one element, or an error saying how many answer; `all`: every one; `state`: a LocatorState.
 * @param {SentQuery} query @param {"all" | "state"} [mode] @returns {HTMLElement | HTMLElement[] | LocatorState}
 */
export function findInPage(query, mode) {
  if (mode === "state") {
    try {
      const found = /** @type {HTMLElement[]} */ (findInPage(query, "all"));
      return { count: found.length, text: found.length === 1 ? (found[0]?.textContent ?? "") : null };
    } catch (error) {
      return { count: 0, text: null, error: String(error) };
    }
  }
  // Anything else (level, selected, current) is an option of queryAllByRole.
  const { role, name, label, text, css, within, ...options } = query;
  const queries = /** @type {PageWindow} */ (window).TestingLibraryDom;
  if (!queries) throw new Error("Testing Library's queries are not in the page");
  /** @param {Matcher} value */ const asRegExp = (value) =>
    typeof value === "object" ? new RegExp(value.source, value.flags) : value;
  /**
   * Inside a closed <details>, past its summary: hidden from assistive technology, as the browser leaves it unrendered.
   * Testing Library misses it (the browser hides it in the element's shadow tree, its own styles showing nothing).
   * @param {HTMLElement} element
   */
  const inClosedDetails = (element) => element.closest("details:not([open]) > :not(summary)") !== null;
  /** @param {HTMLElement} container @returns {HTMLElement[]} */
  const inside = (container) => {
    if (role)
      return queries
        .queryAllByRole(container, role, { ...options, ...(name === undefined ? {} : { name: asRegExp(name) }) })
        .filter((element) => !inClosedDetails(element));
    if (label) return queries.queryAllByLabelText(container, asRegExp(label));
    if (text) return queries.queryAllByText(container, asRegExp(text));
    if (css) return [...container.querySelectorAll(css)].filter((element) => element instanceof HTMLElement);
    throw new Error("a query names a role, a label, a text or a CSS selector");
  };
  const containers = within ? /** @type {HTMLElement[]} */ (findInPage(within, "all")) : [document.body];
  const found = [...new Set(containers.flatMap(inside))];
  if (mode === "all") return found;
  if (found.length !== 1) throw new Error(`${found.length} elements answer ${JSON.stringify(query)}, not one`);
  return /** @type {HTMLElement} */ (found[0]);
}
export const hasQueries = () => Boolean(/** @type {PageWindow} */ (window).TestingLibraryDom);

/**
 * Records what the page reports as going wrong, once per document; `withConsole`, console errors and warnings
 * too (WebKit, whose driver cannot read the console). @param {boolean} [withConsole]
 */
export function recordProblems(withConsole) {
  const page = /** @type {PageWindow} */ (window);
  if (page.__engineProblems) return;
  /** @type {string[]} */ const seen = (page.__engineProblems = []);
  addEventListener("error", (event) => seen.push(`uncaught: ${event.message}`));
  addEventListener("unhandledrejection", (event) => seen.push(`unhandled rejection: ${event.reason}`));
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
  );
  for (const level of withConsole ? /** @type {const} */ (["error", "warn"]) : []) {
    const original = console[level];
    console[level] = (...args) => {
      seen.push(`console.${level}: ${args.map(String).join(" ")}`);
      original.apply(console, args);
    };
  }
}
export const recorded = () => /** @type {PageWindow} */ (window).__engineProblems ?? [];

/** Whether the page says it is interactive (`data-hydrated` on <html>, src/lib/site-script.ts). */
export const hydrated = () => document.documentElement.hasAttribute("data-hydrated");
/** @param {Element} el */ export const centre = (el) => el.scrollIntoView({ block: "center", behavior: "instant" });
/** Centres, focuses and selects the text field `el`. @param {Element} el */
export function selectField(el) {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement))
    throw new Error(`fill: ${el.tagName.toLowerCase()} is not a text field`);
  el.scrollIntoView({ block: "center", behavior: "instant" });
  el.focus();
  el.select();
}
/** The viewport's width and height, the window's, the page's. @returns {[number, number, number, number]} */
export const viewport = () => [innerWidth, innerHeight, outerHeight, document.documentElement.scrollHeight];

/** Scrolls through the page once (lazy images load, fade-ins run), then back to the top. */
export async function scrollThrough() {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo({ top: y, behavior: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  scrollTo({ top: 0, behavior: "instant" });
}

/** Resolves once the page has rendered `count` more frames (after a resize: frames of the new size). */
export async function nextFrames(count = 2) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** True once every finite animation (fade-ins, slide changes) has ended; endless ones may go on. */
export function animationsSettled() {
  return document
    .getAnimations()
    .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity);
}

/**
 * Installs `window.__afterPageWork()`, for functions sent to the page later: resolves after five rounds of
 * posted tasks (MessageChannel), so that the work the page posted on a change (React's render) has run.
 */
export function installAfterPageWork() {
  /** @type {PageWindow} */ (window).__afterPageWork = async () => {
    for (let i = 0; i < 5; i++)
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(undefined);
        channel.port2.postMessage(null);
      });
  };
}
