import { SENDING_MS, SUCCESS_MS } from "../src/lib/timing";
import { expectNoAxeViolations } from "./support/a11y-helpers";
import { expectSentAsTyped, typeWhileFormHydrates } from "./support/early-typing";
import { CONTACT_EMAIL, content, names } from "./support/content";
import { expect, expectFadeIn, fadeStateOf, settle, test, waitForAnimations } from "./support/fixtures";
import { type ContactForm, contactFormOf, parseMailto } from "./support/pages";

// Wiring only (mailto: text, draft storage: src/lib/*.test.ts). START, noon UTC, is 5:30 PM in the visitor's Kolkata.
test.use({ locale: "en-US", timezoneId: "Asia/Kolkata", permissions: ["clipboard-read", "clipboard-write"] });
const ADDRESS = CONTACT_EMAIL;
const SUBMITTED_AT = "Submitted at: Jun 9, 2025, 5:30 PM";
// The form's words, as the content files hold them; the mail's own words come from src/lib/contact/mailto.ts.
const { contact, footer, header } = content;
const WORDS = contact.form;
/** The line that ends a shortened mail's body. */
const MARKER = WORDS.long.marker;
const LONG = "👨‍👩‍👧‍👦🇮🇳👍🏽é ".repeat(100); // 2,100 chars: families, flags, skin tones, a combining mark; 13,200 encoded

