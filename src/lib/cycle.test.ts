import { describe, expect, it } from "vitest";

import { indexForKey, nextIndex, prevIndex, wrapIndex } from "./cycle";

describe("wrapIndex", () => {
  it("keeps indexes inside the range", () => {
    expect(wrapIndex(0, 3)).toBe(0);
    expect(wrapIndex(2, 3)).toBe(2);
  });

  it("wraps past either end, any number of times", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-7, 5)).toBe(3);
    expect(wrapIndex(12, 4)).toBe(0);
  });

  it("rejects an empty or fractional count", () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
    expect(() => wrapIndex(0, 2.5)).toThrow(RangeError);
  });
});

describe("next and previous", () => {
  it("cycles the 3 hero slides both ways", () => {
    const forward = [0];
    for (let i = 0; i < 4; i++) forward.push(nextIndex(forward.at(-1) ?? 0, 3));
    expect(forward).toEqual([0, 1, 2, 0, 1]);
    const backward = [0];
    for (let i = 0; i < 4; i++) backward.push(prevIndex(backward.at(-1) ?? 0, 3));
    expect(backward).toEqual([0, 2, 1, 0, 2]);
  });

  it("wraps over the 4 steps and the 5 use cases", () => {
    expect(nextIndex(3, 4)).toBe(0);
    expect(prevIndex(0, 4)).toBe(3);
    expect(nextIndex(4, 5)).toBe(0);
    expect(prevIndex(0, 5)).toBe(4);
  });
});

describe("indexForKey", () => {
  it("moves with the arrow keys and wraps", () => {
    expect(indexForKey("ArrowRight", 4, 5)).toBe(0);
    expect(indexForKey("ArrowLeft", 0, 5)).toBe(4);
    expect(indexForKey("ArrowRight", 1, 5)).toBe(2);
  });

  it("jumps with Home and End", () => {
    expect(indexForKey("Home", 3, 5)).toBe(0);
    expect(indexForKey("End", 1, 5)).toBe(4);
  });

  it("also moves with Up and Down, for tabs stacked on small screens", () => {
    expect(indexForKey("ArrowDown", 4, 5)).toBe(0);
    expect(indexForKey("ArrowUp", 0, 5)).toBe(4);
  });

  it("ignores other keys", () => {
    expect(indexForKey("Enter", 1, 5)).toBeNull();
    expect(indexForKey("a", 1, 5)).toBeNull();
  });
});
