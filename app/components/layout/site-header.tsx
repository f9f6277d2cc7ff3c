import { Menu, X } from "lucide";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";

import { Icon } from "~/components/ui/icon";
import { SCROLL_THRESHOLD } from "~/components/layout/header-scroll";
import { Logo } from "~/components/layout/logo";
import { buttonClass } from "~/components/ui/button";
import { noPrint } from "~/components/ui/print";
import { SectionLink } from "~/components/ui/section-link";
import { header, nav } from "~/content/site";
import { cn } from "~/lib/cn";
import { useScrolled } from "~/lib/hooks/use-scrolled";

const navLinkClass =
  "min-h-11 items-center rounded-full px-4 font-medium text-white/85 transition-colors hover:bg-white/10 hover:text-white";

/** The section links, in the desktop nav and in the phone menu. */
function NavItems({ className, onSelect }: { className: string; onSelect?: () => void }) {
  return nav.map((item) => (
    <li key={item.section}>
      <SectionLink section={item.section} onClick={onSelect} className={className}>
        {item.label}
      </SectionLink>
    </li>
  ));
}

// Under a contrast theme a ring, like the carousel's round arrows (fixed size: nothing moves).
export const menuToggleClass =
  "inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 forced-colors:border md:hidden";

/**
 * Get Started sits in the header's row while the row holds the logo, it and the menu button side by
 * side (23rem of header, padding included: the words' widths in rem, so at any text size), and in
 * the phone menu, below the links, when it does not: at a visitor's larger text, or on the narrowest
 * phones. The header is the container (`@container/header`); its words never break.
 */
const getStartedInRowClass = "@max-[23rem]/header:hidden";
function MenuGetStarted({ onSelect }: { onSelect?: () => void }) {
  return (
    <div className="mx-auto max-w-7xl px-5 pb-5 sm:px-8 @min-[23rem]/header:hidden">
      <SectionLink section="contact" onClick={onSelect} className={buttonClass({}, "w-full")}>
        {header.getStarted}
      </SectionLink>
    </div>
  );
}

/** The phone menu's panel: the section links, then Get Started. A static page's menu shows it too. */
export function MenuPanel({ onSelect }: { onSelect?: () => void }) {
  return (
    <>
      <nav aria-label={header.navLabel}>
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-5 py-4 sm:px-8">
          <NavItems className={cn(navLinkClass, "flex w-full text-base")} onSelect={onSelect} />
        </ul>
      </nav>
      <MenuGetStarted onSelect={onSelect} />
    </>
  );
}

/**
 * The fixed header. Its look follows `data-scrolled` and the open menu (`site-header` in app.css),
 * so the same markup works hydrated (this component's state) and on a static page, which loads no
 * React (app/static-page/static-page.tsx: its script sets `data-scrolled`, and `staticMenu`, a
 * native disclosure, takes the place of the menu button and panel). Printed, it is the logo alone,
 * in ink, in the flow at the top of the first page, with a rule under it (over public/noscript.css's
 * dark header in the flow too, hence `!important`).
 */
export function SiteHeader({ staticMenu }: { staticMenu?: ReactNode }) {
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();
  // The menu stays open only on the page view it was opened on: any navigation (a menu
  // selection included) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.key : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header
      data-site-header
      data-scrolled={scrolled}
      data-menu-open={menuOpen || undefined}
      className={cn(
        "site-header on-dark @container/header fixed inset-x-0 top-0 z-50 border-b text-white transition-[background-color,border-color] duration-300",
        "print:static! print:border-b-line print:bg-transparent! print:text-ink print:backdrop-filter-none print:**:text-inherit",
      )}
    >
      <div className="mx-auto flex h-header max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 print:h-auto print:p-0 print:pb-3">
        <Link to="/" className="-m-1 shrink-0 rounded-lg p-1 whitespace-nowrap">
          <Logo />
          <span className="sr-only"> {header.homeLabel}</span>
        </Link>

        <nav aria-label={header.navLabel} className={cn("hidden md:block", noPrint)}>
          <ul className="flex items-center gap-1">
            <NavItems className={cn(navLinkClass, "inline-flex text-sm")} />
          </ul>
        </nav>

        <div className={cn("flex items-center gap-2", noPrint)}>
          <SectionLink section="contact" className={buttonClass({ size: "sm" }, getStartedInRowClass)}>
            {header.getStarted}
          </SectionLink>
          {staticMenu ?? (
            <button
              ref={toggleRef}
              data-menu-toggle
              type="button"
              className={menuToggleClass}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? header.closeMenu : header.openMenu}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {menuOpen ? <Icon node={X} className="size-6" /> : <Icon node={Menu} className="size-6" />}
            </button>
          )}
        </div>
      </div>

      {/* Closed by a class, not the hidden attribute, so public/noscript.css can open it. */}
      {!staticMenu && (
        <div
          id={menuId}
          data-mobile-menu
          className={cn("border-t border-white/10 md:hidden", !menuOpen && "hidden", noPrint)}
        >
          <MenuPanel onSelect={close} />
        </div>
      )}
    </header>
  );
}
