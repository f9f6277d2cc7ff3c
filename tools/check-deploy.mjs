// Checks a deployed site from outside, with one command: npm run check-deploy -- https://rymi.ai
// (docs/deploying.md). For the home page, a legal page, an unknown path and an unknown path under
// /api/ (where the production Worker's code runs): the status, the security headers of
// server/headers.mjs (HSTS and upgrade-insecure-requests over HTTPS), the Content-Security-Policy
// of this checkout's build when there is one, and the page's own text (its title; the 404 page's
// heading). Prints one line per check; exits 1 if any fails.
import { existsSync, readFileSync } from "node:fs";

import { SECURITY_HEADERS } from "../server/headers.mjs";
import { pageElements, textOf } from "../tooling/html.mjs";

const origin = process.argv[2]?.replace(/\/+$/, "");
if (!origin || !/^https?:\/\/[^/]+$/.test(origin)) {
  console.error("Usage: npm run check-deploy -- https://your.host (the site's origin, no path)");
  process.exit(2);
}
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
const notFound = JSON.parse(readFileSync(new URL("../src/content/pages/not-found.json", import.meta.url), "utf8"));

let failed = 0;
/** @param {string} what @param {boolean} ok @param {string} [detail] */
function check(what, ok, detail = "") {
  if (!ok) failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${ok || !detail ? "" : `: ${detail}`}`);
}

const pages = [
  { path: "/", status: 200, file: "client/index.html" },
  { path: "/privacy-policy", status: 200, file: "client/privacy-policy.html" },
  { path: `/no-such-page-${Date.now()}`, status: 404, file: "client/404.html" },
  // The Worker's code runs for /api/* (wrangler.jsonc): a path it does not serve is a real 404.
  { path: `/api/no-such-path-${Date.now()}`, status: 404, file: "client/404.html" },
];
for (const { path, status, file } of pages) {
  let response;
  try {
    response = await fetch(origin + path, { redirect: "manual" });
  } catch (error) {
    check(`GET ${path}`, false, error instanceof Error ? error.message : String(error));
    continue;
  }
  const body = await response.text();
  check(`GET ${path}: ${status}`, response.status === status, `got ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  check(`GET ${path}: HTML`, /^text\/html/i.test(type), type || "no Content-Type");
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === "Strict-Transport-Security" && !https) continue;
    const sent = response.headers.get(name);
    check(`GET ${path}: ${name}`, sent === value, `got ${JSON.stringify(sent)}`);
  }
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
console.log(
  failed ? `check-deploy: ${failed} check(s) failed for ${origin}` : `check-deploy: ${origin} is serving the site`,
);
process.exit(failed ? 1 : 0);
