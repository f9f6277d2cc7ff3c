// Where a built page's offending markup came from: the content file and field (or line) that hold
// its text. The policy check (host-config.mjs) names the page and the element; this names the
// content the marketing team wrote, so a refused build says what to change. Only read once a build
// has failed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { filesUnder } from "./files.mjs";

/**
 * A piece of the content's text and where it is: a string of a content file's JSON, by its field
 * (`slides[1].title`), or a whole legal text or drawing, whose line is found when it matches.
 * @typedef {{ file: string, field?: string, text: string, byLine?: boolean }} ContentText
 */

/**
 * A field path as the content check writes it: `slides[1].title`.
 * @param {(string | number)[]} path
 */
const fieldName = (path) => path.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");

/**
 * Every string of a JSON value with its path.
 * @param {unknown} value
 * @param {(string | number)[]} [path]
 * @returns {Generator<[string, string]>}
 */
function* stringsOf(value, path = []) {
  if (typeof value === "string") yield [fieldName(path), value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, [...path, i]);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key]);
}

/**
 * The text of the content under `root` (a checkout of this project): every string of the content
 * files (src/content/**.json), every legal text (.mdx) and every drawing (src/assets/art/**.svg).
 * @param {string} root
 * @returns {ContentText[]}
 */
export function contentTexts(root) {
  /** @type {ContentText[]} */
  const texts = [];
  const under = (/** @type {string} */ folder) =>
    existsSync(join(root, folder)) ? filesUnder(join(root, folder)).map((file) => `${folder}/${file}`) : [];
  for (const file of under("src/content")) {
    const text = readFileSync(join(root, file), "utf8");
    if (file.endsWith(".json")) {
      let data;
      try {
        data = JSON.parse(text);
      } catch {
        continue; // the content check names a file that is not JSON
      }
      for (const [field, value] of stringsOf(data)) texts.push({ file, field, text: value });
    } else if (file.endsWith(".mdx")) texts.push({ file, field: "body", text, byLine: true });
  }
  for (const file of under("src/assets/art").filter((f) => f.endsWith(".svg")))
    texts.push({ file, text: readFileSync(join(root, file), "utf8"), byLine: true });
  return texts;
}

/**
 * Where the content holds an element's clues: each tier is a set of strings that must all be in
 * one text (case ignored), strongest first (an event handler's name and value, then its name
 * alone); the first tier any text answers wins. `file: field`, or `file: line n` for a legal text
 * or a drawing, at the first clue.
 * @param {ContentText[]} texts
 * @param {string[][]} tiers
 * @returns {string[]}
 */
export function originsOf(texts, tiers) {
  for (const tier of tiers) {
    const clues = tier.filter(Boolean).map((clue) => clue.toLowerCase());
    if (clues.length === 0) continue;
    const found = texts.filter(({ text }) => clues.every((clue) => text.toLowerCase().includes(clue)));
    if (found.length === 0) continue;
    return found.map(({ file, field, text, byLine }) => {
      if (!byLine) return `${file}: ${field}`;
      const line = text.slice(0, text.toLowerCase().indexOf(clues[0] ?? "")).split("\n").length;
      return `${file}: ${field ? `${field}: ` : ""}line ${line}`;
    });
  }
  return [];
}
