import { fill } from "../src/content/fill";
import { HERO_INTERVAL_MS, USE_CASE_INTERVAL_MS } from "../src/lib/timing";
import { content, oneOf } from "./support/content";
import {
  expect,
  expectFadeIn,
  expectSectionAtTop,
  pointerAway,
  scrollToY,
  section,
  settle,
  test,
} from "./support/fixtures";
import { STEPS, USE_CASES } from "./support/pages";

/** The home page's sections as a visitor uses them with a pointer. Keyboard, ARIA patterns and reduced motion: a11y.spec.ts. */

const { controls } = content;
/** The slides' calls to action, in order (named in the site's specification). */
const CTAS = content.hero.slides.map((slide) => slide.cta);
const contactHeading = content.contact.heading;
/** The names of the hero's slide groups: their positions, in the content's words. */
const SLIDE_NAMES = oneOf(...CTAS.map((_, i) => controls.position(i + 1, CTAS.length)));
/** A step's Learn More link's name: the words on it, then the ones screen readers alone hear. */
const learnMore = (step: string) =>
  `${content.howItWorks.learnMore} ${fill(content.howItWorks.learnMoreAbout, { step })}`;

test.describe("hero carousel", () => {
  test(
    "3 slides, one shown at a time with its heading, image and CTA, which scrolls to Contact; dots and arrows move and wrap",
    { tag: "@pseudo" },
    async ({ open, hero }) => {
      const page = await open("/", { clock: true });
      await expect(page.getByRole("group", { name: SLIDE_NAMES, includeHidden: true })).toHaveCount(CTAS.length);
      for (const [i, cta] of CTAS.entries()) {
        await scrollToY(page, 0);
        await hero.dot(i + 1).click();
        await hero.expectSlide(i + 1);
        await expect(hero.slide(i + 1).getByRole("heading", { level: 2 })).toBeVisible();
        await expect(hero.slide(i + 1).getByRole("img")).toBeVisible();
        // Only the current slide is on screen, and only its CTA can be reached.
        await expect(page.getByRole("group", { name: SLIDE_NAMES }).filter({ visible: true })).toHaveCount(1);
        await expect(hero.region.getByRole("link", { name: oneOf(...CTAS) })).toHaveCount(1);
        await hero
          .slide(i + 1)
          .getByRole("link", { name: cta, exact: true })
          .click();
        await expect(page).toHaveURL(/\/#contact$/);
        await expectSectionAtTop(page, "contact");
      }
      await scrollToY(page, 0);
      // From the last slide: on to the first, back round to the last, back one, on to the last.
      const last = CTAS.length;
      for (const [control, n] of [
        [hero.next, 1],
        [hero.previous, last],
        [hero.previous, last - 1],
        [hero.next, last],
      ] as const) {
        await control.click();
        await hero.expectSlide(n);
      }
    },
  );

  test(
    "advances every 6000 ms (not at 5999) and wraps; pause holds it, play restarts it; hovering holds it",
    { tag: "@pseudo" },
    async ({ open, hero }) => {
      const page = await open("/", { clock: true });
      await pointerAway(page);
      for (let n = 2; n <= CTAS.length; n++) {
        await page.clock.runFor(HERO_INTERVAL_MS - 1);
        await hero.expectStill(n - 1);
        await page.clock.runFor(1);
        await hero.expectSlide(n);
      }
      await page.clock.runFor(HERO_INTERVAL_MS);
      await hero.expectSlide(1);

      await hero.rotation.click();
      await expect(hero.rotation).toHaveAccessibleName(controls.startRotation);
      await pointerAway(page);
      await page.clock.runFor(HERO_INTERVAL_MS * 3);
      await hero.expectStill(1);

      await hero.rotation.click();
      await expect(hero.rotation).toHaveAccessibleName(controls.stopRotation);
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
    },
  );
});

test.describe("About", () => {
  test(
    "four blocks, a Tech Stack list of 4 cards, then one link: to the contact section",
    { tag: "@pseudo" },
    async ({ open }) => {
      const page = await open("/");
      const about = section(page, "about");
      const { what, capabilities, security, techStack: stack } = content.about;
      for (const name of [what.heading, capabilities.heading, security.heading, stack.heading]) {
        await expect(about.getByRole("heading", { name, exact: true })).toBeAttached();
      }
      const techStack = about.getByRole("heading", { name: stack.heading, exact: true }).locator("xpath=..");
      const cards = techStack.getByRole("list").getByRole("listitem");
      await expect(cards).toHaveCount(stack.cards.length);
      for (const [i, { name, description }] of stack.cards.entries()) {
        await expect(cards.nth(i).getByRole("heading")).toHaveText(name);
        await expect(cards.nth(i).getByRole("paragraph").last()).toHaveText(description);
      }
      const cta = about.getByRole("link");
      await expect(cta).toHaveCount(1);
      await cta.scrollIntoViewIfNeeded();
      const listBottom = await techStack.getByRole("list").evaluate((el) => el.getBoundingClientRect().bottom);
      expect((await cta.boundingBox())?.y).toBeGreaterThan(listBottom);
      await cta.click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.getByRole("heading", { name: contactHeading })).toBeInViewport();
    },
  );

  test("transparent after hydration, hidden at 10% in view, fades in past 20%, and stays", async ({ open }) => {
    await expectFadeIn(section(await open("/"), "about"), 0.1);
  });
});

