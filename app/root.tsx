import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ButtonLink } from "~/components/ui/button";
import { noPrint, printBand, printBandContent, printHeading } from "~/components/ui/print";
import { errorPage } from "~/content/other-pages";
import { header, site } from "~/content/site";
import logoMarkUrl from "~/assets/brand/logo-mark.svg";
import { palette } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { manifestPath } from "~/lib/routes";
import { useStaticPage } from "~/static-page/handle";

import type { Route } from "./+types/root";
import siteCss from "./styles/app.css?inline";
import siteCssUrl from "./styles/app.css?url";

/**
 * The icons and the web app manifest. The SVG mark is a fingerprinted file, cached for a year; the
 * .ico and the touch icon are generated at build time (app/routes/generated-files/icons.server.ts). A browser asks for
 * its icon and the manifest on its own, at low priority, without holding up a paint.
 */
export const links: Route.LinksFunction = () => [
  // In development the stylesheet is a file, so that it updates in place (see SiteStyles).
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: siteCssUrl }] : []),
  // sizes="32x32" keeps browsers that understand SVG icons from picking the .ico instead.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: logoMarkUrl, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: manifestPath },
];

const SITE_STYLES_ID = "site-styles";

/**
 * The site's whole stylesheet (7 KB brotli, its print rules included), inside every built page: the browser paints the first
 * frame from the HTML alone, with no second request (on a phone network each one waits about half a
 * second first). The Content-Security-Policy allows it by its hash (tooling/host-config.mjs). In the
 * browser the element keeps the text the page arrived with: the bundle does not carry the CSS again.
 */
function SiteStyles() {
  if (import.meta.env.DEV) return null;
  const css = import.meta.env.SSR ? siteCss : (document.getElementById(SITE_STYLES_ID)?.textContent ?? "");
  return <style id={SITE_STYLES_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A static page (app/static-page/static-page.tsx) brings its own menu and scripts: no React.
  const staticPage = useStaticPage();
  // Says in the DOM that the page is interactive (hydrated, effects run): what the browser
  // tests and tools wait on, in any engine, without reading framework internals.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en" className="print:scroll-pt-0">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette.ink} />
        <Meta />
        <SiteStyles />
        <Links />
        {/* Without JavaScript: show every slide, step and panel (see public/noscript.css). */}
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      {/* Printed: on no background; no paragraph leaves fewer than three lines at a page break. */}
      <body className="flex min-h-dvh flex-col print:bg-transparent print:[orphans:3] print:[widows:3]">
        <a
          href="#main"
          className={cn(
            "sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-100 focus:rounded-full focus:bg-volt focus:px-5 focus:py-3 focus:font-semibold focus:text-ink",
            noPrint,
          )}
        >
          {header.skipToContent}
        </a>
        <SiteHeader staticMenu={staticPage?.menu} />
        {/* Printed, a page band's ink colour under the header is dropped too (app.css: `main:has(> .page-band)`). */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none print:bg-transparent">
          {children}
        </main>
        <SiteFooter />
        {staticPage?.scripts ?? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    // The same band as PageBand, drawn from its CSS alone: no extra module on every page.
    <div className={cn("on-dark page-band", printBand)}>
      <div className={cn("page-band-content", printBandContent)}>
        <title>{`${errorPage.heading} | ${site.name}`}</title>
        <h1 className={cn("text-3xl font-bold tracking-tight text-white xs:text-4xl sm:text-5xl", printHeading)}>
          {errorPage.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-mist">{errorPage.text}</p>
        <pre className="mt-6 max-w-full overflow-x-auto rounded-card border border-white/15 bg-ink-2 p-4 font-mono text-sm whitespace-pre-wrap text-white">
          {detail}
        </pre>
        <ButtonLink to="/" className="mt-8">
          {errorPage.home}
        </ButtonLink>
      </div>
    </div>
  );
}
