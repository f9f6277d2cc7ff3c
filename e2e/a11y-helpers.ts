import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";

import { settle, waitForHydration } from "./helpers";

/**
 * Helpers for e2e/a11y.spec.ts: axe scans with readable reports, and an in-page probe that
 * measures what a keyboard or low-vision visitor gets (focus ring, its contrast, the fixed header
 * covering the focused element, target sizes, visible labels, text contrast over artwork).
 */

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Phone, tablet, desktop: widths the issue names; heights of real devices at those widths. */
export const WIDTHS = [390, 768, 1280] as const;
export const viewportFor = (width: number) => ({ width, height: width >= 1024 ? 800 : width >= 768 ? 1024 : 844 });

type AxeNode = { target: unknown[]; failureSummary?: string; html: string };
type AxeViolation = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

/** One line per violation and one indented line per failing element: what to fix and where. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
          return `    - ${JSON.stringify(node.target)}: ${summary}\n      ${node.html.slice(0, 200)}`;
        })
        .join("\n");
      return `  * ${violation.id} (${violation.impact ?? "?"}): ${violation.help} <${violation.helpUrl}>\n${nodes}`;
    })
    .join("\n");
}

type ScanOptions = {
  /** Limit the scan to one part of the page (a CSS selector). */
  include?: string;
  /** Run only these rules instead of the WCAG 2.2 AA + best-practice tag set. */
  rules?: string[];
  /**
   * Finish the scan in the page itself (axe's legacy mode) instead of in a blank page of the same
   * context: for scans under page.clock, whose clock calls reach every page of the context and
   * fail when they meet that blank page as it closes.
   */
  inPage?: boolean;
};

/** Runs axe with the issue's tags and `target-size` switched on (it is off by default in axe 4.x). */
export async function axeViolations(page: Page, options: ScanOptions = {}): Promise<AxeViolation[]> {
  return (await axeResults(page, options)).violations;
}

/** Violations, and what axe could not decide (text over artwork: see the pixel contrast test). */
async function axeResults(
  page: Page,
  { include, rules, inPage }: ScanOptions = {},
): Promise<{ violations: AxeViolation[]; incomplete: AxeViolation[] }> {
  let builder = new AxeBuilder({ page });
  builder = rules
    ? builder.withRules(rules)
    : builder.options({
        runOnly: { type: "tag", values: AXE_TAGS },
        rules: { "target-size": { enabled: true } },
      });
  if (include) builder = builder.include(include);
  if (inPage) builder = builder.setLegacyMode(true);
  const results = await builder.analyze();
  return { violations: results.violations as AxeViolation[], incomplete: results.incomplete as AxeViolation[] };
}

/**
 * A soft expectation of no axe violations in one state of the page, so one test reports every
 * state that fails, each with the rule, the help text and the failing elements.
 */
export async function expectNoAxeViolations(page: Page, state: string, options: ScanOptions = {}) {
  const { violations, incomplete } = await axeResults(page, options);
  const undecided = incomplete.map((result) => `${result.id} x${result.nodes.length}`).join(", ");
  if (undecided) test.info().annotations.push({ type: "axe needs review", description: `${state}: ${undecided}` });
  expect
    .soft(
      violations.map((violation) => `${violation.id}: ${violation.nodes.length} element(s)`),
      `axe violations in state "${state}":\n${describeViolations(violations)}`,
    )
    .toEqual([]);
}

/** Waits until no CSS animation or transition is running (slide cross-fades, fade-ins, hover colours). */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Moves the pointer off everything that pauses on hover: to the middle of the fixed header. */
export async function pointerAway(page: Page) {
  const box = await page.getByRole("banner").boundingBox();
  if (!box) throw new Error("header not laid out");
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
}

/** Opens a route and waits until React has hydrated it and its effects have run. */
export async function openRoute(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await settle(page);
}

/**
 * Brings the home page's fade-in sections (About, Contact) on screen so they fade in, waits for
 * the fade to end, and returns to the top: every section is then at full opacity for the scans.
 */
export async function revealHomeSections(page: Page) {
  for (const id of ["about", "contact"]) {
    const section = page.locator(`section#${id}`);
    await section.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollTo({ top: window.scrollY + box.top - window.innerHeight * 0.2, behavior: "instant" });
    });
    await expect.poll(() => section.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  }
  await waitForAnimations(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await waitForAnimations(page);
}

// In-page probe ----------------------------------------------------------------------------------

export type FocusReport = {
  /** What has focus, for messages: tag, name and position. */
  element: string;
  isBody: boolean;
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  /** The lowest contrast of the outline colour against what is painted just outside the element. */
  ringContrast: number;
  backdrop: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  headerBottom: number;
  inHeader: boolean;
  fixed: boolean;
  viewportWidth: number;
  viewportHeight: number;
};

