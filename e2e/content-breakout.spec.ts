// Content is text wherever it lands (docs/requirements.md): every text field the team may write
// holds break-out strings (build-plugins/hostile-content/break-out-strings.ts), within its field's
// validation, in two builds of a copy of the project; every page of both has the elements and
// attributes of this checkout's own build, with the strings only as text or attribute values. The
// first build's home page description is the one that once ended the structured data's script with
// a redirect: no page of it goes anywhere in a browser.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import type { DefaultTreeAdapterMap } from "parse5";

import { checkContent, formatProblems } from "../build-plugins/content-check";
import { filesUnder } from "../build-plugins/files.mjs";
import { BREAK_OUT_CORPUS, META_REFRESH_DESCRIPTION } from "../build-plugins/hostile-content/break-out-strings";
import { attr, pageElements, scriptsAmong } from "../build-plugins/html.mjs";
import { FIELD_KINDS, type Filled, spreadCorpus, textFields, writeFilled } from "./support/break-out-content";
import { expect, test } from "./support/fixtures";
import { copyProject, PROJECT } from "./support/project-copy";
import { startSite } from "./support/servers";

type Element = DefaultTreeAdapterMap["element"];

/** Two builds: the smallest fields (a template, 60 characters) cannot hold the whole corpus in one. */
const BUILDS = 2;
const HOME_FILE = "src/content/home/page.json";
const SHARING_FILE = "src/content/shared/sharing.json";
const PAGES_WITH_THE_DESCRIPTION = ["/", "/privacy-policy", "/terms-conditions"];
const OWN_BUILD = join(PROJECT, "build/client");

type Built = { dir: string; filled: Filled[] };
let builds: Built[] = [];

/** A page's elements as a list of tag names, each with its attribute names: what a string must never add to. */
const shape = (elements: Element[]) => elements.map((e) => [e.tagName, ...e.attrs.map((a) => a.name)].join(" "));

/** Every string of a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap((item) => stringsOf(item))
      : [];

/** What a page holds as text: its text nodes, its attribute values, and the strings of its structured data. */
function textsOf(elements: Element[]) {
  return elements.flatMap((element) => [
    ...element.attrs.map((a) => a.value),
    ...element.childNodes.flatMap((child) => ("value" in child ? [child.value] : [])),
    ...scriptsAmong([element])
      .filter((script) => script.type === "application/ld+json")
      .flatMap((script) => stringsOf(JSON.parse(script.text))),
  ]);
}

const pagesOf = (client: string) => filesUnder(client).filter((file) => file.endsWith(".html"));
const read = (client: string, file: string) => readFileSync(join(client, file), "utf8");

test.describe("content is text wherever it lands", { tag: ["@build", "@hostile"] }, () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    expect(existsSync(join(OWN_BUILD, "index.html")), "this checkout's build (npm run build)").toBe(true);
    const fields = textFields(PROJECT);
    // The first build's home description is the redirect that once went through.
    const spread = spreadCorpus(
      fields,
      BREAK_OUT_CORPUS,
      BUILDS,
      new Map([[`0 ${HOME_FILE} description`, META_REFRESH_DESCRIPTION]]),
    );
    for (let build = 0; build < BUILDS; build++) {
      const dir = copyProject(`rymi-breakout-${build}-`);
      const filled = spread.filter((entry) => entry.build === build);
      builds.push({ dir, filled });
      writeFilled(dir, filled);
      const problems = await checkContent(dir);
      expect(problems, formatProblems(problems)).toEqual([]);
      const { status, stdout, stderr } = spawnSync("npm", ["run", "build"], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, NODE_ENV: "production" },
      });
      expect(status, `the build of ${dir}:\n${stdout}${stderr}`).toBe(0);
    }
  });

  test.afterAll(() => {
    for (const { dir } of builds) rmSync(dir, { recursive: true, force: true });
    builds = [];
  });

  test("every text field holds break-out strings: each page keeps its elements, the strings stay text", async () => {
    const filled = builds.flatMap((build) => build.filled);
    // What each field held, for a failure's report.
    await test.info().attach("fields.json", {
      body: JSON.stringify(
        filled.map(({ build, field, value }) => ({ build, file: field.file, field: field.name, value })),
        null,
        2,
      ),
      contentType: "application/json",
    });
    // Every string went into at least one field of each kind.
    for (const kind of FIELD_KINDS) {
      const held = new Set(filled.filter(({ field }) => field.kind === kind).flatMap(({ strings }) => strings));
      expect(
        BREAK_OUT_CORPUS.filter((text) => !held.has(text)),
        `strings no ${kind} field holds`,
      ).toEqual([]);
    }

    const ownPages = pagesOf(OWN_BUILD);
    expect(ownPages.length).toBeGreaterThanOrEqual(4);
    const texts: string[] = [];
    for (const { dir } of builds) {
      const client = join(dir, "build/client");
      expect(pagesOf(client).sort()).toEqual([...ownPages].sort());
      for (const page of ownPages) {
        const own = pageElements(read(OWN_BUILD, page));
        const hostile = pageElements(read(client, page));
        expect(shape(hostile), `${page} of ${dir}: its elements and attributes`).toEqual(shape(own));
        // No string reached a script the browser runs: they are the site's own, as in this checkout.
        const runs = (elements: Element[]) =>
          scriptsAmong(elements)
            .filter((script) => script.executable)
            .map((script) => script.text);
        expect(runs(hostile), `${page} of ${dir}: its scripts`).toEqual(runs(own));
        texts.push(...textsOf(hostile));
      }
    }
    // And each string is there, as a visitor's browser or a crawler reads it.
    expect(BREAK_OUT_CORPUS.filter((text) => !texts.some((t) => t.includes(text)))).toEqual([]);

    const [first] = builds;
    if (!first) throw new Error("no build");
    const home = pageElements(read(join(first.dir, "build/client"), "index.html"));
    const description = home.find((e) => e.tagName === "meta" && attr(e, "name") === "description");
    expect(description && attr(description, "content")).toBe(META_REFRESH_DESCRIPTION);
    const [data] = scriptsAmong(home).filter((script) => script.type === "application/ld+json");
    expect(stringsOf(JSON.parse(data?.text ?? "null"))).toContain(META_REFRESH_DESCRIPTION);

    // The app manifest holds the home description and the app's names, as JSON.
    for (const { dir, filled: values } of builds) {
      const manifest = JSON.parse(read(join(dir, "build/client"), "site.webmanifest"));
      const value = (file: string, name: string) =>
        values.find(({ field }) => field.file === file && field.name === name)?.value;
      expect(manifest).toMatchObject({
        name: value(SHARING_FILE, "appName"),
        short_name: value(SHARING_FILE, "appShortName"),
        description: value(HOME_FILE, "description"),
      });
    }
  });

  test("a home description that ends the structured data's script and redirects: no page goes anywhere", async ({
    page,
  }) => {
    const [first] = builds;
    if (!first) throw new Error("no build");
    const site = await startSite("npm start", first.dir);
    try {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      for (const path of PAGES_WITH_THE_DESCRIPTION) {
        const url = `${site.origin}${path}`;
        await page.goto(url);
        // A meta refresh of 0 seconds goes as soon as the page has loaded; a moment more for a late one.
        await page.waitForTimeout(1_000);
        expect(page.url(), `${path}: where the browser is`).toBe(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      expect(requests.filter((url) => !url.startsWith(`${site.origin}/`) && !url.startsWith("data:"))).toEqual([]);
    } finally {
      await site.stop();
    }
  });
});
