import type { Page } from "@playwright/test";

import {
  axeViolations,
  describeViolations,
  expectNoAxeViolations,
  type FocusReport,
  inspectFocus,
  installProbe,
  lowContrastText,
  openRoute,
  pointerAway,
  revealHomeSections,
  smallTargets,
  viewportFor,
  visibleLabel,
  waitForAnimations,
  WIDTHS,
} from "./a11y-helpers";
import { expect, settle, test } from "./helpers";
import { fadeStateOf, renderFrames, scrollSoThatFractionIsVisible } from "./section-helpers";

/**
 * Issue 3, "Accessible to everyone": one group of tests per point under "What must hold".
 * Everything is found the way a visitor (or their assistive technology) finds it: roles, names,
 * visible text. Section ids are the public URL anchors (/#industries ...).
 */

// The measuring tools inject what the site's Content-Security-Policy rightly refuses (axe's
// checks, a stylesheet that hides text to sample the background, screenshots decoded from data:
// URLs). The policy itself is tested in csp.spec.ts, with nothing bypassed.
test.use({ bypassCSP: true });
// Axe scans (up to six a test) and pixel sampling: on a loaded 2-core machine they passed 30 s.
test.describe.configure({ timeout: 90_000 });

const HERO_INTERVAL_MS = 6000;
const USE_CASE_INTERVAL_MS = 5000;
const START = new Date("2026-02-02T09:00:00");

const HERO_TITLES = [
  "Voice AI that replies in under a second",
  "Call streaming, transcripts and scripts, one platform",
  "Custom AI agents built around your workflows",
] as const;
const STEP_TITLES = ["Audio Streaming", "Audio Processing", "AI Response Generation", "Audio Playback"] as const;
const USE_CASES = [
  ["Customer Support Automation", "An AI agent answers routine support calls"],
  ["Voice-first IVR Bots", "Replace keypad menus with a voice bot"],
  ["AI Telemarketing", "Run outbound calls with AI agents"],
  ["Mental Health Voice Assistants", "Offer supportive voice check-ins"],
  ["Voice Appointment Agents", "Callers book, reschedule or cancel appointments"],
] as const;
const NAV = ["About Us", "Services", "Industries", "Contact"] as const;
const ROUTES = ["/", "/privacy-policy", "/terms-conditions", "/no/such/page"] as const;

const hero = (page: Page) => page.getByRole("region", { name: "RYMI highlights" });
const heroSlide = (page: Page, n: number) =>
  page.getByRole("group", { name: `${n} of 3`, exact: true, includeHidden: true });
const heroDot = (page: Page, n: number) => hero(page).getByRole("button", { name: `Slide ${n}`, exact: true });
const heroRotation = (page: Page) => hero(page).getByRole("button", { name: /^(Stop|Start) automatic slide show$/ });
const services = (page: Page) => page.locator("section#services");
const industries = (page: Page) => page.locator("section#industries");
const tabs = (page: Page) => industries(page).getByRole("tablist").getByRole("tab");
const tabRotation = (page: Page) => industries(page).getByRole("button", { name: /^(Stop|Start) rotating use cases$/ });
const menuToggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^(Open|Close) menu$/ });

/** Opens the home page with a fake clock that only moves when the test moves it. */
async function openHomeWithClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await openRoute(page, "/");
}

/** Which hero slide is current (1-based), by the picker marked aria-current. */
async function currentSlide(page: Page): Promise<number> {
  await settle(page);
  for (const n of [1, 2, 3]) {
    if ((await heroDot(page, n).getAttribute("aria-current")) === "true") return n;
  }
  return 0;
}

/** Which use-case tab is selected (1-based). */
async function selectedTab(page: Page): Promise<number> {
  await settle(page);
  const states = await tabs(page).evaluateAll((list) => list.map((tab) => tab.getAttribute("aria-selected")));
  return states.indexOf("true") + 1;
}

