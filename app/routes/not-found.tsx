import { PageBand } from "~/components/layout/page-band";
import { ButtonLink } from "~/components/ui/button";
import { printHeading } from "~/components/ui/print";
import { notFoundPage } from "~/content/other-pages";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";
import { staticPage } from "~/static-page/static-page";

import type { Route } from "./+types/not-found";

/**
 * The same file answers every unknown path, so the path comes from the address bar. It goes to
 * the console as information, not as an error: the page itself works.
 */
export const LOG_MISSING_PATH = 'console.info("404: no page at " + window.location.pathname);';

/** Static text: served without React, with its one line of script. */
export const handle = staticPage({ script: LOG_MISSING_PATH });

export const meta: Route.MetaFunction = () => pageMeta({ ...notFoundPage, noindex: true });

export default function NotFound() {
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
      <ButtonLink to="/" className="mt-9">
        {notFoundPage.home}
      </ButtonLink>
    </PageBand>
  );
}
