import { About } from "~/components/sections/about";
import { Contact } from "~/components/sections/contact";
import { HeroCarousel } from "~/components/sections/hero-carousel";
import { HowItWorks } from "~/components/sections/how-it-works";
import { UseCases } from "~/components/sections/use-cases";
import { pages } from "~/content/pages";

import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: pages.home.title },
  { name: "description", content: pages.home.description },
];

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