/** Stops both rotations the way a visitor does, back on slide 1, then takes the pointer away. */
async function stopRotations(page: Page) {
  await hero(page).getByRole("button", { name: "Stop automatic slide show" }).click();
  // On a slow run the hero may have moved on before the click: come back to the first slide.
  await hero(page).getByRole("button", { name: "Slide 1", exact: true }).click();
  await tabRotation(page).click();
  await expect(tabRotation(page)).toHaveAccessibleName("Start rotating use cases");
  await pointerAway(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

// 1. axe-core ------------------------------------------------------------------------------------

test.describe("axe-core: WCAG 2.2 AA + best practice, target-size on", () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: viewportFor(width) });

      test(`home page after hydration, sections revealed${width === 390 ? "; mobile menu open" : ""}`, async ({
        page,
      }) => {
        // As loaded (scanned at once, well inside the first rotation interval), then with the
        // rotations stopped and the fade-in sections revealed, so every section is scanned.
        await openRoute(page, "/");
        await expectNoAxeViolations(page, `/ at ${width} px, just hydrated`);
        await stopRotations(page);
        await revealHomeSections(page);
        await expectNoAxeViolations(page, `/ at ${width} px, sections revealed`);

        if (width === 390) {
          await menuToggle(page).click();
          await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
          await waitForAnimations(page);
          await expectNoAxeViolations(page, `/ at ${width} px, mobile menu open`);
        }
      });

      test("home page: every hero slide and every use-case tab, rotation stopped", async ({ page }) => {
        await openRoute(page, "/");
        await stopRotations(page);
        for (const n of [2, 3]) {
          await heroDot(page, n).click();
          await expect(heroSlide(page, n)).toBeVisible();
          await pointerAway(page);
          await waitForAnimations(page);
          await expectNoAxeViolations(page, `/ at ${width} px, hero slide ${n}`, {
            include: '[aria-label="RYMI highlights"]',
          });
        }

        for (const i of [1, 2, 3, 4]) {
          await tabs(page).nth(i).click();
          await expect(tabs(page).nth(i)).toHaveAttribute("aria-selected", "true");
          await pointerAway(page);
          await waitForAnimations(page);
          await expectNoAxeViolations(page, `/ at ${width} px, use-case tab ${i + 1}`, {
            include: "section#industries",
          });
        }
      });

      test("privacy policy, terms & conditions, 404 page", async ({ page }) => {
        for (const path of ROUTES.slice(1)) {
          await openRoute(page, path);
          await waitForAnimations(page);
          await expectNoAxeViolations(page, `${path} at ${width} px`);
        }
      });
    });
  }
});

// 2. Hero carousel -----------------------------------------------------------------------------

