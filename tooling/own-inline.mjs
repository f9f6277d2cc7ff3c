// The inline scripts and styles the site writes itself: the only ones its Content-Security-Policy
// hashes. The policy is a statement of what the site means to run, not a record of what the pages
// happen to hold: an inline <script> or <style> that is not one of these, wherever it is, fails the
// build (host-config.mjs), naming the page and the element. Content cannot put one here: drawings
// and legal texts are allow-listed (drawings.ts, legal-text.ts) and only ever land inside <main>,
// where no inline script or style of the site's own is.
import { join } from "node:path";

import { BOOT_SCRIPT, BOOT_TEMPLATE_ID, ROUTE_MODULES, ROUTER_CONTEXT } from "./defer-bootstrap.mjs";
import { attr, textOf } from "./html.mjs";
import { bundleInlineScript } from "./inline-script.mjs";

/** @import { DefaultTreeAdapterTypes as T } from "parse5" */

/**
 * Where an element sits: the parent's tag ("head", "body"), or "boot" inside the template that
 * holds React Router's bootstrap until the first paint (defer-bootstrap.mjs).
 * @typedef {"head" | "body" | "boot" | "elsewhere"} Place
 */

/**
 * @typedef {{ name: string, tag: "script" | "style", place: Place, is: (element: T.Element, text: string) => boolean }} OwnInline
 */

/** @param {string} text */
const isJson = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** @param {T.Element} element */
const typeOf = (element) => (attr(element, "type") ?? "").trim().toLowerCase();

/** A static page's script, exactly as the pages inline it (app/static-page/static-page.tsx). */
const { code: STATIC_PAGE_SCRIPT } = await bundleInlineScript(
  join(import.meta.dirname, "../app/static-page/script.ts"),
);

/** @type {OwnInline[]} */
export const OWN_INLINE = [
  {
    // root.tsx, SiteStyles: the whole stylesheet, so the first paint needs no second request.
    name: "the stylesheet",
    tag: "style",
    place: "head",
    is: (element) => attr(element, "id") === "site-styles",
  },
  {
    // app/lib/structured-data.ts through React Router's <Meta/>: data, never run.
    name: "the structured data (JSON-LD)",
    tag: "script",
    place: "head",
    is: (element, text) => typeOf(element) === "application/ld+json" && isJson(text),
  },
  {
    // React Router's <ScrollRestoration/>: restores the scroll position on back and forward.
    name: "React Router's scroll restoration",
    tag: "script",
    place: "body",
    is: (element, text) => typeOf(element) === "" && /^\(\(storageKey\d*, restoreKey\d*\) => \{/.test(text),
  },
  {
    // React Router's <Scripts/>: the router's context, then the route data it streams into it.
    name: "React Router's context",
    tag: "script",
    place: "body",
    is: (element, text) => typeOf(element) === "" && text.startsWith(ROUTER_CONTEXT),
  },
  {
    name: "React Router's route data",
    tag: "script",
    place: "body",
    is: (element, text) =>
      typeOf(element) === "" && /^window\.__reactRouterContext\.streamController\.(enqueue|close)\(/.test(text),
  },
  {
    // React Router's module script, held in the template until the first paint.
    name: "React Router's route modules",
    tag: "script",
    place: "boot",
    is: (element, text) => typeOf(element) === "module" && text.includes(ROUTE_MODULES),
  },
  {
    name: "the bootstrap (defer-bootstrap.mjs)",
    tag: "script",
    place: "body",
    is: (element, text) => typeOf(element) === "" && text === BOOT_SCRIPT,
  },
  {
    // app/static-page/script.ts, bundled by inline-script.mjs: a page without React.
    name: "the static pages' script",
    tag: "script",
    place: "body",
    is: (element, text) => typeOf(element) === "" && text === STATIC_PAGE_SCRIPT,
  },
  {
    // app/routes/not-found.tsx: the missing path, to the console.
    name: "the 404 page's log line",
    tag: "script",
    place: "body",
    is: (element, text) =>
      typeOf(element) === "" && text === 'console.info("404: no page at " + window.location.pathname);',
  },
];

/**
 * @param {T.Element} element
 * @param {T.Element[]} ancestors from <html> down to the element's parent
 * @returns {Place}
 */
function placeOf(element, ancestors) {
  const parent = ancestors.at(-1);
  if (!parent) return "elsewhere";
  if (parent.tagName === "template" && attr(parent, "id") === BOOT_TEMPLATE_ID) {
    const grandparent = ancestors.at(-2);
    return grandparent?.tagName === "body" ? "boot" : "elsewhere";
  }
  if (parent.tagName === "head" || parent.tagName === "body") return parent.tagName;
  return "elsewhere";
}

/**
 * An element as a message names it: its ancestors from <body> or <head> down, with ids.
 * @param {T.Element} element
 * @param {T.Element[]} ancestors
 */
export function pathOf(element, ancestors) {
  const start = ancestors.findIndex((a) => a.tagName === "body" || a.tagName === "head");
  return [...ancestors.slice(Math.max(start, 0)), element]
    .map((e) => {
      const id = attr(e, "id");
      return `<${e.tagName}${id ? `#${id}` : ""}>`;
    })
    .join(" > ");
}

/**
 * Every inline script and style of a page, each as the site's own (its rule's name) or a stranger.
 * `<noscript>` is read as markup (scripting off); a template's content is walked too.
 * @param {T.Node} root a parsed page
 * @returns {{ element: T.Element, text: string, path: string, own?: string }[]}
 */
export function inlineCode(root) {
  /** @type {{ element: T.Element, text: string, path: string, own?: string }[]} */
  const found = [];
  /** @param {T.Node} node @param {T.Element[]} ancestors */
  const walk = (node, ancestors) => {
    const element = "tagName" in node ? node : undefined;
    if (
      element &&
      (element.tagName === "style" || (element.tagName === "script" && attr(element, "src") === undefined))
    ) {
      const text = textOf(element);
      const place = placeOf(element, ancestors);
      const rule = OWN_INLINE.find((r) => r.tag === element.tagName && r.place === place && r.is(element, text));
      found.push({ element, text, path: pathOf(element, ancestors), own: rule?.name });
    }
    const inside = element ? [...ancestors, element] : ancestors;
    if ("content" in node) walk(node.content, inside);
    if ("childNodes" in node) for (const child of node.childNodes) walk(child, inside);
  };
  walk(root, []);
  return found;
}
