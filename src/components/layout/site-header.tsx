import { Menu, X } from "lucide";

import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/layout/logo";
import { buttonClass } from "~/components/ui/button";
import { noPrint } from "~/components/ui/print";
import { SectionLink } from "~/components/ui/section-link";
import { header, nav } from "~/content/shared";
import { cn } from "~/lib/cn";
import { homePath } from "~/lib/routes";

const navLinkClass =
  "min-h-11 items-center rounded-full px-4 font-medium text-white/85 transition-colors hover:bg-white/10 hover:text-white";

/** The section links, in the desktop nav and in the phone menu. */
function NavItems({ className }: { className: string }) {
  return nav.map((item) => (
    <li key={item.section}>
      <SectionLink section={item.section} className={className}>
        {item.label}
      </SectionLink>
    </li>
  ));
}

// Under a contrast theme a ring, like the carousel's round arrows (fixed size: nothing moves).
const menuToggleClass =
  "inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 forced-colors:border md:hidden";

/**
 * Get Started sits in the header's row while the row holds the logo, it and the menu button side by
 * side (23rem of header, padding included: the words' widths in rem, so at any text size), and in
 * the phone menu, below the links, when it does not: at a visitor's larger text, or on the narrowest
 * phones. The header is the container (`@container/header`); its words never break.
 */
const getStartedInRowClass = "@max-[23rem]/header:hidden";
function MenuGetStarted() {
  return (
    <div className="mx-auto max-w-7xl px-5 pb-5 sm:px-8 @min-[23rem]/header:hidden">
      <SectionLink section="contact" className={buttonClass({}, "w-full")} data-lead="get-started">
        {header.getStarted}
      </SectionLink>
    </div>
  );
}

/**
 * The phone menu: a native disclosure, which opens and closes with no script at all (and so works
 * before and without any). Its summary is named by the hidden text that matches its state; its
 * panel, the section links then Get Started, hangs below the header bar. The header's look follows
 * the open disclosure (`site-header` in app.css). The site's script (src/lib/site-script.ts) closes
 * it on Escape and after a selection.
 */
function PhoneMenu() {
  return (
    <details className="group md:hidden">
      <summary className={cn(menuToggleClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <span className="sr-only group-open:hidden">{header.openMenu}</span>
        <span className="sr-only hidden group-open:inline">{header.closeMenu}</span>
        <Icon node={Menu} className="size-6 group-open:hidden" />
        <Icon node={X} className="hidden size-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-white/10 bg-ink">
        <nav aria-label={header.navLabel}>
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-5 py-4 sm:px-8">
            <NavItems className={cn(navLinkClass, "flex w-full text-base")} />
          </ul>
        </nav>
        <MenuGetStarted />
      </div>
    </details>
  );
}

/**
 * The fixed header, the same on every page and rendered to HTML only: no React runs it. Its look
 * follows `data-scrolled`, which the site's script sets past the scroll threshold, and the open
 * menu (`site-header` in app.css). Printed, it is the logo alone, in ink, in the flow at the top of
 * the first page, with a rule under it (over public/noscript.css's dark header in the flow too,
 * hence `!important`).
 */
export function SiteHeader() {
  return (
    <header
      data-site-header
      data-scrolled="false"
      className={cn(
        "site-header on-dark @container/header fixed inset-x-0 top-0 z-50 border-b text-white transition-[background-color,border-color] duration-300",
        "print:static! print:border-b-line print:bg-transparent! print:text-ink print:backdrop-filter-none print:**:text-inherit",
      )}
    >
      <div className="mx-auto flex h-header max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 print:h-auto print:p-0 print:pb-3">
        <a href={homePath} className="-m-1 shrink-0 rounded-lg p-1 whitespace-nowrap">
          <Logo />
          <span className="sr-only"> {header.homeLabel}</span>
        </a>

        <nav aria-label={header.navLabel} className={cn("hidden md:block", noPrint)}>
          <ul className="flex items-center gap-1">
            <NavItems className={cn(navLinkClass, "inline-flex text-sm")} />
          </ul>
        </nav>

        <div className={cn("flex items-center gap-2", noPrint)}>
          <SectionLink
            section="contact"
            className={buttonClass({ size: "sm" }, getStartedInRowClass)}
            data-lead="get-started"
          >
            {header.getStarted}
          </SectionLink>
          <PhoneMenu />
        </div>
      </div>
    </header>
  );
}
