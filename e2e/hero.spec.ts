import type { Page } from "@playwright/test";

import { expect, expectSectionAtTop, settle, test, waitForHydration } from "./helpers";

/** Spec section 9: hero auto-advance 6000 ms; 3 slides. */
const INTERVAL_MS = 6000;
const CTAS = ["Request Access", "View Documentation", "Talk to Sales"] as const;

const START = new Date("2026-02-02T09:00:00");

/**
 * Opens the home page with a fake clock that only moves when the test moves it, and waits for
 * hydration (the rotation timer starts in an effect, so only then is it armed).
 */
async function openHome(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto("/");
  await waitForHydration(page);
  await settle(page);
}

const carousel = (page: Page) => page.getByRole("region", { name: "RYMI highlights" });
const dot = (page: Page, n: number) => page.getByRole("button", { name: `Slide ${n}`, exact: true });
const slide = (page: Page, n: number) => page.getByRole("group", { name: `${n} of 3`, exact: true });

/** Waits until slide n is the one shown and its dot alone is marked, then lets React's effects run. */
async function expectSlide(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
  await expect(slide(page, n)).toBeVisible();
  for (const other of [1, 2, 3].filter((i) => i !== n)) {
    await expect(dot(page, other)).not.toHaveAttribute("aria-current", "true");
  }
  await settle(page);
}

/** Exactly one slide is on screen once the cross-fade has finished. */
async function expectOnlyOneSlideVisible(page: Page) {
  await expect(
    page.getByRole("group", { name: /^\d of 3$/, includeHidden: true }).filter({ visible: true }),
  ).toHaveCount(1);
}

/** Checks, without waiting for a change, that slide n is still the one marked as current. */
async function expectStillSlide(page: Page, n: number) {
  await settle(page);
  for (const i of [1, 2, 3]) {
    expect(await dot(page, i).getAttribute("aria-current"), `dot ${i}`).toBe(i === n ? "true" : null);
  }
  await expect(slide(page, n)).toBeVisible();
}

/** Moves the pointer off the carousel (onto the fixed header): hovering pauses the rotation. */
async function pointerAway(page: Page) {
  const box = await page.getByRole("banner").boundingBox();
  if (!box) throw new Error("header not laid out");
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
}

test.describe("hero carousel", () => {
  test("has 3 slides with the CTAs Request Access, View Documentation, Talk to Sales", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("group", { name: /^\d of 3$/, includeHidden: true })).toHaveCount(3);
    await expect(carousel(page).getByRole("button", { name: /^Slide \d$/ })).toHaveCount(3);

    for (const [i, cta] of CTAS.entries()) {
      const n = i + 1;
      await dot(page, n).click();
      await expectSlide(page, n);
      await expect(slide(page, n).getByRole("heading", { level: 2 })).toBeVisible();
      await expect(slide(page, n).getByRole("link", { name: cta, exact: true })).toBeVisible();
      await expect(slide(page, n).getByRole("img")).toBeVisible();
      await expectOnlyOneSlideVisible(page);
      // Only the current slide's button is reachable.
      await expect(
        carousel(page).getByRole("link", { name: /^(Request Access|View Documentation|Talk to Sales)$/ }),
      ).toHaveCount(1);
    }
  });

  test("advances every 6000 ms, not at 5999, and wraps from slide 3 to slide 1", async ({ page }) => {
    await openHome(page);
    await expectSlide(page, 1);

    await page.clock.runFor(INTERVAL_MS - 1);
    await expectStillSlide(page, 1);
    await page.clock.runFor(1);
    await expectSlide(page, 2);

    await page.clock.runFor(INTERVAL_MS - 1);
    await expectStillSlide(page, 2);
    await page.clock.runFor(1);
    await expectSlide(page, 3);

    await page.clock.runFor(INTERVAL_MS);
    await expectSlide(page, 1);
  });

  test("next and previous arrows move one slide and wrap both ways", async ({ page }) => {
    await openHome(page);
    const next = carousel(page).getByRole("button", { name: "Next slide" });
    const previous = carousel(page).getByRole("button", { name: "Previous slide" });

    await previous.click();
    await expectSlide(page, 3);
    await previous.click();
    await expectSlide(page, 2);
    await next.click();
    await expectSlide(page, 3);
    await next.click();
    await expectSlide(page, 1);
    await next.click();
    await expectSlide(page, 2);
  });

  test("dot pickers jump to their slide and mark it as current", async ({ page }) => {
    await openHome(page);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");

    for (const n of [3, 1, 2]) {
      await dot(page, n).click();
      await expectSlide(page, n);
      await expectOnlyOneSlideVisible(page);
      await expect(
        carousel(page)
          .getByRole("button", { name: /^Slide \d$/ })
          .and(page.locator("[aria-current]")),
      ).toHaveCount(1);
    }
  });

  for (const [i, cta] of CTAS.entries()) {
    test(`"${cta}" scrolls to the contact section`, async ({ page }) => {
      await openHome(page);
      if (i > 0) await dot(page, i + 1).click();
      await expectSlide(page, i + 1);

      await slide(page, i + 1)
        .getByRole("link", { name: cta, exact: true })
        .click();
      await expect(page).toHaveURL(/\/#contact$/);
      const contact = page.getByRole("region", { name: "Get Started with RYMI" });
      await expectSectionAtTop(page, contact);
      await expect(contact.getByRole("heading", { name: "Get Started with RYMI" })).toBeInViewport();
    });
  }

  test("the pause control stops the rotation and the play control restarts it", async ({ page }) => {
    await openHome(page);
    await carousel(page).getByRole("button", { name: "Stop automatic slide show" }).click();
    const play = carousel(page).getByRole("button", { name: "Start automatic slide show" });
    await expect(play).toBeVisible();
    await pointerAway(page);
    await settle(page);

    await page.clock.runFor(INTERVAL_MS * 3);
    await expectStillSlide(page, 1);

    await play.click();
    await expect(carousel(page).getByRole("button", { name: "Stop automatic slide show" })).toBeVisible();
    await pointerAway(page);
    await settle(page);
    await page.clock.runFor(INTERVAL_MS);
    await expectSlide(page, 2);
    await page.clock.runFor(INTERVAL_MS);
    await expectSlide(page, 3);
  });

  test.describe("for a visitor who prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing advances on its own, but the arrows still work", async ({ page }) => {
      await openHome(page);
      await page.clock.runFor(INTERVAL_MS * 4);
      await expectStillSlide(page, 1);

      await carousel(page).getByRole("button", { name: "Next slide" }).click();
      await expectSlide(page, 2);
      await pointerAway(page);
      await settle(page);
      await page.clock.runFor(INTERVAL_MS * 2);
      await expectStillSlide(page, 2);
    });
  });
});
