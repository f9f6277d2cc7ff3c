import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { contact } from "~/content/home";
import { DRAFT_KEY } from "~/lib/contact/draft";
import { openMailto } from "~/lib/contact/open-mailto";
import { SENDING_MS } from "~/lib/timing";

import { ContactForm } from "./contact-form";

vi.mock("~/lib/contact/open-mailto", () => ({ openMailto: vi.fn() }));

/** A clipboard whose write settles only when the test says so, like one behind a slow prompt. */
function slowClipboard() {
  let settle: (ok: boolean) => void = () => {};
  const writeText = vi.fn(
    () => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error("denied"))))),
  );
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return { settle: (ok: boolean) => act(async () => settle(ok)) };
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("ContactForm", () => {
  // The hooks' own tests cover the timings; this one checks the form wires the outcome through.
  it("reports what the clipboard really did with a long message, even when it answers after 'Sending...'", async () => {
    const clipboard = slowClipboard();
    render(<ContactForm contact={contact} />);
    type(contact.form.name.label, "Asha Verma");
    type(contact.form.email.label, "asha@example.com");
    type(contact.form.message.label, "A long message. ".repeat(200));
    expect(screen.getByText(contact.form.long.notice)).toBeTruthy();

    fireEvent.submit(screen.getByRole("button", { name: contact.form.submit }).closest("form") as HTMLFormElement);
    await act(async () => vi.advanceTimersByTimeAsync(SENDING_MS));
    expect(screen.getByRole("button", { name: contact.form.sending })).toBeTruthy();
    await clipboard.settle(true);

    expect(screen.getByText(contact.success.shortenedCopied)).toBeTruthy();
    expect((screen.getByLabelText(contact.form.message.label) as HTMLTextAreaElement).value).toBe("");
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(openMailto).toHaveBeenCalledOnce();
  });
});
