import { SCROLL_THRESHOLD } from "./site-header";

/**
 * What a page without React (a route with `handle = { hydrate: false }`) still does, in a few
 * lines of plain script inlined into its HTML (and hashed into the Content-Security-Policy like
 * every inline script): the header's scroll state, Escape on the phone menu (a native disclosure,
 * which opens and closes without any script), the footer's year, and the mark that the page is
 * ready (`data-hydrated` on <html>, as the React root sets it). Runs as written: self-contained, no
 * imports, nothing from the module scope.
 */
function runStaticPage(threshold: number) {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const menu = header?.querySelector("details");
  const onScroll = () => header?.setAttribute("data-scrolled", String(window.scrollY > threshold));
  window.addEventListener("scroll", onScroll, { passive: true });
  onScroll();
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu?.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  for (const year of document.querySelectorAll("[data-current-year]"))
    year.textContent = String(new Date().getFullYear());
  document.documentElement.dataset.hydrated = "";
}

/** The script's text, for a `<script>` element of the pre-rendered page. */
export function staticPageScript(): string {
  return `(${runStaticPage.toString()})(${SCROLL_THRESHOLD});`;
}
