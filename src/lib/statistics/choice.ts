/*
 * The visitor's choice about the site's statistics, on this device: part of every page's script
 * (src/lib/site-script.ts), never of the statistics' own, which does not load when the answer is no.
 * Nothing is counted under Global Privacy Control, under Do Not Track, or after the visitor's
 * opt-out: the link in the privacy policy (<StatisticsChoice />, legal-page.tsx) stores "off" in
 * localStorage, where it sticks until the visitor counts themselves back in or clears the site's data.
 * The link's own address, ?statistics=off (or =on), works before any script has run: the next page
 * load reads it, stores the choice and takes it out of the address bar. The link's words and status
 * are choice-view.ts's, loaded only by a page that shows the choice.
 */

/** Where the opt-out is kept: one word, never sent anywhere. */
export const CHOICE_KEY = "rymi-statistics";
/** The address parameter of the choice's link. */
export const CHOICE_PARAM = "statistics";

/** Why a page sends nothing: the browser's Global Privacy Control or Do Not Track, or the visitor's opt-out. */
export type Refusal = "gpc" | "dnt" | "off";

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Whether the visitor has opted out on this device (false where the browser keeps no storage for the site). */
function optedOut(): boolean {
  try {
    return localStorage.getItem(CHOICE_KEY) === "off";
  } catch {
    return false;
  }
}

/** Why nothing may be sent from this page, or null when the statistics may count it. */
export function refusal(): Refusal | null {
  if ((navigator as PrivacyNavigator).globalPrivacyControl === true) return "gpc";
  if (navigator.doNotTrack === "1") return "dnt";
  return optedOut() ? "off" : null;
}

/** Stores the visitor's choice: `off`, not counted on this device from now on; else counted again. */
export function choose(off: boolean): void {
  try {
    if (off) localStorage.setItem(CHOICE_KEY, "off");
    else localStorage.removeItem(CHOICE_KEY);
  } catch {
    // No storage for the site (a private window may refuse it): nothing is kept, so nothing sticks.
  }
}

/** Stores the choice an address carries (?statistics=off or =on); whether it carried one. */
export function takeChoiceFrom(address: URL): boolean {
  const value = address.searchParams.get(CHOICE_PARAM);
  if (value !== "off" && value !== "on") return false;
  choose(value === "off");
  return true;
}

/** Reads a choice from this page's address, stores it, and takes it out of the address bar. */
export function takeChoiceFromAddress(): void {
  const url = new URL(location.href);
  if (!takeChoiceFrom(url)) return;
  url.searchParams.delete(CHOICE_PARAM);
  history.replaceState(history.state, "", url);
}
