// The home page as a screen reader speaks it: @guidepup/virtual-screen-reader, running in the page in Chromium.
// The tests judge its transcript (the spoken phrase log). The library comes from node_modules, answered on the
// site's own origin, so the page's Content-Security-Policy (script-src 'self' and hashes) admits it as it is.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Virtual } from "@guidepup/virtual-screen-reader";
import type { JSHandle, Page } from "@playwright/test";

import { HERO_INTERVAL_MS, SENDING_MS } from "../src/lib/timing";
import { content, escapeRegExp } from "./support/content";
import { expect, pointerAway, settle, test } from "./support/fixtures";

const { controls, header, footer, hero, about, howItWorks, useCases, contact } = content;

const LIBRARY = readFileSync(createRequire(import.meta.url).resolve("@guidepup/virtual-screen-reader/browser.js"));
/** Where the page finds the library: a path on its own origin, answered from node_modules. */
const LIBRARY_PATH = "/__virtual-screen-reader.js";
/** Far more steps than the page has phrases (about 450): a read that never ends fails instead of hanging. */
const MAX_STEPS = 3000;
/** What the reader says after the last thing on the page. */
const END = "end of document";

/** Where an element lies, in CSS pixels from the page's top left corner. */
type Box = { top: number; bottom: number; left: number; right: number };
/** A phrase of the transcript and, when the reader was on an element, where that element stands. */
type Spoken = { phrase: string; box: Box | null };

/** Starts the virtual screen reader on the page's body; the library loads as a module from the page's origin. */
async function startReader(page: Page): Promise<JSHandle<Virtual>> {
  await page.route(LIBRARY_PATH, (route) =>
    route.fulfill({ body: LIBRARY, contentType: "text/javascript; charset=utf-8" }),
  );
  return page.evaluateHandle(async (path) => {
    const { virtual } = (await import(path)) as { virtual: Virtual };
    await virtual.start({ container: document.body });
    return virtual;
  }, LIBRARY_PATH);
}

/** Moves the reader from the top of the page to its end one item at a time, as a visitor does with the arrow key. */
function readToEnd(reader: JSHandle<Virtual>): Promise<Spoken[]> {
  return reader.evaluate(
    async (virtual, { max, end }) => {
      const boxes: (Box | null)[] = [];
      const place = (node: Node | null): Box | null => {
        if (!(node instanceof Element)) return null;
        const { top, bottom, left, right } = node.getBoundingClientRect();
        return { top: top + scrollY, bottom: bottom + scrollY, left: left + scrollX, right: right + scrollX };
      };
      boxes.push(place(virtual.activeNode));
      for (let step = 0; step < max && (await virtual.lastSpokenPhrase()) !== end; step++) {
        await virtual.next();
        boxes[(await virtual.spokenPhraseLog()).length - 1] = place(virtual.activeNode);
      }
      return (await virtual.spokenPhraseLog()).map((phrase, i) => ({ phrase, box: boxes[i] ?? null }));
    },
    { max: MAX_STEPS, end: END },
  );
}

const LIVE = /^(?:polite|assertive): /;
/** The reader's live-region announcements so far ("polite: …"), in the order it made them. */
const announcements = async (reader: JSHandle<Virtual>) =>
  (await reader.evaluate((virtual) => virtual.spokenPhraseLog())).filter((phrase) => LIVE.test(phrase));

/**
 * Whether `text` was spoken whole: as a phrase of its own (a paragraph's words) or as one comma-separated part of
 * one ("heading, <title>, level 2", "image, <alt>"). A short text inside longer words does not count.
 */
const spokenWhole = (log: string[], text: string) => log.some((phrase) => `, ${phrase},`.includes(`, ${text},`));

/** A landmark as the reader names it on entering: its role, then its name if it has one. */
const LANDMARK = /^(?:banner|main|contentinfo|complementary|search|navigation(?:, .*)?|region, .*)$/s;
const HEADING = /^heading, (.*), level (\d)$/s;

