import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";

import { CONTACT_EMAIL, content, CONTENT_ROOT, escapeRegExp, lastUpdated, names, SITE_URL } from "./support/content";
import {
  alphaOf,
  expect,
  expectSectionAtTop,
  renderFrames,
  scrollToY,
  test,
  waitForHydration,
} from "./support/fixtures";
import { setTextSize } from "./support/text-size";

/** What every page shares (header, phone menu, footer), the legal pages, the 404 page and the error page. */

const { about, contact, footer: footerWords, header: headerWords, hero, howItWorks, notFound, errorPage } = content;
const HOME_H1 = hero.heading;
/** The header's links, in order, each with the section it leads to. */
const NAV = (["about", "services", "industries", "contact"] as const).map((id) => ({ label: headerWords.nav[id], id }));

/**
 * A legal page's text as the page shows it, one block (heading, paragraph or list item) a string,
 * read from its Markdown in the content files: the editor may change every word of it.
 */
function legalText(page: "privacy-policy" | "terms-conditions"): string[] {
  const mdx = readFileSync(join(CONTENT_ROOT, "src/content/legal", page, "body.mdx"), "utf8");
  return mdx
    .split(/\n\s*\n|\n(?=[ \t]*(?:[*+-]|\d+\.)[ \t])/) // blocks, and each list item on its own
    .map((block) =>
      block
        .replace(/^\s*(?:#{1,6}|[*+-]|\d+\.)[ \t]+/, "")
        .replace(/<ContactEmail\s*\/>/g, CONTACT_EMAIL)
        .replace(/<SiteUrl\s*\/>/g, SITE_URL)
        .replace(/<StatisticsChoice\s*\/>/g, String(content.legal.statisticsStop))
        .replace(/\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/g, "$1") // [text](url)
        .replace(/\*\*|__/g, "")
        .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, "$1") // Markdown escapes
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}
const LEGAL = { "/privacy-policy": legalText("privacy-policy"), "/terms-conditions": legalText("terms-conditions") };

/** The visible text of raw HTML: scripts and styles dropped, tags removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/?(a|strong|em|b|i|time|span)\b[^>]*>/gi, "") // inline: no break in the text
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(quot|lt|gt|nbsp|amp);/g, (_, name: string) => ({ quot: '"', lt: "<", gt: ">", nbsp: " " })[name] ?? "&")
    .replace(/\s+/g, " ");
}

const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
/** A request for a script file (the legal pages and the 404 page load none: they have no island). */
/**
 * The islands' code, as the home page names it (component-url, renderer-url): what a static page must never
 * request. Its own script (the header, the statistics after the load event) is not an island's and holds no React.
 */
async function islandCode(request: APIRequestContext): Promise<(url: string) => boolean> {
  const html = await (await request.get("/")).text();
  const paths = new Set([...html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map(([, path]) => path));
  expect(paths.size, "the home page's island modules").toBeGreaterThan(1);
  return (url: string) => paths.has(new URL(url).pathname);
}

test(
  "every route's HTML carries its content before any script runs; unknown paths answer 404",
  { tag: "@pseudo" },
  async ({ request }) => {
    const expected: Record<string, string[]> = {
      "/": [
        HOME_H1,
        ...hero.slides.map((slide) => slide.cta),
        ...[about.what.heading, about.capabilities.heading, about.security.heading, about.techStack.heading],
        ...howItWorks.steps.map((step) => step.title),
        ...[contact.heading, contact.form.heading, contact.form.promise],
        ...[...footerWords.services, footerWords.privacy, footerWords.terms],
      ],
      "/privacy-policy": [content.privacyPolicy.heading, lastUpdated("privacyPolicy"), ...LEGAL["/privacy-policy"]],
      "/terms-conditions": [
        content.termsConditions.heading,
        lastUpdated("termsConditions"),
        ...LEGAL["/terms-conditions"],
      ],
      "/no/such/page": [notFound.heading],
    };
    for (const path of ["/privacy-policy", "/terms-conditions"] as const)
      expect(LEGAL[path].length, `${path}: its text read from the content files`).toBeGreaterThan(0);
    for (const [path, texts] of Object.entries(expected)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path === "/no/such/page" ? 404 : 200);
      expect(response.headers()["content-type"], path).toContain("text/html");
      const text = visibleText(await response.text());
      for (const wanted of texts) expect(text, `${path} should contain "${wanted}"`).toContain(wanted);
    }
  },
);

test.describe("header", () => {
  for (const path of ["/", "/privacy-policy", "/terms-conditions", "/no-such-page"])
    test(`fixed at the top: transparent up to 20 px of scroll, opaque with a border beyond, and back (${path})`, async ({
      open,
      header,
    }) => {
      const page = await open(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(header.banner).toHaveCSS("position", "fixed");
      await expect(header.banner).toHaveCSS("top", "0px");
      const alphas = () =>
        header.banner.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).borderBottomColor]);
      // Transparent, as the specification says, on every page: no border, and no colour of its own.
      const looksTransparent = async () => (await alphas()).every((colour) => alphaOf(colour) === 0);
      const transparent = () => expect.poll(looksTransparent).toBe(true);
      const opaque = () =>
        expect
          .poll(async () => {
            const [background, border] = (await alphas()).map(alphaOf);
            return (background ?? 0) >= 0.9 && (border ?? 0) > 0;
          })
          .toBe(true);

      await transparent();
      await scrollToY(page, 20);
      await renderFrames(page, 2);
      expect(await looksTransparent(), "at 20 px").toBe(true);
      await scrollToY(page, 21);
      await opaque();
      await scrollToY(page, 20);
      await transparent();
      await scrollToY(page, "bottom"); // the page's end: the 404 page has less than 1500 px to scroll
      await opaque();
      await expect.poll(async () => (await header.banner.boundingBox())?.y).toBe(0);
      await scrollToY(page, 0);
      await transparent();
    });

  test("each nav link and Get Started scroll to their section, just below the header, and set the hash", async ({
    open,
    header,
  }) => {
    const page = await open("/");
    await scrollToY(page, "bottom"); // the first target lies above, the others below
    for (const { label, id } of NAV) {
      await header.link(label).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectSectionAtTop(page, id);
    }
    await scrollToY(page, 0);
    await header.banner.getByRole("link", { name: headerWords.getStarted }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectSectionAtTop(page, "contact");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(
      "the nav hides behind a menu toggle; a choice scrolls there and closes the menu",
      { tag: "@pseudo" },
      async ({ open, header }) => {
        const page = await open("/");
        await expect(header.nav).toHaveCount(0);
        await expect(header.banner.getByRole("link", { name: headerWords.getStarted })).toBeVisible();
        await header.expectMenuOpen(false);
        for (const { label, id } of NAV.filter((_, index) => index === 1 || index === 3)) {
          await header.menuToggle.click();
          await header.expectMenuOpen(true);
          await expect(header.nav.getByRole("link")).toHaveText(NAV.map(({ label: name }) => name));
          await header.link(label).click();
          await expect(page).toHaveURL(new RegExp(`/#${id}$`));
          await header.expectMenuOpen(false);
          await expectSectionAtTop(page, id);
        }
      },
    );
    test("with the text at 150 %, Get Started leaves the header's row for the menu, and works there", async ({
      page,
      open,
      header,
    }) => {
      await setTextSize(page, 150);
      const getStarted = header.banner.getByRole("link", { name: headerWords.getStarted, exact: true });
      await open("/");
      await expect(getStarted, "not in the row").toBeHidden();
      await header.menuToggle.click();
      await expect(getStarted, "in the open menu").toBeVisible();
      const [menuTop, linkTop] = await Promise.all([header.nav, getStarted].map((at) => at.boundingBox()));
      expect(linkTop?.y, "below the menu's links").toBeGreaterThan(menuTop?.y ?? Infinity);
      await getStarted.click();
      await expect(page).toHaveURL(/\/#contact$/);
      await header.expectMenuOpen(false);
      await expectSectionAtTop(page, "contact");
      // The static pages' native menu holds it too.
      await open("/privacy-policy");
      await expect(getStarted).toBeHidden();
      await header.menuToggle.click();
      await expect(getStarted).toBeVisible();
    });
    test(
      "on the static pages the menu is native: it opens and closes with or without JavaScript, by keyboard",
      { tag: "@pseudo" },
      async ({ open }) => {
        for (const javaScript of [false, true]) {
          const page = await open("/privacy-policy", { javaScript });
          const menu = page.getByRole("banner").getByRole("navigation");
          await expect(menu).toHaveCount(0);
          await page.getByRole("banner").getByRole("link", { name: headerWords.getStarted }).focus();
          await page.keyboard.press("Tab");
          const toggle = page.locator(":focus");
          await expect(toggle).toHaveAccessibleName(headerWords.openMenu);
          await page.keyboard.press("Enter");
          await expect(toggle).toHaveAccessibleName(headerWords.closeMenu);
          await expect(menu.getByRole("link")).toHaveText(NAV.map(({ label }) => label));
          await page.keyboard.press("Tab");
          await expect(menu.getByRole("link", { name: headerWords.nav.about, exact: true })).toBeFocused();
          if (javaScript) await page.keyboard.press("Escape");
          else await page.keyboard.press("Shift+Tab").then(() => page.keyboard.press("Enter"));
          await expect(menu).toHaveCount(0);
          await expect(toggle, "focus is back on the toggle").toHaveAccessibleName(headerWords.openMenu);
        }
      },
    );
  });
});

test.describe("footer", () => {
  test(
    "logo, tagline, the services and industries links, and © this year RYMI",
    { tag: "@pseudo" },
    async ({ open }) => {
      const footer = (await open("/")).getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: names.homeLink, exact: true })).toHaveAttribute("href", "/");
      await expect(footer.getByText(footerWords.tagline, { exact: true })).toBeVisible();
      for (const label of footerWords.services) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/#services");
      }
      for (const label of footerWords.industries) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/#industries");
      }
      await expect(footer.getByText(`© ${new Date().getFullYear()} RYMI`)).toBeVisible();
    },
  );

  test("years after the build it shows the visit's year; its links land on the sections and the legal pages", async ({
    open,
    page,
    watch,
    request,
  }) => {
    await page.clock.install({ time: new Date("2031-03-01T10:00:00") });
    await open("/terms-conditions");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/© 2031 RYMI/)).toBeVisible();
    await footer.getByRole("link", { name: footerWords.industries.at(-1), exact: true }).click();
    await expect(page).toHaveURL(/\/#industries$/);
    await expectSectionAtTop(page, "industries");
    await footer.getByRole("link", { name: footerWords.services.at(-1), exact: true }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expectSectionAtTop(page, "services");
    // From the running app to the static pages: each link loads a new document, with the head it was served with.
    await waitForHydration(page);
    for (const [name, path, heading] of [
      [footerWords.privacy, "/privacy-policy", content.privacyPolicy.heading],
      [footerWords.terms, "/terms-conditions", content.termsConditions.heading],
    ] as const) {
      await page.evaluate(() => document.documentElement.setAttribute("data-left", "")); // marks this document
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(page, heading)).toBeVisible();
      await expect(page.locator("html[data-left]"), "a new document").toHaveCount(0);
    }
    const sincePrivacy = watch.requests.slice(watch.requests.findIndex((url) => url.endsWith("/privacy-policy")));
    expect(sincePrivacy.filter(await islandCode(request)), "the static pages request no island's code").toEqual([]);
    expect(watch.problems).toEqual([]);
  });
});

