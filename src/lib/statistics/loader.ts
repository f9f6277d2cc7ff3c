/*
 * The site's own statistics, on every page: a module of its own, which the page's script
 * (src/lib/site-script.ts) loads by its URL after the page's load event, so that the page's script
 * stays inline and imports nothing, and nothing of this costs the page's first paint. This one:
 * - takes a choice from the opt-out link's address (choice.ts), and shows the opt-out where a page
 *   has one (choice-view.ts, loaded then only);
 * - unless the browser or the visitor says no: sends each lead at once, with its page and the visit's
 *   source: the leads of the tab's pages left before their statistics started (their page's script
 *   handed them over in sessionStorage), then those this page's script kept, then each as it comes
 *   (the page's script tells the links that are leads, Get Started and each slide's button; the
 *   islands tell theirs, lead.ts). A lead that waited would be lost when it is a link that leaves the page;
 * - then loads the statistics' module once the browser is idle: never before the first paint or an
 *   island's hydration.
 */
import { CHOICE_PARAM, choose, refusal, takeChoiceFrom, takeChoiceFromAddress } from "./choice";
import { LEAD_EVENT, type LeadDetail } from "./lead";
import { takeWaiting } from "./waiting";
import { collectPath } from "~/lib/routes";
import type * as Statistics from "./statistics";
import type * as ChoiceView from "./choice-view";
import choiceViewUrl from "late-module:./choice-view";
import statisticsUrl from "late-module:./statistics";

/** Where the visit's source is kept for its leads, for this tab's session: the referring site's origin, no more. */
const SOURCE_KEY = "rymi-statistics-source";

/** The visit's source, for a page with this referrer: the site that brought the visitor to the site in this tab, else the referrer's. */
function visitSource(referrer: string): string | undefined {
  let from: URL | undefined;
  try {
    from = new URL(referrer);
  } catch {
    // no referrer
  }
  try {
    if (from && from.host !== location.host) sessionStorage.setItem(SOURCE_KEY, from.origin);
    return sessionStorage.getItem(SOURCE_KEY) ?? from?.origin;
  } catch {
    return from?.origin;
  }
}

const allowed = () => refusal() === null;
/** Sends a beacon to the site's own collection path, unless the browser or the visitor says no. */
const send = (beacon: object) => allowed() && navigator.sendBeacon(collectPath, JSON.stringify(beacon));

/** Sends a lead at once, with its page's path and the visit's source, unless the browser or the visitor says no. */
function count(path: string, referrer: string, { lead, detail }: LeadDetail) {
  // The dev server (`npm run dev`, the editor's preview) has no collection path: it counts nothing.
  if (import.meta.env.PROD && allowed()) send({ type: "lead", path, referrer: visitSource(referrer), lead, detail });
}

/** Starts the page's statistics. `early`: the leads the page's script kept before this module loaded. */
export function start(early: LeadDetail[]): void {
  // Each earlier page's address may carry the choice too: taken first, so that a lead it refused is not sent.
  for (const { page, referrer, ...lead } of takeWaiting()) {
    const address = new URL(page, location.href);
    takeChoiceFrom(address);
    count(address.pathname, referrer, lead);
  }
  takeChoiceFromAddress();
  if (document.querySelector("[data-statistics-choice]"))
    void (import(/* @vite-ignore */ choiceViewUrl) as Promise<typeof ChoiceView>).then(
      ({ showChoices }) => showChoices({ CHOICE_PARAM, choose, refusal }),
      () => {}, // without it, the link still works by its address
    );

  const here = (lead: LeadDetail) => count(location.pathname, document.referrer, lead);
  for (const lead of early) here(lead);
  document.addEventListener(LEAD_EVENT, (event) => here((event as CustomEvent<LeadDetail>).detail));

  if (!import.meta.env.PROD || !allowed()) return;
  // Safari has no requestIdleCallback: a timer's turn is its idle enough.
  const load = () =>
    void (import(/* @vite-ignore */ statisticsUrl) as Promise<typeof Statistics>).then(
      ({ start }) => start({ send }),
      () => {}, // not loaded (the visitor left, the network dropped): nothing counted, nothing said
    );
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 50);
}
