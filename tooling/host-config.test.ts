import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, overHttps, responseHeaders, SECURITY_HEADERS } from "../server/headers.mjs";
import { headersFile, inspectPage, nginxConfig, routesOf, sha256, sitePolicy } from "./host-config.mjs";

const page = (scripts: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}${scripts}</body></html>`;
const common = '<script>window.a = 1;</script><script type="module">boot();</script>';

describe("inspectPage", () => {
  it("hashes every inline script, data blocks included, as the browser reads its text", () => {
    const { scripts, problems } = inspectPage(
      page(
        `${common}<script type="application/ld+json">{"@type":"Organization"}</script><script src="/x.js"></script>`,
      ),
    );
    expect(problems).toEqual([]);
    expect(scripts).toEqual([
      { hash: sha256("window.a = 1;"), type: "", executable: true },
      { hash: sha256("boot();"), type: "module", executable: true },
      { hash: sha256('{"@type":"Organization"}'), type: "application/ld+json", executable: false },
    ]);
    expect(sha256("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });

  it("finds what a strict policy would block", () => {
    const { problems } = inspectPage(
      page("", '<p style="color:red">x</p><button onclick="go()">b</button><a href="javascript:go()">a</a>'),
    );
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/style="" attribute.*\n.*onclick.*\n.*javascript: URL/);
  });

  it("hashes each <style> element, as the policy allows it (the inlined stylesheet)", () => {
    const { styles, problems } = inspectPage(page("", "<style>p{color:red}</style>"));
    expect(problems).toEqual([]);
    expect(styles).toEqual([sha256("p{color:red}")]);
  });
});

describe("sitePolicy", () => {
  it("gives one policy: the union of every page's inline scripts, executable or data, pages that differ included", () => {
    const { csp, pages } = sitePolicy({
      "index.html": page(`${common}<script>window.data = {"page":"home"};</script>`),
      "404.html": page(
        `<script>console.info(location.pathname);</script><script type="application/json">["/b.js"]</script>`,
      ),
    });
    for (const { scripts } of Object.values(pages)) for (const { hash } of scripts) expect(csp).toContain(`'${hash}'`);
    expect(csp).toBe(
      contentSecurityPolicy(
        [
          "window.a = 1;",
          "boot();",
          'window.data = {"page":"home"};',
          "console.info(location.pathname);",
          '["/b.js"]',
        ].map(sha256),
      ),
    );
  });

  it("allows every page's <style> by its hash in style-src", () => {
    const { csp } = sitePolicy({
      "index.html": page(common, "<style>a{}</style>"),
      "404.html": page("", "<style>b{}</style>"),
    });
    const hashes = [sha256("a{}"), sha256("b{}")].sort().map((hash) => `'${hash}'`);
    expect(csp.split("; ")).toContain(`style-src 'self' ${hashes.join(" ")}`);
  });

  it("fails the build when markup breaks the policy", () => {
    expect(() => sitePolicy({ "index.html": page(common, '<div style="x"></div>') })).toThrow(/index.html: style=""/);
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