/** The words of item `n` (a hero slide, a use case) that no other item has. */
function ownWords<T>(items: readonly T[], n: number, words: (item: T) => string[]) {
  const others = new Set(items.flatMap((item, i) => (i === n ? [] : words(item))));
  return items[n] ? words(items[n]).filter((text) => !others.has(text)) : [];
}
const slideWords = (slide: (typeof hero.slides)[number]) => [slide.subtitle, slide.title, slide.description, slide.alt];
const panelWords = (item: (typeof useCases.items)[number]) => [item.description, ...item.capabilities, item.alt];

/** `lower` starts below the end of `upper` (a pixel of rounding allowed). */
const below = (upper: Box | null | undefined, lower: Box | null | undefined) =>
  upper != null && lower != null && lower.top >= upper.bottom - 1;

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("a still page", () => {
  // Nothing moves while the reader reads (the paused clock) and no fade-in shifts a box (reduced motion).
  test.use({ reducedMotion: "reduce" });

  test("from top to bottom: landmarks and headings in screen order; only the shown slide and tab panel", async ({
    open,
    watch,
  }, testInfo) => {
    const page = await open("/", { clock: true });
    const spoken = await readToEnd(await startReader(page));
    const transcript = spoken.map(({ phrase }) => phrase).join("\n");
    await testInfo.attach("transcript", { body: transcript, contentType: "text/plain" });
    expect(spoken.at(-1)?.phrase, `the read ends within ${MAX_STEPS} steps`).toBe(END);
    expect(
      spoken.filter(({ phrase }) => LIVE.test(phrase)),
      "nothing announced on a still page",
    ).toEqual([]);
    expect(watch.problems, "the library loads under the page's CSP; nothing logs an error").toEqual([]);
    expect(watch.pageErrors).toEqual([]);

    const log = spoken.map(({ phrase }) => phrase);
    const carousel = `${controls.carousel}, ${hero.label}`;
    const sections = [about, howItWorks, useCases, contact];

    await test.step("landmarks: banner, main with the carousel and each section, contentinfo; so on screen", () => {
      const regions = [carousel, ...sections.map((section) => `region, ${section.heading}`)];
      const landmarks = spoken.filter(({ phrase }) => LANDMARK.test(phrase) || phrase === carousel);
      expect(landmarks.map(({ phrase }) => phrase)).toEqual([
        "banner",
        `navigation, ${header.navLabel}`,
        "main",
        ...regions,
        "contentinfo",
        `navigation, ${footer.legalHeading}`,
      ]);
      // On screen: the fixed header at the top, the sections one below the other, the footer below them all.
      const boxOf = (phrase: string) => landmarks.find((landmark) => landmark.phrase === phrase)?.box;
      const [banner, main, contentinfo] = ["banner", "main", "contentinfo"].map(boxOf);
      expect(banner?.top, "the banner at the top").toBeLessThanOrEqual(main?.top ?? -1);
      regions.slice(1).forEach((region, i) => {
        expect(below(boxOf(regions[i] ?? ""), boxOf(region)), `"${region}" stands below "${regions[i]}"`).toBe(true);
      });
      expect(below(main, contentinfo), "contentinfo stands below main").toBe(true);
    });

    await test.step("headings: main's h1 and h2s in the content's order; every heading where it stands", () => {
      const [start = -1, end = -1] = ["main", "end of main"].map((phrase) => log.indexOf(phrase));
      const headings = spoken.flatMap(({ phrase, box }, i) => {
        const [, name, level] = HEADING.exec(phrase) ?? [];
        return name ? [{ name, level: Number(level), box, inMain: i > start && i < end }] : [];
      });
      // The hero's heading, the shown slide's title, then each section's heading.
      expect(
        headings.filter(({ level, inMain }) => inMain && level <= 2).map(({ name, level }) => `h${level} ${name}`),
      ).toEqual([
        `h1 ${hero.heading}`,
        `h2 ${hero.slides[0]?.title}`,
        ...sections.map((section) => `h2 ${section.heading}`),
      ]);
      // Any level: of two headings in one column (their boxes overlap across), the one read later stands lower.
      // Columns side by side are each read from top to bottom.
      expect(headings.every(({ box }) => box && box.bottom > box.top && box.right > box.left)).toBe(true);
      const outOfOrder = headings.flatMap((later, j) =>
        headings
          .slice(0, j)
          .filter(({ box }) => box && later.box && box.left < later.box.right && later.box.left < box.right)
          .filter(({ box }) => (later.box?.top ?? 0) <= (box?.top ?? 0))
          .map((earlier) => `"${later.name}" is read after "${earlier.name}" but stands above it`),
      );
      expect(outOfOrder).toEqual([]);
    });

    await test.step("only the shown hero slide and the selected use case's panel are read", () => {
      const slides = log.filter((phrase) => phrase.startsWith(`${controls.slide}, `));
      expect(slides, "one slide").toEqual([`${controls.slide}, ${controls.position(1, hero.slides.length)}`]);
      const panels = log.filter((phrase) => phrase.startsWith("tabpanel, "));
      expect(panels, "one tab panel").toEqual([`tabpanel, ${useCases.items[0]?.name}`]);
      const read = (words: string[]) => words.filter((text) => spokenWhole(log, text));
      const [slide, panel] = [ownWords(hero.slides, 0, slideWords), ownWords(useCases.items, 0, panelWords)];
      expect(read(slide), "the shown slide's words").toEqual(slide);
      expect(read(panel), "the selected panel's words").toEqual(panel);
      for (let n = 1; n < hero.slides.length; n++)
        expect(read(ownWords(hero.slides, n, slideWords)), `slide ${n + 1}'s words`).toEqual([]);
      for (let n = 1; n < useCases.items.length; n++)
        expect(read(ownWords(useCases.items, n, panelWords)), `use case ${n + 1}'s words`).toEqual([]);
    });
  });

  test("a valid send announces the confirmation, once, when it shows", async ({ open, contactForm }) => {
    const page = await open("/", { clock: true });
    await contactForm.fill({ name: "Asha Verma", email: "asha.verma@example.com", message: "Hello" });
    const reader = await startReader(page);
    await contactForm.submit.click();
    await settle(page);
    expect(await announcements(reader), "nothing while the button says it is sending").toEqual([]);
    await page.clock.runFor(SENDING_MS);
    await expect(contactForm.confirmation).toBeVisible();
    expect(await contactForm.handedOver(), "the mail app was handed the message").toHaveLength(1);
    const said = await announcements(reader);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(new RegExp(`^polite: ${escapeRegExp(contact.success.heading)}`));
    expect(said[0]).toContain(contact.success.text);
  });
});

test("a slide change is announced once the visitor has stopped the rotation, not while it rotates", async ({
  open,
  hero: carousel,
}) => {
  const page = await open("/", { clock: true });
  await pointerAway(page); // on the header: nothing holds the rotation
  const reader = await startReader(page);
  await page.clock.runFor(HERO_INTERVAL_MS);
  await carousel.expectSlide(2);
  expect(await announcements(reader), "rotating: the slides change silently").toEqual([]);
  await carousel.rotation.click();
  await pointerAway(page);
  await expect(carousel.rotation).toHaveAccessibleName(controls.startRotation);
  await settle(page);
  expect(await announcements(reader), "stopping announces nothing yet").toEqual([]);
  await carousel.next.press("Enter");
  await carousel.expectSlide(3);
  // The new slide's words, each as the live region says it. (The library also reports the text swapped into the
  // hidden places, which are visibility:hidden and out of Chromium's accessibility tree: no check on those.)
  const shown = hero.slides[2];
  const words = shown ? [shown.subtitle, shown.title, shown.description, shown.cta] : [];
  expect(words).toHaveLength(4);
  expect(await announcements(reader)).toEqual(expect.arrayContaining(words.map((text) => `polite: ${text}`)));
});
