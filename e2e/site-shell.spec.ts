import type { Page } from "@playwright/test";

import { colorAlpha, expect, expectSectionAtTop, scrollToBottom, scrollToY, test, waitForHydration } from "./helpers";

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
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** A home-page section, by the anchor id the spec gives it (the URL hash a visitor sees). */
const section = (page: Page, id: string) => page.locator(`section#${id}`);

const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main" });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

// 1. Pre-rendering ------------------------------------------------------------------------------

test.describe("pre-rendered HTML", () => {
  test("/ carries the hero, the section headings, the CTAs and the footer without JavaScript", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const text = visibleText(await response.text());
    for (const expected of [
      HOME_H1,
      "Request Access",
      "View Documentation",
      "Talk to Sales",
      "What the product does",
      "Core Capabilities",
      "Security & Scale",
      "Tech Stack",
      "Audio Streaming",
      "Audio Processing",
      "AI Response Generation",
      "Audio Playback",
      "Get Started with RYMI",
      "Contact Us",
      "We'll get back to you within 24 hours.",
      "Custom AI Agents",
      "Integration Support",
      "Privacy Policy",
      "Terms & Conditions",
    ]) {
      expect(text, `home HTML should contain "${expected}"`).toContain(expected);
    }
  });

  test("the legal pages carry their titles, date and key clauses without JavaScript", async ({ request }) => {
    const privacy = await request.get("/privacy-policy");
    expect(privacy.status()).toBe(200);
    const privacyText = visibleText(await privacy.text());
    expect(privacyText).toContain("Privacy Policy");
    expect(privacyText).toContain("Last updated June 9, 2025");
    expect(privacyText).toContain("not directed to children under 16");

    const terms = await request.get("/terms-conditions");
    expect(terms.status()).toBe(200);
    const termsText = visibleText(await terms.text());
    expect(termsText).toContain("Terms & Conditions");
    expect(termsText).toContain("Last updated June 9, 2025");
    expect(termsText).toContain("at least 18 years old");
    expect(termsText).toMatch(/laws of India\s*,/);
    expect(termsText).toMatch(/courts of Lucknow\s*, in the state of Uttar Pradesh\s*, India/);
  });

  test.describe("with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: false });

    test("the home page shows its headings and the legal pages their text", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: HOME_H1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Get Started with RYMI" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Core Capabilities" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Request Access", exact: true })).toBeVisible();

      await page.goto("/privacy-policy");
      await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      await expect(page.getByText("June 9, 2025")).toBeVisible();
      await expect(page.getByText(/not directed to children under 16/)).toBeVisible();

      await page.goto("/terms-conditions");
      await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
      await expect(page.getByText(/at least 18 years old/)).toBeVisible();
    });
  });
});

// 2. Unknown paths ------------------------------------------------------------------------------

test.describe("unknown paths", () => {
  test("answer 404 with the not-found page in the HTML", async ({ request }) => {
    const response = await request.get("/no/such/page");
    expect(response.status()).toBe(404);
    expect(visibleText(await response.text())).toContain("Oops! Page not found");
  });

  test("show the 404 page, log the missing path, and lead back home", async ({ page, watch }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    // Logged once, as information (not as an error or warning).
    await expect
      .poll(() => watch.messages.filter(({ text }) => text.includes("/no/such/page")).map(({ type }) => type))
      .toEqual([expect.stringMatching(/^(log|info|debug)$/)]);
    // Chromium itself reports any document served with an error status ("Failed to load
    // resource: ... 404"). That line is the browser's, caused by the 404 status the spec asks
    // for; anything else on the console would be the site's.
    const ownStatusLine = `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`;
    expect(watch.problems.filter((line) => line !== ownStatusLine)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.failedRequests).toEqual([]);

    const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: HOME_H1 })).toBeVisible();
    expect(watch.problems.filter((line) => line !== ownStatusLine)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  });
});

// 3. A clean console, and nothing fetched from elsewhere ----------------------------------------

