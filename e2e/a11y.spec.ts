import { expectNoAxeViolations, inspectFocus, installProbe, lowContrastText } from "./a11y-helpers";
import { HERO_INTERVAL_MS, USE_CASE_INTERVAL_MS } from "../app/lib/timing";
import { expect, fadeStateOf, pointerAway, scrollToY, section, settle, test, waitForAnimations } from "./fixtures";
import { Hero, HowItWorks, STEPS, USE_CASES, UseCases } from "./pages";

/**
 * Issue 3, "Accessible to everyone". axe checks all it can, in every state below at three widths;
 * the other tests cover only what axe cannot see: focus rings and what covers the focused element,
 * contrast over artwork, the APG keyboard patterns, reduced motion and the page without scripts.
 * What the carousels and tabs do for a pointer (timing, arrows, dots, pause, hover) is tested in
 * home.spec.ts, the rotation logic in app/lib/use-rotation.test.ts and its neighbours.
 */

// axe's scripts, the stylesheet that hides text for the pixel probe, and its data: screenshot are
// what the site's Content-Security-Policy rightly refuses; the policy itself is tested in csp.spec.ts.
test.use({ bypassCSP: true });

const ROUTES = ["/", "/privacy-policy", "/terms-conditions", "/no/such/page"];
/** Phone, tablet, desktop: the widths, with heights of real devices at those widths. */
const viewportFor = (width: number) => ({ width, height: width >= 1024 ? 800 : width >= 768 ? 1024 : 844 });
// Scan scopes (axe takes CSS selectors): the hero carousel, the site header.
const HERO = 'section[aria-label="RYMI highlights"]';
const BANNER = "body > header";

test.describe("axe: WCAG 2.2 AA, best practice, target-size, label-content-name-mismatch", () => {
  // Up to 13 scans a test; on a loaded 2-core machine a full scan takes several seconds.
  test.describe.configure({ timeout: 240_000 });

  for (const width of [390, 768, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: viewportFor(width) });

      const title = `home: every hero slide and use-case tab${width === 390 ? ", menu open" : ""}; hero text on pixels`;
      test(title, async ({ page, open, header, hero, useCases }) => {
        await installProbe(page);
        await open("/");
        await hero.rotation.click();
        await useCases.rotation.click();
        await useCases.tab(1).click();
        for (const id of ["about", "contact"]) {
          await section(page, id).scrollIntoViewIfNeeded();
          await expect.poll(() => fadeStateOf(section(page, id))).toEqual({ opacity: 1, animating: false });
        }
        await scrollToY(page, 0);
        await pointerAway(page);
        await waitForAnimations(page);
        await expectNoAxeViolations(page, `/ at ${width} px, sections revealed`);

        // axe answers 'incomplete' for text over the hero artwork: the pixels answer instead.
        const low: string[] = [];
        for (const n of [1, 2, 3]) {
          await hero.dot(n).click();
          await hero.expectSlide(n);
          await scrollToY(page, 0);
          await pointerAway(page);
          await waitForAnimations(page);
          if (n > 1) await expectNoAxeViolations(page, `hero slide ${n}`, { include: HERO });
          const overArt = header.banner.or(page.getByRole("heading", { level: 1 })).or(hero.region);
          for (const run of await lowContrastText(page, overArt))
            low.push(`slide ${n}: "${run.text}" ${run.ratio}:1 (needs ${run.required}:1), ${run.where}`);
        }
        expect.soft(low, `text below AA over the hero:\n${low.join("\n")}`).toEqual([]);

        for (const n of [2, 3, 4, 5]) {
          await useCases.tab(n).click();
          await useCases.expectSelected(n, { progress: false });
          await pointerAway(page);
          await waitForAnimations(page);
          await expectNoAxeViolations(page, `use-case tab ${n}`, { include: "section#industries" });
        }

        if (width === 390) {
          await header.menuToggle.click();
          await expect(header.menuToggle).toHaveAttribute("aria-expanded", "true");
          await waitForAnimations(page);
          await expectNoAxeViolations(page, "menu open", { include: BANNER });
        }
        if (width === 1280) {
          // Colours the full scans never see: hovered links and buttons, the opaque header.
          const contrastOf = async (state: string, include: string) => {
            await waitForAnimations(page);
            await expectNoAxeViolations(page, state, { include, rules: ["color-contrast"] });
          };
          await scrollToY(page, 0);
          await hero.region.getByRole("link", { name: "Talk to Sales" }).hover();
          await contrastOf("hero call to action hovered", HERO);
          await header.link("About Us").hover();
          await contrastOf("nav link hovered", BANNER);
          await scrollToY(page, 400);
          await header.banner.getByRole("link", { name: "Get Started" }).hover();
          await contrastOf("opaque header, Get Started hovered", BANNER);
        }
      });

      test(`privacy policy, terms and the 404 page at ${width} px`, async ({ page, open }) => {
        for (const path of ROUTES.slice(1)) {
          await open(path);
          await waitForAnimations(page);
          await expectNoAxeViolations(page, `${path} at ${width} px`);
        }
      });
    });
  }
});

