import { expect, test } from "./fixtures";

// The pre-rendered head surviving hydration is checked on every route in csp.spec.ts; here, the tags
// the app itself keeps up to date follow a client-side navigation.
test("after a client-side navigation the title and canonical link follow the new page", async ({ open, watch }) => {
  const page = await open("/");
  const documentUrl = () => page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name);
  const loaded = await documentUrl();
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle("Privacy Policy | RYMI");
  const canonicals = page.locator('link[rel="canonical"]');
  await expect(canonicals).toHaveCount(1);
  await expect(canonicals).toHaveAttribute("href", /\/privacy-policy$/);
  expect(await documentUrl(), "the same document: no page load").toBe(loaded);
  expect(watch.problems).toEqual([]);
});
