import type { Page } from "@playwright/test";

/**
 * Sets the browser's default font size for this page, navigations included, as a visitor's "Font
 * size" setting does (Chrome's "Very large" is 150 %; Chrome and Firefox allow 200 %). Through the
 * DevTools protocol: an author style on <html> would not do, since media queries keep the browser's
 * default, so the rem breakpoints would not step down as they do for the visitor. Chromium only.
 */
export async function setTextSize(page: Page, percent: number) {
  const session = await page.context().newCDPSession(page);
  await session.send("Page.setFontSizes", {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) },
  });
}
