// @vitest-environment node
// Each of Keystatic's behaviours that editor/keystatic.ts works around, checked against the
// installed Keystatic: after an upgrade, a failure here says which workaround to fix or remove.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { createReader } from "@keystatic/core/reader";
import { expect, it } from "vitest";

import schema from "../src/content/schema.ts";
import { PEER_PINS, problemLines } from "./keystatic.ts";

const ROOT = join(import.meta.dirname, "..");
const packageJson = (name: string) =>
  JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
    version: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

it("1. Keystatic's reader still reports a field per line, and its list-length message still ends in a stray }", async () => {
  const copy = mkdtempSync(join(tmpdir(), "rymi-keystatic-"));
  try {
    cpSync(join(ROOT, "src/content"), join(copy, "src/content"), { recursive: true });
    const file = join(copy, "src/content/home/hero.json");
    const hero = JSON.parse(readFileSync(file, "utf8")) as { slides: { title: string }[] };
    hero.slides.push({ ...hero.slides[0], title: "A fourth slide" } as { title: string });
    delete (hero.slides[1] as Partial<{ title: string }>).title;
    writeFileSync(file, JSON.stringify(hero));
    const error = await createReader(copy, schema)
      .singletons.hero.readOrThrow()
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error, "Keystatic refuses the content").not.toBeNull();
    const message = error?.message ?? "";
    // If this fails, Keystatic fixed its message: drop the "}" repair in problemLines.
    expect(message, "the stray } is still there").toMatch(/elements\}$/m);
    expect(problemLines(message)).toEqual(
      expect.arrayContaining([
        { field: "slides", message: "Must have at most 3 elements" },
        { field: "slides.1.title", message: "Title must not be empty" },
      ]),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

it("3. the project pins Keystatic's peers exactly, and Keystatic uses those very copies", () => {
  const core = packageJson("@keystatic/core");
  const project = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  for (const name of PEER_PINS) {
    expect(core.dependencies?.[name], `@keystatic/core depends on ${name}`).toBeDefined();
    expect(project.devDependencies[name], `${name}: an exact version`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(packageJson(name).version, `installed ${name}`).toBe(project.devDependencies[name]);
    // One copy only: Keystatic resolves the project's own (a second copy of React Aria breaks the editor).
    const fromCore = createRequire(join(ROOT, "node_modules/@keystatic/core/package.json")).resolve(
      `${name}/package.json`,
    );
    expect(fromCore, name).toBe(join(ROOT, "node_modules", name, "package.json"));
  }
});