test.describe("hero carousel (APG carousel)", () => {
  test("is a named carousel of slide groups with named previous/next, pickers and a rotation control", async ({
    page,
  }) => {
    await openHomeWithClock(page);
    await expect(hero(page)).toHaveAttribute("aria-roledescription", "carousel");
    for (const n of [1, 2, 3]) {
      await expect(heroSlide(page, n)).toHaveAttribute("aria-roledescription", "slide");
      await expect(heroDot(page, n)).toBeVisible();
    }
    await expect(page.getByRole("group", { name: /^\d of 3$/, includeHidden: true })).toHaveCount(3);
    await expect(hero(page).getByRole("button", { name: "Previous slide", exact: true })).toBeVisible();
    await expect(hero(page).getByRole("button", { name: "Next slide", exact: true })).toBeVisible();
    await expect(hero(page).getByRole("button", { name: "Stop automatic slide show", exact: true })).toBeVisible();
  });

  test("the rotation control comes first in the carousel's tab order; keyboard focus stops rotation until play", async ({
    page,
  }) => {
    await openHomeWithClock(page);
    const slides = heroSlide(page, 1).locator("xpath=..");
    await pointerAway(page);
    await expect(slides).toHaveAttribute("aria-live", "off");

    // The element before the carousel in tab order is the header's last control.
    const before = page.getByRole("banner").getByRole("link", { name: "Get Started", exact: true });
    await before.focus();
    await page.keyboard.press("Tab");
    await expect(heroRotation(page), "Tab from the header lands on the rotation control first").toBeFocused();
    // Focus entering stopped the rotation: the control now offers to start it, and the slides speak.
    await expect(heroRotation(page)).toHaveAccessibleName("Start automatic slide show");
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    expect(await currentSlide(page), "no rotation while focus is in the carousel").toBe(1);

    // Focus leaves (back to the header): still stopped.
    await page.keyboard.press("Shift+Tab");
    await expect(before).toBeFocused();
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    expect(await currentSlide(page), "no rotation after focus left, until play is pressed").toBe(1);
    await expect(slides).toHaveAttribute("aria-live", "polite");

    // Play, from the keyboard.
    await page.keyboard.press("Tab");
    await expect(heroRotation(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(heroRotation(page)).toHaveAccessibleName("Stop automatic slide show");
    await expect(slides).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(HERO_INTERVAL_MS);
    expect(await currentSlide(page), "rotation resumes after play").toBe(2);
  });

  test("hovering pauses the rotation and leaving resumes it; aria-live follows", async ({ page }) => {
    await openHomeWithClock(page);
    const slides = heroSlide(page, 1).locator("xpath=..");
    await heroSlide(page, 1).getByRole("heading").hover();
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    expect(await currentSlide(page), "paused while hovered").toBe(1);
    await expect(heroRotation(page)).toHaveAccessibleName("Stop automatic slide show");

    await pointerAway(page);
    await expect(slides).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(HERO_INTERVAL_MS);
    expect(await currentSlide(page), "resumes once the pointer leaves").toBe(2);

    // Stopped with the control: polite again.
    await heroRotation(page).click();
    await pointerAway(page);
    await expect(slides).toHaveAttribute("aria-live", "polite");
  });
});

// 3. How It Works ------------------------------------------------------------------------------

test.describe("How It Works", () => {
  test.describe("at 390 px", () => {
    test.use({ viewport: viewportFor(390) });

    test("is a carousel named 'Steps' of slide groups with named previous/next and step pickers", async ({ page }) => {
      await openRoute(page, "/");
      const carousel = services(page).getByRole("region", { name: "Steps", exact: true });
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      await expect(carousel.getByRole("group", { name: /^\d of 4$/, includeHidden: true })).toHaveCount(4);
      for (const n of [1, 2, 3, 4]) {
        const slide = carousel.getByRole("group", { name: `${n} of 4`, exact: true, includeHidden: true });
        await expect(slide).toHaveAttribute("aria-roledescription", "slide");
        await expect(slide.getByRole("heading", { name: STEP_TITLES[n - 1] })).toBeAttached();
        await expect(carousel.getByRole("button", { name: `Step ${n}`, exact: true })).toBeVisible();
      }
      const next = carousel.getByRole("button", { name: "Next step", exact: true });
      await expect(carousel.getByRole("button", { name: "Previous step", exact: true })).toBeVisible();
      await expect(next).toBeVisible();
      await next.click();
      await expect(carousel.getByRole("button", { name: "Step 2", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
    });
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: viewportFor(1280) });

    test("is a plain grid: no carousel semantics", async ({ page }) => {
      await openRoute(page, "/");
      await expect(services(page).getByRole("heading", { name: STEP_TITLES[0] })).toBeVisible();
      await expect(services(page).locator('[aria-roledescription="carousel"]')).toHaveCount(0);
      await expect(services(page).locator("[aria-roledescription]")).toHaveCount(0);
      await expect(services(page).getByRole("region", { name: "Steps" })).toHaveCount(0);
      await expect(services(page).getByRole("group", { name: /of 4$/ })).toHaveCount(0);
      for (const title of STEP_TITLES) await expect(services(page).getByRole("heading", { name: title })).toBeVisible();
    });
  });
});

// 4. Use cases: APG tabs ---------------------------------------------------------------------------

test.describe("use cases (APG tabs)", () => {
  test("tablist of 5 tabs, each controlling a panel labelled by it, roving tabindex", async ({ page }) => {
    await openHomeWithClock(page);
    await expect(industries(page).getByRole("tablist")).toHaveCount(1);
    await expect(tabs(page)).toHaveCount(5);
    await expect(tabRotation(page)).toBeVisible();
    await expect(tabRotation(page)).toHaveAccessibleName("Stop rotating use cases");

    for (const [i, [name]] of USE_CASES.entries()) {
      const tab = tabs(page).nth(i);
      await expect(tab).toHaveAccessibleName(name);
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panelId = await tab.getAttribute("aria-controls");
      expect(panelId, `tab "${name}" has aria-controls`).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toHaveRole("tabpanel");
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAccessibleName(name);
      await expect(panel).toHaveAttribute("aria-labelledby", (await tab.getAttribute("id")) ?? "(tab without id)");
      await expect(industries(page).getByRole("tabpanel")).toHaveCount(1);
      const tabIndexes = await tabs(page).evaluateAll((list) =>
        list.map((element) => element.getAttribute("tabindex")),
      );
      expect(tabIndexes, "only the selected tab is in the tab order").toEqual(
        USE_CASES.map((_, k) => (k === i ? "0" : "-1")),
      );
    }
  });

  test("Left/Right wrap, Home/End, and Tab from the selected tab moves into its panel", async ({ page }) => {
    await openHomeWithClock(page);
    const expectTab = async (n: number) => {
      await expect(tabs(page).nth(n - 1)).toBeFocused();
      await expect(tabs(page).nth(n - 1)).toHaveAttribute("aria-selected", "true");
    };
    await tabs(page).first().focus();
    await expectTab(1);
    await page.keyboard.press("ArrowLeft");
    await expectTab(5);
    await page.keyboard.press("ArrowRight");
    await expectTab(1);
    await page.keyboard.press("ArrowRight");
    await expectTab(2);
    await page.keyboard.press("End");
    await expectTab(5);
    await page.keyboard.press("Home");
    await expectTab(1);
    await page.keyboard.press("ArrowRight");
    await expectTab(2);

    await page.keyboard.press("Tab");
    const panel = industries(page).getByRole("tabpanel");
    await expect(panel).toHaveAccessibleName(USE_CASES[1][0]);
    await expect(panel).toHaveAttribute("tabindex", "0");
    const landed = await page.evaluate(() => {
      const element = document.activeElement;
      return `<${element?.tagName.toLowerCase()}> "${element?.getAttribute("aria-label") ?? element?.textContent?.trim().slice(0, 40)}"`;
    });
    await expect(panel, `Tab from the selected tab moves focus to its tab panel (it went to ${landed})`).toBeFocused({
      timeout: 1000,
    });
  });

  test("rotation holds while focus or the pointer is in the section, and has a pause/play control", async ({
    page,
  }) => {
    await openHomeWithClock(page);
    await pointerAway(page);
    expect(await selectedTab(page)).toBe(1);
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    expect(await selectedTab(page), "rotates on its own").toBe(2);

    await tabs(page).nth(1).focus();
    await page.clock.runFor(USE_CASE_INTERVAL_MS * 3);
    expect(await selectedTab(page), "holds while focus is in the section").toBe(2);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    expect(await selectedTab(page), "resumes once focus leaves").toBe(3);

    await industries(page).getByRole("tablist").hover();
    await page.clock.runFor(USE_CASE_INTERVAL_MS * 3);
    expect(await selectedTab(page), "holds while the pointer is over the section").toBe(3);
    await pointerAway(page);
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    expect(await selectedTab(page), "resumes once the pointer leaves").toBe(4);

    await tabRotation(page).click();
    await expect(tabRotation(page)).toHaveAccessibleName("Start rotating use cases");
    await expect(tabRotation(page)).toBeVisible();
    await pointerAway(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(USE_CASE_INTERVAL_MS * 3);
    expect(await selectedTab(page), "stopped by the control").toBe(4);
    await tabRotation(page).click();
    await expect(tabRotation(page)).toHaveAccessibleName("Stop rotating use cases");
    await pointerAway(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    expect(await selectedTab(page), "started again by the control").toBe(5);
  });

  test("the progress bar is hidden from assistive technology (or a named progressbar)", async ({ page }) => {
    await openHomeWithClock(page);
    // Whatever is drawn between the tab row and the panel: the progress bar.
    const between = await industries(page).evaluate((section) => {
      const tablist = section.querySelector('[role="tablist"]');
      const panel = [...section.querySelectorAll('[role="tabpanel"]')].find((element) => element.checkVisibility());
      if (!tablist || !panel) return null;
      const row = tablist.getBoundingClientRect();
      const panelTop = panel.getBoundingClientRect().top;
      return [...section.querySelectorAll("*")]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top >= row.bottom - 0.5 && box.bottom <= panelTop + 0.5;
        })
        .map((element) => {
          const exposedAs = element.getAttribute("role");
          return {
            hidden: element.closest('[aria-hidden="true"]') !== null,
            namedProgressbar:
              exposedAs === "progressbar" &&
              Boolean(element.getAttribute("aria-label") || element.getAttribute("aria-labelledby")) &&
              Boolean(element.getAttribute("aria-valuenow") || element.getAttribute("aria-valuetext")),
            html: element.outerHTML.slice(0, 120),
          };
        });
    });
    expect(between, "tablist and visible panel found").not.toBeNull();
    expect(between?.length, "a progress bar is drawn between the tabs and the panel").toBeGreaterThan(0);
    expect(
      between?.filter((element) => !element.hidden && !element.namedProgressbar).map((element) => element.html),
    ).toEqual([]);

    // And in the accessibility tree: tabs, the rotation button and the panel, nothing unnamed.
    const snapshot = await industries(page).ariaSnapshot();
    expect(snapshot).not.toMatch(/progressbar(?! ")/);
  });
});

// 5. Mobile menu: APG disclosure -----------------------------------------------------------------

test.describe("mobile menu (APG disclosure) at 390 px", () => {
  test.use({ viewport: viewportFor(390) });

  test("aria-expanded and aria-controls, Escape closes and returns focus, hidden items never get focus", async ({
    page,
  }) => {
    await openRoute(page, "/");
    const toggle = menuToggle(page);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menuId = await toggle.getAttribute("aria-controls");
    expect(menuId, "the toggle names the element it controls").toBeTruthy();
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    for (const label of NAV) await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: NAV[0], exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(toggle, "Escape returns focus to the toggle").toBeFocused();

    // Closed: Tab from the toggle goes on to the page, never into the hidden menu.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      await expect(focused, `Tab ${i + 1} after the closed menu's toggle`).toBeVisible();
      expect(await focused.evaluate((element, id) => element.closest(`[id="${id}"]`) !== null, menuId)).toBe(false);
    }

    // Open and close with the pointer: same.
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toBeVisible();
    expect(
      await page.locator(":focus").evaluate((element, id) => element.closest(`[id="${id}"]`) !== null, menuId),
    ).toBe(false);
  });
});

// 6. Motion -----------------------------------------------------------------------------------------

test.describe("prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing auto-advances, scrolling is instant, no fades or slides", async ({ page }) => {
    await openHomeWithClock(page);
    await pointerAway(page);
    await page.clock.runFor(30_000);
    expect(await currentSlide(page), "hero slide after 30 s").toBe(1);
    expect(await selectedTab(page), "use-case tab after 30 s").toBe(1);
    await expect(heroRotation(page)).toHaveAccessibleName("Start automatic slide show");
    await expect(tabRotation(page)).toHaveAccessibleName("Start rotating use cases");

    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");

    // No slide transition on the hero slides, no fade on the use-case panel.
    const durations = await page
      .getByRole("group", { name: /^\d of 3$/, includeHidden: true })
      .evaluateAll((slides) => slides.map((slide) => getComputedStyle(slide).transitionDuration));
    expect(durations).toEqual(["0s", "0s", "0s"]);
    await tabs(page).nth(2).click();
    const panel = industries(page).getByRole("tabpanel");
    expect(await panel.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");

    // The fade-in sections are never transparent.
    for (const id of ["about", "contact"]) {
      const section = page.locator(`section#${id}`);
      expect(await fadeStateOf(section), `#${id} on load`).toEqual({ opacity: 1, animating: false });
      await scrollSoThatFractionIsVisible(section, 0.3);
      await settle(page);
      expect(await fadeStateOf(section), `#${id} once scrolled to`).toEqual({ opacity: 1, animating: false });
    }

    // The same page without the preference scrolls smoothly: the check above can tell.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: viewportFor(390) });

    test("the steps carousel jumps instead of sliding", async ({ page }) => {
      await openRoute(page, "/");
      const carousel = services(page).getByRole("region", { name: "Steps", exact: true });
      const track = carousel.getByRole("group", { name: "1 of 4", exact: true }).locator("xpath=..");
      await carousel.scrollIntoViewIfNeeded();
      const position = () => track.evaluate((element) => element.scrollLeft);
      const before = await position();
      await carousel.getByRole("button", { name: "Next step", exact: true }).click();
      await renderFrames(page, 2);
      const right = await position();
      await renderFrames(page, 30);
      const later = await position();
      expect(right, "moved at once").not.toBe(before);
      expect(later, "no further movement: no slide animation").toBe(right);
    });
  });
});

// 7. Focus --------------------------------------------------------------------------------------------

test.describe("focus", () => {
  test("a 'Skip to content' link is first in tab order on every route and moves focus to main", async ({ page }) => {
    for (const path of ROUTES) {
      await openRoute(page, path);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content", exact: true });
      await expect(skip, `${path}: first Tab`).toBeFocused();
      await expect(skip).toBeVisible();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main"), `${path}: focus moved to main`).toBeFocused();
    }
  });

  /** Problems with the focused element: no ring, a faint ring, hidden under the header or off screen. */
  function focusProblems(report: FocusReport): string[] {
    const problems: string[] = [];
    if (report.outlineStyle === "none" || report.outlineWidth < 2) {
      problems.push(`no visible focus ring (outline ${report.outlineStyle} ${report.outlineWidth}px)`);
    } else if (report.ringContrast < 3) {
      problems.push(
        `focus ring ${report.outlineColor} has ${report.ringContrast}:1 against ${report.backdrop} (needs 3:1)`,
      );
    }
    if (!report.inHeader && !report.fixed && report.top < report.headerBottom - 0.5) {
      problems.push(
        `top at ${Math.round(report.top)} px, under the fixed header (bottom ${Math.round(report.headerBottom)} px)`,
      );
    }
    if (
      report.top >= report.viewportHeight ||
      report.bottom <= 0 ||
      report.right <= 0 ||
      report.left >= report.viewportWidth
    ) {
      problems.push(`off screen (${Math.round(report.left)}, ${Math.round(report.top)})`);
    }
    return problems;
  }

  async function walk(page: Page, key: "Tab" | "Shift+Tab", stopWhen: (report: FocusReport) => boolean, max = 150) {
    const problems: string[] = [];
    const seen: string[] = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(key);
      const report = await inspectFocus(page);
      if (report.isBody || stopWhen(report)) break;
      seen.push(report.element);
      for (const problem of focusProblems(report)) problems.push(`${report.element}: ${problem}`);
    }
    return { problems, seen };
  }

  for (const width of [1280, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: viewportFor(width) });

      test("Tab through the home page: every control shows a 3:1 focus ring and is not under the header", async ({
        page,
      }) => {
        await installProbe(page);
        await openRoute(page, "/");
        let first = "";
        const { problems, seen } = await walk(page, "Tab", (report) => {
          if (first === "") {
            first = report.element;
            return false;
          }
          return report.element === first;
        });
        expect(seen.length, `controls reached:\n${seen.join("\n")}`).toBeGreaterThan(30);
        expect(
          seen.some((element) => element.includes("Send Message")),
          "the walk reached the contact form",
        ).toBe(true);
        expect(problems, `focus problems:\n${problems.join("\n")}`).toEqual([]);
      });

      test("Shift+Tab back through the contact and use-case sections: ring and header clearance", async ({ page }) => {
        await installProbe(page);
        await openRoute(page, "/");
        // Start from the footer's first link, then go backwards.
        await page.getByRole("contentinfo").getByRole("link").first().focus();
        const { problems, seen } = await walk(
          page,
          "Shift+Tab",
          (report) => !/ in #(industries|contact) /.test(report.element),
          60,
        );
        expect(
          seen.filter((element) => / in #industries /.test(element)).length,
          `reached the use cases:\n${seen.join("\n")}`,
        ).toBeGreaterThan(1);
        expect(problems, `focus problems:\n${problems.join("\n")}`).toEqual([]);
      });
    });
  }
});

