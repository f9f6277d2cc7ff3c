// The content editor on the live site (GitHub mode, the editor Worker on its own host) in Firefox and WebKit,
// the engines of the marketing team's Macs besides Chrome, against the fake GitHub. Sign in with
// GitHub; change the main heading; Save is refused on the protected production branch, so the
// editor asks for a branch and saves there: GitHub receives exactly that one file. Then sign out.
// A hostile drawing is refused in the page (the build's allow-lists run in each engine), an expired
// sign-in is renewed, a client secret GitHub does not know says what to set; a sign-in this tab did
// not start signs nobody in, and another site's link cannot sign out or renew. The deep GitHub-mode
// suite is Chromium's (editor-github.spec.ts). The engines
// reach the fake GitHub through a proxy (support/github-proxy.ts): Playwright's routing is
// Chromium's only here.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { test as base, expect } from "@playwright/test";

import type { EngineName, EnginePage, RunningEngine } from "../browsers/engines/index.mjs";
import { expectEngine, launchEngine } from "../browsers/engines/index.mjs";
import { content } from "./support/content";
import { type EditorWorld, foreignPage, startEditorWorld, startForeignSite } from "./support/editor-github";
import { attachFailedTab } from "./support/engine-tab";
import { READER, VIEWER } from "./support/fake-github";
import { startGitHubProxy } from "./support/github-proxy";
import { get, single } from "./support/http";
import { PROJECT } from "./support/project-copy";

const HERO_FILE = "src/content/home/hero.json";
/** What the test types: short, as WebKitWebDriver types a key in about 0.1 s on a loaded machine. */
const NEW_HEADING = "Calls answered by voice AI";
const BRANCH = "engine-heading";
/** The drawing of the first attack on the site: a script the old check let through. */
const HOSTILE_DRAWING = join(PROJECT, "build-plugins/hostile-content/drawings/script-slash.svg");
const SLIDE_TITLE = content.hero.slides[0]?.title ?? "";
/** Keystatic links a Google Fonts stylesheet; the editor page's policy keeps it out. */
const BLOCKED_FONTS = "https://fonts.googleapis.com/";

type World = EditorWorld & { proxy: string };

const test = base.extend<
  { editor: World; tab: EnginePage },
  { engine: EngineName; world: World; running: RunningEngine }