test.describe("keyboard and focus", () => {
  // The same layout and rings, without the smooth scrolls and fade-ins the focus probe would wait out.
  test.use({ reducedMotion: "reduce" });

  // axe's `bypass` and `skip-link` check that a skip link exists and its target too, not that it
  // comes first or moves focus. Nor does its target-size see it: it is clipped away until focused.
  test("'Skip to content' is the first stop on every route and moves focus to main", async ({ page, open }) => {
    const skip = page.getByRole("link", { name: "Skip to content", exact: true });
    for (const path of ROUTES) {
      await open(path);
      await page.keyboard.press("Tab");
      await expect(skip, `${path}: first Tab`).toBeFocused();
      await expect(skip).toBeInViewport();
      const box = await skip.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), `${path}: skip link size`).toBeGreaterThanOrEqual(24);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main"), `${path}: focus moved to main`).toBeFocused();
    }
  });

  // axe sees no focus ring (WCAG 2.4.7, 2.4.13) and nothing that covers the focused element (2.4.11).
  // Forwards from the top; backwards from the end, where elements scroll in at the top, under the header.
  for (const key of ["Tab", "Shift+Tab"])
    for (const width of [1280, 390])
      test(`${key} at ${width} px: every stop ringed at 3:1, not under the header`, async ({ page, open }) => {
        await page.setViewportSize(viewportFor(width));
        await installProbe(page);
        await open("/");
        if (key === "Shift+Tab") await page.getByRole("contentinfo").getByRole("link").last().focus();
        const [stops, problems] = [[] as string[], [] as string[]];
        // Until focus leaves the page or comes round again; backwards, until the How It Works section.
        for (let i = 0; i < 80; i++) {
          await page.keyboard.press(key);
          const { element, isBody, problems: found } = await inspectFocus(page);
          if (isBody || stops[0] === element || (key === "Shift+Tab" && element.includes(" in #services "))) break;
          stops.push(element);
          problems.push(...found.map((problem) => `${element}: ${problem}`));
        }
        const through = key === "Tab" ? /Send Message[^]*Terms & Conditions/ : /Send Message[^]*rotating use cases/;
        expect(stops.join("\n"), "the stops, in order").toMatch(through);
        expect(problems, `focus problems:\n${problems.join("\n")}`).toEqual([]);
      });
});

