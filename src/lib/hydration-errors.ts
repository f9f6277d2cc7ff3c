/** React's error for hydration text or markup unlike what it rendered: its code, or its words in development. */
const MISMATCH = /react\.dev\/errors\/418\b|^Hydration failed/;

/** Chrome's (and Google Translate's) mark on a page it translates. */
const TRANSLATED = /\btranslated-(ltr|rtl)\b/;

/**
 * The root's `onRecoverableError` (src/entry.client.tsx). A browser that translates the pre-rendered
 * page before it hydrates (Chrome's "always translate", on a slow phone) leaves its own text where
 * React rendered English, so hydration fails and React draws the page again on the client. That is
 * the visitor's browser at work, not a fault of the site: the mismatch is dropped quietly, and the
 * translator's marks on <html> (its language, Chrome's class), which React's new render wiped, are
 * put back, so the page still says it is in the visitor's language while the browser translates the
 * new text. Any other error is reported as React reports it by default (`reportError`).
 *
 * React wipes <html>'s attributes in the same task that reports the error: a MutationObserver
 * started before hydration holds that change with the values before it, read with takeRecords().
 * A translator's language differs from the one React puts back.
 */
export function onRecoverableErrorFor(html: HTMLElement, report: (error: unknown) => void = reportError) {
  const changes = new MutationObserver(() => {});
  changes.observe(html, { attributeFilter: ["class", "lang"], attributeOldValue: true });
  return (error: unknown) => {
    // Each attribute's last value before React's new render took it off.
    const before = new Map<string, string>();
    for (const { attributeName, oldValue } of changes.takeRecords())
      if (attributeName && oldValue !== null) before.set(attributeName, oldValue);
    const lang = before.get("lang") ?? html.lang;
    const translated = TRANSLATED.test(`${before.get("class")} ${html.className}`) || lang !== html.lang;
    if (!translated || !MISMATCH.test(error instanceof Error ? error.message : "")) return report(error);
    for (const [name, value] of before) html.setAttribute(name, value);
  };
}
