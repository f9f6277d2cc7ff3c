// Content whose every text field holds break-out strings (build-plugins/hostile-content/break-out-strings.ts),
// each within what its field accepts: the schema's own validation (src/content/schema.ts) decides, as
// it does in the editor and the content check. e2e/content-breakout.spec.ts builds it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { ComponentSchema } from "@keystatic/core";

import schema from "../../src/content/schema";
import { SPEC_WORDS } from "../../src/content/spec";
import { dataFile, specWords } from "../../build-plugins/content-check";

type Key = keyof typeof schema.singletons;
type Path = (string | number)[];

/**
 * Where a text field lands, roughly: the search title and description go to the <head> (title,
 * meta, structured data, manifest), a picture's description to an `alt`, a template is filled by
 * the page's code, a list's item and any other text to the page's body.
 */
export const FIELD_KINDS = [
  "search title",
  "search description",
  "picture description",
  "template",
  "list item",
  "text",
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export type TextField = {
  file: string;
  path: Path;
  /** As the content check names it: `slides[1].title`. */
  name: string;
  kind: FieldKind;
  /** The value today: a template's placeholders are kept from it. */
  original: string;
  /** The schema's check of a value: throws its message when the editor would refuse it. */
  validate: (value: string) => void;
};

const fieldName = (path: Path) =>
  path.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");

/** Every text field of the content that the team may write freely: every fields.text but the words the specification fixes. */
export function textFields(root: string): TextField[] {
  const found: TextField[] = [];
  for (const key of Object.keys(schema.singletons) as Key[]) {
    const file = dataFile(key);
    const data: unknown = JSON.parse(readFileSync(join(root, file), "utf8"));
    const fixed = new Set(
      [...specWords((SPEC_WORDS as Partial<Record<Key, unknown>>)[key])].map(([path]) => path.join(".")),
    );
    const top = schema.singletons[key].schema as Record<string, ComponentSchema>;
    const search = "title" in top && "description" in top;
    const visit = (field: ComponentSchema, value: unknown, path: Path, inList: boolean) => {
      if (field.kind === "object")
        for (const [name, inner] of Object.entries(field.fields))
          visit(inner, (value as Record<string, unknown>)[name], [...path, name], false);
      else if (field.kind === "array" && Array.isArray(value))
        for (const [i, item] of value.entries()) visit(field.element, item, [...path, i], true);
      // A text field (fields.text) is the form field whose value may serve as a slug.
      else if (field.kind === "form" && field.formKind === "slug" && typeof value === "string") {
        if (fixed.has(path.join("."))) return;
        const last = path.at(-1);
        const kind: FieldKind = /\{\w+\}/.test(value)
          ? "template"
          : search && path.length === 1 && last === "title"
            ? "search title"
            : search && path.length === 1 && last === "description"
              ? "search description"
              : last === "alt"
                ? "picture description"
                : inList
                  ? "list item"
                  : "text";
        // Not a slug field: no other entries to tell apart.
        const validate = (text: string) => void field.validate(text, undefined);
        found.push({ file, path, name: fieldName(path), kind, original: value, validate });
      }
    };
    for (const [name, field] of Object.entries(top))
      visit(field, (data as Record<string, unknown>)[name], [name], false);
  }
  return found;
}

/** One field's value in one build, and the corpus strings it holds. */
export type Filled = { build: number; field: TextField; value: string; strings: string[] };

/** The refusals that more text can mend: too short, or empty. */
const mendable = (message: string) => /at least|not be empty/i.test(message);

/**
 * The corpus spread over every text field of `builds` builds: for each kind of field, every string
 * goes into the first field (of any build) that still has room for it, longest first, so each
 * string lands in at least one field of each kind; then every field gets strings in turn, rotating
 * through the corpus, until the schema accepts it (a description needs 50 characters). A template
 * keeps its placeholders, first. `presets` ("build file name" → value) are written as they are.
 */
export function spreadCorpus(
  fields: readonly TextField[],
  corpus: readonly string[],
  builds: number,
  presets: ReadonlyMap<string, string> = new Map(),
): Filled[] {
  const slots = Array.from({ length: builds }, (_, build) => fields.map((field) => ({ build, field }))).flat();
  const prefix = (field: TextField) => (field.original.match(/\{\w+\}/g) ?? []).map((p) => `${p} `).join("");
  const valueOf = (field: TextField, strings: string[]) => prefix(field) + strings.join(" ");
  const verdict = (field: TextField, strings: string[]): "valid" | "short" | "refused" => {
    try {
      field.validate(valueOf(field, strings));
      return "valid";
    } catch (error) {
      return mendable((error as Error).message) ? "short" : "refused";
    }
  };
  const filled = slots.map(({ build, field }) => ({
    build,
    field,
    preset: presets.get(`${build} ${field.file} ${field.name}`),
    strings: [] as string[],
  }));
  const open = filled.filter((slot) => slot.preset === undefined);
  for (const kind of FIELD_KINDS) {
    const ofKind = open.filter((slot) => slot.field.kind === kind);
    for (const text of [...corpus].sort((a, b) => b.length - a.length)) {
      const slot = ofKind.find(({ field, strings }) => verdict(field, [...strings, text]) !== "refused");
      slot?.strings.push(text);
    }
  }
  let turn = 0;
  for (const slot of open) {
    while (slot.strings.length === 0 || verdict(slot.field, slot.strings) !== "valid") {
      const next = corpus
        .map((_, i) => corpus[(turn + i) % corpus.length] ?? "")
        .find((text) => verdict(slot.field, [...slot.strings, text]) !== "refused");
      if (next === undefined)
        throw new Error(`no break-out string fits ${slot.field.file}: ${slot.field.name} (${slot.strings.join(" ")})`);
      slot.strings.push(next);
      turn++;
    }
  }
  return filled.map(({ build, field, preset, strings }) => ({
    build,
    field,
    value: preset ?? valueOf(field, strings),
    strings,
  }));
}

/** Writes one build's values into the content files of the project copy at `root`, as the editor writes JSON. */
export function writeFilled(root: string, filled: readonly Filled[]) {
  const files = new Map<string, Record<string, unknown>>();
  for (const { field, value } of filled) {
    const data = files.get(field.file) ?? JSON.parse(readFileSync(join(root, field.file), "utf8"));
    files.set(field.file, data);
    const parent = field.path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, data);
    parent[field.path.at(-1) ?? ""] = value;
  }
  for (const [file, data] of files) writeFileSync(join(root, file), `${JSON.stringify(data, null, 2)}\n`);
}
