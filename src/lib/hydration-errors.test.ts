import { afterEach, describe, expect, it, vi } from "vitest";

import layout from "~/layouts/site.astro?raw";

import { onRecoverableErrorFor, SITE_LANGUAGE } from "./hydration-errors";

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

let made: HTMLElement | undefined;
afterEach(() => made?.remove());

/** A page's <html> as pre-rendered, and the handler an island's root gets. */
function setUp() {
  const element = (made = document.createElement("html"));
  element.lang = SITE_LANGUAGE;
  const report = vi.fn();
  return { html: element, report, onRecoverableError: onRecoverableErrorFor(element, { report }) };
}

describe("onRecoverableErrorFor", () => {
  it("knows the pages' own language", () => {
    expect(layout).toMatch(new RegExp(`<html lang="${SITE_LANGUAGE}"[\\s>]`));
  });

  it.each(MISMATCHES)("drops a mismatch on a page Chrome translated, and leaves its marks: %s", (error) => {
    const { html, report, onRecoverableError } = setUp();
    html.classList.add("translated-ltr");
    html.lang = "hi";
    onRecoverableError(error);
    expect(report).not.toHaveBeenCalled();
    expect([html.lang, html.className]).toEqual(["hi", "translated-ltr"]);
  });

  it("drops a mismatch where another translator only changed the page's language", () => {
    const { html, report, onRecoverableError } = setUp();
    html.lang = "de";
    onRecoverableError(MISMATCHES[0]);
    expect(report).not.toHaveBeenCalled();
  });

  it("drops a mismatch where the translator only left its class", () => {
    const { html, report, onRecoverableError } = setUp();
    html.classList.add("translated-rtl");
    onRecoverableError(MISMATCHES[1]);
    expect(report).not.toHaveBeenCalled();
  });

  it("reports a mismatch on a page nobody translated", () => {
    const { report, onRecoverableError } = setUp();
    onRecoverableError(MISMATCHES[0]);
    expect(report).toHaveBeenCalledWith(MISMATCHES[0]);
  });

  it("reports any other error, translated page or not", () => {
    const { html, report, onRecoverableError } = setUp();
    html.classList.add("translated-ltr");
    const other = minified(423); // an error thrown while hydrating, recovered by drawing again
    onRecoverableError(other);
    onRecoverableError("not an Error");
    expect(report.mock.calls).toEqual([[other], ["not an Error"]]);
  });
});
