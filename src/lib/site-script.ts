import { SCROLL_THRESHOLD } from "~/components/layout/header-scroll";
import { showErrorScreen } from "~/lib/error-screen";
import { REVEAL_THRESHOLD, watchReveal } from "~/lib/reveal";
import statisticsLoader from "late-module:./statistics/loader";

/*
 * What every page runs, without React (src/layouts/site.astro bundles it): the header's scroll
 * state, the phone menu's Escape and its closing after a selection (a native disclosure, which
 * opens and closes without any script), the sections that fade in, the footer's year, and the error
 * screen when an island fails. Then it marks the page ready (`data-hydrated` on <html>) once the
 * page's islands that start at load have hydrated: what the browser tests and tools wait on, in any
 * engine.
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
 * An island that failed: its module (or React's client) did not load, even on Astro's second try a
 * second later (Astro's island sends `astro:hydration-error`, and logs the error), or one of its
 * components threw, while hydrating or later (src/lib/island-client.tsx sends the same event). The
 * page cannot work as the visitor expects: the error screen, with the error's text, takes the place
 * of its content. Listened for here, on every page, since the island's own code may be what is missing.
 */
document.addEventListener("astro:hydration-error", (event) => {
  const { error } = (event as CustomEvent<{ error: unknown }>).detail;
  showErrorScreen(error);
});

/*
 * The page is ready (`data-hydrated` on <html>) once every island that starts at load has hydrated
 * and run its effects: each then marks itself `data-hydrated` (src/lib/island-client.tsx). What the
 * browser tests and tools wait on, in any engine. Islands set to wait (client:visible) are not waited for.
 */
const pending = new Set(
  [...document.querySelectorAll("astro-island")].filter(
    (island) => !["visible", "media"].includes(island.getAttribute("client") ?? ""),
  ),
);
const markReady = () => {
  for (const island of pending) if (island.hasAttribute("data-hydrated")) pending.delete(island);
  if (pending.size > 0) return;
  islandsHydrated.disconnect();
  document.documentElement.dataset.hydrated = "";
};
const islandsHydrated = new MutationObserver(markReady);
for (const island of pending) islandsHydrated.observe(island, { attributeFilter: ["data-hydrated"] });
markReady();

/*
 * The site's own statistics (src/lib/statistics/loader.ts), loaded by its URL (build-plugins/late-module.ts)
 * once the page has loaded: a module of its own, so that this script stays inline and imports
 * nothing, and one that nothing waits for and that takes no bandwidth from the page's own files.
 *
 * A link that is a lead (data-lead, data-lead-detail: Get Started, each slide's button) is told here,
 * on each click, as the lead event the islands send (lead.ts's LEAD_EVENT, written out: an import would
 * make this script a file of its own; e2e/build-output.spec.ts holds the two the same).
 */
const LEAD_EVENT = "rymi:lead";
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-lead]") : null;
  if (!link) return;
  const detail = { lead: link.dataset.lead, detail: link.dataset.leadDetail?.slice(0, 80) };
  document.dispatchEvent(new CustomEvent(LEAD_EVENT, { detail }));
});
/*
 * Until the statistics start, the page's leads are kept for them. A page left before that (Get Started
 * on a busy phone, a second after the page showed) hands them to the tab's next page of the site, with
 * its address and its referrer's origin, in sessionStorage (statistics/waiting.ts, whose WAITING_KEY
 * is written out here too).
 */
const WAITING_KEY = "rymi-statistics-waiting";
let early: object[] = [];
const keep = (event: Event) => void early.push((event as CustomEvent<object>).detail);
const handOver = () => {
  if (early.length === 0) return;
  // The referrer's origin, no more: all the next page needs for the visit's source.
  const [page, referrer] = [
    location.pathname + location.search,
    document.referrer && new URL(document.referrer).origin,
  ];
  try {
    const waiting = JSON.parse(sessionStorage.getItem(WAITING_KEY) ?? "[]") as object[];
    sessionStorage.setItem(
      WAITING_KEY,
      JSON.stringify([...waiting, ...early.map((lead) => ({ ...lead, page, referrer }))]),
    );
  } catch {
    // No storage for the site (a private window may refuse it): these leads are not counted.
  }
  early = []; // a page shown again from the browser's history has handed them over already
};
document.addEventListener(LEAD_EVENT, keep);
addEventListener("pagehide", handOver);
// Statistics that do not load (the visitor left, the network dropped) count nothing and say nothing.
const loadStatistics = () =>
  void (import(/* @vite-ignore */ statisticsLoader) as Promise<{ start(early: object[]): void }>).then(
    ({ start }) => {
      document.removeEventListener(LEAD_EVENT, keep);
      removeEventListener("pagehide", handOver);
      start(early);
    },
    () => {},
  );
if (document.readyState === "complete") loadStatistics();
else addEventListener("load", loadStatistics, { once: true });
