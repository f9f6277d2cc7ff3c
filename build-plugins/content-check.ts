// The content check: every content file against the one schema (src/content/schema.ts), and every
// picture it names against the disk. The build runs it before anything is built (vite.config.ts),
// and the dev server on every change of a content file, so bad content never reaches a build.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";

import { createReader } from "@keystatic/core/reader";
import type { Plugin } from "vite";

import { iconNames } from "../src/content/icons.ts";
import { jsdomDom } from "./drawings.ts";
import { filesUnder } from "./files.mjs";
import { problemLines } from "./reader-problems.ts";
import {
  type ContentProblem,
  drawingMessage,
  legalTextProblems,
  problemLine,
  uploadProblems as uploadProblemsIn,
} from "./upload-check.ts";
import { ART_PUBLIC_PATH } from "../src/content/fields.ts";
import { type ContentKey, dataFile } from "../src/content/files.ts";
import schema from "../src/content/schema.ts";
import { FIXED_REASON, SPEC_WORDS } from "../src/content/spec.ts";

export type { ContentProblem } from "./upload-check.ts";

/** Picture files the site can show, and the most one may weigh (the page must stay fast on a phone). */
export const PICTURE_TYPES = [".svg", ".png", ".jpg", ".jpeg", ".webp"] as const;
export const PICTURE_MAX_BYTES = 300 * 1024;

type SingletonKey = ContentKey;

export { dataFile };

/** A path into a JSON value, as it reads in the file: slides[1].title. */
const fieldPath = (segments: readonly (string | number)[]) =>
  segments.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("") || "(the whole file)";

/** Keystatic's "slides.1.title" as "slides[1].title". */
const fromDotted = (dotted: string) => fieldPath(dotted.split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s)));

/** Every picture the data names: its field path and value. */
function* pictures(value: unknown, at: (string | number)[] = []): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* pictures(item, [...at, i]);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if (key === "image") yield [fieldPath([...at, key]), item];
      else yield* pictures(item, [...at, key]);
    }
}

function checkPicture(root: string, value: unknown, inline: boolean): string | undefined {
  if (typeof value !== "string" || !value.startsWith(ART_PUBLIC_PATH))
    return `expected a picture under ${ART_PUBLIC_PATH}, found ${JSON.stringify(value)}`;
  const type = extname(value).toLowerCase();
  if (!(PICTURE_TYPES as readonly string[]).includes(type))
    return `expected one of ${PICTURE_TYPES.join(", ")}, found "${type || "no extension"}"`;
  const file = join(root, value.slice(1));
  if (!existsSync(file)) return `the picture ${value.slice(1)} does not exist`;
  const bytes = statSync(file).size;
  if (bytes > PICTURE_MAX_BYTES)
    return `the picture weighs ${Math.round(bytes / 1024)} KB; at most ${PICTURE_MAX_BYTES / 1024} KB is allowed`;
  if (type === ".svg") return drawingProblems(root, value.slice(1), inline);
  return undefined;
}

/** What a drawing may not hold (upload-check.ts), as one message naming the file; undefined if none. */
function drawingProblems(root: string, file: string, inline: boolean): string | undefined {
  return drawingMessage(file, readFileSync(join(root, file), "utf8"), inline, jsdomDom());
}

/**
 * The hero draws every picture inside the page (inline SVG), as the first frame draws the first
 * slide's: a browser never counts an inline drawing as the largest paint, so a slide that rotates in
 * seconds later cannot become it. A photo would be an image the browser counts, moving the page's
 * largest paint of a visitor who only watches to six seconds or more.
 */
export const HERO_DRAWINGS_ONLY =
  "expected a drawing (.svg): the slides draw their pictures inside the page, so that no slide rotating in can become the page's largest paint; a photo fits the How It Works steps and the use cases";

/** Every word the specification fixes in a content file: its field path and the words. */
export function* specWords(
  value: unknown,
  at: (string | number)[] = [],
): Generator<[path: (string | number)[], words: string]> {
  if (typeof value === "string") yield [at, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* specWords(item, [...at, i]);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* specWords(item, [...at, key]);
}

/** The value at a field path of parsed JSON, or undefined. */
const valueAt = (data: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as never)[key] : undefined), data);

/** Lists whose items the page tells apart by their title or name: two alike would clash. */
const NAMED_LISTS: Partial<Record<SingletonKey, [list: string, name: string]>> = {
  hero: ["slides", "title"],
  howItWorks: ["steps", "title"],
  useCases: ["items", "name"],
};

