// Checks a deployed site from outside, with one command: npm run check-deploy -- https://rymi.ai
// (docs/deploying.md). For the home page, a legal page, an unknown path and an unknown path under
// /api/ (where the production Worker's code runs): the status, the security headers of
// server/headers.mjs (HSTS and upgrade-insecure-requests over HTTPS), the Content-Security-Policy
// of this checkout's build when there is one, and the page's own text (its title; the 404 page's
// heading). For the content editor, whether it is set up on that site or not: its page at
// /keystatic and a path under it (the editor page's own policy, never indexed or cached), its app,
// and its sign-in (to GitHub's, back to this origin; or 503 and what to set); robots.txt and the
// sitemap keep crawlers out of both. Prints one line per check, then whether the editor is set up
// (never a secret: only the GitHub App's client ID, which is public); exits 1 if any check fails.
import { existsSync, readFileSync } from "node:fs";

import { SECURITY_HEADERS } from "../server/headers.mjs";
import { attr, pageElements, textOf } from "../tooling/html.mjs";

const origin = process.argv[2]?.replace(/\/+$/, "");
if (!origin || !/^https?:\/\/[^/]+$/.test(origin)) {
  console.error("Usage: npm run check-deploy -- https://your.host (the site's origin, no path)");
  process.exit(2);
}
// What the editor's answers must be, from the Worker's own code: TypeScript, which Node runs as it
// is from 22.18 on.
/** @type {[typeof import("../worker/editor-page.ts"), typeof import("../worker/editor-api.ts"), typeof import("../src/lib/routes.ts")]} */
let modules;
try {
  modules = await Promise.all([
    import("../worker/editor-page.ts"),
    import("../worker/editor-api.ts"),
    import("../src/lib/routes.ts"),
  ]);
} catch (error) {
  if (!(error instanceof Error && "code" in error && error.code === "ERR_UNKNOWN_FILE_EXTENSION")) throw error;
  console.error(
    `check-deploy reads the Worker's TypeScript: it needs Node 22.18 or later (this is ${process.version}).`,
  );
  process.exit(2);
}
const [
  { EDITOR_PAGE_CSP, EDITOR_PAGE_CSP_HTTP },
  { EDITOR_SETTINGS, SETUP_REASONS, isClientId, isRepository },
  routes,
] = modules;
const { editorApiPath, editorPath, workerApiPrefix } = routes;

const https = origin.startsWith("https:");
/** @param {string} file */
const built = (file) => new URL(`../build/${file}`, import.meta.url);
/** The policy this checkout built, to compare with the deployed one (skipped without a build). */
const csp = existsSync(built("headers.json")) ? JSON.parse(readFileSync(built("headers.json"), "utf8")).csp : null;
/** The text of each `tag` element of a page. @param {string} html @param {string} tag */
const textsOf = (html, tag) =>
  pageElements(html)
    .filter((element) => element.tagName === tag)
    .map(textOf);
/** @param {string} html */
const titleOf = (html) => textsOf(html, "title")[0];
/** The content of a page's `<meta name="…">`. @param {string} html @param {string} name */
const metaOf = (html, name) =>
  pageElements(html)
    .filter((element) => element.tagName === "meta" && attr(element, "name") === name)
    .map((element) => attr(element, "content"));
const notFound = JSON.parse(readFileSync(new URL("../src/content/pages/not-found.json", import.meta.url), "utf8"));

let failed = 0;
/** @param {string} what @param {boolean} ok @param {string} [detail] */
function check(what, ok, detail = "") {
  if (!ok) failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${ok || !detail ? "" : `: ${detail}`}`);
}

/**
 * GET `path`, without following a redirect: the response and its text, or undefined (a failed
 * check) when nothing answered.
 * @param {string} path
 */
async function request(path) {
  try {
    const response = await fetch(origin + path, { redirect: "manual" });
    return { response, body: await response.text() };
  } catch (error) {
    check(`GET ${path}`, false, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
/** The headers of server/headers.mjs, every one exactly (HSTS over HTTPS only). @param {string} path @param {Response} response */
function checkSecurityHeaders(path, response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === "Strict-Transport-Security" && !https) continue;
    const sent = response.headers.get(name);
    check(`GET ${path}: ${name}`, sent === value, `got ${JSON.stringify(sent)}`);
  }
}
/** What every answer of the editor's carries besides: never indexed, never cached. @param {string} path @param {Response} response */
function checkEditorHeaders(path, response) {
  const robots = response.headers.get("x-robots-tag");
  check(`GET ${path}: noindex (X-Robots-Tag)`, robots === "noindex", `got ${JSON.stringify(robots)}`);
  const cache = response.headers.get("cache-control");
  check(`GET ${path}: never cached (Cache-Control: no-store)`, cache === "no-store", `got ${JSON.stringify(cache)}`);
}

const pages = [
  { path: "/", status: 200, file: "client/index.html" },
  { path: "/privacy-policy", status: 200, file: "client/privacy-policy.html" },
  { path: `/no-such-page-${Date.now()}`, status: 404, file: "client/404.html" },
  // The Worker's code runs for /api/* (wrangler.jsonc): a path it does not serve is a real 404.
  { path: `${workerApiPrefix}no-such-path-${Date.now()}`, status: 404, file: "client/404.html" },
];
for (const { path, status, file } of pages) {
  const answer = await request(path);
  if (!answer) continue;
  const { response, body } = answer;
  check(`GET ${path}: ${status}`, response.status === status, `got ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  check(`GET ${path}: HTML`, /^text\/html/i.test(type), type || "no Content-Type");
  checkSecurityHeaders(path, response);
  const policy = response.headers.get("content-security-policy") ?? "";
  check(
    `GET ${path}: Content-Security-Policy${csp ? " (this build's)" : ""}`,
    csp
      ? policy === csp || (!https && policy === csp.replace("; upgrade-insecure-requests", ""))
      : /^default-src 'none'/.test(policy),
    policy ? "a different policy" : "none",
  );
  if (status === 404)
    check(`GET ${path}: the 404 page`, textsOf(body, "h1").includes(notFound.heading), "its heading is missing");
  else {
    const expected = existsSync(built(file)) ? titleOf(readFileSync(built(file), "utf8")) : undefined;
    const title = titleOf(body);
    check(
      `GET ${path}: its title${expected ? " (this build's)" : ""}`,
      expected ? title === expected : Boolean(title),
      `got ${JSON.stringify(title)}`,
    );
  }
}

