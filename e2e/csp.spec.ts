// Every route in Chromium, from both servers, as a visitor meets it: loaded at 390 px and scrolled
// to the bottom (lazy images load, every section's code runs), then widened to 1280 px and scrolled
// through again. That one load checks it all: the production policy blocks nothing, the console
// stays clean, no request fails or leaves the page's origin, and hydration leaves the search and
// sharing tags of the pre-rendered head as the server sent them.
import type { Page } from "@playwright/test";

import { serializeOuter } from "parse5";

import { elements, pages, readPage, routeOf } from "./build-files";
import { expect, test, waitForHydration } from "./fixtures";
import { SERVERS } from "./servers";

/** Records every CSP violation the page reports, from before its first script runs. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/** Scrolls down half a screen at a time to the bottom, then waits for every image that started loading. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  });
  // A lazy image never brought near the viewport (a carousel's off-screen step) has no currentSrc yet.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.currentSrc));
  await expect(page.getByRole("contentinfo")).toBeInViewport();
}

/** The search and sharing tags of a head: title, meta, canonical and icon links, JSON-LD. */
const SEO_TAG =
  /^<(title|meta)\b|^<link rel="(canonical|icon|apple-touch-icon|manifest)"|^<script type="application\/ld/;
const seoTags = (outerHtml: string[]) => outerHtml.filter((tag) => SEO_TAG.test(tag)).sort();
const sentHead = (file: string) =>
  seoTags(
    elements(readPage(file))
      .filter((element) => (element.parentNode as { tagName?: string } | null)?.tagName === "head")
      .map((element) => serializeOuter(element)),
  );
const headNow = async (page: Page) =>
  seoTags(await page.evaluate(() => [...document.head.children].map((element) => element.outerHTML)));

const ROUTES = [
  ...pages.filter((file) => file !== "404.html").map((file) => ({ route: routeOf(file), file, status: 200 })),
  { route: "/no-such-page", file: "404.html", status: 404 },
];

for (const server of SERVERS) {
  test.describe(`every route in Chromium, from ${server.name}`, () => {
    for (const { route, file, status } of ROUTES) {
      test(`${route} at 390 then 1280 px, scrolled through: no CSP violation, console problem, failed or foreign request; the pre-rendered head intact`, async ({
        page,
        watch,
      }) => {
        const url = `${server.origin}${route}`;
        await page.setViewportSize({ width: 390, height: 844 });
        await recordViolations(page);
        // The page exactly as sent: no other script of the tests' own in it.
        expect((await page.goto(url))?.status(), url).toBe(status);
        await waitForHydration(page);
        await scrollThrough(page);
        await page.setViewportSize({ width: 1280, height: 800 });
        await scrollThrough(page);

        expect(await violations(page), "CSP violations").toEqual([]);
        // Chromium's own note that the 404 page's document came with status 404 is the one line allowed.
        const missing = status === 404 ? [url] : [];
        const chromiumNote = "error: Failed to load resource: the server responded with a status of 404 (Not Found)";
        expect(watch.problems, "console errors and warnings").toEqual(missing.map((u) => `${chromiumNote} (${u})`));
        expect(watch.pageErrors, "uncaught exceptions").toEqual([]);
        expect(watch.failedRequests, "requests without a response").toEqual([]);
        expect(watch.badResponses, "error responses").toEqual(missing.map((u) => `404 ${u}`));
        expect(watch.requests.length, "requests made").toBeGreaterThan(1);
        const foreign = watch.requests.filter((request) => new URL(request).origin !== server.origin);
        expect(foreign, "requests to another origin").toEqual([]);
        const sent = sentHead(file);
        expect(sent.length, `search and sharing tags in ${file}`).toBeGreaterThan(10);
        expect(await headNow(page), "the search and sharing tags after hydration").toEqual(sent);
      });
    }
  });
}

test("CSP form-action: the contact form without JavaScript posts to mailto:, and any other target is blocked", async ({
  page,
}) => {
  await recordViolations(page);
  await page.goto(`${SERVERS[0].origin}/`);
  await waitForHydration(page);
  // HTMLFormElement.submit() skips the page's submit handler: the no-JavaScript path.
  const submitTo = (action?: string) =>
    page.evaluate((target) => {
      const form = document.querySelector<HTMLFormElement>('form[action^="mailto:"]');
      if (!form) throw new Error("no mailto: form");
      if (target) form.action = target;
      form.submit();
    }, action);
  await submitTo();
  await page.waitForTimeout(300);
  expect(await violations(page)).toEqual([]);
  await submitTo("https://elsewhere.example/collect");
  await expect.poll(async () => (await violations(page)).map((v) => v.split(" ")[0])).toEqual(["form-action"]);
});
