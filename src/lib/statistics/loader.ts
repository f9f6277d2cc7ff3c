/*
 * The site's own statistics, on every page: a module of its own, which the page's script
 * (src/lib/site-script.ts) loads by its URL after the page's load event, so that the page's script
 * stays inline and imports nothing, and nothing of this costs the page's first paint. This one:
 * - takes a choice from the opt-out link's address (choice.ts), and shows the opt-out where a page
 *   has one (choice-view.ts, loaded then only);
 * - counts the links that are leads (Get Started, each slide's button: data-lead, data-lead-detail),
 *   and the leads the islands count (lead.ts), those the page's script kept before it loaded first;
 * - unless the browser or the visitor says no, loads the statistics' module once the browser is
 *   idle: never before the first paint or an island's hydration. The leads wait for it here.
 */
import { CHOICE_PARAM, choose, refusal, takeChoiceFromAddress } from "./choice";
import { countLead, type Lead, LEAD_EVENT, type LeadDetail } from "./lead";
import { collectPath } from "~/lib/routes";
import type * as Statistics from "./statistics";
import type * as ChoiceView from "./choice-view";
import choiceViewUrl from "late-module:./choice-view";
import statisticsUrl from "late-module:./statistics";

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
  const queued: LeadDetail[] = [];
  let count = (lead: LeadDetail): void => void queued.push(lead);
  document.addEventListener(LEAD_EVENT, (event) => count((event as CustomEvent<LeadDetail>).detail));
  for (const event of early) {
    if (event.type === "click") clicked(event);
    else count((event as CustomEvent<LeadDetail>).detail);
  }
  // Safari has no requestIdleCallback: a timer's turn is its idle enough.
  const load = () =>
    void (import(/* @vite-ignore */ statisticsUrl) as Promise<typeof Statistics>).then(
      ({ start }) => void (count = start({ collectPath, allowed: () => refusal() === null, queued })),
      () => {}, // not loaded (the visitor left, the network dropped): nothing counted, nothing said
    );
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 50);
}
