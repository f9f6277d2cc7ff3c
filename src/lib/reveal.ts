/** The share of a section that counts as seen (`seenEnough`: less for a very tall one). */
export const REVEAL_THRESHOLD = 0.2;

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

/**
 * Fades `element` in once, when `threshold` of it is visible: it says its state in `data-reveal`
 * (the section's classes style each), and is never hidden without script or before it runs.
 */
export function watchReveal(element: HTMLElement, threshold: number) {
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
        element.dataset.reveal = "hidden";
        return;
      }
      if (visible) {
        element.dataset.reveal = "revealed";
        observer.disconnect();
      }
    },
    { threshold: STEPS.map((step) => step * threshold) },
  );
  observer.observe(element);
}
