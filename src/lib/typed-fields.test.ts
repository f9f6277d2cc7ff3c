import { afterEach, describe, expect, it } from "vitest";

import { watchTypedFields } from "./typed-fields";

/** The contact form's kinds of field, as an island's pre-rendered HTML holds them. */
const FORM = `
  <form>
    <input name="name" type="text">
    <input name="email" type="email">
    <select name="industry"><option value="">Pick one</option><option value="healthcare">Healthcare</option></select>
    <input name="updates" type="checkbox">
    <textarea name="message"></textarea>
  </form>`;

let island: HTMLElement | undefined;
afterEach(() => island?.remove());

/** An island as the page holds it before it hydrates, with its fields. */
function prerendered(html = FORM) {
  const element = (island = document.createElement("astro-island"));
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const field = <T extends Element>(root: ParentNode, name: string) => {
  const found = root.querySelector<T & Element>(`[name="${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

/** What a visitor typed before the island hydrated, the message focused, its caret after "Hel". */
function typeInto(root: HTMLElement) {
  field<HTMLInputElement>(root, "name").value = "Asha Verma";
  field<HTMLInputElement>(root, "email").value = "asha@example.com";
  field<HTMLSelectElement>(root, "industry").value = "healthcare";
  field<HTMLInputElement>(root, "updates").checked = true;
  const message = field<HTMLTextAreaElement>(root, "message");
  message.value = "Hello there";
  message.focus();
  message.setSelectionRange(3, 3);
}

/** React drawing the island again on the client: the old fields leave the page, new empty ones come. */
function drawAgain(root: HTMLElement, html = FORM) {
  root.replaceChildren();
  root.insertAdjacentHTML("beforeend", html);
}

const values = (root: HTMLElement) => ({
  name: field<HTMLInputElement>(root, "name").value,
  email: field<HTMLInputElement>(root, "email").value,
  industry: field<HTMLSelectElement>(root, "industry").value,
  updates: field<HTMLInputElement>(root, "updates").checked,
  message: field<HTMLTextAreaElement>(root, "message").value,
});
const TYPED = {
  name: "Asha Verma",
  email: "asha@example.com",
  industry: "healthcare",
  updates: true,
  message: "Hello there",
};

describe("watchTypedFields", () => {
  it("gives the fields drawn again what was typed into the old ones, and the focus and caret back", () => {
    const root = prerendered();
    const restore = watchTypedFields(root);
    typeInto(root);
    drawAgain(root);
    expect(values(root)).toEqual({ name: "", email: "", industry: "", updates: false, message: "" });
    restore();
    expect(values(root)).toEqual(TYPED);
    const message = field<HTMLTextAreaElement>(root, "message");
    expect(document.activeElement).toBe(message);
    expect([message.selectionStart, message.selectionEnd]).toEqual([3, 3]);
  });

  it("knows the field that had the focus when watching began", () => {
    const root = prerendered();
    typeInto(root);
    const restore = watchTypedFields(root);
    drawAgain(root);
    restore();
    expect(values(root)).toEqual(TYPED);
    expect(document.activeElement).toBe(field(root, "message"));
  });

  it("keeps the focus on a field left as the island is drawn again (Chromium's focusout on removal)", () => {
    const root = prerendered();
    const restore = watchTypedFields(root);
    typeInto(root);
    const old = field<HTMLTextAreaElement>(root, "message");
    old.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    drawAgain(root);
    restore();
    expect(document.activeElement).toBe(field(root, "message"));
  });

  it("takes no focus back once the visitor has left the field", async () => {
    const root = prerendered();
    const restore = watchTypedFields(root);
    typeInto(root);
    field<HTMLTextAreaElement>(root, "message").blur();
    await Promise.resolve(); // the focusout's task is over
    drawAgain(root);
    restore();
    expect(values(root)).toEqual(TYPED);
    expect(document.activeElement).toBe(document.body);
  });

  it("takes no focus from where the visitor has put it since", () => {
    const root = prerendered();
    const elsewhere = document.body.appendChild(document.createElement("button"));
    const restore = watchTypedFields(root);
    typeInto(root);
    drawAgain(root);
    elsewhere.focus();
    restore();
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it("leaves fields hydrated in place as they are", () => {
    const root = prerendered();
    const restore = watchTypedFields(root);
    typeInto(root);
    const before = [...root.querySelectorAll("input, select, textarea")];
    restore();
    expect([...root.querySelectorAll("input, select, textarea")]).toEqual(before);
    expect(values(root)).toEqual(TYPED);
    expect(document.activeElement).toBe(field(root, "message"));
  });

  it("copies nothing into a field that is not the old one's twin (another name or kind)", () => {
    const root = prerendered(`<input name="name" type="text"><input name="email" type="email">`);
    const restore = watchTypedFields(root);
    field<HTMLInputElement>(root, "name").value = "Asha";
    field<HTMLInputElement>(root, "email").value = "asha@example.com";
    drawAgain(root, `<input name="nickname" type="text"><input name="email" type="text">`);
    restore();
    expect(field<HTMLInputElement>(root, "nickname").value).toBe("");
    expect(field<HTMLInputElement>(root, "email").value).toBe("");
  });

  it("leaves a nested island's fields to that island", () => {
    const root = prerendered(`<input name="outer"><astro-island><input name="inner"></astro-island>`);
    const restore = watchTypedFields(root);
    field<HTMLInputElement>(root, "outer").value = "mine";
    field<HTMLInputElement>(root, "inner").value = "not mine";
    drawAgain(root, `<input name="outer"><astro-island><input name="inner"></astro-island>`);
    restore();
    expect(field<HTMLInputElement>(root, "outer").value).toBe("mine");
    expect(field<HTMLInputElement>(root, "inner").value).toBe("");
  });
});