test.describe("every page, phone and desktop width", () => {
  for (const path of ["/", "/privacy-policy", "/terms-conditions"]) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width} px: no console errors or warnings, no failed or foreign requests`, async ({
        page,
        watch,
        baseURL,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await open(page, path);
        await scrollToBottom(page);
        await page.waitForLoadState("networkidle");
        // The lazy images now on screen have finished loading (or failing).
        await page.waitForFunction(() =>
          [...document.images]
            .filter((img) => {
              const { top, bottom } = img.getBoundingClientRect();
              return img.loading !== "lazy" || (bottom > 0 && top < window.innerHeight);
            })
            .every((img) => img.complete),
        );
        await expect(page.getByRole("contentinfo")).toBeInViewport();

        expect(watch.problems).toEqual([]);
        expect(watch.pageErrors).toEqual([]);
        expect(watch.failedRequests).toEqual([]);
        expect(watch.badResponses).toEqual([]);
        const origin = new URL(baseURL ?? "").origin;
        expect(watch.requests.length).toBeGreaterThan(1);
        expect(watch.requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
      });
    }
  }
});

// 4. Header ---------------------------------------------------------------------------------------

test.describe("header", () => {
  test("stays fixed at the top and turns opaque with a border only past 20 px of scroll", async ({ page }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveCSS("top", "0px");

    const transparent = async () => {
      await expect.poll(() => colorAlpha(header, "background-color")).toBe(0);
      await expect.poll(() => colorAlpha(header, "border-bottom-color")).toBe(0);
    };
    const opaque = async () => {
      await expect.poll(() => colorAlpha(header, "background-color")).toBeGreaterThanOrEqual(0.9);
      await expect.poll(() => colorAlpha(header, "border-bottom-color")).toBeGreaterThan(0);
    };
    /** Two frames: the scroll event has fired and any re-render or transition has begun. */
    const frames = () =>
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    await transparent();

    await scrollToY(page, 20);
    await frames();
    expect(await colorAlpha(header, "background-color"), "at 20 px").toBe(0);
    expect(await colorAlpha(header, "border-bottom-color"), "at 20 px").toBe(0);

    await scrollToY(page, 21);
    await opaque();

    // Back to exactly 20 px: transparent again, so the threshold is "more than 20".
    await scrollToY(page, 20);
    await transparent();

    await scrollToY(page, 1500);
    await opaque();
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(header).toBeInViewport();

    await scrollToY(page, 0);
    await transparent();
  });

  test("the logo links home", async ({ page }) => {
    await open(page, "/privacy-policy");
    const logo = page.getByRole("banner").getByRole("link", { name: "RYMI home" });
    await expect(logo).toHaveAttribute("href", "/");
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: HOME_H1 })).toBeVisible();
  });

  test("Get Started scrolls to the contact section and updates the hash", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectSectionAtTop(page, section(page, "contact"));
    await expect(page.getByRole("heading", { name: "Get Started with RYMI" })).toBeInViewport();
  });

  for (const { label, id } of NAV) {
    test(`"${label}" scrolls to #${id} and updates the hash`, async ({ page }) => {
      await open(page, "/");
      // The header's links are the visitor's route into the page from anywhere: start below
      // the target for the first section, above it for the others.
      if (id === "about") await scrollToBottom(page);
      await mainNav(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectSectionAtTop(page, section(page, id));
    });
  }

  for (const { label, id } of NAV) {
    test(`from the privacy policy, "${label}" goes to /#${id} and lands on the section`, async ({ page }) => {
      await open(page, "/privacy-policy");
      await mainNav(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.getByRole("heading", { level: 1, name: HOME_H1 })).toBeAttached();
      await expectSectionAtTop(page, section(page, id));
    });
  }
});

// 5. Mobile menu ----------------------------------------------------------------------------------

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^(Open|Close) menu$/ });

  test("hides the desktop nav; the toggle opens the four items; a choice scrolls there and closes it", async ({
    page,
  }) => {
    await open(page, "/");
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "About Us" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeVisible();

    const button = toggle(page);
    await expect(button).toHaveAccessibleName("Open menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    const menu = mainNav(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(NAV.map(({ label }) => label));

    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toHaveCount(0);
    await expectSectionAtTop(page, section(page, "services"));

    // It opens again for a second choice.
    await button.click();
    await mainNav(page).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expectSectionAtTop(page, section(page, "contact"));
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await open(page, "/");
    const button = toggle(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("link", { name: "Industries" }).focus();

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName("Open menu");
  });
});

