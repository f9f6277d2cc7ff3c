import { test as base, expect, type Locator, type Page } from "@playwright/test";

import {
  type ContactForm,
  contactFormOf,
  type Header,
  headerOf,
  Hero,
  HowItWorks,
  recordMailto,
  settle,
  UseCases,
} from "./pages";
import { type ServerName, type Site, startSite } from "./servers";

export { alphaOf, settle } from "./pages";
export { expect };

/** What a page did that a visitor should never cause: console noise, crashes, broken or foreign requests. */
export type PageWatch = Record<"problems" | "pageErrors" | "failedRequests" | "badResponses" | "requests", string[]> & {
  messages: { type: string; text: string }[];
};

function watchPage(page: Page): PageWatch {
  const watch: PageWatch = {
    messages: [],
    problems: [],
    pageErrors: [],
    failedRequests: [],
    badResponses: [],
    requests: [],
  };
  page.on("console", (message) => {
    watch.messages.push({ type: message.type(), text: message.text() });
    if (/^(error|warning)$/.test(message.type()))
      watch.problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
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

/** A fixed moment for tests that run the page's clock themselves. */
export const START = new Date("2025-06-09T12:00:00Z");

/**
 * `open(path, { clock, javaScript })`: the page as a visitor's browser gets it, ready to use. With
 * JavaScript: once the app marked itself interactive (`data-hydrated` on <html>, set from an effect
 * at its root) and its pending renders ran; it records the mailto: URLs it hands to the browser
 * instead of launching a mail app (ContactForm.handedOver). `clock`: a fake clock that moves only
 * when the test moves it. `javaScript: false`: a page of a fresh context with scripts off.
 */
type Fixtures = {
  watch: PageWatch;
  open: (path?: string, options?: { clock?: boolean; javaScript?: boolean }) => Promise<Page>;
  header: Header;
  hero: Hero;
  howItWorks: HowItWorks;
  useCases: UseCases;
  contactForm: ContactForm;
};

/**
 * `server`: which server the project serves the build with (playwright.config.ts); `site`: that server,
 * started for this worker when a test first needs it (a test that opens a page or asks for `site`).
 * `baseURL` is its origin, so `page.goto("/")` goes there.
 */
type WorkerFixtures = { server: ServerName; site: Site };

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: ["npm start", { option: true, scope: "worker" }],
  site: [
    async ({ server }, provide) => {
      const started = await startSite(server);
      await provide(started);
      await started.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.origin),
  watch: async ({ page }, provide) => provide(watchPage(page)),
  open: async ({ page, browser, contextOptions, viewport, reducedMotion }, provide) => {
    const contexts: { close(): Promise<void> }[] = [];
    let recording = false;
    await provide(async (path = "/", { clock = false, javaScript = true } = {}) => {
      if (!javaScript) {
        const context = await browser.newContext({
          ...contextOptions,
          viewport,
          reducedMotion,
          javaScriptEnabled: false,
        });
        contexts.push(context);
        const plain = await context.newPage();
        await plain.goto(path);
        return plain;
      }
      if (!recording) await page.addInitScript(recordMailto);
      if (!recording) await page.addInitScript(recordScrolling);
      recording = true;
      if (clock) {
        await page.clock.install({ time: START });
        await page.clock.pauseAt(START.getTime() + 10_000); // room for a slow machine between the two calls
      }
      await page.goto(path);
      await waitForHydration(page);
      await settle(page);
      return page;
    });
    for (const context of contexts) await context.close();
  },
  header: async ({ page }, provide) => provide(headerOf(page)),
  hero: async ({ page }, provide) => provide(new Hero(page)),
  howItWorks: async ({ page }, provide) => provide(new HowItWorks(page)),
  useCases: async ({ page }, provide) => provide(new UseCases(page)),
  contactForm: async ({ page }, provide) => provide(contactFormOf(page)),
});

/**
 * Resolves once the page has marked itself interactive: its script ran and its islands hydrated
 * (`data-hydrated` on <html>; clicks before that would reach HTML no script drives).
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Lets the browser render `count` frames (observers deliver, React commits, layout shifts are recorded).
 * Counted with 1 ms animations on the document's timeline, which the fake clock does not stop: each one
 * ends at the next frame the browser renders, however long that takes.
 */
export async function renderFrames(page: Page, count = 8) {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await document.documentElement.animate([], { duration: 1 }).finished;
  }, count);
}

declare global {
  var __scrolling: { moving: boolean; ends: number };
  var __violations: string[];
}

/**
 * Records every Content-Security-Policy violation the page reports, as "directive blockedURI sample", from before its
 * first script (an init script). Call before `goto`; the reader returns the current document's so far. Firefox and
 * WebKit record theirs with the page's other problems (recordProblems, browsers/engines/in-page.mjs).
 */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = (window.__violations = []);
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => window.__violations);
}

/** Runs in the page before its scripts: whether the page is scrolling (from a scroll event to its scrollend), and
 * how many scrolls have ended. A smooth scroll fires a scroll event on every frame it moves, and scrollend once. */
function recordScrolling() {
  const scrolling: typeof window.__scrolling = (window.__scrolling = { moving: false, ends: 0 });
  addEventListener("scroll", () => (scrolling.moving = true));
  addEventListener("scrollend", () => Object.assign(scrolling, { moving: false, ends: scrolling.ends + 1 }));
}

/** How many scrolls of the page (an `open` one) have ended so far. */
export const scrollsEnded = (page: Page) => page.evaluate(() => window.__scrolling.ends);

