import { Menu, X } from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";

import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/layout/logo";
import { buttonClass } from "~/components/ui/button";
import { SectionLink } from "~/components/ui/section-link";
import { header, nav } from "~/content/site";
import { cn } from "~/lib/cn";
import { useScrolled } from "~/lib/use-scrolled";

/** Past this scroll (px) the header gets a background of its own: the page under it must not show through. */
const SCROLL_THRESHOLD = 20;

const navLinkClass =
  "min-h-11 items-center rounded-full px-4 font-medium text-white/85 transition-colors hover:bg-white/10 hover:text-white";

export function SiteHeader() {
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
      className={cn(
        "on-dark fixed inset-x-0 top-0 z-50 border-b text-white transition-[background-color,border-color] duration-300",
        // The open menu is opaque: its links must never sit on legible page text, and where
        // backdrop blur is not drawn (Firefox without GPU compositing) 95% ink would let it through.
        menuOpen
          ? "border-white/10 bg-ink"
          : scrolled
            ? "border-white/10 bg-ink/95 backdrop-blur-md"
            : "border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-header max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to="/" aria-label={header.homeLabel} className="-m-1 rounded-lg p-1">
          <Logo />
        </Link>

        <nav aria-label={header.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={cn(navLinkClass, "inline-flex text-sm")}>
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <SectionLink section="contact" className={buttonClass({ size: "sm" })}>
            {header.getStarted}
          </SectionLink>
          <button
            ref={toggleRef}
            data-menu-toggle
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? header.closeMenu : header.openMenu}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <Icon node={X} className="size-6" /> : <Icon node={Menu} className="size-6" />}
          </button>
        </div>
      </div>

      {/* Closed by a class, not the hidden attribute, so public/noscript.css can open it. */}
      <div id={menuId} data-mobile-menu className={cn("border-t border-white/10 md:hidden", !menuOpen && "hidden")}>
        <nav aria-label={header.navLabel}>
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-5 py-4 sm:px-8">
            {nav.map((item) => (
              <li key={item.section}>
                <SectionLink
                  section={item.section}
                  onClick={close}
                  className={cn(navLinkClass, "flex w-full text-base")}
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