// 7. Footer ---------------------------------------------------------------------------------------

test.describe("footer", () => {
  test("has the logo, the tagline and the Services and Industries links", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "RYMI home" })).toHaveAttribute("href", "/");
    await expect(footer.getByText(/empowering startups and businesses with AI/i)).toBeVisible();

    for (const label of ["Custom AI Agents", "AI Consulting", "Process Automation", "Integration Support"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/#services");
    }
    for (const label of ["Finance", "Healthcare", "Manufacturing", "Retail"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/#industries");
    }
  });

  test("its section links land on the home page sections", async ({ page }) => {
    await open(page, "/terms-conditions");
    await page.getByRole("contentinfo").getByRole("link", { name: "Healthcare" }).click();
    await expect(page).toHaveURL(/\/#industries$/);
    await expectSectionAtTop(page, section(page, "industries"));

    await page.getByRole("contentinfo").getByRole("link", { name: "AI Consulting" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expectSectionAtTop(page, section(page, "services"));
  });

  test("its legal links open the privacy policy and the terms", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

    await footer.getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
  });

  test("the copyright shows the current year and RYMI", async ({ page }) => {
    await open(page, "/");
    const year = new Date().getFullYear();
    await expect(page.getByRole("contentinfo").getByText(`© ${year} RYMI`)).toBeVisible();
  });

  test("the copyright shows the year of the visit, even years after the build", async ({ page }) => {
    await page.clock.install({ time: new Date("2031-03-01T10:00:00") });
    await open(page, "/privacy-policy");
    await expect(page.getByRole("contentinfo").getByText(/© 2031 RYMI/)).toBeVisible();
  });
});

// 8. Legal pages and headings ---------------------------------------------------------------------

test.describe("legal pages", () => {
  test("the privacy policy: title, date, and not directed to children under 16", async ({ page }) => {
    await open(page, "/privacy-policy");
    await expect(page).toHaveTitle(/Privacy Policy/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated June 9, 2025")).toBeVisible();
    await expect(page.getByText(/not directed to children under 16/)).toBeVisible();
  });

  test("the terms: title, date, age 18 or parental consent, Indian law and Lucknow courts", async ({ page }) => {
    await open(page, "/terms-conditions");
    await expect(page).toHaveTitle(/Terms & Conditions/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
    await expect(page.getByText("Last updated June 9, 2025")).toBeVisible();
    await expect(page.getByText(/at least 18 years old.*consent of a parent or legal guardian/)).toBeVisible();
    const law = page.getByText(/governed by .* the laws of India/);
    await expect(law).toBeVisible();
    await expect(law).toContainText("Lucknow");
    await expect(law).toContainText("Uttar Pradesh");
  });
});

test("every route has exactly one h1", async ({ page }) => {
  for (const path of ["/", "/privacy-policy", "/terms-conditions", "/no/such/page"]) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
    await expect(page.locator("h1"), `${path} (hidden ones included)`).toHaveCount(1);
  }
});

// 9. Error boundary -------------------------------------------------------------------------------

test("an unexpected error shows the root error boundary with the error text", async ({ page }) => {
  // The home route's client module (Vite names it home-<hash>.js) is swapped for one whose
  // component throws: the pre-rendered HTML loads as usual, then hydration hits the error, as
  // it would with a real bug in the route. Nothing of the error boundary itself is replaced.
  let swapped = 0;
  await page.route(/\/assets\/home-[^/]*\.js$/, (route) => {
    swapped++;
    return route.fulfill({
      contentType: "text/javascript",
      body: 'export default function Home() { throw new Error("Injected failure for the test"); }\n',
    });
  });
  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("Injected failure for the test")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(swapped).toBeGreaterThan(0);
});
