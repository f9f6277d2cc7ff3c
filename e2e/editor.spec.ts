// The content editor (npm run edit) as the marketing team uses it, in local mode, on a copy of this
// project that is its own git repository: what a save writes, what the running dev site shows, what
// a build makes of it, and what the editor refuses. And that the public build holds none of it.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

import { filesUnder } from "../build-plugins/files.mjs";
import { join } from "node:path";

import type { BrowserContext, Page } from "@playwright/test";

import { FIXED_REASON, SPEC_WORDS } from "../src/content/spec";
import { editorPath } from "../src/lib/routes";
import { checkLegalText, LEGAL_TEXT_COMPONENTS } from "../src/content/legal-text";
import { content } from "./support/content";
import { expect, test } from "./support/fixtures";
import { choosePicture } from "./support/editor-ui";
import { copyProject, gitIn, PROJECT } from "./support/project-copy";
import { startDevServer } from "./support/servers";

/** The dev server's address: a port free when the run starts (repetitions may run side by side). */
let ORIGIN = "";
const HERO_FILE = "src/content/home/hero.json";
const USE_CASES_FILE = "src/content/home/use-cases.json";
/** Where the editor sends a save in local mode. */
const SAVE_REQUEST = "/api/keystatic/update";
// The texts the tests find and change, as the content files hold them now (e2e/support/content.ts): the
// editor names each list item by its title or name. What the tests type in is their own.
const item = <T>(list: readonly T[], index: number): T => {
  const found = list.at(index);
  if (found === undefined) throw new Error(`the content has no item ${index} here`);
  return found;
};
const SLIDE_TITLE = item(content.hero.slides, 0).title;
const LAST_SLIDE_TITLE = item(content.hero.slides, -1).title;
const USE_CASE = item(content.useCases.items, 0).name;
const OTHER_USE_CASE = item(content.useCases.items, 1).name;
const THIRD_USE_CASE = item(content.useCases.items, 2).name;
/** The drawing of the first attack on the site: a script the old check let through. */
const HOSTILE_DRAWING = join(PROJECT, "build-plugins/hostile-content/drawings/script-slash.svg");
/** The first use case's last capability, the one the test changes. */
const CAPABILITY = item(item(content.useCases.items, 0).capabilities, -1);
const NEW_TITLE = "Voice AI that answers before the caller waits";
const NEW_CAPABILITY = "Call scripts your team controls, per user";
/** A 640 × 400 photo, as the marketing team would upload one. */
const PHOTO = join(PROJECT, "e2e/files/photo-640x400.png");
const PHOTO_ALT = "A caller speaking to a voice bot instead of pressing keys";

// A content file's data as the tests read it back: any JSON the editor wrote.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read back freely

/** Opens one section of the content in the editor, by its name in the side bar. */
async function openSection(page: Page, group: string, section: string) {
  await page.goto(`${ORIGIN}/keystatic`);
  await page.getByRole("list", { name: group }).getByRole("link", { name: section }).click();
  await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
}

/** Opens a use case in the editor and chooses a picture file for it; the use case's dialog stays open. */
async function chooseUseCasePicture(page: Page, useCase: string, file: string) {
  await openSection(page, "Home page", "Use cases (industries)");
  return choosePicture(page, useCase, file);
}

/**
 * A page of the running dev site, once its dev-server connection is up: it updates (or reloads)
 * itself on a save only from then on.
 */
async function openDevSite(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const connected = page.waitForEvent("console", {
    predicate: (message) => message.text().includes("[vite] connected."),
    timeout: 60_000,
  });
  await page.goto(`${ORIGIN}${path}`);
  await connected;
  return page;
}

/** Saves, and waits until the editor says the section has no unsaved change. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Unsaved", { exact: true })).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText(/^Not saved:/)).toBeHidden();
}

declare global {
  var __saveBegan: boolean;
  var __editorOpen: boolean;
}

/**
 * Presses Save, recording whether a save begins. A save the editor lets through begins in the press's own
 * task: its Save button turns busy (disabled) until the write ends, and the page sends the save request.
 * Both are recorded as they happen, so a refusal is told from a save however long the save would take.
 */
