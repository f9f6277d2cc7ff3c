/** The language the site's pages are written in: their <html lang> (src/layouts/site.astro). */
export const SITE_LANGUAGE = "en";

/** React's error for hydration text or markup unlike what it rendered: its code, or its words in development. */
const MISMATCH = /react\.dev\/errors\/418\b|^Hydration failed/;

/** Chrome's (and Google Translate's) mark on a page it translates. */
const TRANSLATED = /\btranslated-(ltr|rtl)\b/;

/**
 * Every island's `onRecoverableError` (src/lib/island-client.tsx). A browser that translates the
 * pre-rendered page before an island hydrates (Chrome's "always translate", on a slow phone)
 * leaves its own text where React rendered English, so that island's hydration fails and React
 * draws the island again on the client; the browser then translates the new text as it does any
 * new text. That is the visitor's browser at work, not a fault of the site: on a page that carries
 * a translator's marks on <html> (Chrome's class, or a language other than the site's), which
 * React never renders, the mismatch is dropped quietly. Any other error, and a mismatch on a page
 * nobody translated, is reported as React reports it by default (`reportError`).
 */
export function onRecoverableErrorFor(
  html: HTMLElement,
  { language = SITE_LANGUAGE, report = reportError }: { language?: string; report?: (error: unknown) => void } = {},
) {
  return (error: unknown) => {
    const translated = TRANSLATED.test(html.className) || html.lang !== language;
    if (translated && MISMATCH.test(error instanceof Error ? error.message : "")) return;
    report(error);
  };
}