// axe checks that ARIA attributes are valid, not that the APG patterns are in place or how keys behave.
test.describe("APG patterns", () => {
  test("hero carousel: semantics; focus stops rotation until play; aria-live", async ({ page, open, hero }) => {
    await open("/", { clock: true });
    await pointerAway(page);
    await expect(hero.region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(page.getByRole("group", { name: /^\d of 3$/, includeHidden: true })).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      await expect(hero.slide(n)).toHaveAttribute("aria-roledescription", "slide");
      await expect(hero.dot(n)).toBeVisible();
    }
    await expect(hero.previous).toBeVisible();
    await expect(hero.next).toBeVisible();
    const slides = hero.slide(1).locator("xpath=..");
    await expect(slides, "rotating: slides not announced").toHaveAttribute("aria-live", "off");
    await hero.slide(1).getByRole("heading").hover();
    await expect(slides, "hovered: rotation holds, slides announced").toHaveAttribute("aria-live", "polite");
    await pointerAway(page);
    await expect(slides).toHaveAttribute("aria-live", "off");

    // From the header's last control, Tab enters the carousel at its rotation control.
    const getStarted = page.getByRole("banner").getByRole("link", { name: "Get Started" });
    await getStarted.focus();
    await page.keyboard.press("Tab");
    await expect(hero.rotation).toBeFocused();
    await expect(hero.rotation).toHaveAccessibleName("Start automatic slide show");
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await hero.expectStill(1);
    await page.keyboard.press("Shift+Tab");
    await expect(getStarted, "focus has left the carousel: still stopped").toBeFocused();
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await hero.expectStill(1);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(hero.rotation).toHaveAccessibleName("Stop automatic slide show");
    await expect(slides).toHaveAttribute("aria-live", "off");
    await settle(page);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await hero.expectSlide(2);
  });

  test("How It Works: a 'Steps' carousel on a phone, a plain list when wide", async ({ page, open, howItWorks }) => {
    await page.setViewportSize(viewportFor(390));
    await open("/");
    const carousel = howItWorks.section.getByRole("region", { name: "Steps", exact: true });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.getByRole("group", { name: /^\d of 4$/ })).toHaveCount(4);
    for (const n of [1, 2, 3, 4]) {
      await expect(howItWorks.slide(n)).toHaveAttribute("aria-roledescription", "slide");
      await expect(howItWorks.dot(n)).toBeVisible();
    }
    await expect(howItWorks.previous).toBeVisible();
    await expect(howItWorks.next).toBeVisible();

    await page.setViewportSize(viewportFor(1280));
    await expect(carousel).toHaveCount(0);
    await expect(howItWorks.section.locator("[aria-roledescription]")).toHaveCount(0);
    const items = howItWorks.section.getByRole("listitem").filter({ has: page.getByRole("article") });
    await expect(items, "a plain list of the four steps").toHaveCount(4);
  });

  test("use cases (APG tabs): keys, Tab into the panel, focus holds rotation", async ({ page, open, useCases }) => {
    await open("/", { clock: true });
    await pointerAway(page);
    await expect(useCases.section.getByRole("tablist")).toHaveCount(1);
    await expect(useCases.tabs).toHaveCount(5);
    // Focused and selected; with `semantics`, the only tab in the tab order and controlling the panel it labels.
    const expectTab = async (n: number, semantics = true) => {
      await expect(useCases.tab(n)).toBeFocused();
      await expect(useCases.tab(n)).toHaveAttribute("aria-selected", "true");
      if (!semantics) return;
      await useCases.expectSelected(n, { progress: false });
      const tabIndexes = await useCases.tabs.evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute("tabindex")));
      expect(tabIndexes, "roving tabindex").toEqual(USE_CASES.map((_, i) => (i === n - 1 ? "0" : "-1")));
      await expect(useCases.panel).toHaveAttribute("id", (await useCases.tab(n).getAttribute("aria-controls")) ?? "");
      await expect(useCases.panel).toHaveAttribute("aria-labelledby", (await useCases.tab(n).getAttribute("id")) ?? "");
    };
    // The rotation control comes first, then the selected tab.
    await useCases.rotation.focus();
    await page.keyboard.press("Tab");
    await expectTab(1);
    for (const n of [2, 3, 4, 5, 1]) {
      await page.keyboard.press("ArrowRight");
      await expectTab(n);
    }
    for (const [key, n] of [
      ["ArrowLeft", 5],
      ["Home", 1],
      ["End", 5],
      ["ArrowLeft", 4],
    ] as const) {
      await page.keyboard.press(key);
      await expectTab(n, false);
    }
    await page.keyboard.press("Tab");
    await expect(useCases.panel).toBeFocused();
    await page.clock.runFor(USE_CASE_INTERVAL_MS * 2);
    await useCases.expectSelected(4, { progress: false });
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).focus();
    await settle(page);
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    await useCases.expectSelected(5, { progress: false });
  });

  test("phone menu: Escape closes, focus returns; closed links take no focus", async ({ page, open, header, hero }) => {
    await page.setViewportSize(viewportFor(390));
    await open("/");
    const menu = page.locator(`[id="${await header.menuToggle.getAttribute("aria-controls")}"]`);
    await expect(header.menuToggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await header.menuToggle.focus();
    await page.keyboard.press("Enter");
    await expect(header.menuToggle).toHaveAccessibleName("Close menu");
    await expect(header.menuToggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(header.menuToggle).toHaveAttribute("aria-expanded", "false");
    await expect(header.menuToggle, "Escape returns focus to the toggle").toBeFocused();
    // The menu follows its toggle in the tab order: the next stop is the hero's rotation control.
    await page.keyboard.press("Tab");
    await expect(hero.rotation).toBeFocused();
  });
});

