// @vitest-environment node
// .github/CODEOWNERS against the content editor's schema: a pull request that only changes what the
// editor writes merges without a developer, and any other change waits for one. So every file the
// editor can write (its content files and the pictures it uploads, read from src/content/schema.ts)
// must be left without an owner, and every other file of the repository must have one.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import ignore from "ignore";
import { describe, expect, it } from "vitest";

import schema from "../src/content/schema.ts";
import { PICTURE_TYPES } from "../build-plugins/content-check.ts";

const ROOT = join(import.meta.dirname, "..");

type Rule = { pattern: string; owners: string[]; matches: (path: string) => boolean };

/** CODEOWNERS' rules in order: gitignore-style patterns, the last one matching a path wins. */
const rules: Rule[] = readFileSync(join(ROOT, ".github/CODEOWNERS"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => {
    const [pattern = "", ...owners] = line.split(/\s+/);
    const matcher = ignore().add(pattern);
    return { pattern, owners, matches: (path: string) => matcher.ignores(path) };
  });

/** Who must review a change to `path`: the owners of the last rule that matches it. */
const ownersOf = (path: string) => rules.findLast((rule) => rule.matches(path))?.owners ?? [];

// Keystatic's field objects, as far as this test reads them.
type Field = {
  kind: string;
  formKind?: string;
  directory?: string;
  contentExtension?: string;
  directories?: string[];
  fields?: Record<string, Field>;
  element?: Field;
  values?: Record<string, Field>;
  discriminant?: Field;
};
type Singleton = { path: string; format: { data?: string }; schema: Record<string, Field> };

/** What the editor may write: exact files, and folders of uploaded pictures. */
function editorWrites() {
  const files: string[] = [];
  const pictureFolders: string[] = [];
  for (const singleton of Object.values(schema.singletons as unknown as Record<string, Singleton>)) {
    // A path ending in "/" is a folder: its data in index.json, each content field beside it.
    const folder = singleton.path.endsWith("/");
    files.push(folder ? `${singleton.path}index.json` : `${singleton.path}.json`);
    const walk = (field: Field, key: string) => {
      if (field.formKind === "asset" && field.directory) pictureFolders.push(field.directory);
      if (field.formKind === "content") {
        if (!folder) throw new Error(`${singleton.path}: a content field outside a folder singleton`);
        files.push(`${singleton.path}${key}${field.contentExtension}`);
        pictureFolders.push(...(field.directories ?? []));
      }
      for (const [name, child] of Object.entries(field.fields ?? {})) walk(child, name);
      for (const [name, child] of Object.entries(field.values ?? {})) walk(child, name);
      if (field.element) walk(field.element, key);
      if (field.discriminant) walk(field.discriminant, key);
    };
    for (const [key, field] of Object.entries(singleton.schema)) walk(field, key);
  }
  if (Object.keys(schema.collections ?? {}).length > 0)
    throw new Error("the schema has collections: derive their paths here as for singletons");
  return { files, pictureFolders: [...new Set(pictureFolders)] };
}

const { files: editorFiles, pictureFolders } = editorWrites();
const isUploadedPicture = (path: string) =>
  pictureFolders.some((folder) => path.startsWith(`${folder}/`)) &&
  (PICTURE_TYPES as readonly string[]).some((type) => path.endsWith(type));
const editorMayWrite = (path: string) => editorFiles.includes(path) || isUploadedPicture(path);

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);

describe("CODEOWNERS against what the content editor writes", () => {
  it("reads the schema: content files of every kind and three picture folders", () => {
    expect(editorFiles).toContain("src/content/home/hero.json");
    expect(editorFiles).toContain("src/content/legal/privacy-policy/body.mdx");
    expect(pictureFolders).toEqual(["src/assets/art/hero", "src/assets/art/how-it-works", "src/assets/art/use-cases"]);
  });

  it("leaves every file the editor writes without an owner", () => {
    const owned = editorFiles.filter((path) => ownersOf(path).length > 0);
    expect(owned, "content files a pull request of content alone could not merge without a developer").toEqual([]);
    for (const path of editorFiles)
      expect(tracked, `${path} is in the schema but not in the repository`).toContain(path);
  });

  it("leaves the pictures the editor may upload without an owner, of each type it accepts, in any item", () => {
    const uploads = pictureFolders.flatMap((folder) => PICTURE_TYPES.map((type) => `${folder}/items/12/image${type}`));
    expect(uploads.filter((path) => ownersOf(path).length > 0)).toEqual([]);
  });

  it("gives every other file of the repository an owner, this one and CODEOWNERS included", () => {
    const unowned = tracked.filter((path) => !editorMayWrite(path) && ownersOf(path).length === 0);
    expect(unowned).toEqual([]);
    for (const path of [".github/CODEOWNERS", "editor/codeowners.test.ts", "src/content/schema.ts"])
      expect(ownersOf(path)).not.toEqual([]);
  });

  it("keeps code a developer's, even beside the editor's files or named like them", () => {
    for (const path of [
      "src/content/home/hero.ts",
      "src/content/home/new-section.json",
      ...pictureFolders.flatMap((folder) => [`${folder}/items/0/image.ts`, `${folder}/items/0/image.svg.ts`]),
      "src/assets/art/bg-signal.svg",
      "src/content/legal/privacy-policy/page.mdx",
      "package.json",
      "wrangler.jsonc",
      ".github/rulesets/main.json",
    ])
      expect(ownersOf(path), path).not.toEqual([]);
  });
});
