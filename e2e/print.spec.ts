// Printing a legal page (or saving it as a PDF), as people do to file the terms they agreed to:
// the printed page is a document, dark words on white paper, with the site's header once at the
// top and none of the screen's controls. Browsers print without background colours, so a colour
// only reads if it reads on white.
import type { Locator } from "@playwright/test";

import { contrastRatio } from "./support/a11y-helpers";
import { content, lastUpdated } from "./support/content";
import { expect, test } from "./support/fixtures";

/** WCAG's contrast ratio of the element's text drawn on white paper (its opacity included). */
async function contrastOnPaper(element: Locator): Promise<number> {
  const drawn = await element.evaluate((el) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    // The browser composes the colour onto white itself, whatever syntax it serialises it in.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2D canvas");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, 1, 1);
    context.globalAlpha = opacity;
    context.fillStyle = getComputedStyle(el).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
  return contrastRatio(drawn, [255, 255, 255]);
}

/** A page's layout width on A4 paper with margins (the print layout), and a wide screen's. */
const WIDTHS = [700, 1280];

for (const [path, key] of [
  ["/privacy-policy", "privacyPolicy"],
  ["/terms-conditions", "termsConditions"],
] as const) {
  test(
    `printing ${path}: dark title on white, the header once and without its controls, few pages`,
    { tag: "@print" },
    async ({ open, header }) => {
      const page = await open(path);
      const getStarted = header.banner.getByRole("link", { name: content.header.getStarted, exact: true });
      // The phone menu: a native disclosure (a group).
      const menu = header.banner.getByRole("group").filter({ hasText: content.header.openMenu });
      const controls = { nav: header.nav, "menu button": menu, "Get Started": getStarted };

      // What the header shows on a screen, at the print layout's width or a wide one, is not printed.
      const seenOnScreen = new Set<string>();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ media: "screen" });
        for (const [name, control] of Object.entries(controls)) if (await control.isVisible()) seenOnScreen.add(name);
        await page.emulateMedia({ media: "print" });
        for (const [name, control] of Object.entries(controls))
          await expect(control, `${name} is not printed (${width} px)`).toBeHidden();
      }
      expect([...seenOnScreen].sort(), "each control shows on some screen").toEqual(Object.keys(controls).sort());

      // The title and its date: dark enough on white paper (WCAG AA, 4.5:1).
      const title = page.getByRole("heading", { level: 1, name: content[key].heading });
      const updated = page.getByText(lastUpdated(key), { exact: true });
      for (const [name, element] of [
        ["the title", title],
        ["its date line", updated],
      ] as const) {
        await expect(element).toBeVisible();
        expect(await contrastOnPaper(element), `${name}: contrast on white`).toBeGreaterThanOrEqual(4.5);
      }

      // The header is printed once, at the top of the first page: a fixed (or sticky) element would
      // be printed again at the top of every page, over its first lines.
      expect(await header.banner.evaluate((el) => getComputedStyle(el).position)).toMatch(/^(static|relative)$/);
      const repeated = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((el) => /fixed|sticky/.test(getComputedStyle(el).position) && el.checkVisibility())
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(repeated, "nothing is printed on every page").toEqual([]);

      // The PDF: more than one page (the whole text, not a clipped first page), each more than half
      // full of text on average (12 pt prose fills an A4 page with about 3,000 characters): no band,
      // blank space or blank page wasting paper.
      const text = (await page.locator("body").innerText()).replace(/\s+/g, " ").length;
      const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
      const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
      expect(pages, "pages").toBeGreaterThan(1);
      expect(text / pages, `characters per page (${text} on ${pages} pages)`).toBeGreaterThan(1200);
    },
  );
}
