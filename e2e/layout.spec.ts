// Longer words and larger text hold the layout: on every route, from the narrowest phone to a wide
// screen, nothing scrolls sideways, no text is cut off by the box it sits in, no two texts (or a
// text and a picture) overlap, and no word breaks inside itself when it would fit a line of its own.
// It runs on the site as it is and on the pseudo-localized copy, whose words are about 40% longer and
// end with a bracket, so that a clipped end shows (playwright.pseudo.config.ts).
// Larger text is set the way a visitor sets it, as the browser's default font size
// (support/text-size.ts). WCAG 1.4.4 asks for 200 %.
import { expect, test } from "./support/fixtures";
import { setTextSize } from "./support/text-size";

const WIDTHS = [320, 390, 768, 1280, 1920] as const;
/** The browser's default font size, in % of its own 16 px, at the widths a visitor who raises it uses. */
const TEXT_SIZES = [150, 200] as const;
const TEXT_SIZE_WIDTHS = [390, 768, 1024, 1280] as const;
const ROUTES = ["/", "/privacy-policy", "/terms-conditions", "/no-such-page"] as const;
/**
 * The site's own words never break inside. The pseudo-localized copy's (E2E_CONTENT_ROOT) are made
 * longer than any English word, as a German compound can be: one that cannot fit its box's line
 * breaks there (`overflow-wrap: break-word`), and that is the answer a narrow box has for it.
 */
const LONG_WORDS = Boolean(process.env.E2E_CONTENT_ROOT);

/**
 * Runs in the page: every layout fault a visitor could see, in words. `longWords`: a word longer than
 * its box's line may break (the pseudo-localized copy's, about 40% longer than any English word).
 */
function layoutFaults(longWords: boolean): string[] {
  type Box = { left: number; top: number; right: number; bottom: number };
  const faults: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) {
    // Named by the outermost element that reaches past the screen and is not inside one that clips.
    const wide = [...document.body.querySelectorAll("*")].find(
      (element) =>
        element.getBoundingClientRect().right > width + 1 &&
        !element.parentElement?.closest("svg") &&
        [
          ...(function* () {
            for (let at = element.parentElement; at; at = at.parentElement) yield getComputedStyle(at).overflowX;
          })(),
        ].every((overflow) => overflow === "visible"),
    );
    const name = wide ? `: ${wide.tagName.toLowerCase()}.${[...wide.classList].slice(0, 4).join(".")}` : "";
    faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px${name}`);
  }

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

  /** The width of the lines a text fills: the content box of its block (an inline's nearest block). */
  const lineWidthOf = (element: Element) => {
    let block: Element = element;
    while (block.parentElement && /^(inline|contents)$/.test(getComputedStyle(block).display))
      block = block.parentElement;
    const style = getComputedStyle(block);
    const edges = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"] as const;
    return edges.reduce((width, edge) => width - parseFloat(style[edge]), block.getBoundingClientRect().width);
  };
  /**
   * Words split across two lines. Allowed: a break at a written hyphen; inside an address (a URL or
   * an email address), which has no other place to break; and in a word wider than its box's whole
   * line, where the text asks the browser to hyphenate it (`hyphens: auto`, which draws a hyphen where
   * the browser knows the language: Debian's Chromium does not, and breaks it plain) or with
   * `longWords`.
   */
  const brokenWords = (node: Text, element: Element, label: string) => {
    const broken: string[] = [];
    const text = node.data;
    const hyphenates = getComputedStyle(element).hyphens === "auto";
    /** The text on the other side of a node's edge, within its block (a link's words, a bracket). */
    const beside = (edge: "previousSibling" | "nextSibling") => {
      let at: Node | null = node;
      while (at && !at[edge] && at.parentElement && getComputedStyle(at.parentElement).display === "inline")
        at = at.parentElement;
      return at?.[edge]?.textContent ?? "";
    };
    /** The word's width on one line, as the browser draws it in this element. */
    const naturalWidth = (word: string) => {
      const probe = document.createElement("span");
      probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap";
      probe.textContent = word;
      element.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    for (const match of text.matchAll(/\S+/g)) {
      const word = match[0];
      if (/[@/]|^www\.|\.[a-z]{2,}$/i.test(word)) continue;
      // Part of a longer word that runs on into the next or previous element: judged with it, not here.
      if (match.index === 0 && /\S$/.test(beside("previousSibling"))) continue;
      if (match.index + word.length === text.length && /^\S/.test(beside("nextSibling"))) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + word.length);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0.5);
      if (lines.length < 2 || new Set(lines.map((rect) => Math.round(rect.top))).size < 2) continue;
      // Where it breaks: the first character on a lower line than the one before it.
      let at = 1;
      const top = (i: number) => {
        range.setStart(node, match.index + i);
        range.setEnd(node, match.index + i + 1);
        return range.getBoundingClientRect().top;
      };
      while (at < word.length && top(at) - top(at - 1) < 2) at++;
      const before = word.slice(0, at);
      if (before.endsWith("-") || before.endsWith("\u00ad")) continue;
      if ((hyphenates || longWords) && naturalWidth(word) > lineWidthOf(element)) continue;
      broken.push(`${label}: "${word}" breaks inside the word ("${before} / ${word.slice(at)}")`);
    }
    return broken;
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
    faults.push(...brokenWords(node as Text, element, label));
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

const CASES = [
  ...WIDTHS.map((width) => ({ width, textSize: 100 })),
  ...TEXT_SIZES.flatMap((textSize) => TEXT_SIZE_WIDTHS.map((width) => ({ width, textSize }))),
];

for (const { width, textSize } of CASES) {
  const size = textSize === 100 ? "" : ` with ${textSize}% text`;
  test(
    `at ${width} px${size} no route scrolls sideways, cuts, overlaps or splits text`,
    { tag: "@pseudo" },
    async ({ page, open }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      if (textSize !== 100) await setTextSize(page, textSize);
      for (const route of ROUTES) {
        await open(route);
        expect.soft(await page.evaluate(layoutFaults, LONG_WORDS), `${route} at ${width} px${size}`).toEqual([]);
      }
    },
  );
}
