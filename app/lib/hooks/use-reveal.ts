import { useEffect, useRef, useState } from "react";

const STEPS = [0, 0.25, 0.5, 0.75, 1];

/**
 * "shown": visible as pre-rendered (no script yet, or already on screen when scripts ran).
 * "hidden": below the fold, waiting. "revealed": faded in once it came 20% into view.
 */
export type RevealState = "shown" | "hidden" | "revealed";

type Sighting = {
  /** The element's height and how much of it is on screen, in px; the screen's height. */
  height: number;
  visibleHeight: number;
  screen: number;
  /** What the fixed header covers at the top (html's scroll-padding-top, where in-page links land). */
  underHeader: number;
};

/**
 * Whether `threshold` of an element (0.2: a fifth of it) is on screen, so it counts as seen. A section that
 * cannot show that much of itself below the fixed header would stay empty for a visitor who
 * lands on it from the nav (WebKit, 447 x 800 px: About is 3,748 px tall, 750 px needed, 712 px
 * shown), so for such a section `threshold` of the screen counts instead.
 */
export function seenEnough({ height, visibleHeight, screen, underHeader }: Sighting, threshold: number): boolean {
  if (visibleHeight <= 0) return false;
  const tooTall = height * threshold > screen - underHeader;
  return tooTall ? visibleHeight >= screen * threshold : visibleHeight >= height * threshold;
}

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
        const visible =
          entry.isIntersecting &&
          seenEnough(
            {
              height: entry.boundingClientRect.height,
              visibleHeight: entry.intersectionRect.height,
              screen: entry.rootBounds?.height ?? window.innerHeight,
              underHeader: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
            },
            threshold,
          );
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
