import { afterEach, describe, expect, it, vi } from "vitest";

import { onRecoverableErrorFor } from "./hydration-errors";

/** An error as React's production build words it. */
const minified = (code: number) =>
  new Error(
    `Minified React error #${code}; visit https://react.dev/errors/${code}?args[]=text&args[]= for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`,
  );
/** React's production and development words for a hydration mismatch. */
const MISMATCHES = [
  minified(418),
  new Error("Hydration failed because the server rendered text didn't match the client."),
];

let html: HTMLElement;
afterEach(() => html.remove());

/** A page's <html> as pre-rendered, and the handler watching it from before hydration. */
function setUp() {
  html = document.createElement("html");
  html.lang = "en";
  const report = vi.fn();
  return { report, onRecoverableError: onRecoverableErrorFor(html, report) };
}

/** What React's new render does to <html> in the task that reports the error: every attribute off, its own back. */
function rerender() {
  while (html.attributes[0]) html.removeAttributeNode(html.attributes[0]);
  html.lang = "en";
}

describe("onRecoverableErrorFor", () => {
  it.each(MISMATCHES)("drops a mismatch on a page Chrome translated, and puts its marks back: %s", async (error) => {
    const { report, onRecoverableError } = setUp();
    html.classList.add("translated-ltr");
    html.lang = "hi";
    await Promise.resolve(); // the translator's changes were seen long before
    rerender();
    onRecoverableError(error);
    expect(report).not.toHaveBeenCalled();
    expect([html.lang, html.className]).toEqual(["hi", "translated-ltr"]);
  });

  it("drops a mismatch where another translator only changed the page's language", () => {
    const { report, onRecoverableError } = setUp();
    html.lang = "de";
    rerender();
    onRecoverableError(MISMATCHES[0]);
    expect(report).not.toHaveBeenCalled();
    expect(html.lang).toBe("de");
  });

  it("drops a mismatch on a translated page React did not draw again", () => {
    const { report, onRecoverableError } = setUp();
    html.classList.add("translated-rtl");
    onRecoverableError(MISMATCHES[1]);
    expect(report).not.toHaveBeenCalled();
  });

  it("reports a mismatch on a page nobody translated", () => {
    const { report, onRecoverableError } = setUp();
    rerender();
    onRecoverableError(MISMATCHES[0]);
    expect(report).toHaveBeenCalledWith(MISMATCHES[0]);
  });

  it("reports any other error, translated page or not", () => {
    const { report, onRecoverableError } = setUp();
    html.classList.add("translated-ltr");
    const other = minified(423); // an error thrown while hydrating, recovered by drawing again
    onRecoverableError(other);
    onRecoverableError("not an Error");
    expect(report.mock.calls).toEqual([[other], ["not an Error"]]);
  });
});
