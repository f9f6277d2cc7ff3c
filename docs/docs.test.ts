// The docs name files, folders, packages, commands and constants so that a reader can open and trust
// them. This test fails when one of those no longer holds: a file moved or renamed without its docs,
// an `npm run` script that does not exist, a top folder missing from the README's map, a constant
// whose value in requirements.md's table or analytics.md differs from the code's. It reads
// README.md and docs/*.md: every code span that looks like a path, every relative link (and its
// #anchor), and every scoped package name.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix, relative } from "node:path";

import { describe, expect, test } from "vitest";

import { generatedFiles, indexedPaths, notFoundPath } from "../src/lib/routes";

const ROOT = join(import.meta.dirname, "..");
const DOCS = ["README.md", ...readdirSync(join(ROOT, "docs")).flatMap((f) => (f.endsWith(".md") ? [`docs/${f}`] : []))];

/** Written by the build or the commands, never committed (.gitignore): named in the docs, not in the tree. */
const GENERATED_FOLDERS = [
  "build/",
  "reports/",
  "screenshots/",
  "test-results/",
  "playwright-report/",
  "test-results-pseudo/",
  "playwright-report-pseudo/",
];
const GENERATED_FILES = new Set([
  // build/client: each page as Astro writes it (name.html), and the generated files
  ...[...indexedPaths, notFoundPath].flatMap((path) => (path === "/" ? [] : [`${path.slice(1)}.html`])),
  ...generatedFiles.map((path) => path.slice(1)),
  // the host configs and the headers of `npm start` (build-plugins/host-config.mjs)
  "rymi.conf",
  "headers.json",
  // commands/screenshots.mjs's file names: the pattern and an example
  "route-width-engine.png",
  "home-390-chromium.png",
]);
const SKIPPED_FOLDERS = new Set(["node_modules", ".git", ...GENERATED_FOLDERS.map((f) => f.slice(0, -1))]);

/** Every file and folder of the project (folders with a trailing slash), relative to its root. */
function tree(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name) && dir === ROOT) return [];
    const path = relative(ROOT, join(dir, entry.name)).split("\\").join("/");
    return entry.isDirectory() ? [`${path}/`, ...tree(join(dir, entry.name))] : [path];
  });
}
const TREE = tree();

/**
 * Whether `name` is a path of the project, from its root or as the end of one (`home/hero.json`).
 * Under node_modules/ (an installed package's file): from the root only.
 */
const exists = (name: string) => {
  const wanted = name.replace(/^\.\//, "");
  if (wanted.startsWith("node_modules/")) return existsSync(join(ROOT, wanted));
  return TREE.some((path) => {
    const bare = path.endsWith("/") && !wanted.endsWith("/") ? path.slice(0, -1) : path;
    return bare === wanted || bare.endsWith(`/${wanted}`);
  });
};

const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Record<string, Record<string, string>>;
const PACKAGES = new Set(Object.keys({ ...PACKAGE.dependencies, ...PACKAGE.devDependencies }));

/** A code span's text as a path to check, or undefined when it is not one (a command, a URL path, a glob). */
function pathIn(span: string): string | undefined {
  if (/[\s*<>{}$=…"'|]/.test(span) || /^(https?:|mailto:|\/|-|~|#)/.test(span)) return undefined;
  if (/^\.[a-z0-9]{1,4}$/i.test(span)) return undefined; // a file extension, as `.svg`
  const name = span
    .replace(/[#:].*$/, "")
    .replace(/[.,;)]+$/, "")
    .replace(/^\.\//, "");
  const looksLikeFile = /\.(tsx?|mjs|js|jsonc?|mdx?|css|svg|png|conf|sh|html|txt|ya?ml)$/.test(name);
  return name.includes("/") || looksLikeFile ? name : undefined;
}

/** GitHub's anchor for a heading. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
const anchorsOf = (file: string) =>
  new Set(
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line) => (/^#{1,6} /.test(line) ? [anchorOf(line.replace(/^#+ /, "").replace(/`/g, ""))] : [])),
  );

/** What `file` (its text: `text`) names that is missing, one line each. */
function missingIn(file: string, text = readFileSync(join(ROOT, file), "utf8")): string[] {
  const problems: string[] = [];
  let fenced = false;
  text.split("\n").forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (line.startsWith("```")) fenced = !fenced;
    for (const [, target = ""] of (fenced ? "" : line).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
      const [path = "", anchor] = target.split("#");
      const linked = path ? posix.normalize(posix.join(posix.dirname(file), path)) : file;
      if (path && !exists(linked)) problems.push(`${where}: links to ${target}, which does not exist`);
      else if (anchor && linked.endsWith(".md") && !anchorsOf(linked).has(anchor))
        problems.push(`${where}: links to ${target}: ${linked} has no heading #${anchor}`);
    }
    // A command names a script of package.json, in code spans and fenced blocks alike.
    for (const [, script = ""] of line.matchAll(/\bnpm run ([\w:-]+)/g))
      if (!(script in (PACKAGE.scripts ?? {}))) problems.push(`${where}: names npm run ${script}, not in package.json`);
    if (fenced) return;
    for (const [, span = ""] of line.replace(/\]\([^)]*\)/g, "]").matchAll(/`([^`]+)`/g)) {
      if (/^@[\w-]+\/[\w.-]+$/.test(span)) {
        if (!PACKAGES.has(span)) problems.push(`${where}: names the package ${span}, not in package.json`);
        continue;
      }
      const name = pathIn(span);
      if (!name || GENERATED_FILES.has(name) || GENERATED_FOLDERS.some((f) => `${name}/`.startsWith(f))) continue;
      if (!exists(name)) problems.push(`${where}: names ${span}, which does not exist`);
    }
  });
  return problems;
}

describe("the docs name only what exists", () => {
  test.each(DOCS)("%s", (file) => {
    expect(missingIn(file)).toEqual([]);
  });

  test("a moved file, a missing folder, a broken link or anchor and an unknown package are each named", () => {
    const text = [
      "Fine: `src/content/schema.ts`, `home/hero.json`, `build/client`, `npm run build`, [testing](testing.md#benchmark).",
      "Gone: `src/content/moved.ts` and `no-such-folder/`.",
      "Links: [gone](gone.md) and [no heading](testing.md#no-such-heading); [a site](https://example.org/x.md).",
      "```",
      "`inside/a/fence.ts` is an example",
      "```",
      "Packages: `@keystatic/core`, `@no-such/package`.",
      "Commands: `npm run build`, `npm run no-such-script`.",
    ].join("\n");
    expect(missingIn("docs/example.md", text)).toEqual([
      "docs/example.md:2: names src/content/moved.ts, which does not exist",
      "docs/example.md:2: names no-such-folder/, which does not exist",
      "docs/example.md:3: links to gone.md, which does not exist",
      "docs/example.md:3: links to testing.md#no-such-heading: docs/testing.md has no heading #no-such-heading",
      "docs/example.md:7: names the package @no-such/package, not in package.json",
      "docs/example.md:8: names npm run no-such-script, not in package.json",
    ]);
  });
});

