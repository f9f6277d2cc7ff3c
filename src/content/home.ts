// The side bar's "Home page", its sections: from their content files (src/content/home/*.json,
// edited with `npm run edit`), each item with its picture's frame and its icon's drawing. The page's
// title and description are ./home-page.ts: the SEO code and the manifest read those on every page,
// and a module they import would take these sections, and their pictures, out of the home page's
// own JavaScript into the bundle every page shares.
import { fill } from "./fill";

import aboutData from "./home/about.json";
import contactData from "./home/contact.json";
import heroData from "./home/hero.json";
import howItWorksData from "./home/how-it-works.json";
import useCasesData from "./home/use-cases.json";
import { frames, picture } from "./pictures";
import type { ContentOf, HeroSlide, Imported, Step, UseCase } from "./types";

// The build checks every content file against the schema (tooling/content-check.ts) before it
// builds anything, so here the data is what the schema says, its icons and pictures imported.
const heroContent = heroData as unknown as Imported<ContentOf<"hero">>;
const howItWorksContent = howItWorksData as unknown as Imported<ContentOf<"howItWorks">>;
const useCasesContent = useCasesData as unknown as Imported<ContentOf<"useCases">>;

export const about = aboutData as unknown as Imported<ContentOf<"about">>;

export const contact = contactData as unknown as Imported<ContentOf<"contact">>;

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
