import type { Page } from "@playwright/test";

import { expect, test, waitForHydration } from "./helpers";

/**
 * The description, sharing tags and JSON-LD exist only in the pre-rendered HTML (app/lib/seo.ts keeps their
 * code out of the browser bundle). Hydration must leave them in place, without a hydration error,
 * and the tags React does own must follow a client-side navigation.
 */
const ROUTES = ["/", "/privacy-policy", "/terms-conditions"];

const headTags = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
    description: document.querySelectorAll('meta[name="description"]').length,
    og: document.querySelectorAll('meta[property^="og:"]').length,
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
  }));

for (const path of ROUTES) {
  test(`${path}: Open Graph and JSON-LD survive hydration, with no console error`, async ({ page, watch }) => {
    await page.goto(path);
    await waitForHydration(page);
    const tags = await headTags(page);
    expect(tags.description).toBe(1);
    expect(tags.og).toBeGreaterThanOrEqual(10);
    expect(tags.jsonLd).toBe(1);
    expect(tags.canonical).toHaveLength(1);
    expect(watch.problems).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  });
}

test("after a client-side navigation the title and canonical link follow the new page", async ({ page, watch }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle("Privacy Policy | RYMI");
  await expect.poll(async () => (await headTags(page)).canonical).toEqual([expect.stringMatching(/\/privacy-policy$/)]);
  expect(watch.problems).toEqual([]);
});
