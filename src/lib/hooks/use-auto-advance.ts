import { useCallback, useEffect, useState } from "react";

import { nextIndex, prevIndex, wrapIndex } from "../cycle";

type Options = {
  count: number;
  /** Time each item stays before the next one, in ms. */
  intervalMs: number;
  /** While true, nothing advances. */
  paused: boolean;
};

/**
 * The index of an auto-advancing widget (hero slides, use-case tabs). It moves on every
 * `intervalMs` while not paused; any change, manual or automatic, restarts the full interval.
 */
export function useAutoAdvance({ count, intervalMs, paused }: Options) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  const goTo = useCallback((i: number) => setIndex(wrapIndex(i, count)), [count]);
  const next = useCallback(() => setIndex((i) => nextIndex(i, count)), [count]);
  const prev = useCallback(() => setIndex((i) => prevIndex(i, count)), [count]);

  return { index, goTo, next, prev };
}
