import { About } from "~/components/sections/about";
import { Contact } from "~/components/sections/contact";
import { HeroCarousel } from "~/components/sections/hero-carousel";
import { HowItWorks } from "~/components/sections/how-it-works";
import { UseCases } from "~/components/sections/use-cases";
import { homePage } from "~/content/home-page";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta({ ...homePage, schema: "home" });

/**
 * A browser may paint a page it has only partly read. Here the first frame waits (in Chromium; the
 * others ignore the hint) until the section after the hero has been reached, so that the whole hero
 * is read: the words a visitor sees first are the largest paint, not followed by a later one, and the
 * slide on screen, first in the page, already has the rows its hidden neighbours share with it.
 */
export const links: Route.LinksFunction = () => [{ rel: "expect", href: "#about", blocking: "render" }];

export default function Home() {
  return (
    <>
      <HeroCarousel />
      <About />
      <HowItWorks />
      <UseCases />
      <Contact />
    </>
  );
}
