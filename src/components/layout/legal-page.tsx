import type { MDXComponents } from "mdx/types";

import { PageBand } from "~/components/layout/page-band";
import { noPrint, printH2, printH3, printHeading } from "~/components/ui/print";
import { legalLabels, statisticsChoice } from "~/content/legal";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { formatIsoDate } from "~/lib/format-date";

type MdxContent = (props: { components?: MDXComponents }) => React.ReactNode;

/** The prose styles of the legal pages, one element at a time. Headings keep their id (rehype-slug). */
const components: MDXComponents = {
  h2: ({ children, id }) => (
    <h2
      id={id}
      className={cn(
        "mt-14 scroll-mt-header text-2xl font-bold tracking-tight text-ink sm:text-3xl print:mt-10",
        printH2,
      )}
    >
      {children}
    </h2>
  ),
  h3: ({ children, id }) => (
    <h3 id={id} className={cn("mt-8 font-sans text-lg font-semibold text-ink", printH3)}>
      {children}
    </h3>
  ),
  p: ({ children }) => <p className="mt-4 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-teal-deep">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6">{children}</ol>,
  li: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  a: ({ children, href }) => <TextLink href={href}>{children}</TextLink>,
  // The site's settings, inserted in the editor (legalPage() in src/content/fields.ts: the legal pages' text).
  // The company's name, address and URL are never translated (translate="no").
  ContactEmail: () => (
    <TextLink href={`mailto:${site.email}`} translate="no">
      {site.email}
    </TextLink>
  ),
  SiteUrl: () => <span translate="no">{site.url}</span>,
  StatisticsChoice,
};

/**
 * The visitor's opt-out from the site's statistics: a status (which choice holds, empty while the
 * visitor is counted), then a link whose address works without any script (?statistics=off, read
 * by the next page). The page's script (src/lib/statistics/choice.ts)
 * then shows the choice that holds, swaps the link's words and announces the change; the words ride
 * on the element for it. Not printed: paper cannot follow it.
 */
function StatisticsChoice() {
  return (
    <span
      data-statistics-choice
      data-stop={statisticsChoice.stop}
      data-resume={statisticsChoice.resume}
      data-stopped={statisticsChoice.stopped}
      data-refused={statisticsChoice.refused}
    >
      <span role="status" data-statistics-status className="me-2 font-medium text-ink empty:me-0" />
      <a
        href="?statistics=off"
        className={cn("font-medium text-teal-deep underline underline-offset-4 hover:text-ink", noPrint)}
      >
        {statisticsChoice.stop}
      </a>
    </span>
  );
}

/**
 * A link in the text. Printed, a web link whose words are not its address shows the address after
 * them (`data-print-url`, app.css): on paper the words alone lead nowhere.
 */
function TextLink({ href, translate, children }: { href?: string; translate?: "no"; children: React.ReactNode }) {
  const printUrl = /^https?:/i.test(href ?? "") && children !== href;
  return (
    <a
      href={href}
      translate={translate}
      data-print-url={printUrl || undefined}
      className="font-medium text-teal-deep underline underline-offset-4 hover:text-ink"
    >
      {children}
    </a>
  );
}

type Props = { heading: string; updated: string; Content: MdxContent };

/** A legal document: title band, last-updated date, then the Markdown body. */
export function LegalPage({ heading, updated, Content }: Props) {
  return (
    <>
      <PageBand>
        <div className="mx-auto max-w-3xl">
          {/* Printed, the header's logo above already names the company. */}
          <p translate="no" className="text-sm font-semibold tracking-widest text-volt uppercase print:hidden">
            {site.name}
          </p>
          <h1 className={cn("mt-3 text-3xl font-bold tracking-tight xs:text-4xl sm:text-5xl print:mt-0", printHeading)}>
            {heading}
          </h1>
          <p className="mt-5 text-mist">
            {legalLabels.lastUpdated} <time dateTime={updated}>{formatIsoDate(updated)}</time>
          </p>
        </div>
      </PageBand>
      {/* The page's paper: under the band the page is ink (app.css), up to here. */}
      <div className="bg-paper">
        {/* Same nesting as the band above, so the title and the text share one left edge. */}
        <div className="mx-auto max-w-7xl px-5 pt-4 pb-24 sm:px-8 print:px-0 print:pb-0">
          {/* Printed: the size of a letter's text (12 pt), not a screen's, in full black. */}
          <article className="mx-auto max-w-3xl text-lg text-slate print:text-base print:text-ink">
            <Content components={components} />
          </article>
        </div>
      </div>
    </>
  );
}
