/*
 * The site's own statistics, in the visitor's browser: loaded by every page's script after the
 * page's load event, when the browser is idle (site-script.ts), so that it never delays the first
 * paint or an island's hydration. It sends, by the loader's sendBeacon to the site's own origin
 * (collectPath):
 * - a page view: the path, the referrer and the viewport's width;
 * - the page's Core Web Vitals from the web-vitals library, each with what it was about (the LCP
 *   element, the INP target, the largest layout shift's element), once, when the page is first hidden.
 *   web-vitals' attribution build alone weighs 5.2 KB with brotli, more than this script's budget of
 *   4 KB: the elements are read here from the metric's own entries, as that build reads them.
 * Nothing else: no cookie, no identifier. The Worker keeps the referrer's host only and reduces the
 * rest (worker/analytics/). Nothing at all is sent under GPC, DNT or the visitor's opt-out (choice.ts).
 */
import { type Metric as Vital, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

type Metric = { name: string; value: number; target?: string };

/**
 * What the page's loader (loader.ts, which sends the leads) gives this module, which imports nothing
 * of the page's so that loading it needs nothing else: its way to send a beacon, which sends nothing
 * once the visitor no longer allows it (an opt-out on the privacy page stops the rest at once).
 */
export type Start = { send: (beacon: object) => boolean };

/** An element as a short CSS path, as web-vitals' attribution writes it: `main>section#about>h2.title`. */
function selectorOf(element: Node | null | undefined): string | undefined {
  const parts: string[] = [];
  for (let node = element; node instanceof Element && parts.length < 5; node = node.parentNode) {
    const className = node.classList[0];
    parts.unshift(node.localName + (node.id ? `#${node.id}` : className ? `.${className}` : ""));
    if (node.id) break;
  }
  return parts.join(">").slice(0, 200) || undefined;
}

type Entry = { element?: Element | null; target?: Node | null; value?: number; sources?: { node?: Node | null }[] };

/** What a metric was about: the LCP element, the INP target, the largest layout shift's element. */
function targetOf(metric: Vital): string | undefined {
  const entries = metric.entries as Entry[];
  if (metric.name === "LCP") return selectorOf(entries.at(-1)?.element);
  if (metric.name === "INP") return selectorOf(entries.find((entry) => entry.target)?.target);
  if (metric.name !== "CLS") return undefined;
  const largest = entries.reduce<Entry | undefined>((a, b) => ((b.value ?? 0) > (a?.value ?? 0) ? b : a), undefined);
  return selectorOf(largest?.sources?.find((source) => source.node)?.node);
}

/** Starts counting this page: its view now, its vitals when it is first hidden. */
export function start({ send }: Start): void {
  const path = location.pathname;
  send({ type: "pageview", path, referrer: document.referrer || undefined, width: innerWidth });

  const metrics = new Map<string, Metric>();
  const keep = (metric: Vital) => {
    // Milliseconds to the millisecond; CLS, a score, to four places.
    const value = metric.name === "CLS" ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
    metrics.set(metric.name, { name: metric.name, value: Math.min(value, 600_000), target: targetOf(metric) });
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  // After web-vitals' own listeners (on the document), which report LCP, CLS and INP as the page is hidden.
  let sent = false;
  const flush = (event: Event) => {
    if (sent || metrics.size === 0) return;
    if (event.type === "visibilitychange" && document.visibilityState !== "hidden") return;
    sent = true;
    send({ type: "vitals", path, width: innerWidth, metrics: [...metrics.values()] });
  };
  addEventListener("visibilitychange", flush);
  addEventListener("pagehide", flush);
}
