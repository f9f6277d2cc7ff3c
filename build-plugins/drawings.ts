// Drawings (SVG) are data, never code. Every drawing the site shows is read by real parsers and held
// against an allow-list before the build uses it, and what the site uses is the drawing re-written
// from what the parser read, never the uploaded bytes:
//
//   1. an XML parser (saxes, through jsdom) reads the file as a browser reads an .svg file; a DOCTYPE
//      that declares entities is refused (browsers expand them into markup, saxes into text);
//   2. DOMPurify's SVG profile judges every element and attribute, with the site's own rules beside
//      it: a URL may only point to a #fragment of the drawing itself (href, xlink:href, src and CSS
//      url(), in attributes and in <style>), no style attribute (the Content-Security-Policy blocks
//      them), no animation of a link or an event handler;
//   3. the drawing is written out again from the XML tree, without comments, processing
//      instructions or CDATA, and read back with an HTML parser (parse5, as in a page): the two
//      trees must be the same, so a page and a browser opening the file see one drawing.
//
// Anything DOMPurify would remove, or a rule refuses, is a problem, named by element and attribute:
// nothing is cleaned silently. The check itself is drawing-check.ts, which runs in any window: here
// in jsdom's, in the editor's page in the page's own (editor/github-save-check.ts). The content check
// (content-check.ts) reports the problems; the Vite plugin below gives the pages (`?drawing`) and
// the built files (build/client/assets) the re-written drawing.
import { readFileSync } from "node:fs";
import { relative } from "node:path";

import { JSDOM } from "jsdom";
import { optimize } from "svgo";
import type { Plugin } from "vite";

import { checkDrawing as checkDrawingIn, type DrawingCheck, type DrawingDom, problemText } from "./drawing-check.ts";

export { cssProblems, type DrawingCheck, type DrawingProblem, problemText, urlProblem } from "./drawing-check.ts";

let dom: DrawingDom | undefined;

/**
 * jsdom's DOM, for the check in Node: one window for DOMPurify, and jsdom's XML reader (saxes) for
 * each file, whose "about:blank:1:52: …" (the document's address first) reads "line 1:52: …".
 */
export function jsdomDom(): DrawingDom {
  dom ??= {
    window: new JSDOM("").window,
    readXml: (svg) => {
      try {
        return new JSDOM(svg, { contentType: "image/svg+xml" }).window.document;
      } catch (error) {
        throw new SyntaxError((error as Error).message.replace(/^about:blank:/, "line "));
      }
    },
  };
  return dom;
}

/**
 * Reads a drawing (the text of an .svg file) and says what it may not hold, or gives the drawing as
 * the site shows it: re-written from the parsed tree (drawing-check.ts, in jsdom's DOM).
 */
export const checkDrawing = (svg: string): DrawingCheck => checkDrawingIn(svg, jsdomDom());

/** A drawing's path under the content's pictures (src/assets/art/), or undefined if it is none. */
const artPath = (root: string, file: string) => {
  const path = relative(root, file).split("\\").join("/");
  return path.startsWith("src/assets/art/") && path.endsWith(".svg") ? path.slice("src/assets/art/".length) : undefined;
};

/**
 * A drawing as it goes inside a page (`?drawing`), by SVGO: every id gets a prefix made of the
 * drawing's path ("hero-slides-0-image-"), and every reference to one too (href, url() in attributes
 * and styles), because several drawings share one document and two exports often use the same ids.
 * The wrapper is the image (role="img", named by the alt text), so the drawing itself is hidden from
 * assistive technology and from the tab order.
 */
export function inlineDrawing(markup: string, path: string): string {
  const prefix = path.slice(0, -".svg".length).replaceAll("/", "-");
  return optimize(markup, {
    plugins: [
      { name: "prefixIds", params: { prefix, delim: "-", prefixClassNames: false } },
      {
        name: "addAttributesToSVGElement",
        params: { attributes: [{ "aria-hidden": "true" }, { focusable: "false" }] },
      },
    ],
  }).data;
}

/**
 * The drawings in Vite: a page that draws one inside itself (`?drawing`) gets the re-written drawing
 * with ids of its own (inlineDrawing), and the file the build publishes for an <img> the re-written
 * drawing. A drawing with a problem stops the build here too, though the content check has refused
 * it before.
 */
export function drawings(): Plugin {
  let root = process.cwd();
  // Each drawing is asked for by the pages and published by the client and the server builds:
  // checked once per text (about 20 ms each), not once per asking.
  const markupByText = new Map<string, string>();
  const checked = (file: string) => {
    const text = readFileSync(file, "utf8");
    const known = markupByText.get(text);
    if (known !== undefined) return known;
    const result = checkDrawing(text);
    if (result.markup === undefined)
      throw new Error(
        `${relative(root, file)}: the drawing may not be shown:\n  ${result.problems.map(problemText).join("\n  ")}`,
      );
    markupByText.set(text, result.markup);
    return result.markup;
  };
  return {
    name: "rymi:drawings",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const [file = "", query] = id.split("?");
      const path = artPath(root, file);
      if (query !== "drawing" || !path) return null;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(inlineDrawing(checked(file), path))};`;
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "asset") continue;
        const [source] = output.originalFileNames ?? [];
        if (source && artPath(root, `${root}/${source}`)) output.source = checked(`${root}/${source}`);
      }
    },
  };
}