export type TargetReport = { element: string; width: number; height: number };
export type TextRun = {
  text: string;
  color: [number, number, number, number];
  large: boolean;
  rects: { x: number; y: number; width: number; height: number }[];
};

type Probe = {
  inspectFocus: () => Promise<FocusReport>;
  smallTargets: () => TargetReport[];
  visibleLabel: (element: Element) => string;
  textRuns: (root: Element) => TextRun[];
  worstTextContrast: (
    pngBase64: string,
    runs: TextRun[],
    originX: number,
    originY: number,
  ) => Promise<{ text: string; ratio: number; required: number; where: string }[]>;
};

/**
 * Installs `window.__a11y` on every page the test opens (an init script: it runs before the
 * site's own scripts). Self-contained: Playwright serializes the function into the page.
 */
export async function installProbe(page: Page) {
  await page.addInitScript(() => {
    let context: CanvasRenderingContext2D | null = null;
    const canvas2d = () => {
      if (!context) {
        const canvas = document.createElement("canvas");
        canvas.width = 1;
        canvas.height = 1;
        context = canvas.getContext("2d", { willReadFrequently: true });
        if (!context) throw new Error("no 2d canvas");
      }
      return context;
    };

    /** Any CSS colour (rgb, oklab, color-mix results ...) as 0-255 sRGB and 0-1 alpha. */
    const rgba = (color: string): [number, number, number, number] => {
      const ctx = canvas2d();
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "rgba(0, 0, 0, 0)";
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };

    /** Paints the layers (bottom first) over white and returns the opaque result. */
    const composite = (layers: string[]): [number, number, number] => {
      const ctx = canvas2d();
      ctx.fillStyle = "#ffffff";
      ctx.fillRect(0, 0, 1, 1);
      for (const layer of layers) {
        ctx.fillStyle = layer;
        ctx.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };

    /** WCAG 2.x relative luminance of an sRGB colour. */
    const luminance = ([r, g, b]: readonly number[]) => {
      const channel = (value = 0) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: readonly number[], b: readonly number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };

    /** The background colours painted at a point, top first, until an opaque one; `skip` excluded. */
    const backgroundAt = (x: number, y: number, skip: Element): [number, number, number] | null => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null;
      const layers: string[] = [];
      for (const element of document.elementsFromPoint(x, y)) {
        if (element === skip || skip.contains(element)) continue;
        const background = getComputedStyle(element).backgroundColor;
        const alpha = rgba(background)[3];
        if (alpha === 0) continue;
        layers.unshift(background);
        if (alpha >= 1) break;
      }
      return composite(layers);
    };

    /** Background along the ancestor chain (when no sample point is on screen). */
    const ancestorBackground = (element: Element): [number, number, number] => {
      const layers: string[] = [];
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        const alpha = rgba(background)[3];
        if (alpha === 0) continue;
        layers.unshift(background);
        if (alpha >= 1) break;
      }
      return composite(layers);
    };

    const describe = (element: Element) => {
      const labels = (element as HTMLInputElement).labels;
      const label =
        element.getAttribute("aria-label") ??
        (labels?.[0]?.innerText || (element as HTMLElement).innerText || "").replace(/\s+/g, " ").trim().slice(0, 50);
      const role = element.getAttribute("role");
      const box = element.getBoundingClientRect();
      const where = element.closest("section[id], section[aria-label], header, footer, nav, main");
      const place = where
        ? where.id
          ? `#${where.id}`
          : (where.getAttribute("aria-label") ?? where.tagName.toLowerCase())
        : "";
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ""}> "${label}" in ${place} at (${Math.round(box.left)}, ${Math.round(box.top)}) ${Math.round(box.width)}x${Math.round(box.height)}`;
    };

    /**
     * Resolves once the scroll position and the focused element's box hold still for 2 frames and
     * no animation moves or fades the focused element or an ancestor (a section fading in).
     */
    const stable = () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = "";
        let same = 0;
        const tick = () => {
          const element = document.activeElement;
          const box = element?.getBoundingClientRect();
          const running = document.getAnimations().some((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return (
              animation.playState === "running" &&
              animation.effect?.getTiming().iterations !== Infinity &&
              target instanceof Element &&
              element !== null &&
              (target.contains(element) || element.contains(target))
            );
          });
          const now = `${window.scrollX},${window.scrollY},${box?.left},${box?.top},${running}`;
          same = now === last && !running ? same + 1 : 0;
          last = now;
          if (same >= 2 || performance.now() - started > 3000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });

    /** The page's banner: a header that is not inside sectioning content (the fixed site header). */
    const banner = () =>
      [...document.querySelectorAll("header")].find(
        (header) => header.parentElement?.closest("article, aside, main, nav, section") === null,
      ) ?? null;

    const inspectFocus = async () => {
      await stable();
      const header = banner();
      const element = document.activeElement ?? document.body;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const width = parseFloat(style.outlineWidth) || 0;
      const offset = parseFloat(style.outlineOffset) || 0;
      const ring = rgba(style.outlineColor);
      const distance = offset + width / 2 + 0.5;
      // Points on the ring, four per side; the ring is judged against the backdrop behind most of
      // it (a neighbour it happens to overlap, such as the next carousel pip, does not count).
      const points: [number, number][] = [];
      for (const f of [0.125, 0.375, 0.625, 0.875]) {
        points.push([box.left + box.width * f, box.top - distance], [box.left + box.width * f, box.bottom + distance]);
        points.push([box.left - distance, box.top + box.height * f], [box.right + distance, box.top + box.height * f]);
      }
      const counts = new Map<string, { background: [number, number, number]; count: number }>();
      for (const [x, y] of points) {
        const background = backgroundAt(x, y, element);
        if (!background) continue;
        const key = background.join(",");
        const entry = counts.get(key) ?? { background, count: 0 };
        entry.count += 1;
        counts.set(key, entry);
      }
      const dominant =
        [...counts.values()].sort((a, b) => b.count - a.count)[0]?.background ?? ancestorBackground(element);
      // The ring may be translucent: blend it over what it is drawn on.
      const drawn = ring.slice(0, 3).map((c, i) => c * ring[3] + (dominant[i] ?? 0) * (1 - ring[3]));
      const ringContrast = contrast(drawn, dominant);
      const backdrop = `rgb(${dominant.join(", ")})${counts.size === 0 ? " (ancestors)" : ""}`;
      let fixed = false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === "fixed") fixed = true;
      }
      return {
        element: describe(element),
        isBody: element === document.body || element === document.documentElement,
        focusVisible: element.matches(":focus-visible"),
        outlineStyle: style.outlineStyle,
        outlineWidth: width,
        outlineColor: style.outlineColor,
        ringContrast: Math.round(ringContrast * 100) / 100,
        backdrop,
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
        headerBottom: header ? header.getBoundingClientRect().bottom : 0,
        inHeader: header ? header.contains(element) : false,
        fixed,
        viewportWidth: window.innerWidth,
        viewportHeight: window.innerHeight,
      };
    };

    /**
     * Visible pointer targets smaller than 24 x 24 CSS px. Inline links inside a sentence (a
     * paragraph or list item, laid out inline) are the exception WCAG 2.5.8 allows.
     */
    const smallTargets = () => {
      const selector = "a[href], button, input:not([type=hidden]), select, textarea, [role=tab], summary";
      const small: { element: string; width: number; height: number }[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        // Visually hidden until focused (the skip link): not a pointer target while hidden.
        if (visuallyHidden(element, element)) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        const inSentence =
          getComputedStyle(element).display === "inline" && element.parentElement?.closest("p, li") !== null;
        if (inSentence) continue;
        if (box.width < 24 - 0.01 || box.height < 24 - 0.01) {
          small.push({
            element: describe(element),
            width: Math.round(box.width * 10) / 10,
            height: Math.round(box.height * 10) / 10,
          });
        }
      }
      return small;
    };

    /** Whether the text in `node` is hidden from sight (sr-only clipping, aria-hidden does not matter). */
    const visuallyHidden = (node: Element, root: Element) => {
      for (let current: Element | null = node; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
        const box = current.getBoundingClientRect();
        if (style.overflow === "hidden" && box.width <= 1 && box.height <= 1) return true;
        if (current === root) break;
      }
      return !node.checkVisibility({ visibilityProperty: true });
    };

    /** The text a sighted visitor reads on a control: sr-only text left out. */
    const visibleLabel = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = "";
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || visuallyHidden(parent, element)) continue;
        text += node.textContent ?? "";
      }
      if (element instanceof HTMLInputElement && ["submit", "button", "reset"].includes(element.type))
        text = element.value;
      return text.replace(/\s+/g, " ").trim();
    };

    /** Every visible run of text under `root`: its colour, its line boxes, and whether it is large text. */
    const textRuns = (root: Element) => {
      const runs: TextRunInPage[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
        if (!parent || text === "" || visuallyHidden(parent, root)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const style = getComputedStyle(parent);
        const size = parseFloat(style.fontSize);
        const bold = Number(style.fontWeight) >= 700;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          // Page coordinates: the screenshot is of the page, not of the viewport.
          .map((rect) => ({
            x: rect.x + window.scrollX,
            y: rect.y + window.scrollY,
            width: rect.width,
            height: rect.height,
          }));
        if (rects.length === 0) continue;
        runs.push({
          text: text.slice(0, 60),
          color: rgba(style.color),
          large: size >= 24 || (bold && size >= 18.66),
          rects,
        });
      }
      return runs;
    };
    type TextRunInPage = {
      text: string;
      color: [number, number, number, number];
      large: boolean;
      rects: { x: number; y: number; width: number; height: number }[];
    };

    /**
     * Given a screenshot taken with all text made transparent, the lowest contrast of each run's
     * colour against any background pixel under its line boxes.
     */
    const worstTextContrast = async (pngBase64: string, runs: TextRunInPage[], originX: number, originY: number) => {
      const image = new Image();
      image.src = `data:image/png;base64,${pngBase64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext("2d", { willReadFrequently: true });
      if (!ctx) throw new Error("no 2d canvas");
      ctx.drawImage(image, 0, 0);
      const scale = 1;
      const results: { text: string; ratio: number; required: number; where: string }[] = [];
      for (const run of runs) {
        let worst = Infinity;
        let where = "";
        for (const rect of run.rects) {
          const x0 = Math.max(0, Math.floor((rect.x - originX) * scale));
          const y0 = Math.max(0, Math.floor((rect.y - originY) * scale));
          const x1 = Math.min(canvas.width, Math.ceil((rect.x - originX + rect.width) * scale));
          const y1 = Math.min(canvas.height, Math.ceil((rect.y - originY + rect.height) * scale));
          if (x1 <= x0 || y1 <= y0) continue;
          const data = ctx.getImageData(x0, y0, x1 - x0, y1 - y0).data;
          for (let i = 0; i < data.length; i += 4) {
            const background = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
            const alpha = run.color[3];
            const text = run.color.slice(0, 3).map((c, k) => c * alpha + (background[k] ?? 0) * (1 - alpha));
            const ratio = contrast(text, background);
            if (ratio < worst) {
              worst = ratio;
              const pixel = i / 4;
              const x = x0 + (pixel % (x1 - x0));
              const y = y0 + Math.floor(pixel / (x1 - x0));
              const at = `(${Math.round(x / scale + originX)}, ${Math.round(y / scale + originY)})`;
              where = `text rgba(${run.color.join(", ")}) on rgb(${background.join(", ")}) at ${at} on the page`;
            }
          }
        }
        if (worst !== Infinity) {
          results.push({ text: run.text, ratio: Math.round(worst * 100) / 100, required: run.large ? 3 : 4.5, where });
        }
      }
      return results;
    };

    (window as unknown as { __a11y: unknown }).__a11y = {
      inspectFocus,
      smallTargets,
      visibleLabel,
      textRuns,
      worstTextContrast,
    };
  });
}

