// Arriving from another page: a visitor who picks a section in the menu of a legal page lands on
// the home page's section, just below the header, exactly where a click on the home page itself
// brings it; the logo leads home. That holds only if the pre-rendered page already has its final
// layout, so that nothing below the browser's scroll moves when the app hydrates.
import type { Page } from "@playwright/test";

import { content, names } from "./support/content";
import {
  expect,
  expectSectionAtTop,
  scrollsEnded,
  sectionPlace,
  settle,
  test,
  waitForScrollEnd,
} from "./support/fixtures";

const WIDTHS = [390, 768, 1280] as const;
const SECTIONS = ["about", "services", "industries", "contact"] as const;
/** Where a section's top may land, either way, apart: the issue a visitor would see is 10 px. */
const TOLERANCE_PX = 2;

const homeHeading = (page: Page) => page.getByRole("heading", { level: 1, name: content.hero.heading });

/** The top of every section of the home page, from the top of the document. */
const sectionTops = (page: Page) =>
  page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.offsetTop ?? -1), [...SECTIONS]);

/** The section's top on screen once a scroll that ended after `ended` others (scrollsEnded) has come to rest. */
async function landedTop(page: Page, id: string, ended: number) {
  await waitForScrollEnd(page, ended);
  return (await page.evaluate(sectionPlace, id)).top;
}

for (const width of WIDTHS)
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the pre-rendered home page has its final layout: hydration moves no section", async ({ page, open }) => {
      // The page as the browser first lays it out: the HTML, its styles and inline scripts, and
      // none of the app's modules.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/");
      const before = await sectionTops(page);
      await page.unroute(/\/assets\/.*\.js$/);
      await open("/");
      expect(await sectionTops(page)).toEqual(before);
    });

    test("from another page, the nav links land on the home page's sections and the logo leads home", async ({
      open,
      header,
    }) => {
      // Where a click on the home page itself puts one section: from another page it lands there too.
      const compared: (typeof SECTIONS)[number] = "services";
      const home = await open("/");
      if (width < 768) await header.menuToggle.click();
      const ended = await scrollsEnded(home);
      await header.link(content.header.nav[compared]).click();
      const inPage = await landedTop(home, compared, ended);
      // Every nav link at 1280 px; at 768 px and, through the menus, at 390 px, the one compared.
      for (const id of width === 1280 ? SECTIONS : [compared]) {
        const page = await open("/privacy-policy");
        // A page without React has the native menu: a <details> whose summary opens it.
        if (width < 768) await header.banner.locator("summary").click();
        await header.link(content.header.nav[id]).click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expect(homeHeading(page)).toBeAttached();
        await expectSectionAtTop(page, id);
        if (id !== compared) continue;
        await settle(page);
        expect(
          Math.abs((await landedTop(page, id, 0)) - inPage), // the first scroll of the new page
          `${id}: ${inPage} px from the top in-page`,
        ).toBeLessThanOrEqual(TOLERANCE_PX);
      }
      const page = await open("/terms-conditions");
      await header.banner.getByRole("link", { name: names.homeLink, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(homeHeading(page)).toBeVisible();
    });
  });
