import { expect, test, type Locator, type Page } from "@playwright/test";

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
  showForm,
  submitButton,
} from "./contact-helpers";
import { describeFadeIn, openHome, settle } from "./section-helpers";

/** Spec sections 3, 5, 7 and 9, to the letter. */
const INDUSTRIES = [
  ["finance", "Finance & Banking"],
  ["healthcare", "Healthcare"],
  ["retail", "Retail & E-commerce"],
  ["manufacturing", "Manufacturing"],
  ["logistics", "Logistics & Supply Chain"],
  ["technology", "Technology"],
  ["other", "Other"],
] as const;
const SUCCESS_MS = 3000;
const PROMISE = "We'll get back to you within 24 hours.";

/** How long the button may read 'Sending...' before the success message: the site's own choice. */
const SENDING_MS = 800;

const isInvalid = (field: Locator) => field.evaluate((el) => el.matches(":invalid"));

test.describe("Contact section", () => {
  test("has its heading, three cards whose buttons bring the visitor to the form, and the promise", async ({
    page,
  }) => {
    await openHome(page);
    await expect(
      contact(page).getByRole("heading", { name: "Get Started with RYMI", exact: true, level: 2 }),
    ).toBeAttached();

    const cards = contact(page).getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      // The card buttons are links styled as buttons (role link); each card has exactly one.
      const button = card.getByRole("link");
      await expect(button).toHaveCount(1);
      await button.click(); // a mouse click focuses the link itself first
      await expect(nameField(page)).toBeFocused();
      await expect(nameField(page)).toBeInViewport();
    }

    await expect(contact(page).getByText(PROMISE, { exact: true })).toBeVisible();
  });

  test("the form has the spec's labels, placeholders, industry options and constraints", async ({ page }) => {
    await openHome(page);
    await expect(form(page).getByRole("textbox")).toHaveCount(4);

    await expect(nameField(page)).toHaveAttribute("placeholder", "Enter your full name");
    await expect(nameField(page)).toHaveAttribute("required");
    await expect(emailField(page)).toHaveAttribute("type", "email");
    await expect(emailField(page)).toHaveAttribute("required");
    await expect(emailField(page)).toHaveAttribute("placeholder", /\S+@\S+/);
    await expect(companyField(page)).toHaveAttribute("placeholder", "Your company name");
    await expect(companyField(page)).not.toHaveAttribute("required");
    await expect(messageField(page)).toHaveAttribute(
      "placeholder",
      "Describe your business challenges and how we can help...",
    );
    await expect(messageField(page)).toHaveAttribute("required");
    await expect(messageField(page)).toHaveAttribute("rows", "4");
    expect(await messageField(page).evaluate((el) => el.tagName)).toBe("TEXTAREA");

    // Industry: a select whose first option is the placeholder, then the spec's options in order.
    const industry = industryField(page);
    await expect(industry).toHaveRole("combobox");
    await expect(industry).not.toHaveAttribute("required");
    const options = await industry
      .locator("option")
      .evaluateAll((list) =>
        list.map((option) => [(option as HTMLOptionElement).value, option.textContent?.trim() ?? ""]),
      );
    expect(options).toEqual([["", "Select your industry"], ...INDUSTRIES]);
    await expect(industry).toHaveValue("");

    await expect(submitButton(page)).toHaveCount(1);
    await expect(submitButton(page)).toBeEnabled();
  });

  test("native validation: an empty form or an invalid email hands nothing to the browser", async ({ page }) => {
    await captureMailto(page);
    await openHome(page);
    await showForm(page);

    await submitButton(page).click();
    await settle(page);
    expect(await isInvalid(nameField(page))).toBe(true);
    await expect(nameField(page)).toBeFocused(); // the browser points at the first invalid field
    expect(await handedOver(page)).toEqual([]);
    await expect(submitButton(page)).toBeEnabled();

    await nameField(page).fill("Asha Verma");
    await emailField(page).fill("not-an-email");
    await messageField(page).fill("Hello");
    await submitButton(page).click();
    await settle(page);
    expect(await isInvalid(nameField(page))).toBe(false);
    expect(await isInvalid(emailField(page))).toBe(true);
    await expect(emailField(page)).toBeFocused();
    expect(await handedOver(page)).toEqual([]);
    await expect(page.getByText("Message Sent!")).toBeHidden();
  });

  test.describe("submitting", () => {
    test.use({ locale: "en-US", timezoneId: "Asia/Kolkata" });

    /** Noon UTC: 9 June 2025, 5:30 PM in Lucknow, the visitor's time zone here. */
    const SUBMITTED = new Date("2025-06-09T12:00:00Z");
    const MESSAGE_LINES = [
      "Hi RYMI & team, we need 24/7 support + Hindi callers.",
      "Café owners in Lucknow — can you help?",
    ];

    /** Opens the page with a paused clock (time only moves when the test moves it), capturing mailto. */
    async function openForm(page: Page) {
      await captureMailto(page);
      const start = new Date("2025-06-01T08:00:00Z").getTime();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      await openHome(page);
      await page.clock.setSystemTime(SUBMITTED);
    }

    async function fillForm(page: Page) {
      await nameField(page).fill("Asha Verma");
      await emailField(page).fill("asha.verma@example.com");
      await companyField(page).fill("Acme Health");
      await industryField(page).selectOption({ label: "Healthcare" });
      await messageField(page).fill(MESSAGE_LINES.join("\n"));
    }

    test("hands exactly one well-formed mailto URL to the browser, then clears the form and confirms", async ({
      page,
    }) => {
      await openForm(page);
      await fillForm(page);
      await submitButton(page).click();

      // Sending: the button says so and cannot be pressed again.
      await expect(submitButton(page)).toHaveText("Sending...");
      await expect(submitButton(page)).toBeDisabled();

      const urls = await handedOver(page);
      expect(urls).toHaveLength(1);
      const url = urls[0] ?? "";
      expect(url.startsWith("mailto:contact@rymi.ai?subject=")).toBe(true);

      const query = url.slice(url.indexOf("?") + 1);
      const pairs = query.split("&").map((pair) => pair.split("="));
      expect(pairs.map(([key]) => key)).toEqual(["subject", "body"]);
      expect(pairs.every((pair) => pair.length === 2)).toBe(true);
      const [subject, body] = pairs.map(([, value]) => decodeURIComponent(value ?? ""));
      expect(subject).toBe("New Contact Form Submission from Asha Verma");

      // Encoding: spaces %20 (never '+'), line breaks CRLF as %0D%0A, '+' and '&' escaped.
      expect(url).not.toContain("+");
      expect(url).not.toContain(" ");
      expect(url).toContain("Asha%20Verma");
      expect(url).toContain("%0D%0A");
      expect(url.replace(/%0D%0A/g, "")).not.toMatch(/%0D|%0A/i);
      expect(url).toContain("%2B");
      expect(url).toContain("%26");

      const lines = (body ?? "").split("\r\n");
      expect(lines.slice(0, 4)).toEqual([
        "Name: Asha Verma",
        "Email: asha.verma@example.com",
        "Company: Acme Health",
        "Industry: Healthcare",
      ]);
      const messageAt = lines.findIndex((line) => line.startsWith("Message:"));
      const submittedAt = lines.findIndex((line) => line.startsWith("Submitted at: "));
      expect(messageAt).toBe(4);
      expect(submittedAt).toBe(lines.length - 1);
      const message = [
        lines[messageAt]?.slice("Message:".length).trim(),
        ...lines.slice(messageAt + 1, submittedAt),
      ].filter((line) => line !== "");
      expect(message).toEqual(MESSAGE_LINES);
      // The visitor's local date and time at the moment of sending.
      expect(lines[submittedAt]).toContain("Jun 9, 2025");
      expect(lines[submittedAt]).toMatch(/\b5:30\s?PM\b/);

      // Still sending just before the site's hand-over delay ends; then cleared and confirmed.
      await page.clock.runFor(SENDING_MS - 1);
      await settle(page);
      await expect(submitButton(page)).toBeDisabled();
      await page.clock.runFor(1);
      const status = contact(page).getByRole("status").filter({ hasText: "Message Sent!" });
      await expect(status).toContainText("Message Sent!");
      await expect(status.getByText("Message Sent!")).toBeVisible();
      await expect(nameField(page)).toHaveValue("");
      await expect(emailField(page)).toHaveValue("");
      await expect(companyField(page)).toHaveValue("");
      await expect(industryField(page)).toHaveValue("");
      await expect(messageField(page)).toHaveValue("");
      await expect(submitButton(page)).toBeEnabled();
      await expect(submitButton(page)).toHaveText("Send Message");

      // The confirmation stays 3000 ms, then goes.
      await page.clock.runFor(SUCCESS_MS - 1);
      await settle(page);
      await expect(status.getByText("Message Sent!")).toBeVisible();
      await page.clock.runFor(1);
      await expect(contact(page).getByText("Message Sent!")).toBeHidden();
      expect(await handedOver(page)).toHaveLength(1);
    });

    test("a double-click on the submit button hands over only one URL", async ({ page }) => {
      await openForm(page);
      await fillForm(page);
      await submitButton(page).dblclick();
      await settle(page);
      expect(await handedOver(page)).toHaveLength(1);
      await page.clock.runFor(SENDING_MS + SUCCESS_MS);
      await settle(page);
      expect(await handedOver(page)).toHaveLength(1);
    });
  });

  describeFadeIn(contact, "Get Started with RYMI", [0.1, 0.16]);
});
