// What an HTTP client gets from `npm start`, nginx and Cloudflare's runtime (workerd, Workers static assets): statuses, bodies, encodings, caching, headers.
// The generators are unit-tested (build-plugins/host-config.test.ts); this proves the running servers send it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

import { client, files, inlineScripts, inlineStyles, listedFor, pages, readPage, routeOf } from "./support/build-files";
import { directivesOf } from "../server/policy.mjs";
import { failures, runCheckDeploy } from "./support/check-deploy";
import { content } from "./support/content";
import { SETTINGS, startEditorWorld } from "./support/editor-github";
import { expect, test } from "./support/fixtures";
import { get, raw, type Reply, single } from "./support/http";
import type { Site } from "./support/servers";
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const HSTS = "max-age=63072000; includeSubDomains";
const HTML = /^text\/html; ?charset=utf-8$/i;
/** The 404 page's heading as its HTML spells it (React escapes these five characters in text). */
const NOT_FOUND_TEXT = content.notFound.heading.replace(
  /[&<>"']/g,
  (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char,
);
/** Unknown paths; the content editor's too: the public site holds nothing of it (it has a host of its own). */
const UNKNOWN_PATHS = [
  "/no-such-page",
  "/deep/no/such/page",
  "/assets/no-such-file.js",
  "/privacy-policy/x",
  "/keystatic",
  "/api/keystatic/github/login",
];

/** The headers every response carries, whatever its status; `https`: with HSTS and upgrade-insecure-requests. */
function expectSecurityHeaders(reply: Reply, what: string, https: boolean) {
  const context = `${what} (${reply.status})`;
  expect(single(reply, "strict-transport-security"), context).toBe(https ? HSTS : undefined);
  expect(single(reply, "x-content-type-options"), context).toBe("nosniff");
  expect(single(reply, "x-frame-options"), context).toBe("DENY");
  expect(single(reply, "referrer-policy"), context).toBe("strict-origin-when-cross-origin");
  const permissions = (single(reply, "permissions-policy") ?? "").split(/,\s*/);
  for (const feature of ["camera", "microphone", "geolocation", "payment"])
    expect(permissions, context).toContain(`${feature}=()`);
  expect(single(reply, "cross-origin-opener-policy"), context).toBe("same-origin");
  expect(single(reply, "cross-origin-resource-policy"), context).toBe("same-origin");
  expect(reply.headers["set-cookie"], context).toBeUndefined();
  // No CORS: nothing on the site is for other origins' scripts.
  expect(reply.headers["access-control-allow-origin"], context).toBeUndefined();
  const csp = single(reply, "content-security-policy") ?? ""; // single: exactly one header
  expect(csp, `${context}: one policy, not two joined`).not.toMatch(/,/);
  expect("upgrade-insecure-requests" in directivesOf(csp), `${context}: upgrade-insecure-requests`).toBe(https);
}

/**
 * What the build listed in each page's policy, in Astro's record: the hash of every script and style
 * Astro emitted. One policy serves every page (build-plugins/host-config.mjs), so it names the union of
 * those lists: no hash the build did not list, none it listed left out.
 */
const LISTED = pages.map((file) => listedFor(file));
const SITE_SCRIPTS = [...new Set(LISTED.flatMap((listed) => listed.scripts))].sort();
const SITE_STYLES = [...new Set(LISTED.flatMap((listed) => listed.styles))].sort();
/** The agreed directives beside script-src (and upgrade-insecure-requests, over HTTPS). */
const DIRECTIVES = directivesOf(
  `default-src 'none'; style-src 'self' ${SITE_STYLES.map((hash) => `'${hash}'`).join(" ")}; img-src 'self'; ` +
    "font-src 'self'; connect-src 'self'; manifest-src 'self'; " +
    "base-uri 'none'; object-src 'none'; form-action mailto:; frame-ancestors 'none'",
);
/**
 * The policy of a page: the agreed directives, the build's list of scripts and styles, and so a hash
 * for every inline script (a type the browser runs: JSON-LD is data, which CSP does not govern) and
 * <style> of the page served.
 */
async function expectPolicyFor(reply: Reply, what: string, https: boolean) {
  const { "script-src": scriptSrc = [], ...rest } = directivesOf(single(reply, "content-security-policy") ?? "");
  expect(rest, what).toEqual({ ...DIRECTIVES, ...(https ? { "upgrade-insecure-requests": [] } : {}) });
  expect(scriptSrc.join(" "), `${what}: 'self' and hashes only`).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
  const listed = scriptSrc.slice(1).map((source) => source.slice(1, -1));
  expect([...listed].sort(), `${what}: the scripts the build listed, no other`).toEqual(SITE_SCRIPTS);
  const own = (await inlineScripts(reply.body)).filter((script) => script.executable).map((script) => script.hash);
  expect(own.length, what).toBeGreaterThan(0);
  expect(listed, `${what}: a hash for every inline script`).toEqual(expect.arrayContaining(own));
  const styles = await inlineStyles(reply.body);
  expect(styles.length, what).toBeGreaterThan(0);
  expect(SITE_STYLES, `${what}: a hash for every <style>`).toEqual(expect.arrayContaining(styles));
}
/** The content type of each kind of file in the build (a new kind fails until it is added here). */
const CONTENT_TYPES: Record<string, RegExp> = {
  html: HTML,
  js: /^(text|application)\/javascript(; ?charset=utf-8)?$/i,
  css: /^text\/css(; ?charset=utf-8)?$/i,
  svg: /^image\/svg\+xml(; ?charset=utf-8)?$/i,
  png: /^image\/png$/,
  ico: /^image\/(x-icon|vnd\.microsoft\.icon)$/,
  xml: /^(application|text)\/xml(; ?charset=utf-8)?$/i,
  txt: /^text\/plain(; ?charset=utf-8)?$/i,
  webmanifest: /^application\/manifest\+json(; ?charset=utf-8)?$/i,
};
/** Accept-Encoding -> the Content-Encoding the pages come in (precompressed copies). */
const ENCODINGS: Record<string, string | undefined> = { "br, gzip": "br", gzip: "gzip", identity: undefined };
/** What each page and unknown path answers: its status and the built page as its body. */
const ANSWERS = [
  ...pages.map((file) => ({ path: routeOf(file), status: 200, file })),
  ...UNKNOWN_PATHS.map((path) => ({ path, status: 404, file: "404.html" })),
];
/** Files that configure the host: in the build (or beside it), never served. */
const HOST_FILES = ["/_headers", "/.assetsignore", "/headers.json", "/nginx/rymi.conf", "/server/index.js"];
// The same from every server: malformed paths 400, paths no file has 404 (the 404 page), other methods 405.
const HOSTILE: [number, string[]][] = [
  [400, ["/..%2f..%2fetc%2fpasswd", "/%2e%2e/", "/%2e%2e%2f%2e%2e%2fetc/passwd", "/../../etc/passwd", "/%00"]],
  [400, ["/assets/../../../etc/passwd", "/../headers.json", "/index.html%00.txt", "/%E0%A4%A"]],
  [404, [`/${"a".repeat(10_000)}`, "//etc/passwd", "/..\\..\\etc\\passwd", "/%5c..%5c..%5cetc%5cpasswd"]],
  [405, ["POST /\r\nContent-Type: text/plain\r\nContent-Length: 5", "DELETE /index.html", "OPTIONS /", "TRACE /"]],
  [405, ["PUT /x.html\r\nContent-Length: 0", "PATCH /", "FOO /", "CONNECT /"]],
];

/**
 * Where Cloudflare answers otherwise by design, or its local runtime (wrangler dev) does; every other
 * expectation holds for it as written (docs/deploying.md, "What Cloudflare does differently").
 */
const ON_CLOUDFLARE = {
  // _headers applies to a 404 too: an unknown file under /assets/ carries that folder's Cache-Control.
  notFoundCache: (path: string) => (path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE),
  // The local runtime compresses on the fly, without Vary.
  vary: /^$/,
  // Workers' own redirects (html_handling): 307, and only to a page that exists.
  redirect: 307,
  notRedirected: ["/deep/no/such/page/"],
  hostile: {
    // Cloudflare decodes the path and looks the file up: a malformed or escaping path names no
    // file, or is redirected to the decoded path without its slashes doubled (which then 404s).
    ...Object.fromEntries(
      ["/..%2f..%2fetc%2fpasswd", "/%2e%2e%2f%2e%2e%2fetc/passwd", "/%E0%A4%A", "//etc/passwd"]
        .concat(["/%5c..%5c..%5cetc%5cpasswd"])
        .map((path) => [path, 307]),
    ),
    ...Object.fromEntries(
      ["/../../etc/passwd", "/assets/../../../etc/passwd", "/../headers.json", "/%00", "/index.html%00.txt"].map(
        (path) => [path, 404],
      ),
    ),
    // The URL standard reads %2e%2e as "..": this is the home page.
    "/%2e%2e/": 200,
  } as Record<string, number>,
  // The local proxy's answer to a request it dropped (1 in 20 of DELETE after POST, seen over HTTPS), to send again.
  restarted: /^Your worker restarted mid-request\. Please try sending the request again\./,
  // The local runtime's HTTP layers refuse these methods before the assets see them (501 or no answer).
  skipped: ["FOO /", "CONNECT /"],
};

const isCloudflare = (site: Site) => site.name === "Cloudflare";

// Each server's project runs these against its own server (playwright.config.ts).
test.describe("from the project's server", { tag: "@http" }, () => {
  test("pages 200 and unknown paths 404: the built page, precompressed as asked, revalidated, its policy; HEAD the same without a body", async ({
    site,
  }) => {
    for (const { path, status, file } of ANSWERS) {
      let identity: Reply | undefined;
      for (const [accept, encoding] of Object.entries(ENCODINGS)) {
        const what = `${path} (accept-encoding: ${accept})`;
        const reply = await get(site.origin, path, { headers: { "accept-encoding": accept } });
        expect(reply.status, what).toBe(status);
        expect(reply.body, what).toBe(readPage(file));
        expect(single(reply, "content-type"), what).toMatch(HTML);
        expect(single(reply, "cache-control"), what).toBe(
          isCloudflare(site) && status === 404 ? ON_CLOUDFLARE.notFoundCache(path) : REVALIDATE,
        );
        expect(single(reply, "content-encoding"), what).toBe(encoding);
        expect(single(reply, "vary") ?? "", what).toMatch(isCloudflare(site) ? ON_CLOUDFLARE.vary : /accept-encoding/i);
        expectSecurityHeaders(reply, what, site.httpsHeaders);
        await expectPolicyFor(reply, what, site.httpsHeaders);
        identity = reply;
      }
      const head = await get(site.origin, path, { method: "HEAD", headers: { "accept-encoding": "identity" } });
      expect([head.status, head.body], `HEAD ${path}`).toEqual([status, ""]);
      for (const name of ["content-security-policy", "cache-control", "content-type", "strict-transport-security"])
        expect(single(head, name), `HEAD ${path}: ${name}`).toBe(identity && single(identity, name));
    }
  });

  test("brotli whenever asked, also while requests overlap", async ({ site }) => {
    // nginx once sent the .gz copy to such requests (the disable_symlinks note in build-plugins/host-config.mjs).
    // Which overlaps showed it depended on the requests' memory layout: the pages alone did, all answers not.
    const headers = { "accept-encoding": "br, gzip" };
    for (const paths of [pages.map(routeOf), ANSWERS.map(({ path }) => path)])
      for (let round = 0; round < 10; round++) {
        const replies = await Promise.all(paths.map((path) => get(site.origin, path, { headers })));
        expect(
          replies.map((reply) => single(reply, "content-encoding")),
          paths.join(" "),
        ).toEqual(paths.map(() => "br"));
      }
  });

  test("every file of the build: its bytes and content type, cached a year under /assets/ only; host config files 404", async ({
    site,
  }) => {
    for (const file of files) {
      if (HOST_FILES.includes(`/${file}`)) continue;
      const reply = await get(site.origin, file.endsWith(".html") ? routeOf(file) : `/${file}`); // .html redirects
      expect(reply.status, file).toBe(200);
      expectSecurityHeaders(reply, file, site.httpsHeaders);
      expect(single(reply, "cache-control"), file).toBe(file.startsWith("assets/") ? IMMUTABLE : REVALIDATE);
      const type = CONTENT_TYPES[file.replace(/^.*\./, "")] ?? new RegExp(`no content type expected for ${file}`);
      expect(single(reply, "content-type"), file).toMatch(type);
      expect(reply.bytes.equals(readFileSync(join(client, file))), `${file}: the built bytes`).toBe(true);
    }
    for (const path of HOST_FILES) {
      const reply = await get(site.origin, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toContain(NOT_FOUND_TEXT);
      expectSecurityHeaders(reply, path, site.httpsHeaders);
    }
  });

  test("a trailing slash or .html is redirected to the one canonical URL, query kept, with the same headers", async ({
    site,
  }) => {
    for (const [path, location] of [
      ["/privacy-policy/", "/privacy-policy"],
      ["/terms-conditions//?ref=mail", "/terms-conditions?ref=mail"],
      ["/deep/no/such/page/", "/deep/no/such/page"],
      ["/privacy-policy.html", "/privacy-policy"],
      ["/index.html?utm_source=x", "/?utm_source=x"],
      ["/404.html", "/404"],
    ] as const) {
      const reply = await get(site.origin, path);
      const expected = !isCloudflare(site)
        ? [301, location]
        : ON_CLOUDFLARE.notRedirected.includes(path)
          ? [404]
          : [ON_CLOUDFLARE.redirect, location];
      expect([reply.status, single(reply, "location")], path).toEqual(expected);
      expectSecurityHeaders(reply, path, site.httpsHeaders);
    }
  });

  test("hostile requests: malformed 400, no such file the 404 page, other methods 405; never a 5xx, a leak or a stack trace; each within 1 s", async ({
    site,
  }) => {
    for (const [answer, requests] of HOSTILE)
      for (const request of requests) {
        const [line = "", ...headers] = (request.startsWith("/") ? `GET ${request}` : request).split("\r\n");
        const key = line.replace(/^GET /, "");
        if (isCloudflare(site) && ON_CLOUDFLARE.skipped.includes(key)) continue;
        const what = line.slice(0, 60);
        const head = [`${line} HTTP/1.1`, "Host: localhost", ...headers].join("\r\n");
        let reply = await raw(site.origin, head, line.startsWith("POST") ? "hello" : "");
        // wrangler dev's proxy (never production) now and then answers a request after a POST with this 503, and
        // asks for the request again: as it says, done once.
        if (isCloudflare(site) && reply.status === 503 && ON_CLOUDFLARE.restarted.test(reply.body))
          reply = await raw(site.origin, head, line.startsWith("POST") ? "hello" : "");
        const status = (isCloudflare(site) && ON_CLOUDFLARE.hostile[key]) || answer;
        expect(reply.status, what).toBe(status);
        expect(reply.ms, what).toBeLessThan(1_000);
        expectSecurityHeaders(reply, what, site.httpsHeaders);
        if (status === 405) expect(single(reply, "allow"), what).toBe("GET, HEAD");
        if (status === 404) expect(reply.body, what).toContain(NOT_FOUND_TEXT);
        expect(reply.body, what).not.toMatch(/root:.*:0:0:|\n\s+at |Error:/);
      }
  });
});

// Untagged: `npm start`'s server only (the chromium project). The HTTPS-only host configs send both always.
test("npm start's server behind an HTTPS proxy (X-Forwarded-Proto: https): HSTS and upgrade-insecure-requests come back", async ({
  site,
}) => {
  for (const path of ["/", "/privacy-policy", "/no-such-page", "/privacy-policy/"]) {
    const reply = await get(site.origin, path, { headers: { "x-forwarded-proto": "https" } });
    expectSecurityHeaders(reply, `${path} via an HTTPS proxy`, true);
    if (reply.status !== 301) await expectPolicyFor(reply, path, true);
  }
});

test(
  "nginx over HTTPS (the tests' throw-away certificate): the same pages and 404s, with HSTS and upgrade-insecure-requests",
  { tag: "@nginx" },
  async ({ site }) => {
    const { https } = site;
    if (!https) throw new Error(`the ${site.name} server has no HTTPS origin`);
    for (const { path, status, file } of ANSWERS) {
      const reply = await get(https, path);
      expect([reply.status, reply.body], `https ${path}`).toEqual([status, readPage(file)]);
      expectSecurityHeaders(reply, `https ${path}`, true);
      await expectPolicyFor(reply, `https ${path}`, true);
    }
  },
);

test(
  "the public site runs no code: every path of the content editor and under /api/ is the 404 page, with no cookie",
  { tag: "@production" },
  async ({ site }) => {
    for (const path of [
      "/keystatic/",
      "/keystatic/app.js",
      "/keystatic/branch/main/singleton/hero",
      "/api/keystatic/github/oauth/callback?code=x&state=y",
      "/api/keystatic/github/refresh-token",
      "/api/no-such-thing",
    ]) {
      const reply = await get(site.origin, path);
      expect([reply.status, reply.body], path).toEqual([404, readPage("404.html")]);
      expectSecurityHeaders(reply, path, true);
      await expectPolicyFor(reply, path, true);
    }
  },
);

test(
  "npm run check-deploy passes on Cloudflare's runtime, the public site alone or with the editor's host, and names what a deploy lacks",
  { tag: "@production" },
  async ({ site }) => {
    // Five deploy checks and the editor's Workers to start (about 8 s alone): 30 s ran out on a machine
    // busy with five other test workers.
    test.setTimeout(90_000);
    const good = await runCheckDeploy(site.origin);
    expect(failures(good.out)).toEqual([]);
    expect(good.code, good.out).toBe(0);
    // The public site's answers for the editor's paths: the 404 page, as for any unknown path.
    for (const line of [
      "ok   GET /keystatic: 404",
      "ok   GET /keystatic: the 404 page",
      "ok   GET /api/keystatic/github/login: 404",
      "ok   GET /api/keystatic/github/login: the 404 page",
      "ok   GET /sitemap.xml: lists neither /keystatic nor /api/",
      "check-deploy: the editor's host was not checked",
    ])
      expect(good.out).toContain(line);

    /** A server at another origin that answers with `answer`, from a Fetch API request of its own origin. */
    const serve = async (answer: (request: Request) => Promise<Response>) => {
      const server = createServer((req, res) => {
        const { port } = server.address() as AddressInfo;
        answer(new Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method }))
          .then(async (response) => {
            const headers = [...response.headers].flatMap(([name, value]) =>
              name === "set-cookie" ? response.headers.getSetCookie().map((cookie) => [name, cookie]) : [[name, value]],
            );
            res.writeHead(response.status, headers.flat()).end(Buffer.from(await response.arrayBuffer()));
          })
          .catch((error: unknown) => res.writeHead(500).end(String(error)));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
    };
    // The editor Worker set up for a repository, and the public site beside it, on Cloudflare's runtime
    // (support/editor-github.ts): what a set-up deploy answers. Its sign-in goes to GitHub without asking
    // GitHub anything.
    const world = await startEditorWorld();
    try {
      const { code, out } = await runCheckDeploy(world.site, world.origin);
      expect(failures(out)).toEqual([]);
      expect(code, out).toBe(0);
      for (const line of [
        "ok   GET /: to /keystatic",
        "ok   GET /privacy-policy: 404 (no page of the public site here)",
        "ok   GET /api/keystatic/github/login: to GitHub's sign-in",
        `ok   GET /api/keystatic/github/login: back to ${world.origin}/api/keystatic/github/oauth/callback`,
        `check-deploy: the editor is set up for ${SETTINGS.KEYSTATIC_GITHUB_REPO} (the GitHub App's client ID: ${SETTINGS.KEYSTATIC_GITHUB_CLIENT_ID})`,
      ])
        expect(out).toContain(line);
      for (const secret of [SETTINGS.KEYSTATIC_GITHUB_CLIENT_SECRET, SETTINGS.KEYSTATIC_SECRET])
        expect(out).not.toContain(secret);
      expect(world.github.requests, "requests to GitHub").toEqual([]);

      /** What `origin` answers for the request's path and query. */
      const answerOf = async (origin: string, request: Request) => {
        const { pathname, search } = new URL(request.url);
        const reply = await get(origin, pathname + search);
        const headers = new Headers();
        for (const [name, values] of Object.entries(reply.headers))
          if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name))
            for (const value of values) headers.append(name, value);
        return new Response(new Uint8Array(reply.bytes), { status: reply.status, headers });
      };
      // The same deploy, each of these answers a little wrong: each is one failed check, and only these.
      const deep = "/keystatic/branch/main/singleton/hero";
      const elsewhere = "https://elsewhere.example/api/keystatic/github/oauth/callback";
      const tamperedSite = await serve(async (request) => {
        const response = await answerOf(world.site, request);
        let body = await response.text();
        if (new URL(request.url).pathname === "/sitemap.xml")
          body = body.replace("</urlset>", "<url><loc>https://rymi.ai/keystatic</loc></url></urlset>");
        return new Response(body || null, { status: response.status, headers: response.headers });
      });
      const tamperedEditor = await serve(async (request) => {
        const { pathname } = new URL(request.url);
        // A page of the public site, served on the editor's host too.
        if (pathname === "/privacy-policy") return answerOf(world.site, request);
        const response = await answerOf(world.origin, request);
        const headers = new Headers(response.headers);
        let body = await response.text();
        if (pathname === "/keystatic") headers.delete("x-robots-tag");
        if (pathname === deep) body = body.replace('<meta name="robots" content="noindex" />', "");
        // Another callback, and a client secret in the client ID's place (as an older Worker sent it).
        if (pathname === "/api/keystatic/github/login")
          headers.set(
            "location",
            (headers.get("location") ?? "")
              .replace(/redirect_uri=[^&]*/, `redirect_uri=${encodeURIComponent(elsewhere)}`)
              .replace(/client_id=[^&]*/, `client_id=${SETTINGS.KEYSTATIC_GITHUB_CLIENT_SECRET}`),
          );
        return new Response(body || null, { status: response.status, headers });
      });
      try {
        const { code, out } = await runCheckDeploy(tamperedSite.origin, tamperedEditor.origin);
        expect(failures(out)).toEqual([
          "FAIL GET /sitemap.xml: lists neither /keystatic nor /api/: /keystatic",
          "FAIL GET /privacy-policy: 404 (no page of the public site here): got 200",
          "FAIL GET /keystatic: noindex (X-Robots-Tag): got null",
          `FAIL GET ${deep}: noindex (<meta name="robots">): got []`,
          `FAIL GET ${deep}: the same page as /keystatic: a different page`,
          "FAIL GET /api/keystatic/github/login: with the GitHub App's client ID: a client_id that is not shaped as a GitHub App's (not shown)",
          `FAIL GET /api/keystatic/github/login: back to ${tamperedEditor.origin}/api/keystatic/github/oauth/callback: got "${elsewhere}"`,
        ]);
        expect(code).toBe(1);
        expect(out).not.toContain(SETTINGS.KEYSTATIC_GITHUB_CLIENT_SECRET);
      } finally {
        tamperedSite.close();
        tamperedEditor.close();
      }
    } finally {
      await world.stop();
    }

    // The built home page with no header of ours, and 200 for every path: as the site, and as the editor.
    const bare = createServer((_, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end(readPage("index.html")),
    );
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = bare.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      const bad = await runCheckDeploy(origin, origin);
      expect(bad.code).toBe(1);
      for (const line of [
        "FAIL GET /: X-Frame-Options",
        "FAIL GET /: Content-Security-Policy",
        ": 404: got 200",
        "FAIL GET /keystatic: 404: got 200",
        "FAIL GET /api/keystatic/github/login: the 404 page",
        "FAIL GET /: to /keystatic: got 200",
        "FAIL GET /privacy-policy: 404 (no page of the public site here): got 200",
        "FAIL GET /keystatic: Content-Security-Policy (the editor page's): none",
        "FAIL GET /keystatic: noindex (X-Robots-Tag): got null",
        "FAIL GET /keystatic: names the repository",
        "FAIL GET /keystatic/app.js: JavaScript: text/html",
        "FAIL GET /api/keystatic/github/login: 307 to GitHub (set up) or 503 (not set up): got 200",
        "check-deploy: cannot tell whether the editor is set up",
      ])
        expect(bad.out).toContain(line);
    } finally {
      bare.close();
    }
  },
);