const clipboard = (form: ContactForm) => form.page.evaluate(() => navigator.clipboard.readText());
const fields = (form: ContactForm) => [form.name, form.email, form.company, form.industry, form.message];
const status = (form: ContactForm, text: string) => form.section.getByRole("status").filter({ hasText: text });
/** The one URL handed over so far, read the way a mail app reads it; fails unless exactly one was. */
async function theHandOver(form: ContactForm) {
  const [url = "", ...more] = await form.handedOver();
  expect(more).toEqual([]); // and parseMailto fails on none
  expect(url.length).toBeLessThanOrEqual(1800);
  expect(url.replace(/%0D%0A/g, "")).not.toMatch(/[\s+#]|%0D|%0A/); // spaces as %20 (never '+'), no fragment, CRLF only
  const mail = parseMailto(url);
  expect([mail.address, ...mail.keys]).toEqual([ADDRESS, "subject", "body"]);
  return { url, ...mail };
}

/** One item of an aria snapshot template: the role and quoted name, as YAML that holds whatever the name holds. */
const ariaItem = (role: string, name: string, attributes = "") =>
  JSON.stringify(`${role} ${JSON.stringify(name)}${attributes}`);
/** A text value in an aria snapshot template. */
const ariaText = (text: string) => JSON.stringify(text);

declare global {
  var __scanTimers: { due: Map<number, number>; restore: () => void };
}

/**
 * Axe scan under the paused clock. Axe waits on timers (0 ms, between rules), so the clock moves on, but only as
 * far as the timers set during the scan ask: a timer due within 10 ms is run, and nothing else moves the clock
 * while axe works. How far the clock went depends on the scan's timers, not on how fast the machine ran it; it
 * must stay short of the page's own next change (< SUCCESS_MS), so that the state scanned is the state named.
 */
async function scanTicking(form: ContactForm, state: string) {
  const { page } = form;
  await page.evaluate(() => {
    const [set, clear] = [window.setTimeout, window.clearTimeout];
    const due = new Map<number, number>();
    const restore = () => Object.assign(window, { setTimeout: set, clearTimeout: clear });
    window.__scanTimers = { due, restore };
    window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
      const id = set(() => {
        due.delete(id);
        if (typeof handler === "function") handler(...args);
      }, ms);
      due.set(id, performance.now() + Number(ms));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) due.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
  });
  /** Ms until the scan's next timer is due, or null while it has none set. */
  const nextTimer = () =>
    page.evaluate(() => {
      const due = [...window.__scanTimers.due.values()];
      return due.length ? Math.max(0, Math.min(...due) - performance.now()) : null;
    });
  let [done, elapsed] = [false, 0];
  const ended = expectNoAxeViolations(page, state, { include: "#contact" }).finally(() => (done = true));
  while (!done) {
    const wait = await nextTimer();
    if (wait !== null && wait <= 10) {
      const step = Math.max(1, Math.ceil(wait)); // a timer set while timers run is due 1 ms on
      await page.clock.runFor(step);
      elapsed += step;
    } else await new Promise((resolve) => setTimeout(resolve, 5)); // axe is working, not waiting on a timer
  }
  await ended;
  await page.evaluate(() => window.__scanTimers.restore());
  expect(elapsed).toBeLessThan(SUCCESS_MS);
}

test(
  "shows heading, cards to the form, copyable address, fields; refuses bad input",
  { tag: "@pseudo" },
  async ({ open, contactForm }) => {
    await open();
    await contactForm.show();
    const { section, form, name, email, company, industry, message, submit } = contactForm;
    await expect(section.getByRole("heading", { name: contact.heading, exact: true, level: 2 })).toBeVisible();
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(contact.cards.length);
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
    await section.getByRole("button", { name: names.copyEmail, exact: true }).click();
    await expect(status(contactForm, WORDS.copied)).toBeVisible();
    expect(await clipboard(contactForm)).toBe(ADDRESS);
    const optional = (label: string) => `${label} (${WORDS.optional})`;
    await expect(form).toMatchAriaSnapshot(`
    - ${ariaItem("textbox", WORDS.name.label)}:
      - /placeholder: ${ariaText(WORDS.name.placeholder)}
    - ${ariaItem("textbox", WORDS.email.label)}:
      - /placeholder: ${ariaText(WORDS.email.placeholder)}
    - ${ariaItem("textbox", optional(WORDS.company.label))}:
      - /placeholder: ${ariaText(WORDS.company.placeholder)}
    - ${ariaItem("combobox", optional(WORDS.industry.label))}:
      - ${ariaItem("option", WORDS.industry.placeholder, " [selected]")}
      - option "Finance & Banking"
      - option "Healthcare"
      - option "Retail & E-commerce"
      - option "Manufacturing"
      - option "Logistics & Supply Chain"
      - option "Technology"
      - option "Other"
    - ${ariaItem("textbox", WORDS.message.label)}:
      - /placeholder: ${ariaText(WORDS.message.placeholder)}
    - paragraph: ${ariaText(WORDS.promise)}
    - ${ariaItem("button", WORDS.submit)}
  `);
    await expect(message).toHaveAttribute("rows", "4");
    for (const field of [name, email, message]) await expect(field).toHaveAttribute("required");
    for (const field of [company, industry]) await expect(field).not.toHaveAttribute("required");
    await submit.click(); // the browser's own validation: focus on the first field it refuses, nothing sent
    await expect(name).toBeFocused();
    await contactForm.fill({ name: "Asha Verma", email: "not-an-email", message: "Hello" });
    await submit.click();
    await expect(email).toBeFocused();
    expect(await contactForm.handedOver()).toEqual([]);
    await expect(submit).toHaveText(WORDS.submit);
    await expect(contactForm.confirmation).toHaveCount(0);
  },
);

test(
  "a double-click hands over one intact mailto URL, then the timed states",
  { tag: "@pseudo" },
  async ({ open, contactForm, watch }) => {
    const page = await open("/", { clock: true });
    const { section, form, email, submit, confirmation } = contactForm;
    await contactForm.show();
    await contactForm.fill({
      name: "Asha Verma &bcc=evil@example.com",
      email: "asha.verma@example.com",
      company: "Acme & Sons",
      industry: "Healthcare",
      message: "Hi RYMI?cc=spam@example.com&subject=spam #1 100% 1+1=2\nCafé owners 👩🏽‍💻🇮🇳\nBcc: evil@example.com",
    });
    const after = async (ms: number, button: string, sent: boolean) => {
      await page.clock.runFor(ms);
      await settle(page);
      await expect(submit).toHaveText(button);
      await expect(submit).toBeEnabled({ enabled: button !== WORDS.sending });
      if (sent) await expect(confirmation.getByText(contact.success.heading, { exact: true })).toBeVisible();
      else await expect(section.getByText(contact.success.heading)).toHaveCount(0);
    };
    await submit.dblclick();
    await after(0, WORDS.sending, false);
    await email.press("Enter"); // while sending, Enter and a scripted submit (past the disabled button) add nothing
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    await after(SENDING_MS - 1, WORDS.sending, false); // each state (locked while sending) to its last ms
    await after(1, WORDS.submit, true);
    for (const field of fields(contactForm)) await expect(field).toHaveValue("");
    await after(SUCCESS_MS - 1, WORDS.submit, true);
    await after(1, WORDS.submit, false);
    const { url, subject, body } = await theHandOver(contactForm);
    expect(url).toContain("?subject=New%20Contact%20Form%20Submission%20from%20Asha%20Verma%20%26bcc%3Devil");
    expect(subject).toBe("New Contact Form Submission from Asha Verma &bcc=evil@example.com");
    expect(body).toBe(
      "Name: Asha Verma &bcc=evil@example.com\r\nEmail: asha.verma@example.com\r\nCompany: Acme & Sons\r\n" +
        "Industry: Healthcare\r\nMessage:\r\nHi RYMI?cc=spam@example.com&subject=spam #1 100% 1+1=2\r\n" +
        `Café owners 👩🏽‍💻🇮🇳\r\nBcc: evil@example.com\r\n\r\n${SUBMITTED_AT}`,
    );
    expect(watch.requests.filter((request) => /Asha|evil|Caf/.test(request))).toEqual([]); // only the mail app got it
    expect(watch.pageErrors).toEqual([]);
  },
);

test(
  "a long message: polite notice, full text copied, shortened URL; axe-clean",
  { tag: "@pseudo" },
  async ({ open, contactForm }) => {
    const page = await open("/", { clock: true });
    await contactForm.show();
    const { section, company, message, submit, confirmation } = contactForm;
    const notice = section.getByText(WORDS.long.notice, { exact: true });
    const copyFull = section.getByRole("button", { name: WORDS.long.copy, exact: true });
    await contactForm.fill({ name: "Asha Verma", email: "asha@example.com", message: "A short message fits." });
    for (const absent of [notice, copyFull]) await expect(absent).toHaveCount(0);
    await company.fill("Acme & Sons");
    await message.fill(LONG);
    await expect(notice).toBeVisible();
    await expect(notice.locator("xpath=..")).toHaveAttribute("aria-live", "polite"); // announced politely, once
    await expect(message).toHaveAccessibleDescription(WORDS.long.notice);
    const text = await notice.textContent();
    await message.press("End");
    await message.pressSequentially("more");
    await expect(notice).toHaveText(text ?? "");
    const full = `Name: Asha Verma\r\nEmail: asha@example.com\r\nCompany: Acme & Sons\r\nIndustry: Not provided\r\nMessage:\r\n${LONG}more\r\n\r\n${SUBMITTED_AT}`;
    await copyFull.click();
    await expect(status(contactForm, WORDS.copied)).toBeVisible();
    expect(await clipboard(contactForm)).toBe(full);
    await scanTicking(contactForm, "long-message notice shown, copied");
    await page.evaluate(() => navigator.clipboard.writeText("something else"));
    await submit.click();
    const { url, subject, body } = await theHandOver(contactForm);
    expect(url.length).toBeGreaterThan(1700); // most of the room is used
    expect(subject).toBe("New Contact Form Submission from Asha Verma");
    expect(body).toBe(`${full.slice(0, body.length - MARKER.length - 4)}\r\n\r\n${MARKER}`); // full text's start, marker
    await expect.poll(() => clipboard(contactForm)).toBe(full); // sending copied the full message again
    await page.clock.runFor(SENDING_MS);
    await expect(confirmation).toContainText(contact.success.shortenedCopied);
    await expect(message).toHaveValue("");
    await expect(notice).toHaveCount(0);
    // The confirmation fades in: scan it once it is fully drawn, as a visitor reads it.
    await waitForAnimations(page);
    await scanTicking(contactForm, "confirmation after a shortened message");
    await expect(confirmation).toContainText(contact.success.shortenedCopied); // still the state scanned
  },
);

test("a refused clipboard: says what to do, keeps the long message", async ({ page, open, contactForm }) => {
  await page.addInitScript(() => {
    const writeText = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText } }); // the browser refuses, not the site
  });
  await open("/", { clock: true });
  await contactForm.show();
  await contactForm.fill({ name: "Asha Verma", email: "asha@example.com", message: LONG });
  await contactForm.section.getByRole("button", { name: WORDS.long.copy, exact: true }).click();
  await expect(status(contactForm, WORDS.long.failed)).toBeVisible();
  await contactForm.submit.click();
  await page.clock.runFor(SENDING_MS);
  await expect(contactForm.confirmation).toContainText(contact.success.shortenedKept);
  await page.clock.runFor(SUCCESS_MS);
  await expect(contactForm.section.getByText(contact.success.heading)).toHaveCount(0);
  await expect(contactForm.message).toHaveValue(LONG);
  expect(await contactForm.handedOver()).toHaveLength(1);
});

