// The production headers, on every route, the 404 page and every file, from both servers:
// `npm start` (server/serve.mjs) and nginx with the generated build/nginx/rymi.conf.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { allDataBlockHashes, client, files, inlineScripts, pages, parseCsp, readPage, routeOf } from "./build-files";
import { get, raw, type Reply, single } from "./http";
import { NGINX_TLS_PORT, SERVERS } from "./servers";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const NOT_FOUND_TEXT = "Oops! Page not found";

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * The headers every response carries, whatever its status. `https`: whether HSTS and
 * upgrade-insecure-requests belong (not from `npm start` over plain HTTP).
 */
function expectSecurityHeaders(reply: Reply, what: string, https: boolean) {
  const context = `${what} (${reply.status})`;
  expect(single(reply, "strict-transport-security"), context).toBe(https ? HSTS : undefined);
  const directives = (single(reply, "content-security-policy") ?? "").split(/;\s*/);
  expect(directives.includes("upgrade-insecure-requests"), `${context}: upgrade-insecure-requests`).toBe(https);
  expect(single(reply, "x-content-type-options"), context).toBe("nosniff");
  expect(single(reply, "x-frame-options"), context).toBe("DENY");
  expect(single(reply, "referrer-policy"), context).toBe("strict-origin-when-cross-origin");
  const permissions = single(reply, "permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment"])
    expect(permissions.split(/,\s*/), context).toContain(`${feature}=()`);
  expect(single(reply, "cross-origin-opener-policy"), context).toBe("same-origin");
  expect(single(reply, "cross-origin-resource-policy"), context).toBe("same-origin");
  expect(reply.headers["set-cookie"], context).toBeUndefined();
  expect(reply.headers["content-security-policy"], `${context}: exactly one CSP header`).toHaveLength(1);
  expect(single(reply, "content-security-policy"), `${context}: one policy, not two joined`).not.toMatch(/,/);
}

