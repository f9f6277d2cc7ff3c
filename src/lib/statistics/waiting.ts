/*
 * The leads a page left before its statistics' loader started hands to the tab's next page of the
 * site: the page's script (src/lib/site-script.ts) writes them to sessionStorage as the page is
 * hidden, and the next page's loader (loader.ts) takes them out and sends them. Apart from lead.ts,
 * which the islands load: only the loader needs this.
 */
import type { LeadDetail } from "./lead";

/** Where they wait (the page's script writes the key out: e2e/build-output.spec.ts holds the two the same). */
export const WAITING_KEY = "rymi-statistics-waiting";

/** A lead handed over by a page left before its statistics started: with that page's address and its referrer's origin. */
type Waiting = LeadDetail & { page: string; referrer: string };

/** The leads handed over by the tab's earlier pages, taken out of storage (sent once, or never). */
export function takeWaiting(): Waiting[] {
  try {
    const waiting: unknown = JSON.parse(sessionStorage.getItem(WAITING_KEY) ?? "[]");
    sessionStorage.removeItem(WAITING_KEY);
    // Anything else there (written by another version of the site in this tab, say) is left out.
    const valid = (lead: unknown): lead is Waiting => typeof (lead as Partial<Waiting> | null)?.page === "string";
    return Array.isArray(waiting) ? waiting.filter(valid) : [];
  } catch {
    return [];
  }
}
