// Longer words hold the layout: on every route, from the narrowest phone to a wide screen, nothing
// scrolls sideways, no text is cut off by the box it sits in, and no two texts (or a text and a
// picture) overlap. It runs on the site as it is and on the pseudo-localized copy, whose words are
// about 40% longer and end with a bracket, so that a clipped end shows (playwright.pseudo.config.ts).
import { expect, test } from "./support/fixtures";

const WIDTHS = [320, 390, 768, 1280, 1920] as const;
const ROUTES = ["/", "/privacy-policy", "/terms-conditions", "/no-such-page"] as const;

/** Runs in the page: every layout fault a visitor could see, in words. */
function layoutFaults(): string[] {
  type Box = { left: number; top: number; right: number; bottom: number };
  const faults: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width)
    faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);

  const describe = (element: Element, text: string) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${text.trim().slice(0, 40)}"`;
  const overlap = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

  /**
   * The box a text must stay within: the boxes of the ancestors that clip what overflows them, up to
   * the first that scrolls (whose content a visitor can scroll to). Undefined for text that is only
   * there for screen readers (clipped to nothing on purpose).
   */
  const clipOf = (element: Element): { box: Box; scrolls: boolean } | undefined => {
    const box: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      const rect = at.getBoundingClientRect();
      // Text for screen readers only: clipped to a pixel or to nothing (Tailwind's sr-only).
      if (style.overflowX !== "visible" && (rect.width <= 1 || rect.height <= 1)) return undefined;
      const scrolls = /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
      if (scrolls) return { box, scrolls };
      if (style.overflowX !== "visible")
        [box.left, box.right] = [Math.max(box.left, rect.left), Math.min(box.right, rect.right)];
      if (style.overflowY !== "visible")
        [box.top, box.bottom] = [Math.max(box.top, rect.top), Math.min(box.bottom, rect.bottom)];
    }
    return { box, scrolls: false };
  };

  const texts: { element: Element; label: string; rects: Box[] }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim()) continue;
    // A drawing's own words (an SVG <text>) are part of the picture.
    if (element.closest("script, style, template, noscript, svg")) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const clip = clipOf(element);
    if (!clip) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
    const label = describe(element, node.textContent);
    const { box } = clip;
    for (const rect of rects) {
      if (
        rect.left < box.left - 1 ||
        rect.right > box.right + 1 ||
        rect.top < box.top - 1 ||
        rect.bottom > box.bottom + 1
      )
        faults.push(`${label} is cut off by the box around it`);
      else if (!clip.scrolls && (rect.left < -1 || rect.right > width + 1))
        faults.push(`${label} runs off the screen (${Math.round(rect.left)}..${Math.round(rect.right)} px)`);
    }
    texts.push({ element, label, rects });
  }

  const pictures = [...document.querySelectorAll('img:not([alt=""]), [role="img"]:not([aria-hidden="true"])')]
    .filter((picture) => picture.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .map((picture) => ({
      label: describe(picture, picture.getAttribute("alt") ?? picture.getAttribute("aria-label") ?? ""),
      box: picture.getBoundingClientRect(),
    }));

  for (const [i, a] of texts.entries()) {
    for (const b of texts.slice(i + 1))
      if (a.element !== b.element && a.rects.some((ra) => b.rects.some((rb) => overlap(ra, rb))))
        faults.push(`${a.label} overlaps ${b.label}`);
    for (const picture of pictures)
      if (!picture.box || a.rects.some((rect) => overlap(rect, picture.box)))
        faults.push(`${a.label} overlaps the picture ${picture.label}`);
  }
  return [...new Set(faults)];
}

for (const width of WIDTHS)
  test(`at ${width} px no route scrolls sideways, cuts text off or overlaps it`, async ({ page, open }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    for (const route of ROUTES) {
      await open(route);
      expect(await page.evaluate(layoutFaults), `${route} at ${width} px`).toEqual([]);
    }
  });
