// The built site as files: pages, their inline scripts and ids, read with a real HTML parser.
import { createHash } from "node:crypto";
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { type DefaultTreeAdapterMap, parse } from "parse5";

type Element = DefaultTreeAdapterMap["element"];

export const client = fileURLToPath(new URL("../../build/client/", import.meta.url));

/** Every file of build/client (relative, forward slashes), precompressed copies left out. */
export const files = (readdirSync(client, { recursive: true, withFileTypes: true }) as Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => relative(client, join(entry.parentPath, entry.name)).split(sep).join("/"))
  .filter((file) => !/\.(br|gz)$/.test(file))
  .sort();
export const pages = files.filter((file) => file.endsWith(".html"));
export const readPage = (file: string) => readFileSync(join(client, file), "utf8");
/** The path a page is served at: `privacy-policy.html` -> `/privacy-policy`, `index.html` -> `/`. */
export const routeOf = (file: string) => (file === "index.html" ? "/" : `/${file.replace(/(\/index)?\.html$/, "")}`);

export function elements(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: DefaultTreeAdapterMap["node"]) => {
    if ("tagName" in node) found.push(node);
    if ("content" in node)
      for (const child of (node as DefaultTreeAdapterMap["template"]).content.childNodes) visit(child);
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html, { scriptingEnabled: false }));
  return found;
}

export const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
export const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
/** The types a browser executes; anything else in a <script> is a data block. */
const JS_TYPES = new Set(["", "module", "importmap", "speculationrules", "text/javascript", "application/javascript"]);
export const inlineScripts = (html: string) =>
  elements(html)
    .filter((element) => element.tagName === "script" && attr(element, "src") === undefined)
    .map((element) => {
      const text = textOf(element);
      const type = (attr(element, "type") ?? "").trim().toLowerCase();
      const hash = `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
      return { hash, type, executable: JS_TYPES.has(type), text };
    });
/** The page's <style> elements (the site's stylesheet, inlined), with the hash a policy names them by. */
export const inlineStyles = (html: string) =>
  elements(html)
    .filter((element) => element.tagName === "style")
    .map((element) => `sha256-${createHash("sha256").update(textOf(element), "utf8").digest("base64")}`);
