import { expect, type Page } from "@playwright/test";

import { CONTACT_EMAIL } from "./content";
import { contactFormOf, contactIslandModule } from "./pages";

// The contact form typed in before its island has hydrated, and on as it hydrates: a visitor on a
// slow phone reaches the pre-rendered form and types before its script has arrived. Chromium's half
// (contact.spec.ts, translation.spec.ts); Firefox and WebKit type the same words (engines.spec.ts).

/** What the visitor types, in every engine. */
export const TYPED = {
  name: "Asha Verma",
  email: "asha.verma@example.com",
  company: "Acme Health",
  /** The option's value; its label, "Healthcare", is the code's (src/content/site.ts). */
  industry: "healthcare",
  message: "Hi RYMI & team, 24/7 support?\nCafé owners in Lucknow.",
};

/** Runs in the page: its local time as the mail's "Submitted at" line words it (src/lib/contact/mailto.ts). */
export const submittedAt = () => new Date().toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The one mailto: URL the form must hand over for TYPED, sent at `time`: a subject and a body, each
 * encoded on its own, the body's lines ending in CRLF. Its words (and the industry's label) are the
 * code's (src/lib/contact/mailto.ts, src/content/site.ts), not content.
 */
export function typedMailto(time: string): string {
  const [first, second] = TYPED.message.split("\n");
  const body = [
    `Name: ${TYPED.name}`,
    `Email: ${TYPED.email}`,
    `Company: ${TYPED.company}`,
    "Industry: Healthcare",
    "Message:",
    first,
    second,
    "",
    `Submitted at: ${time}`,
  ].join("\r\n");
  const subject = `New Contact Form Submission from ${TYPED.name}`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Opens the home page, slows the CPU 4× (a phone's, as in the benchmark's profiles) and types into
 * the contact form as a visitor does, key by key, while its island's module is held back at the
 * network: a first part of every field (the industry chosen), then the module is let go and typing
 * goes on, in the message, then at the end of the name and of the company. Resolves once the island
 * has hydrated, with whether the pre-rendered form is still the page's (hydrated in place) or was
 * replaced (drawn again on the client). `translate`: what the page's words read as, for a page the
 * browser translated (e2e/support/translator.ts, installed before).
 */
export async function typeWhileFormHydrates(
  page: Page,
  open: (path?: string) => Promise<Page>,
  translate?: (words: string) => string,
) {
  const module = contactIslandModule(await (await page.request.get("/")).text());
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(
    (url) => url.pathname === module,
    async (route) => {
      asked = true;
      await held;
      await route.fallback(); // to the translator's own hold, if there is one
    },
  );
  await open("/");
  // From here on: the form's hydration and the typing (the page's load at full speed keeps the test short).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const form = contactFormOf(page, translate);
  const island = form.section.locator("astro-island");
  await form.form.scrollIntoViewIfNeeded();
  const prerendered = await form.form.elementHandle();
  const keys = (text: string) => page.keyboard.type(text); // key by key, each a round trip to the page
  const [name, company, message] = [TYPED.name.split(" "), TYPED.company.split(" "), TYPED.message.split("\n")];

  await form.name.click();
  await keys(name[0] ?? "");
  await page.keyboard.press("Tab");
  await keys(TYPED.email);
  await page.keyboard.press("Tab");
  await keys(company[0] ?? "");
  await form.industry.selectOption(TYPED.industry);
  await form.message.click();
  await keys(message[0] ?? "");
  expect(asked, "the island's module asked for, and held").toBe(true);
  await expect(island, "the island waits for its module").not.toHaveAttribute("data-hydrated");

  release();
  await keys(`\n${message[1]}`);
  for (const [field, rest] of [
    [form.name, name[1]],
    [form.company, company[1]],
  ] as const) {
    await field.click();
    await page.keyboard.press("End");
    await keys(` ${rest}`);
  }
  await expect(island).toHaveAttribute("data-hydrated");
  return { prerenderedKept: (await prerendered?.evaluate((element) => element.isConnected)) ?? false };
}

/**
 * Every field holds every character typed (TYPED), and Send hands over exactly its mailto: URL, then
 * confirms. `translate` as for typeWhileFormHydrates.
 */
export async function expectSentAsTyped(page: Page, translate?: (words: string) => string) {
  const form = contactFormOf(page, translate);
  await expect(form.name).toHaveValue(TYPED.name);
  await expect(form.email).toHaveValue(TYPED.email);
  await expect(form.company).toHaveValue(TYPED.company);
  await expect(form.industry).toHaveValue(TYPED.industry);
  await expect(form.message).toHaveValue(TYPED.message);
  const before = await page.evaluate(submittedAt);
  await form.submit.click();
  await expect.poll(() => form.handedOver()).toHaveLength(1);
  const after = await page.evaluate(submittedAt);
  const [url] = await form.handedOver();
  expect([typedMailto(before), typedMailto(after)]).toContain(url);
  await expect(form.confirmation).toBeVisible();
}
