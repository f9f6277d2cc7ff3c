import { expect, test, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./a11y-helpers";
import {
  captureMailto,
  companyField,
  contact,
  emailField,
  form,
  handedOver,
  industryField,
  messageField,
  nameField,
  parseMailto,
  showForm,
  submitButton,
} from "./contact-helpers";
import { settle } from "./helpers";
import { openHome, waitForHydration } from "./section-helpers";

/**
 * Issue 7: whatever a visitor types reaches RYMI intact, or they are told plainly what to do.
 * Every test drives the real form in the built site and reads what the page hands the browser.
 */

// Each test opens and hydrates the home page (some twice) and fills long text: room for a loaded machine.
test.describe.configure({ timeout: 60_000 });

const LIMIT = 1800;
const SENDING_MS = 800;
const SUCCESS_MS = 3000;
const DRAFT_KEY = "rymi:contact-draft:v1";
const MARKER = "[Message shortened to fit an email link. The full text is on your clipboard: please paste it here.]";
const NOTICE = /^Too long for an email link: the email will hold a shortened version\./;

const copyFullMessage = (page: Page) => contact(page).getByRole("button", { name: "Copy full message" });
const copyAddress = (page: Page) => contact(page).getByRole("button", { name: "Copy email address" });
const confirmation = (page: Page) => contact(page).getByRole("status").filter({ hasText: "Message Sent!" });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Opens the home page with a paused clock (time moves only when the test moves it), capturing mailto. */
async function openForm(page: Page) {
  await captureMailto(page);
  const start = new Date("2025-06-09T12:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await openHome(page);
  await showForm(page);
}

/** The one URL handed over so far, parsed; fails unless exactly one was. */
async function theHandOver(page: Page) {
  const urls = await handedOver(page);
  expect(urls).toHaveLength(1);
  const url = urls[0] ?? "";
  expect(url.length).toBeLessThanOrEqual(LIMIT);
  const parsed = parseMailto(url);
  expect(parsed.address).toBe("contact@rymi.ai");
  expect(parsed.keys).toEqual(["subject", "body"]);
  expect(url).not.toMatch(/[\s+#]/);
  expect(url.replace(/%0D%0A/g, "")).not.toMatch(/%0D|%0A/);
  return { url, ...parsed };
}

/** The body the form should write for what its fields hold now (the spec's lines, CRLF). */
async function expectedBody(page: Page, submittedAt: RegExp) {
  const value = async (field: ReturnType<typeof nameField>) => (await field.inputValue()).trim() || "Not provided";
  const industry = await industryField(page).evaluate((el: HTMLSelectElement) =>
    el.value ? (el.selectedOptions[0]?.textContent ?? "") : "",
  );
  const lines = [
    `Name: ${await value(nameField(page))}`,
    `Email: ${await value(emailField(page))}`,
    `Company: ${await value(companyField(page))}`,
    `Industry: ${industry || "Not provided"}`,
    "Message:",
    (await value(messageField(page))).replace(/\r\n|\r|\n/g, "\r\n"),
    "",
    "",
  ].join("\r\n");
  return { start: lines, submittedAt };
}

function expectFullBody(body: string, expected: { start: string; submittedAt: RegExp }) {
  expect(body.startsWith(expected.start)).toBe(true);
  expect(body.slice(expected.start.length)).toMatch(new RegExp(`^Submitted at: ${expected.submittedAt.source}$`));
}

/** Hostile and unusual text the way visitors type it; each goes into the name and the message. */
const HOSTILE: [string, string, string][] = [
  ["header injection", "Asha &bcc=evil@example.com", "?cc=evil@example.com&bcc=x@y.z&subject=spam"],
  ["percent, hash, equals, plus", "100% %25 #1 a=b 1+1", "50% off %0D%0A #frag a=b&c=d 1+1=2 %"],
  ["line breaks", "Asha", "one\ntwo\r\nthree\rfour\n\nBcc: evil@example.com"],
  ["emoji sequences", "👩🏽‍💻 Asha", "👨‍👩‍👧‍👦 family, 🇮🇳🇬🇧 flags, 👍🏿 skin tone, 🏴󠁧󠁢󠁳󠁣󠁴󠁿 tag flag"],
  ["combining marks", "Zoe\u0308 Jose\u0301", "a\u0300\u0316 e\u0301 Z\u0351\u0367\u0302"],
  ["CJK", "王小明", "你好，我们需要客服 AI。日本語のテキスト。한국어"],
  ["right-to-left with bidi marks", "\u200fשרה\u200e", "\u200fمرحبا بكم\u200e في RYMI \u2067שלום\u2069 \u202bنص\u202c"],
];

test.describe("the mailto: URL handed to the browser", () => {
  test.use({ locale: "en-US", timezoneId: "Asia/Kolkata" });

  for (const [label, name, message] of HOSTILE) {
    test(`${label}: only subject and body, decoded back exactly`, async ({ page }) => {
      await openForm(page);
      await nameField(page).fill(name);
      await emailField(page).fill("asha@example.com");
      await industryField(page).selectOption({ label: "Retail & E-commerce" });
      await messageField(page).fill(message);
      await expect(contact(page).getByText(NOTICE)).toHaveCount(0);
      const expected = await expectedBody(page, /Jun 9, 2025, 5:30\s?PM/);
      await submitButton(page).click();

      const { subject, body } = await theHandOver(page);
      expect(subject).toBe(`New Contact Form Submission from ${name.trim()}`);
      expect(subject).not.toMatch(/[\r\n]/);
      expectFullBody(body, expected);
      expect(body).toContain(`\r\nIndustry: Retail & E-commerce\r\n`);
    });
  }

  test("a line break typed into the name never reaches the subject", async ({ page }) => {
    await openForm(page);
    // An <input> drops line breaks itself; a script (or an extension) can still put one in.
    await nameField(page).fill("Asha"); // satisfies `required`, then what the page's script reads:
    await nameField(page).evaluate((el: HTMLInputElement) =>
      Object.defineProperty(el, "value", { value: "Asha\r\nBcc: evil@example.com", configurable: true }),
    );
    await emailField(page).fill("asha@example.com");
    await messageField(page).fill("Hello");
    await submitButton(page).click();
    const { subject, body } = await theHandOver(page);
    expect(subject).toBe("New Contact Form Submission from Asha Bcc: evil@example.com");
    expect(body.startsWith("Name: Asha Bcc: evil@example.com\r\nEmail: asha@example.com\r\n")).toBe(true);
  });

  test("a lone surrogate becomes U+FFFD instead of breaking the hand-over", async ({ page }) => {
    await openForm(page);
    await nameField(page).fill("Asha");
    await emailField(page).fill("asha@example.com");
    await messageField(page).evaluate((el: HTMLTextAreaElement) => {
      el.value = "half an emoji: \ud83d, and \ude00 alone";
      el.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await submitButton(page).click();
    const { body } = await theHandOver(page);
    expect(body).toContain("\r\nMessage:\r\nhalf an emoji: \ufffd, and \ufffd alone\r\n");
  });
});

test.describe("a message too long for an email link", () => {
  test.use({ locale: "en-US", timezoneId: "Asia/Kolkata", permissions: ["clipboard-read", "clipboard-write"] });

  /** 10,000 characters of emoji: families, flags, skin tones and a combining mark. */
  const LONG = "👨‍👩‍👧‍👦🇮🇳👍🏽é ".repeat(10_000 / 20);

  async function fillLong(page: Page) {
    await nameField(page).fill("Asha Verma");
    await emailField(page).fill("asha@example.com");
    await companyField(page).fill("Acme & Sons");
    await messageField(page).fill(LONG);
  }

  test("shows a polite notice, copies the full message in one click, and shortens the URL at a grapheme boundary", async ({
    page,
  }) => {
    expect(LONG.length).toBeGreaterThanOrEqual(10_000);
    await openForm(page);
    await nameField(page).fill("Asha Verma");
    await emailField(page).fill("asha@example.com");
    await messageField(page).fill("A short message fits.");
    await expect(contact(page).getByText(NOTICE)).toHaveCount(0);
    await expect(copyFullMessage(page)).toHaveCount(0);

    await companyField(page).fill("Acme & Sons");
    await messageField(page).fill(LONG);
    const notice = contact(page).getByText(NOTICE);
    await expect(notice).toBeVisible();
    // Announced politely, once: the notice sits in a polite live region and is the field's description.
    await expect(notice.locator("xpath=..")).toHaveAttribute("aria-live", "polite");
    await expect(messageField(page)).toHaveAccessibleDescription(NOTICE);
    // Typing on does not change what the live region says.
    const text = await notice.textContent();
    await messageField(page).press("End");
    await messageField(page).pressSequentially("more");
    await expect(notice).toHaveText(text ?? "");

    const expected = await expectedBody(page, /Jun 9, 2025, 5:30\s?PM/);
    await copyFullMessage(page).click();
    await expect(contact(page).getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expectFullBody(await clipboard(page), expected);

    await page.evaluate(() => navigator.clipboard.writeText("something else"));
    await submitButton(page).click();
    const { subject, body } = await theHandOver(page);
    expect(subject).toBe("New Contact Form Submission from Asha Verma");
    const tail = `\r\n\r\n${MARKER}`;
    expect(body.endsWith(tail)).toBe(true);
    const kept = body.slice(0, -tail.length);
    const full = await clipboard(page); // sending copied the full message again
    expectFullBody(full, expected);
    expect(full.startsWith(kept)).toBe(true);
    expect(encodeURIComponent(kept).length).toBeGreaterThan(LIMIT - 400); // most of the room is used
    // Cut between two graphemes: the next character of the full text starts a new grapheme.
    const boundaries = await page.evaluate(
      (fullText) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(fullText)].map((s) => s.index),
      full,
    );
    expect(boundaries).toContain(kept.length);

    await page.clock.runFor(SENDING_MS);
    await expect(confirmation(page)).toContainText("Message Sent!");
    await expect(confirmation(page)).toContainText("It was shortened: paste the full message from your clipboard.");
    await expect(messageField(page)).toHaveValue("");
    await expect(notice).toHaveCount(0);
  });

  test("says plainly what to do when the browser refuses the clipboard, and keeps the message", async ({ page }) => {
    // The browser's answer, not the site's code: writeText rejects as it does when permission is denied.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) },
      });
    });
    await openForm(page);
    await fillLong(page);
    await copyFullMessage(page).click();
    await expect(
      contact(page).getByRole("status").filter({ hasText: "Your browser blocked copying. Select your message" }),
    ).toBeVisible();

    await submitButton(page).click();
    await page.clock.runFor(SENDING_MS);
    await expect(confirmation(page)).toContainText("copying was blocked: the form still holds the full message");
    await page.clock.runFor(SUCCESS_MS);
    await expect(contact(page).getByText("Message Sent!")).toBeHidden();
    await expect(messageField(page)).toHaveValue(LONG);
    await expect(copyFullMessage(page)).toBeVisible();
    expect(await handedOver(page)).toHaveLength(1);
  });

  test("the notice and the confirmation are axe-clean", async ({ page }) => {
    await openForm(page);
    await fillLong(page);
    await copyFullMessage(page).click();
    await expect(contact(page).getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    await scanTicking(page, "long-message notice shown, copied");
    await submitButton(page).click();
    await page.clock.runFor(SENDING_MS);
    await expect(confirmation(page)).toContainText("It was shortened");
    await scanTicking(page, "confirmation after a shortened message");
    await expect(confirmation(page)).toContainText("It was shortened"); // still the state scanned
  });
});

/**
 * An axe scan of the Contact section under the paused test clock: axe waits on timers, so the
 * clock moves on in small steps until the scan is done, and must not pass the 3,000 ms the
 * confirmation lasts. Steps of 10 ms keep the browser round trips few on a loaded machine.
 */
async function scanTicking(page: Page, state: string) {
  const STEP_MS = 10;
  let done = false;
  const scan = expectNoAxeViolations(page, state, { include: "#contact", inPage: true }).finally(() => (done = true));
  let elapsed = 0;
  while (!done) {
    await page.clock.runFor(STEP_MS);
    elapsed += STEP_MS;
  }
  await scan;
  expect(elapsed).toBeLessThan(SUCCESS_MS);
}

test.describe("the contact address", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("is shown as a mailto link with a Copy button that says it copied", async ({ page }) => {
    await openHome(page);
    const link = contact(page).getByRole("link", { name: "contact@rymi.ai", exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "mailto:contact@rymi.ai");
    await expect(copyAddress(page)).toHaveText("Copy");
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await copyAddress(page).click();
    await expect(contact(page).getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(await clipboard(page)).toBe("contact@rymi.ai");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is visible, and the copy button (which needs scripts) is not", async ({ page }) => {
      await page.goto("/");
      const link = contact(page).getByRole("link", { name: "contact@rymi.ai", exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(copyAddress(page)).toBeHidden();
    });
  });
});

test.describe("without JavaScript, the form", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the mail app (mailto:, POST, text/plain): no HTTP request ever carries the message", async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.enable");
    const navigations: { url: string; reason: string }[] = [];
    cdp.on("Page.frameRequestedNavigation", ({ url, reason }) => navigations.push({ url, reason }));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));

    await page.goto("/");
    await expect(form(page)).toHaveAttribute("action", "mailto:contact@rymi.ai");
    await nameField(page).fill("Asha Verma");
    await emailField(page).fill("asha@example.com");
    await messageField(page).fill("SECRET-7 project details");
    const before = requests.length;
    await submitButton(page).click();

    await expect.poll(() => navigations.length).toBeGreaterThan(0);
    const [navigation] = navigations;
    expect(navigation?.reason).toBe("formSubmissionPost"); // never a GET submission
    const url = new URL(navigation?.url ?? "");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("contact@rymi.ai");
    // The browser's "mail as body": the mail app gets the text as the body, and no other field.
    expect([...url.searchParams.keys()]).toEqual(["body"]);
    expect(url.searchParams.get("body")).toContain("SECRET-7 project details");

    // Nothing went to a server: no http(s) request after the submit, and none carried the message.
    const after = requests.slice(before).filter((line) => /^\w+ https?:/.test(line));
    expect(after).toEqual([]);
    expect(requests.filter((line) => line.includes("SECRET-7"))).toEqual(
      requests.filter((line) => line.startsWith("POST mailto:")),
    );
    expect(page.url()).toMatch(/\/$/);
  });
});

