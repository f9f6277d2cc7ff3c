import { afterEach, describe, expect, it, vi } from "vitest";

import { clearDraft, DRAFT_KEY, readDraft, saveDraft } from "./draft";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("contact draft", () => {
  it("round-trips the five fields, emoji and line breaks included", () => {
    const draft = { name: "Asha", email: "a@b.co", company: "", industry: "healthcare", message: "1\r\n2 👨‍👩‍👧‍👦" };
    saveDraft(draft);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "")).toEqual(draft);
    expect(readDraft()).toEqual(draft);
  });

  it("forgets the draft when every field is empty, and on clear", () => {
    saveDraft({ name: "Asha" });
    saveDraft({ name: "", message: "" });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    saveDraft({ message: "Hello" });
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft()).toEqual({});
  });

  it.each([
    ["not JSON", "{oops"],
    ["null", "null"],
    ["a string", '"name"'],
    ["a number", "42"],
    ["an array", '["Asha"]'],
  ])("reads no draft from %s", (_label, stored) => {
    localStorage.setItem(DRAFT_KEY, stored);
    expect(readDraft()).toEqual({});
  });

  it("keeps only known fields holding text", () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: "Asha", email: 42, message: null, extra: "x", industry: {} }),
    );
    expect(readDraft()).toEqual({ name: "Asha" });
  });

  it("never throws when storage refuses (private mode, quota, blocked)", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
    expect(readDraft()).toEqual({});
    expect(() => saveDraft({ message: "Hello" })).not.toThrow();
    expect(() => clearDraft()).not.toThrow();
  });

  it("never throws when there is no localStorage at all", () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: "unreachable" }));
    const blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(readDraft()).toEqual({});
    expect(() => saveDraft({ message: "Hello" })).not.toThrow();
    expect(blocked).toHaveBeenCalled();
  });
});
