import { SENDING_MS, SUCCESS_MS } from "../app/lib/timing";
import { expectNoAxeViolations } from "./a11y-helpers";
import { expect, fadeStateOf, renderFrames, scrollToY, settle, showFraction, test, waitForHydration } from "./fixtures";
import { ContactForm, parseMailto } from "./pages";

// The Contact section as a visitor's browser shows it: form, hand-over to the mail app, draft. The mailto: text
// is pinned in app/lib/mailto.test.ts and the draft's storage in app/lib/draft.test.ts; here, their wiring.
// Noon UTC on the fixtures' clock (START) is 5:30 PM in Lucknow, the visitor's time zone here.
test.use({ locale: "en-US", timezoneId: "Asia/Kolkata", permissions: ["clipboard-read", "clipboard-write"] });

const ADDRESS = "contact@rymi.ai";
const SUBMITTED_AT = "Submitted at: Jun 9, 2025, 5:30 PM";
const MARKER = "[Message shortened to fit an email link. The full text is on your clipboard: please paste it here.]";
const NOTICE = /^Too long for an email link: the email will hold a shortened version\./;
/** 2,100 characters of emoji (families, flags, skin tones, a combining mark): 13,200 once encoded. */
const LONG = "👨‍👩‍👧‍👦🇮🇳👍🏽é ".repeat(100);

const clipboard = (form: ContactForm) => form.page.evaluate(() => navigator.clipboard.readText());
const fields = (form: ContactForm) => [form.name, form.email, form.company, form.industry, form.message];

