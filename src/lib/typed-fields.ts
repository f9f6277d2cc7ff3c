type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The island's own form controls (not a nested island's), in page order. */
function controlsOf(island: HTMLElement): Control[] {
  return [...island.querySelectorAll<Control>("input, select, textarea")].filter(
    (control) => control.closest("astro-island") === island,
  );
}

/** The same control drawn again: same place among the island's controls, same kind and name. */
const sameControl = (old: Control, twin: Control | undefined): twin is Control =>
  twin !== undefined && twin.tagName === old.tagName && twin.type === old.type && twin.name === old.name;

/** Gives `twin` what the visitor left in `old`: its text, its choice, its tick. */
function copyState(old: Control, twin: Control) {
  if (old instanceof HTMLSelectElement && twin instanceof HTMLSelectElement) {
    const chosen = new Set([...old.selectedOptions].map((option) => option.value));
    for (const option of twin.options) option.selected = chosen.has(option.value);
  } else if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
    (twin as HTMLInputElement).checked = old.checked;
  } else if (old.type !== "file" && twin.value !== old.value) {
    // A file input's choice cannot be set by a script; the site has none.
    twin.value = old.value;
  }
}

/** Focus back in the field being typed in, its caret or selection where it was (not every input type has one). */
function moveFocus(old: Control, twin: Control) {
  twin.focus({ preventScroll: true });
  if (old instanceof HTMLSelectElement || twin instanceof HTMLSelectElement) return;
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = old;
  if (start === null || end === null) return;
  try {
    twin.setSelectionRange(start, end, direction ?? undefined);
  } catch {
    // An input type without a selection (email, number): the caret stays at the end, where typing goes on.
  }
}

/**
 * Keeps what a visitor typed into an island's pre-rendered fields when React draws the island again
 * instead of hydrating it (a page the browser translated before the island hydrated: React error
 * 418, src/lib/hydration-errors.ts). The pre-rendered fields work before any script: a visitor may
 * be typing in one as its island hydrates. Drawn again, the island's fields are new, empty
 * elements; the old ones leave the page, and the focus with them.
 *
 * Call it just before hydrating: it notes the island's fields and which has the focus. The function
 * it returns, called in the island's first commit (a layout effect: the old fields have just left
 * the page, and no keystroke can come in between), gives each new field its old twin's value, and
 * the focus, caret and selection back to the field being typed in, so that the next keystroke lands
 * there. Fields React hydrated in place are still in the page: nothing to do.
 */
export function watchTypedFields(island: HTMLElement): () => void {
  const before = controlsOf(island);
  const owned = new Set<EventTarget>(before);
  const active = document.activeElement;
  let focused: EventTarget | null = active && owned.has(active) ? active : null;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target && owned.has(event.target)) focused = event.target;
  };
  // Chromium sends focusout as it removes a focused field, still in the page: a field really left
  // is known only once the event is over (and the commit that removed one has restored it).
  const onFocusOut = ({ target }: FocusEvent) => {
    queueMicrotask(() => {
      if (focused === target && target instanceof Element && target.isConnected) focused = null;
    });
  };
  island.addEventListener("focusin", onFocusIn);
  island.addEventListener("focusout", onFocusOut);

  return () => {
    island.removeEventListener("focusin", onFocusIn);
    island.removeEventListener("focusout", onFocusOut);
    if (before.every((old) => old.isConnected)) return;
    const after = controlsOf(island);
    // Only where nothing else has taken the focus since: a visitor's click elsewhere keeps it there.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    before.forEach((old, i) => {
      const twin = after[i];
      if (old.isConnected || !sameControl(old, twin)) return;
      copyState(old, twin);
      if (old === focused && focusLost) moveFocus(old, twin);
    });
  };
}
