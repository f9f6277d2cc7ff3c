import { SCROLL_THRESHOLD } from "~/components/layout/header-scroll";

/*
 * What a static page (static-page.tsx) still does, without React: the header's scroll state, Escape
 * on the phone menu (a native disclosure, which opens and closes without any script), the footer's
 * year, and the mark that the page is ready (`data-hydrated` on <html>, as the React root sets it).
 *
 * Never imported as a module: static-page.tsx imports it with `?inline-script`
 * (tooling/inline-script.mjs), which bundles it with what it imports into one minified script, a
 * string that the page carries inline at the end of <body>. The Content-Security-Policy allows it
 * by its hash (tooling/own-inline.mjs builds it again to know it).
 */

const header = document.querySelector<HTMLElement>("[data-site-header]");
const menu = header?.querySelector("details");

const onScroll = () => header?.setAttribute("data-scrolled", String(window.scrollY > SCROLL_THRESHOLD));
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
