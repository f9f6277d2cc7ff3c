import { describe, expect, it } from "vitest";

import { fill } from "./fill";

describe("fill", () => {
  it("puts each value in its placeholder and leaves unknown ones", () => {
    expect(fill("{n} of {total}", { n: 2, total: 3 })).toBe("2 of 3");
    expect(fill(" about {step}", { step: "Audio Playback" })).toBe(" about Audio Playback");
    expect(fill("Slide {n} {x}", { n: 1 })).toBe("Slide 1 {x}");
  });
});
