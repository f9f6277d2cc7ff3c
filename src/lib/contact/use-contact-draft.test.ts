import { act, renderHook } from "@testing-library/react";
import type { FormEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DRAFT_KEY, type Draft } from "./draft";
import { readFields, useContactDraft } from "./use-contact-draft";

/** The contact form's five controls, as the page has them before hydration. */
function makeForm() {
  const form = document.createElement("form");
  form.innerHTML = `
    <input name="name"><input name="email" type="email"><input name="company">
    <select name="industry"><option value=""></option><option value="healthcare"></option></select>
    <textarea name="message"></textarea>`;
  document.body.append(form);
  return form;
}

const field = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the page does as the visitor types: set the value, then the form's input event. */
const typeInto = (
  form: HTMLFormElement,
  name: string,
  value: string,
  onInput: (e: FormEvent<HTMLFormElement>) => void,
) =>
  act(() => {
    field(form, name).value = value;
    onInput({ currentTarget: form } as FormEvent<HTMLFormElement>);
  });

const stored = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null") as Draft | null;
const isLong = (draft: Draft) => (draft.message ?? "").length > 20;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.replaceChildren();
});

describe("useContactDraft", () => {
  it("restores the stored draft into empty fields, never over what the visitor already typed", () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: "Asha", email: "a@b.co", industry: "healthcare", message: "A message of some length" }),
    );
    const form = makeForm();
    field(form, "name").value = "Ravi"; // typed before the page hydrated
    const { result } = renderHook(() => useContactDraft({ current: form }, isLong));

    expect(readFields(form)).toEqual({
      name: "Ravi",
      email: "a@b.co",
      company: "",
      industry: "healthcare",
      message: "A message of some length",
    });
    expect(result.current.long).toBe(true);
    expect(stored(), "what was typed before hydration is in the draft at once").toEqual(readFields(form));
  });

  it("keeps text typed before hydration in the draft, with no draft stored before", () => {
    const form = makeForm();
    field(form, "message").value = "Typed while the page was loading";
    renderHook(() => useContactDraft({ current: form }, isLong));
    expect(stored()).toEqual({
      name: "",
      email: "",
      company: "",
      industry: "",
      message: "Typed while the page was loading",
    });
  });

  it("stores nothing for an empty form", () => {
    renderHook(() => useContactDraft({ current: makeForm() }, isLong));
    expect(stored()).toBeNull();
  });

  it("restores only once, however often the form renders with a new `isLong`", () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: "Asha" }));
    const formRef = { current: makeForm() };
    const form = formRef.current;
    const { rerender } = renderHook(() => useContactDraft(formRef, (draft) => isLong(draft)));
    expect(field(form, "name").value).toBe("Asha");
    field(form, "name").value = "";
    rerender();
    expect(field(form, "name").value).toBe("");
  });

  it("saves every input, and flags a message that has become too long (or no longer is)", () => {
    const form = makeForm();
    const { result } = renderHook(() => useContactDraft({ current: form }, isLong));
    expect(result.current.long).toBe(false);
    expect(stored()).toBeNull();

    typeInto(form, "name", "Asha", result.current.onInput);
    expect(stored()).toEqual({ name: "Asha", email: "", company: "", industry: "", message: "" });
    typeInto(form, "message", "Far too long for one email link", result.current.onInput);
    expect(stored()?.message).toBe("Far too long for one email link");
    expect(result.current.long).toBe(true);
    typeInto(form, "message", "Short", result.current.onInput);
    expect(result.current.long).toBe(false);
  });

  it("clear() empties the form, forgets the draft and the flag", () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: "Asha", message: "A message of some length" }));
    const form = makeForm();
    const { result } = renderHook(() => useContactDraft({ current: form }, isLong));
    expect(result.current.long).toBe(true);

    act(() => result.current.clear());
    expect(readFields(form)).toEqual({ name: "", email: "", company: "", industry: "", message: "" });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(result.current.long).toBe(false);
  });

  it("still works when storage refuses", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const form = makeForm();
    const { result } = renderHook(() => useContactDraft({ current: form }, isLong));
    typeInto(form, "message", "Far too long for one email link", result.current.onInput);
    expect(result.current.long).toBe(true);
  });
});
