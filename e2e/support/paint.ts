// The browser's own paint and layout-shift entries, read in the page (Chromium and Firefox):
// shared by paint.spec.ts and the Firefox check in engines.spec.ts. Functions that run in the page
// are self-contained (the drivers send their source).
import { expect } from "@playwright/test";

/** How long the idle tests leave the home page alone: three hero advances (6 s), four use-case rotations (5 s). */
export const IDLE_MS = 20_000;

/** A largest-contentful-paint entry, its element named the way a visitor would point at it. */
export type Paint = { startTime: number; size: number; element: string };

declare global {
  var __moves: { slides: number; tabs: number };
}

/**
 * Runs in the page before its scripts: counts the hero's slide changes (a dot becomes current) and
 * the use cases' rotations (a tab becomes selected), to show that the page did move. A carousel is
 * found by its having a roledescription at all: the word itself is the content's (the editor's) to
 * choose, and a self-contained function cannot read the content files.
 */
export function recordMoves() {
  window.__moves = { slides: 0, tabs: 0 };
  new MutationObserver((records) => {
    for (const { target, attributeName } of records) {
      if (!(target instanceof Element) || target.getAttribute(attributeName ?? "") !== "true") continue;
      if (attributeName === "aria-selected" && target.getAttribute("role") === "tab") window.__moves.tabs++;
      if (attributeName === "aria-current" && target.closest("[aria-roledescription]")) window.__moves.slides++;
    }
  }).observe(document, { attributes: true, attributeFilter: ["aria-current", "aria-selected"], subtree: true });
}

/**
 * Runs in the page: every largest-contentful-paint and layout-shift entry the browser has reported
 * since navigation (buffered), the shifts without recent input only (what CLS counts). An engine
 * without an entry type reports none of it.
 */
export function browserEntries(): {
  paints: Paint[];
  shifts: { startTime: number; value: number; sources: string[] }[];
} {
  const name = (el: Element | null | undefined) => {
    if (!el) return "(an element since removed)";
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
    const src = el.getAttribute("src");
    const alt = el.getAttribute("alt") ?? el.getAttribute("aria-label");
    return `<${el.tagName.toLowerCase()}>${src ? ` src=${src}` : ""}${alt ? ` "${alt}"` : ""}${text ? ` "${text.slice(0, 60)}"` : ""}`;
  };
  // Observing with `buffered` puts every entry reported so far in the observer's buffer at once
  // (Performance Timeline), where takeRecords() reads it: no waiting on a task or a (fake) timer.
  const read = <T>(type: string, map: (entry: PerformanceEntry) => T | undefined): T[] => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return [];
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type, buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries.flatMap((entry) => map(entry) ?? []);
  };
  type LargestPaint = PerformanceEntry & { size: number; element: Element | null; url: string };
  type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  return {
    paints: read("largest-contentful-paint", (entry) => {
      const paint = entry as LargestPaint;
      return { startTime: paint.startTime, size: paint.size, element: name(paint.element) };
    }),
    shifts: read("layout-shift", (entry) => {
      const shift = entry as LayoutShift;
      if (shift.hadRecentInput) return undefined;
      const sources = (shift.sources ?? []).map((s) =>
        name(s.node instanceof Element ? s.node : s.node?.parentElement),
      );
      return { startTime: Math.round(shift.startTime), value: shift.value, sources };
    }),
  };
}

/**
 * The browser reported a largest paint within 1.5 s of navigation, and none after it: the largest
 * paint is the first paint. The later ones, if any, are named with their time and size.
 */
export function expectLargestPaintFirst(paints: Paint[]) {
  expect(paints.length, "the browser reports a largest paint").toBeGreaterThan(0);
  expect(paints[0]?.startTime, "the first largest paint, ms after navigation").toBeLessThan(1500);
  const first = paints[0]?.startTime ?? 0;
  const later = paints
    .filter((paint) => paint.startTime > first)
    .map((paint) => `${Math.round(paint.startTime)} ms: ${paint.element}, ${paint.size} px²`);
  expect(later, "largest paints after the first").toEqual([]);
}