test.describe("the draft", () => {
  const fillDraft = async (page: Page) => {
    await nameField(page).fill("Asha Verma");
    await emailField(page).fill("asha@example.com");
    await companyField(page).fill("Acme & Sons");
    await industryField(page).selectOption("healthcare");
    await messageField(page).fill("Line one\nLine two 👨‍👩‍👧‍👦");
  };
  const expectDraft = async (page: Page) => {
    await expect(nameField(page)).toHaveValue("Asha Verma");
    await expect(emailField(page)).toHaveValue("asha@example.com");
    await expect(companyField(page)).toHaveValue("Acme & Sons");
    await expect(industryField(page)).toHaveValue("healthcare");
    await expect(messageField(page)).toHaveValue("Line one\nLine two 👨‍👩‍👧‍👦");
  };

  test("survives a new visit, and going to another page and back", async ({ page, context }) => {
    await openHome(page);
    await fillDraft(page);

    // A fresh load of the page in a new tab (no browser form restoration involved).
    const other = await context.newPage();
    await other.goto("/");
    await waitForHydration(other);
    await expectDraft(other);
    await other.close();

    // Away through the footer link (client-side), and back through the header's Contact link.
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(nameField(page)).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectDraft(page);

    // And a reload.
    await page.reload();
    await waitForHydration(page);
    await expectDraft(page);
  });

  test("stays on the device: localStorage only, and cleared after a successful send", async ({ page }) => {
    await openForm(page);
    await fillDraft(page);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), DRAFT_KEY);
    expect(stored).toEqual({
      name: "Asha Verma",
      email: "asha@example.com",
      company: "Acme & Sons",
      industry: "healthcare",
      message: "Line one\nLine two 👨‍👩‍👧‍👦",
    });
    await submitButton(page).click();
    await page.clock.runFor(SENDING_MS);
    await expect(confirmation(page)).toContainText("Message Sent!");
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();

    await page.goto("/");
    await waitForHydration(page);
    await expect(messageField(page)).toHaveValue("");
    await expect(nameField(page)).toHaveValue("");
  });

  test("a corrupt or foreign stored draft is ignored", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "{not json"), DRAFT_KEY);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openHome(page);
    await expect(nameField(page)).toHaveValue("");
    await nameField(page).fill("Asha");
    expect(errors).toEqual([]);
  });
});