// 8. Targets and contrast ---------------------------------------------------------------------

test.describe("targets and contrast", () => {
  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: viewportFor(width) });

      test("every pointer target outside running text is at least 24 x 24 px", async ({ page }) => {
        await installProbe(page);
        const small: string[] = [];
        for (const path of ROUTES) {
          await openRoute(page, path);
          for (const target of await smallTargets(page))
            small.push(`${path}: ${target.element} is ${target.width} x ${target.height}`);
          // The skip link, once focused and shown.
          await page.keyboard.press("Tab");
          const skip = await page.getByRole("link", { name: "Skip to content", exact: true }).boundingBox();
          if (!skip || skip.width < 24 || skip.height < 24)
            small.push(`${path}: focused skip link is ${skip?.width} x ${skip?.height}`);
          if (width === 390 && path === "/") {
            await menuToggle(page).click();
            await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
            for (const target of await smallTargets(page))
              small.push(`${path} (menu open): ${target.element} is ${target.width} x ${target.height}`);
          }
        }
        expect(small, `targets under 24 x 24 px:\n${small.join("\n")}`).toEqual([]);
      });

      test("hero and header text over the artwork keeps AA contrast (measured on pixels), every slide", async ({
        page,
      }) => {
        await installProbe(page);
        await openRoute(page, "/");
        await stopRotations(page);
        const low: string[] = [];
        for (const n of [1, 2, 3]) {
          await heroDot(page, n).click();
          await pointerAway(page);
          // At the top, as a visitor first sees it: the header over the hero, nothing under the header.
          await page.evaluate(() => {
            (document.activeElement as HTMLElement | null)?.blur();
            window.scrollTo({ top: 0, behavior: "instant" });
          });
          await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "false");
          await waitForAnimations(page);
          for (const root of [hero(page), page.getByRole("banner")]) {
            for (const run of await lowContrastText(page, root))
              low.push(`slide ${n}: "${run.text}" ${run.ratio}:1 (needs ${run.required}:1), ${run.where}`);
          }
        }
        expect(low, `text below AA over the hero:\n${low.join("\n")}`).toEqual([]);
      });
    });
  }

  test("axe color-contrast: header transparent and opaque, nav link and primary button hovered", async ({ page }) => {
    await openRoute(page, "/");
    await revealHomeSections(page);
    await stopRotations(page);
    const header = page.getByRole("banner");
    const check = async (state: string) => {
      await waitForAnimations(page);
      const violations = await axeViolations(page, { rules: ["color-contrast"] });
      expect
        .soft(
          violations.map((violation) => violation.id),
          `color-contrast, ${state}:\n${describeViolations(violations)}`,
        )
        .toEqual([]);
    };

    await expect(header).toHaveAttribute("data-scrolled", "false");
    await check("header transparent (scroll 0)");

    await header.getByRole("link", { name: "About Us", exact: true }).hover();
    await check("nav link hovered");
    await header.getByRole("link", { name: "Get Started", exact: true }).hover();
    await check("header primary button hovered");
    await hero(page).getByRole("link", { name: "Request Access", exact: true }).hover();
    await check("hero primary button hovered");

    await pointerAway(page);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await check("header opaque (scrolled 400 px)");
    await header.getByRole("link", { name: "Services", exact: true }).hover();
    await check("header opaque, nav link hovered");
  });
});

