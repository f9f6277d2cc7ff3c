import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { expect, test, waitForAnimations } from "./fixtures";

/**
 * axe scans with readable reports, and in-page probes for what axe cannot see: the focus ring and
 * what covers the focused element (WCAG 2.4.7, 2.4.11, 2.4.13), and text contrast over artwork read
 * from pixels (1.4.3; axe answers 'incomplete' over images).
 */

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Switched on beside the tags. `target-size` (WCAG 2.5.8) is off by default in axe 4.x; it replaces
 * the suite's own 24 px probe, which was stricter than WCAG (no spacing exception: not required) and
 * measured the focused skip link (now in the skip-link test). `label-content-name-mismatch` (2.5.3)
 * is experimental, which a tag list leaves out; enabled, it replaces the suite's visible-label probe.
 */
const EXTRA_RULES = { "target-size": { enabled: true }, "label-content-name-mismatch": { enabled: true } };

type AxeResult = { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; html: string }[] };

/**
 * A soft expectation of no axe violations in one state of the page (one test reports every failing
 * state), listing each rule and element. `include`: scan only what this CSS selector matches.
 * `rules`: only these rules instead of the tags. `inPage`: finish the scan in the page itself (axe's
 * legacy mode), not in a blank page of the context, which page.clock's calls would reach. Every scan
 * now runs so: the site has no frames, and it takes half the time.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  { include, rules }: { include?: string; inPage?: boolean; rules?: string[] } = {},
) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  builder = rules
    ? builder.withRules(rules)
    : builder.options({ runOnly: { type: "tag", values: AXE_TAGS }, rules: EXTRA_RULES });
  if (include) builder = builder.include(include);
  const { violations, incomplete } = (await builder.analyze()) as { violations: AxeResult[]; incomplete: AxeResult[] };
  const undecided = incomplete.map((result) => `${result.id} x${result.nodes.length}`).join(", ");
  if (undecided) test.info().annotations.push({ type: "axe needs review", description: `${state}: ${undecided}` });
  const report = violations.flatMap((v) => [
    `  * ${v.id} (${v.impact ?? "?"}): ${v.help}`,
    ...v.nodes.map((node) => `    - ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`),
  ]);
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.nodes.length} element(s)`),
      `axe violations in "${state}":\n${report.join("\n")}`,
    )
    .toEqual([]);
}

/** The focused element (tag, name, place, position) and what is wrong with how it shows. */
export type FocusReport = { element: string; isBody: boolean; problems: string[] };
export type LowContrast = { text: string; ratio: number; required: number; where: string };
type ProbeWindow = Window & {
  __a11y: {
    inspectFocus: () => Promise<FocusReport>;
    lowContrast: (roots: Element[], png: string, x: number, y: number) => Promise<LowContrast[]>;
  };
};

