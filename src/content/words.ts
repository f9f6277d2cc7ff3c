// The content's templates as the islands say them ("Slide {n}" → "Slide 2"): plain functions over
// the words a page hands its island (src/content/shared.ts, src/content/home.ts), for the browser.
import { fill } from "./fill";
import type { ContentOf } from "./types";

/** Words on the carousel and tab controls (read by screen readers, shown as tooltips). */
export type ControlWords = ContentOf<"controls">;

export const controlWords = (words: ControlWords) => ({
  ...words,
  slidePicker: (n: number) => fill(words.slidePicker, { n }),
  stepPicker: (n: number) => fill(words.stepPicker, { n }),
  position: (n: number, total: number) => fill(words.position, { n, total }),
});

/** Read after "Learn More" by screen readers only, so each step's link has its own name. */
export const learnMoreAbout = (template: string, step: string) => ` ${fill(template, { step })}`;
