import { About } from "~/components/sections/about";
import { Contact } from "~/components/sections/contact";
import { HeroCarousel } from "~/components/sections/hero-carousel";
import { HowItWorks } from "~/components/sections/how-it-works";
import { UseCases } from "~/components/sections/use-cases";
import { homePage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta({ ...homePage, schema: "home" });

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