test.describe("no double send", () => {
  test.use({ locale: "en-US", timezoneId: "Asia/Kolkata" });

  async function fill(page: Page) {
    await nameField(page).fill("Asha Verma");
    await emailField(page).fill("asha@example.com");
    await messageField(page).fill("Hello");
  }

  test("a double-click hands over one URL", async ({ page }) => {
    await openForm(page);
    await fill(page);
    await submitButton(page).dblclick();
    await expect(submitButton(page)).toHaveText("Sending...");
    await settle(page);
    expect(await handedOver(page)).toHaveLength(1);
  });

  test("Enter in a field while 'Sending...' hands over nothing more", async ({ page }) => {
    await openForm(page);
    await fill(page);
    await nameField(page).press("Enter");
    await expect(submitButton(page)).toHaveText("Sending...");
    await expect(submitButton(page)).toBeDisabled();
    await emailField(page).press("Enter");
    await nameField(page).press("Enter");
    await settle(page);
    expect(await handedOver(page)).toHaveLength(1);
  });

  test("a scripted submit while 'Sending...' is refused by the handler itself", async ({ page }) => {
    await openForm(page);
    await fill(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toBeDisabled();
    // requestSubmit() ignores the disabled button: only the handler's own guard stops this one.
    await form(page).evaluate((el: HTMLFormElement) => el.requestSubmit());
    await settle(page);
    expect(await handedOver(page)).toHaveLength(1);
    await page.clock.runFor(SENDING_MS + SUCCESS_MS);
    await expect(submitButton(page)).toBeEnabled();
  });
});
