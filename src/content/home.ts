// The side bar's "Home page", its sections: from their content files (src/content/home/*.json,
// edited with `npm run edit`), each item with its picture in its frame and its icon's drawing. Read
// by the home page at build time (src/pages/index.astro), which hands each island its section as
// props. The page's title and description are ./home-page.ts: the SEO code and the manifest read
// those on every page.
import { entry, withIcons } from "./entries";
import { drawing, frames, picture } from "./pictures";
import type { Step, UseCase } from "./types";

const heroContent = await entry("hero");
const howItWorksContent = withIcons(await entry("howItWorks"));
const useCasesContent = withIcons(await entry("useCases"));

export const about = withIcons(await entry("about"));

export const contact = withIcons(await entry("contact"));

/** The slides' words, for the island, and their drawings, which the page draws inside itself. */
export const hero = {
  heading: heroContent.heading,
  label: heroContent.label,
  slides: heroContent.slides.map(({ image: _image, alt: _alt, ...slide }) => slide),
};
export const heroDrawings = await Promise.all(
  heroContent.slides.map(({ image, alt }) => drawing(image, alt, frames.hero)),
);

export const howItWorks = {
  ...howItWorksContent,
  steps: await Promise.all(
    howItWorksContent.steps.map(async ({ image, alt, ...step }): Promise<Step> => ({
      ...step,
      image: await picture(image, alt, frames.step),
    })),
  ),
};

export const useCases = {
  ...useCasesContent,
  items: await Promise.all(
    useCasesContent.items.map(async ({ image, alt, ...item }): Promise<UseCase> => ({
      ...item,
      image: await picture(image, alt, frames.useCase),
    })),
  ),
};