/** The one URL handed over so far, read the way a mail app reads it; fails unless exactly one was. */
async function theHandOver(form: ContactForm) {
  const urls = await form.handedOver();
  expect(urls).toHaveLength(1);
  const url = urls[0] ?? "";
  expect(url.length).toBeLessThanOrEqual(1800);
  expect(url).not.toMatch(/[\s+#]/); // spaces as %20, never '+'; no fragment
  expect(url.replace(/%0D%0A/g, "")).not.toMatch(/%0D|%0A/); // line breaks only as CRLF
  const mail = parseMailto(url);
  expect([mail.address, ...mail.keys]).toEqual([ADDRESS, "subject", "body"]);
  return { url, ...mail };
}

/** An axe scan of the section under the paused clock: axe waits on timers, so the clock moves on in
 * small steps until the scan ends, never as far as the 3 s the confirmation lasts. */
async function scanTicking(form: ContactForm, state: string) {
  let [done, elapsed] = [false, 0];
  const scan = expectNoAxeViolations(form.page, state, { include: "#contact" });
  const ended = scan.finally(() => (done = true));
  for (; !done; elapsed += 10) await form.page.clock.runFor(10);
  await ended;
  expect(elapsed).toBeLessThan(SUCCESS_MS);
}

test("shows the heading, the promise, three cards that bring focus to the form, the address (copied in one click) and the spec's fields; the browser refuses an empty form or a bad email", async ({
  open,
  contactForm,
}) => {
  await open();
  await contactForm.show();
  const { section, form, name, email, company, industry, message, submit } = contactForm;
  await expect(section.getByRole("heading", { name: "Get Started with RYMI", exact: true, level: 2 })).toBeVisible();
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card.getByRole("link")).toHaveCount(1);
    await card.getByRole("link").click();
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
  }
  const link = section.getByRole("link", { name: ADDRESS, exact: true });
  await expect(link).toHaveAttribute("href", `mailto:${ADDRESS}`);
  await expect(link).toBeVisible();
  await contactForm.page.evaluate(() => navigator.clipboard.writeText(""));
  await section.getByRole("button", { name: "Copy email address" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await clipboard(contactForm)).toBe(ADDRESS);
  await expect(form).toMatchAriaSnapshot(`
    - textbox "Full Name":
      - /placeholder: Enter your full name
    - textbox "Email Address":
      - /placeholder: /\\S+@\\S+/
    - textbox "Company Name (optional)":
      - /placeholder: Your company name
    - combobox "Industry (optional)":
      - option "Select your industry" [selected]
      - option "Finance & Banking"
      - option "Healthcare"
      - option "Retail & E-commerce"
      - option "Manufacturing"
      - option "Logistics & Supply Chain"
      - option "Technology"
      - option "Other"
    - textbox "Tell us about your project":
      - /placeholder: Describe your business challenges and how we can help...
    - paragraph: We'll get back to you within 24 hours.
    - button "Send Message"
  `);
  await expect(message).toHaveAttribute("rows", "4");
  for (const field of [name, email, message]) await expect(field).toHaveAttribute("required");
  for (const field of [company, industry]) await expect(field).not.toHaveAttribute("required");
  // The browser's own validation: focus goes to the first field it refuses, and nothing is sent.
  await submit.click();
  await expect(name).toBeFocused();
  await contactForm.fill({ name: "Asha Verma", email: "not-an-email", message: "Hello" });
  await submit.click();
  await expect(email).toBeFocused();
  expect(await contactForm.handedOver()).toEqual([]);
  await expect(submit).toHaveText("Send Message");
  await expect(contactForm.confirmation).toHaveCount(0);
});

test("a double-click hands over exactly one mailto URL with the spec's subject and body, hostile text intact; 'Sending...' for 800 ms, then cleared and 'Message Sent!' in a status region for 3 s", async ({
  open,
  contactForm,
  watch,
}) => {
  const page = await open("/", { clock: true });
  await contactForm.show();
  await contactForm.fill({
    name: "Asha Verma &bcc=evil@example.com",
    email: "asha.verma@example.com",
    company: "Acme & Sons",
    industry: "Healthcare",
    message: "Hi RYMI?cc=spam@example.com&subject=spam #1 100% 1+1=2\nCafé owners 👩🏽‍💻🇮🇳\nBcc: evil@example.com",
  });
  await contactForm.submit.dblclick();
  await expect(contactForm.submit).toHaveText("Sending...");
  await expect(contactForm.submit).toBeDisabled();
  // While sending, Enter in a field and a scripted submit (which ignores the disabled button) add nothing.
  await contactForm.email.press("Enter");
  await contactForm.form.evaluate((form: HTMLFormElement) => form.requestSubmit());
  await settle(page);
  const { url, subject, body } = await theHandOver(contactForm);
  expect(url).toContain("?subject=New%20Contact%20Form%20Submission%20from%20Asha%20Verma%20%26bcc%3Devil");
  expect(subject).toBe("New Contact Form Submission from Asha Verma &bcc=evil@example.com");
  expect(body).toBe(
    "Name: Asha Verma &bcc=evil@example.com\r\nEmail: asha.verma@example.com\r\nCompany: Acme & Sons\r\n" +
      "Industry: Healthcare\r\nMessage:\r\nHi RYMI?cc=spam@example.com&subject=spam #1 100% 1+1=2\r\n" +
      `Café owners 👩🏽‍💻🇮🇳\r\nBcc: evil@example.com\r\n\r\n${SUBMITTED_AT}`,
  );

  await page.clock.runFor(SENDING_MS - 1);
  await settle(page);
  await expect(contactForm.submit).toHaveText("Sending...");
  await expect(contactForm.submit).toBeDisabled();
  await page.clock.runFor(1);
  await expect(contactForm.confirmation.getByText("Message Sent!")).toBeVisible();
  for (const field of fields(contactForm)) await expect(field).toHaveValue("");
  await expect(contactForm.submit).toHaveText("Send Message");
  await expect(contactForm.submit).toBeEnabled();
  await page.clock.runFor(SUCCESS_MS - 1);
  await settle(page);
  await expect(contactForm.confirmation.getByText("Message Sent!")).toBeVisible();
  await page.clock.runFor(1);
  await expect(contactForm.section.getByText("Message Sent!")).toHaveCount(0);
  expect(await contactForm.handedOver()).toHaveLength(1);
  // The message went to the mail app only: no request the page made carried it.
  expect(watch.requests.filter((request) => /Asha|evil|Caf/.test(request))).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});

test("a message too long for a link: a polite notice, 'Copy full message', a URL within 1,800 characters ending in the marker, the full text on the clipboard; notice and confirmation are axe-clean", async ({
  open,
  contactForm,
}) => {
  const page = await open("/", { clock: true });
  await contactForm.show();
  const notice = contactForm.section.getByText(NOTICE);
  const copyFull = contactForm.section.getByRole("button", { name: "Copy full message" });
  await contactForm.fill({ name: "Asha Verma", email: "asha@example.com", message: "A short message fits." });
  await expect(notice).toHaveCount(0);
  await expect(copyFull).toHaveCount(0);
  await contactForm.company.fill("Acme & Sons");
  await contactForm.message.fill(LONG);
  await expect(notice).toBeVisible();
  // Announced politely, once: a polite live region, and the field's description.
  await expect(notice.locator("xpath=..")).toHaveAttribute("aria-live", "polite");
  await expect(contactForm.message).toHaveAccessibleDescription(NOTICE);
  const text = await notice.textContent();
  await contactForm.message.press("End");
  await contactForm.message.pressSequentially("more");
  await expect(notice).toHaveText(text ?? "");
  const full = `Name: Asha Verma\r\nEmail: asha@example.com\r\nCompany: Acme & Sons\r\nIndustry: Not provided\r\nMessage:\r\n${LONG}more\r\n\r\n${SUBMITTED_AT}`;
  await copyFull.click();
  await expect(contactForm.section.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await clipboard(contactForm)).toBe(full);
  await scanTicking(contactForm, "long-message notice shown, copied");
  await page.evaluate(() => navigator.clipboard.writeText("something else"));
  await contactForm.submit.click();
  const { url, subject, body } = await theHandOver(contactForm);
  expect(url.length).toBeGreaterThan(1700); // most of the room is used
  expect(subject).toBe("New Contact Form Submission from Asha Verma");
  expect(body.endsWith(`\r\n\r\n${MARKER}`)).toBe(true);
  const kept = body.slice(0, -`\r\n\r\n${MARKER}`.length);
  expect(full.startsWith(kept)).toBe(true);
  await expect.poll(() => clipboard(contactForm)).toBe(full); // sending copied the full message again
  await page.clock.runFor(SENDING_MS);
  await expect(contactForm.confirmation).toContainText("It was shortened: paste the full message from your clipboard.");
  await expect(contactForm.message).toHaveValue("");
  await expect(notice).toHaveCount(0);
  await scanTicking(contactForm, "confirmation after a shortened message");
  await expect(contactForm.confirmation).toContainText("It was shortened"); // still the state scanned
});

test("when the browser refuses the clipboard, says plainly what to do and keeps the long message in the form", async ({
  page,
  open,
  contactForm,
}) => {
  // The browser's answer, not the site's code: writeText rejects as it does when permission is denied.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) },
    });
  });
  await open("/", { clock: true });
  await contactForm.show();
  await contactForm.fill({ name: "Asha Verma", email: "asha@example.com", message: LONG });
  await contactForm.section.getByRole("button", { name: "Copy full message" }).click();
  const blocked = "Your browser blocked copying. Select your message and copy it yourself.";
  await expect(contactForm.section.getByRole("status").filter({ hasText: blocked })).toBeVisible();
  await contactForm.submit.click();
  await page.clock.runFor(SENDING_MS);
  await expect(contactForm.confirmation).toContainText("copying was blocked: the form still holds the full message");
  await page.clock.runFor(SUCCESS_MS);
  await expect(contactForm.section.getByText("Message Sent!")).toHaveCount(0);
  await expect(contactForm.message).toHaveValue(LONG);
  expect(await contactForm.handedOver()).toHaveLength(1);
});

