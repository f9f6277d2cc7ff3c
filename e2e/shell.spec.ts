import type { Page } from "@playwright/test";

import { alphaOf, expect, expectSectionAtTop, renderFrames, scrollToY, section, test } from "./fixtures";

/** What every page shares (header, phone menu, footer), the legal pages, the 404 page and the error page. */

const HOME_H1 = "Real-time AI voice agents for phone calls";
const NAV = [
  { label: "About Us", id: "about" },
  { label: "Services", id: "services" },
  { label: "Industries", id: "industries" },
  { label: "Contact", id: "contact" },
] as const;

/** The visible text of raw HTML: scripts and styles dropped, tags removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(quot|lt|gt|nbsp|amp);/g, (_, name: string) => ({ quot: '"', lt: "<", gt: ">", nbsp: " " })[name] ?? "&")
    .replace(/\s+/g, " ");
}

const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("every route's HTML carries its content before any script runs; unknown paths answer 404", async ({ request }) => {
  const expected: Record<string, (string | RegExp)[]> = {
    "/": [
      HOME_H1,
      ...["Request Access", "View Documentation", "Talk to Sales"],
      ...["What the product does", "Core Capabilities", "Security & Scale", "Tech Stack"],
      ...["Audio Streaming", "Audio Processing", "AI Response Generation", "Audio Playback"],
      ...["Get Started with RYMI", "Contact Us", "We'll get back to you within 24 hours."],
      ...["Custom AI Agents", "Integration Support", "Privacy Policy", "Terms & Conditions"],
    ],
    "/privacy-policy": ["Privacy Policy", "Last updated June 9, 2025", "not directed to children under 16"],
    "/terms-conditions": [
      "Terms & Conditions",
      "Last updated June 9, 2025",
      "at least 18 years old",
      /laws of India\s*,/,
      /courts of Lucknow\s*, in the state of Uttar Pradesh\s*, India/,
    ],
    "/no/such/page": ["Oops! Page not found"],
  };
  for (const [path, texts] of Object.entries(expected)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === "/no/such/page" ? 404 : 200);
    expect(response.headers()["content-type"], path).toContain("text/html");
    const text = visibleText(await response.text());
    for (const wanted of texts) {
      if (typeof wanted === "string") expect(text, `${path} should contain "${wanted}"`).toContain(wanted);
      else expect(text, path).toMatch(wanted);
    }
  }
});

test.describe("header", () => {
  for (const path of ["/", "/terms-conditions"])
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
      // Transparent to the eye: no border, and no colour of its own; or, over a page's dark band (legal
      // and 404 pages), exactly the band's colour, which contrast checkers can then read under its text.
      const looksTransparent = async () => {
        const [background = "", border = "", band] = await header.banner.evaluate((el) => {
          const under = document.querySelector(".page-band");
          return [
            getComputedStyle(el).backgroundColor,
            getComputedStyle(el).borderBottomColor,
            under && getComputedStyle(under).backgroundColor,
          ];
        });
        return alphaOf(border) === 0 && (alphaOf(background) === 0 || background === band);
      };
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
      await scrollToY(page, 1500);
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
      await expectSectionAtTop(page, section(page, id));
    }
    await scrollToY(page, 0);
    await header.banner.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectSectionAtTop(page, section(page, "contact"));
  });

  test("from another page, the nav links land on the home page's sections and the logo leads home", async ({
    open,
    header,
  }) => {
    for (const { label, id } of NAV) {
      const page = await open("/privacy-policy");
      await header.link(label).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(h1(page, HOME_H1)).toBeAttached();
      await expectSectionAtTop(page, section(page, id));
    }
    const page = await open("/terms-conditions");
    await header.banner.getByRole("link", { name: "RYMI home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page, HOME_H1)).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the nav hides behind a menu toggle; a choice scrolls there and closes the menu", async ({ open, header }) => {
      const page = await open("/");
      await expect(header.nav).toHaveCount(0);
      await expect(header.banner.getByRole("link", { name: "Get Started" })).toBeVisible();
      await expect(header.menuToggle).toHaveAccessibleName("Open menu");
      await expect(header.menuToggle).toHaveAttribute("aria-expanded", "false");
      for (const { label, id } of [NAV[1], NAV[3]]) {
        await header.menuToggle.click();
        await expect(header.menuToggle).toHaveAttribute("aria-expanded", "true");
        await expect(header.nav.getByRole("link")).toHaveText(NAV.map(({ label: name }) => name));
        await header.link(label).click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expect(header.menuToggle).toHaveAttribute("aria-expanded", "false");
        await expect(header.nav).toHaveCount(0);
        await expectSectionAtTop(page, section(page, id));
      }
    });
    test("on the static pages the menu is native: it opens and closes with or without JavaScript, by keyboard", async ({
      open,
    }) => {
      for (const javaScript of [false, true]) {
        const page = await open("/privacy-policy", { javaScript });
        const menu = page.getByRole("banner").getByRole("navigation");
        await expect(menu).toHaveCount(0);
        await page.getByRole("banner").getByRole("link", { name: "Get Started" }).focus();
        await page.keyboard.press("Tab");
        const toggle = page.locator(":focus");
        await expect(toggle).toHaveAccessibleName("Open menu");
        await page.keyboard.press("Enter");
        await expect(toggle).toHaveAccessibleName("Close menu");
        await expect(menu.getByRole("link")).toHaveText(NAV.map(({ label }) => label));
        await page.keyboard.press("Tab");
        await expect(menu.getByRole("link", { name: "About Us" })).toBeFocused();
        if (javaScript) await page.keyboard.press("Escape");
        else await page.keyboard.press("Shift+Tab").then(() => page.keyboard.press("Enter"));
        await expect(menu).toHaveCount(0);
        await expect(toggle, "focus is back on the toggle").toHaveAccessibleName("Open menu");
      }
    });
  });
});

test.describe("footer", () => {
  test("logo, tagline, Services and Industries links, and © this year RYMI", async ({ open }) => {
    const footer = (await open("/")).getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "RYMI home" })).toHaveAttribute("href", "/");
    await expect(footer.getByText(/empowering startups and businesses with AI/i)).toBeVisible();
    for (const label of ["Custom AI Agents", "AI Consulting", "Process Automation", "Integration Support"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/#services");
    }
    for (const label of ["Finance", "Healthcare", "Manufacturing", "Retail"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/#industries");
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} RYMI`)).toBeVisible();
  });

  test("years after the build it shows the visit's year; its links land on the sections and the legal pages", async ({
    open,
    page,
  }) => {
    await page.clock.install({ time: new Date("2031-03-01T10:00:00") });
    await open("/terms-conditions");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/© 2031 RYMI/)).toBeVisible();
    await footer.getByRole("link", { name: "Healthcare" }).click();
    await expect(page).toHaveURL(/\/#industries$/);
    await expectSectionAtTop(page, section(page, "industries"));
    await footer.getByRole("link", { name: "AI Consulting" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expectSectionAtTop(page, section(page, "services"));
    for (const [name, path] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms & Conditions", "/terms-conditions"],
    ] as const) {
      await footer.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(page, name)).toBeVisible();
    }
  });
});

test("the legal pages: title, one h1, date and key clauses, with or without JavaScript", async ({ open }) => {
  for (const javaScript of [true, false]) {
    const privacy = await open("/privacy-policy", { javaScript });
    await expect(privacy).toHaveTitle(/Privacy Policy/);
    await expect(privacy.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(h1(privacy, "Privacy Policy")).toBeVisible();
    await expect(privacy.getByText("Last updated June 9, 2025")).toBeVisible();
    await expect(privacy.getByText(/not directed to children under 16/)).toBeVisible();

    const terms = await open("/terms-conditions", { javaScript });
    await expect(terms).toHaveTitle(/Terms & Conditions/);
    await expect(terms.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(terms.getByText("Last updated June 9, 2025")).toBeVisible();
    await expect(terms.getByText(/at least 18 years old.*consent of a parent or legal guardian/)).toBeVisible();
    const law = terms.getByText(/governed by .* the laws of India/);
    await expect(law).toContainText("Lucknow");
    await expect(law).toContainText("Uttar Pradesh");
  }
});

test("an unknown path shows the 404 page, logs the path once as information, and leads home", async ({
  open,
  watch,
}) => {
  const page = await open("/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(h1(page, "Oops! Page not found")).toBeVisible();
  await expect
    .poll(() => watch.messages.filter(({ text }) => text.includes("/no/such/page")).map(({ type }) => type))
    .toEqual([expect.stringMatching(/^(log|info|debug)$/)]);
  // Chromium reports any document served with an error status; that line is the 404 status itself.
  const statusLine = `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`;
  const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(h1(page, HOME_H1)).toBeVisible();
  expect(watch.problems.filter((line) => line !== statusLine)).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});

test("an unexpected error shows the error page with the error text and a way home", async ({ page }) => {
  // The home route's module is swapped for one whose component throws: the pre-rendered HTML loads,
  // then hydration hits the error, as it would with a real bug in the route.
  let swapped = 0;
  await page.route(/\/assets\/home-[^/]*\.js$/, (route) => {
    swapped++;
    return route.fulfill({
      contentType: "text/javascript",
      body: 'export default function Home() { throw new Error("Injected failure for the test"); }\n',
    });
  });
  await page.goto("/");
  await expect(h1(page, "Unexpected Application Error!")).toBeVisible();
  await expect(page.getByText("Injected failure for the test")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(swapped).toBeGreaterThan(0);
});
