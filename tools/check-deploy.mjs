// Checks a deploy from outside, with one command (docs/deploying.md):
//   npm run check-deploy -- https://rymi.ai [https://edit.rymi.ai]
// The public site (the first origin): for the home page, a legal page, an unknown path, an unknown
// path under /api/ and the content editor's paths, the status (the 404 page for all but the pages:
// the public site serves nothing of the editor), the security headers of server/headers.mjs (HSTS
// and upgrade-insecure-requests over HTTPS), the Content-Security-Policy of this checkout's build
// when there is one, and the page's own text (its title; the 404 page's heading); the sitemap
// lists neither the editor nor /api/.
// The editor's host (the second origin, when given): / leads to /keystatic, a page of the public
// site is a 404 there; whether the editor is set up or not, its page at /keystatic and a path under
// it (the editor page's own policy, never indexed or cached), its app, and its sign-in (to GitHub's,
// back to this origin; or 503 and what to set).
// Prints one line per check, then whether the editor is set up (never a secret: only the GitHub
// App's client ID, which is public); exits 1 if any check fails.
import { existsSync, readFileSync } from "node:fs";

import { SECURITY_HEADERS } from "../server/headers.mjs";
import { attr, pageElements, textOf } from "../build-plugins/html.mjs";

const [origin = "", editorOrigin] = process.argv.slice(2, 4).map((arg) => arg.replace(/\/+$/, ""));
if (![origin, editorOrigin ?? origin].every((given) => /^https?:\/\/[^/]+$/.test(given))) {
  console.error(
    "Usage: npm run check-deploy -- https://rymi.ai [https://edit.rymi.ai] (the public site's origin, then the editor's; no path)",
  );
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
 * GET `path` from `base` (the public site by default), without following a redirect: the response
 * and its text, or undefined (a failed check) when nothing answered.
 * @param {string} path
 * @param {string} [base]
 */
async function request(path, base = origin) {
  try {
    const response = await fetch(base + path, { redirect: "manual" });
    return { response, body: await response.text() };
  } catch (error) {
    check(`GET ${path}`, false, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
/** Whether an answer came over HTTPS. @param {Response} response */
const overHttps = (response) => response.url.startsWith("https:");
/** The headers of server/headers.mjs, every one exactly (HSTS over HTTPS only). @param {string} path @param {Response} response */
function checkSecurityHeaders(path, response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === "Strict-Transport-Security" && !overHttps(response)) continue;
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

const loginPath = `${editorApiPath}/github/login`;
console.log(`check-deploy: the public site, ${origin}`);
const pages = [
  { path: "/", status: 200, file: "client/index.html" },
  { path: "/privacy-policy", status: 200, file: "client/privacy-policy.html" },
  { path: `/no-such-page-${Date.now()}`, status: 404, file: "client/404.html" },
  { path: `${workerApiPrefix}no-such-path-${Date.now()}`, status: 404, file: "client/404.html" },
  // The public site runs no code and holds nothing of the editor, which has a host of its own.
  { path: editorPath, status: 404, file: "client/404.html" },
  { path: loginPath, status: 404, file: "client/404.html" },
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
      ? policy === csp || (!overHttps(response) && policy === csp.replace("; upgrade-insecure-requests", ""))
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

// Crawlers: the sitemap lists neither the editor nor the API.
const robots = await request("/robots.txt");
if (robots) check("GET /robots.txt: 200", robots.response.status === 200, `got ${robots.response.status}`);
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

// The content editor, on its own host (worker/index.ts, worker/editor-host.ts). Not set up, its page
// and its API answer 503 with the list of what to set (editorSetupProblem, worker/editor-api.ts):
// each "- NAME is …: how to set it". Only the names and why are kept, in the Worker's own words:
// nothing else the host sent is printed.
const SETTINGS = /** @type {(keyof typeof EDITOR_SETTINGS)[]} */ (Object.keys(EDITOR_SETTINGS));
const WHY = Object.values(SETUP_REASONS);
/** What a not-set-up editor says is missing, e.g. "KEYSTATIC_SECRET is not set". @param {string} text */
const settingsToSet = (text) =>
  text.split("\n").flatMap((line) => {
    const name = SETTINGS.find((setting) => line.startsWith(`- ${setting} `));
    const why = WHY.find((reason) => line.startsWith(`- ${name} ${reason}:`));
    return name && why ? [`${name} ${why}`] : [];
  });

/**
 * The editor's page at `path` on `base`: what it says, or undefined when nothing answered.
 * @param {string} base @param {string} path
 */
async function checkEditorPage(base, path) {
  const answer = await request(path, base);
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
    policy === EDITOR_PAGE_CSP || (!overHttps(response) && policy === EDITOR_PAGE_CSP_HTTP),
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

/** The editor's host: its way in, its page, its app and its sign-in. Whether it is set up. @param {string} base */
async function checkEditor(base) {
  console.log(`check-deploy: the editor's host, ${base}`);
  // / leads to the editor; the public site's pages are not served here (their origin is another).
  const home = await request("/", base);
  if (home) {
    const { status, headers } = home.response;
    const to = headers.get("location");
    const target = to && URL.canParse(to, base) ? new URL(to, base).href : undefined;
    check(
      `GET /: to ${editorPath}`,
      [301, 302, 303, 307, 308].includes(status) && target === `${base}${editorPath}`,
      `got ${status}${to ? ` to ${target ?? to}` : ""}`,
    );
  }
  const publicPage = await request("/privacy-policy", base);
  if (publicPage) {
    const { status } = publicPage.response;
    check("GET /privacy-policy: 404 (no page of the public site here)", status === 404, `got ${status}`);
    checkSecurityHeaders("/privacy-policy", publicPage.response);
  }

  const page = await checkEditorPage(base, editorPath);
  const deepPath = `${editorPath}/branch/main/singleton/hero`;
  const deep = await checkEditorPage(base, deepPath);
  if (page && deep)
    check(
      `GET ${deepPath}: the same page as ${editorPath}`,
      deep.status === page.status && deep.body === page.body,
      "a different page",
    );

  const appPath = `${editorPath}/app.js`;
  const app = await request(appPath, base);
  if (app) {
    check(`GET ${appPath}: 200`, app.response.status === 200, `got ${app.response.status}`);
    const type = app.response.headers.get("content-type") ?? "";
    check(`GET ${appPath}: JavaScript`, /^(text|application)\/javascript\b/i.test(type), type || "no Content-Type");
  }

  // Sign-in: Keystatic's redirect to GitHub, with the GitHub App's client ID and this origin's
  // callback (the URL the App must list), or 503 and what to set.
  const callback = `${base}${editorApiPath}/github/oauth/callback`;
  const AUTHORIZE = "https://github.com/login/oauth/authorize";
  const login = await request(loginPath, base);
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
      const url = URL.canParse(location, base) ? new URL(location, base) : undefined;
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
}

if (editorOrigin) await checkEditor(editorOrigin);
else
  console.log(
    "check-deploy: the editor's host was not checked: give its origin after the site's (npm run check-deploy -- https://rymi.ai https://edit.rymi.ai)",
  );
const checked = editorOrigin ? `${origin} and ${editorOrigin}` : origin;
const serving = editorOrigin ? "are serving the site and the editor" : "is serving the site";
console.log(failed ? `check-deploy: ${failed} check(s) failed for ${checked}` : `check-deploy: ${checked} ${serving}`);
process.exit(failed ? 1 : 0);
