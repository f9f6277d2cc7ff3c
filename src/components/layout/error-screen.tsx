import { ButtonLink } from "~/components/ui/button";
import { printBand, printBandContent, printHeading } from "~/components/ui/print";
import { errorPage } from "~/content/other-pages";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { ERROR_SCREEN_ID } from "~/lib/error-screen";
import { homePath } from "~/lib/routes";

/**
 * The error screen, inert in a <template> until the site's code fails in the browser
 * (src/lib/error-screen.ts shows it, with the error's text in the <pre>). The same band as the
 * 404 page's, drawn from its CSS alone.
 */
export function ErrorScreen() {
  return (
    <template id={ERROR_SCREEN_ID} data-title={`${errorPage.heading} | ${site.name}`}>
      <div className={cn("on-dark page-band", printBand)}>
        <div className={cn("page-band-content", printBandContent)}>
          <h1 className={cn("text-3xl font-bold tracking-tight text-white xs:text-4xl sm:text-5xl", printHeading)}>
            {errorPage.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-mist">{errorPage.text}</p>
          <pre
            data-error-detail
            className="mt-6 max-w-full overflow-x-auto rounded-card border border-white/15 bg-ink-2 p-4 font-mono text-sm whitespace-pre-wrap text-white"
          />
          <ButtonLink href={homePath} className="mt-8">
            {errorPage.home}
          </ButtonLink>
        </div>
      </div>
    </template>
  );
}
