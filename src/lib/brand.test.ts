import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { logoMarkSvg, palette } from "./brand";

const css = readFileSync(join(import.meta.dirname, "../styles/app.css"), "utf8");

describe("palette", () => {
  it.each(Object.entries(palette))("%s matches its --color token in app.css", (name, value) => {
    const token = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(css);
    expect(token?.[1]?.toLowerCase()).toBe(value);
  });
});

describe("logoMarkSvg", () => {
  it("is what assets/brand/logo-mark.svg holds (the favicon and the footer's mark, a fingerprinted file)", () => {
    const file = readFileSync(join(import.meta.dirname, "../assets/brand/logo-mark.svg"), "utf8");
    expect(file, "regenerate the file from logoMarkSvg({ size: 32 })").toBe(logoMarkSvg({ size: 32 }));
  });

  it("draws the rounded tile by default and a full-bleed square for home-screen icons", () => {
    const rounded = new DOMParser().parseFromString(logoMarkSvg({ size: 48 }), "image/svg+xml");
    const tile = rounded.querySelector("rect");
    expect(rounded.documentElement.getAttribute("width")).toBe("48");
    expect(tile?.getAttribute("rx")).toBe("9");
    expect(tile?.getAttribute("fill")).toBe(palette.volt);

    const square = new DOMParser().parseFromString(logoMarkSvg({ size: 512, fullBleed: true }), "image/svg+xml");
    expect(square.querySelector("rect")?.hasAttribute("rx")).toBe(false);
    expect(square.querySelector("g")?.getAttribute("transform")).toContain("scale(0.72)");
  });
});