test("a draft survives a new visit and another page, gone once sent", async ({
  open,
  contactForm,
  header: headerBar,
}) => {
  const page = await open();
  const entry = { name: "Asha", email: "a@example.com", company: "Acme", industry: "Healthcare", message: "Hi\n👋🏽" };
  await contactForm.fill(entry);
  const draft = [entry.name, entry.email, entry.company, "healthcare", entry.message];
  const values = () => Promise.all(fields(contactForm).map((field) => field.inputValue()));
  const expectValues = (expected: string[]) => expect.poll(values, { intervals: [100] }).toEqual(expected);
  const tripAway = async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: footer.privacy, exact: true }).click();
    await expect(contactForm.name).toHaveCount(0);
    await headerBar.link(header.nav.contact).click(); // and back by the header
    await expect(page).toHaveURL(/\/#contact$/);
  };
  await open(); // a new visit: a plain load restores no form state of its own
  await contactForm.ready(); // the form's island restores the draft once it hydrates
  await expectValues(draft);
  await tripAway();
  await expectValues(draft);
  await contactForm.name.press("Enter"); // sends, without waiting for the section to settle
  await expect(contactForm.confirmation).toBeVisible();
  await tripAway();
  await expectValues(["", "", "", "", ""]);
});

test("typed before the form's island hydrated: kept as typed, in the draft, and sent", async ({
  open,
  contactForm,
}) => {
  // The form's island loads as a visitor nears it: on a slow line they may start typing first.
  const page = await open();
  const module = await contactForm.section.locator("astro-island").getAttribute("component-url");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === module,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const entry = { name: "Asha Verma", email: "asha@example.com", industry: "Healthcare", message: "Typed early" };
  await contactForm.fill(entry, { hydrated: false });
  await expect(contactForm.section.locator("astro-island[data-hydrated]")).toHaveCount(0); // the plain form still
  release();
  await contactForm.ready();
  const typed = [entry.name, entry.email, "", "healthcare", entry.message];
  const values = () => Promise.all(fields(contactForm).map((field) => field.inputValue()));
  expect(await values()).toEqual(typed);
  await open(); // a new visit: the draft has what was typed before hydration, with no keystroke since
  await contactForm.ready();
  await expect.poll(values).toEqual(typed);
  await contactForm.submit.click();
  await expect(contactForm.confirmation).toBeVisible();
  const [url = ""] = await contactForm.handedOver();
  expect(parseMailto(url).body).toContain("Message:\r\nTyped early");
});

