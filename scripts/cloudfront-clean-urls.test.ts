// The CloudFront Function as CloudFront runs it: the file's own text in a fresh V8 context (no
// Node or browser globals, as in cloudfront-js-2.0), called with a viewer-request event.
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { CLOUDFRONT_CLEAN_URLS } from "./host-config.mjs";

type QueryValue = { value: string; multiValue?: { value: string }[] };
type Request = { uri: string; querystring: Record<string, QueryValue>; headers: Record<string, { value: string }> };
type Response = { statusCode: number; statusDescription: string; headers: Record<string, { value: string }> };

const handler = runInNewContext(`${readFileSync(CLOUDFRONT_CLEAN_URLS, "utf8")}\nhandler;`, {}) as (event: {
  version: string;
  context: object;
  viewer: { ip: string };
  request: Request;
}) => Request | Response;

/** What a visitor gets for `uri` (with this query): the object key CloudFront fetches, or the redirect. */
function visit(uri: string, querystring: Record<string, QueryValue> = {}) {
  const request = { method: "GET", uri, querystring, headers: { host: { value: "rymi.ai" } }, cookies: {} };
  const event = { version: "1.0", context: { eventType: "viewer-request" }, viewer: { ip: "192.0.2.1" }, request };
  const reply = handler(structuredClone(event));
  if ("statusCode" in reply) return `${reply.statusCode} ${reply.statusDescription} → ${reply.headers.location?.value}`;
  expect(reply.querystring, `${uri}: query passed on as it came`).toEqual(querystring);
  expect(reply.headers, uri).toEqual(request.headers);
  return reply.uri;
}

describe("CloudFront Function clean-urls (viewer request)", () => {
  it("serves each page's clean URL from its .html file; files and unknown paths as they are asked", () => {
    expect(visit("/")).toBe("/index.html");
    expect(visit("/privacy-policy")).toBe("/privacy-policy.html");
    expect(visit("/privacy-policy", { ref: { value: "mail" } })).toBe("/privacy-policy.html");
    expect(visit("/404")).toBe("/404.html");
    expect(visit("/assets/x.js")).toBe("/assets/x.js");
    expect(visit("/site.webmanifest")).toBe("/site.webmanifest");
    // No such object: S3 answers 403/404, which the distribution's custom error response turns into /404.html.
    expect(visit("/no-such-page")).toBe("/no-such-page.html");
    expect(visit("/deep/no/such/page")).toBe("/deep/no/such/page.html");
  });

  it("answers 301 to the one canonical URL for a trailing slash, .html and index.html, query kept", () => {
    const moved = (location: string) => `301 Moved Permanently → ${location}`;
    expect(visit("/privacy-policy/")).toBe(moved("/privacy-policy"));
    expect(visit("/terms-conditions//")).toBe(moved("/terms-conditions"));
    expect(visit("/privacy-policy.html")).toBe(moved("/privacy-policy"));
    expect(visit("/index.html")).toBe(moved("/"));
    expect(visit("/404.html")).toBe(moved("/404"));
    expect(visit("/deep/no/such/page/")).toBe(moved("/deep/no/such/page"));
    expect(visit("/index.html", { utm_source: { value: "x" } })).toBe(moved("/?utm_source=x"));
    expect(
      visit("/terms-conditions/", {
        ref: { value: "mail" },
        a: { value: "1", multiValue: [{ value: "1" }, { value: "2" }] },
        flag: { value: "" },
      }),
    ).toBe(moved("/terms-conditions?ref=mail&a=1&a=2&flag"));
  });
});