// 9. Names and messages -----------------------------------------------------------------------

test.describe("names and messages", () => {
  for (const width of [1280, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: viewportFor(width) });

      test("every button and link has a name that contains its visible label", async ({ page }) => {
        await installProbe(page);
        await openRoute(page, "/");
        // Hold the hero on slide 1, so 'Request Access' stays the visible call to action however
        // slowly this test runs.
        await page.getByRole("button", { name: "Stop automatic slide show", exact: true }).click();
        await page.getByRole("button", { name: "Slide 1", exact: true }).click();
        await expect(page.getByRole("group", { name: "1 of 3", exact: true })).toBeVisible();
        if (width === 390) await menuToggle(page).click();
        const controls = await page.locator("a[href], button").filter({ visible: true }).all();
        expect(controls.length).toBeGreaterThan(20);
        for (const control of controls) {
          const label = await visibleLabel(control);
          const html = await control.evaluate((element) => element.outerHTML.slice(0, 120));
          if (label === "") {
            await expect
              .soft(control, `icon-only control needs a name: ${html}`)
              .toHaveAccessibleName(/\S/, { timeout: 1000 });
          } else {
            const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
            await expect
              .soft(control, `name should contain the visible label "${label}": ${html}`)
              .toHaveAccessibleName(new RegExp(escaped, "i"), { timeout: 1000 });
          }
        }
        // Text-only controls are found by their visible words.
        for (const label of [
          "Get Started",
          "Request Access",
          "Privacy Policy",
          "Terms & Conditions",
          "contact@rymi.ai",
        ]) {
          await expect(page.getByRole("link", { name: label, exact: true }).first()).toBeAttached();
        }
        for (const label of NAV) {
          await expect(page.getByRole("banner").getByRole("link", { name: label, exact: true })).toBeVisible();
        }
      });
    });
  }

  test("'Message Sent!' is announced from a status region", async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener(
        "click",
        (event) => {
          const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null;
          if (link) event.preventDefault();
        },
        true,
      );
    });
    await openHomeWithClock(page);
    const contact = page.locator("section#contact");
    await contact.getByLabel("Full Name", { exact: true }).fill("Asha Verma");
    await contact.getByLabel("Email Address", { exact: true }).fill("asha.verma@example.com");
    await contact.getByLabel("Tell us about your project", { exact: true }).fill("Hello");
    await contact.getByRole("button", { name: /Send Message/ }).click();
    await page.clock.runFor(1000);
    const status = contact.getByRole("status").filter({ hasText: "Message Sent!" });
    await expect(status).toContainText("Message Sent!");
    await expect(status.getByText("Message Sent!")).toBeVisible();
  });

  test("decorative art is hidden; every content illustration has alt text", async ({ page }) => {
    await openRoute(page, "/");
    // Every image in the accessibility tree has a name: icons (unnamed) must be hidden from it.
    const images = page.getByRole("img");
    expect(await images.count(), "the current slide, the steps and the current panel show art").toBeGreaterThanOrEqual(
      6,
    );
    for (const image of await images.all()) {
      const html = await image.evaluate((element) => element.outerHTML.slice(0, 120));
      await expect
        .soft(image, `image exposed without a name: ${html}`)
        .toHaveAccessibleName(/\S{3,}/, { timeout: 1000 });
    }

    // Content illustrations, shown or not: alt text (hidden ones have no computed name to read).
    for (const n of [1, 2, 3]) {
      await expect(heroSlide(page, n).locator("img")).toHaveAttribute("alt", /\S{3,}/);
    }
    await expect(heroSlide(page, 1).getByRole("img")).toHaveAccessibleName(/\S{3,}/);
    for (const title of STEP_TITLES) {
      const card = services(page)
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.getByRole("img")).toHaveAccessibleName(/\S{3,}/);
    }
    for (const [name] of USE_CASES) {
      const panel = page.locator(`[id="${await tabs(page).filter({ hasText: name }).getAttribute("aria-controls")}"]`);
      await expect(panel.locator("img")).toHaveAttribute("alt", /\S{3,}/);
    }

    // The hero's background artwork: the image painted behind the whole carousel, with empty alt.
    const region = await hero(page).boundingBox();
    expect(region).not.toBeNull();
    const decorative = await page.locator("img").evaluateAll(
      (list, box) =>
        list
          .filter((image) => {
            const r = image.getBoundingClientRect();
            return (
              box !== null &&
              r.left <= box.x + 1 &&
              r.top <= box.y + 1 &&
              r.right >= box.x + box.width - 1 &&
              r.bottom >= box.y + box.height - 1
            );
          })
          .map((image) => image.getAttribute("alt")),
      region,
    );
    expect(decorative, 'the hero background image is decorative (alt="")').toEqual([""]);

    // Icons: every inline SVG is hidden, or is a named image.
    const exposedSvgs = await page
      .locator("svg")
      .evaluateAll((list) =>
        list
          .filter(
            (svg) =>
              svg.closest('[aria-hidden="true"]') === null &&
              !(svg.getAttribute("role") === "img" && svg.getAttribute("aria-label")),
          )
          .map((svg) => svg.outerHTML.slice(0, 100)),
      );
    expect(exposedSvgs).toEqual([]);
  });
});

