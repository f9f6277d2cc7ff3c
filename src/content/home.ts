// The side bar's "Home page", its sections: from their content files (src/content/home/*.json,
// edited with `npm run edit`), each item with its picture's frame and its icon's drawing. The page's
// title and description are ./home-page.ts: the SEO code and the manifest read those on every page,
// and a module they import would take these sections, and their pictures, out of the home page's
// own JavaScript into the bundle every page shares.
import { fill } from "./fill";

import heroContent from "./home/hero.json";
import howItWorksContent from "./home/how-it-works.json";
import useCasesContent from "./home/use-cases.json";
import { frames, picture } from "./pictures";
import type { HeroSlide, Step, UseCase } from "./types";

// Each file's type is its schema's, icons and pictures imported (its .d.json.ts beside it): the
// build checks every content file against the schema (tooling/content-check.ts) before it builds
// anything.
export { default as about } from "./home/about.json";

export { default as contact } from "./home/contact.json";

export const hero = {
  ...heroContent,
  slides: heroContent.slides.map(({ image, alt, ...slide }): HeroSlide => ({
    ...slide,
    image: picture(image, alt, frames.hero),
  })),
};

export const howItWorks = {
  ...howItWorksContent,
  /** Read after "Learn More" by screen readers only, so each step's link has its own name. */
  learnMoreAbout: (step: string) => ` ${fill(howItWorksContent.learnMoreAbout, { step })}`,
  steps: howItWorksContent.steps.map(({ image, alt, ...step }): Step => ({
    ...step,
    image: picture(image, alt, frames.step),
  })),
};

export const useCases = {
  ...useCasesContent,
  items: useCasesContent.items.map(({ image, alt, ...item }): UseCase => ({
    ...item,
    image: picture(image, alt, frames.useCase),
  })),
};