test("the README's folder map names every top folder of the project", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const map = readme.slice(readme.indexOf("## Where things live"));
  const block = map.slice(map.indexOf("```"), map.indexOf("```", map.indexOf("```") + 3));
  const named = new Set(block.split("\n").flatMap((line) => /^(\S+)/.exec(line)?.[1] ?? []));
  // The folders that hold files of the repository (not .astro/ or a developer's own).
  const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n");
  const folders = [...new Set(tracked.flatMap((file) => (file.includes("/") ? [`${file.split("/")[0]}/`] : [])))];
  expect(folders.length).toBeGreaterThan(5);
  expect(folders.filter((folder) => ![...named].some((name) => name.startsWith(folder)))).toEqual([]);
});

/** A number as the docs write it: "6,000" -> 6000. */
const numberIn = (text: string) => Number(text.replace(/,/g, ""));

test("each constant in requirements.md's table has the value its code defines", () => {
  const doc = readFileSync(join(ROOT, "docs/requirements.md"), "utf8");
  const table = doc.slice(doc.indexOf("## Constants"), doc.indexOf("\n## ", doc.indexOf("## Constants") + 3));
  const rows = [...table.matchAll(/^\| [^|]+\| ([\d,.]+) ?(ms|px|%|characters) +\| `([A-Z_]+)`, `([^`]+)`/gm)];
  expect(rows.length).toBeGreaterThan(8);
  for (const [, value = "", unit, name = "", file = ""] of rows) {
    const literal = new RegExp(`const ${name} = ([\\d_.]+);`).exec(readFileSync(join(ROOT, file), "utf8"))?.[1];
    expect(literal, `${name} in ${file}`).toBeDefined();
    const defined = Number(literal?.replace(/_/g, ""));
    expect(unit === "%" ? defined * 100 : defined, `${name}: docs/requirements.md says ${value} ${unit}`).toBe(
      numberIn(value),
    );
  }
});

test("the statistics' limits and retention in analytics.md are the code's and wrangler.jsonc's", () => {
  const doc = readFileSync(join(ROOT, "docs/analytics.md"), "utf8");
  const code = (file: string, name: string) =>
    Number(
      new RegExp(`const ${name} = ([\\d_]+);`).exec(readFileSync(join(ROOT, file), "utf8"))?.[1]?.replace(/_/g, ""),
    );
  const wrangler = readFileSync(join(ROOT, "wrangler.jsonc"), "utf8");
  const limit = (name: string) => Number(new RegExp(`"name": "${name}"[^}]*"limit": (\\d+)`).exec(wrangler)?.[1]);
  const format = (n: number) => n.toLocaleString("en-US");
  expect(doc).toContain(`raw events ${code("worker/analytics/rollup.ts", "RAW_DAYS")} days`);
  expect(doc).toContain(`daily roll-ups ${code("worker/analytics/rollup.ts", "ROLLUP_MONTHS")} months`);
  expect(doc).toContain(`at most ${format(code("worker/analytics/beacon.ts", "MAX_BEACON_BYTES"))} bytes`);
  expect(doc).toContain(
    `more than ${format(limit("COLLECT_PER_ADDRESS"))} in 10 s from one address, or ${format(limit("COLLECT_ALL"))} in 10 s`,
  );
});