// 10. Without JavaScript --------------------------------------------------------------------------

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: viewportFor(width) });

      test("every slide, step, tab panel and the contact address are visible; nav and footer links work", async ({
        page,
      }) => {
        await page.goto("/");
        for (const title of HERO_TITLES)
          await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
        for (const title of STEP_TITLES)
          await expect(services(page).getByRole("heading", { name: title, exact: true })).toBeVisible();
        for (const [name, description] of USE_CASES) {
          const panel = industries(page).getByRole("tabpanel", { name, includeHidden: true });
          await expect(panel).toBeVisible();
          await expect(panel.getByText(description)).toBeVisible();
        }
        await expect(page.locator("section#contact").getByText("contact@rymi.ai").first()).toBeVisible();
        // Controls that need scripts are not offered.
        await expect(page.getByRole("button", { name: /automatic slide show|rotating use cases|menu/ })).toHaveCount(0);

        const banner = page.getByRole("banner");
        for (const label of NAV) await expect(banner.getByRole("link", { name: label, exact: true })).toBeVisible();
        await banner.getByRole("link", { name: "Industries", exact: true }).click();
        await expect(page).toHaveURL(/\/#industries$/);

        const footer = page.getByRole("contentinfo");
        for (const label of ["Custom AI Agents", "Finance", "Privacy Policy", "Terms & Conditions"]) {
          await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
        }
        await footer.getByRole("link", { name: "Privacy Policy", exact: true }).click();
        await expect(page).toHaveURL(/\/privacy-policy$/);
        await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      });
    });
  }
});