/** The policy: the directives, and script hashes for exactly the scripts this page runs. */
function expectPolicyFor(reply: Reply, html: string, what: string, https: boolean) {
  const policy = parseCsp(single(reply, "content-security-policy") ?? "");
  const { "script-src": scriptSrc = [], ...rest } = policy;
  expect(rest, what).toEqual({
    "default-src": ["'none'"],
    "style-src": ["'self'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
    "form-action": ["mailto:"],
    "frame-ancestors": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  });
  expect(scriptSrc[0], what).toBe("'self'");
  const listed = new Set(scriptSrc.slice(1).map((source) => source.replace(/^'|'$/g, "")));
  expect(
    [...listed].every((source) => source.startsWith("sha256-")),
    `${what}: only hashes beside 'self'`,
  ).toBe(true);
  const scripts = inlineScripts(html);
  expect(scripts.length, what).toBeGreaterThan(0);
  for (const { hash, type } of scripts)
    expect(listed.has(hash), `${what}: inline script (${type || "classic"}) ${hash}`).toBe(true);
  // Beyond the page's own scripts, only data blocks (never executed) of other pages.
  const own = new Set(scripts.map((s) => s.hash));
  const extra = [...listed].filter((hash) => !own.has(hash));
  expect(
    extra.filter((hash) => !allDataBlockHashes.has(hash)),
    `${what}: hashes of scripts it does not run`,
  ).toEqual([]);
}

const CONTENT_TYPES: [RegExp, RegExp][] = [
  [/\.html$/, /^text\/html; ?charset=utf-8$/i],
  [/\.js$/, /^(text|application)\/javascript(; ?charset=utf-8)?$/i],
  [/\.css$/, /^text\/css(; ?charset=utf-8)?$/i],
  [/\.svg$/, /^image\/svg\+xml(; ?charset=utf-8)?$/i],
  [/\.png$/, /^image\/png$/],
  [/\.jpe?g$/, /^image\/jpeg$/],
  [/\.webp$/, /^image\/webp$/],
  [/\.avif$/, /^image\/avif$/],
  [/\.ico$/, /^image\/(x-icon|vnd\.microsoft\.icon)$/],
  [/\.xml$/, /^(application|text)\/xml(; ?charset=utf-8)?$/i],
  [/\.txt$/, /^text\/plain(; ?charset=utf-8)?$/i],
  [/\.webmanifest$/, /^application\/manifest\+json(; ?charset=utf-8)?$/i],
  [/\.json$/, /^application\/json(; ?charset=utf-8)?$/i],
  [/\.woff2$/, /^font\/woff2$/],
  [/\.woff$/, /^(font|application)\/(x-)?woff$/],
];

/** Files the hosts read but never serve. */
const HOST_FILES = new Set(["_headers"]);

for (const server of SERVERS) {
  test.describe(`headers from ${server.name}`, () => {
    for (const file of pages) {
      const route = routeOf(file);
      test(`${route}: 200, the page's policy, security headers, revalidated`, async () => {
        const reply = await get(server.origin, route);
        expect(reply.status).toBe(200);
        expect(single(reply, "content-type")).toMatch(/^text\/html; ?charset=utf-8$/i);
        expect(single(reply, "cache-control")).toBe(REVALIDATE);
        expectSecurityHeaders(reply, route, server.httpsHeaders);
        expect(reply.body).toBe(readPage(file));
        expectPolicyFor(reply, reply.body, route, server.httpsHeaders);
      });
    }

    for (const path of ["/no-such-page", "/deep/no/such/page", "/assets/no-such-file.js", "/privacy-policy/x"]) {
      test(`unknown path ${path}: status 404, the 404 page, its policy, revalidated`, async () => {
        const reply = await get(server.origin, path, { headers: { "accept-encoding": "br, gzip" } });
        expect(reply.status).toBe(404);
        expect(single(reply, "content-type")).toMatch(/^text\/html; ?charset=utf-8$/i);
        expect(single(reply, "cache-control")).toBe(REVALIDATE);
        // nginx's brotli_static now and then answers an error_page redirect from the .gz copy.
        expect(single(reply, "content-encoding")).toEqual(
          server.name === "nginx" ? expect.stringMatching(/^(br|gzip)$/) : "br",
        );
        expectSecurityHeaders(reply, path, server.httpsHeaders);
        expect(reply.body).toBe(readPage("404.html"));
        expect(reply.body).toContain(NOT_FOUND_TEXT);
        expectPolicyFor(reply, reply.body, path, server.httpsHeaders);
      });
    }

    test("a trailing slash or .html is redirected to the one canonical URL, query kept, with the same headers", async () => {
      for (const [path, location] of [
        ["/privacy-policy/", "/privacy-policy"],
        ["/terms-conditions//?ref=mail", "/terms-conditions?ref=mail"],
        ["/deep/no/such/page/", "/deep/no/such/page"],
        ["/privacy-policy.html", "/privacy-policy"],
        ["/index.html?utm_source=x", "/?utm_source=x"],
        ["/404.html", "/404"],
      ] as const) {
        const reply = await get(server.origin, path);
        expect(reply.status, path).toBe(301);
        expect(single(reply, "location"), path).toBe(location);
        expectSecurityHeaders(reply, path, server.httpsHeaders);
      }
      const home = await get(server.origin, "/");
      expect(home.status).toBe(200);
    });

    test("pages and the 404 page come precompressed: brotli, gzip, or identity as asked", async () => {
      for (const path of ["/", "/privacy-policy", "/no-such-page"]) {
        for (const [accept, encoding] of [
          ["br, gzip", "br"],
          ["gzip", "gzip"],
          ["identity", undefined],
        ] as const) {
          const reply = await get(server.origin, path, { headers: { "accept-encoding": accept } });
          const brotliOrGzip = server.name === "nginx" && path === "/no-such-page" && encoding === "br"; // see above
          expect(single(reply, "content-encoding"), `${path} ${accept}`).toEqual(
            brotliOrGzip ? expect.stringMatching(/^(br|gzip)$/) : encoding,
          );
          expect(single(reply, "vary") ?? "", `${path} ${accept}`).toMatch(/accept-encoding/i);
        }
      }
    });

    test("every file of the build: its content type, security headers, cached a year under /assets/ only", async () => {
      for (const file of files) {
        // Pages are served at their clean URL (the .html path redirects there).
        const reply = await get(server.origin, file.endsWith(".html") ? routeOf(file) : `/${file}`);
        if (HOST_FILES.has(file)) {
          expect(reply.status, file).toBe(404);
          continue;
        }
        expect(reply.status, file).toBe(200);
        expectSecurityHeaders(reply, file, server.httpsHeaders);
        expect(single(reply, "cache-control"), file).toBe(file.startsWith("assets/") ? IMMUTABLE : REVALIDATE);
        const type = CONTENT_TYPES.find(([ext]) => ext.test(file));
        if (!type) throw new Error(`no content type expectation for ${file}: add one`);
        expect(single(reply, "content-type"), file).toMatch(type[1]);
        if (!/\.(png|jpe?g|webp|avif|ico|woff2?)$/.test(file))
          expect(reply.body, file).toBe(readFileSync(join(client, file), "utf8"));
      }
    });

    test("HEAD: the same status and headers as GET, no body", async () => {
      for (const path of ["/", "/no-such-page"]) {
        const head = await get(server.origin, path, { method: "HEAD" });
        const full = await get(server.origin, path);
        expect(head.status).toBe(full.status);
        expect(head.body).toBe("");
        for (const name of ["content-security-policy", "cache-control", "content-type", "strict-transport-security"])
          expect(single(head, name), `${path} ${name}`).toBe(single(full, name));
      }
    });

    if (!server.httpsHeaders)
      test("behind an HTTPS proxy (X-Forwarded-Proto: https): HSTS and upgrade-insecure-requests come back", async () => {
        for (const path of ["/", "/privacy-policy", "/no-such-page", "/privacy-policy/"]) {
          const reply = await get(server.origin, path, { headers: { "x-forwarded-proto": "https" } });
          expectSecurityHeaders(reply, `${path} via https proxy`, true);
          if (reply.status !== 301) expectPolicyFor(reply, reply.body, path, true);
        }
      });

    test("files that configure the host are not served", async () => {
      for (const path of ["/_headers", "/headers.json", "/vercel.json", "/nginx/rymi.conf", "/server/index.js"]) {
        const reply = await get(server.origin, path);
        expect(reply.status, path).toBe(404);
        expect(reply.body, path).toContain(NOT_FOUND_TEXT);
      }
    });

    // What each hostile request gets, the same from both servers: malformed paths 400, paths no
    // file has 404 (the 404 page), other methods 405. Never a 5xx, a file from outside the build,
    // or a stack trace; each answered within a second.
    const hostile: [string, string, number][] = [
      ["encoded traversal", "GET /..%2f..%2fetc%2fpasswd HTTP/1.1", 400],
      ["encoded dot segment", "GET /%2e%2e/ HTTP/1.1", 400],
      ["encoded traversal with encoded slashes", "GET /%2e%2e%2f%2e%2e%2fetc/passwd HTTP/1.1", 400],
      ["plain traversal", "GET /../../etc/passwd HTTP/1.1", 400],
      ["traversal out of /assets/", "GET /assets/../../../etc/passwd HTTP/1.1", 400],
      ["traversal to the host config", "GET /../vercel.json HTTP/1.1", 400],
      ["NUL byte", "GET /%00 HTTP/1.1", 400],
      ["NUL byte before an extension", "GET /index.html%00.txt HTTP/1.1", 400],
      ["malformed percent-encoding", "GET /%E0%A4%A HTTP/1.1", 400],
      ["10,000-character path", `GET /${"a".repeat(10_000)} HTTP/1.1`, 404],
      ["double slash", "GET //etc/passwd HTTP/1.1", 404],
      ["backslashes", "GET /..\\..\\etc\\passwd HTTP/1.1", 404],
      ["encoded backslashes", "GET /%5c..%5c..%5cetc%5cpasswd HTTP/1.1", 404],
      ["POST", "POST / HTTP/1.1\r\nContent-Type: text/plain\r\nContent-Length: 5", 405],
      ["DELETE", "DELETE /index.html HTTP/1.1", 405],
      ["OPTIONS", "OPTIONS / HTTP/1.1", 405],
      ["PUT", "PUT /x.html HTTP/1.1\r\nContent-Length: 0", 405],
      ["TRACE", "TRACE / HTTP/1.1", 405],
      ["PATCH", "PATCH / HTTP/1.1", 405],
      ["an unknown method", "FOO / HTTP/1.1", 405],
      ["CONNECT", "CONNECT / HTTP/1.1", 405],
    ];
    for (const [what, line, status] of hostile) {
      test(`hostile: ${what} -> ${status}`, async () => {
        const [requestLine = "", ...headers] = line.split("\r\n");
        const body = requestLine.startsWith("POST") ? "hello" : "";
        const reply = await raw(server.port, [requestLine, "Host: localhost", ...headers].join("\r\n"), body);
        expect(reply.status).toBe(status);
        expect(reply.ms).toBeLessThan(1_000);
        expectSecurityHeaders(reply, what, server.httpsHeaders);
        if (status === 405) expect(single(reply, "allow")).toBe("GET, HEAD");
        if (status === 404) expect(reply.body).toContain(NOT_FOUND_TEXT);
        expect(reply.body).not.toMatch(/root:.*:0:0:|\n\s+at |Error:/);
      });
    }
  });
}

test("nginx over HTTPS (the tests' throw-away certificate): the same pages with HSTS and upgrade-insecure-requests", async () => {
  const origin = `https://127.0.0.1:${NGINX_TLS_PORT}`;
  for (const file of pages) {
    const reply = await get(origin, routeOf(file));
    expect(reply.status, file).toBe(200);
    expect(reply.body, file).toBe(readPage(file));
    expectSecurityHeaders(reply, `https ${file}`, true);
    expectPolicyFor(reply, reply.body, `https ${file}`, true);
  }
  const missing = await get(origin, "/no-such-page");
  expect(missing.status).toBe(404);
  expectSecurityHeaders(missing, "https /no-such-page", true);
});
