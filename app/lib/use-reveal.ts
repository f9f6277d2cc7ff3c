import { useEffect, useRef, useState } from "react";

const STEPS = [0, 0.25, 0.5, 0.75, 1];

/**
 * "shown": visible as pre-rendered (no script yet, or already on screen when scripts ran).
 * "hidden": below the fold, waiting. "revealed": faded in once it came 20% into view.
 */
export type RevealState = "shown" | "hidden" | "revealed";

/** Fades an element in once, when `threshold` of it is visible; content never hides without JS. */
export function useReveal<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("shown");

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // A section taller than five screens can never be 20% visible: then 20% of the screen counts.
        const screen = entry.rootBounds?.height ?? window.innerHeight;
        const tooTall = entry.boundingClientRect.height * threshold > screen;
        const visible =
          entry.isIntersecting &&
          (entry.intersectionRatio >= threshold || (tooTall && entry.intersectionRect.height >= screen * threshold));
        if (first) {
          first = false;
          if (visible) {
            observer.disconnect();
            return;
          }
          setState("hidden");
          return;
        }
        if (visible) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { threshold: STEPS.map((step) => step * threshold) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  return { ref, state };
}
