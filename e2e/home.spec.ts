import { HERO_INTERVAL_MS, USE_CASE_INTERVAL_MS } from "../app/lib/timing";
import {
  expect,
  expectSectionAtTop,
  fadeStateOf,
  pointerAway,
  renderFrames,
  scrollToY,
  section,
  settle,
  showFraction,
  test,
} from "./fixtures";
import { STEPS, USE_CASES } from "./pages";

/** The home page's sections as a visitor uses them with a pointer. Keyboard, ARIA patterns and reduced motion: a11y.spec.ts. */

const CTAS = ["Request Access", "View Documentation", "Talk to Sales"] as const;
const contactHeading = "Get Started with RYMI";

test.describe("hero carousel", () => {
  test("3 slides, one shown at a time with its heading, image and CTA, which scrolls to Contact; dots and arrows move and wrap", async ({
    open,
    hero,
  }) => {
    const page = await open("/", { clock: true });
    await expect(page.getByRole("group", { name: /^\d of 3$/, includeHidden: true })).toHaveCount(3);
    for (const [i, cta] of CTAS.entries()) {
      await scrollToY(page, 0);
      await hero.dot(i + 1).click();
      await hero.expectSlide(i + 1);
      await expect(hero.slide(i + 1).getByRole("heading", { level: 2 })).toBeVisible();
      await expect(hero.slide(i + 1).getByRole("img")).toBeVisible();
      // Only the current slide is on screen, and only its CTA can be reached.
      await expect(page.getByRole("group", { name: /^\d of 3$/ }).filter({ visible: true })).toHaveCount(1);
      await expect(hero.region.getByRole("link", { name: new RegExp(`^(${CTAS.join("|")})$`) })).toHaveCount(1);
      await hero
        .slide(i + 1)
        .getByRole("link", { name: cta, exact: true })
        .click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expectSectionAtTop(page, section(page, "contact"));
    }
    await scrollToY(page, 0);
    for (const [control, n] of [
      [hero.next, 1],
      [hero.previous, 3],
      [hero.previous, 2],
      [hero.next, 3],
    ] as const) {
      await control.click();
      await hero.expectSlide(n);
    }
  });

  test("advances every 6000 ms (not at 5999) and wraps; pause holds it, play restarts it; hovering holds it", async ({
    open,
    hero,
  }) => {
    const page = await open("/", { clock: true });
    await pointerAway(page);
    for (const n of [2, 3]) {
      await page.clock.runFor(HERO_INTERVAL_MS - 1);
      await hero.expectStill(n - 1);
      await page.clock.runFor(1);
      await hero.expectSlide(n);
    }
    await page.clock.runFor(HERO_INTERVAL_MS);
    await hero.expectSlide(1);

    await hero.rotation.click();
    await expect(hero.rotation).toHaveAccessibleName("Start automatic slide show");
    await pointerAway(page);
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await hero.expectStill(1);

    await hero.rotation.click();
    await expect(hero.rotation).toHaveAccessibleName("Stop automatic slide show");
    await pointerAway(page);
    await settle(page);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await hero.expectSlide(2);

    // The pointer on the carousel holds it too, until it leaves.
    await hero.region.hover();
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await hero.expectStill(2);
    await pointerAway(page);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await hero.expectSlide(3);
  });
});

test.describe("About", () => {
  test("four blocks, a Tech Stack list of 4 cards, then one link: to the contact section", async ({ open }) => {
    const page = await open("/");
    const about = section(page, "about");
    for (const name of ["What the product does", "Core Capabilities", "Security & Scale", "Tech Stack"]) {
      await expect(about.getByRole("heading", { name, exact: true })).toBeAttached();
    }
    const techStack = about.getByRole("heading", { name: "Tech Stack", exact: true }).locator("xpath=..");
    const cards = techStack.getByRole("list").getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading")).toHaveText(/\S/);
      await expect(card.getByRole("paragraph").last()).toHaveText(/^(\S+\s+){5,}\S+/);
    }
    const cta = about.getByRole("link");
    await expect(cta).toHaveCount(1);
    await cta.scrollIntoViewIfNeeded();
    const listBottom = await techStack.getByRole("list").evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await cta.boundingBox())?.y).toBeGreaterThan(listBottom);
    await cta.click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole("heading", { name: contactHeading })).toBeInViewport();
  });

  test("transparent after hydration, hidden at 10% in view, fades in past 20%, and stays", async ({ open }) => {
    const page = await open("/");
    const about = section(page, "about");
    expect(await fadeStateOf(about)).toEqual({ opacity: 0, animating: false });

    const little = await showFraction(about, 0.1);
    expect(little).toBeGreaterThan(0.05);
    expect(little).toBeLessThan(0.2);
    await renderFrames(page);
    expect(await fadeStateOf(about)).toEqual({ opacity: 0, animating: false });

    expect(await showFraction(about, 0.3)).toBeGreaterThan(0.2);
    await expect.poll(() => fadeStateOf(about)).toEqual({ opacity: 1, animating: false });

    await scrollToY(page, 0);
    await renderFrames(page);
    await showFraction(about, 0.5);
    await renderFrames(page);
    expect(await fadeStateOf(about)).toEqual({ opacity: 1, animating: false });
  });
});

