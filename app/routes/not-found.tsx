import { useEffect } from "react";
import { useLocation } from "react-router";

import { PageBand } from "~/components/layout/page-band";
import { ButtonLink } from "~/components/ui/button";
import { notFoundPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => pageMeta({ ...notFoundPage, noindex: true });

export default function NotFound() {
  const { pathname } = useLocation();

  // The missing path goes to the console as information, not as an error: the page itself works.
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <PageBand className="lg:py-8">
      <p aria-hidden="true" className="font-display text-8xl font-bold tracking-tight text-volt sm:text-9xl">
        404
      </p>
      <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{notFoundPage.heading}</h1>
      <p className="mt-5 max-w-xl text-lg text-mist">{notFoundPage.text}</p>
      <ButtonLink to="/" className="mt-9">
        {notFoundPage.home}
      </ButtonLink>
    </PageBand>
  );
}
