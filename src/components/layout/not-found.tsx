import { PageBand } from "~/components/layout/page-band";
import { ButtonLink } from "~/components/ui/button";
import { printHeading } from "~/components/ui/print";
import { notFoundPage } from "~/content/other-pages";
import { cn } from "~/lib/cn";
import { homePath } from "~/lib/routes";

/** The page-not-found page's band: the same file answers every unknown path (src/pages/404.astro). */
export function NotFound() {
  return (
    <PageBand className="lg:py-8">
      <p
        aria-hidden="true"
        className="font-display text-7xl font-bold tracking-tight text-volt xs:text-8xl sm:text-9xl"
      >
        404
      </p>
      <h1 className={cn("mt-6 text-3xl font-bold tracking-tight xs:text-4xl sm:text-5xl", printHeading)}>
        {notFoundPage.heading}
      </h1>
      <p className="mt-5 max-w-xl text-lg text-mist">{notFoundPage.text}</p>
      <ButtonLink href={homePath} className="mt-9">
        {notFoundPage.home}
      </ButtonLink>
    </PageBand>
  );
}
