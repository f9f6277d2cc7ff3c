// @vitest-environment node
// The browser tests judge what a visitor's browser shows, whatever the words and the framework:
//
// - no file under e2e/ reads React's or React Router's private globals (they wait on the app's own
//   `data-hydrated` instead), so they stay green through a change of framework underneath;
// - no test spells out a word the marketing team may change in the editor: they read it from the
//   content files (e2e/support/content.ts), so any edit the editor allows keeps CI green. Only the words the
//   specification fixes (SPEC_WORDS in src/content/spec.ts) may appear as literals.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { expect, it } from "vitest";

import schema from "../../src/content/schema.ts";
import { SPEC_WORDS } from "../../src/content/spec.ts";
import { escapeRegExp } from "../../src/content/escape-regexp.ts";
import { nav } from "../../src/content/shared.ts";
import { industries, site } from "../../src/content/site.ts";
import { dataFile, specWords } from "../../build-plugins/content-check.ts";
import { filesUnder } from "../../build-plugins/files.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const e2e = join(ROOT, "e2e");
const FORBIDDEN = ["__reactRouter", "__reactProps", "__reactFiber", "__reactContainer"];

const e2eFiles = filesUnder(e2e)
  .filter((file) => /\.(ts|mts|js|mjs)$/.test(file) && !file.endsWith(".test.ts"))
  .map((file) => join(e2e, file));
/** Every file a browser test or check runs: e2e/ (its drivers included), and the screenshot script. */
const testFiles = [...e2eFiles, join(ROOT, "commands/screenshots.mjs")];

it("no file under e2e/ mentions a React or React Router internal", () => {
  expect(e2eFiles.length).toBeGreaterThan(5);
  const found = e2eFiles.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return FORBIDDEN.filter((name) => text.includes(name)).map((name) => `${relative(ROOT, file)}: ${name}`);
  });
  expect(found).toEqual([]);
});

/** Editable words, and for a template's part, the part as it stands ("Slide " in "Slide {n}"). */
type Editable = { words: string; field: string; part?: string };

/**
 * Words in code, not in the content files (src/content/site.ts, shared.ts): the company's name, the home
 * page's section ids (in its URLs: /#about), the contact form's industry menu (form values), and
 * the content files' own names in the schema ("home", "hero").
 */
const CODE_WORDS = [
  site.name,
  ...nav.map((item) => item.section),
  ...industries.map((option) => option.label),
  ...Object.keys(schema.singletons),
];

/** The words a test may spell out: those the specification fixes, and the words in code. */
function allowedWords(): string[] {
  const fixed = Object.keys(schema.singletons).flatMap((key) =>
    [...specWords((SPEC_WORDS as Record<string, unknown>)[key])].map(([, words]) => words),
  );
  return [...new Set([...fixed, ...CODE_WORDS])];
}

/**
 * Every editable value of 4 characters or more in the content files, with its file and field: a
 * template's fixed parts ("Slide {n}" gives "Slide"); not pictures or icon names, which are not
 * words, nor a value that is also an allowed word.
 */
function editableWords(): Editable[] {
  const fixed = new Set<string>(allowedWords());
  const found: Editable[] = [];
  for (const key of Object.keys(schema.singletons) as (keyof typeof schema.singletons)[]) {
    const file = dataFile(key);
    const fixedHere = [...specWords((SPEC_WORDS as Record<string, unknown>)[key])];
    const fixedPaths = new Set(fixedHere.map(([path]) => path.join(".")));
    const data: unknown = JSON.parse(readFileSync(join(ROOT, file), "utf8"));
    for (const [path, value] of specWords(data)) {
      const last = path.at(-1);
      if (last === "image" || last === "icon" || fixedPaths.has(path.join("."))) continue;
      const parts = value.split(/\{\w+\}/);
      for (const part of parts) {
        const words = part.trim();
        if (words.length >= 4)
          found.push({ words, field: `${file} ${path.join(".")}`, ...(parts.length > 1 ? { part } : {}) });
      }
    }
  }
  return found.filter(({ words }) => !fixed.has(words));
}

/** The text of every string, template and regular-expression literal in a file, test titles aside. */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const literals: string[] = [];
  const isTitle = (node: ts.Node) => {
    const call = node.parent;
    if (!ts.isCallExpression(call) || call.arguments[0] !== node) return false;
    // test("…"), test.describe("…"), test.step("…"), it("…"), describe("…")
    const callee = call.expression.getText(source);
    return /^(test|it|describe)(\.(describe|step|skip|fixme|only|serial|parallel))*$/.test(callee);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isTitle(node)) literals.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      if (!isTitle(node)) literals.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    } else if (ts.isRegularExpressionLiteral(node)) literals.push(node.text.replace(/\\(.)/g, "$1"));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

/** Every place `words` stand whole in `text` ("Slide" is not in "Slides"): [start, end) pairs. */
const placesOf = (words: string, text: string) =>
  [
    ...text.matchAll(
      new RegExp(`${/^\w/.test(words) ? "\\b" : ""}${escapeRegExp(words)}${/\w$/.test(words) ? "\\b" : ""}`, "g"),
    ),
  ].map((match) => [match.index, match.index + words.length] as const);

/**
 * Whether a literal spells out `words` other than inside an allowed word: "Finance" inside the
 * menu option "Finance & Banking" is the option's. A single word ("slide", the carousel's
 * role description) pins only as the whole literal or a quoted value in one
 * (`[aria-roledescription="slide"]`); inside a sentence ("a slide fades in") it is English.
 */
const pins = (words: string, literal: string, allowed: readonly string[]) => {
  // Most pairs share nothing: a plain search rules them out before any regular expression.
  if (!literal.includes(words)) return false;
  if (!/\s/.test(words) && literal !== words && !new RegExp(`(["'])${escapeRegExp(words)}\\1`).test(literal))
    return false;
  const covered = allowed.filter((word) => literal.includes(word)).flatMap((word) => placesOf(word, literal));
  return placesOf(words, literal).some(([start, end]) => !covered.some(([from, to]) => from <= start && end <= to));
};

it("no browser test spells out a word the editor lets the marketing team change", () => {
  const editable = editableWords();
  const allowed = allowedWords();
  // The check sees the content: the hero's heading and the form's button are editable words.
  expect(editable.map(({ field }) => field)).toEqual(
    expect.arrayContaining(["src/content/home/hero.json heading", "src/content/home/contact.json form.submit"]),
  );
  const pinned = testFiles.flatMap((file) => {
    const literals = literalsOf(file);
    return (
      editable
        // A template literal that spells a content template out (`Slide ${n}`) has the part as it stands.
        .filter(({ words, part }) => literals.some((literal) => literal === part || pins(words, literal, allowed)))
        .map(
          ({ words, field }) => `${relative(ROOT, file)}: "${words}" (${field}): read it from e2e/support/content.ts`,
        )
    );
  });
  expect(pinned).toEqual([]);
});
