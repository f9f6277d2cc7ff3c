import type { Locator, Page } from "@playwright/test";

import { expectNoAxeViolations, inspectFocus, installProbe, lowContrastText } from "./support/a11y-helpers";
import { HERO_INTERVAL_MS, USE_CASE_INTERVAL_MS } from "../src/lib/timing";
import { content, escapeRegExp, names, oneOf } from "./support/content";
import {
  expect,
  fadeStateOf,
  pointerAway,
  scrollToY,
  section,
  settle,
  test,
  waitForAnimations,
} from "./support/fixtures";
import { Hero, HowItWorks, STEPS, USE_CASES, UseCases } from "./support/pages";

const { controls } = content;

// axe scans every state at three widths; other tests cover what it cannot see (pointer behaviour: home.spec.ts).
// The CSP refuses axe's scripts and the pixel probe's style and data: image (policy: csp.spec.ts).
test.use({ bypassCSP: true });

const ROUTES = ["/", "/privacy-policy", "/terms-conditions", "/no/such/page"];
/** Phone, tablet, desktop, with heights of real devices at those widths. */
const viewportFor = (width: number) => ({ width, height: width >= 1024 ? 800 : width >= 768 ? 1024 : 844 });
/** A CSS attribute selector for exactly `value`, quoted (the content's words may hold quotes or backslashes). */
const attribute = (name: string, value: string) =>
  `[${name}="${value.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\a ")}"]`;
// Scan scopes (axe takes CSS selectors): the hero carousel, the site header.
const [HERO, BANNER] = [`section${attribute("aria-label", content.hero.label)}`, "body > header"];
const getStarted = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: content.header.getStarted, exact: true });
/** The numbers 1 to `count`: the hero's slides, the steps, the use cases. */
const upTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const [SLIDES, TABS] = [upTo(content.hero.slides.length), upTo(USE_CASES.length)];
/** The names of a carousel's `total` slide groups: their positions, in the content's words. */
const positions = (total: number) => oneOf(...upTo(total).map((n) => controls.position(n, total)));
/** A focus stop's name as inspectFocus reports it (quoted, at most 40 characters), as a pattern. */
const stop = (name: string) => `"${escapeRegExp(name.replace(/\s+/g, " ").trim().slice(0, 40))}"`;
/** Scrolled to `top`, if given; the pointer on nothing that reacts to hover; every transition done. */
const still = async (page: Page, top?: number) => {
  if (top !== undefined) await scrollToY(page, top);
  await pointerAway(page);
  await waitForAnimations(page);
};