/** Waits until a scroll of the page that ended after `ended` scrolls (scrollsEnded) has come to rest. */
export async function waitForScrollEnd(page: Page, ended = 0) {
  const state = () => page.evaluate(() => window.__scrolling);
  await expect
    .poll(
      async () => {
        const { ends, moving } = await state();
        return ends > ended && !moving;
      },
      { message: "a scroll to come to rest (scrollend)" },
    )
    .toBe(true);
}

/** Scrolls instantly (the site sets `scroll-behavior: smooth`), again on each poll: a smooth scroll still under
 * way from an earlier click would otherwise carry the page on. */
export async function scrollToY(page: Page, y: number | "bottom") {
  const scroll = (top: number | "bottom") =>
    page.evaluate((to) => {
      window.scrollTo({ top: to === "bottom" ? document.documentElement.scrollHeight : to, behavior: "instant" });
      return window.scrollY;
    }, top);
  if (y === "bottom") await scroll(y);
  else await expect.poll(() => scroll(y)).toBe(y);
}

/** Moves the pointer off everything that pauses on hover: onto the fixed header. */
export async function pointerAway(page: Page) {
  await page.mouse.move((page.viewportSize()?.width ?? 1280) / 2, 4);
}

/** Waits until no CSS animation or transition is running (cross-fades, fade-ins, hover colours). */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Opacity, and whether a CSS animation (the fade-in) is running or pending on it. */
export function fadeStateOf(element: Locator): Promise<{ opacity: number; animating: boolean }> {
  return element.evaluate((el) => ({
    opacity: Number(getComputedStyle(el).opacity),
    animating: el.getAnimations().some((animation) => animation.playState !== "finished"),
  }));
}

/** Scrolls so that `fraction` of the element shows at the bottom of the viewport; returns the share really shown. */
function showFraction(element: Locator, fraction: number): Promise<number> {
  return element.evaluate((el, share) => {
    const box = el.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.top - window.innerHeight + box.height * share, behavior: "instant" });
    const after = el.getBoundingClientRect();
    return Math.max(0, Math.min(after.bottom, window.innerHeight) - Math.max(after.top, 0)) / after.height;
  }, fraction);
}

/**
 * A section's fade-in as a visitor scrolling down meets it: transparent and still once the page is interactive, and
 * still so with `little` of it (a share under 20%) in view; once more than 20% shows it fades in, and it stays shown,
 * scrolled out of view and back. `whileWaiting` runs after the first check, before any scroll.
 */
export async function expectFadeIn(element: Locator, little: number, whileWaiting?: () => Promise<void>) {
  const page = element.page();
  const still = async (opacity: number, when: string) =>
    expect(await fadeStateOf(element), when).toEqual({ opacity, animating: false });
  await still(0, "once the page is interactive");
  await whileWaiting?.();
  expect(await showFraction(element, little), "the share in view").toBeCloseTo(little, 2);
  await renderFrames(page);
  await still(0, `${Math.round(little * 100)}% in view`);
  expect(await showFraction(element, 0.3), "the share in view").toBeGreaterThan(0.2);
  await expect.poll(() => fadeStateOf(element)).toEqual({ opacity: 1, animating: false });
  const moves = { "out of view": () => scrollToY(page, 0), "back in view": () => showFraction(element, 0.5) };
  for (const [where, move] of Object.entries(moves)) {
    await move();
    await renderFrames(page);
    await still(1, where);
  }
}

/** A home-page section, by the anchor id a visitor sees in the URL (/#services). */
export const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** Where a section lies against the fixed header (sectionPlace). */
export type SectionPlace = { hash: string; header: number; top: number; moving: boolean };

/**
 * Runs in the page, in Chromium or in Firefox and WebKit (so it names nothing outside itself): the URL's fragment, the
 * fixed header's height, the top of section `id` on screen, and whether the page is scrolling, where it records that
 * (recordScrolling: Chromium's `open`).
 */
export function sectionPlace(id: string): SectionPlace {
  return {
    hash: location.hash,
    header: document.querySelector("header")?.getBoundingClientRect().height ?? 0,
    top: document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN,
    moving: (window as { __scrolling?: { moving: boolean } }).__scrolling?.moving ?? false,
  };
}

/**
 * Section `id`, the URL's target, comes to rest just below the fixed header: not hidden behind it, and near it
 * (scroll-padding), its top from 1 px above the header's bottom to 40 px below it. Polls `measure` (sectionPlace, read
 * in the page); a page that records its scrolling is read only at rest (between a scrollend and the next scroll
 * event), never mid smooth scroll. `engine`: Firefox's or WebKit's name, for the message.
 */
export async function expectLandedBelowHeader(
  id: string,
  measure: () => Promise<SectionPlace>,
  { timeout, intervals, engine }: { timeout?: number; intervals?: number[]; engine?: string } = {},
) {
  const where = ({ hash, header, top, moving }: SectionPlace) => {
    const [min, max, at] = [Math.floor(header) - 1, Math.ceil(header) + 40, Math.round(top)];
    if (moving) return "still scrolling";
    if (hash !== `#${id}`) return `the URL's fragment is "${hash}"`;
    return at >= min && at <= max ? "just below the header" : `top at ${at}px, not ${min} to ${max}px`;
  };
  const message = `${engine ? `${engine}: ` : ""}#${id} should come to rest just below the fixed header`;
  await expect.poll(async () => where(await measure()), { timeout, intervals, message }).toBe("just below the header");
}

/** In a page opened with `open`: section `id` comes to rest just below the fixed header (expectLandedBelowHeader). */
export const expectSectionAtTop = (page: Page, id: string) =>
  expectLandedBelowHeader(id, () => page.evaluate(sectionPlace, id));
