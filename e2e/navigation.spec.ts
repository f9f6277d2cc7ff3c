import { content } from "./support/content";
import { expect, test } from "./support/fixtures";

// The legal pages and the 404 page are static text, served without React (app/lib/route-handle.ts).
test("links between pages are page loads with the new page's head; the static pages request no script file", async ({
  open,
  watch,
}) => {
  const page = await open("/");
  const documentUrl = () => page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name);
  await page.getByRole("contentinfo").getByRole("link", { name: content.footer.privacy, exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle(content.privacyPolicy.title);
  const canonicals = page.locator('link[rel="canonical"]');
  await expect(canonicals).toHaveCount(1);
  await expect(canonicals).toHaveAttribute("href", /\/privacy-policy$/);
  expect(await documentUrl(), "a new document").toMatch(/\/privacy-policy$/);
  for (const path of ["/terms-conditions", "/no/such/page"]) await open(path);
  const sincePrivacy = watch.requests.slice(watch.requests.findIndex((url) => url.endsWith("/privacy-policy")));
  expect(sincePrivacy.filter((url) => /\.m?js(\?|$)/.test(url))).toEqual([]);
  expect(sincePrivacy.filter((url) => url.endsWith("/no/such/page"))).toHaveLength(1);
  // The manifest is linked from the head of every page, hydrated or not.
  for (const path of ["/", "/privacy-policy"])
    await expect((await open(path)).locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  expect(watch.problems.filter((line) => !line.includes("status of 404"))).toEqual([]);
});
