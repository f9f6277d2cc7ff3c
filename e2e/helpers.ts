import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** What a page did that a visitor should never cause: console noise, crashes, broken or foreign requests. */
export type ConsoleLine = { type: string; text: string; url: string };

export type PageWatch = {
  /** Every console message (the 404 page logs the missing path). */
  messages: ConsoleLine[];
  /** Console messages of type error or warning, as "type: text (source URL)". */
  problems: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** Requests that never got a response (network error, aborted, blocked). */
  failedRequests: string[];
  /** Responses with an HTTP error status. */
  badResponses: string[];
  /** Every URL the page asked for. */
  requests: string[];
};

/** Starts recording before the first navigation; read the arrays at the end of the test. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = {
    messages: [],
    problems: [],
    pageErrors: [],
    failedRequests: [],
    badResponses: [],
    requests: [],
  };
  page.on("console", (message) => {
    const line = { type: message.type(), text: message.text(), url: message.location().url };
    watch.messages.push(line);
    if (line.type === "error" || line.type === "warning")
      watch.problems.push(`${line.type}: ${line.text} (${line.url})`);
  });
  page.on("pageerror", (error) => watch.pageErrors.push(error.message));
  page.on("request", (request) => watch.requests.push(request.url()));
  page.on("requestfailed", (request) =>
    watch.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400) watch.badResponses.push(`${response.status()} ${response.url()}`);
  });
  return watch;
}

/** `test` with a `watch` fixture: what the page logged, threw and requested, from before the first navigation. */
export const test = base.extend<{ watch: PageWatch }>({
  watch: async ({ page }, provide) => {
    await provide(watchPage(page));
  },
});
export { expect };

/**
 * Resolves once the page is interactive: the app sets `data-hydrated` on <html> from an effect at
 * its root (app/root.tsx), after the whole page has hydrated. (Clicks before that would be plain
 * page loads.) The page's own signal, not a framework's internals.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Lets the page's pending React work run. React schedules renders with MessageChannel tasks,
 * which Playwright's fake clock does not control; a few message round trips let them finish,
 * so a check that something did NOT change is not trivially true.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Scrolls instantly (the site sets `scroll-behavior: smooth`, which a plain scrollTo would follow). */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

export async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expect
    .poll(() =>
      page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1),
    )
    .toBe(true);
}

/** The alpha channel of a computed CSS color, whatever syntax the browser serializes it in. */
export async function colorAlpha(
  locator: Locator,
  property: "background-color" | "border-bottom-color",
): Promise<number> {
  return locator.evaluate((element, prop) => {
    const value = getComputedStyle(element).getPropertyValue(prop).trim();
    if (value === "transparent") return 0;
    const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(value);
    if (slash?.[1]) return Number(slash[1]) / (slash[2] === "%" ? 100 : 1);
    const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(value);
    if (rgba?.[1]) return Number(rgba[1]);
    return 1;
  }, property);
}

/** Top of an element relative to the viewport, in CSS pixels. */
export function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

/** Height of the fixed header. */
export function headerHeight(page: Page): Promise<number> {
  return page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().height);
}

/**
 * Expects a home-page section to end up just below the fixed header: its top is under the
 * header (not hidden behind it) and near it (the site leaves a small gap, scroll-padding).
 */
export async function expectSectionAtTop(page: Page, section: Locator) {
  const header = await headerHeight(page);
  const [min, max] = [Math.floor(header) - 1, Math.ceil(header) + 40];
  await expect
    .poll(
      async () => {
        const top = await topOf(section);
        return top >= min && top <= max ? "just below the header" : `top at ${top}px`;
      },
      { message: `section top should be between ${min} and ${max} px`, timeout: 5_000 },
    )
    .toBe("just below the header");
}