>({
  engine: ["firefox", { option: true, scope: "worker" }],
  // The Worker with the editor set up, the fake GitHub, and the proxy to it: one per test worker.
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide) => {
      const world = await startEditorWorld();
      const proxy = await startGitHubProxy(world.github);
      try {
        await provide({ ...world, proxy: proxy.proxy });
      } finally {
        await proxy.stop();
        await world.stop();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  editor: async ({ world }, provide, testInfo) => {
    world.github.reset();
    await provide(world);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("github-requests.txt", {
        body: world.github.requests.join("\n"),
        contentType: "text/plain",
      });
  },
  // The engine, with GitHub's hosts behind the proxy: started once per test worker, as a start takes
  // seconds (more on a loaded machine) and each tab starts afresh anyway.
  running: [
    async ({ engine, world }, provide) => {
      const running = await launchEngine(engine, { proxy: world.proxy });
      try {
        await provide(running);
      } finally {
        await running.close();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // A fresh tab, a Mac laptop's window (Firefox: a new browser context, no cookie of another test;
  // WebKit: a new MiniBrowser), in its own time apart from the test's, as in engines.spec.ts.
  tab: [
    async ({ running }, provide, testInfo) => {
      const tab = await running.open({ width: 1280, height: 800 });
      await provide(tab);
      await attachFailedTab(tab, testInfo);
      await tab.close();
    },
    { timeout: 75_000 },
  ],
});

// Each test loads the editor's app (3 MB) in a fresh tab, beside the other projects' tests
// (a branch's build among them, which takes both cores for a while): 30 s is too short for that.
test.describe.configure({ timeout: 90_000 });

/** Opens the editor and signs in with GitHub; the side bar's list of the home page's sections. */
async function signIn(tab: EnginePage, origin: string) {
  await tab.goto(`${origin}/keystatic`);
  await tab.getByRole("button", { name: "Log in with GitHub" }).click();
  await expectEngine(tab.getByRole("heading", { name: "Sign in to GitHub" }), "GitHub's sign-in").toBeVisible();
  await tab.getByLabel("Username").fill(VIEWER.login);
  await tab.getByLabel("Password").fill("secret");
  await tab.getByRole("button", { name: "Sign in" }).click();
  const homePage = tab.getByRole("list", { name: "Home page" });
  await expectEngine(homePage, "the side bar").toBeVisible({ timeout: 30_000 });
  return homePage;
}

test(
  "the editor on the live site: sign in with GitHub, change the heading, save to a new branch, sign out",
  { tag: ["@engines", "@editor"] },
  async ({ editor, tab }) => {
    const { github, origin } = editor;
    const homePage = await signIn(tab, origin);
    expect(github.tokenGrants).toEqual(["authorization_code"]);

    await homePage.getByRole("link", { name: "Slides at the top" }).click();
    const heading = tab.getByRole("textbox", { name: "Main heading of the page" });
    await expectEngine(heading, "the heading's field").toBeVisible();
    await heading.fill(NEW_HEADING);
    await tab.getByRole("button", { name: "Save" }).click();
    const dialog = tab.getByRole("dialog");
    await expectEngine(dialog.getByText(/Changes must be made via pull request to this branch\./)).toBeVisible();
    await dialog.getByRole("textbox", { name: "Branch name" }).fill(BRANCH);
    await dialog.getByRole("button", { name: "Create branch and save" }).click();
    await expect.poll(() => github.commits.filter((commit) => commit.oid).length, { timeout: 15_000 }).toBe(1);
    await expectEngine(tab.getByText("Unsaved", { exact: true }), "the section saved").toBeHidden();

    // Exactly the one file, as Keystatic writes JSON, on the production branch's commit; main untouched.
    const hero = JSON.parse(readFileSync(join(PROJECT, HERO_FILE), "utf8")) as Record<string, unknown>;
    const [refused, saved] = github.commits;
    expect(refused?.oid, "a commit on the production branch").toBeUndefined();
    expect(saved).toMatchObject({ branch: BRANCH, expectedHeadOid: github.initialCommit, deletions: [] });
    expect(saved?.additions).toEqual([
      { path: HERO_FILE, contents: Buffer.from(`${JSON.stringify({ ...hero, heading: NEW_HEADING }, null, 2)}\n`) },
    ]);
    expect(github.head("main")).toBe(github.initialCommit);

    // Sign out: the token revoked, and no cookie left to sign in again with.
    await tab.getByRole("button", { name: "User menu" }).click();
    await tab.getByRole("menuitem", { name: "Log out" }).click();
    await expectEngine(tab.getByRole("button", { name: "Log in with GitHub" }), "signed out").toBeVisible();
    expect(github.revokedTokens).toHaveLength(1);
    expect(await tab.evaluate(() => document.cookie), "cookies after signing out").toBe("");
    await tab.goto(`${origin}/keystatic`);
    await expectEngine(tab.getByRole("button", { name: "Log in with GitHub" }), "still signed out").toBeVisible();
    expect(await tab.evaluate(() => document.cookie), "cookies after a new visit").toBe("");
    expect(github.tokenGrants, "no sign-in renewed").toEqual(["authorization_code"]);

    const problems = await tab.problems();
    expect(problems.filter((problem) => !problem.includes(BLOCKED_FONTS))).toEqual([]);
  },
);

test(
  "the editor on the live site: an expired sign-in renewed, a hostile drawing refused in the page before any request",
  { tag: ["@engines", "@editor"] },
  async ({ editor, tab }) => {
    const { github, origin } = editor;
    await signIn(tab, origin);

    // 8 hours on, GitHub no longer takes the access token and the browser has dropped its cookie (the
    // page can: it is not HttpOnly); a new visit renews both from the refresh token. The editor is
    // closed first (a plain 404 of its host stays): left open, its app renews the token itself as soon
    // as GitHub refuses it, which either puts the cookie back or, cut off by the next visit, spends the
    // refresh token whose answer never arrives.
    await tab.goto(`${origin}/robots.txt`);
    github.expireAccessTokens();
    await tab.evaluate(() => {
      document.cookie = "keystatic-gh-access-token=; Max-Age=0; Path=/; Secure; SameSite=Lax";
    });
    expect(await tab.evaluate(() => document.cookie), "cookies once the access token's is gone").toBe("");
    await tab.goto(`${origin}/keystatic`);
    const homePage = tab.getByRole("list", { name: "Home page" });
    await expectEngine(homePage, "the side bar, signed in").toBeVisible({ timeout: 30_000 });
    expect(github.tokenGrants).toEqual(["authorization_code", "refresh_token"]);

    await homePage.getByRole("link", { name: "Slides at the top" }).click();
    await tab.getByRole("row", { name: SLIDE_TITLE }).click();
    const dialog = tab.getByRole("dialog");
    // Keystatic's "Choose file" adds a file input to the page and clicks it; the file is chosen there.
    await dialog.getByRole("button", { name: "Choose file" }).click();
    await tab.locator('body > input[type="file"]').setInputFiles(HOSTILE_DRAWING);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expectEngine(dialog, "the slide's dialog closed").toBeHidden();
    const before = [...github.requests];
    await tab.getByRole("button", { name: "Save" }).click();
    await expectEngine(
      tab.getByText(
        /Nothing was saved: the drawing src\/assets\/art\/hero\/slides\/0\/image\.svg may not be shown: .*<script> runs script/,
      ),
      "the build's message",
    ).toBeVisible();
    await expectEngine(tab.getByText("Unsaved", { exact: true }), "still unsaved").toBeVisible();
    expect(github.requests, "requests to GitHub").toEqual(before);
    expect(github.commits).toEqual([]);
  },
);

test(
  "the editor on the live site: a client secret GitHub does not know, sign-in says what to set",
  { tag: ["@engines", "@editor"] },
  async ({ editor, tab }) => {
    const { github, origin } = editor;
    github.clientSecret = "rotated-on-github"; // the App's secret changed on GitHub, not on the Worker
    await tab.goto(`${origin}/keystatic`);
    await tab.getByRole("button", { name: "Log in with GitHub" }).click();
    await tab.getByLabel("Username").fill(VIEWER.login);
    await tab.getByRole("button", { name: "Sign in" }).click();
    await expectEngine(tab.getByText(/KEYSTATIC_GITHUB_CLIENT_SECRET/), "what to set").toBeVisible();
    expect(await tab.evaluate(() => document.cookie)).toBe("");
  },
);

test(
  "the editor on the live site: a sign-in this tab did not start signs nobody in, and exchanges no code",
  { tag: ["@engines", "@editor"] },
  async ({ editor, tab }) => {
    const { github, origin } = editor;
    // Another browser's sign-in (its nonce stays there), with GitHub's code for its account: the link sent.
    const login = await get(origin, "/api/keystatic/github/login");
    github.signedInAs = READER.login;
    const back = await github.handle({ method: "GET", url: single(login, "location") ?? "", headers: {} });
    github.signedInAs = undefined;
    const link = back.headers.Location ?? "";
    expect(new URL(link).searchParams.get("state")).toMatch(/^[0-9a-f]{64}$/);

    await tab.goto(link);
    await expectEngine(tab.getByRole("heading", { level: 1, name: "Sign in again" }), "the refusal").toBeVisible();
    await expectEngine(tab.getByText(/nobody was signed in/)).toBeVisible();
    await tab.goto(`${link.replace(/state=[^&]*/, "state=close")}`);
    await expectEngine(tab.getByRole("heading", { level: 1, name: "The GitHub App is installed" })).toBeVisible();
    expect(await tab.evaluate(() => document.cookie), "cookies").toBe("");
    expect(github.tokenGrants, "codes exchanged").toEqual([]);

    // From the refusal, signing in again works.
    await tab.getByRole("link", { name: "Sign in with GitHub" }).click();
    await tab.getByLabel("Username").fill(VIEWER.login);
    await tab.getByRole("button", { name: "Sign in" }).click();
    await expectEngine(tab.getByRole("list", { name: "Home page" }), "signed in").toBeVisible({ timeout: 30_000 });
    expect(github.tokenGrants).toEqual(["authorization_code"]);
  },
);

test(
  "the editor on the live site: another site's link cannot sign out, nor its form renew; the session works on",
  { tag: ["@engines", "@editor"] },
  async ({ editor, tab }) => {
    const { github, origin } = editor;
    await signIn(tab, origin);
    const cookies = await tab.evaluate(() => document.cookie);
    const foreign = await startForeignSite(foreignPage(origin));
    try {
      await tab.goto(foreign.url);
      await tab.getByRole("link", { name: "A link to the editor's sign-out" }).click();
      await expectEngine(tab.getByText(/Signing out works only from the editor's own menu/), "refused").toBeVisible();
      await tab.goto(foreign.url);
      await tab.getByRole("button", { name: "A form that renews the editor's sign-in" }).click();
      await expectEngine(
        tab.getByText(/The sign-in is renewed only by the editor's own page/),
        "refused",
      ).toBeVisible();
    } finally {
      await foreign.stop();
    }
    expect(github.revokedTokens, "tokens revoked").toEqual([]);
    expect(github.tokenGrants, "tokens renewed").toEqual(["authorization_code"]);
    await tab.goto(`${origin}/keystatic`);
    await expectEngine(tab.getByRole("list", { name: "Home page" }), "still signed in").toBeVisible({
      timeout: 30_000,
    });
    expect(await tab.evaluate(() => document.cookie)).toBe(cookies);
  },
);