test.describe("axe: WCAG 2.2 AA, best practice, target-size, label-content-name-mismatch", () => {
  // Up to 13 scans a test; on a loaded 2-core machine a full scan takes several seconds.
  test.describe.configure({ timeout: 240_000 });

  for (const width of [390, 768, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: viewportFor(width) });
      const title = `home: every hero slide and use-case tab${width === 390 ? ", menu open" : ""}; hero text on pixels`;
      test(title, { tag: width === 768 ? [] : "@pseudo" }, async ({ page, open, header, hero, useCases }) => {
        await installProbe(page);
        await open("/");
        await hero.rotation.click();
        await useCases.rotation.click();
        await useCases.tab(1).click();
        for (const id of ["about", "contact"]) {
          await section(page, id).scrollIntoViewIfNeeded();
          await expect.poll(() => fadeStateOf(section(page, id))).toEqual({ opacity: 1, animating: false });
        }
        await still(page, 0);
        await expectNoAxeViolations(page, `/ at ${width} px, sections revealed`);
        // axe answers 'incomplete' for text over the hero artwork: the pixels answer instead.
        const low: string[] = [];
        const overArt = header.banner.or(page.getByRole("heading", { level: 1 })).or(hero.region);
        for (const n of SLIDES) {
          await hero.dot(n).click();
          await hero.expectSlide(n);
          await still(page, 0);
          if (n > 1) await expectNoAxeViolations(page, `hero slide ${n}`, { include: HERO });
          for (const run of await lowContrastText(page, overArt))
            low.push(`slide ${n}: "${run.text}" ${run.ratio}:1 (needs ${run.required}:1), ${run.where}`);
        }
        expect.soft(low, `text below AA over the hero:\n${low.join("\n")}`).toEqual([]);
        for (const n of TABS.slice(1)) {
          await useCases.tab(n).click();
          await useCases.expectSelected(n, { progress: false });
          await still(page);
          await expectNoAxeViolations(page, `use-case tab ${n}`, { include: "section#industries" });
        }
        if (width === 390) {
          await header.menuToggle.click();
          await header.expectMenuOpen(true);
          await waitForAnimations(page);
          await expectNoAxeViolations(page, "menu open", { include: BANNER });
        }
        // Colours the full scans never see: hovered links and buttons, the opaque header.
        const lastCta = content.hero.slides.at(-1)?.cta ?? "";
        if (width === 1280)
          for (const [y, target, state, include] of [
            [0, hero.region.getByRole("link", { name: lastCta, exact: true }), "hero call to action hovered", HERO],
            [0, header.link(content.header.nav.about), "nav link hovered", BANNER],
            [400, getStarted(page), "opaque header, Get Started hovered", BANNER],
          ] as const) {
            await scrollToY(page, y);
            await target.hover();
            await waitForAnimations(page);
            await expectNoAxeViolations(page, state, { include, rules: ["color-contrast"] });
          }
      });

      test(
        `privacy policy, terms and the 404 page at ${width} px`,
        { tag: width === 768 ? [] : "@pseudo" },
        async ({ page, open }) => {
          for (const path of ROUTES.slice(1)) {
            await open(path);
            await waitForAnimations(page);
            await expectNoAxeViolations(page, `${path} at ${width} px`);
          }
        },
      );
    });
  }
});

test.describe("keyboard and focus", () => {
  // The same layout and rings, without the smooth scrolls and fade-ins the focus probe would wait out.
  test.use({ reducedMotion: "reduce" });
  // axe checks that a skip link and its target exist, not that it comes first, moves focus, or its size.
  test(
    "the skip link is the first stop on every route and moves focus to main",
    { tag: "@pseudo" },
    async ({ page, open }) => {
      const skip = page.getByRole("link", { name: content.header.skipToContent, exact: true });
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
    },
  );

  // axe sees no focus rings nor what covers the focused element. Backwards, elements scroll in under the header.
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
        // Forwards past the form's send button to the footer's last link; backwards to the use cases' rotation control.
        const last =
          key === "Tab" ? stop(content.footer.terms) : `(?:${stop(controls.stopTabs)}|${stop(controls.startTabs)})`;
        const through = new RegExp(`${stop(content.contact.form.submit)}[^]*${last}`);
        expect(stops.join("\n"), "the stops, in order").toMatch(through);
        expect(problems, `focus problems:\n${problems.join("\n")}`).toEqual([]);
      });
});

