// What a visitor's browser itself reports about the home page while it moves by itself: the
// largest paint stays the first paint (no slide or panel rotating in becomes a later, larger one)
// and nothing shifts. The tests count and name the browser's own entries; the one time they check
// is that the first largest paint came within 1.5 s. Firefox: engines.spec.ts (WebKit has no
// largest-contentful-paint API).
import { USE_CASE_INTERVAL_MS } from "../src/lib/timing";
import { expect, renderFrames, section, test } from "./support/fixtures";
import { USE_CASES } from "./support/pages";
import { browserEntries, expectLargestPaintFirst, IDLE_MS, recordMoves } from "./support/paint";

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(
    `home at ${width}×${height}, left alone for ${IDLE_MS / 1000} s while it moves: the largest paint is the first, nothing shifts`,
    { tag: "@idle" },
    async ({ page }) => {
      test.setTimeout(IDLE_MS + 40_000);
      await page.setViewportSize({ width, height });
      await page.addInitScript(recordMoves);
      // No click, key, scroll or pointer: the browser records largest paints until the visitor does something.
      await page.goto("/");
      await page.waitForTimeout(IDLE_MS);
      // The page did move: three hero advances and four use-case rotations (a slow start may need a moment more).
      await expect
        .poll(() => page.evaluate(() => window.__moves.slides >= 3 && window.__moves.tabs >= 4), { timeout: 15_000 })
        .toBe(true);
      const { paints, shifts } = await page.evaluate(browserEntries);
      expectLargestPaintFirst(paints);
      expect(shifts, "layout shifts").toEqual([]);
    },
  );
}

for (const width of [390, 1280]) {
  test(`home at ${width} px: with the use cases on screen through a whole rotation, nothing shifts`, async ({
    page,
    open,
    useCases,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await open("/", { clock: true });
    // The end of the use cases mid-screen, the Contact section's top below it: both in view.
    await useCases.section.evaluate((section) =>
      scrollTo({ top: scrollY + section.getBoundingClientRect().bottom - innerHeight / 2, behavior: "instant" }),
    );
    // Where layout puts the Contact section on the page (offsets leave out its fade-in's transform).
    const contactTop = () =>
      section(page, "contact").evaluate((contact) => {
        let top = 0;
        for (let el = contact as HTMLElement | null; el; el = el.offsetParent as HTMLElement | null)
          top += el.offsetTop;
        return top;
      });
    const before = await contactTop();
    // Every panel in turn, each one on screen for a few rendered frames, counted, not timed: the browser records
    // a layout shift in the frame that paints it (the panels differ in height: the section must not).
    for (let k = 1; k <= USE_CASES.length; k++) {
      const n = (k % USE_CASES.length) + 1; // 2, 3, … and round to 1
      await page.clock.runFor(USE_CASE_INTERVAL_MS);
      await useCases.expectSelected(n, { progress: false });
      await renderFrames(page);
      expect(await contactTop(), `the Contact section's place with use case ${n}`).toBe(before);
    }
    const { shifts } = await page.evaluate(browserEntries);
    expect(shifts, "layout shifts").toEqual([]);
  });
}
