/*
 * A lead, told to the statistics: what a visitor does on the way to writing to RYMI (worker/analytics/
 * beacon.ts, LEADS). An island calls countLead(), and the page's script tells the links that are
 * leads the same way (site-script.ts), which keeps them until the statistics' loader has started
 * (loader.ts), which sends them. A DOM event, so that no island waits on, or bundles, the statistics.
 */
export const LEAD_EVENT = "rymi:lead";

export type Lead = "contact-sent" | "address-copied" | "get-started" | "slide-button" | "use-case";
export type LeadDetail = { lead: Lead; detail?: string };

/** Counts a lead: `detail` names which slide's button, or which use case was open (at most 80 characters). */
export function countLead(lead: Lead, detail?: string): void {
  document.dispatchEvent(new CustomEvent<LeadDetail>(LEAD_EVENT, { detail: { lead, detail: detail?.slice(0, 80) } }));
}
