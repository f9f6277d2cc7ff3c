/** A text as a regular expression's source that matches it literally: "Sending..." → "Sending\.\.\.". */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
