/*
 * The site's own statistics, on every page (src/layouts/site.astro): a module of its own, apart from
 * the page's script (src/lib/site-script.ts), which stays inline and imports nothing so that it runs
 * before any island hydrates. This one, deferred:
 * - takes a choice from the opt-out link's address (choice.ts), and shows the opt-out where a page
 *   has one (choice-view.ts, loaded then only);
 * - counts the links that are leads (Get Started, each slide's button: data-lead, data-lead-detail);
 * - unless the browser or the visitor says no, loads the statistics' module after the page's load
 *   event, once the browser is idle: never before the first paint or an island's hydration. The
 *   leads the page counts before then wait for it here.
 */
import { CHOICE_PARAM, choose, refusal, takeChoiceFromAddress } from "./choice";
import { countLead, type Lead, LEAD_EVENT, type LeadDetail } from "./lead";
import { collectPath } from "~/lib/routes";
import type * as Statistics from "./statistics";
import type * as ChoiceView from "./choice-view";
import choiceViewUrl from "late-module:./choice-view";
import statisticsUrl from "late-module:./statistics";

takeChoiceFromAddress();
if (document.querySelector("[data-statistics-choice]"))
  void (import(/* @vite-ignore */ choiceViewUrl) as Promise<typeof ChoiceView>).then(({ showChoices }) =>
    showChoices({ CHOICE_PARAM, choose, refusal }),
  );

document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-lead]") : null;
  if (link) countLead(link.dataset.lead as Lead, link.dataset.leadDetail);
});

// The dev server (`npm run dev`, the editor's preview) has no collection path: it counts nothing.
if (import.meta.env.PROD && refusal() === null) {
  const queued: LeadDetail[] = [];
  let count = (lead: LeadDetail): void => void queued.push(lead);
  document.addEventListener(LEAD_EVENT, (event) => count((event as CustomEvent<LeadDetail>).detail));
  const load = () =>
    void (import(/* @vite-ignore */ statisticsUrl) as Promise<typeof Statistics>).then(({ start }) => {
      count = start({ collectPath, allowed: () => refusal() === null, queued });
    });
  // Safari has no requestIdleCallback: a timer's turn after the load event is its idle enough.
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 50);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
