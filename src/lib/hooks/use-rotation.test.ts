import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useRotation } from "./use-rotation";

/** Make `prefers-reduced-motion: reduce` match (or not) for the hook's media query. */
function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes("prefers-reduced-motion: reduce"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("useRotation", () => {
  it("rotates by default and stops and restarts with the visitor's choice", () => {
    preferReducedMotion(false);
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: 6000 }));
    expect(result.current.playing).toBe(true);
    advance(6000);
    expect(result.current.index).toBe(1);
    act(() => result.current.toggle());
    expect(result.current.playing).toBe(false);
    advance(30_000);
    expect(result.current.index).toBe(1);
    act(() => result.current.toggle());
    advance(6000);
    expect(result.current.index).toBe(2);
  });

  it("never rotates on its own under reduced motion, until the visitor presses play", () => {
    preferReducedMotion(true);
    const { result } = renderHook(() => useRotation({ count: 5, intervalMs: 5000 }));
    expect(result.current.playing).toBe(false);
    advance(60_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it("holds while hovered or focused, and goes on afterwards", () => {
    preferReducedMotion(false);
    const { result } = renderHook(() => useRotation({ count: 5, intervalMs: 5000 }));
    act(() => result.current.setHovered(true));
    expect(result.current.rotating).toBe(false);
    advance(20_000);
    expect(result.current.index).toBe(0);
    act(() => {
      result.current.setHovered(false);
      result.current.setFocused(true);
    });
    advance(20_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.setFocused(false));
    expect(result.current.playing).toBe(true);
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it("stop() is a lasting pause (APG: focus entering the carousel)", () => {
    preferReducedMotion(false);
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: 6000 }));
    act(() => result.current.stop());
    advance(60_000);
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(false);
  });
});
