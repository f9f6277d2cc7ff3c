// @vitest-environment node
import { describe, expect, it } from "vitest";

import { hero } from "~/content/home";
import { socialCard } from "~/content/shared";

import { BREAK_OUT_CORPUS, META_REFRESH_DESCRIPTION } from "../../../build-plugins/hostile-content/break-out-strings";
import { pageElements } from "../../../build-plugins/html.mjs";
import { socialCardFonts, socialCardSvg } from "./social-card.server";

/** The card's elements, each with its attribute names, as a browser would read the SVG inline. */
const shape = (svg: string) => pageElements(svg).map((e) => [e.tagName, ...e.attrs.map((a) => a.name)].join(" "));

describe("the social card", () => {
  it("draws the content's words as outlines: no string of theirs is text or markup in its SVG", async () => {
    const fonts = await socialCardFonts();
    const today = shape(await socialCardSvg({ heading: hero.heading, tagline: socialCard.tagline }, fonts));
    expect(today).toContain("path fill d");
    for (const text of [...BREAK_OUT_CORPUS, META_REFRESH_DESCRIPTION]) {
      const svg = await socialCardSvg({ heading: text, tagline: text }, fonts);
      expect(shape(svg), text).toEqual(today);
      expect(svg, text).not.toMatch(/alert|evil|script|style|-->|<!--|\]\]>/i);
    }
  });
});