// prefers-reduced-motion is beyond axe (WCAG 2.2.2, 2.3.3).
test.describe("prefers-reduced-motion: reduce, on a phone", () => {
  test.use({ reducedMotion: "reduce", viewport: viewportFor(390) });

  test("no rotation, fade or slide; instant scroll; steps jump", async ({ page, open, hero, howItWorks, useCases }) => {
    await open("/", { clock: true });
    await pointerAway(page);
    await page.clock.runFor(Math.max(HERO_INTERVAL_MS, USE_CASE_INTERVAL_MS) * 3);
    await hero.expectStill(1);
    await useCases.expectSelected(1);
    await expect(hero.rotation).toHaveAccessibleName("Start automatic slide show");
    await expect(useCases.rotation).toHaveAccessibleName("Start rotating use cases");

    const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await scrollBehavior()).toBe("auto");
    const slideDurations = page
      .getByRole("group", { name: /^\d of 3$/, includeHidden: true })
      .evaluateAll((slides) => slides.map((slide) => getComputedStyle(slide).transitionDuration));
    expect(await slideDurations).toEqual(["0s", "0s", "0s"]);
    expect(await useCases.panel.evaluate((panel) => getComputedStyle(panel).animationName)).toBe("none");
    // About, waiting below the fold and then seen: opaque and still all along (Contact: contact.spec.ts).
    const about = section(page, "about");
    await expect.poll(() => about.getAttribute("data-reveal")).toBe("hidden");
    expect(await fadeStateOf(about), "About below the fold").toEqual({ opacity: 1, animating: false });
    await about.scrollIntoViewIfNeeded();
    await expect.poll(() => about.getAttribute("data-reveal")).toBe("revealed");
    expect(await fadeStateOf(about), "About seen").toEqual({ opacity: 1, animating: false });

    // The steps jump: the track is at step 2 as soon as the click has been handled.
    await howItWorks.next.scrollIntoViewIfNeeded();
    const jumped = await howItWorks.next.evaluate((next) => {
      const slide = next.closest("[aria-roledescription=carousel]")?.querySelectorAll("[role=group]")[1];
      (next as HTMLElement).click();
      return slide instanceof HTMLElement && Math.abs((slide.parentElement?.scrollLeft ?? 0) - slide.offsetLeft) < 1;
    });
    expect(jumped, "the steps track jumps to step 2").toBe(true);

    // Without the preference the same page scrolls smoothly: the checks above can tell.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await scrollBehavior()).toBe("smooth");
  });
});

// Beyond axe: content and links without scripts; and which images are decorative (axe accepts any alt).
test("without JavaScript: every slide, step and use case shows, illustrations named, links work", async ({ open }) => {
  const page = await open("/", { javaScript: false });
  const [hero, howItWorks, useCases] = [new Hero(page), new HowItWorks(page), new UseCases(page)];
  for (const n of [1, 2, 3]) await expect(hero.slide(n).getByRole("img")).toHaveAccessibleName(/\S{3}/);
  for (const title of STEPS) await expect(howItWorks.card(title).getByRole("img")).toHaveAccessibleName(/\S{3}/);
  for (const name of USE_CASES) {
    const panel = useCases.section.getByRole("tabpanel", { name });
    await expect(panel.getByRole("heading", { name })).toBeVisible();
    await expect(panel.getByRole("img")).toHaveAccessibleName(/\S{3}/);
  }
  await expect(page.getByRole("button", { name: /automatic slide show|rotating use cases|menu/ })).toHaveCount(0);

  for (const image of await page.getByRole("img").all()) await expect.soft(image).toHaveAccessibleName(/\S{3}/);
  const decorative = page.locator('img[alt=""]');
  await expect(decorative, "one decorative image").toHaveCount(1);
  const [backdrop, region] = [await decorative.boundingBox(), await hero.region.boundingBox()];
  const behind =
    backdrop && region && backdrop.y <= region.y && backdrop.y + backdrop.height >= region.y + region.height;
  expect(behind, "the decorative image is the hero's backdrop").toBe(true);
  const exposedIcons = await page
    .locator("svg:not([role=img][aria-label])")
    .evaluateAll((icons) => icons.filter((icon) => !icon.closest("[aria-hidden=true]")).length);
  expect(exposedIcons, "icons are hidden from assistive technology, or named images").toBe(0);

  await page.getByRole("banner").getByRole("link", { name: "Industries", exact: true }).click();
  await expect(page).toHaveURL(/\/#industries$/);
  await expect(useCases.section.getByRole("heading", { level: 2 })).toBeInViewport();
});
