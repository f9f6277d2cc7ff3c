// The content editor (npm run edit) in Firefox and WebKit, the engines of the marketing team's Macs
// besides Chrome: its main flow, on a copy of this project that is its own git repository. Open a
// section from the side bar, change a text in one of its list items, save: the content file has
// that one line changed and nothing else. The deep editor suite is Chromium's (editor.spec.ts).
import { appendFileSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { test as base, expect } from "@playwright/test";

import type { EngineName, EnginePage } from "../browsers/engines/index.mjs";
import { expectEngine, launchEngine } from "../browsers/engines/index.mjs";
import { copyProject, editCopy, gitIn } from "./support/project-copy";
import { startDevServer } from "./support/servers";

const HERO_FILE = "src/content/home/hero.json";
/** What the test types: short, as WebKitWebDriver types a key in about 0.1 s on a loaded machine. */
const NEW_TITLE = "Voice AI that answers at once";
/** Keystatic links a Google Fonts stylesheet; the editor's policy keeps it out (editor/middleware.ts). */
const BLOCKED_FONTS = "https://fonts.googleapis.com/";

type Editor = { dir: string; origin: string };

const test = base.extend<{ editor: Editor; tab: EnginePage }, { engine: EngineName }>({
  engine: ["firefox", { option: true, scope: "worker" }],
  // A copy of the project with the editor's dev server on it, ready once the editor's page compiles.
  editor: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide, testInfo) => {
      const dir = copyProject("rymi-editor-engine-", { git: true, devServer: true });
      // Vite's dependency cache in the copy, apart from the project's node_modules that every copy
      // links: two dev servers of different copies would otherwise rewrite one cache under each other.
      const anchor = "  vite: {";
      editCopy(join(dir, "astro.config.ts"), anchor, `${anchor}\n    cacheDir: ${JSON.stringify(join(dir, ".vite"))},`);
      appendFileSync(join(dir, ".git/info/exclude"), ".vite\n");
      gitIn(dir, "-c", "user.name=RYMI tests", "-c", "user.email=tests@rymi.invalid", "commit", "-qam", "own cache");
      // Ready once the page, then its entry module, answer: transforming it waits for Vite to bundle the editor's dependencies.
      const dev = await startDevServer(dir, ["/keystatic", "/editor/main.ts"]);
      try {
        await provide({ dir, origin: dev.origin });
      } finally {
        await dev.stop();
        if (testInfo.status !== testInfo.expectedStatus)
          await testInfo.attach("dev-server.log", { body: dev.log(), contentType: "text/plain" });
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { timeout: 90_000 },
  ],
  // The engine's own browser, a Mac laptop's window: started for the spec's one test, stopped after it.
  tab: [
    async ({ engine }, provide) => {
      const running = await launchEngine(engine);
      try {
        const tab = await running.open({ width: 1280, height: 800 });
        await provide(tab);
        await tab.close();
      } finally {
        await running.close();
      }
    },
    { timeout: 75_000 },
  ],
});

test(
  "the editor: a slide's title changed in its dialog and saved is that one line of its content file",
  { tag: ["@engines", "@editor"] },
  async ({ editor, tab }) => {
    test.setTimeout(90_000);
    const { dir, origin } = editor;
    const read = () => readFileSync(join(dir, HERO_FILE), "utf8");
    /** The first slide's title as the file holds it; undefined while the editor is still writing the file. */
    const savedTitle = () => {
      try {
        return (JSON.parse(read()) as { slides: { title: string }[] }).slides[0]?.title;
      } catch {
        return undefined;
      }
    };
    const title = savedTitle() ?? "";
    expect(title, "the copy's first hero item has a title").not.toBe("");

    await tab.goto(`${origin}/keystatic`);
    const homePage = tab.getByRole("list", { name: "Home page" });
    // The dev server compiles the editor's modules on this first opening.
    await expectEngine(homePage, "the side bar").toBeVisible({ timeout: 45_000 });
    await homePage.getByRole("link", { name: "Slides at the top" }).click();
    await expectEngine(tab.getByRole("heading", { level: 1, name: "Slides at the top" })).toBeVisible();

    // The editor names each slide's row by its title, and opens the slide in a dialog.
    await expectEngine(tab.getByRole("row", { name: title }), "the first item's row").toBeVisible();
    await tab.getByRole("row", { name: title }).click();
    const dialog = tab.getByRole("dialog");
    await expectEngine(dialog, "the item's dialog").toBeVisible();
    await dialog.getByRole("textbox", { name: "Title" }).fill(NEW_TITLE);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expectEngine(dialog, "the dialog to close").toBeHidden();
    await expectEngine(tab.getByText("Unsaved"), "the section marked unsaved").toBeVisible();

    await tab.getByRole("button", { name: "Save" }).click();
    await expect.poll(savedTitle, { message: "the saved file", timeout: 15_000 }).toBe(NEW_TITLE);
    await expectEngine(tab.getByText("Unsaved"), "the section saved").toBeHidden();

    // On disk: that one line of that one file, nothing else.
    expect(gitIn(dir, "status", "--porcelain")).toBe(` M ${HERO_FILE}\n`);
    expect(gitIn(dir, "diff", "--numstat")).toBe(`1\t1\t${HERO_FILE}\n`);
    const changed = gitIn(dir, "diff", "--unified=0", "--no-color", "--", HERO_FILE)
      .split("\n")
      .filter((line) => /^[-+] /.test(line));
    expect(changed).toEqual([
      `-      "title": ${JSON.stringify(title)},`,
      `+      "title": ${JSON.stringify(NEW_TITLE)},`,
    ]);

    const problems = await tab.problems();
    expect(problems.filter((problem) => !problem.includes(BLOCKED_FONTS))).toEqual([]);
  },
);
