import { useEffect, useState } from "react";

/** The longest a browser without requestIdleCallback (Safari) waits after load. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * False until the page has loaded and the browser is idle, then true: the moment for work the
 * first screen does not need (fetching the pictures of the use cases that rotate in later), so it
 * never competes with the first paint or the largest one.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let handle: number | undefined;
    const whenIdle = () => {
      handle =
        typeof window.requestIdleCallback === "function"
          ? window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_FALLBACK_MS })
          : window.setTimeout(() => setIdle(true), IDLE_FALLBACK_MS);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (handle === undefined) return;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return idle;
}
