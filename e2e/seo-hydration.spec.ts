import { expect, test } from "./fixtures";

// csp.spec.ts checks the pre-rendered head survives hydration; here the app's own tags follow a navigation.
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
