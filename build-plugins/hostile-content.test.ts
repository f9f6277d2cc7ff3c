// @vitest-environment node
// The hostile corpus (build-plugins/hostile-content/): drawings and legal texts a careless download, a
// pasted document or an attacker could bring. Each one is refused, with a message that names what
// it holds; the site's own drawings and texts pass, and are shown as they are.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";

import { checkDrawing, cssProblems, problemText } from "./drawings.ts";
import { filesUnder } from "./files.mjs";
import { LEGAL_TEXT_INSERTS } from "../src/content/fields.ts";
import { checkLegalText, LEGAL_TEXT_COMPONENTS, legalProblemText, remarkLegalText } from "../src/content/legal-text.ts";

const ROOT = join(import.meta.dirname, "..");
const CORPUS = join(import.meta.dirname, "hostile-content");

/** Each hostile drawing, and what its refusal must name. */
const DRAWINGS: Record<string, string> = {
  "script-slash.svg": "<script> runs script",
  "script-uppercase.svg": "<script> runs script",
  "script-prefixed.svg": "<script> runs script",
  "script-xlink-href.svg": "<script> runs script",
  "onload.svg": '<circle onload="',
  "host-href.svg": '<image href="//attacker.example/x.png"> loads from another host',
  "host-css-url.svg": "url(//attacker.example/x.png) loads from another host",
  "image-https.svg": '<image href="https://attacker.example/x.png"> loads from another address (https:)',
  "image-data.svg": "embeds a file (data:)",
  "fe-image.svg": '<feImage href="https://attacker.example/x.png">',
  "use-other-file.svg": '<use href="other.svg#shape"> loads another file',
  "a-javascript.svg": "<a href=\"javascript:document.title='PWNED'\"> runs script (javascript:)",
  "a-javascript-tab.svg": "runs script (javascript:)",
  "animate-href.svg": "<animate> animates an attribute",
  "set-onclick.svg": "<set> sets an attribute",
  "animate-transform-href.svg": '<animateTransform attributename="xlink:href"> animates a link or an event handler',
  "foreign-object.svg": "<foreignObject> carries a web page",
  "iframe.svg": "<iframe> loads another document",
  "embed.svg": "<embed> loads another document",
  "object.svg": "<object> loads another document",
  "style-import.svg": "<style> @import loads another stylesheet",
  "style-escaped-url.svg": "<style> url(//attacker.example/x.png) loads from another host",
  "style-attribute.svg": "<rect style=",
  "entity.svg": "<!DOCTYPE> declares entities",
  "cdata-breakout.svg": '<style> text "</style><script>',
  "escaped-markup.svg": '<text> text "<script>',
};

/** Each hostile legal text, and what its refusal must name. */
const LEGAL_TEXTS: Record<string, string> = {
  "expression-in-build.mdx": "line 1: {process.version} is an expression",
  "script-element.mdx": "line 3: <script> is not one of the components",
  "export.mdx": 'line 1: import or export "export const title',
  "import.mdx": 'line 1: import or export "import { readFileSync }',
  "fetch-expression.mdx": '{fetch("https://attacker.example/',
  "img-onerror.mdx": "line 3: <img> is not one of the components",
  "iframe.mdx": "line 3: <iframe> is not one of the components",
  "javascript-link.mdx": "the link to \"javascript:document.title='PWNED'\" runs script",
  "component-expression-attribute.mdx": "<SiteUrl href> has an attribute that is not plain text",
  "component-spread.mdx": "<SiteUrl {…}> has an attribute that is not plain text",
  "html-comment.mdx": "line 1: the text cannot be read as MDX",
  "picture.mdx": "line 3: picture is not part of a legal text",
};

const read = (folder: string, file: string) => readFileSync(join(CORPUS, folder, file), "utf8");

