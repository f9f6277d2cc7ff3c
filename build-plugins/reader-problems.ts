// Keystatic's reader reports bad content as one error whose lines read
// `slides.1.title: Title must not be empty`; its list-length message ends in a stray "}"
// (`Must have at most 3 elements}`). The content check (content-check.ts) reads them here, on the
// build's side: the build never depends on the editor. It is one of the workarounds for Keystatic's
// own behaviour that editor/keystatic.ts lists (1.), and editor/keystatic.test.ts checks it still holds.

/**
 * The problems in the message of Keystatic's `readOrThrow()`, as field (Keystatic's dotted
 * path, "" for the whole entry) and message. An empty list: the message has no field lines.
 */
export function problemLines(message: string): { field: string; message: string }[] {
  return message
    .split("\n")
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [, field = "", text = line] = /^([\w.]*): (.*?)$/.exec(line.replace(/elements\}$/, "elements")) ?? [];
      return { field, message: text };
    });
}
