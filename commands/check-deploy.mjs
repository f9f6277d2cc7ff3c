// Checks a deploy from outside, with one command (docs/deploying.md):
//   npm run check-deploy -- https://rymi.ai [https://edit.rymi.ai]
// The public site: the status, security headers, Content-Security-Policy (this build's, if any) and
// text of its pages and of unknown paths, the editor's among them; its sitemap. The editor's host,
// when given: its way in, its page (its own policy, never indexed or cached), its app and its
// sign-in, set up or not. Prints one line per check, then whether the editor is set up (never a
// secret: only the GitHub App's client ID, which is public); exits 1 if any check fails.
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
// What the editor's answers must be, from the Worker's own code: TypeScript, which Node runs from 22.18 on.
const [
  { EDITOR_PAGE_CSP, EDITOR_PAGE_CSP_HTTP },
  { EDITOR_SETTINGS, SETUP_REASONS, isClientId, isRepository },
  { editorApiPath, editorPath, workerApiPrefix },
] = await Promise.all([
  import("../worker/editor-page.ts"),
  import("../worker/editor-api.ts"),
  import("../src/lib/routes.ts"),
]).catch((error) => {
  if (!(error instanceof Error && "code" in error && error.code === "ERR_UNKNOWN_FILE_EXTENSION")) throw error;
  console.error(
    `check-deploy reads the Worker's TypeScript: it needs Node 22.18 or later (this is ${process.version}).`,
  );
  process.exit(2);
});

/** A file of this checkout's build, or undefined without one. @param {string} file */
function readBuilt(file) {
  const url = new URL(`../build/${file}`, import.meta.url);
  return existsSync(url) ? readFileSync(url, "utf8") : undefined;
}
/** The policy this checkout built, to compare with the deployed one (skipped without a build). */
const csp = JSON.parse(readBuilt("headers.json") ?? "{}").csp;
const notFound = JSON.parse(readFileSync(new URL("../src/content/pages/not-found.json", import.meta.url), "utf8"));
/** A page's `tag` elements. @param {string} html @param {string} tag */
const elementsOf = (html, tag) => pageElements(html).filter((element) => element.tagName === tag);
/** @param {string} html @param {string} tag */
const textsOf = (html, tag) => elementsOf(html, tag).map(textOf);
/** The content of a page's `<meta name="…">`. @param {string} html @param {string} name */
const metaOf = (html, name) =>
  elementsOf(html, "meta").flatMap((meta) => (attr(meta, "name") === name ? [attr(meta, "content")] : []));