/** Installs the probes as `window.__a11y` on every page the test opens, before the site's scripts. */
export async function installProbe(page: Page) {
  await page.addInitScript(() => {
    let ctx2d: CanvasRenderingContext2D | null = null;
    const ctx = () =>
      (ctx2d ??= Object.assign(document.createElement("canvas"), { width: 1, height: 1 }).getContext("2d", {
        willReadFrequently: true,
      }) as CanvasRenderingContext2D);
    /** CSS colours painted in order (bottom first) over `base`: 0-255 RGB and 0-1 alpha. */
    const paint = (layers: string[], base = "#fff"): [number, number, number, number] => {
      ctx().clearRect(0, 0, 1, 1);
      for (const layer of [base, ...layers]) {
        ctx().fillStyle = "transparent";
        ctx().fillStyle = layer;
        ctx().fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0, a = 0] = ctx().getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const alpha = (color: string) => paint([color], "transparent")[3];
    const luminance = (rgb: readonly number[]) =>
      [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
        const c = (rgb[i] ?? 0) / 255;
        return sum + weight * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      }, 0);
    const contrast = (a: readonly number[], b: readonly number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return Math.round(((high + 0.05) / (low + 0.05)) * 100) / 100;
    };
    /** The opaque colour the backgrounds of `stack` (top first) paint, until an opaque one. */
    const backgroundOf = (stack: Element[]) => {
      const layers: string[] = [];
      for (const color of stack.map((element) => getComputedStyle(element).backgroundColor)) {
        if (alpha(color) > 0) layers.unshift(color);
        if (alpha(color) >= 1) break;
      }
      return paint(layers).slice(0, 3);
    };
    /**
     * Resolves once the page has scrolled to the focused element and it holds still for 2 frames.
     * Transitions on it or its ancestors (its ring's colour, a fade-in) are finished at once: their
     * end is what a visitor sees.
     */
    const stable = () =>
      new Promise<void>((resolve) => {
        const [started, seen] = [performance.now(), [""]];
        const tick = () => {
          const focused = document.activeElement ?? document.body;
          for (const animation of document.getAnimations()) {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const finite = animation.effect?.getTiming().iterations !== Infinity;
            if (finite && target instanceof Element && target.contains(focused)) animation.finish();
          }
          const box = focused.getBoundingClientRect();
          seen.push(`${scrollX},${scrollY},${box.left},${box.top}`);
          if (seen.slice(-3).every((state) => state === seen.at(-1)) || performance.now() - started > 3000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });

    const inspectFocus = async () => {
      await stable();
      const element = document.activeElement ?? document.body;
      const [style, box] = [getComputedStyle(element), element.getBoundingClientRect()];
      const name = (element.getAttribute("aria-label") ?? (element as HTMLElement).innerText).replace(/\s+/g, " ");
      const place = element.closest("section[id], section[aria-label], body > header, footer");
      const where = place?.id ? `#${place.id}` : (place?.getAttribute("aria-label") ?? place?.tagName.toLowerCase());
      const label = `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}"`;
      const description = `${label} in ${where ?? "body"} at (${Math.round(box.left)}, ${Math.round(box.top)})`;
      const problems: string[] = [];
      // WCAG 2.4.7 and 2.4.13: an outline of 2 px or more, at 3:1 against the backdrop behind most
      // of it (four points a side: a neighbour it overlaps, such as the next carousel dot, does not count).
      const width = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth) || 0;
      const distance = (parseFloat(style.outlineOffset) || 0) + width / 2 + 0.5;
      const counts = new Map<string, number>();
      for (const f of [0.125, 0.375, 0.625, 0.875]) {
        for (const [x, y] of [
          [box.left + box.width * f, box.top - distance],
          [box.left + box.width * f, box.bottom + distance],
          [box.left - distance, box.top + box.height * f],
          [box.right + distance, box.top + box.height * f],
        ] as const) {
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const rgb = backgroundOf(document.elementsFromPoint(x, y).filter((under) => !element.contains(under))).join();
          counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
        }
      }
      const [mostly] = [...counts].sort((a, b) => b[1] - a[1]);
      const backdrop = (mostly?.[0] ?? "255,255,255").split(",").map(Number);
      const ring = contrast(paint([style.outlineColor], `rgb(${backdrop.join()})`), backdrop);
      if (width < 2) problems.push(`no focus ring of 2 px (outline ${style.outlineStyle} ${width}px)`);
      else if (ring < 3) problems.push(`ring ${style.outlineColor} on rgb(${backdrop.join()}): ${ring}:1, needs 3:1`);
      // WCAG 2.4.11: not under the fixed header (the banner: the header outside sectioning content),
      // unless it sits in that header or another fixed box; not off screen.
      const header = [...document.querySelectorAll("header")].find((h) => !h.parentElement?.closest("main, section"));
      let fixed = false;
      for (let node: Element | null = element; node; node = node.parentElement)
        fixed ||= getComputedStyle(node).position === "fixed";
      const headerBottom = header && !fixed ? header.getBoundingClientRect().bottom : 0;
      if (box.top < headerBottom - 0.5) problems.push(`top at ${box.top} px, under the header (to ${headerBottom} px)`);
      if (box.bottom <= 0 || box.right <= 0 || box.left >= innerWidth || box.top >= innerHeight)
        problems.push("off screen");
      return { element: description, isBody: element === document.body, problems };
    };

    /**
     * The text under `roots` below AA (4.5:1, 3:1 for large text): each run's colour against every
     * pixel under its line boxes in `png`, a screenshot of the page from (x, y) with all text transparent.
     */
    const lowContrast = async (roots: Element[], png: string, x: number, y: number) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const shot = Object.assign(document.createElement("canvas"), { width: image.width, height: image.height });
      const c = shot.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
      c.drawImage(image, 0, 0);
      const found: LowContrast[] = [];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const [parent, text] = [node.parentElement, (node.textContent ?? "").replace(/\s+/g, " ").trim()];
          if (!parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || !text) continue;
          const style = getComputedStyle(parent);
          if (style.clipPath === "inset(50%)") continue; // sr-only
          const [size, color] = [parseFloat(style.fontSize), paint([style.color], "transparent")];
          const required = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66) ? 3 : 4.5;
          const range = document.createRange();
          range.selectNodeContents(node);
          let [ratio, where] = [Infinity, ""];
          for (const r of range.getClientRects()) {
            const [left, top] = [r.left + scrollX - x, r.top + scrollY - y];
            const [x0, y0] = [Math.max(0, Math.floor(left)), Math.max(0, Math.floor(top))];
            const [x1, y1] = [
              Math.min(shot.width, Math.ceil(left + r.width)),
              Math.min(shot.height, Math.ceil(top + r.height)),
            ];
            if (x1 <= x0 || y1 <= y0) continue;
            const data = c.getImageData(x0, y0, x1 - x0, y1 - y0).data;
            for (let i = 0; i < data.length; i += 4) {
              const pixel = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
              const drawn = color.slice(0, 3).map((v, k) => v * color[3] + (pixel[k] ?? 0) * (1 - color[3]));
              if (contrast(drawn, pixel) >= ratio) continue;
              [ratio, where] = [contrast(drawn, pixel), `${style.color} on rgb(${pixel.join(", ")})`];
            }
          }
          if (ratio < required) found.push({ text: text.slice(0, 60), ratio, required, where });
        }
      }
      return found;
    };

    (window as unknown as { __a11y: unknown }).__a11y = { inspectFocus, lowContrast };
  });
}

