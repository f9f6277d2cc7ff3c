import { useCallback, useEffect, useRef, useState } from "react";

import { wrapIndex } from "../cycle";
import { useReducedMotion } from "./use-media-query";

/**
 * A swipe carousel on the browser's own scrolling: a scroll-snap track that the visitor swipes
 * natively, plus `goTo` for arrows and dots (wrapping at both ends). The current slide is the
 * one most in view, tracked with an IntersectionObserver on the track.
 */
export function useSnapCarousel(count: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const slides = Array.from(track.children);
    const ratios = slides.map(() => 0);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios[slides.indexOf(entry.target)] = entry.intersectionRatio;
        const best = ratios.indexOf(Math.max(...ratios));
        if (best >= 0 && (ratios[best] ?? 0) > 0) setIndex(best);
      },
      { root: track, threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    slides.forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, []);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      const slide = track?.children[wrapIndex(target, count)];
      if (!track || !(slide instanceof HTMLElement)) return;
      track.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? "instant" : "smooth" });
    },
    [count, reducedMotion],
  );

  return { trackRef, index, goTo };
}