let failed = 0;
/** @param {string} what @param {boolean} ok @param {string} [detail] */
function check(what, ok, detail = "") {
  if (!ok) failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${ok || !detail ? "" : `: ${detail}`}`);
}
/** @param {string} what @param {unknown} got @param {unknown} expected */
const checkIs = (what, got, expected) => check(what, got === expected, `got ${JSON.stringify(got)}`);

/**
 * GET `path` from `base` without following a redirect, its status one of `statuses` (`label` names
 * them): the response and its text, or undefined (a failed check) when nothing answered.
 * @param {string} base @param {string} path @param {number[]} [statuses] @param {string} [label]
 */
async function request(base, path, statuses = [], label = `${statuses[0]}`) {
  try {
    const response = await fetch(base + path, { redirect: "manual" });
    const body = await response.text();
    if (statuses.length) check(`GET ${path}: ${label}`, statuses.includes(response.status), `got ${response.status}`);
    return { response, body };
  } catch (error) {
    check(`GET ${path}`, false, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
/** The headers of server/headers.mjs, every one exactly (HSTS over HTTPS only). @param {string} path @param {Response} response */
function checkSecurityHeaders(path, response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    if (name !== "Strict-Transport-Security" || response.url.startsWith("https:"))
      checkIs(`GET ${path}: ${name}`, response.headers.get(name), value);
}
/**
 * An HTML page's type, security headers and Content-Security-Policy: `policies[0]`, or over HTTP
 * `policies[1]` too (no upgrade-insecure-requests); without `policies`, any that denies all first.
 * @param {string} path @param {Response} response @param {string[] | undefined} policies @param {string} whose
 */
function checkHtml(path, response, policies, whose) {
  const type = response.headers.get("content-type") ?? "";
  check(`GET ${path}: HTML`, /^text\/html/i.test(type), type || "no Content-Type");
  checkSecurityHeaders(path, response);
  const policy = response.headers.get("content-security-policy") ?? "";
  const https = response.url.startsWith("https:");
  const ok = policies ? policies.slice(0, https ? 1 : 2).includes(policy) : /^default-src 'none'/.test(policy);
  const name = `Content-Security-Policy${policies ? ` (${whose})` : ""}`;
  check(`GET ${path}: ${name}`, ok, policy ? "a different policy" : "none");
}
/** What every answer of the editor's carries besides: never indexed, never cached. @param {string} path @param {Response} response */
function checkEditorHeaders(path, response) {
  checkIs(`GET ${path}: noindex (X-Robots-Tag)`, response.headers.get("x-robots-tag"), "noindex");
  checkIs(`GET ${path}: never cached (Cache-Control: no-store)`, response.headers.get("cache-control"), "no-store");
}

const loginPath = `${editorApiPath}/github/login`;
console.log(`check-deploy: the public site, ${origin}`);
// The pages, by their built files; then paths of the 404 page, the editor's too (it has a host of its own).
const pages = new Map(Object.entries({ "/": "index.html", "/privacy-policy": "privacy-policy.html" }));
const unknown = [`/no-such-page-${Date.now()}`, `${workerApiPrefix}no-such-path-${Date.now()}`, editorPath, loginPath];
for (const path of [...pages.keys(), ...unknown]) {
  const file = pages.get(path);
  const page = await request(origin, path, [file ? 200 : 404]);
  if (!page) continue;
  checkHtml(path, page.response, csp && [csp, csp.replace("; upgrade-insecure-requests", "")], "this build's");
  if (!file)
    check(`GET ${path}: the 404 page`, textsOf(page.body, "h1").includes(notFound.heading), "its heading is missing");
  else {
    const expected = textsOf(readBuilt(`client/${file}`) ?? "", "title")[0];
    const title = textsOf(page.body, "title")[0];
    const ok = expected ? title === expected : Boolean(title);
    check(`GET ${path}: its title${expected ? " (this build's)" : ""}`, ok, `got ${JSON.stringify(title)}`);
  }
}

await request(origin, "/robots.txt", [200]);
const sitemap = await request(origin, "/sitemap.xml", [200]);
if (sitemap) {
  const paths = [...sitemap.body.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map(([, loc = ""]) =>
    URL.canParse(loc) ? new URL(loc).pathname : loc,
  );
  check("GET /sitemap.xml: lists the pages", paths.length > 0, "no <loc>");
  const listed = paths.filter(
    (path) => path === editorPath || path.startsWith(`${editorPath}/`) || path.startsWith(workerApiPrefix),
  );
  check(`GET /sitemap.xml: lists neither ${editorPath} nor ${workerApiPrefix}`, listed.length === 0, listed.join(", "));
}

// Not set up, the editor's page and API answer 503 with what to set, "- NAME is …: how to set it"
// (editorSetupProblem, worker/editor-api.ts): only names and why are kept, nothing else it sent.
/** What a not-set-up editor says is missing, e.g. "KEYSTATIC_SECRET is not set". @param {string} text */
const settingsToSet = (text) =>
  text.split("\n").flatMap((line) => {
    const name = Object.keys(EDITOR_SETTINGS).find((setting) => line.startsWith(`- ${setting} `));
    const why = Object.values(SETUP_REASONS).find((reason) => line.startsWith(`- ${name} ${reason}:`));
    return name && why ? [`${name} ${why}`] : [];
  });

/** The editor's page at `path` on `base`: what it says, or undefined when nothing answered. @param {string} base @param {string} path */
async function checkEditorPage(base, path) {
  const answer = await request(base, path, [200, 503], "200 (set up) or 503 (not set up)");
  if (!answer) return undefined;
  const { response, body } = answer;
  checkHtml(path, response, [EDITOR_PAGE_CSP, EDITOR_PAGE_CSP_HTTP], "the editor page's");
  checkEditorHeaders(path, response);
  const robots = metaOf(body, "robots");
  check(`GET ${path}: noindex (<meta name="robots">)`, robots.includes("noindex"), `got ${JSON.stringify(robots)}`);
  const repo = metaOf(body, "keystatic-repo")[0];
  const toSet = settingsToSet(textsOf(body, "pre").join("\n"));
  if (response.status === 200) {
    check(`GET ${path}: names the repository (<meta name="keystatic-repo">)`, isRepository(repo), "no owner/name");
    const app = elementsOf(body, "script").some((element) => attr(element, "src") === `${editorPath}/app.js`);
    check(`GET ${path}: loads ${editorPath}/app.js`, app, "no such <script>");
  }
  if (response.status === 503) check(`GET ${path}: says what to set`, toSet.length > 0, "no setting named");
  return { status: response.status, body, repo, toSet };
}

/** The editor's host (worker/index.ts, worker/editor-host.ts): its way in, its page, its app and its sign-in. Whether it is set up. @param {string} base */
async function checkEditor(base) {
  console.log(`check-deploy: the editor's host, ${base}`);
  // / leads to the editor; the public site's pages are not served here (their origin is another).
  const home = await request(base, "/");
  if (home) {
    const { status, headers } = home.response;
    const to = headers.get("location");
    const target = to && URL.canParse(to, base) ? new URL(to, base).href : undefined;
    const ok = [301, 302, 303, 307, 308].includes(status) && target === `${base}${editorPath}`;
    check(`GET /: to ${editorPath}`, ok, `got ${status}${to ? ` to ${target ?? to}` : ""}`);
  }
  const publicPage = await request(base, "/privacy-policy", [404], "404 (no page of the public site here)");
  if (publicPage) checkSecurityHeaders("/privacy-policy", publicPage.response);

  const page = await checkEditorPage(base, editorPath);
  const deepPath = `${editorPath}/branch/main/singleton/hero`;
  const deep = await checkEditorPage(base, deepPath);
  if (page && deep) {
    const same = deep.status === page.status && deep.body === page.body;
    check(`GET ${deepPath}: the same page as ${editorPath}`, same, "a different page");
  }
  const appPath = `${editorPath}/app.js`;
  const app = await request(base, appPath, [200]);
  const type = app?.response.headers.get("content-type") ?? "";
  if (app)
    check(`GET ${appPath}: JavaScript`, /^(text|application)\/javascript\b/i.test(type), type || "no Content-Type");

  // Sign-in: Keystatic's redirect to GitHub, with the GitHub App's client ID and this origin's
  // callback (the URL the App must list), or 503 and what to set.
  const callback = `${base}${editorApiPath}/github/oauth/callback`;
  const AUTHORIZE = "https://github.com/login/oauth/authorize";
  const login = await request(base, loginPath, [302, 307, 503], "307 to GitHub (set up) or 503 (not set up)");
  const redirect = login?.response.status === 302 || login?.response.status === 307;
  const url = redirect ? URL.parse(login.response.headers.get("location") ?? "", base) : null;
  const sent = url?.searchParams.get("client_id");
  // Printed only if shaped as a client ID: an older Worker sent whatever was set there, a secret too.
  const clientId = isClientId(sent ?? undefined) ? sent : undefined;
  if (login) {
    checkSecurityHeaders(loginPath, login.response);
    checkEditorHeaders(loginPath, login.response);
  }
  if (redirect) {
    // The redirect's address without its query: only the parts below are printed.
    const where = url ? `to ${url.origin}${url.pathname}` : "no Location";
    check(`GET ${loginPath}: to GitHub's sign-in (${AUTHORIZE})`, url?.href.startsWith(AUTHORIZE) === true, where);
    const why = sent ? "a client_id that is not shaped as a GitHub App's (not shown)" : "no client_id";
    check(`GET ${loginPath}: with the GitHub App's client ID`, Boolean(clientId), why);
    checkIs(`GET ${loginPath}: back to ${callback}`, url?.searchParams.get("redirect_uri") ?? null, callback);
  }
  if (login?.response.status === 503)
    check(`GET ${loginPath}: says what to set`, settingsToSet(login.body).length > 0, "no setting named");
  const setUp = page?.status === 200 && redirect;
  const notSetUp = page?.status === 503 && login?.response.status === 503;
  const answers = `the page answers ${page?.status ?? "nothing"}, the sign-in ${login?.response.status ?? "nothing"}`;
  check(`GET ${editorPath} and ${loginPath}: both set up, or both not`, setUp || notSetUp, answers);
  const repo = isRepository(page?.repo) ? page?.repo : "a repository it does not name";
  const id = clientId ? ` (the GitHub App's client ID: ${clientId})` : "";
  if (setUp) console.log(`check-deploy: the editor is set up for ${repo}${id}`);
  else if (notSetUp)
    console.log(`check-deploy: the editor is not set up: ${page?.toSet.join(", ") || "it does not say what to set"}`);
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