// axe checks that ARIA attributes are valid, not that the APG patterns are in place or how keys behave.
test.describe("APG patterns", () => {
  /** A region described as a carousel, of `count` groups described as slides, each with a dot, and previous and next buttons. */
  async function expectCarousel(region: Locator, groups: Locator, carousel: Hero | HowItWorks, count: number) {
    await expect(region).toHaveAttribute("aria-roledescription", controls.carousel);
    await expect(groups).toHaveCount(count);
    for (let n = 1; n <= count; n++) {
      await expect(carousel.slide(n)).toHaveAttribute("aria-roledescription", controls.slide);
      await expect(carousel.dot(n)).toBeVisible();
    }
    for (const button of [carousel.previous, carousel.next]) await expect(button).toBeVisible();
  }
  test(
    "hero carousel: semantics; focus stops rotation until play; aria-live",
    { tag: "@pseudo" },
    async ({ page, open, hero }) => {
      await open("/", { clock: true });
      await pointerAway(page);
      const groups = page.getByRole("group", { name: positions(SLIDES.length), includeHidden: true });
      await expectCarousel(hero.region, groups, hero, SLIDES.length);
      const slides = hero.slide(1).locator("xpath=..");
      await expect(slides, "rotating: slides not announced").toHaveAttribute("aria-live", "off");
      await hero.slide(1).getByRole("heading").hover();
      await expect(slides, "hovered: rotation holds, slides announced").toHaveAttribute("aria-live", "polite");
      await pointerAway(page);
      await expect(slides).toHaveAttribute("aria-live", "off");
      // From the header's last control, Tab enters the carousel at its rotation control.
      await getStarted(page).focus();
      await page.keyboard.press("Tab");
      await expect(hero.rotation).toBeFocused();
      await expect(hero.rotation).toHaveAccessibleName(controls.startRotation);
      await expect(slides).toHaveAttribute("aria-live", "polite");
      await page.clock.runFor(HERO_INTERVAL_MS * 2);
      await hero.expectStill(1);
      await page.keyboard.press("Shift+Tab");
      await expect(getStarted(page), "focus has left the carousel: still stopped").toBeFocused();
      await page.clock.runFor(HERO_INTERVAL_MS * 2);
      await hero.expectStill(1);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(hero.rotation).toHaveAccessibleName(controls.stopRotation);
      await expect(slides).toHaveAttribute("aria-live", "off");
      await settle(page);
      await page.clock.runFor(HERO_INTERVAL_MS);
      await hero.expectSlide(2);
    },
  );
  test(
    "How It Works: a named carousel of the steps on a phone, a plain list when wide",
    { tag: "@pseudo" },
    async ({ page, open, howItWorks }) => {
      await page.setViewportSize(viewportFor(390));
      await open("/");
      const carousel = howItWorks.section.getByRole("region", { name: controls.stepsCarousel, exact: true });
      const groups = carousel.getByRole("group", { name: positions(STEPS.length) });
      await expectCarousel(carousel, groups, howItWorks, STEPS.length);
      await page.setViewportSize(viewportFor(1280));
      await expect(carousel).toHaveCount(0);
      await expect(howItWorks.section.locator("[aria-roledescription]")).toHaveCount(0);
      const items = howItWorks.section.getByRole("listitem").filter({ has: page.getByRole("article") });
      await expect(items, "a plain list of the four steps").toHaveCount(STEPS.length);
    },
  );
  test(
    "use cases (APG tabs): keys, Tab into the panel, focus holds rotation",
    { tag: "@pseudo" },
    async ({ page, open, useCases }) => {
      await open("/", { clock: true });
      await pointerAway(page);
      await expect(useCases.section.getByRole("tablist")).toHaveCount(1);
      await expect(useCases.tabs).toHaveCount(TABS.length);
      // The rotation control comes first, then the selected tab; arrows, Home and End move and select.
      await useCases.rotation.focus();
      const [first, last] = [1, TABS.length];
      const moves = ["Tab", ...Array<string>(last).fill("ArrowRight"), "ArrowLeft", "Home", "End", "ArrowLeft"];
      // Tab onto the first; right through every tab and round to the first; left wraps to the last; Home; End; left.
      const landings = [first, ...TABS.slice(1), first, last, first, last, last - 1];
      for (const [i, key] of moves.entries()) {
        const n = landings[i] ?? 0;
        const tab = useCases.tab(n);
        await page.keyboard.press(key);
        await expect(tab).toBeFocused();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        if (i > last) continue;
        // Selected, the only tab in the tab order, controlling the panel it labels.
        await useCases.expectSelected(n, { progress: false });
        const tabIndexes = await useCases.tabs.evaluateAll((tabs) => tabs.map((t) => t.getAttribute("tabindex")));
        expect(tabIndexes, "roving tabindex").toEqual(USE_CASES.map((_, k) => (k === n - 1 ? "0" : "-1")));
        await expect(useCases.panel).toHaveAttribute("id", (await tab.getAttribute("aria-controls")) ?? "");
        await expect(useCases.panel).toHaveAttribute("aria-labelledby", (await tab.getAttribute("id")) ?? "");
      }
      await page.keyboard.press("Tab");
      await expect(useCases.panel).toBeFocused();
      await page.clock.runFor(USE_CASE_INTERVAL_MS * 2);
      await useCases.expectSelected(last - 1, { progress: false });
      await getStarted(page).focus();
      await settle(page);
      await page.clock.runFor(USE_CASE_INTERVAL_MS);
      await useCases.expectSelected(last, { progress: false });
    },
  );
  test(
    "phone menu: Escape closes, focus returns; closed links take no focus",
    { tag: "@pseudo" },
    async ({ page, open, header, hero }) => {
      await page.setViewportSize(viewportFor(390));
      await open("/");
      await header.expectMenuOpen(false);
      await header.menuToggle.focus();
      await page.keyboard.press("Enter");
      await header.expectMenuOpen(true);
      await page.keyboard.press("Tab");
      await expect(header.link(content.header.nav.about)).toBeFocused();
      await page.keyboard.press("Escape");
      await header.expectMenuOpen(false);
      await expect(header.menuToggle, "Escape returns focus to the toggle").toBeFocused();
      // The menu follows its toggle in the tab order: the next stop is the hero's rotation control.
      await page.keyboard.press("Tab");
      await expect(hero.rotation).toBeFocused();
    },
  );
});