// The content editor (worker/index.ts). Not set up, its page and its API answer 503 with the list
// of what to set (editorSetupProblem, worker/editor-api.ts): each "- NAME is …: how to set it".
// Only the names and why are kept, in the Worker's own words: nothing else the site sent is printed.
const SETTINGS = /** @type {(keyof typeof EDITOR_SETTINGS)[]} */ (Object.keys(EDITOR_SETTINGS));
const WHY = Object.values(SETUP_REASONS);
/** What a not-set-up editor says is missing, e.g. "KEYSTATIC_SECRET is not set". @param {string} text */
const settingsToSet = (text) =>
  text.split("\n").flatMap((line) => {
    const name = SETTINGS.find((setting) => line.startsWith(`- ${setting} `));
    const why = WHY.find((reason) => line.startsWith(`- ${name} ${reason}:`));
    return name && why ? [`${name} ${why}`] : [];
  });

/** The editor's page at `path`: what it says, or undefined when nothing answered. @param {string} path */
async function checkEditorPage(path) {
  const answer = await request(path);
  if (!answer) return undefined;
  const { response, body } = answer;
  const { status } = response;
  check(`GET ${path}: 200 (set up) or 503 (not set up)`, status === 200 || status === 503, `got ${status}`);
  const type = response.headers.get("content-type") ?? "";
  check(`GET ${path}: HTML`, /^text\/html/i.test(type), type || "no Content-Type");
  checkSecurityHeaders(path, response);
  const policy = response.headers.get("content-security-policy") ?? "";
  check(
    `GET ${path}: Content-Security-Policy (the editor page's)`,
    policy === EDITOR_PAGE_CSP || (!https && policy === EDITOR_PAGE_CSP_HTTP),
    policy ? "a different policy" : "none",
  );
  checkEditorHeaders(path, response);
  const robots = metaOf(body, "robots");
  check(`GET ${path}: noindex (<meta name="robots">)`, robots.includes("noindex"), `got ${JSON.stringify(robots)}`);
  const repo = metaOf(body, "keystatic-repo")[0];
  const toSet = settingsToSet(textsOf(body, "pre").join("\n"));
  if (status === 200) {
    check(`GET ${path}: names the repository (<meta name="keystatic-repo">)`, isRepository(repo), "no owner/name");
    const app = pageElements(body).some(
      (element) => element.tagName === "script" && attr(element, "src") === `${editorPath}/app.js`,
    );
    check(`GET ${path}: loads ${editorPath}/app.js`, app, "no such <script>");
  }
  if (status === 503) check(`GET ${path}: says what to set`, toSet.length > 0, "no setting named");
  return { status, body, repo, toSet };
}

const page = await checkEditorPage(editorPath);
const deepPath = `${editorPath}/branch/main/singleton/hero`;
const deep = await checkEditorPage(deepPath);
if (page && deep)
  check(
    `GET ${deepPath}: the same page as ${editorPath}`,
    deep.status === page.status && deep.body === page.body,
    "a different page",
  );

const appPath = `${editorPath}/app.js`;
const app = await request(appPath);
if (app) {
  check(`GET ${appPath}: 200`, app.response.status === 200, `got ${app.response.status}`);
  const type = app.response.headers.get("content-type") ?? "";
  check(`GET ${appPath}: JavaScript`, /^(text|application)\/javascript\b/i.test(type), type || "no Content-Type");
}

