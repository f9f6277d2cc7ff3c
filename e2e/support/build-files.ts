// The built site as files: pages, their inline scripts and ids, read with the build's own HTML reader
// (tooling/html.mjs, parse5).
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
/** The page's <style> elements (the site's stylesheet, inlined), with the hash a policy names them by. */
export const inlineStyles = (html: string) =>
  elements(html)
    .filter((element) => element.tagName === "style")
    .map((element) => hashOf(textOf(element)));
