// The pseudo-localized site: a copy of this project in which every word the marketing team may
// change reads like a translation (accented letters, about 40% longer, in brackets so that a
// clipped end shows), built as `npm run build` builds it. The words the specification fixes, picture
// paths, icon names, dates, URLs and the email address stay as they are. The browser tests that run
// against it (playwright.pseudo.config.ts) prove two things: that they test behaviour, not copy, and
// that the layout holds longer words, from the team or from a future translation.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import schema from "../../src/content/schema";
import { SPEC_WORDS } from "../../src/content/spec";
import { checkContent, dataFile, formatProblems, specWords } from "../../build-plugins/content-check";
import { copyProject } from "./project-copy";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, i) => [
    letter,
    [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i] ?? letter,
  ]),
);
const VOWEL = /[aeiouyAEIOUY]/;

/**
 * `text` pseudo-localized: each letter accented, vowels doubled from the start and "·" added until
 * it is `growth` times as long, then bracketed. Placeholders ({n}) stay as they are.
 */
/** How much longer, between which brackets, and whether to pad with "·" when the vowels run out. */
type PseudoStyle = { growth?: number; open?: string; close?: string; pad?: boolean };

export function pseudoLocalize(text: string, { growth = 1.4, open = "[", close = "]", pad = true }: PseudoStyle = {}) {
  const parts = text.split(/(\{\w+\})/);
  const target = Math.ceil(text.length * growth) - open.length - close.length;
  let extra = Math.max(0, target - text.length);
  const grown = parts.map((part) =>
    /^\{\w+\}$/.test(part)
      ? part
      : [...part]
          .map((char) => {
            const accented = ACCENTED[char] ?? char;
            if (extra > 0 && VOWEL.test(char)) {
              extra--;
              return accented + accented;
            }
            return accented;
          })
          .join(""),
  );
  // In groups of up to four, so that the padding wraps as words do.
  const padding = pad && extra > 0 ? ` ${"··· ".repeat(Math.ceil(extra / 4))}`.slice(0, extra).trimEnd() : "";
  return `${open}${grown.join("")}${padding}${close}`;
}

/** Fields that are not words: pictures, icon names, dates. */
const NOT_WORDS = new Set(["image", "icon", "updated"]);

/** A content file's JSON with every editable text pseudo-localized at `growth` (by field path). */
function pseudoJson(data: unknown, fixedPaths: Set<string>, styleOf: (path: string) => PseudoStyle) {
  const visit = (value: unknown, at: (string | number)[]): unknown => {
    if (typeof value === "string") {
      const path = at.join(".");
      if (fixedPaths.has(path) || NOT_WORDS.has(String(at.at(-1)))) return value;
      return pseudoLocalize(value, styleOf(path));
    }
    if (Array.isArray(value)) return value.map((item, i) => visit(item, [...at, i]));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, [...at, key])]));
    return value;
  };
  return visit(data, []);
}

/** A legal page's Markdown with its text pseudo-localized: headings' and lists' marks, bold marks and the site's inserts kept. */
export function pseudoMarkdown(markdown: string) {
  return markdown
    .split("\n")
    .map((line) => {
      const [, mark = "", text = ""] = /^(#+ |\* |\d+\. )?(.*)$/.exec(line) ?? [];
      if (!text.trim()) return line;
      const pieces = text.split(/(<[A-Z]\w* *\/>|\*\*)/);
      // No padding: a space before a closing "**" would undo the bold.
      const words = pieces.map((piece, i) =>
        i % 2 === 1 ? piece : pseudoLocalize(piece, { open: "", close: "", pad: false }),
      );
      // Escaped, so that Markdown shows the brackets rather than reading a link.
      return `${mark}\\[${words.join("")}\\]`;
    })
    .join("\n");
}

type Key = keyof typeof schema.singletons;

/** Pseudo-localizes the content files of the project at `root`, within what the schema allows. */
export async function pseudoLocalizeContent(root: string) {
  const originals = new Map<Key, unknown>();
  const fixedPaths = new Map<Key, Set<string>>();
  for (const key of Object.keys(schema.singletons) as Key[]) {
    originals.set(key, JSON.parse(readFileSync(join(root, dataFile(key)), "utf8")));
    const fixed = [...specWords((SPEC_WORDS as Partial<Record<Key, unknown>>)[key])];
    fixedPaths.set(key, new Set(fixed.map(([path]) => path.join("."))));
  }
  // A field whose longer words the schema refuses (a 160-character limit, say) grows less, as an
  // editor would have to write it: 40% longer, then 20%, then as long with brackets, then without.
  const styles: PseudoStyle[] = [{ growth: 1.4 }, { growth: 1.2 }, { growth: 1 }, { growth: 1, open: "", close: "" }];
  const tries = new Map<string, number>();
  const write = () => {
    for (const [key, data] of originals) {
      const styleOf = (path: string) => styles[tries.get(`${dataFile(key)} ${path}`) ?? 0] ?? {};
      const pseudo = pseudoJson(data, fixedPaths.get(key) ?? new Set(), styleOf);
      writeFileSync(join(root, dataFile(key)), `${JSON.stringify(pseudo, null, 2)}\n`);
    }
  };
  for (let round = 0; ; round++) {
    write();
    const problems = await checkContent(root);
    if (problems.length === 0) break;
    if (round === styles.length) throw new Error(`pseudo-localization: ${formatProblems(problems)}`);
    for (const { file, field } of problems) {
      const path = field.replace(/\[(\d+)\]/g, ".$1");
      tries.set(`${file} ${path}`, (tries.get(`${file} ${path}`) ?? 0) + 1);
    }
  }
  // Each legal page is a folder with its text (the words both share are a JSON file beside them).
  const legal = join(root, "src/content/legal");
  for (const page of readdirSync(legal, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const file = join(legal, page.name, "body.mdx");
    writeFileSync(file, pseudoMarkdown(readFileSync(file, "utf8")));
  }
}

/** A pseudo-localized copy of this project, built: its folder. */
export async function buildPseudoCopy() {
  const dir = copyProject("rymi-pseudo-");
  await pseudoLocalizeContent(dir);
  // NODE_ENV as a production build has it, whatever the test runner set.
  try {
    execFileSync("npm", ["run", "build", "--silent"], {
      cwd: dir,
      stdio: "pipe",
      env: { ...process.env, NODE_ENV: "production" },
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`pseudo-localized build in ${dir} failed:\n${String(stdout)}${String(stderr)}`);
  }
  return dir;
}
