// Every route from production's runtime (and the home page from nginx), scrolled through at 390 then 1280 px so every lazy image and section's code runs:
// the policy blocks nothing, the console stays clean, no request fails or leaves the origin, the head survives.
import type { Page } from "@playwright/test";

import { serializeOuter } from "parse5";

import { elements, pages, readPage, routeOf } from "./support/build-files";
import { expect, recordViolations, test, waitForHydration } from "./support/fixtures";

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  });
  // A lazy image never brought near the viewport (a step off screen on a phone) has no currentSrc yet.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.currentSrc));
  await expect(page.getByRole("contentinfo")).toBeInViewport();
}

// The search and sharing tags of a head: title, meta, canonical, icon and manifest links, JSON-LD.
const SEO_TAG =
  /^<(title|meta)\b|^<link rel="(canonical|icon|apple-touch-icon|manifest)"|^<script type="application\/ld/;
const seoTags = (outerHtml: string[]) => outerHtml.filter((tag) => SEO_TAG.test(tag)).sort();
const ROUTES = [
  ...pages.filter((file) => file !== "404.html").map((file) => ({ route: routeOf(file), file, status: 200 })),
  { route: "/no-such-page", file: "404.html", status: 404 },
];

// On Cloudflare's runtime over HTTPS (@production); the home page also on nginx, the self-hosting recipe (@nginx).
test.describe("every route in Chromium", () => {
  for (const { route, file, status } of ROUTES) {
    const tag = route === "/" ? ["@production", "@nginx"] : ["@production"];
    test(
      `${route} at 390 then 1280 px, scrolled through: no CSP violation, console problem, failed or foreign request; the pre-rendered head intact`,
      { tag },
      async ({ page, watch, site }) => {
        const url = `${site.https ?? site.origin}${route}`;
        await page.setViewportSize({ width: 390, height: 844 });
        const violations = await recordViolations(page); // the page's only added script: it runs as sent
        expect((await page.goto(url))?.status(), url).toBe(status);
        await waitForHydration(page);
        await scrollThrough(page);
        await page.setViewportSize({ width: 1280, height: 800 });
        await scrollThrough(page);
        expect(await violations(), "CSP violations").toEqual([]);
        // Chromium's own note that the 404 page came with status 404 is the one line allowed.
        const note = `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`;
        const missing = status === 404 ? [url] : [];
        expect(watch.problems, "console errors and warnings").toEqual(missing.map(() => note));
        expect(watch.pageErrors, "uncaught exceptions").toEqual([]);
        expect(watch.failedRequests, "requests without a response").toEqual([]);
        expect(watch.badResponses, "error responses").toEqual(missing.map((u) => `404 ${u}`));
        expect(watch.requests, "requests seen").toContain(url);
        const foreign = watch.requests.filter((request) => new URL(request).origin !== new URL(url).origin);
        expect(foreign, "requests to another origin").toEqual([]);
        const sent = seoTags(
          elements(readPage(file))
            .filter((element) => (element.parentNode as { tagName?: string } | null)?.tagName === "head")
            .map((element) => serializeOuter(element)),
        );
        expect(sent.length, `search and sharing tags in ${file}`).toBeGreaterThan(10);
        const now = await page.evaluate(() => [...document.head.children].map((element) => element.outerHTML));
        expect(seoTags(now), "the search and sharing tags after hydration").toEqual(sent);
      },
    );
  }
});

test("form-action: the no-JavaScript contact form posts to mailto:, any other target is blocked", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/");
  await waitForHydration(page);
  // HTMLFormElement.submit() skips the page's submit handler: the no-JavaScript path.
  const submitTo = (action?: string) =>
    page.evaluate((target) => {
      const form = document.querySelector<HTMLFormElement>('form[action^="mailto:"]');
      if (!form) throw new Error("no mailto: form");
      if (target) form.action = target;
      form.submit();
    }, action);
  // The browser has judged the submission once it hands the form to the mail app (a mailto: request) or reports a
  // violation: wait for either, then there must be no violation.
  const mailto: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("mailto:")) mailto.push(request.url());
  });
  await submitTo();
  await expect.poll(async () => mailto.length + (await violations()).length).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
  expect(mailto).toHaveLength(1);
  await submitTo("https://elsewhere.example/collect");
  // The one policy in force (the header's: the built pages hold no <meta> policy) blocks it and reports it.
  expect(await page.locator('meta[http-equiv="content-security-policy" i]').count()).toBe(0);
  await expect.poll(async () => (await violations()).map((v) => v.split(" ")[0])).toEqual(["form-action"]);
});
