import { expect, test, type Locator, type Page } from "@playwright/test";

import { waitForHydration } from "./helpers";

export { settle, waitForHydration } from "./helpers";

/**
 * Helpers for the section and contact specs. They only wait for the page to be ready and move
 * the viewport; what the tests assert stays in the specs.
 */

export const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/**
 * Opens the home page at the top and waits until the page is hydrated and its mount effects have
 * run (timers armed, carousels set up). The visible sign of that: with motion allowed, the About
 * section (below the fold at the viewports used here) has been made transparent, waiting to fade
 * in; under reduced motion, the use-case pause control has switched to offering 'Start'.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await waitForHydration(page);
  const reduced = await page.evaluate((query) => window.matchMedia(query).matches, reducedMotionQuery);
  if (reduced) {
    await expect(page.getByRole("button", { name: "Start rotating use cases" })).toBeVisible();
  } else {
    await expect.poll(() => opacityOf(page.locator("#about"))).toBe(0);
  }
}

/** The element's computed opacity, as a number. */
export async function opacityOf(element: Locator): Promise<number> {
  return Number(await element.evaluate((el) => getComputedStyle(el).opacity));
}

/** Opacity, and whether a CSS animation (the fade-in) is running or pending on it. */
export async function fadeStateOf(element: Locator): Promise<{ opacity: number; animating: boolean }> {
  return element.evaluate((el) => ({
    opacity: Number(getComputedStyle(el).opacity),
    animating: el.getAnimations().some((animation) => animation.playState !== "finished"),
  }));
}

/**
 * Scrolls the window (instantly) so that `fraction` of the element's height shows at the bottom of
 * the viewport; returns the fraction that is really visible afterwards.
 */
export async function scrollSoThatFractionIsVisible(element: Locator, fraction: number): Promise<number> {
  return element.evaluate((el, share) => {
    const box = el.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.top - window.innerHeight + box.height * share, behavior: "instant" });
    const after = el.getBoundingClientRect();
    const visible = Math.min(after.bottom, window.innerHeight) - Math.max(after.top, 0);
    return Math.max(0, visible) / after.height;
  }, fraction);
}

export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Lets the browser render `count` frames (intersection observers deliver, React commits) before a
 * check that something did NOT happen. Needs the real requestAnimationFrame: not for tests that
 * install page.clock.
 */
export async function renderFrames(page: Page, count = 8): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        const tick = () => (++seen >= n ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/** Alpha of a computed CSS colour (rgb(), rgba(), oklab(... / a), color(... / a) ...). */
export function alphaOf(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+%?)\s*\)$/.exec(color);
  if (slash?.[1]) return slash[1].endsWith("%") ? Number(slash[1].slice(0, -1)) / 100 : Number(slash[1]);
  const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color);
  if (rgba?.[1]) return Number(rgba[1]);
  return 1;
}

/** Spec: About and Contact fade in once when 20% of the section is visible. */
export const REVEAL_THRESHOLD = 0.2;

/**
 * The fade-in tests both revealing sections share: hidden after hydration, revealed once more
 * than 20% of the section is visible (and not at `hiddenAt` fractions below that), then visible
 * for good; never hidden under reduced motion or without JavaScript.
 */
export function describeFadeIn(section: (page: Page) => Locator, heading: string, hiddenAt: number[]) {
  test("is transparent after hydration, fades in once more than 20% is visible, and stays visible", async ({
    page,
  }) => {
    await openHome(page);
    expect(await opacityOf(section(page))).toBe(0);

    const shown = await scrollSoThatFractionIsVisible(section(page), REVEAL_THRESHOLD + 0.1);
    expect(shown).toBeGreaterThan(REVEAL_THRESHOLD);
    await expect.poll(() => opacityOf(section(page))).toBe(1);
    await expect(section(page).getByRole("heading", { name: heading })).toBeVisible();

    // Once revealed it stays: scroll away (out of view entirely) and back.
    await scrollToTop(page);
    await renderFrames(page);
    expect(await fadeStateOf(section(page))).toEqual({ opacity: 1, animating: false });
    await scrollSoThatFractionIsVisible(section(page), 0.5);
    await renderFrames(page);
    expect(await fadeStateOf(section(page))).toEqual({ opacity: 1, animating: false });
  });

  for (const fraction of hiddenAt) {
    test(`stays hidden while ${Math.round(fraction * 100)}% of it is visible`, async ({ page }) => {
      await openHome(page);
      const shown = await scrollSoThatFractionIsVisible(section(page), fraction);
      expect(shown).toBeGreaterThan(0.05);
      expect(shown).toBeLessThan(REVEAL_THRESHOLD);
      await renderFrames(page);
      expect(await fadeStateOf(section(page))).toEqual({ opacity: 0, animating: false });
    });
  }

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("is never hidden", async ({ page }) => {
      await openHome(page);
      expect(await opacityOf(section(page))).toBe(1);
      for (const fraction of [0.1, 0.3]) {
        await scrollSoThatFractionIsVisible(section(page), fraction);
        await renderFrames(page);
        expect(await opacityOf(section(page))).toBe(1);
      }
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is visible", async ({ page }) => {
      await page.goto("/");
      await section(page).getByRole("heading", { name: heading }).scrollIntoViewIfNeeded();
      expect(await opacityOf(section(page))).toBe(1);
      await expect(section(page).getByRole("heading", { name: heading })).toBeVisible();
    });
  });
}