test(
  "the legal pages: title, one h1, date and their whole text, with or without JavaScript",
  { tag: "@pseudo" },
  async ({ open }) => {
    for (const javaScript of [true, false]) {
      for (const [path, key] of [
        ["/privacy-policy", "privacyPolicy"],
        ["/terms-conditions", "termsConditions"],
      ] as const) {
        const page = await open(path, { javaScript });
        await expect(page).toHaveTitle(content[key].title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(h1(page, content[key].heading)).toBeVisible();
        await expect(page.getByText(lastUpdated(key), { exact: true })).toBeVisible();
        const text = page.getByRole("main").getByRole("article");
        await expect(text).toBeVisible();
        const shown = ((await text.textContent()) ?? "").replace(/\s+/g, " ");
        const blocks = LEGAL[path];
        expect(blocks.length, path).toBeGreaterThan(0);
        expect(
          blocks.filter((block) => !shown.includes(block)),
          `${path}: every heading, paragraph and list item`,
        ).toEqual([]);
        for (const block of [blocks[0] ?? "", blocks.at(-1) ?? ""])
          await expect(text.getByText(block, { exact: true }).first(), path).toBeVisible();
      }
    }
  },
);

test(
  "an unknown path shows the 404 page, logs the path once as information, and leads home",
  { tag: "@pseudo" },
  async ({ open, watch, request }) => {
    const page = await open("/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(h1(page, notFound.heading)).toBeVisible();
    await expect
      .poll(() => watch.messages.filter(({ text }) => text.includes("/no/such/page")).map(({ type }) => type))
      .toEqual([expect.stringMatching(/^(log|info|debug)$/)]);
    // Chromium reports any document served with an error status; that line is the 404 status itself.
    const statusLine = `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`;
    expect(watch.requests.filter(await islandCode(request)), "the static page requests no island's code").toEqual([]);
    const home = page.getByRole("main").getByRole("link", { name: notFound.home, exact: true });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(h1(page, HOME_H1)).toBeVisible();
    expect(watch.problems.filter((line) => line !== statusLine)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  },
);

/** The home page's first island (a part of the page React hydrates): its module's path, and the component's export name. */
async function firstIsland(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const island = /<astro-island\b[^>]*>/.exec(html)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(island)?.[1];
  const [url, name] = [attribute("component-url"), attribute("component-export")];
  if (!url || !name) throw new Error(`the home page has no island with a component: ${island}`);
  return { path: new URL(url, SITE_URL).pathname, name };
}

/** The error page in place of the page's content: one h1, the error's text, and the way home. */
async function expectErrorPage(page: Page, detail: string) {
  await expect(h1(page, errorPage.heading)).toBeVisible();
  await expect(page.getByText(detail)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("link", { name: errorPage.home, exact: true })).toHaveAttribute(
    "href",
    "/",
  );
  // The tab says so too.
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(errorPage.heading)}(?:\\s|$)`));
}

test(
  "an unexpected error shows the error page with the error text and a way home",
  { tag: "@pseudo" },
  async ({ page, request }) => {
    // An island's component module is swapped for one whose component throws: the pre-rendered HTML
    // loads, then hydration hits the error, as it would with a real bug in that section.
    const island = await firstIsland(request);
    let swapped = 0;
    await page.route(
      (url) => url.pathname === island.path,
      (route) => {
        swapped++;
        return route.fulfill({
          contentType: "text/javascript",
          body: `const Failing = () => { throw new Error("Injected failure for the test"); };\nexport { Failing as ${island.name} };\n`,
        });
      },
    );
    await page.goto("/");
    await expectErrorPage(page, "Injected failure for the test");
    expect(swapped).toBeGreaterThan(0);
  },
);

test("an island whose code fails to load shows the same error page", { tag: "@pseudo" }, async ({ page, request }) => {
  // The island's module answers 500, the first time and on Astro's second try a second later: the
  // section cannot work, and the visitor is told so, with the browser's words for the failure.
  const island = await firstIsland(request);
  let refused = 0;
  await page.route(
    (url) => url.pathname === island.path,
    (route) => {
      refused++;
      return route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    },
  );
  await page.goto("/");
  await expectErrorPage(page, island.path);
  expect(refused, "Astro's import, and its second try").toBe(2);
});
