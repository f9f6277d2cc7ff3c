import { expect, test, type Page } from "@playwright/test";

import { describeFadeIn, alphaOf, openHome, settle } from "./section-helpers";

/** Spec section 9. */
const USE_CASE_INTERVAL_MS = 5000;

const STEPS = ["Audio Streaming", "Audio Processing", "AI Response Generation", "Audio Playback"] as const;
const USE_CASES = [
  "Customer Support Automation",
  "Voice-first IVR Bots",
  "AI Telemarketing",
  "Mental Health Voice Assistants",
  "Voice Appointment Agents",
] as const;

/** Quick polling for visual states that settle within a CSS transition (500 ms here). */
const FAST_POLL = { intervals: [50, 100, 100, 200] };

const START = new Date("2025-06-09T09:00:00Z").getTime();

/** A fake clock that only moves when the test moves it, then the home page, hydrated. */
async function openHomeWithPausedClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await openHome(page);
}

const about = (page: Page) => page.locator("#about");
const services = (page: Page) => page.locator("#services");
const industries = (page: Page) => page.locator("#industries");
const contactHeading = (page: Page) => page.getByRole("heading", { name: "Get Started with RYMI", level: 2 });

// ---------------------------------------------------------------------------------------------
// About (#about)
// ---------------------------------------------------------------------------------------------

test.describe("About section", () => {
  test("shows the four blocks, a Tech Stack list of 4 cards and a closing call to action to #contact", async ({
    page,
  }) => {
    await openHome(page);
    const section = about(page);
    for (const name of ["What the product does", "Core Capabilities", "Security & Scale", "Tech Stack"]) {
      await expect(section.getByRole("heading", { name, exact: true })).toBeAttached();
    }

    // The list under the Tech Stack heading: 4 cards, each with a name and some text.
    const techStack = section.getByRole("heading", { name: "Tech Stack", exact: true }).locator("xpath=..");
    const cards = techStack.getByRole("list").getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading")).toHaveText(/\S/);
      await expect(card.getByRole("paragraph").last()).toHaveText(/^(\S+\s+){5,}\S+/);
    }

    // The closing card comes after the Tech Stack and is the section's one link: to the contact section.
    const cta = section.getByRole("link");
    await expect(cta).toHaveCount(1);
    await expect(cta).toHaveAttribute("href", /#contact$/);
    await cta.scrollIntoViewIfNeeded();
    const ctaTop = (await cta.boundingBox())?.y ?? Number.NaN;
    const listBottom = await techStack.getByRole("list").evaluate((el) => el.getBoundingClientRect().bottom);
    expect(ctaTop).toBeGreaterThan(listBottom);

    await cta.click();
    await expect(contactHeading(page)).toBeInViewport();
    await expect(page).toHaveURL(/#contact$/);
  });

  describeFadeIn(about, "What the product does", [0.1]);
});

// ---------------------------------------------------------------------------------------------
// How It Works (#services)
// ---------------------------------------------------------------------------------------------

const stepCard = (page: Page, title: string) =>
  services(page)
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true, level: 3 }) });
const stepDot = (page: Page, n: number) => services(page).getByRole("button", { name: `Step ${n}`, exact: true });
const stepSlide = (page: Page, n: number) => services(page).getByRole("group", { name: `${n} of 4`, exact: true });

