// _headers as Netlify reads it: Netlify's own parser (@netlify/headers-parser, the one its build uses)
// and the path pattern it compiles for each rule. Netlify applies every rule whose pattern matches and
// joins a header set twice with a comma. Its serving (pretty URLs, 404.html) does not run here.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { parseAllHeaders } from "@netlify/headers-parser";
import { afterAll, describe, expect, it } from "vitest";

import { CACHE_IMMUTABLE, CACHE_REVALIDATE, contentSecurityPolicy, SECURITY_HEADERS } from "../server/headers.mjs";
import { headersFile, sha256 } from "./host-config.mjs";

const csp = contentSecurityPolicy([sha256("x")]);
const dir = mkdtempSync(join(tmpdir(), "rymi-netlify-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, "_headers");
writeFileSync(
  file,
  headersFile(csp, ["/", "/index.html", "/privacy-policy", "/privacy-policy.html", "/site.webmanifest"]),
);
const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });

/** The headers Netlify sends for `path`: every matching rule's values, repeated names joined. */
function headersFor(path: string) {
  const sent: Record<string, string[]> = {};
  for (const rule of rules)
    if ("forRegExp" in rule && rule.forRegExp.test(path))
      for (const [name, value] of Object.entries(rule.values)) (sent[name.toLowerCase()] ??= []).push(value);
  return sent;
}

describe("_headers through Netlify's parser", () => {
  it("parses without an error; the Pages-only `! Access-Control-Allow-Origin` line is skipped", () => {
    expect(errors).toEqual([]);
    expect(rules.map((rule) => rule.for)).toEqual([
      "/*",
      "/assets/*",
      "/",
      "/index.html",
      "/privacy-policy",
      "/privacy-policy.html",
      "/site.webmanifest",
    ]);
    for (const rule of rules) expect(Object.keys(rule.values).filter((name) => !/^[\w-]+$/.test(name))).toEqual([]);
  });

  it("every path, unknown ones included, gets exactly one policy and one Cache-Control", () => {
    const unknown = ["/no-such-page", "/deep/no/such/page"];
    for (const path of ["/", "/privacy-policy", ...unknown, "/assets/app.js", "/site.webmanifest"]) {
      const sent = headersFor(path);
      expect(sent["content-security-policy"], path).toEqual([csp]);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(sent[name.toLowerCase()], path).toEqual([value]);
      expect(sent.allow, path).toEqual(["GET, HEAD"]);
      expect(sent["access-control-allow-origin"], path).toBeUndefined();
      // Unknown paths get Netlify's default (revalidate) rather than a rule, so that no rule overlaps /assets/*.
      const cache = path.startsWith("/assets/")
        ? [CACHE_IMMUTABLE]
        : unknown.includes(path)
          ? undefined
          : [CACHE_REVALIDATE];
      expect(sent["cache-control"], path).toEqual(cache);
    }
    expect(headersFor("/site.webmanifest")["content-type"]).toEqual(["application/manifest+json"]);
  });
});
