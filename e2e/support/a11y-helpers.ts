import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { expect, test, waitForAnimations } from "./fixtures";

// axe scans with readable reports; in-page probes for focus rings, what covers focus, contrast over artwork.
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// Off by default (target-size) or experimental, which a tag list leaves out (label-content-name-mismatch).
const EXTRA_RULES = { "target-size": { enabled: true }, "label-content-name-mismatch": { enabled: true } };
type AxeResult = { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; html: string }[] };

// Soft (one test reports every failing state); `include`: CSS selector to scan; `rules`: these, not the tags.
// Every scan runs in the page (legacy mode): axe's blank page in the context would get page.clock's calls.
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  { include, rules }: { include?: string; rules?: string[] } = {},
) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules) builder.withRules(rules);
  else builder.options({ runOnly: { type: "tag", values: AXE_TAGS }, rules: EXTRA_RULES });
  if (include) builder.include(include);
  const { violations, incomplete } = (await builder.analyze()) as { violations: AxeResult[]; incomplete: AxeResult[] };
  const undecided = incomplete.map((result) => `${result.id} x${result.nodes.length}`).join(", ");
  if (undecided) test.info().annotations.push({ type: "axe needs review", description: `${state}: ${undecided}` });
  const report = violations.flatMap((v) => [
    `  * ${v.id} (${v.impact ?? "?"}): ${v.help}`,
    ...v.nodes.map((node) => `    - ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`),
  ]);
  const found = violations.map((v) => `${v.id}: ${v.nodes.length} element(s)`);
  expect.soft(found, `axe violations in "${state}":\n${report.join("\n")}`).toEqual([]);
}

export type FocusReport = { element: string; isBody: boolean; problems: string[] };
export type LowContrast = { text: string; ratio: number; required: number; where: string };
type Probed = { __a11y: { inspectFocus: () => Promise<FocusReport>; lowContrast: LowContrastProbe } };
type LowContrastProbe = (roots: Element[], png: string, x: number, y: number) => Promise<LowContrast[]>;

/**
 * WCAG's contrast ratio of two sRGB colours (channels 0-255), from their relative luminance. The one implementation:
 * used in Node, and in the page by the probes (installProbe), which get its source, so it names nothing outside itself.
 */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) =>
    [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
      const c = (rgb[i] ?? 0) / 255;
      return sum + weight * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    }, 0);
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Installs the probes as `window.__a11y` on every page the test opens, before the site's scripts. */
export async function installProbe(page: Page) {
  // Sent to the page as source, with contrastRatio's as `ratio`.
  const probes = (ratio: typeof contrastRatio) => {
    const canvas = (width: number, height: number) =>
      new OffscreenCanvas(width, height).getContext("2d", {
        willReadFrequently: true,
      }) as OffscreenCanvasRenderingContext2D;
    const ctx = canvas(1, 1);
    /** CSS colours painted in order (bottom first) over `base`: 0-255 RGB and 0-1 alpha. */
    const paint = (layers: string[], base = "#fff"): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      for (const layer of [base, ...layers]) {
        ctx.fillStyle = "transparent";
        ctx.fillStyle = layer;
        ctx.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const alpha = (color: string) => paint([color], "transparent")[3];
    const contrast = (a: readonly number[], b: readonly number[]) => Math.round(ratio(a, b) * 100) / 100;
    /** The opaque colour the backgrounds of `stack` (top first) paint, down to an opaque one. */
    const backgroundOf = (stack: Element[]) => {
      const layers: string[] = [];
      for (const color of stack.map((element) => getComputedStyle(element).backgroundColor)) {
        if (alpha(color) > 0) layers.unshift(color);
        if (alpha(color) >= 1) break;
      }
      return paint(layers).slice(0, 3);
    };
    const inspectFocus = async () => {
      // Wait until the focused element holds still for 2 frames; finish its transitions (a visitor sees their end).
      await new Promise<void>((resolve) => {
        const [started, seen] = [performance.now(), [""]];
        const tick = () => {
          const focused = document.activeElement ?? document.body;
          for (const animation of document.getAnimations()) {
            const finite = animation.effect?.getTiming().iterations !== Infinity;
            if (finite && (animation.effect as KeyframeEffect | null)?.target?.contains(focused)) animation.finish();
          }
          const box = focused.getBoundingClientRect();
          seen.push(`${scrollX},${scrollY},${box.left},${box.top}`);
          if (seen.slice(-3).every((state) => state === seen.at(-1)) || performance.now() - started > 3000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const element = document.activeElement ?? document.body;
      const [style, box] = [getComputedStyle(element), element.getBoundingClientRect()];
      const name = (element.getAttribute("aria-label") ?? (element as HTMLElement).innerText).replace(/\s+/g, " ");
      const place = element.closest("section[id], section[aria-label], body > header, footer");
      const where = place?.id ? `#${place.id}` : (place?.getAttribute("aria-label") ?? place?.tagName.toLowerCase());
      const label = `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}"`;
      const description = `${label} in ${where ?? "body"} at (${Math.round(box.left)}, ${Math.round(box.top)})`;
      const problems: string[] = [];
      // A 2 px outline at 3:1 against the backdrop behind most of it (so an overlapped neighbour does not count).
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
      // Not under the fixed banner (the header outside sectioning content) unless itself fixed; not off screen.
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
    // Text under `roots` below AA: each run's colour against every pixel under its line boxes in `png`.
    const lowContrast = async (roots: Element[], png: string, x: number, y: number) => {
      const image = Object.assign(new Image(), { src: `data:image/png;base64,${png}` });
      await image.decode();
      const c = canvas(image.width, image.height);
      c.drawImage(image, 0, 0);
      const found: LowContrast[] = [];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const [parent, text] = [node.parentElement, (node.textContent ?? "").replace(/\s+/g, " ").trim()];
          if (!parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || !text) continue;
          const style = getComputedStyle(parent);
          if (style.clipPath === "inset(50%)") continue; // sr-only
          if (parent.closest("svg")) continue; // drawn into an illustration (named as a whole): not page text
          const [size, color] = [parseFloat(style.fontSize), paint([style.color], "transparent")];
          const required = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66) ? 3 : 4.5;
          const range = document.createRange();
          range.selectNodeContents(node);
          let [ratio, where] = [Infinity, ""];
          for (const r of range.getClientRects()) {
            const [left, top] = [r.left + scrollX - x, r.top + scrollY - y];
            const [x0, y0] = [Math.max(0, Math.floor(left)), Math.max(0, Math.floor(top))];
            const x1 = Math.min(image.width, Math.ceil(left + r.width));
            const y1 = Math.min(image.height, Math.ceil(top + r.height));
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
  };
  await page.addInitScript({ content: `(${probes.toString()})(${contrastRatio.toString()});` });
}

/** The focused element, once it holds still, and what is wrong with its ring or position. */
export const inspectFocus = (page: Page) => page.evaluate(() => (window as unknown as Probed).__a11y.inspectFocus());

/** Text under `roots` (possibly several elements) below AA, read from one screenshot with all text transparent. */
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
  await waitForAnimations(page); // links with colour transitions fade back from transparent
  return roots.evaluateAll(
    (elements, [png, x, y]) => (window as unknown as Probed).__a11y.lowContrast(elements, png, x, y),
    [shot.toString("base64"), clip.x, clip.y] as const,
  );
}
