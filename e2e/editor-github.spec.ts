// The content editor as the marketing team uses it on the live site: /keystatic on the editor
// Worker's own host, in GitHub mode, against a fake GitHub on this machine (support/fake-github.ts)
// whose repository starts as this project. Sign in, change words and a picture, save (to a new
// branch, as the production branch takes changes through pull requests only), and what GitHub
// received is exactly those files; a build of the branch shows them. And the edges: a refused
// drawing sends nothing, sign-out, an expired sign-in, the wrong secret; the public site, on
// another host, can read none of the sign-in's cookies.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Page, TestInfo } from "@playwright/test";

import { readPage } from "./support/build-files";
import { content, SITE_URL } from "./support/content";
import {
  type EditorWorld,
  foreignPage,
  GITHUB_ROUTING_BROWSER,
  routeGitHub,
  SETTINGS,
  withEditorWorld,
  startForeignSite,
} from "./support/editor-github";
import { choosePicture } from "./support/editor-ui";
import { READER, VIEWER } from "./support/fake-github";
import { REFUSED, SIGN_IN_COOKIE } from "../worker/sign-in-guard";
import { expect, test as base } from "./support/fixtures";
import { PROJECT } from "./support/project-copy";

const HERO_FILE = "src/content/home/hero.json";
const USE_CASES_FILE = "src/content/home/use-cases.json";
const ABOUT_FILE = "src/content/home/about.json";
const NEW_HEADING = "Phone calls answered by voice AI, day and night";
const BRANCH = "new-heading";
/** The drawing of the first attack on the site: a script the old check let through. */
const HOSTILE_DRAWING = join(PROJECT, "build-plugins/hostile-content/drawings/script-slash.svg");
/** A legal text of the second attack: a script element, which the editor never writes. */
const HOSTILE_LEGAL_TEXT = join(PROJECT, "build-plugins/hostile-content/legal-texts/script-element.mdx");
const PRIVACY_TEXT = "src/content/legal/privacy-policy/body.mdx";
const ACCESS_COOKIE = "keystatic-gh-access-token";
const REFRESH_COOKIE = "keystatic-gh-refresh-token";
/** A 640 × 400 photo, as the marketing team would upload one. */
const PHOTO = join(PROJECT, "e2e/files/photo-640x400.png");
const PHOTO_ALT = "A caller speaking to a voice bot instead of pressing keys";
const USE_CASE = content.useCases.items[0]?.name ?? "";
const SLIDE_TITLE = content.hero.slides[0]?.title ?? "";

/**
 * A step of the team's walk-through (docs/editing.md): with EDITING_SCREENSHOTS=<folder>, the page as
 * it is now, saved there under `name`; always attached to the test's report.
 */
