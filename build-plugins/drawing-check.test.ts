// @vitest-environment node
// The drawing check in a web page's own DOM (pageDom: the page's window, the build's XML reader)
// says what the build says (jsdom's DOM): the same problems, the same drawing, for every hostile
// drawing, every drawing of the site and every kind of malformed file; so an editor refusing a save
// in the browser words it as the build would.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { uploadProblems } from "./content-check.ts";
import { checkDrawing, pageDom, readXml } from "./drawing-check.ts";
import { checkDrawing as checkDrawingInNode, inlineDrawing, jsdomDom } from "./drawings.ts";
import { filesUnder } from "./files.mjs";
import { uploadProblems as uploadProblemsIn } from "./upload-check.ts";

const ROOT = join(import.meta.dirname, "..");
const CORPUS = join(import.meta.dirname, "hostile-content");
const SVG = 'xmlns="http://www.w3.org/2000/svg"';

/** Drawings the XML reader must refuse, or read just so, each by what it tries. */
const MALFORMED: Record<string, string> = {
  "an unclosed element": `<svg ${SVG}><rect></svg>`,
  "an unclosed element after a script": `<svg ${SVG}><script>alert(1)</script><rect>`,
  "no text at all": "",
  "text alone": "hello",
  "a bare ampersand": `<svg ${SVG}><text>a & b</text></svg>`,
  "an undeclared prefix": `<svg ${SVG}><rect xlink:href="#a"/></svg>`,
  "an HTML entity": `<svg ${SVG}><text>&nbsp;</text></svg>`,
  "XML 1.1 with a control character": `<?xml version="1.1"?><svg ${SVG}><text>\u0001</text></svg>`,
  "an attribute twice": `<svg ${SVG}><rect x="1" x="2"/></svg>`,
  "two roots": `<svg ${SVG}/><svg ${SVG}/>`,
  "an HTML root": '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
  "no namespace": "<svg><rect/></svg>",
  "a parser's error element": `<svg ${SVG}><parsererror xmlns="http://www.w3.org/1999/xhtml">x</parsererror></svg>`,
  "a byte order mark": `\ufeff<svg ${SVG}><rect/></svg>`,
  "comments, instructions and CDATA": `<?xml version="1.0"?><!-- c --><svg ${SVG}><?pi x?><rect/><![CDATA[ a ]]></svg>`,
  "a style element": `<svg ${SVG}><style>rect{fill:red}</style><rect/></svg>`,
  "prefixed SVG elements": `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>x</s:script></s:svg>`,
  "attributes in other namespaces": `<svg ${SVG} xmlns:x="urn:x" xml:space="preserve" x:a="1"><rect x:b="&lt;2&gt;"/></svg>`,
};

const drawings = (folder: string) =>
  filesUnder(folder)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => [file, readFileSync(join(folder, file), "utf8")] as const);

const page = pageDom(new JSDOM("").window);

describe("the drawing check in a page's own DOM", () => {
  const all = [
    ...drawings(join(CORPUS, "drawings")),
    ...drawings(join(ROOT, "src/assets/art")),
    ...Object.entries(MALFORMED),
  ];

  it("gives the build's answer for every drawing", () => {
    expect(all.length).toBeGreaterThan(50);
    for (const [name, svg] of all) expect(checkDrawing(svg, page), name).toEqual(checkDrawingInNode(svg));
  });

  it("refuses a malformed file with the line and column, as the build does", () => {
    expect(checkDrawing(MALFORMED["an unclosed element"] ?? "", page).problems).toEqual([
      { where: "the file", why: "is not well-formed XML (line 1:52: unexpected close tag.)" },
    ]);
  });

  it("gives the editor's messages for every upload, in the hero's folder and elsewhere", () => {
    for (const [name, svg] of all)
      for (const path of ["src/assets/art/hero/slides/x.svg", "src/assets/art/use-cases/x.svg"])
        expect(uploadProblemsIn(path, svg, page), `${path} ${name}`).toEqual(uploadProblems(path, svg));
  });

  it("builds the tree in the page's document, never loading or running what it holds", () => {
    const window = new JSDOM("", { runScripts: "dangerously" }).window;
    const text = `<svg ${SVG}><script>window.ran = true</script><image href="https://attacker.example/x.png"/></svg>`;
    const document = readXml(text, window.document.implementation);
    expect(document.documentElement.outerHTML).toContain("<script>window.ran = true</script>");
    expect(document.defaultView).toBeNull();
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
    expect(checkDrawing(text, pageDom(window)).problems.map((p) => p.where)).toContain("<script>");
  });

  it("reads the pictures with jsdom's DOM in Node, once", () => {
    expect(jsdomDom()).toBe(jsdomDom());
  });
});

describe("a drawing inside the page", () => {
  it("gives two drawings with the same ids ids of their own, references in attributes and styles included", () => {
    const exported =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
      '<style>.a{fill:url(#g)}</style><defs><linearGradient id="g"/><clipPath id="c"/></defs>' +
      '<rect class="a" fill="url(#g)" clip-path="url(\'#c\')"/><use href="#c"/><use xlink:href="#g"/></svg>';
    expect(inlineDrawing(exported, "hero/slides/1/image.svg")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" aria-hidden="true" focusable="false">' +
        "<style>.a{fill:url(#hero-slides-1-image-g)}</style>" +
        '<defs><linearGradient id="hero-slides-1-image-g"/><clipPath id="hero-slides-1-image-c"/></defs>' +
        '<rect class="a" fill="url(#hero-slides-1-image-g)" clip-path="url(#hero-slides-1-image-c)"/>' +
        '<use href="#hero-slides-1-image-c"/><use xlink:href="#hero-slides-1-image-g"/></svg>',
    );
  });
});
