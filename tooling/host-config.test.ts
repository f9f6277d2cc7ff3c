import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, overHttps, responseHeaders, SECURITY_HEADERS } from "../server/headers.mjs";
import STATIC_PAGE_SCRIPT from "../src/static-page/script.ts?inline-script";
import { LOG_MISSING_PATH } from "../src/routes/not-found.tsx";
import { BOOT_SCRIPT, BOOT_TEMPLATE_ID, ROUTE_MODULES, ROUTER_CONTEXT } from "./defer-bootstrap.mjs";
import { headersFile, inspectPage, nginxConfig, routesOf, sha256, sitePolicy } from "./host-config.mjs";

const page = (scripts: string, body = "", head = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body><main id="main">${body}</main>${scripts}</body></html>`;
/** What a hydrating page carries of its own, as the build writes it (own-inline.mjs). */
const CONTEXT = `${ROUTER_CONTEXT} {"basename":"/"};`;
const MODULES = `import "/assets/manifest.js";\n${ROUTE_MODULES} {};\nimport("/assets/entry.js");`;
const common = `<script>${CONTEXT}</script><template id="${BOOT_TEMPLATE_ID}"><script type="module" async="">${MODULES}</script></template><script>${BOOT_SCRIPT}</script>`;
const STYLESHEET = '<style id="site-styles">p{color:red}</style>';
const LD_JSON = '<script type="application/ld+json">{"@type":"Organization"}</script>';

describe("inspectPage", () => {
  it("hashes the site's own inline scripts, data blocks included, as the browser reads their text", () => {
    const { scripts, problems } = inspectPage(page(`${common}<script src="/x.js"></script>`, "", LD_JSON));
    expect(problems).toEqual([]);
    expect(scripts).toEqual([
      { hash: sha256('{"@type":"Organization"}'), type: "application/ld+json", executable: false },
      { hash: sha256(CONTEXT), type: "", executable: true },
      { hash: sha256(MODULES), type: "module", executable: true },
      { hash: sha256(BOOT_SCRIPT), type: "", executable: true },
    ]);
    expect(sha256("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });

  it("knows the app's own lines: the static pages' script and the 404 page's log line", () => {
    const { scripts, problems } = inspectPage(
      page(`<script>${STATIC_PAGE_SCRIPT}</script><script>${LOG_MISSING_PATH}</script>`),
    );
    expect(problems).toEqual([]);
    expect(scripts.map((s) => s.hash)).toEqual([sha256(STATIC_PAGE_SCRIPT), sha256(LOG_MISSING_PATH)]);
  });

  it("finds what a strict policy would block", () => {
    const { problems } = inspectPage(
      page("", '<p style="color:red">x</p><button onclick="go()">b</button><a href="javascript:go()">a</a>'),
    );
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/style="" attribute.*\n.*onclick.*\n.*javascript: URL/);
  });

  it("hashes the stylesheet in <head> (the inlined site styles), as the policy allows it", () => {
    const { styles, problems } = inspectPage(page("", "", STYLESHEET));
    expect(problems).toEqual([]);
    expect(styles).toEqual([sha256("p{color:red}")]);
  });

  it("refuses every other inline script and style, wherever it is, naming where, and hashes none of them", () => {
    const drawing = '<span role="img"><svg><script>document.title="PWNED"</script><style>a{}</style></svg></span>';
    const { scripts, styles, problems } = inspectPage(
      page(
        // One of the site's own, in a place it never is, is a stranger too.
        `${common}<script>alert(1)</script><div><script>${CONTEXT}</script></div>`,
        `${drawing}<article><script>${LOG_MISSING_PATH}</script><style id="site-styles">b{}</style></article>`,
        `${STYLESHEET}<script>alert(2)</script><script type="application/ld+json">not json</script>`,
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^<head> > <script> "alert\(2\)" is not one of the site's own/),
      expect.stringMatching(/^<head> > <script> "not json" is not/),
      expect.stringMatching(/^<body> > <main#main> > <span> > <svg> > <script> "document.title="PWNED"" is not/),
      expect.stringMatching(/^<body> > <main#main> > <span> > <svg> > <style> "a\{\}" is not/),
      expect.stringMatching(/^<body> > <main#main> > <article> > <script> "console.info/),
      expect.stringMatching(/^<body> > <main#main> > <article> > <style#site-styles> "b\{\}" is not/),
      expect.stringMatching(/^<body> > <script> "alert\(1\)" is not/),
      expect.stringMatching(/^<body> > <div> > <script> "window.__reactRouterContext/),
    ]);
    expect(scripts.map((s) => s.hash)).toEqual([CONTEXT, MODULES, BOOT_SCRIPT].map(sha256));
    expect(styles).toEqual([sha256("p{color:red}")]);
  });
});

describe("sitePolicy", () => {
  it("gives one policy: the union of every page's own inline scripts, executable or data, pages that differ included", () => {
    const { csp, pages } = sitePolicy({
      "index.html": page(common, "", LD_JSON),
      "404.html": page(`<script>${STATIC_PAGE_SCRIPT}</script><script>${LOG_MISSING_PATH}</script>`),
    });
    for (const { scripts } of Object.values(pages)) for (const { hash } of scripts) expect(csp).toContain(`'${hash}'`);
    expect(csp).toBe(
      contentSecurityPolicy(
        ['{"@type":"Organization"}', CONTEXT, MODULES, BOOT_SCRIPT, STATIC_PAGE_SCRIPT, LOG_MISSING_PATH].map(sha256),
      ),
    );
  });

  it("allows the stylesheet by its hash in style-src", () => {
    const { csp } = sitePolicy({
      "index.html": page(common, "", '<style id="site-styles">a{}</style>'),
      "404.html": page("", "", '<style id="site-styles">b{}</style>'),
    });
    const hashes = [sha256("a{}"), sha256("b{}")].sort().map((hash) => `'${hash}'`);
    expect(csp.split("; ")).toContain(`style-src 'self' ${hashes.join(" ")}`);
  });

  it("fails the build when markup breaks the policy, naming the page and the element", () => {
    expect(() => sitePolicy({ "index.html": page(common, '<div style="x"></div>') })).toThrow(/index.html: style=""/);
    expect(() => sitePolicy({ "index.html": page(common, "<svg><script>alert(1)</script></svg>") })).toThrow(
      /index.html: <body> > <main#main> > <svg> > <script> "alert\(1\)" is not one of the site's own/,
    );
  });
});

describe("contentSecurityPolicy", () => {
  it("lists exactly the site's directives, no more", () => {
    const hash = sha256("x");
    expect(contentSecurityPolicy([hash, hash]).split("; ")).toEqual([
      "default-src 'none'",
      `script-src 'self' '${hash}'`,
      "style-src 'self'",
      "img-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action mailto:",
      "frame-ancestors 'none'",
      "upgrade-insecure-requests",
    ]);
    expect(() => contentSecurityPolicy(["'unsafe-inline'"])).toThrow();
  });

  it("over plain HTTP: the same policy without upgrade-insecure-requests (WebKit applies it to localhost)", () => {
    const hash = sha256("x");
    const https = contentSecurityPolicy([hash]);
    const http = contentSecurityPolicy([hash], { https: false });
    expect(http).not.toContain("upgrade-insecure-requests");
    expect(http.split("; ")).toEqual(https.split("; ").filter((d) => d !== "upgrade-insecure-requests"));
  });
});

describe("responseHeaders and overHttps (npm start)", () => {
  const policies = {
    https: contentSecurityPolicy([sha256("x")]),
    http: contentSecurityPolicy([sha256("x")], { https: false }),
  };

  it("sends HSTS and upgrade-insecure-requests only over HTTPS", () => {
    const secure = responseHeaders("/", policies, true);
    const plain = responseHeaders("/", policies, false);
    expect(secure["Strict-Transport-Security"]).toBe(SECURITY_HEADERS["Strict-Transport-Security"]);
    expect(secure["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    expect(plain).not.toHaveProperty("Strict-Transport-Security");
    expect(plain["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    const { "Strict-Transport-Security": hsts, ...rest } = secure;
    expect(hsts).toBeDefined();
    expect(plain).toEqual({ ...rest, "Content-Security-Policy": policies.http });
  });

  it("a request is HTTPS on a TLS socket or when the proxy in front says so", () => {
    expect(overHttps({ socket: { encrypted: true }, headers: {} })).toBe(true);
    expect(overHttps({ socket: {}, headers: {} })).toBe(false);
    expect(overHttps({ socket: {}, headers: { "x-forwarded-proto": "https" } })).toBe(true);
    expect(overHttps({ socket: {}, headers: { "x-forwarded-proto": "HTTPS" } })).toBe(true);
    expect(overHttps({ socket: {}, headers: { "x-forwarded-proto": "https, http" } })).toBe(true);
    expect(overHttps({ socket: {}, headers: { "x-forwarded-proto": "http, https" } })).toBe(false);
    expect(overHttps({ socket: {}, headers: { "x-forwarded-proto": "http" } })).toBe(false);
    expect(overHttps({ socket: {} })).toBe(false);
  });
});

describe("generated host configs", () => {
  const csp = contentSecurityPolicy([sha256("x")]);

  it("_headers: the policy and the security headers in one rule, Cache-Control never in two overlapping ones", () => {
    const text = headersFile(csp, ["/", "/privacy-policy", "/robots.txt"]);
    expect(text.match(/Content-Security-Policy:/g)).toHaveLength(1);
    const rules = text.split(/\n(?=\/)/).filter((rule) => rule.startsWith("/"));
    const withCache = rules.filter((rule) => rule.includes("Cache-Control")).map((rule) => rule.split("\n")[0]);
    expect(withCache).toEqual(["/assets/*", "/", "/privacy-policy", "/robots.txt"]);
    expect(rules[0]).toMatch(/^\/\*\n/);
    for (const name of Object.keys(SECURITY_HEADERS)) expect(rules[0]).toContain(`\n  ${name}: `);
  });

  it("nginx: every block that adds headers adds all of them, with always", () => {
    const conf = nginxConfig(csp);
    const blocks = conf.split(/\n {4}(?=location|# Responses)/);
    for (const block of blocks.filter((b) => b.includes("add_header"))) {
      for (const name of ["Content-Security-Policy", "Cache-Control", ...Object.keys(SECURITY_HEADERS)])
        expect(block).toMatch(new RegExp(`add_header ${name} ".+" always;`));
    }
    expect(conf).toContain("try_files $uri $uri.html $uri/index.html =404;");
    expect(conf).toContain("rewrite ^(/.+?)/+$ $1 permanent;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("server_tokens off;");
  });

  it("routes: clean URLs for flat pages and folders", () => {
    expect(routesOf("privacy-policy.html")).toEqual(["/privacy-policy.html", "/privacy-policy"]);
    expect(routesOf("index.html")).toEqual(["/", "/index.html"]);
    expect(routesOf("privacy-policy/index.html")).toEqual([
      "/privacy-policy",
      "/privacy-policy/",
      "/privacy-policy/index.html",
    ]);
    expect(routesOf("404.html")).toEqual(["/404.html", "/404"]);
  });
});