async function pressSave(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(SAVE_REQUEST)) requests.push(request.url());
  });
  await page.evaluate(() => {
    window.__saveBegan = false;
    new MutationObserver((records) => {
      for (const { target } of records)
        if (
          target instanceof Element &&
          (target.hasAttribute("disabled") || target.getAttribute("aria-disabled") === "true")
        )
          window.__saveBegan ||= target.closest("button")?.textContent?.includes("Save") ?? false;
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-disabled", "disabled"] });
  });
  await page.getByRole("button", { name: "Save" }).click();
  return { began: async () => ({ busy: await page.evaluate(() => window.__saveBegan), requests }) };
}

test.describe("the editor, in local mode", { tag: "@editor" }, () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let dir = "";
  let dev: Awaited<ReturnType<typeof startDevServer>> | undefined;
  const read = (file: string) => readFileSync(join(dir, file), "utf8");
  /** A content file's data once it is whole: read while the editor is still writing it, undefined. */
  const saved = (file: string): Json | undefined => {
    try {
      return JSON.parse(read(file)) as Json;
    } catch {
      return undefined;
    }
  };

  test.beforeAll(async () => {
    // The dev server's first compile of the editor takes 10 to 40 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    dir = copyProject("rymi-editor-", { git: true, devServer: true });
    dev = await startDevServer(dir);
    ORIGIN = dev.origin;
  });

  test.afterAll(async () => {
    await dev?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("lists the pages and their sections in plain words", async ({ page }) => {
    await page.goto(`${ORIGIN}/keystatic`);
    const sections = {
      "Home page": [
        "Title and description",
        "Slides at the top",
        "About Us",
        "How It Works",
        "Use cases (industries)",
        "Contact",
      ],
      "On every page": ["Header and menu", "Footer", "Slide show buttons", "Link previews and app"],
      "Legal pages": ["Privacy policy", "Terms and conditions", "Words on both pages"],
      "Other pages": ["Page not found (404)", "Error page"],
    };
    for (const [group, names] of Object.entries(sections))
      await expect(page.getByRole("list", { name: group }).getByRole("link")).toHaveText(names);
  });

  test("a changed hero heading and use-case capability land in their content files alone, and show in the dev site within seconds", async ({
    page,
    context,
  }) => {
    const title = NEW_TITLE;
    const capability = NEW_CAPABILITY;

    // The running dev site, open beside the editor.
    const site = await openDevSite(context, "/");
    await expect(site.getByText(SLIDE_TITLE)).toBeAttached();

    await openSection(page, "Home page", "Slides at the top");
    await page.getByRole("row", { name: SLIDE_TITLE }).click();
    await page.getByRole("dialog").getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await save(page);
    await expect.poll(() => saved(HERO_FILE)?.slides[0].title).toBe(title);

    await openSection(page, "Home page", "Use cases (industries)");
    // Marks this load of the editor's page: a reload would forget it.
    await page.evaluate(() => (globalThis.__editorOpen = true));
    await page.getByRole("row", { name: USE_CASE }).click();
    await page.getByRole("dialog").getByRole("row", { name: CAPABILITY }).click();
    const inner = page.getByRole("dialog").last();
    await inner.getByRole("textbox", { name: "Capability" }).fill(capability);
    await inner.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    await save(page);
    await expect.poll(() => saved(USE_CASES_FILE)?.items[0].capabilities.at(-1)).toBe(capability);

    // On disk: those two lines of those two files, nothing else.
    expect(gitIn(dir, "status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual([
      ` M ${HERO_FILE}`,
      ` M ${USE_CASES_FILE}`,
    ]);
    expect(gitIn(dir, "diff", "--numstat").trim().split("\n").sort()).toEqual([
      `1\t1\t${HERO_FILE}`,
      `1\t1\t${USE_CASES_FILE}`,
    ]);

    // The dev site reloads itself with the new content, no rebuild; the editor's page stays as it is.
    await expect(site.getByText(title)).toBeAttached({ timeout: 15_000 });
    await site.getByRole("tab", { name: USE_CASE }).click();
    await expect(site.getByText(capability)).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => globalThis.__editorOpen), "the editor's page, not reloaded").toBe(true);
  });

  test("a page without React reloads in the dev site when its text is saved", async ({ page, context }) => {
    const text = "This page has moved or never existed. The home page has everything else.";
    await openSection(page, "Other pages", "Page not found (404)");
    const missing = await openDevSite(context, "/404"); // in dev, only pre-rendered paths are rendered on the server
    await expect(missing.getByRole("heading", { name: content.notFound.heading })).toBeVisible();

    await page.getByRole("textbox", { name: "Text", exact: true }).fill(text);
    await save(page);
    await expect.poll(() => saved("src/content/pages/not-found.json")?.text).toBe(text);
    await expect(missing.getByText(text)).toBeVisible({ timeout: 15_000 });
  });

  test("a replaced picture is uploaded under the assets folder and shows in the dev site", async ({
    page,
    context,
  }) => {
    const site = await openDevSite(context, "/");
    const dialog = await chooseUseCasePicture(page, OTHER_USE_CASE, PHOTO);
    await dialog.getByRole("textbox", { name: "What the picture shows" }).fill(PHOTO_ALT);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await save(page);

    const picture = "src/assets/art/use-cases/items/1/image.png";
    await expect.poll(() => saved(USE_CASES_FILE)?.items[1].image).toBe(`/${picture}`);
    // The editor may name the picture in the JSON a moment before the file is written, and the file
    // may exist a moment before it is whole: wait for the uploaded bytes themselves.
    const uploaded = readFileSync(PHOTO);
    await expect
      .poll(() => existsSync(join(dir, picture)) && readFileSync(join(dir, picture)).equals(uploaded))
      .toBe(true);
    // The drawing it replaced is gone with it.
    // (The editor may delete it a moment after it writes the new one.)
    await expect
      .poll(() => gitIn(dir, "status", "--porcelain", "--", "src/assets/art/use-cases/items/1"))
      .toBe(` D src/assets/art/use-cases/items/1/image.svg\n?? ${picture}\n`);

    // The dev site may reload itself to take in the new file and the deleted one, at any moment
    // after the save; a reload shows the first use case again, so the visitor clicks the tab again.
    const shown = site.getByRole("img", { name: PHOTO_ALT });
    await expect(async () => {
      await site.getByRole("tab", { name: OTHER_USE_CASE }).click();
      await expect(shown).toBeVisible({ timeout: 5_000 });
      // Drawn once it has loaded: on a cold dev server the photo's copies are made on first request.
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
  });

  test("a required field left empty is refused with a visible message, and its file is untouched", async ({ page }) => {
    const before = read(HERO_FILE);
    await openSection(page, "Home page", "Slides at the top");
    const heading = page.getByRole("textbox", { name: "Main heading of the page" });
    await heading.fill("");
    await heading.press("Tab");
    const save = await pressSave(page);
    await expect(page.getByText("Main heading of the page must not be empty")).toBeVisible();
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    expect(await save.began(), "no save began").toEqual({ busy: false, requests: [] });
    expect(read(HERO_FILE)).toBe(before);
  });

  test("a word the specification fixes is refused on Save with what it must read, and its file is untouched", async ({
    page,
  }) => {
    const file = "src/content/shared/header.json";
    const before = read(file);
    await openSection(page, "On every page", "Header and menu");
    // The "Button" field holds Get Started, a word the specification names.
    const button = page.getByRole("textbox", { name: "Button", exact: true });
    await expect(button).toHaveValue(SPEC_WORDS.header.getStarted);
    await button.fill("Start now");
    await button.press("Tab");
    const save = await pressSave(page);
    await expect(page.getByText(`Must read "${SPEC_WORDS.header.getStarted}" (${FIXED_REASON})`)).toBeVisible();
    expect(await save.began(), "no save began").toEqual({ busy: false, requests: [] });
    expect(read(file)).toBe(before);
  });

  test("a picture's description is required: emptied, the item says so, and Save says why it saved nothing", async ({
    page,
  }) => {
    const before = read(HERO_FILE);
    await openSection(page, "Home page", "Slides at the top");
    await page.getByRole("row", { name: LAST_SLIDE_TITLE }).click();
    const dialog = page.getByRole("dialog");
    const description = dialog.getByRole("textbox", { name: "What the picture shows" });
    await description.fill("");
    await description.press("Tab"); // the editor checks a field as the cursor leaves it
    await expect(dialog.getByText("What the picture shows must not be empty")).toBeVisible();
    // The item closes anyway (Keystatic 0.6.9); Save then refuses, and the page says why.
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText("Not saved: a field inside one of the lists needs attention");
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    expect(read(HERO_FILE)).toBe(before);
  });

  test("a drawing that could run script is refused on Save with the build's own message, and nothing is written", async ({
    page,
  }) => {
    const before = read(USE_CASES_FILE);
    const dialog = await chooseUseCasePicture(page, THIRD_USE_CASE, HOSTILE_DRAWING);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText(
        /^Nothing was saved: the drawing src\/assets\/art\/use-cases\/items\/2\/image\.svg may not be shown: .*<script> runs script/,
      ),
    ).toBeVisible();
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    expect(read(USE_CASES_FILE)).toBe(before);
    expect(gitIn(dir, "status", "--porcelain", "--", "src/assets/art/use-cases/items/2")).toBe("");
  });

  test("a legal text written in the editor passes the build's check: headings, bold, a list, and the inserted addresses", async ({
    page,
  }) => {
    const file = "src/content/legal/privacy-policy/body.mdx";
    const before = read(file);
    await openSection(page, "Legal pages", "Privacy policy");
    const text = page.getByRole("textbox", { name: "Text", exact: true });
    await text.click();
    // The editor may still be taking in the click's caret (and put it back) when the key comes: the
    // caret is at the text's end, in its last paragraph, before the typing starts.
    await expect(async () => {
      await page.keyboard.press("ControlOrMeta+End");
      const atEnd = await text.evaluate((editor) => {
        const { anchorNode } = getSelection() ?? {};
        return Boolean(anchorNode && editor.lastElementChild?.contains(anchorNode));
      });
      expect(atEnd, "the caret at the end of the text").toBe(true);
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Enter");
    await page.keyboard.type("## Changes made in the editor");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type("Bold words");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type(" and {braces}, <tags> and `ticks` typed as text.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("* A list item.");
    await save(page);
    // Written out whole: a file being written can read empty or cut short, and the new text ends it.
    await expect.poll(() => read(file).trimEnd().endsWith("* A list item.")).toBe(true);
    const saved = read(file);
    expect(saved).toContain("## Changes made in the editor");
    expect(saved).toContain("**Bold words**");
    expect(saved).toContain("* A list item.");
    // The editor wrote the whole text again, the inserted addresses included.
    const count = (text: string, words: string) => text.split(words).length - 1;
    for (const component of LEGAL_TEXT_COMPONENTS) {
      expect(count(before, `<${component} />`), component).toBeGreaterThan(0);
      expect(count(saved, `<${component} />`), component).toBe(count(before, `<${component} />`));
    }
    expect(checkLegalText(saved)).toEqual([]);
  });

  test("a build of what was saved shows it: the new heading and capability, and the photo in light copies", () => {
    execFileSync("npx", ["astro", "build"], { cwd: dir, stdio: "pipe" });
    const html = read("build/client/index.html");
    expect(html).toContain(NEW_TITLE);
    expect(html).toContain(NEW_CAPABILITY);
    // The photo comes as AVIF and WebP copies at the widths its frame may need, and as PNG.
    const element = new RegExp(`<picture>(.*?)<img[^>]*alt="${PHOTO_ALT}"`).exec(html)?.[1] ?? "";
    const sources = [...element.matchAll(/<source type="(image\/\w+)" srcSet="([^"]+)"/g)];
    expect(sources.map(([, type]) => type)).toEqual(["image/avif", "image/webp"]);
    for (const [, type, srcSet] of sources)
      for (const candidate of (srcSet ?? "").split(", ")) {
        const [url = "", width] = candidate.split(" ");
        expect(["360w", "640w"]).toContain(width);
        expect(url.endsWith(`.${type?.slice("image/".length)}`), url).toBe(true);
        expect(readFileSync(join(dir, "build/client", url)).length).toBeGreaterThan(0);
      }
  });
});

test("the public site's build holds nothing of the editor; npm start serves no route of it (only the editor Worker does)", async ({
  request,
}) => {
  const client = join(PROJECT, "build/client");
  // The editor's app for its Worker (build-plugins/build-editor.mjs) is built beside the site, in build/editor.
  expect(existsSync(join(PROJECT, "build/editor", editorPath, "app.js")), "the editor's app, in build/editor").toBe(
    true,
  );
  expect(existsSync(join(client, editorPath)), "the editor's folder, in the public site's").toBe(false);
  const text = filesUnder(client)
    .filter((file) => /\.(html|js|css|json|txt|xml|webmanifest)$/.test(file))
    .map((file) => join(client, file));
  expect(text.length).toBeGreaterThan(10);
  const mentions = text.filter((file) => /keystatic|keystar/i.test(readFileSync(file, "utf8")));
  expect(mentions, "files that mention the editor").toEqual([]);
  for (const path of ["/keystatic", "/keystatic/singleton/hero", "/keystatic/app.js", "/api/keystatic/tree"])
    expect((await request.get(path)).status(), path).toBe(404);
});
