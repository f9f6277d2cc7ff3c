// The built site as files: pages, their inline scripts and styles, ids, and the list of scripts and
// styles the build (Astro) wrote into each page's <meta> policy, read with the build's own HTML
// reader (tooling/html.mjs, parse5).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import type { DefaultTreeAdapterMap } from "parse5";

import { filesUnder } from "../../tooling/files.mjs";
import { attr, pageElements, scriptsAmong, textOf } from "../../tooling/html.mjs";

type Element = DefaultTreeAdapterMap["element"];

export const client = fileURLToPath(new URL("../../build/client/", import.meta.url));

/** Every file of build/client (relative, forward slashes), precompressed copies left out. */
export const files = filesUnder(client).filter((file) => !/\.(br|gz)$/.test(file));
export const pages = files.filter((file) => file.endsWith(".html"));
export const readPage = (file: string) => readFileSync(join(client, file), "utf8");
/** The path a page is served at: `privacy-policy.html` -> `/privacy-policy`, `index.html` -> `/`. */
export const routeOf = (file: string) => (file === "index.html" ? "/" : `/${file.replace(/(\/index)?\.html$/, "")}`);

/** Every element of a page, templates' content included, read as tooling/html.mjs reads it for the build. */
export const elements = (html: string): Element[] => pageElements(html);
export { attr, textOf };
const hashOf = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
/** The page's inline scripts with the hash a policy names each by; `executable`: a type the browser runs. */
export const inlineScripts = (html: string) =>
  scriptsAmong(elements(html)).map((script) => ({ ...script, hash: hashOf(script.text) }));
/** The hashes of the page's <style> elements (the site's stylesheet, inlined, and Astro's own), as a policy names them. */
export const inlineStyles = (html: string) =>
  elements(html)
    .filter((element) => element.tagName === "style")
    .map((element) => hashOf(textOf(element)));

/**
 * What the build listed in the page's own policy (Astro writes the hash of every script and style it
 * emitted into `<meta http-equiv="content-security-policy">`): the `sha256-…` sources of its
 * script-src and style-src, quotes taken off. Empty lists when the page has no such <meta>.
 */
export function listedInPage(html: string): { scripts: string[]; styles: string[] } {
  const policies = elements(html).filter(
    (e) => e.tagName === "meta" && attr(e, "http-equiv")?.toLowerCase() === "content-security-policy",
  );
  const directives = policies.flatMap((meta) => (attr(meta, "content") ?? "").split(";"));
  const sources = (name: string) =>
    directives
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([directive]) => directive?.toLowerCase() === name)
      .flatMap(([, ...values]) => values.map((value) => value.replace(/^'|'$/g, "")))
      .filter((value) => value.startsWith("sha256-"));
  return { scripts: sources("script-src"), styles: sources("style-src") };
}