test("a draft survives a new visit and a trip to another page, and is gone once sent", async ({
  open,
  contactForm,
  header,
}) => {
  const page = await open();
  const entry = { name: "Asha", email: "a@example.com", company: "Acme", industry: "Healthcare", message: "Hi\n👋🏽" };
  await contactForm.fill(entry);
  const draft = [entry.name, entry.email, entry.company, "healthcare", entry.message];
  const values = () => Promise.all(fields(contactForm).map((field) => field.inputValue()));
  const expectValues = (expected: string[]) => expect.poll(values, { intervals: [100] }).toEqual(expected);
  /** To the privacy policy through the footer (client-side), and back through the header's Contact link. */
  const tripAway = async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(contactForm.name).toHaveCount(0);
    await header.link("Contact").click();
    await expect(page).toHaveURL(/\/#contact$/);
  };
  await page.goto("/"); // a new visit: a plain load restores no form state of its own
  await waitForHydration(page);
  await expectValues(draft);
  await tripAway();
  await expectValues(draft);
  await contactForm.name.press("Enter"); // sends, without waiting for the section to settle
  await expect(contactForm.confirmation).toBeVisible();
  await tripAway();
  await expectValues(["", "", "", "", ""]);
});

test("without JavaScript: the section and the address show (not the Copy button, which needs scripts), and the form posts to the mail app; no HTTP request carries the message", async ({
  open,
}) => {
  const page = await open("/", { javaScript: false });
  const form = new ContactForm(page);
  const address = form.section.getByRole("link", { name: ADDRESS, exact: true });
  await address.scrollIntoViewIfNeeded();
  expect(await fadeStateOf(form.section)).toEqual({ opacity: 1, animating: false });
  await expect(address).toBeVisible();
  await expect(form.section.getByRole("button", { name: "Copy email address" })).toBeHidden();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  await form.fill({ name: "Asha Verma", email: "asha@example.com", message: "SECRET-7 project details" });
  await form.submit.click();
  // One request carries the message: a POST (never a GET query) to the mail app, none to a server.
  const carrying = () => requests.filter((request) => request.includes("SECRET-7"));
  await expect.poll(() => carrying().length).toBe(1);
  const [method, href] = carrying()[0]?.split(" ") ?? [];
  const url = new URL(href ?? "");
  expect(`${method} ${url.protocol}${url.pathname}`).toBe(`POST mailto:${ADDRESS}`);
  // The browser's "mail as body" (text/plain): the mail app gets the text as the body, no other field.
  expect([...url.searchParams.keys()]).toEqual(["body"]);
  expect(url.searchParams.get("body")).toContain("SECRET-7 project details");
  expect(page.url()).toMatch(/\/$/);
});

test("fades in once more than 20% of it shows (not at 16%) and stays shown; never hidden under reduced motion", async ({
  open,
  contactForm,
}) => {
  const page = await open();
  const { section } = contactForm;
  expect(await fadeStateOf(section)).toEqual({ opacity: 0, animating: false });
  // A visitor who asks for reduced motion sees the waiting section as it is.
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await fadeStateOf(section)).toEqual({ opacity: 1, animating: false });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const below = await showFraction(section, 0.16);
  expect(below).toBeCloseTo(0.16, 2);
  await renderFrames(page);
  expect(await fadeStateOf(section)).toEqual({ opacity: 0, animating: false });
  expect(await showFraction(section, 0.3)).toBeGreaterThan(0.2);
  await expect.poll(() => fadeStateOf(section)).toEqual({ opacity: 1, animating: false });
  // Once shown it stays: out of view entirely, and back.
  for (const move of [() => scrollToY(page, 0), () => showFraction(section, 0.5)]) {
    await move();
    await renderFrames(page);
    expect(await fadeStateOf(section)).toEqual({ opacity: 1, animating: false });
  }
});