describe("the hostile corpus", () => {
  it("lists every file of the corpus, so none goes unchecked", () => {
    expect(readdirSync(join(CORPUS, "drawings")).sort()).toEqual(Object.keys(DRAWINGS).sort());
    expect(readdirSync(join(CORPUS, "legal-texts")).sort()).toEqual(Object.keys(LEGAL_TEXTS).sort());
  });

  for (const [file, named] of Object.entries(DRAWINGS))
    it(`refuses the drawing ${file}, naming ${named}`, () => {
      const result = checkDrawing(read("drawings", file));
      expect(result.markup).toBeUndefined();
      expect(result.problems.map(problemText).join("\n")).toContain(named);
    });

  for (const [file, named] of Object.entries(LEGAL_TEXTS))
    it(`refuses the legal text ${file}, naming ${named}`, () => {
      expect(checkLegalText(read("legal-texts", file)).map(legalProblemText).join("\n")).toContain(named);
    });

  it("stops the MDX compiler before a hostile legal text becomes code, and compiles the site's own", async () => {
    const options = { remarkPlugins: [remarkLegalText] };
    for (const file of Object.keys(LEGAL_TEXTS).filter((f) => f !== "html-comment.mdx"))
      await expect(compile({ path: file, value: read("legal-texts", file) }, options)).rejects.toThrow(
        /the legal text may not be built/,
      );
    for (const page of ["privacy-policy", "terms-conditions"]) {
      const path = join(ROOT, "src/content/legal", page, "body.mdx");
      await expect(compile({ path, value: readFileSync(path, "utf8") }, options)).resolves.toBeDefined();
    }
  });
});

describe("the editor and the build agree", () => {
  it("on the components a legal text may hold: the ones the editor inserts, no more", () => {
    expect(Object.keys(LEGAL_TEXT_INSERTS).sort()).toEqual([...LEGAL_TEXT_COMPONENTS].sort());
  });
});

describe("the site's own drawings and texts", () => {
  it("pass, and each drawing is shown as drawn: re-written, it is its file's own text", () => {
    const art = join(ROOT, "src/assets/art");
    const drawings = filesUnder(art).filter((file) => file.endsWith(".svg"));
    expect(drawings.length).toBeGreaterThan(10);
    for (const file of drawings) {
      const text = readFileSync(join(art, file), "utf8");
      expect(checkDrawing(text), file).toEqual({ markup: text.trimEnd(), problems: [] });
    }
    for (const page of ["privacy-policy", "terms-conditions"])
      expect(checkLegalText(readFileSync(join(ROOT, "src/content/legal", page, "body.mdx"), "utf8"))).toEqual([]);
  });

  it("keep what a drawing may hold: gradients, references to itself, text, links to its own parts", () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Exported by a drawing program -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h5"/></defs>
  <style><![CDATA[ .a { fill: url(#g) } ]]></style>
  <rect class="a" width="10" height="10" fill="url('#g')"/>
  <use xlink:href="#p"/><a href="#p"><text x="1" y="9">R &amp; D &lt; 1 s</text></a>
</svg>`;
    const { markup, problems } = checkDrawing(svg);
    expect(problems).toEqual([]);
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n' +
        '  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h5"/></defs>\n' +
        "  <style> .a { fill: url(#g) } </style>\n" +
        '  <rect class="a" width="10" height="10" fill="url(\'#g\')"/>\n' +
        '  <use xlink:href="#p"/><a href="#p"><text x="1" y="9">R &amp; D &lt; 1 s</text></a>\n' +
        "</svg>",
    );
  });

  it("reads CSS with a tokenizer: an escaped url( is still a url(, a fragment is fine", () => {
    expect(cssProblems("a{fill:url(#g)} b{fill:url('#h')}")).toEqual([]);
    expect(cssProblems("a{fill:\\75 rl(//x.example/y)}")).toHaveLength(1);
    expect(cssProblems('a{background:image-set("https://x.example/y.png" 1x)}')).toHaveLength(1);
    expect(cssProblems('a{background:image-set(calc(1) "https://x.example/y.png" 1x)}')).toHaveLength(1);
    expect(cssProblems('a{font-family:"Inter", sans-serif; content: "https://not-a-url.example"}')).toEqual([]);
  });
});
