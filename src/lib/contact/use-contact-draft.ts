import { useEffect, useEffectEvent, useState, type FormEvent, type RefObject } from "react";

import { clearDraft, DRAFT_FIELDS, readDraft, saveDraft, type Draft } from "./draft";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as Control | null;

/** The form's current values, as typed (a select's as its option value). */
export function readFields(form: HTMLFormElement): Draft {
  return Object.fromEntries(DRAFT_FIELDS.map((name) => [name, control(form, name)?.value ?? ""]));
}

/**
 * The contact form's draft (./draft.ts): restored once hydrated, saved on every input, and
 * cleared with the form once a send is safe. `long` says whether the values are too long for one
 * email link, as `isLong` judges them.
 */
export function useContactDraft(formRef: RefObject<HTMLFormElement | null>, isLong: (draft: Draft) => boolean) {
  const [long, setLong] = useState(false);
  // Not a dependency: a new `isLong` on a later render must not restore the draft again.
  const measure = useEffectEvent((draft: Draft) => setLong(isLong(draft)));

  // Once hydrated, into fields the visitor has not started typing in. What they typed before (the
  // form hydrates as it nears the screen) joins the draft at once, not only at their next keystroke.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = readDraft();
    for (const name of DRAFT_FIELDS) {
      const field = control(form, name);
      if (field && !field.value && draft[name]) field.value = draft[name];
    }
    const fields = readFields(form);
    if (Object.values(fields).some(Boolean)) saveDraft(fields);
    measure(fields);
  }, [formRef]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const draft = readFields(event.currentTarget);
    saveDraft(draft);
    // Only the flag is state: the notice appears or goes once, not on every keystroke.
    setLong(isLong(draft));
  };

  const clear = () => {
    formRef.current?.reset();
    clearDraft();
    setLong(false);
  };

  return { long, onInput, clear };
}
