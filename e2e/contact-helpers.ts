import { expect, type Page } from "@playwright/test";

/** The Contact section, its form and fields, found the way a visitor finds them: by label. */
export const contact = (page: Page) => page.locator("#contact");
export const form = (page: Page) => contact(page).locator("form");
export const nameField = (page: Page) => contact(page).getByLabel("Full Name", { exact: true });
export const emailField = (page: Page) => contact(page).getByLabel("Email Address", { exact: true });
export const companyField = (page: Page) => contact(page).getByLabel(/^Company Name\b/);
export const industryField = (page: Page) => contact(page).getByLabel(/^Industry\b/);
export const messageField = (page: Page) => contact(page).getByLabel("Tell us about your project", { exact: true });
export const submitButton = (page: Page) => form(page).getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });

/**
 * Brings the form on screen and waits until the Contact section's fade-in (which also slides it up
 * 1.5rem) has finished, so a click lands on the button and not where it was a frame ago.
 */
export async function showForm(page: Page) {
  await form(page).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      contact(page).evaluate(
        (el) => el.dataset.reveal !== "hidden" && el.getAnimations().every((a) => a.playState === "finished"),
      ),
    )
    .toBe(true);
}

/** Every mailto: URL the page has handed to the browser so far (see captureMailto). */
export const handedOver = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mailtoUrls: string[] }).__mailtoUrls);

/**
 * Runs in the page: records every mailto: link the page clicks (how app/lib/open-mailto.ts hands
 * the URL to the browser) in `window.__mailtoUrls`, and cancels it, so no mail app launches.
 * Capture phase on window runs before the link's default action, whatever the page does.
 */
export function recordMailtoClicks() {
  const urls: string[] = [];
  (window as unknown as { __mailtoUrls: string[] }).__mailtoUrls = urls;
  window.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null;
      if (!link) return;
      urls.push(link.getAttribute("href") ?? "");
      event.preventDefault();
    },
    true,
  );
}

/** Records every mailto: URL the page hands over, from before its first script (see recordMailtoClicks). */
export async function captureMailto(page: Page) {
  await page.addInitScript(recordMailtoClicks);
}

/**
 * Splits a mailto: URL the way a mail app reads it (RFC 6068): the address, then `&`-separated
 * `key=value` header fields, each percent-decoded on its own. Throws on a malformed field.
 */
export function parseMailto(url: string) {
  expect(url.startsWith("mailto:")).toBe(true);
  const question = url.indexOf("?");
  const pairs = url
    .slice(question + 1)
    .split("&")
    .map((pair) => pair.split("="));
  expect(
    pairs.every((pair) => pair.length === 2),
    `a raw '=' or '&' in ${url}`,
  ).toBe(true);
  return {
    address: url.slice("mailto:".length, question),
    keys: pairs.map(([key]) => key),
    subject: decodeURIComponent(pairs[0]?.[1] ?? ""),
    body: decodeURIComponent(pairs[1]?.[1] ?? ""),
  };
}