test.describe("How It Works section", () => {
  test("has the four steps in order, each with a description, benefits, an image and Learn More to #contact", async ({
    page,
  }) => {
    await openHome(page);
    await expect(services(page).getByRole("heading", { level: 3 })).toHaveText([...STEPS]);

    for (const title of STEPS) {
      const card = stepCard(page, title);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("paragraph").first()).toHaveText(/^(\S+\s+){8,}\S+/);
      const benefits = card.getByRole("list").getByRole("listitem");
      expect(await benefits.count()).toBeGreaterThanOrEqual(1);
      for (const benefit of await benefits.all()) await expect(benefit).toHaveText(/\S/);
      const image = card.getByRole("img");
      await expect(image).toHaveCount(1);
      await expect(image).toHaveAttribute("alt", /^(\S+\s+){2,}\S+/);
      const learnMore = card.getByRole("link", { name: /^Learn More\b/ });
      await expect(learnMore).toHaveAttribute("href", /#contact$/);
    }

    await stepCard(page, "Audio Processing")
      .getByRole("link", { name: /^Learn More\b/ })
      .click();
    await expect(contactHeading(page)).toBeInViewport();
  });

  test("is a grid on a large screen", async ({ page }) => {
    await openHome(page);
    await services(page).scrollIntoViewIfNeeded();
    const tops = await Promise.all(STEPS.map(async (title) => (await stepCard(page, title).boundingBox())?.y));
    const distinctRows = new Set(tops.map((top) => Math.round(top ?? Number.NaN)));
    expect(distinctRows.size).toBeLessThan(STEPS.length); // at least two cards share a row
    for (const title of STEPS) await expect(stepCard(page, title)).toBeInViewport();
    await expect(services(page).getByRole("button", { name: "Next step" })).toBeHidden();
    await expect(services(page).getByRole("button", { name: "Previous step" })).toBeHidden();
    await expect(stepDot(page, 1)).toBeHidden();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    /** Step n is the one on screen: its dot is current and its slide lies within the viewport. */
    async function expectStepShown(page: Page, n: number) {
      await expect(stepDot(page, n)).toHaveAttribute("aria-current", "true");
      for (const other of [1, 2, 3, 4].filter((i) => i !== n)) {
        await expect(stepDot(page, other)).not.toHaveAttribute("aria-current", "true");
      }
      await expect
        .poll(async () => {
          const box = await stepSlide(page, n).boundingBox();
          const width = page.viewportSize()?.width ?? 0;
          return box !== null && box.x >= -1 && box.x + box.width <= width + 1;
        }, FAST_POLL)
        .toBe(true);
      await expect(stepCard(page, STEPS[n - 1] ?? "")).toBeInViewport({ ratio: 0.5 });
    }

    test("is a carousel with arrows and dots that wrap both ways", async ({ page }) => {
      await openHome(page);
      const next = services(page).getByRole("button", { name: "Next step" });
      const previous = services(page).getByRole("button", { name: "Previous step" });
      await next.scrollIntoViewIfNeeded();
      await expect(next).toBeVisible();
      await expect(previous).toBeVisible();
      for (const n of [1, 2, 3, 4]) await expect(stepDot(page, n)).toBeVisible();

      await expectStepShown(page, 1);
      await next.click();
      await expectStepShown(page, 2);
      await previous.click();
      await expectStepShown(page, 1);
      await previous.click(); // wraps from the first step to the last
      await expectStepShown(page, 4);
      await next.click(); // wraps from the last step to the first
      await expectStepShown(page, 1);

      await stepDot(page, 3).click();
      await expectStepShown(page, 3);
    });

    test("moves to another step when swiped with a finger", async ({ browser }) => {
      // A phone: touch input, so Chromium scrolls the track natively under the finger.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      await openHome(page);
      const first = stepSlide(page, 1);
      await first.scrollIntoViewIfNeeded();
      await expectStepShown(page, 1);
      const box = await stepCard(page, STEPS[0]).boundingBox();
      if (!box) throw new Error("step 1 has no box");
      // A finger dragged right to left, as Chromium's own touch events: the browser scrolls the track.
      const cdp = await context.newCDPSession(page);
      const y = Math.round(box.y + box.height / 2);
      const startX = Math.round(box.x + box.width * 0.8);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: startX, y }] });
      for (let step = 1; step <= 10; step++) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: startX - step * 25, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expectStepShown(page, 2);
      await context.close();
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Use Cases (#industries)
// ---------------------------------------------------------------------------------------------

const tabFor = (page: Page, name: string) => industries(page).getByRole("tab", { name, exact: true });

/**
 * The progress bar as a sighted visitor sees it: one segment per use case, dark when filled and
 * faint when not (it is decorative, aria-hidden, so it has no role to find it by). E.g. "##...".
 */
async function progressBar(page: Page): Promise<string> {
  const colors = await industries(page)
    .locator('div[aria-hidden="true"] > span')
    .evaluateAll((segments) => segments.map((segment) => getComputedStyle(segment).backgroundColor));
  return colors.map((color) => (alphaOf(color) >= 0.9 ? "#" : alphaOf(color) <= 0.3 ? "." : "?")).join("");
}
const progressAt = (position: number) => "#".repeat(position) + ".".repeat(USE_CASES.length - position);

/** Use case n (1-based) is selected, its panel alone is shown, and (unless told not to) the progress bar says so. */
async function expectUseCase(page: Page, n: number, { progress = true } = {}) {
  const name = USE_CASES[n - 1] ?? "";
  await expect(tabFor(page, name)).toHaveAttribute("aria-selected", "true");
  const panel = industries(page).getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAccessibleName(name);
  await expect(panel.getByRole("heading", { name, level: 3 })).toBeVisible();
  if (progress) await expect.poll(() => progressBar(page), FAST_POLL).toBe(progressAt(n));
  await settle(page);
}

/** Keeps the pointer on the fixed header, well away from the section. */
async function pointerAway(page: Page) {
  await page.mouse.move(5, 5);
}

test.describe("Use Cases section", () => {
  test("has five tabs; each shows its description and key capabilities when clicked", async ({ page }) => {
    await openHome(page);
    const tabs = industries(page).getByRole("tablist").getByRole("tab");
    await expect(tabs).toHaveText([...USE_CASES]);

    for (const [i, name] of [...USE_CASES.entries()].reverse()) {
      await tabFor(page, name).click();
      await expect(tabFor(page, name)).toHaveAttribute("aria-selected", "true");
      await expect(industries(page).getByRole("tab", { selected: true })).toHaveCount(1);
      const panel = industries(page).getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAccessibleName(name);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("paragraph").first()).toHaveText(/^(\S+\s+){10,}\S+/);
      await expect(panel.getByRole("heading", { name: "Key capabilities" })).toBeVisible();
      const capabilities = panel.getByRole("list").getByRole("listitem");
      expect(await capabilities.count()).toBeGreaterThanOrEqual(1);
      for (const item of await capabilities.all()) await expect(item).toBeVisible();
      await expect.poll(() => progressBar(page), FAST_POLL).toBe(progressAt(i + 1));
    }
  });

  test("rotates every 5000 ms, wraps from the fifth to the first, and the progress bar follows", async ({ page }) => {
    await openHomeWithPausedClock(page);
    await industries(page).getByRole("tablist").scrollIntoViewIfNeeded();
    await pointerAway(page);
    await expectUseCase(page, 1);

    await page.clock.runFor(USE_CASE_INTERVAL_MS - 1);
    await settle(page);
    await expectUseCase(page, 1);
    await page.clock.runFor(1);
    await expectUseCase(page, 2);

    for (const n of [3, 4, 5, 1]) {
      await page.clock.runFor(USE_CASE_INTERVAL_MS);
      await expectUseCase(page, n);
    }
  });

  test("the pause control stops the rotation, and the play control resumes it", async ({ page }) => {
    await openHomeWithPausedClock(page);
    const heading = industries(page).getByRole("heading", { level: 2 });
    await heading.scrollIntoViewIfNeeded();

    await industries(page).getByRole("button", { name: "Stop rotating use cases" }).click();
    await expect(industries(page).getByRole("button", { name: "Start rotating use cases" })).toBeVisible();
    // Take focus and pointer off the section, so only the visitor's choice can hold the rotation.
    await heading.click();
    await pointerAway(page);
    await page.clock.runFor(USE_CASE_INTERVAL_MS * 3);
    await settle(page);
    await expectUseCase(page, 1);

    await industries(page).getByRole("button", { name: "Start rotating use cases" }).click();
    await expect(industries(page).getByRole("button", { name: "Stop rotating use cases" })).toBeVisible();
    await heading.click();
    await pointerAway(page);
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    await expectUseCase(page, 2);
  });

  test("hovering the section pauses the rotation", async ({ page }) => {
    await openHomeWithPausedClock(page);
    const panel = industries(page).getByRole("tabpanel");
    await panel.scrollIntoViewIfNeeded();
    await panel.hover();
    await page.clock.runFor(USE_CASE_INTERVAL_MS * 3);
    await settle(page);
    await expectUseCase(page, 1);

    await pointerAway(page);
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    await expectUseCase(page, 2);
  });

  test("keyboard: arrows move and wrap, Home and End jump, and selection follows focus", async ({ page }) => {
    await openHome(page);
    const expectFocusedUseCase = async (n: number) => {
      await expect(tabFor(page, USE_CASES[n - 1] ?? "")).toBeFocused();
      await expectUseCase(page, n, { progress: false }); // the bar is covered by the rotation test
    };
    await tabFor(page, USE_CASES[0]).focus();
    await expectFocusedUseCase(1);

    await page.keyboard.press("ArrowRight");
    await expectFocusedUseCase(2);
    await page.keyboard.press("ArrowLeft");
    await expectFocusedUseCase(1);
    await page.keyboard.press("ArrowLeft");
    await expectFocusedUseCase(5);
    await page.keyboard.press("ArrowRight");
    await expectFocusedUseCase(1);
    await page.keyboard.press("End");
    await expectFocusedUseCase(5);
    await page.keyboard.press("Home");
    await expectFocusedUseCase(1);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not rotate", async ({ page }) => {
      await openHomeWithPausedClock(page);
      await industries(page).getByRole("tablist").scrollIntoViewIfNeeded();
      await pointerAway(page);
      await expect(industries(page).getByRole("button", { name: "Start rotating use cases" })).toBeVisible();
      await page.clock.runFor(USE_CASE_INTERVAL_MS * 4);
      await settle(page);
      await expectUseCase(page, 1);
    });
  });
});
