import { describe, expect, it } from "vitest";

import { seenEnough } from "./reveal";

const header = 88;

describe("seenEnough (a section fades in when 20% of it is visible)", () => {
  it("a section that fits: exactly 20% of it", () => {
    const section = { height: 1_500, screen: 800, underHeader: header };
    expect(seenEnough({ ...section, visibleHeight: 299 }, 0.2)).toBe(false);
    expect(seenEnough({ ...section, visibleHeight: 300 }, 0.2)).toBe(true);
  });

  it("a section that cannot show 20% of itself below the header: 20% of the screen", () => {
    // WebKit at 447 x 800: About is 3,748 px tall; landing on it from the nav shows 712 px of it.
    const about = { height: 3_748, screen: 800, underHeader: header };
    expect(seenEnough({ ...about, visibleHeight: 712 }, 0.2)).toBe(true);
    expect(seenEnough({ ...about, visibleHeight: 159 }, 0.2)).toBe(false);
    expect(seenEnough({ ...about, visibleHeight: 160 }, 0.2)).toBe(true);
  });

  it("just short of that limit, 20% of the section still holds", () => {
    const section = { height: 3_560, screen: 800, underHeader: header }; // 712 px needed, 712 px available
    expect(seenEnough({ ...section, visibleHeight: 711 }, 0.2)).toBe(false);
    expect(seenEnough({ ...section, visibleHeight: 712 }, 0.2)).toBe(true);
  });

  it("nothing on screen is never seen", () => {
    expect(seenEnough({ height: 100, visibleHeight: 0, screen: 800, underHeader: header }, 0)).toBe(false);
  });
});
