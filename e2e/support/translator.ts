import type { Page } from "@playwright/test";

// A page translator as Chrome's "Translate" does it, for e2e/translation.spec.ts: each text node of the
// page's body gives way to <font style="vertical-align: inherit;"><font …>the translation</font></font>;
// <html> gets class="translated-ltr" and the visitor's language; then a MutationObserver translates the
// text the page adds or changes later, as Chrome's does. Text inside translate="no" is left alone. The
// pretend language is deterministic and visible: `translated()` says what any text becomes.

/** The visitor's language: Chrome puts it in <html lang> once it translates. */
export const LANGUAGE = "hi";

/** What the translator makes of a text: its words in capitals between guillemets, the spaces around kept. */
export function translated(text: string): string {
  return text.replace(/\S(?:[\s\S]*\S)?/, (words) => `«${words.toUpperCase()}»`);
}

/** When the translator translates the page: when the test says so (`translatePage`), or once the document is parsed. */
type When = "on-call" | "DOMContentLoaded";

/** What the translator noted when it translated the page. */
export type Translation = {
  /** The app had marked itself interactive already. */
  hydrated: boolean;
  /** How many of the site's script files (/assets/*.js) the browser had loaded. */
  scripts: number;
  /**
   * What each of the page's islands (the parts React hydrates, <astro-island>) held then: still in
   * the page later, or drawn again by the app.
   */
  islands: Element[];
};

type TranslatorWindow = Window & {
  __translatePage?: () => void;
  __translation?: Translation;
  /** A test's binding, called once the page is translated (see `translateBeforeHydration`). */
  __pageTranslated?: () => void;
};

/**
 * Runs in the page before its scripts (an init script, with `translate` the source of `translated`).
 * `language` null: the text changes but <html> keeps its class and language, unlike any translator's.
 */
function translator(translate: (text: string) => string, when: When, language: string | null) {
  const w = window as TranslatorWindow;
  const own = new WeakSet<Node>(); // the translator's <font>s
  const skipped = "script, style, noscript, template, textarea, [translate='no']";
  const font = () => {
    const element = document.createElement("font");
    element.style.verticalAlign = "inherit"; // through the CSSOM, as a strict CSP allows: style="vertical-align: inherit;"
    own.add(element);
    return element;
  };
  const translateText = (text: Text) => {
    const parent = text.parentElement;
    if (!/\S/.test(text.data) || !parent || own.has(parent) || parent.closest(skipped)) return;
    const [outer, inner] = [font(), font()];
    inner.textContent = translate(text.data);
    outer.append(inner);
    text.replaceWith(outer);
  };
  const translateTree = (root: Node) => {
    if (root instanceof Text) return translateText(root);
    if (!(root instanceof Element) || own.has(root)) return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    texts.forEach(translateText);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") translateTree(record.target);
      else record.addedNodes.forEach((node) => node.isConnected && translateTree(node));
    }
  });
  w.__translatePage = () => {
    const html = document.documentElement;
    w.__translation = {
      hydrated: "hydrated" in html.dataset,
      scripts: performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .length,
      islands: [...document.querySelectorAll("astro-island")].flatMap((island) => island.firstElementChild ?? []),
    };
    if (language !== null) {
      html.classList.add("translated-ltr");
      html.lang = language;
    }
    translateTree(document.body);
    observer.observe(document.documentElement, { childList: true, characterData: true, subtree: true });
    w.__pageTranslated?.();
  };
  if (when === "DOMContentLoaded") document.addEventListener("DOMContentLoaded", () => w.__translatePage?.());
}

/**
 * Installs the translator on the page's next loads; with "on-call", nothing happens until `translatePage`.
 * `marks: false`: it leaves <html> as it is (a rewrite of the text that no translator made).
 */
export async function installTranslator(page: Page, when: When, { marks = true } = {}) {
  await page.addInitScript({ content: translatorSource(when, { marks }) });
}

/**
 * The translator as a script's source, for a page Playwright does not drive (Firefox and WebKit,
 * browsers/engines/): run in a page, it translates on `window.__translatePage()` ("on-call").
 */
export function translatorSource(when: When, { marks = true } = {}) {
  const language = JSON.stringify(marks ? LANGUAGE : null);
  return `(${translator.toString()})(${translated.toString()}, ${JSON.stringify(when)}, ${language})`;
}

/** Translates the page now, as a visitor choosing "Translate to…" on a page already running. */
export async function translatePage(page: Page) {
  await page.evaluate(() => (window as TranslatorWindow).__translatePage?.());
}

/**
 * The translation before the app's code: the page's script files (every /assets/*.js: the islands'
 * components and React) are held at the network until the translator has run on DOMContentLoaded,
 * as on a slow connection where the browser translates the pre-rendered page first. (A script file
 * the document waits for before DOMContentLoaded would never come: the site's own script is inline.)
 * Call before `open`.
 */
export async function translateBeforeHydration(page: Page, { marks = true } = {}) {
  let done = () => {};
  const translatedFirst = new Promise<void>((resolve) => (done = resolve));
  await page.exposeFunction("__pageTranslated", () => done());
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await translatedFirst;
    await route.continue();
  });
  await installTranslator(page, "DOMContentLoaded", { marks });
}

/**
 * What the translator noted when it translated: how many islands the page had then (`islands`), and
 * how many of those it translated are still the page's (`islandsKept`; the others the app drew again).
 */
export function translationOf(page: Page) {
  return page.evaluate(() => {
    const { islands = [], ...noted } = (window as TranslatorWindow).__translation ?? {};
    return { ...noted, islands: islands.length, islandsKept: islands.filter((content) => content.isConnected).length };
  });
}

/**
 * The words on the page that show untranslated: text outside the translator's <font>s, outside
 * translate="no" and outside scripts, styles and templates (each with the element holding it).
 * The site renders no <font> of its own.
 */
export function untranslatedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      const parent = text.parentElement;
      if (!/\S/.test(text.data) || !parent) continue;
      if (parent.closest("font, script, style, noscript, template, textarea, [translate='no']")) continue;
      found.push(`<${parent.tagName.toLowerCase()}> ${text.data.trim()}`);
    }
    return found;
  });
}