async function step(page: Page, testInfo: TestInfo, name: string) {
  const folder = process.env.EDITING_SCREENSHOTS;
  const path = folder ? join(folder, `${name}.png`) : testInfo.outputPath(`${name}.png`);
  if (folder) mkdirSync(folder, { recursive: true });
  await page.screenshot({ path, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** A content file as the repository's first commit has it, read as JSON. */
const original = (file: string) => JSON.parse(readFileSync(join(PROJECT, file), "utf8")) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read back freely
/** JSON as Keystatic writes a content file. */
const asSaved = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * `npm run build` on the repository's state at `revision`, as a branch build does: whether it
 * built, what it printed, and the home page it made.
 */
function buildAt(github: EditorWorld["github"], revision: string) {
  const dir = mkdtempSync(join(tmpdir(), "rymi-branch-build-"));
  try {
    execFileSync("sh", ["-c", `git --git-dir="$0" archive "$1" | tar -x -C "$2"`, github.gitDir, revision, dir]);
    symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"));
    const { status, stdout, stderr } = spawnSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8" });
    const home = status === 0 ? readFileSync(join(dir, "build/client/index.html"), "utf8") : "";
    return { built: status === 0, output: stdout + stderr, home };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const test = base.extend<{ editor: EditorWorld }, { world: EditorWorld }>({
  // One Worker and fake GitHub per test worker; each test starts from the fake's first commit.
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide) => withEditorWorld(provide),
    { scope: "worker", timeout: 60_000 },
  ],
  editor: async ({ world, context }, provide, testInfo) => {
    world.github.reset();
    await routeGitHub(context, world.github);
    await provide(world);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("worker.log", { body: world.log(), contentType: "text/plain" });
      await testInfo.attach("github-requests.txt", {
        body: world.github.requests.join("\n"),
        contentType: "text/plain",
      });
    }
  },
});

test.use(GITHUB_ROUTING_BROWSER);

/** Opens the editor and signs in with GitHub, as someone signed out of GitHub does the first time. */
async function signIn(page: Page, origin: string, login = VIEWER.login) {
  await page.goto(`${origin}/keystatic`);
  await page.getByRole("button", { name: "Log in with GitHub" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to GitHub" })).toBeVisible();
  await page.getByLabel("Username").fill(login);
  await page.getByLabel("Password").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("list", { name: "Home page" })).toBeVisible({ timeout: 20_000 });
}

/** The commits GitHub has made for the editor so far. */
const made = (github: EditorWorld["github"]) => github.commits.filter((commit) => commit.oid).length;

/**
 * Once GitHub has made its `count`th commit, the editor says the section is saved: its Save button
 * works again and nothing is marked unsaved (while a save runs, a spinner takes the mark's place).
 */
async function savedAs(page: Page, github: EditorWorld["github"], count: number) {
  await expect.poll(() => made(github), { message: "commits GitHub made", timeout: 15_000 }).toBe(count);
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  await expect(page.getByText("Unsaved", { exact: true })).toBeHidden();
  await expect(page.getByRole("alert")).toHaveCount(0);
}

/** Opens one section of the content from the side bar. */
async function openSection(page: Page, group: string, section: string) {
  await page.getByRole("list", { name: group }).getByRole("link", { name: section }).click();
  await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
}

test.describe("the editor on the live site, in GitHub mode", { tag: "@editor" }, () => {
  // The Worker's throw-away certificate, as on the Cloudflare project.
  test.use({ ignoreHTTPSErrors: true });

  test("sign in, change the heading and a use case's picture, save to a new branch: GitHub gets exactly those files, and the branch builds", async ({
    page,
    editor,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { github, origin } = editor;
    await page.goto(`${origin}/keystatic`);
    await step(page, testInfo, "web-1-log-in");
    await page.getByRole("button", { name: "Log in with GitHub" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to GitHub" })).toBeVisible();
    await page.getByLabel("Username").fill(VIEWER.login);
    await page.getByLabel("Password").fill("correct horse battery staple");
    await step(page, testInfo, "web-2-github-sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("list", { name: "Home page" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "User menu" })).toContainText(VIEWER.name);
    // On the production branch, the page on the public site: never the editor's own host.
    await expect(page.getByRole("link", { name: "View this page on the live site ↗" })).toHaveAttribute(
      "href",
      `${SITE_URL}/`,
    );
    await step(page, testInfo, "web-3-signed-in");
    expect(github.tokenGrants).toEqual(["authorization_code"]);

    // The cookies: the access token readable by the app, the refresh token not; both Secure, and for
    // the editor's host alone (no Domain: a leading dot would share them with its subdomains).
    const cookies = await page.context().cookies();
    const cookie = (name: string) => cookies.find((c) => c.name === name);
    const host = new URL(origin).hostname;
    expect(cookie(ACCESS_COOKIE)).toMatchObject({ secure: true, httpOnly: false, sameSite: "Lax", domain: host });
    expect(cookie(REFRESH_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", domain: host });

    // The heading, saved: the production branch takes pull requests only, so the editor asks for a branch.
    await openSection(page, "Home page", "Slides at the top");
    await page.getByRole("textbox", { name: "Main heading of the page" }).fill(NEW_HEADING);
    await step(page, testInfo, "web-4-changed");
    await page.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog");
    await expect(
      dialog.getByText("Changes must be made via pull request to this branch.", { exact: false }),
    ).toBeVisible();
    await dialog.getByRole("textbox", { name: "Branch name" }).fill(BRANCH);
    await step(page, testInfo, "web-5-new-branch");
    await dialog.getByRole("button", { name: "Create branch and save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Current branch" })).toHaveValue(BRANCH);
    await savedAs(page, github, 1);
    // Each page links to the same page on the branch's preview (Workers Builds' address for it).
    await expect(page.getByRole("link", { name: `Preview this page on ${BRANCH} ↗` })).toHaveAttribute(
      "href",
      SETTINGS.EDITOR_PREVIEW_URL.replace("{branch}", BRANCH) + "/",
    );
    await step(page, testInfo, "web-6-saved-on-branch");
    await openSection(page, "Legal pages", "Privacy policy");
    const preview = page.getByRole("link", { name: `Preview this page on ${BRANCH} ↗` });
    await expect(preview).toHaveAttribute(
      "href",
      SETTINGS.EDITOR_PREVIEW_URL.replace("{branch}", BRANCH) + "/privacy-policy",
    );
    // On a phone, the link floats over the form: it never hides the field the team is typing in,
    // down to the last one of the longest section.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${origin}/keystatic/branch/${BRANCH}/singleton/contact`);
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    const last = page.getByRole("textbox").last();
    await last.focus();
    const [field, link] = [await last.boundingBox(), await preview.boundingBox()];
    expect(field && link && field.y + field.height <= link.y, "the focused last field above the link").toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The pull request, on GitHub: the branch's menu links to it.
    await page.getByRole("button", { name: "git actions" }).click();
    const pullRequest = page.getByRole("menuitem", { name: "Create pull request" });
    await expect(pullRequest).toHaveAttribute(
      "href",
      `https://github.com/${SETTINGS.KEYSTATIC_GITHUB_REPO}/pull/new/${BRANCH}`,
    );
    await step(page, testInfo, "web-7-pull-request");
    await page.keyboard.press("Escape");
    await expect(pullRequest).toBeHidden();

    // The use case's picture, on the branch now.
    await openSection(page, "Home page", "Use cases (industries)");
    const item = await choosePicture(page, USE_CASE, PHOTO);
    await item.getByRole("textbox", { name: "What the picture shows" }).fill(PHOTO_ALT);
    await item.getByRole("button", { name: "Done" }).click();
    await expect(item).toBeHidden();
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await savedAs(page, github, 2);

    // What GitHub received: the refused save on main, then one commit per save on the new branch,
    // each exactly its files, byte for byte, on the commit before it.
    const base = github.initialCommit;
    const hero = { ...original(HERO_FILE), heading: NEW_HEADING };
    const useCases = original(USE_CASES_FILE);
    const oldPicture = useCases.items[0].image.slice(1);
    const picture = oldPicture.replace(/\.svg$/, ".png");
    useCases.items[0] = { ...useCases.items[0], image: `/${picture}`, alt: PHOTO_ALT };
    const [refused, first, second, ...more] = github.commits;
    expect(more).toEqual([]);
    expect(refused).toMatchObject({
      branch: "main",
      expectedHeadOid: base,
      error: expect.stringMatching(/^Repository rule violations found/),
    });
    expect(refused?.oid, "a commit on the production branch").toBeUndefined();
    expect(first).toMatchObject({ branch: BRANCH, expectedHeadOid: base, deletions: [] });
    expect(first?.additions).toEqual([{ path: HERO_FILE, contents: asSaved(hero) }]);
    expect(second).toMatchObject({ branch: BRANCH, expectedHeadOid: first?.oid, deletions: [oldPicture] });
    expect(second?.additions).toEqual([
      { path: USE_CASES_FILE, contents: asSaved(useCases) },
      { path: picture, contents: readFileSync(PHOTO) },
    ]);
    expect(github.head(BRANCH)).toBe(second?.oid);
    expect(github.head("main"), "the production branch").toBe(base);
    expect(github.git("diff", "--name-status", base, BRANCH).split("\n").sort()).toEqual(
      [`A\t${picture}`, `D\t${oldPicture}`, `M\t${HERO_FILE}`, `M\t${USE_CASES_FILE}`].sort(),
    );

    // The branch's build, as Workers Builds makes its preview: the new heading and picture on the home page.
    const { built, output, home } = buildAt(github, BRANCH);
    expect(built, output).toBe(true);
    expect(home).toContain(`>${NEW_HEADING}</h1>`);
    expect(home).toContain(`alt="${PHOTO_ALT}"`);
  });

  test("a drawing that could run script is refused on Save with the build's message, before any request to GitHub", async ({
    page,
    editor,
  }) => {
    const { github, origin } = editor;
    await signIn(page, origin);
    await openSection(page, "Home page", "Slides at the top");
    const dialog = await choosePicture(page, SLIDE_TITLE, HOSTILE_DRAWING);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    const before = [...github.requests];
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText(
      /Nothing was saved: the drawing src\/assets\/art\/hero\/slides\/0\/image\.svg may not be shown: .*<script> runs script/,
    );
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    expect(github.requests, "requests to GitHub").toEqual(before);
    expect(github.commits).toEqual([]);
  });

  test("a hostile drawing committed outside the editor: the branch's build fails with the build's message", async ({
    editor,
  }) => {
    const { github } = editor;
    const branch = "pushed-by-hand";
    github.git("update-ref", `refs/heads/${branch}`, github.initialCommit);
    const drawing = original(HERO_FILE).slides[0].image.slice(1);
    github.push(branch, { [drawing]: readFileSync(HOSTILE_DRAWING) });
    const { built, output } = buildAt(github, branch);
    expect(built, "the branch's build").toBe(false);
    expect(output).toMatch(new RegExp(`${drawing.replace(/[./]/g, "\\$&")}.*may not be shown: .*<script> runs script`));
    expect(github.head("main"), "the production branch").toBe(github.initialCommit);
  });

  test("a hostile legal text committed outside the editor: the branch's build fails with the build's message", async ({
    editor,
  }) => {
    const { github } = editor;
    const branch = "legal-text-pushed-by-hand";
    github.git("update-ref", `refs/heads/${branch}`, github.initialCommit);
    github.push(branch, { [PRIVACY_TEXT]: readFileSync(HOSTILE_LEGAL_TEXT) });
    const { built, output } = buildAt(github, branch);
    expect(built, "the branch's build").toBe(false);
    expect(output).toContain(`${PRIVACY_TEXT}: body: line 3: <script> is not one of the components`);
    expect(github.head("main"), "the production branch").toBe(github.initialCommit);
  });

  test("an expired sign-in is renewed without a word, and signing out clears the cookies and the token", async ({
    page,
    editor,
  }) => {
    const { github, origin } = editor;
    await signIn(page, origin);
    const cookies = await page.context().cookies();
    const names = async () => (await page.context().cookies()).map((cookie) => cookie.name).sort();
    // Each cookie lasts as long as GitHub's token: the access token 8 hours, the refresh token 6 months.
    const lasts = (name: string) => (cookies.find((cookie) => cookie.name === name)?.expires ?? 0) - Date.now() / 1000;
    expect(lasts(ACCESS_COOKIE) / 3600, "the access token's cookie, in hours").toBeCloseTo(8, 1);
    expect(lasts(REFRESH_COOKIE) / 86_400, "the refresh token's cookie, in days").toBeCloseTo(184, 0);

    // 8 hours on: GitHub no longer takes the access token, and the browser has dropped its cookie. The
    // editor is closed first (a plain 404 of its host stays): left open, its app would renew the token
    // itself as soon as GitHub refused it.
    const editorAddress = page.url();
    await page.goto(`${origin}/robots.txt`);
    github.expireAccessTokens();
    await page.context().clearCookies({ name: ACCESS_COOKIE });
    await page.goto(editorAddress);
    await openSection(page, "Home page", "Slides at the top");
    await expect(page.getByRole("textbox", { name: "Main heading of the page" })).toHaveValue(
      original(HERO_FILE).heading,
    );
    expect(github.tokenGrants).toEqual(["authorization_code", "refresh_token"]);
    expect(await names()).toEqual([ACCESS_COOKIE, REFRESH_COOKIE]);

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByRole("button", { name: "Log in with GitHub" })).toBeVisible();
    expect(await names()).toEqual([]);
    expect(github.revokedTokens).toHaveLength(1);
  });

  test("two people on one branch: a save after another's change to another file keeps both; to the same file, asks for a new branch", async ({
    page,
    editor,
  }) => {
    const { github, origin } = editor;
    const branch = "spring-update";
    github.git("update-ref", `refs/heads/${branch}`, github.initialCommit);
    await signIn(page, origin);
    await page.goto(`${origin}/keystatic/branch/${branch}/singleton/hero`);
    const heading = page.getByRole("textbox", { name: "Main heading of the page" });
    await expect(heading).toHaveValue(original(HERO_FILE).heading);

    // A colleague saves another section while this one is open: this save goes on top of theirs.
    const about = { ...original(ABOUT_FILE), heading: "About the team behind RYMI" };
    const theirs = github.push(branch, { [ABOUT_FILE]: asSaved(about) });
    await heading.fill(NEW_HEADING);
    await page.getByRole("button", { name: "Save" }).click();
    await savedAs(page, github, 1);
    const mine = github.head(branch) ?? "";
    expect(github.git("rev-parse", `${mine}^`), "the save's parent").toBe(theirs);
    expect(github.file(branch, ABOUT_FILE)).toEqual(asSaved(about));
    expect(JSON.parse(github.file(branch, HERO_FILE).toString()).heading).toBe(NEW_HEADING);

    // The colleague changes this very section: the next save here must not overwrite theirs.
    const colleagues = { ...original(HERO_FILE), heading: NEW_HEADING, label: "Highlights of RYMI" };
    const overwritten = github.push(branch, { [HERO_FILE]: asSaved(colleagues) });
    await heading.fill("A heading written at the same time");
    await page.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("This entry has been updated since it was opened.", { exact: false })).toBeVisible();
    expect(github.head(branch), "the branch keeps the colleague's save").toBe(overwritten);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(heading, "what was typed stays").toHaveValue("A heading written at the same time");
  });

  test("with a client secret GitHub does not know, sign-in says what to set; the public pages are unaffected", async ({
    page,
    editor,
  }) => {
    const { github, origin, site } = editor;
    github.clientSecret = "rotated-on-github"; // the App's secret changed on GitHub, not on the Worker
    await page.goto(`${origin}/keystatic`);
    await page.getByRole("button", { name: "Log in with GitHub" }).click();
    await page.getByLabel("Username").fill(VIEWER.login);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("KEYSTATIC_GITHUB_CLIENT_SECRET", { exact: false })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
    const home = await page.goto(`${site}/`);
    expect(home?.status()).toBe(200);
    expect(await home?.text()).toBe(readPage("index.html"));
  });

  test("signed in on the editor's host, a page of the public site (another host) can read none of its cookies, and holds no editor", async ({
    page,
    editor,
  }) => {
    const { origin, site } = editor;
    await signIn(page, origin);
    const names = async (url: string) => (await page.context().cookies(url)).map((cookie) => cookie.name).sort();
    expect(await names(origin), "the editor's cookies, on its host").toEqual([ACCESS_COOKIE, REFRESH_COOKIE]);
    // The token the editor's page can read (Keystatic's app uses it for GitHub's API)...
    expect(await page.evaluate(() => document.cookie)).toContain(`${ACCESS_COOKIE}=`);

    // ...which no script of the public site can: its pages are on another host.
    for (const path of ["/", "/privacy-policy", "/no-such-page"]) {
      await page.goto(`${site}${path}`);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      expect(await page.evaluate(() => document.cookie), path).toBe("");
    }
    expect(await names(site), "cookies the public site's requests carry").toEqual([]);

    // The editor's paths on the public site: its 404 page, with the status 404; no editor, no sign-in.
    for (const path of ["/keystatic", "/api/keystatic/github/login"]) {
      const response = await page.goto(`${site}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await response?.text(), path).toBe(readPage("404.html"));
      await expect(page.getByRole("heading", { level: 1, name: content.notFound.heading })).toBeVisible();
    }
    expect(await names(site)).toEqual([]);
  });

  test("a sign-in this browser did not start signs nobody in: an attacker's callback, with or without its state, exchanges no code", async ({
    page,
    editor,
    browser,
  }) => {
    const { github, origin } = editor;
    // The attacker starts a sign-in in their own browser (its nonce in their cookies), signs in to
    // GitHub with their own account, and takes GitHub's way back, its code and their state, as the
    // link they send.
    const attacker = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const login = await attacker.request.get(`${origin}/api/keystatic/github/login`, { maxRedirects: 0 });
      const authorize = login.headers()["location"] ?? "";
      github.signedInAs = READER.login;
      const back = await github.handle({ method: "GET", url: authorize, headers: {} });
      github.signedInAs = undefined; // the victim's browser is not signed in to GitHub
      const link = back.headers.Location ?? "";
      const { searchParams } = new URL(link);
      const [code = "", state = ""] = [searchParams.get("code"), searchParams.get("state")];
      expect(state).toMatch(/^[0-9a-f]{64}$/);
      expect((await attacker.cookies()).map((cookie) => [cookie.name, cookie.value])).toEqual([
        [SIGN_IN_COOKIE, state],
      ]);
      expect(github.tokenGrants, "nothing exchanged yet").toEqual([]);

      // The victim, signing in too, at GitHub's sign-in page (a nonce of their own set), opens the
      // link, then the same code without a state.
      await page.goto(`${origin}/keystatic`);
      await page.getByRole("button", { name: "Log in with GitHub" }).click();
      await expect(page.getByRole("heading", { name: "Sign in to GitHub" })).toBeVisible();
      const signingIn = page.url();
      const callback = `${origin}/api/keystatic/github/oauth/callback`;
      for (const url of [link, `${callback}?code=${code}`, `${callback}?code=${code}&state=close`]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(403);
        await expect(page.getByRole("link", { name: "Sign in with GitHub" })).toHaveAttribute(
          "href",
          "/api/keystatic/github/login",
        );
        const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
        expect(cookies, url).toEqual([SIGN_IN_COOKIE]);
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The GitHub App is installed");
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in again");
      await expect(page.getByText("nobody was signed in")).toBeVisible();
      expect(github.tokenGrants, "codes exchanged").toEqual([]);
      expect(github.requests.filter((request) => request.includes("/login/oauth/access_token"))).toEqual([]);

      // Their own sign-in still goes through, as themselves.
      await page.goto(signingIn);
      await page.getByLabel("Username").fill(VIEWER.login);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("button", { name: "User menu" })).toContainText(VIEWER.name, { timeout: 20_000 });
      expect(github.tokenGrants).toEqual(["authorization_code"]);
      expect((await page.context().cookies()).map((cookie) => cookie.name).sort()).toEqual([
        ACCESS_COOKIE,
        REFRESH_COOKIE,
      ]);

      // The attacker's code was good: in their own browser, with their nonce, it signs them in.
      await routeGitHub(attacker, github);
      const theirs = await attacker.newPage();
      await theirs.goto(link);
      await expect(theirs.getByRole("button", { name: "User menu" })).toContainText(READER.name, { timeout: 20_000 });
      expect(github.tokenGrants).toEqual(["authorization_code", "authorization_code"]);
    } finally {
      await attacker.close();
    }
  });

  test("another site cannot sign the editor out or renew its sign-in: refused, and the session works on", async ({
    page,
    editor,
  }) => {
    const { github, origin } = editor;
    await signIn(page, origin);
    const cookies = await page.context().cookies();
    const foreign = await startForeignSite(foreignPage(origin));
    try {
      // The visitor follows its link, then sends its form.
      const refused: string[] = [];
      page.on("response", (response) => {
        if (response.url().startsWith(`${origin}/api/`))
          refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await page.goto(foreign.url);
      await page.getByRole("link", { name: "A link to the editor's sign-out" }).click();
      await expect(page.getByText(REFUSED.signOut.trim())).toBeVisible();
      await page.goto(foreign.url);
      await page.getByRole("button", { name: "A form that renews the editor's sign-in" }).click();
      await expect(page.getByText(REFUSED.refresh.trim())).toBeVisible();
      expect(refused).toEqual(["403 /api/keystatic/github/logout", "403 /api/keystatic/github/refresh-token"]);
      // The same over HTTP, with the browser's cookies and another site's headers.
      const cross = { "Sec-Fetch-Site": "cross-site", Origin: foreign.url.slice(0, -1) };
      const refresh = await page.request.post(`${origin}/api/keystatic/github/refresh-token`, { headers: cross });
      expect([refresh.status(), await refresh.text()]).toEqual([403, REFUSED.refresh]);
      const logout = await page.request.get(`${origin}/api/keystatic/github/logout`, {
        headers: { "Sec-Fetch-Site": "cross-site" },
        maxRedirects: 0,
      });
      expect([logout.status(), await logout.text()]).toEqual([403, REFUSED.signOut]);
    } finally {
      await foreign.stop();
    }
    expect(github.revokedTokens, "tokens revoked").toEqual([]);
    expect(github.tokenGrants, "tokens renewed").toEqual(["authorization_code"]);
    expect(await page.context().cookies()).toEqual(cookies);

    // Still signed in: the editor opens as it was, and its own sign-out works.
    await page.goto(`${origin}/keystatic`);
    await openSection(page, "Home page", "Slides at the top");
    await expect(page.getByRole("textbox", { name: "Main heading of the page" })).toHaveValue(
      original(HERO_FILE).heading,
    );
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByRole("button", { name: "Log in with GitHub" })).toBeVisible();
    expect(github.revokedTokens).toHaveLength(1);
  });

  test("someone who may only read the repository cannot save, is told why, and keeps what they typed; nothing is committed", async ({
    page,
    editor,
  }) => {
    const { github, origin } = editor;
    await signIn(page, origin, READER.login);
    await expect(page.getByRole("button", { name: "User menu" })).toContainText(READER.name);
    await openSection(page, "Home page", "Slides at the top");
    const heading = page.getByRole("textbox", { name: "Main heading of the page" });
    await heading.fill(NEW_HEADING);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText(
      `Nothing was saved: your GitHub account ${READER.login} may read this repository, not change it.`,
    );
    await expect(page.getByRole("alert")).toContainText("Ask the repository's owner for write access");
    await expect(heading, "what was typed stays").toHaveValue(NEW_HEADING);
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    expect(github.commits.map(({ branch, oid, error }) => ({ branch, oid, error }))).toEqual([
      {
        branch: "main",
        oid: undefined,
        error: `${READER.login} does not have the correct permissions to execute \`CreateCommitOnBranch\``,
      },
    ]);
    expect(github.branches()).toEqual(["main"]);
    expect(github.head("main")).toBe(github.initialCommit);
  });
});
