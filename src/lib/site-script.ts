import { SCROLL_THRESHOLD } from "~/components/layout/header-scroll";
import { REVEAL_THRESHOLD, watchReveal } from "~/lib/reveal";

/*
 * What every page runs, without React (src/layouts/site.astro bundles it): the header's scroll
 * state, the phone menu's Escape and its closing after a selection (a native disclosure, which
 * opens and closes without any script), the sections that fade in, and the footer's year. Then it
 * marks the page ready (`data-hydrated` on <html>) once the page's islands that start at load have
 * hydrated: what the browser tests and tools wait on, in any engine.
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
// A selection in the phone menu closes it (the link then scrolls to its section, or loads a page).
menu?.addEventListener("click", (event) => {
  if ((event.target as Element).closest("a")) menu.open = false;
});

for (const section of document.querySelectorAll<HTMLElement>("[data-reveal]")) watchReveal(section, REVEAL_THRESHOLD);

for (const year of document.querySelectorAll("[data-current-year]"))
  year.textContent = String(new Date().getFullYear());

/*
 * The islands that start at load (client:visible and client:media ones wait, and are not waited for).
 * Each is ready once React has hydrated it and run its effects: it then carries `data-hydrated`
 * (src/lib/island-client.tsx). Not once Astro sends `astro:hydrate` and drops `ssr`: it does as soon
 * as it has handed the island to React, which hydrates it later, in a transition; a click in between
 * reaches HTML no script drives yet. Watched as an attribute: importing the island client's event
 * name would put a chunk of its own on every page.
 */
const eager = [...document.querySelectorAll<HTMLElement>("astro-island")].filter(
  (island) => !["visible", "media"].includes(island.getAttribute("client") ?? ""),
);
const hydrated = () => eager.every((island) => island.hasAttribute("data-hydrated"));
const markReady = () => {
  document.documentElement.dataset.hydrated = "";
};
if (hydrated()) markReady();
else {
  const watcher = new MutationObserver(() => {
    if (!hydrated()) return;
    watcher.disconnect();
    markReady();
  });
  for (const island of eager) watcher.observe(island, { attributes: true, attributeFilter: ["data-hydrated"] });
}
