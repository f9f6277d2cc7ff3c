// The built site as files: pages, their inline scripts and styles, ids, and the list of scripts and
// styles the build (Astro) recorded in each page's policy, read with the build's own HTML reader
// (build-plugins/html.mjs, parse5) and policy reader (server/policy.mjs).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import type { DefaultTreeAdapterMap } from "parse5";

import { hashesIn, hashSource } from "../../server/policy.mjs";
import { filesUnder } from "../../build-plugins/files.mjs";
import { attr, pageElements, scriptsAmong, textOf } from "../../build-plugins/html.mjs";

type Element = DefaultTreeAdapterMap["element"];

export const client = fileURLToPath(new URL("../../build/client/", import.meta.url));

/** Every file of build/client (relative, forward slashes), precompressed copies left out. */
export const files = filesUnder(client).filter((file) => !/\.(br|gz)$/.test(file));
export const pages = files.filter((file) => file.endsWith(".html"));
export const readPage = (file: string) => readFileSync(join(client, file), "utf8");
/** The path a page is served at: `privacy-policy.html` -> `/privacy-policy`, `index.html` -> `/`. */
export const routeOf = (file: string) => (file === "index.html" ? "/" : `/${file.replace(/(\/index)?\.html$/, "")}`);

/** Every element of a page, templates' content included, read as build-plugins/html.mjs reads it for the build. */
export const elements = (html: string): Element[] => pageElements(html);
export { attr, textOf };
/** The page's inline scripts; `executable`: a type the browser runs. */
export const pageScripts = (html: string) => scriptsAmong(elements(html));
/** The page's inline scripts with the hash a policy names each by. */
export const inlineScripts = (html: string) =>
  Promise.all(pageScripts(html).map(async (script) => ({ ...script, hash: await hashSource(script.text) })));
/** The hashes of the page's <style> elements (the site's stylesheet, inlined, and Astro's own), as a policy names them. */
export const inlineStyles = (html: string) =>
  Promise.all(
    elements(html)
      .filter((element) => element.tagName === "style")
      .map((element) => hashSource(textOf(element))),
  );

/**
 * Astro's record of each page's policy, word for word (build/headers.json, `record`: what Astro
 * handed the site's adapter as the page's header), by the pathname it was rendered at.
 */
const record = (JSON.parse(readFileSync(join(client, "../headers.json"), "utf8")) as { record: Record<string, string> })
  .record;

/**
 * What the build listed in a page's policy (Astro hashes every script and style it emitted): the
 * `sha256-…` sources of its script-src and style-src, quotes taken off. Empty lists for a page
 * missing from the record.
 */
export function listedFor(file: string): { scripts: string[]; styles: string[] } {
  const policy = record[routeOf(file)] ?? "";
  return { scripts: hashesIn(policy, "script-src"), styles: hashesIn(policy, "style-src") };
}