test.describe("How It Works", () => {
  test(
    "on a large screen: a grid of the four steps in order, each with text, benefits, an image and Learn More",
    { tag: "@pseudo" },
    async ({ open, howItWorks }) => {
      const page = await open("/");
      await expect(howItWorks.section.getByRole("heading", { level: 3 })).toHaveText([...STEPS]);
      for (const { title, description, benefits, alt } of content.howItWorks.steps) {
        const card = howItWorks.card(title);
        await expect(card.getByRole("paragraph").first()).toHaveText(description);
        await expect(card.getByRole("list").getByRole("listitem")).toHaveText(benefits);
        await expect(card.getByRole("img")).toHaveAttribute("alt", alt);
        const link = card.getByRole("link", { name: learnMore(title), exact: true });
        await expect(link).toHaveAttribute("href", /#contact$/);
      }
      await howItWorks.section.scrollIntoViewIfNeeded();
      const tops = await Promise.all(STEPS.map(async (title) => (await howItWorks.card(title).boundingBox())?.y));
      expect(new Set(tops.map((top) => Math.round(top ?? Number.NaN))).size).toBeLessThan(STEPS.length);
      for (const title of STEPS) await expect(howItWorks.card(title)).toBeInViewport();
      await expect(howItWorks.next).toBeHidden();
      await expect(howItWorks.dot(1)).toBeHidden();

      const second = STEPS[1] ?? "";
      await howItWorks
        .card(second)
        .getByRole("link", { name: learnMore(second), exact: true })
        .click();
      await expect(page.getByRole("heading", { name: contactHeading })).toBeInViewport();
    },
  );

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(
      "a carousel whose arrows wrap both ways and whose dots jump",
      { tag: "@pseudo" },
      async ({ open, howItWorks }) => {
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
      },
    );

    test.describe("with a finger", () => {
      test.use({ hasTouch: true, isMobile: true });

      test("a swipe moves to the next step", { tag: "@pseudo" }, async ({ open, howItWorks, context }) => {
        const page = await open("/");
        await howItWorks.slide(1).scrollIntoViewIfNeeded();
        await howItWorks.expectStep(1);
        const box = await howItWorks.card(STEPS[0] ?? "").boundingBox();
        if (!box) throw new Error("step 1 has no box");
        // Chromium's own touch events: the browser scrolls the track under the finger. Their timestamps are the
        // finger's (a 16 ms frame apart, then held still before it lifts), not the moments this process sent them:
        // a drag of 250 px and a release without a fling, whatever the machine's load.
        const cdp = await context.newCDPSession(page);
        const [y, x] = [Math.round(box.y + box.height / 2), Math.round(box.x + box.width * 0.8)];
        const start = Date.now() / 1000;
        const touch = (
          type: "touchStart" | "touchMove" | "touchEnd",
          ms: number,
          touchPoints: { x: number; y: number }[] = [],
        ) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints, timestamp: start + ms / 1000 });
        await touch("touchStart", 0, [{ x, y }]);
        for (let step = 1; step <= 10; step++) await touch("touchMove", step * 16, [{ x: x - step * 25, y }]);
        await touch("touchMove", 300, [{ x: x - 250, y }]);
        await touch("touchEnd", 310);
        await howItWorks.expectStep(2);
      });
    });
  });
});

test.describe("Use Cases", () => {
  test(
    "five tabs; a click shows that use case alone: its description and key capabilities",
    { tag: "@pseudo" },
    async ({ open, useCases }) => {
      await open("/");
      await expect(useCases.tabs).toHaveText([...USE_CASES]);
      const { items, capabilitiesHeading } = content.useCases;
      for (const [i, { description, capabilities }] of [...items.entries()].reverse()) {
        const n = i + 1;
        await useCases.tab(n).click();
        await useCases.expectSelected(n);
        await expect(useCases.section.getByRole("tab", { selected: true })).toHaveCount(1);
        await expect(useCases.panel.getByRole("paragraph").first()).toHaveText(description);
        await expect(useCases.panel.getByRole("heading", { name: capabilitiesHeading, exact: true })).toBeVisible();
        await expect(useCases.panel.getByRole("list").getByRole("listitem").first()).toBeVisible();
        await expect(useCases.panel.getByRole("list").getByRole("listitem")).toHaveText(capabilities);
      }
    },
  );

  test(
    "rotates every 5000 ms (not at 4999) and wraps; hover holds it; pause and play",
    { tag: "@pseudo" },
    async ({ open, useCases }) => {
      const page = await open("/", { clock: true });
      await useCases.tabs.first().scrollIntoViewIfNeeded();
      await pointerAway(page);
      await useCases.expectSelected(1);
      await page.clock.runFor(USE_CASE_INTERVAL_MS - 1);
      await useCases.expectSelected(1);
      await page.clock.runFor(1);
      await useCases.expectSelected(2);
      // On through the rest, then round to the first.
      const rest = USE_CASES.map((_, i) => i + 1).slice(2);
      for (const n of [...rest, 1]) {
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
      await expect(useCases.rotation).toHaveAccessibleName(controls.startTabs);
      await heading.click();
      await pointerAway(page);
      await page.clock.runFor(USE_CASE_INTERVAL_MS * 3);
      await useCases.expectSelected(2);
      await useCases.rotation.click();
      await expect(useCases.rotation).toHaveAccessibleName(controls.stopTabs);
      await heading.click();
      await pointerAway(page);
      await page.clock.runFor(USE_CASE_INTERVAL_MS);
      await useCases.expectSelected(3);
    },
  );
});