/** The probe as the page sees it (inside evaluate callbacks). */
type ProbeWindow = Window & { __a11y: Probe };

/** What the focused element looks like: its ring, the ring's contrast, where it sits against the header. */
export async function inspectFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__a11y.inspectFocus());
}

export function smallTargets(page: Page): Promise<TargetReport[]> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__a11y.smallTargets());
}

/** The label a sighted visitor reads on a control (sr-only text excluded). */
export function visibleLabel(locator: Locator): Promise<string> {
  return locator.evaluate((element) => (window as unknown as ProbeWindow).__a11y.visibleLabel(element));
}

/**
 * Text contrast measured on pixels: for every run of text under `root`, its colour against the
 * painted background (artwork included), read from a screenshot with all text made transparent.
 * Returns the runs below AA (4.5:1, or 3:1 for large text).
 */
export async function lowContrastText(
  page: Page,
  root: Locator,
): Promise<{ text: string; ratio: number; required: number; where: string }[]> {
  const runs = await root.evaluate((element) => (window as unknown as ProbeWindow).__a11y.textRuns(element));
  const style = await page.addStyleTag({
    content:
      "*, *::before, *::after { color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important; }",
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const clip = await root.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = Math.max(0, Math.floor(box.left + window.scrollX));
    const y = Math.max(0, Math.floor(box.top + window.scrollY));
    return {
      x,
      y,
      width: Math.ceil(box.right + window.scrollX) - x,
      height: Math.ceil(box.bottom + window.scrollY) - y,
    };
  });
  const png = (await page.screenshot({ scale: "css", animations: "disabled", fullPage: true, clip })).toString(
    "base64",
  );
  await style.evaluate((element) => (element as Element).remove());
  // Links with colour transitions now fade back from transparent: let them finish, or the next
  // reading of text colours (the next root) would catch them mid-way.
  await waitForAnimations(page);
  const results = await page.evaluate(
    ([image, textRuns, x, y]) => (window as unknown as ProbeWindow).__a11y.worstTextContrast(image, textRuns, x, y),
    [png, runs, clip.x, clip.y] as const,
  );
  return results.filter((result) => result.ratio < result.required);
}
