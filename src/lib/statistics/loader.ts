/*
 * The site's own statistics, on every page: a module of its own, which the page's script
 * (src/lib/site-script.ts) loads by its URL after the page's load event, so that the page's script
 * stays inline and imports nothing, and nothing of this costs the page's first paint. This one:
 * - takes a choice from the opt-out link's address (choice.ts), and shows the opt-out where a page
 *   has one (choice-view.ts, loaded then only);
 * - unless the browser or the visitor says no: sends each lead at once, with the visit's source (the
 *   links that are leads, Get Started and each slide's button: data-lead, data-lead-detail; the
 *   leads the islands count, lead.ts; those the page's script kept before this loaded, first). A
 *   lead that waited would be lost when it is a link that leaves the page;
 * - then loads the statistics' module once the browser is idle: never before the first paint or an
 *   island's hydration.
 */
import { CHOICE_PARAM, choose, refusal, takeChoiceFromAddress } from "./choice";
import { countLead, type Lead, LEAD_EVENT, type LeadDetail } from "./lead";
import { collectPath } from "~/lib/routes";
import type * as Statistics from "./statistics";
import type * as ChoiceView from "./choice-view";
import choiceViewUrl from "late-module:./choice-view";
import statisticsUrl from "late-module:./statistics";

/** Where the visit's source is kept for its leads, for this tab's session: the referring site's origin, no more. */
const SOURCE_KEY = "rymi-statistics-source";

/** The visit's source: the referrer that brought the visitor to the site in this tab, else this page's referrer. */
function visitSource(): string | undefined {
  let referrer: URL | undefined;
  try {
    referrer = new URL(document.referrer);
  } catch {
    // no referrer
  }
  try {
    if (referrer && referrer.host !== location.host) sessionStorage.setItem(SOURCE_KEY, referrer.origin);
    return sessionStorage.getItem(SOURCE_KEY) ?? referrer?.origin;
  } catch {
    return referrer?.origin;
  }
}

/** Counts a click on a link that is a lead (its markup says so: data-lead, data-lead-detail). */
function clicked(event: Event) {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-lead]") : null;
  if (link) countLead(link.dataset.lead as Lead, link.dataset.leadDetail);
}

/**
 * Starts the page's statistics. `early`: the clicks and leads the page's script kept before this
 * module loaded (src/lib/site-script.ts), counted now as if they came after.
 */
export function start(early: Event[]): void {
  takeChoiceFromAddress();
  if (document.querySelector("[data-statistics-choice]"))
    void (import(/* @vite-ignore */ choiceViewUrl) as Promise<typeof ChoiceView>).then(
      ({ showChoices }) => showChoices({ CHOICE_PARAM, choose, refusal }),
      () => {}, // without it, the link still works by its address
    );
  document.addEventListener("click", clicked);

  // The dev server (`npm run dev`, the editor's preview) has no collection path: it counts nothing.
  if (!import.meta.env.PROD || refusal() !== null) return;
  const allowed = () => refusal() === null;
  const [path, source] = [location.pathname, visitSource()];
  const count = ({ lead, detail }: LeadDetail) =>
    allowed() &&
    navigator.sendBeacon(collectPath, JSON.stringify({ type: "lead", path, referrer: source, lead, detail }));
  document.addEventListener(LEAD_EVENT, (event) => count((event as CustomEvent<LeadDetail>).detail));
  for (const event of early) {
    if (event.type === "click") clicked(event);
    else count((event as CustomEvent<LeadDetail>).detail);
  }
  // Safari has no requestIdleCallback: a timer's turn is its idle enough.
  const load = () =>
    void (import(/* @vite-ignore */ statisticsUrl) as Promise<typeof Statistics>).then(
      ({ start }) => start({ collectPath, allowed }),
      () => {}, // not loaded (the visitor left, the network dropped): nothing counted, nothing said
    );
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 50);
}