/** The focused element, once it holds still, and what is wrong with its ring or position. */
export const inspectFocus = (page: Page) =>
  page.evaluate(() => (window as unknown as ProbeWindow).__a11y.inspectFocus());

/**
 * Text under `roots` (a locator that may match several elements) below AA against what is painted
 * behind it, artwork included: read from one screenshot with all text transparent.
 */
export async function lowContrastText(page: Page, roots: Locator): Promise<LowContrast[]> {
  const clip = await roots.evaluateAll((elements) => {
    const boxes = elements.map((element) => element.getBoundingClientRect());
    const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.left)) + scrollX));
    const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.top)) + scrollY));
    const [right, bottom] = [Math.max(...boxes.map((b) => b.right)), Math.max(...boxes.map((b) => b.bottom))];
    return { x, y, width: Math.ceil(right + scrollX) - x, height: Math.ceil(bottom + scrollY) - y };
  });
  const hideText = await page.addStyleTag({
    content: "*, *::before, *::after { color: transparent !important; text-shadow: none !important; }",
  });
  const shot = await page.screenshot({ scale: "css", animations: "disabled", fullPage: true, clip });
  await hideText.evaluate((element) => (element as Element).remove());
  // Links with colour transitions fade back from transparent: read their colours once they are done.
  await waitForAnimations(page);
  return roots.evaluateAll(
    (elements, [png, x, y]) => (window as unknown as ProbeWindow).__a11y.lowContrast(elements, png, x, y),
    [shot.toString("base64"), clip.x, clip.y] as const,
  );
}
