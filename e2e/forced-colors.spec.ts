// Windows contrast themes (forced colours): the system's few colours replace the site's. Text and
// borders take the theme's colours, backgrounds become its page colour (Canvas), so whatever the site
// draws as a filled shape disappears unless it says otherwise (forced-color-adjust: none). These tests
// read the computed style under Chromium's forced colours, light and dark, on the home page.
import type { Locator, Page } from "@playwright/test";

import { content, oneOf } from "./support/content";
import { expect, pointerAway, test, waitForAnimations } from "./support/fixtures";
import { USE_CASES } from "./support/pages";

test.use({ forcedColors: "active", reducedMotion: "reduce" }); // reduced motion: no rotation while we look

/** Everything a visitor operates: links, buttons, tabs, form fields. */
const CONTROLS = 'a[href], button, [role="tab"], input, select, textarea, summary';

type Paint = { label: string; boundary: string | null; look: string };

/**
 * Runs in the page: how each element is drawn, under the colours now in force.
 *
 * `boundary`: what shows the element's extent, or null. That is a border or outline of 1 px or more
 * on it or on something inside it (a dot's pip), in a colour that shows, or a background that shows.
 * A colour "shows" in our colours when it is not fully transparent; under forced colours when,
 * painted over the theme's page colour (Canvas), it is not that colour. Forced colours paint every
 * background in Canvas (keeping its transparency) unless the element opted out with
 * forced-color-adjust: none, so only such backgrounds count there; borders and outlines take the
 * theme's text or button colour, a transparent one included.
 *
 * `look`: the colours it shows over Canvas (its text, and every background and border in it), to
 * tell a selected or current element from the others.
 */
function paintOf(elements: Element[]): Paint[] {
  const forced = matchMedia("(forced-colors: active)").matches;
  // Colours as a 1-pixel drawing gets them: any syntax (rgb, oklab, color-mix…) becomes bytes.
  const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!pixel) throw new Error("no 2D canvas");
  const draw = (...colors: string[]) => {
    pixel.clearRect(0, 0, 1, 1);
    for (const color of colors) {
      pixel.fillStyle = color;
      pixel.fillRect(0, 0, 1, 1);
    }
    return [...pixel.getImageData(0, 0, 1, 1).data];
  };
  const probe = document.body.appendChild(document.createElement("div"));
  probe.style.cssText = "forced-color-adjust: none; background-color: Canvas";
  const canvas = getComputedStyle(probe).backgroundColor;
  probe.remove();
  /** A colour as it shows over Canvas, e.g. "255,255,255". */
  const over = (color: string) => draw(canvas, color).slice(0, 3).join();
  const shows = (color: string) => (forced ? over(color) !== over("transparent") : (draw(color)[3] ?? 0) > 0);
  const parts = (element: Element) =>
    [element, ...element.querySelectorAll("*")].filter(
      (part) => !part.closest("svg") && part.checkVisibility({ visibilityProperty: true }),
    );
  const boundaryOf = (part: Element) => {
    const style = getComputedStyle(part);
    for (const side of ["top", "right", "bottom", "left"]) {
      const [width, line, color] = ["width", "style", "color"].map((key) =>
        style.getPropertyValue(`border-${side}-${key}`),
      ) as [string, string, string];
      if (parseFloat(width) >= 1 && !/none|hidden/.test(line) && shows(color)) return `border ${color}`;
    }
    if (parseFloat(style.outlineWidth) >= 1 && style.outlineStyle !== "none" && shows(style.outlineColor))
      return `outline ${style.outlineColor}`;
    if (shows(style.backgroundColor)) return `background ${style.backgroundColor}`;
    return null;
  };
  return elements.map((element, index) => {
    const label = (
      element.getAttribute("aria-label") ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ""
    )
      .replace(/\s+/g, " ")
      .trim();
    const look = parts(element).map((part) => {
      const style = getComputedStyle(part);
      const border = parseFloat(style.borderTopWidth) >= 1 ? over(style.borderTopColor) : "";
      return `${over(style.backgroundColor)}/${border}`;
    });
    return {
      label: `${element.getAttribute("role") ?? element.tagName.toLowerCase()} "${label.slice(0, 40)}"${label ? "" : ` #${index + 1}`}`,
      boundary: parts(element).map(boundaryOf).find(Boolean) ?? null,
      look: [over(getComputedStyle(element).color), ...look].join(" "),
    };
  });
}

/**
 * Switches forced colours on or off (and the colour scheme), then lets the colour transitions end.
 * Nothing stays hovered or focused: Chromium draws a focused control's border in Highlight, which
 * would mark a selected tab that marks nothing itself.
 */