// Sign-in: Keystatic's redirect to GitHub, with the GitHub App's client ID and this origin's
// callback (the URL the App must list), or 503 and what to set.
const loginPath = `${editorApiPath}/github/login`;
const callback = `${origin}${editorApiPath}/github/oauth/callback`;
const AUTHORIZE = "https://github.com/login/oauth/authorize";
const login = await request(loginPath);
/** @type {string | null | undefined} */
let clientId;
const redirect = login?.response.status === 302 || login?.response.status === 307;
if (login) {
  const { response, body } = login;
  const { status } = response;
  check(`GET ${loginPath}: 307 to GitHub (set up) or 503 (not set up)`, redirect || status === 503, `got ${status}`);
  checkSecurityHeaders(loginPath, response);
  checkEditorHeaders(loginPath, response);
  if (redirect) {
    const location = response.headers.get("location") ?? "";
    /** @type {URL | undefined} */
    let url;
    try {
      url = new URL(location, origin);
    } catch {
      url = undefined;
    }
    // The redirect's address without its query: only the parts below are printed.
    const where = url ? `to ${url.origin}${url.pathname}` : "no Location";
    check(`GET ${loginPath}: to GitHub's sign-in (${AUTHORIZE})`, url?.href.startsWith(AUTHORIZE) === true, where);
    const sent = url?.searchParams.get("client_id");
    // Only a value shaped as a client ID is printed: an older Worker sent whatever was set there,
    // a client secret too.
    clientId = isClientId(sent ?? undefined) ? sent : undefined;
    check(
      `GET ${loginPath}: with the GitHub App's client ID`,
      Boolean(clientId),
      sent ? "a client_id that is not shaped as a GitHub App's (not shown)" : "no client_id",
    );
    const back = url?.searchParams.get("redirect_uri");
    check(`GET ${loginPath}: back to ${callback}`, back === callback, `got ${JSON.stringify(back ?? null)}`);
  }
  if (status === 503) check(`GET ${loginPath}: says what to set`, settingsToSet(body).length > 0, "no setting named");
}
const setUp = page?.status === 200 && redirect;
const notSetUp = page?.status === 503 && login?.response.status === 503;
check(
  `GET ${editorPath} and ${loginPath}: both set up, or both not`,
  setUp || notSetUp,
  `the page answers ${page?.status ?? "nothing"}, the sign-in ${login?.response.status ?? "nothing"}`,
);

// Crawlers: robots.txt turns every one away from the editor and the API; the sitemap lists neither.
const robots = await request("/robots.txt");
if (robots) {
  check("GET /robots.txt: 200", robots.response.status === 200, `got ${robots.response.status}`);
  const disallowed = disallowedForAll(robots.body);
  for (const path of [editorPath, workerApiPrefix])
    check(
      `GET /robots.txt: disallows ${path}`,
      disallowed.some((rule) => path.startsWith(rule)),
      "no such Disallow for User-agent: *",
    );
}
const sitemap = await request("/sitemap.xml");
if (sitemap) {
  check("GET /sitemap.xml: 200", sitemap.response.status === 200, `got ${sitemap.response.status}`);
  const paths = [...sitemap.body.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map(([, loc = ""]) =>
    URL.canParse(loc) ? new URL(loc).pathname : loc,
  );
  check("GET /sitemap.xml: lists the pages", paths.length > 0, "no <loc>");
  const listed = paths.filter(
    (path) => path === editorPath || path.startsWith(`${editorPath}/`) || path.startsWith(workerApiPrefix),
  );
  check(`GET /sitemap.xml: lists neither ${editorPath} nor ${workerApiPrefix}`, listed.length === 0, listed.join(", "));
}

/**
 * The Disallow rules of robots.txt's group for every crawler (`User-agent: *`), without empty ones.
 * @param {string} text
 */
function disallowedForAll(text) {
  /** @type {string[]} */
  const rules = [];
  /** @type {string[]} */
  let agents = [];
  let inRules = false;
  for (const line of text.split(/\r?\n/)) {
    const [field = "", ...rest] = line.replace(/#.*/, "").split(":");
    const name = field.trim().toLowerCase();
    const value = rest.join(":").trim();
    if (name === "user-agent") {
      // A User-agent line after a group's rules starts the next group.
      if (inRules) [agents, inRules] = [[], false];
      agents.push(value);
    } else if (name === "allow" || name === "disallow") {
      inRules = true;
      if (name === "disallow" && value && agents.includes("*")) rules.push(value);
    }
  }
  return rules;
}

if (setUp)
  console.log(
    `check-deploy: the editor is set up for ${isRepository(page?.repo) ? page?.repo : "a repository it does not name"}` +
      (clientId ? ` (the GitHub App's client ID: ${clientId})` : ""),
  );
else if (notSetUp)
  console.log(
    `check-deploy: the editor is not set up: ${(page?.toSet ?? []).join(", ") || "it does not say what to set"}`,
  );
else console.log("check-deploy: cannot tell whether the editor is set up (see the checks above)");
console.log(
  failed ? `check-deploy: ${failed} check(s) failed for ${origin}` : `check-deploy: ${origin} is serving the site`,
);
process.exit(failed ? 1 : 0);
