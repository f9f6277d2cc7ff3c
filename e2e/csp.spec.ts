// Every page in Chromium with the production headers, from both servers: the policy blocks
// nothing the site does, and the console stays clean.
import { expect, type Page, test } from "@playwright/test";

import { pages, routeOf } from "./build-files";
import { waitForHydration } from "./helpers";
import { SERVERS } from "./servers";

type Violation = { directive: string; blocked: string; sample: string };

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

/** Console errors and warnings (a header the browser cannot parse is one), and uncaught exceptions. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      errors.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Scrolls to the end, so lazy images and every section's code have loaded too. */
async function visitWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
}

for (const server of SERVERS) {
  test.describe(`CSP in the browser, from ${server.name}`, () => {
    const routes = [...pages.map(routeOf), "/no-such-page"];
    for (const route of routes) {
      test(`${route}: 0 violations, 0 console errors or warnings, the browser's own hashes of its inline scripts allowed`, async ({
        page,
      }) => {
        await recordViolations(page);
        const errors = recordErrors(page);
        const url = `${server.origin}${route}`;
        const response = await page.goto(url);
        const notFound = route === "/no-such-page";
        expect(response?.status()).toBe(notFound ? 404 : 200);
        await waitForHydration(page);
        await visitWholePage(page);

        expect(await violations(page)).toEqual([]);
        // The only error allowed: Chromium's note that the 404 document itself came with status 404.
        const expected = notFound
          ? [`error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`]
          : [];
        expect(errors).toEqual(expected);

        // The browser's own parse: every inline script's hash is in the policy it was sent with.
        const csp = (await response?.headerValue("content-security-policy")) ?? "";
        const hashes = await page.evaluate(async () =>
          Promise.all(
            [...document.querySelectorAll("script:not([src])")].map(async (script) => {
              const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script.textContent ?? ""));
              return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
            }),
          ),
        );
        expect(hashes.length).toBeGreaterThan(0);
        for (const hash of hashes) expect(csp).toContain(`'${hash}'`);
      });
    }
  });
}

test.describe("CSP: the contact form without JavaScript", () => {
  const [server] = SERVERS;
  test("form-action allows the mailto: post, and blocks any other target", async ({ page }) => {
    await recordViolations(page);
    await page.goto(`${server.origin}/`);
    await waitForHydration(page);
    // HTMLFormElement.submit() skips the page's submit handler: the no-JavaScript path.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[action^="mailto:"]');
      if (!form) throw new Error("no mailto: form");
      form.submit();
    });
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);

    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[action^="mailto:"]');
      if (!form) throw new Error("no mailto: form");
      form.action = "https://elsewhere.example/collect";
      form.submit();
    });
    await expect.poll(async () => (await violations(page)).map((v) => v.directive)).toEqual(["form-action"]);
  });
});
