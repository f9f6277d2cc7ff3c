// Reading built pages with a real HTML parser (parse5): what the build steps and the bench share.
import { parse } from "parse5";

/** @import { DefaultTreeAdapterTypes as T } from "parse5" */

/** Script types a browser runs, so CSP must allow them; every other type is a data block. */
export const JS_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
  "application/x-javascript",
  "text/jscript",
]);

/**
 * @param {T.Node} node
 * @returns {Generator<T.Element>} every element under `node`, in document order (template content included).
 */
export function* elements(node) {
  if ("tagName" in node) yield node;
  if ("content" in node) yield* elements(node.content);
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
}

/** @param {T.Element} element @param {string} name */
export const attr = (element, name) => element.attrs.find((a) => a.name === name)?.value;

/** @param {T.Element} element */
export const textOf = (element) => element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/**
 * The inline <script>s among `all`: each one's text, its `type`, and whether a browser runs it or
 * reads it as data.
 * @param {Iterable<T.Element>} all
 * @returns {{ text: string, type: string, executable: boolean }[]}
 */
export function scriptsAmong(all) {
  return [...all]
    .filter((e) => e.tagName === "script" && attr(e, "src") === undefined)
    .map((e) => {
      const type = (attr(e, "type") ?? "").trim().toLowerCase();
      return { text: textOf(e), type, executable: JS_TYPES.has(type) };
    });
}

/**
 * Every element of a page, templates' content included; `<noscript>` is read as markup (scripting
 * off), so what it holds is there too.
 * @param {string} html
 */
export const pageElements = (html) => [...elements(parsePage(html))];

/**
 * A page as a browser with scripting off reads it: `<noscript>`'s content is markup.
 * @param {string} html
 */
export const parsePage = (html) => parse(html, { scriptingEnabled: false });