test.describe("How It Works", () => {
  test("on a large screen: a grid of the four steps in order, each with text, benefits, an image and Learn More", async ({
    open,
    howItWorks,
  }) => {
    const page = await open("/");
    await expect(howItWorks.section.getByRole("heading", { level: 3 })).toHaveText([...STEPS]);
    for (const title of STEPS) {
      const card = howItWorks.card(title);
      await expect(card.getByRole("paragraph").first()).toHaveText(/^(\S+\s+){8,}\S+/);
      await expect(card.getByRole("list").getByRole("listitem").first()).toHaveText(/\S/);
      await expect(card.getByRole("img")).toHaveAttribute("alt", /^(\S+\s+){2,}\S+/);
      await expect(card.getByRole("link", { name: /^Learn More\b/ })).toHaveAttribute("href", /#contact$/);
    }
    await howItWorks.section.scrollIntoViewIfNeeded();
    const tops = await Promise.all(STEPS.map(async (title) => (await howItWorks.card(title).boundingBox())?.y));
    expect(new Set(tops.map((top) => Math.round(top ?? Number.NaN))).size).toBeLessThan(STEPS.length);
    for (const title of STEPS) await expect(howItWorks.card(title)).toBeInViewport();
    await expect(howItWorks.next).toBeHidden();
    await expect(howItWorks.dot(1)).toBeHidden();

    await howItWorks
      .card("Audio Processing")
      .getByRole("link", { name: /^Learn More\b/ })
      .click();
    await expect(page.getByRole("heading", { name: contactHeading })).toBeInViewport();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a carousel whose arrows wrap both ways and whose dots jump", async ({ open, howItWorks }) => {
      await open("/");
      await howItWorks.next.scrollIntoViewIfNeeded();
      await howItWorks.expectStep(1);
      await howItWorks.next.click();
      await howItWorks.expectStep(2);
      await howItWorks.previous.click();
      await howItWorks.expectStep(1);
      await howItWorks.previous.click();
      await howItWorks.expectStep(4);
      await howItWorks.next.click();
      await howItWorks.expectStep(1);
      await howItWorks.dot(3).click();
      await howItWorks.expectStep(3);
    });

    test.describe("with a finger", () => {
      test.use({ hasTouch: true, isMobile: true });

      test("a swipe moves to the next step", async ({ open, howItWorks, context }) => {
        const page = await open("/");
        await howItWorks.slide(1).scrollIntoViewIfNeeded();
        await howItWorks.expectStep(1);
        const box = await howItWorks.card(STEPS[0]).boundingBox();
        if (!box) throw new Error("step 1 has no box");
        // Chromium's own touch events: the browser scrolls the track under the finger.
        const cdp = await context.newCDPSession(page);
        const [y, x] = [Math.round(box.y + box.height / 2), Math.round(box.x + box.width * 0.8)];
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
        for (let step = 1; step <= 10; step++) {
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x - step * 25, y }] });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await howItWorks.expectStep(2);
      });
    });
  });
});

test.describe("Use Cases", () => {
  test("five tabs; a click shows that use case alone: its description and key capabilities", async ({
    open,
    useCases,
  }) => {
    await open("/");
    await expect(useCases.tabs).toHaveText([...USE_CASES]);
    for (const n of [5, 4, 3, 2, 1]) {
      await useCases.tab(n).click();
      await useCases.expectSelected(n);
      await expect(useCases.section.getByRole("tab", { selected: true })).toHaveCount(1);
      await expect(useCases.panel.getByRole("paragraph").first()).toHaveText(/^(\S+\s+){10,}\S+/);
      await expect(useCases.panel.getByRole("heading", { name: "Key capabilities" })).toBeVisible();
      await expect(useCases.panel.getByRole("list").getByRole("listitem").first()).toBeVisible();
    }
  });

  test("rotates every 5000 ms (not at 4999) and wraps; hover holds it; pause and play", async ({ open, useCases }) => {
    const page = await open("/", { clock: true });
    await useCases.tabs.first().scrollIntoViewIfNeeded();
    await pointerAway(page);
    await useCases.expectSelected(1);
    await page.clock.runFor(USE_CASE_INTERVAL_MS - 1);
    await useCases.expectSelected(1);
    await page.clock.runFor(1);
    await useCases.expectSelected(2);
    for (const n of [3, 4, 5, 1]) {
      await page.clock.runFor(USE_CASE_INTERVAL_MS);
      await useCases.expectSelected(n);
    }

    await useCases.panel.hover();
    await page.clock.runFor(USE_CASE_INTERVAL_MS * 3);
    await useCases.expectSelected(1);
    await pointerAway(page);
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    await useCases.expectSelected(2);

    // Pause, then take focus and pointer off the section so only the visitor's choice holds it.
    const heading = useCases.section.getByRole("heading", { level: 2 });
    await useCases.rotation.click();
    await expect(useCases.rotation).toHaveAccessibleName("Start rotating use cases");
    await heading.click();
    await pointerAway(page);
    await page.clock.runFor(USE_CASE_INTERVAL_MS * 3);
    await useCases.expectSelected(2);
    await useCases.rotation.click();
    await expect(useCases.rotation).toHaveAccessibleName("Stop rotating use cases");
    await heading.click();
    await pointerAway(page);
    await page.clock.runFor(USE_CASE_INTERVAL_MS);
    await useCases.expectSelected(3);
  });
});
