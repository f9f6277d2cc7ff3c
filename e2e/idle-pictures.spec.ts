// No empty picture frames: the use case and the hero slide that rotate in next already have their
// pictures. The hero draws every slide's picture inside the page; the use cases' pictures are
// fetched once the page has loaded and the browser is idle, at low priority, so that they never
// delay the first paint or the largest one, and are there before a visitor scrolls to them.
import { content } from "./support/content";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("the pictures that rotate in later arrive while the visitor reads the top, after the page has loaded", async ({
  open,
  hero,
  useCases,
}) => {
  const page = await open("/");
  // Every hero slide, shown or not, holds its drawing.
  for (const n of content.hero.slides.keys())
    await expect(
      hero
        .slide(n + 1)
        .locator("svg")
        .first(),
    ).toBeAttached();

  // The use cases are far below; nobody scrolled. Their pictures arrive all the same.
  const pictures = useCases.section.locator("img");
  await expect(pictures).not.toHaveCount(0);
  await expect
    .poll(
      () =>
        pictures.evaluateAll((images) =>
          images.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0),
        ),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // ...and none of them was asked for before the page had loaded.
  const { loaded, starts } = await pictures.evaluateAll((images) => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const entries = performance.getEntriesByType("resource");
    return {
      loaded: navigation?.loadEventEnd ?? Infinity,
      starts: images.map(
        (image) => entries.find((entry) => entry.name === (image as HTMLImageElement).currentSrc)?.startTime ?? -1,
      ),
    };
  });
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(loaded);
});
