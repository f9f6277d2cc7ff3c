import { useState } from "react";

import { useAutoAdvance } from "./use-auto-advance";
import { useReducedMotion } from "./use-media-query";

type Options = { count: number; intervalMs: number };

/**
 * Auto-rotation for a carousel or tab set, with the pauses WCAG 2.2.2 and the APG ask for:
 * the visitor's play/pause choice, hover, focus, and no rotation at all under reduced motion.
 */
export function useRotation({ count, intervalMs }: Options) {
  const reducedMotion = useReducedMotion();
  /** The visitor's explicit choice; until they make one, rotate unless they prefer reduced motion. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused;
  const steps = useAutoAdvance({ count, intervalMs, paused: !rotating });

  return {
    ...steps,
    /** Rotation is switched on (what the pause/play control shows). */
    playing,
    /** Rotation is on and nothing is holding it: items are moving now. */
    rotating,
    toggle: () => setChoice(!playing),
    stop: () => setChoice(false),
    setHovered,
    setFocused,
  };
}
