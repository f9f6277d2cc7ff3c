import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useAutoAdvance } from "./use-auto-advance";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("useAutoAdvance", () => {
  it("advances once per interval and wraps (hero: 3 slides, 6 s)", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 3, intervalMs: 6000, paused: false }));
    expect(result.current.index).toBe(0);
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(6000);
    expect(result.current.index).toBe(2);
    advance(6000);
    expect(result.current.index).toBe(0);
  });

  it("cycles 5 use cases every 5 s", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 5, intervalMs: 5000, paused: false }));
    const seen = [result.current.index];
    for (let i = 0; i < 5; i++) {
      advance(5000);
      seen.push(result.current.index);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 0]);
  });

  it("does not advance while paused, and resumes with a full interval", () => {
    const { result, rerender } = renderHook(({ paused }) => useAutoAdvance({ count: 3, intervalMs: 6000, paused }), {
      initialProps: { paused: false },
    });
    advance(4000);
    rerender({ paused: true });
    advance(60_000);
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it("restarts the interval after a manual move, and wraps both ways", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 3, intervalMs: 6000, paused: false }));
    advance(5000);
    act(() => result.current.prev());
    expect(result.current.index).toBe(2);
    advance(5000);
    expect(result.current.index).toBe(2);
    advance(1000);
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(-2));
    expect(result.current.index).toBe(1);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
  });
});