async function colours(page: Page, forcedColors: "active" | "none", colorScheme: "light" | "dark" = "light") {
  await page.emulateMedia({ forcedColors, colorScheme });
  await pointerAway(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await waitForAnimations(page);
}

/** Every visible control in these parts of the page, as drawn now. */
async function controlsIn(areas: Locator[]): Promise<Paint[]> {
  const all = await Promise.all(
    areas.map((area) => area.locator(CONTROLS).filter({ visible: true }).evaluateAll(paintOf)),
  );
  return all.flat();
}

test("every control the site draws as a shape keeps an outline or fill under forced colours", async ({
  page,
  open,
  header,
  hero,
  useCases,
  contactForm,
}) => {
  await open("/");
  const areas = [header.banner, hero.region, useCases.section, contactForm.section];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await colours(page, "none");
    const ours = await controlsIn(areas);
    await colours(page, "active");
    const forced = await controlsIn(areas);
    expect(forced.map((control) => control.label)).toEqual(ours.map((control) => control.label));

    // A control a sighted visitor sees as a shape in our colours (a pill button or link, a round
    // arrow, a dot, a tab, a field) must keep a visible boundary under forced colours (paintOf). A
    // text link, or the phone menu's bare icon, draws no shape in either: forced colours keep its
    // words or icon, in the theme's link or button colour. First, that the shapes are the ones meant:
    const shaped = ours.filter((control) => control.boundary).map((control) => control.label);
    for (const name of [
      content.header.getStarted,
      content.controls.slidePicker(1),
      content.controls.nextSlide,
      ...USE_CASES,
      content.contact.form.name.label,
      content.contact.form.submit,
    ])
      expect(
        shaped.some((label) => label.includes(`"${name.slice(0, 40)}"`)),
        `${name} at ${width} px`,
      ).toBe(true);
    const lost = forced
      .map((control, i) => (ours[i]?.boundary && !control.boundary ? `${control.label} (had ${ours[i].boundary})` : ""))
      .filter(Boolean);
    expect(lost, `controls left without an outline under forced colours at ${width} px`).toEqual([]);
  }
});

/** The elements' paints, split by whether `attribute` is "true" on them (the current dot, the selected tab…). */
async function split(elements: Locator, attribute: string) {
  const paints = await elements.evaluateAll(paintOf);
  const marks = await elements.evaluateAll((all, name) => all.map((el) => el.getAttribute(name) === "true"), attribute);
  return { on: paints.filter((_, i) => marks[i]), off: paints.filter((_, i) => !marks[i]) };
}

/** Every one shows, and the marked ones look like none of the others. */
function expectStandsOut({ on, off }: { on: Paint[]; off: Paint[] }, count: number, what: string) {
  expect(on, `${what}: how many are marked`).toHaveLength(count);
  expect(off.length, `${what}: unmarked ones`).toBeGreaterThan(0);
  for (const paint of [...on, ...off]) expect.soft(paint.boundary, `${what}: ${paint.label} shows`).not.toBeNull();
  const others = off.map((paint) => paint.look);
  for (const paint of on)
    expect.soft(others, `${what}: ${paint.label} looks like an unmarked one`).not.toContain(paint.look);
}

test("the current dot, the selected tab and the filled progress stand out under forced colours", async ({
  page,
  open,
  hero,
  howItWorks,
  useCases,
}) => {
  const { controls, hero: slides, howItWorks: steps } = content;
  const dots = (area: Locator, name: (n: number) => string, count: number) =>
    area.getByRole("button", { name: oneOf(...Array.from({ length: count }, (_, i) => name(i + 1))) });
  await open("/");
  await hero.next.click();
  await hero.expectSlide(2);
  await useCases.tab(3).click();
  await expect(useCases.tab(3)).toHaveAttribute("aria-selected", "true");
  // The progress bar's segments (decorative, aria-hidden: no role finds them), filled up to the selected tab.
  const segments = useCases.section.locator('div[aria-hidden="true"] > span');

  for (const scheme of ["light", "dark"] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await colours(page, "active", scheme);
    const heroDots = dots(hero.region, controls.slidePicker, slides.slides.length);
    expectStandsOut(await split(heroDots, "aria-current"), 1, `hero dots, ${scheme}`);
    expectStandsOut(await split(useCases.tabs, "aria-selected"), 1, `use-case tabs, ${scheme}`);
    expectStandsOut(await split(segments, "data-filled"), 3, `progress bar, ${scheme}`);
    // The steps' carousel, on a phone: the same dots on a light background.
    await page.setViewportSize({ width: 390, height: 800 });
    await colours(page, "active", scheme);
    const stepDots = dots(howItWorks.section, controls.stepPicker, steps.steps.length);
    expectStandsOut(await split(stepDots, "aria-current"), 1, `step dots, ${scheme}`);
  }
});
