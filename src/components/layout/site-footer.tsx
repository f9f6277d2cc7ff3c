import { Logo } from "~/components/layout/logo";
import { noPrint, printInk } from "~/components/ui/print";
import { SectionLink } from "~/components/ui/section-link";
import { footer, header } from "~/content/shared";
import { site } from "~/content/site";
import type { FooterLink } from "~/content/types";
import { cn } from "~/lib/cn";
import { homePath, privacyPolicyPath, termsConditionsPath } from "~/lib/routes";

const linkClass = "inline-flex min-h-8 items-center text-mist transition-colors hover:text-white";

function LinkColumn({ heading, links }: { heading: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-widest text-white uppercase">{heading}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <SectionLink section={link.section} className={linkClass}>
              {link.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Printed, the footer is its copyright line alone, in ink, under a rule: the link lists and the
 * logo (the header's already) are left out, since paper cannot follow a link.
 */
/** `year`: the build's, from the layout (src/layouts/site.astro), written at build time. */
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className={cn("on-dark bg-ink text-white print:overflow-visible", printInk)}>
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 print:px-0 print:pt-8 print:pb-0">
        <div className={cn("grid gap-12 md:grid-cols-2 lg:grid-cols-4", noPrint)}>
          <div className="lg:col-span-2">
            <a href={homePath} className="-m-1 inline-flex rounded-lg p-1">
              <Logo />
              <span className="sr-only"> {header.homeLabel}</span>
            </a>
            <p className="mt-5 max-w-sm text-mist">{footer.tagline}</p>
          </div>
          <LinkColumn heading={footer.servicesHeading} links={footer.services} />
          <LinkColumn heading={footer.industriesHeading} links={footer.industries} />
        </div>
        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-mist sm:flex-row sm:items-center sm:justify-between print:mt-0 print:border-line print:pt-3">
          {/* The build's year; the site's script (src/lib/site-script.ts) writes the visitor's. */}
          <p>
            © <span data-current-year>{year}</span> <span translate="no">{site.legalName}</span>. {footer.rights}
          </p>
          <nav aria-label={footer.legalHeading} className={noPrint}>
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              <li>
                <a href={privacyPolicyPath} className={linkClass}>
                  {footer.privacy}
                </a>
              </li>
              <li>
                <a href={termsConditionsPath} className={linkClass}>
                  {footer.terms}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
