import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BREAK_OUT_CORPUS, META_REFRESH_DESCRIPTION } from "../../build-plugins/hostile-content/break-out-strings";
import { pageElements, textOf } from "../../build-plugins/html.mjs";
import { scriptJson } from "./script-json";

/** The element names and attribute names of a page with `data` as its structured data, as a browser parses it. */
function pageWith(data: unknown) {
  const text = scriptJson(data);
  const html = `<!DOCTYPE html><html><head><title>t</title><script type="application/ld+json">${text}</script></head><body><p>after</p></body></html>`;
  const elements = pageElements(html);
  return {
    text,
    tree: elements.map((e) => [e.tagName, ...e.attrs.map((a) => a.name)].join(" ")),
    scriptText: elements.filter((e) => e.tagName === "script").map(textOf),
  };
}

const EXPECTED_TREE = pageWith({ description: "plain" }).tree;

describe("scriptJson", () => {
  it("writes <, >, &, U+2028 and U+2029 as \\u escapes, and nothing else differs from JSON.stringify", () => {
    const value = { a: "</script><!--&-->", b: "line\u2028para\u2029", c: ["é", 1, null, true] };
    expect(scriptJson(value)).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026--\\u003e","b":"line\\u2028para\\u2029","c":["é",1,null,true]}',
    );
    expect(scriptJson({ "@type": "WebPage", name: "Privacy Policy | RYMI" })).toBe(
      JSON.stringify({ "@type": "WebPage", name: "Privacy Policy | RYMI" }),
    );
  });

  it("keeps each break-out string inside the one <script>, as data JSON.parse reads back", () => {
    for (const description of [...BREAK_OUT_CORPUS, META_REFRESH_DESCRIPTION]) {
      const page = pageWith({ description, name: description });
      expect(page.tree, description).toEqual(EXPECTED_TREE);
      expect(page.scriptText, description).toEqual([page.text]);
      expect(JSON.parse(page.text)).toEqual({ description, name: description });
    }
  });

  it("for any JSON value: one element, no raw <, >, &, U+2028 or U+2029, and the same value back", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: "binary" }), (value, text) => {
        const data = { value, text };
        const page = pageWith(data);
        expect(page.tree).toEqual(EXPECTED_TREE);
        expect(page.scriptText).toEqual([page.text]);
        expect(page.text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(page.text)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });

  it("refuses a value with no JSON form rather than write an empty script", () => {
    expect(() => scriptJson(undefined)).toThrow(TypeError);
  });
});