/** Every problem of the content under `root` (a checkout of this repository); none means it builds. */
export async function checkContent(root: string): Promise<ContentProblem[]> {
  const reader = createReader(root, schema);
  const problems: ContentProblem[] = [];
  const namedPictures = new Set<unknown>();
  for (const key of Object.keys(schema.singletons) as SingletonKey[]) {
    const file = dataFile(key);
    const add = (field: string, message: string) => problems.push({ file, field, message });
    if (!existsSync(join(root, file))) {
      add("(the whole file)", "the file is missing");
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(root, file), "utf8"));
    } catch (error) {
      add("(the whole file)", `not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const fixedWords = [...specWords((SPEC_WORDS as Partial<Record<SingletonKey, unknown>>)[key])];
    const fixedFields = new Set(fixedWords.map(([path]) => fieldPath(path)));
    try {
      const entry = await reader.singletons[key].readOrThrow();
      if ("body" in entry && typeof entry.body === "function") {
        const body = String(await entry.body());
        if (!body.trim()) add("body", "Text must not be empty");
        problems.push(...legalTextProblems(file.replace(/index\.json$/, "body.mdx"), body));
      }
    } catch (error) {
      const lines = problemLines((error as Error).message);
      if (lines.length === 0) add("(the whole file)", (error as Error).message);
      for (const { field, message } of lines) {
        // A fixed field is judged below, with the words for its place.
        if (fixedFields.has(fromDotted(field))) continue;
        const options =
          message === "Must be a valid option" && field.endsWith("icon") ? `: one of ${iconNames.join(", ")}` : "";
        add(fromDotted(field), message + options);
      }
    }
    for (const [path, words] of fixedWords) {
      const found = valueAt(data, path);
      if (found !== words)
        add(
          fieldPath(path),
          `expected "${words}"${found === undefined ? "" : `, found ${JSON.stringify(found)}`}: ${FIXED_REASON}`,
        );
    }
    for (const [field, value] of pictures(data)) {
      namedPictures.add(value);
      const problem = checkPicture(root, value, key === "hero");
      if (problem) add(field, problem);
      else if (key === "hero" && extname(String(value)).toLowerCase() !== ".svg") add(field, HERO_DRAWINGS_ONLY);
    }
    const named = NAMED_LISTS[key];
    const list = named && (data as Record<string, unknown>)[named[0]];
    if (named && Array.isArray(list)) {
      const seen = new Map<string, number>();
      for (const [i, item] of list.entries()) {
        const name = String((item as Record<string, unknown>)[named[1]] ?? "")
          .trim()
          .toLowerCase();
        const first = seen.get(name);
        if (name && first !== undefined)
          add(
            fieldPath([named[0], i, named[1]]),
            `expected a ${named[1]} of its own; ${named[0]}[${first}] has the same`,
          );
        else seen.set(name, i);
      }
    }
  }
  // The drawings no content file names, which the code draws inside the page (the slides' background).
  for (const file of filesUnder(join(root, ART_PUBLIC_PATH.slice(1)))) {
    const path = `${ART_PUBLIC_PATH.slice(1)}${file}`;
    if (!path.endsWith(".svg") || namedPictures.has(`/${path}`)) continue;
    const problem = drawingProblems(root, path, true);
    if (problem) problems.push({ file: path, field: "(the whole file)", message: problem });
  }
  return problems;
}

/**
 * What a file the editor is about to write may not hold (upload-check.ts), a drawing read in jsdom's
 * DOM: the same messages as the content check's, one per line, file first.
 */
export const uploadProblems = (path: string, text: string): string[] => uploadProblemsIn(path, text, jsdomDom());

/** The problems as the build prints them: one line each, file first. */
export function formatProblems(problems: readonly ContentProblem[]) {
  return [
    `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was built:`,
    ...problems.map((problem) => `  ${problemLine(problem)}`),
  ].join("\n");
}

/** Content files and pictures: a change to one of them is a change of content. */
const isContent = (file: string) => /\/src\/(content\/.*\.(json|mdx)|assets\/art\/)/.test(file);

/**
 * The content check in Vite: a build stops before it builds anything, and the dev server shows the
 * problems (terminal and error overlay) after each change of content, then the change itself.
 */
export function contentCheck(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let checked = false;
  return {
    name: "rymi:content-check",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    async buildStart() {
      // Once per build: the first of its environments (Astro pre-renders, then builds the client).
      if (command !== "build" || checked) return;
      checked = true;
      const problems = await checkContent(root);
      if (problems.length > 0) this.error(formatProblems(problems));
    },
    configureServer(server) {
      // Astro's own servers inside a build (its content sync, its pre-render) have no HMR and no page
      // to show a problem on; the sync's throws an error sent to the page, which crashed the build
      // before buildStart could say "nothing was built". The build's check is buildStart's.
      if (server.config.server.hmr === false) return;
      const check = async () => {
        const problems = await checkContent(root);
        if (problems.length === 0) return;
        const message = formatProblems(problems).replace("nothing was built", "the page shows the last good content");
        server.config.logger.error(message, { timestamp: true });
        server.ws.send({ type: "error", err: { message, stack: "", plugin: "rymi:content-check" } });
      };
      void check();
      server.watcher.on("change", (file) => {
        if (isContent(file)) void check();
      });
    },
  };
}