// prefers-reduced-motion is beyond axe (WCAG 2.2.2, 2.3.3).
test.describe("prefers-reduced-motion: reduce, on a phone", () => {
  test.use({ reducedMotion: "reduce", viewport: viewportFor(390) });
  test(
    "no rotation, fade or slide; instant scroll; steps jump",
    { tag: "@pseudo" },
    async ({ page, open, hero, howItWorks, useCases }) => {
      await open("/", { clock: true });
      await pointerAway(page);
      await page.clock.runFor(Math.max(HERO_INTERVAL_MS, USE_CASE_INTERVAL_MS) * 3);
      await hero.expectStill(1);
      await useCases.expectSelected(1);
      await expect(hero.rotation).toHaveAccessibleName(controls.startRotation);
      await expect(useCases.rotation).toHaveAccessibleName(controls.startTabs);
      const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
      expect(await scrollBehavior()).toBe("auto");
      expect(await useCases.panel.evaluate((panel) => getComputedStyle(panel).animationName)).toBe("none");
      // About, waiting below the fold and then seen: opaque and still all along (Contact: contact.spec.ts).
      const about = section(page, "about");
      for (const reveal of ["hidden", "revealed"]) {
        if (reveal === "revealed") await about.scrollIntoViewIfNeeded();
        await expect.poll(() => about.getAttribute("data-reveal")).toBe(reveal);
        expect(await fadeStateOf(about), `About ${reveal}`).toEqual({ opacity: 1, animating: false });
      }
      // A slide changes at once: nothing in the slides animates after a click on Next. Counted in the
      // click's own task, as soon as React has changed the slides (a mutation observer's callback),
      // before the browser can render a frame: a fade, however short, is still running then.
      const animationsAfterNext = () =>
        hero.next.evaluate(
          (next) =>
            new Promise<number>((resolve) => {
              const slides = next.closest("section")?.querySelector("[data-carousel-slides]");
              if (!slides) return resolve(-1);
              new MutationObserver((_, observer) => {
                observer.disconnect();
                resolve(slides.getAnimations({ subtree: true }).length);
              }).observe(slides, { subtree: true, attributes: true, childList: true });
              (next as HTMLElement).click();
            }),
        );
      expect(await animationsAfterNext(), "slides change at once").toBe(0);
      await expect(hero.dot(2)).toHaveAttribute("aria-current", "true");
      // The steps jump: the track is at step 2 as soon as the click has been handled.
      await howItWorks.next.scrollIntoViewIfNeeded();
      const jumped = await howItWorks.next.evaluate(
        (next, carousel) => {
          const slide = next.closest(carousel)?.querySelectorAll("[role=group]")[1];
          (next as HTMLElement).click();
          return (
            slide instanceof HTMLElement && Math.abs((slide.parentElement?.scrollLeft ?? 0) - slide.offsetLeft) < 1
          );
        },
        attribute("aria-roledescription", controls.carousel),
      );
      expect(jumped, "the steps track jumps to step 2").toBe(true);
      // Without the preference the same page scrolls smoothly and fades slides in: the checks above can tell.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      expect(await scrollBehavior()).toBe("smooth");
      expect(await animationsAfterNext(), "a slide fades in").toBeGreaterThan(0);
      await expect(hero.dot(3)).toHaveAttribute("aria-current", "true");
    },
  );
});

