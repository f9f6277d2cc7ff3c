// vercel.json as Vercel routes it: @vercel/routing-utils (Vercel's published routing library) turns
// the generated config's cleanUrls, trailingSlash and headers into Vercel's route list.
import { getTransformedRoutes, isHandler } from "@vercel/routing-utils";
import { describe, expect, it } from "vitest";

import { CACHE_IMMUTABLE, CACHE_REVALIDATE, contentSecurityPolicy, SECURITY_HEADERS } from "../server/headers.mjs";
import { sha256, vercelConfig } from "./host-config.mjs";

const csp = contentSecurityPolicy([sha256("x")]);
const config = vercelConfig(csp);
const { routes, error } = getTransformedRoutes(config);
/** The files of a small build/client. */
const FILES = [
  "index.html",
  "privacy-policy.html",
  "404.html",
  "assets/app-1a2b.js",
  "site.webmanifest",
  "favicon.ico",
];

/**
 * The one part not from Vercel's library (it exports no evaluator), kept tiny: Vercel's route loop over
 * that list (first matching `src`; a `continue` route adds its headers, any other answers), then the
 * filesystem with cleanUrls (/x from x.html) and 404.html for the rest.
 */
function serve(path: string) {
  const headers: Record<string, string> = {};
  for (const route of routes ?? []) {
    if (isHandler(route)) throw new Error(`a route this evaluator does not know: ${JSON.stringify(route)}`);
    const match = new RegExp(route.src).exec(path);
    if (!match) continue;
    for (const [name, value] of Object.entries(route.headers ?? {}))
      headers[name.toLowerCase()] = value.replace(/\$(\d)/g, (_: string, i: string) => match[Number(i)] ?? "");
    if (!route.continue) return { status: route.status ?? 200, headers };
  }
  const file = FILES.find((f) => `/${f}` === path || `/${f}` === `${path === "/" ? "/index" : path}.html`);
  return file ? { status: 200, headers, file } : { status: 404, headers, file: "404.html" };
}

describe("vercel.json through @vercel/routing-utils", () => {
  it("is a config Vercel's router accepts", () => {
    expect(error).toBeNull();
    expect(config).toMatchObject({ outputDirectory: "client", cleanUrls: true, trailingSlash: false });
  });

  it("serves each page at its clean URL and unknown paths with the 404 page", () => {
    expect(serve("/")).toMatchObject({ status: 200, file: "index.html" });
    expect(serve("/privacy-policy")).toMatchObject({ status: 200, file: "privacy-policy.html" });
    expect(serve("/assets/app-1a2b.js")).toMatchObject({ status: 200, file: "assets/app-1a2b.js" });
    for (const path of ["/no-such-page", "/deep/no/such/page", "/assets/no-such-file.js"])
      expect(serve(path), path).toMatchObject({ status: 404, file: "404.html" });
  });

  it("redirects a trailing slash, .html and index.html permanently to the clean URL", () => {
    for (const [path, location] of [
      ["/privacy-policy/", "/privacy-policy"],
      ["/privacy-policy.html", "/privacy-policy"],
      ["/index.html", "/"],
      ["/404.html", "/404"],
      ["/deep/no/such/page/", "/deep/no/such/page"],
    ] as const) {
      const { status, headers } = serve(path);
      expect([status, headers.location], path).toEqual([308, location]);
    }
  });

  it("sends the policy and the security headers on every path, the immutable cache under /assets/ only", () => {
    const paths = ["/", "/privacy-policy", "/no-such-page", "/deep/no/such/page", "/assets/app-1a2b.js"];
    for (const path of [...paths, "/assets/no-such-file.js", "/site.webmanifest", "/favicon.ico", "/robots.txt"]) {
      const { headers } = serve(path);
      expect(headers["content-security-policy"], path).toBe(csp);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(headers[name.toLowerCase()], path).toBe(value);
      expect(headers["cache-control"], path).toBe(path.startsWith("/assets/") ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    }
    expect(serve("/assetsx/a.js").headers["cache-control"]).toBe(CACHE_REVALIDATE);
  });

  it("gives .webmanifest and .ico their content types", () => {
    expect(serve("/site.webmanifest").headers["content-type"]).toBe("application/manifest+json");
    expect(serve("/favicon.ico").headers["content-type"]).toBe("image/x-icon");
    expect(serve("/").headers["content-type"]).toBeUndefined(); // Vercel's own, from the extension
  });
});
