/*
 * Print (and "Save as PDF"): the page as a document, dark text on white paper. People print and
 * file the legal pages, so they come first; the home page prints readably too. Each component says
 * how it prints with `print:` classes; these are the ones several share. app.css keeps only the
 * paper's margins (`@page`) and the legal text's printed link addresses (`data-print-url`).
 *
 * - Browsers drop background colours when printing (unless the reader asks for them), so anything
 *   drawn light on the ink colour (the header, the page bands, the hero, the footer, the security
 *   panel; the small ink tiles) prints in ink, with no background, whichever the setting.
 * - Nothing is fixed: a fixed header would be drawn again at the top of every page, over its first
 *   lines. The header prints once, at the top of the first page: the logo, then the page's title.
 * - What only works on a screen is left out: the nav and the phone menu, Get Started and the other
 *   calls to action, the skip link, copy buttons, carousel and tab controls, the contact form.
 * - Everything a screen shows one piece at a time prints at once (as without JavaScript, see
 *   public/noscript.css): every How It Works step and every use case; the hero its current slide.
 * - The footer is one line, the copyright: its link lists are navigation, which paper cannot follow.
 * - No heading alone at the foot of a page, no card or step cut in two, no lonely lines (orphans
 *   and widows, set once on <body> and inherited).
 */

/**
 * Screen-only chrome: never printed, whatever shows it on a screen (public/noscript.css included,
 * hence `!important`, which nothing unlayered overrides).
 */
export const noPrint = "print:hidden!";

/** A part drawn light on ink: on paper, ink on no background, all it holds in ink too. */
export const printInk = "print:bg-transparent print:text-ink print:**:text-inherit";

/**
 * A heading: never alone at the foot of a page, never cut. Firefox and WebKit ignore
 * `break-after: avoid`, so h2 and h3 also carry an invisible height below them, taken back by a
 * negative margin (no change to the layout): with less room than that left on the page, the
 * heading moves to the next one with its text.
 */
export const printHeading = "print:break-inside-avoid print:break-after-avoid";
/** An h3: room kept for its first lines. */
export const printH3 = `${printHeading} print:after:block print:after:h-24 print:after:-mb-24`;
/**
 * An h2: room kept for a subheading and its first lines too (WebKit left one alone at a page's
 * foot, above a subheading that had moved on).
 */
export const printH2 = `${printHeading} print:after:block print:after:h-40 print:after:-mb-40`;

/** A card or panel: its fill and shadow are lost on paper; a thin outline keeps it together. */
export const printCard = "print:border print:border-line print:p-5 print:[box-shadow:none]";

/** A dark band (`page-band` in app.css): ink on paper, its glows left out, nothing clipped. */
export const printBand = `${printInk} print:overflow-visible print:before:hidden print:after:hidden`;
/** What a dark band holds: paper-sized spacing, the band's own edge on the page's. */
export const printBandContent = "print:p-0 print:pt-6";