// Beyond axe: content and links without scripts; and which images are decorative (axe accepts any alt).
test(
  "without JavaScript: every slide, step and use case shows, illustrations named, links work",
  { tag: "@pseudo" },
  async ({ open }) => {
    const page = await open("/", { javaScript: false });
    const [hero, howItWorks, useCases] = [new Hero(page), new HowItWorks(page), new UseCases(page)];
    for (const [i, { alt }] of content.hero.slides.entries())
      await expect(hero.slide(i + 1).getByRole("img")).toHaveAccessibleName(alt);
    for (const { title, alt } of content.howItWorks.steps)
      await expect(howItWorks.card(title).getByRole("img")).toHaveAccessibleName(alt);
    for (const { name, alt } of content.useCases.items) {
      const panel = useCases.section.getByRole("tabpanel", { name, exact: true });
      await expect(panel.getByRole("heading", { name, exact: true })).toBeVisible();
      await expect(panel.getByRole("img")).toHaveAccessibleName(alt);
    }
    const { openMenu, closeMenu } = content.header;
    const { stopRotation, startRotation, stopTabs, startTabs } = controls;
    const scripted = oneOf(stopRotation, startRotation, stopTabs, startTabs, openMenu, closeMenu);
    await expect(page.getByRole("button", { name: scripted }), "no rotation or menu buttons").toHaveCount(0);
    for (const image of await page.getByRole("img").all()) await expect.soft(image).toHaveAccessibleName(/\S{3}/);
    const footerMark = page
      .getByRole("contentinfo")
      .getByRole("link", { name: names.homeLink, exact: true })
      .locator("svg");
    await expect(footerMark, "the footer's mark is decorative: its link carries the name").toHaveAttribute(
      "aria-hidden",
      "true",
    );
    // The hero's backdrop: a drawing in the page, hidden from assistive technology as a whole.
    const decorative = page.getByRole("main").locator('img[alt=""], [aria-hidden="true"]:has(> svg)');
    await expect(decorative, "one decorative picture in the page's content").toHaveCount(1);
    const [b, r] = [await decorative.boundingBox(), await hero.region.boundingBox()];
    const behind = b && r && b.y <= r.y && b.y + b.height >= r.y + r.height;
    expect(behind, "the decorative image is the hero's backdrop").toBe(true);
    const exposedIcons = page.locator("svg:not([role=img][aria-label]):not([aria-hidden=true], [aria-hidden=true] *)");
    await expect(exposedIcons, "icons are hidden from assistive technology, or named images").toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: content.header.nav.industries, exact: true }).click();
    await expect(page).toHaveURL(/\/#industries$/);
    await expect(useCases.section.getByRole("heading", { level: 2 })).toBeInViewport();
  },
);

// WCAG 1.3.2: what reads the page without its scripts (a screen reader before they run, reader mode, a
// search engine's snippet, a visitor whose scripts are blocked) meets the slides in the order seen.
test(
  "without JavaScript: the slides are in the page, and on screen, in the order 1, 2, 3",
  { tag: "@pseudo" },
  async ({ open }) => {
    const page = await open("/", { javaScript: false });
    const hero = new Hero(page);
    const count = content.hero.slides.length;
    const inPage = await hero.region
      .locator(`[aria-roledescription="${controls.slide}"]`)
      .evaluateAll((groups) => groups.map((group) => group.getAttribute("aria-label")));
    expect(inPage, "the slides' order in the page").toEqual(
      Array.from({ length: count }, (_, i) => controls.position(i + 1, count)),
    );
    const tops: number[] = [];
    for (let n = 1; n <= count; n++) {
      const title = hero.slide(n).getByRole("heading", { name: content.hero.slides[n - 1]?.title, exact: true });
      await expect(title).toBeVisible();
      tops.push((await title.boundingBox())?.y ?? Number.NaN);
    }
    expect(tops, "each slide's title below the one before").toEqual([...tops].sort((a, b) => a - b));
  },
);