test("typed in while the form's island hydrates, the CPU 4× slower, at 390 px: every character kept, sent", async ({
  page,
  open,
  watch,
}) => {
  test.setTimeout(60_000); // key by key, on a CPU 4× slower: about 15 s on a loaded machine
  await page.setViewportSize({ width: 390, height: 844 });
  const { prerenderedKept } = await typeWhileFormHydrates(page, open);
  expect(prerenderedKept, "the pre-rendered form kept: React hydrated it in place").toBe(true);
  await expectSentAsTyped(page);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.problems).toEqual([]);
});

test("without JavaScript: section and address show, no copy button; the form posts to mail", async ({ open }) => {
  const page = await open("/", { javaScript: false });
  const form = contactFormOf(page);
  const address = form.section.getByRole("link", { name: ADDRESS, exact: true });
  await address.scrollIntoViewIfNeeded();
  expect(await fadeStateOf(form.section)).toEqual({ opacity: 1, animating: false });
  await expect(address).toBeVisible();
  await expect(form.section.getByRole("button", { name: names.copyEmail, exact: true })).toBeHidden();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  await form.fill(
    { name: "Asha Verma", email: "asha@example.com", message: "SECRET-7 project details" },
    { hydrated: false },
  );
  await form.submit.click();
  // One request carries the message: a POST (no GET query) to the mail app as "mail as body", none to a server.
  await expect.poll(() => requests.filter((request) => request.includes("SECRET-7"))).toHaveLength(1);
  const [method, href] = requests.find((request) => request.includes("SECRET-7"))?.split(" ") ?? [];
  const url = new URL(href ?? "");
  expect(`${method} ${url.protocol}${url.pathname}`).toBe(`POST mailto:${ADDRESS}`);
  expect([...url.searchParams.keys()]).toEqual(["body"]);
  expect(url.searchParams.get("body")).toContain("SECRET-7 project details");
  expect(page.url()).toMatch(/\/$/);
});

test("fades in past 20% shown (not 16%), then stays; shown under reduced motion", async ({ open, contactForm }) => {
  const [page, { section }] = [await open(), contactForm];
  await expectFadeIn(section, 0.16, async () => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // a visitor asking for it sees the waiting section as it is
    expect(await fadeStateOf(section)).toEqual({ opacity: 1, animating: false });
    await page.emulateMedia({ reducedMotion: "no-preference" });
  });
});
