/**
 * The contact form's draft, kept in this browser's localStorage only, so a reload or a wrong click
 * loses nothing. Tolerant: storage may be missing, throw (private mode, quota, blocked cookies) or
 * hold anything under our key.
 */
export const DRAFT_KEY = "rymi:contact-draft:v1";

export const DRAFT_FIELDS = ["name", "email", "company", "industry", "message"] as const;
export type Draft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

/** The stored draft's text fields; {} when there is none or it cannot be read. */
export function readDraft(): Draft {
  const draft: Draft = {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return draft;
    for (const field of DRAFT_FIELDS) {
      const value: unknown = (stored as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
  } catch {
    // No storage or not our JSON: no draft.
  }
  return draft;
}

/** Saves the draft, or forgets it when every field is empty. Never throws. */
export function saveDraft(draft: Draft): void {
  try {
    if (Object.values(draft).some(Boolean)) localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or refused: the form still works, only without a draft.
  }
}

export function clearDraft(): void {
  saveDraft({});
}
