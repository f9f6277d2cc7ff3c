import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, overHttps, responseHeaders, SECURITY_HEADERS } from "../server/headers.mjs";
import { scriptJson } from "../src/lib/script-json";
import { contentTexts } from "./content-origin.mjs";
import { hashSource } from "../server/policy.mjs";
import { headersFile, inspectPage, nginxConfig, routesOf, sitePolicy } from "./host-config.mjs";

/** The tests' own SHA-256 source, from Node's crypto: what server/policy.mjs's Web Crypto one must give. */
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** A page's policy in the build's record, as Astro writes it (security.csp): the scripts' and styles' hashes. */
const listed = (scripts: string[], styles: string[] = []) =>
  `default-src 'none'; script-src 'self' ${scripts
    .map((text) => `'${sha256(text)}'`)
    .join(" ")}; style-src 'self' ${styles.map((text) => `'${sha256(text)}'`).join(" ")}`;

const page = (head: string, body = "", end = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body><main id="main">${body}</main>${end}</body></html>`;

const ISLANDS = "customElements.define('astro-island', class {})";
const SITE = 'import "/assets/site.js";';
const STYLESHEET = "p{color:red}";
const LD_JSON = '<script type="application/ld+json">{"@type":"Organization"}</script>';

describe("inspectPage", () => {
  it("takes the page's scripts and styles from the build's list, not from what the page holds", async () => {
    const extra = "not on the page";
    const { scripts, styles, problems } = await inspectPage(
      page(
        `<style>${STYLESHEET}</style>${LD_JSON}`,
        "",
        `<script>${ISLANDS}</script><script type="module">${SITE}</script><script src="/x.js"></script>`,
      ),
      listed([ISLANDS, SITE, extra], [STYLESHEET]),
    );
    expect(problems).toEqual([]);
    expect(scripts).toEqual([ISLANDS, SITE, extra].map(sha256));
    expect(styles).toEqual([sha256(STYLESHEET)]);
  });

  it("hashes as the browser does: UTF-8, base64, as Node's crypto and the known empty-text vector say", async () => {
    for (const text of ["", ISLANDS, "é → 😀", "a\r\nb"]) expect(await hashSource(text)).toBe(sha256(text));
    expect(await hashSource("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });

  it("refuses a page the build's record has no policy for", async () => {
    expect((await inspectPage(page(""), undefined)).problems).toEqual([
      expect.stringMatching(/^no policy in the build's record/),
    ]);
  });

  it("finds what a strict policy would block", async () => {
    const { problems } = await inspectPage(
      page("", '<p style="color:red">x</p><button onclick="go()">b</button><a href="javascript:go()">a</a>'),
      listed([]),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^<body> > <main#main> > <p>: style="" attribute/),
      expect.stringMatching(/^<body> > <main#main> > <button>: inline event handler onclick/),
      expect.stringMatching(/^<body> > <main#main> > <a>: javascript: URL in href/),
    ]);
  });

  it("refuses every inline script and style the build did not list, wherever it is, naming where; data blocks are not run", async () => {
    const drawing = '<span role="img"><svg><script>document.title="PWNED"</script><style>a{}</style></svg></span>';
    const { problems } = await inspectPage(
      page(
        `<style>${STYLESHEET}</style><script>alert(2)</script>${LD_JSON}`,
        `${drawing}<article><template><script>${SITE}</script></template><style>b{}</style></article>`,
        `<script>${ISLANDS}</script><div><script type="module">alert(1)</script></div>`,
      ),
      listed([ISLANDS], [STYLESHEET]),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^<head> > <script> "alert\(2\)" is not one the build emitted/),
      expect.stringMatching(/^<body> > <main#main> > <span> > <svg> > <script> "document.title="PWNED"" is not/),
      expect.stringMatching(/^<body> > <main#main> > <span> > <svg> > <style> "a\{\}" is not/),
      expect.stringMatching(/^<body> > <main#main> > <article> > <template> > <script> "import/),
      expect.stringMatching(/^<body> > <main#main> > <article> > <style> "b\{\}" is not/),
      expect.stringMatching(/^<body> > <div> > <script> "alert\(1\)" is not/),
    ]);
  });
});

describe("sitePolicy", () => {
  it("gives one policy: the union of every page's list, pages that differ included", async () => {
    const { csp, pages } = await sitePolicy({
      "index.html": { html: page(""), policy: listed([ISLANDS, SITE], ["a{}"]) },
      "404.html": { html: page(""), policy: listed([SITE, "console.info(1)"], ["b{}"]) },
    });
    for (const { scripts } of Object.values(pages)) for (const hash of scripts) expect(csp).toContain(`'${hash}'`);
    expect(csp).toBe(
      contentSecurityPolicy([ISLANDS, SITE, "console.info(1)"].map(sha256).sort(), {
        styles: [sha256("a{}"), sha256("b{}")].sort(),
      }),
    );
    const hashes = [sha256("a{}"), sha256("b{}")].sort().map((hash) => `'${hash}'`);
    expect(csp.split("; ")).toContain(`style-src 'self' ${hashes.join(" ")}`);
  });

  it("fails the build when a page breaks the policy, naming the page and the element", async () => {
    await expect(
      sitePolicy({ "index.html": { html: page("", '<div style="x"></div>'), policy: listed([]) } }),
    ).rejects.toThrow(/index.html: <body> > <main#main> > <div>: style=""/);
    await expect(
      sitePolicy({ "index.html": { html: page("", "<svg><script>alert(1)</script></svg>"), policy: listed([]) } }),
    ).rejects.toThrow(/index.html: <body> > <main#main> > <svg> > <script> "alert\(1\)" is not one the build emitted/);
  });
});

describe("a refusal names the content that caused it", () => {
  const HOME = "src/content/home/page.json";
  /** A page whose structured data holds `description`, written as `serialize` writes it. */
  const withDescription = (description: string, serialize: (value: unknown) => string) =>
    page(
      `<script type="application/ld+json">${serialize({ "@type": "Organization", description })}</script>`,
      "<h1>RYMI</h1>",
    );
  const texts = (description: string) => () => [
    { file: HOME, field: "title", text: "RYMI: real-time AI voice agents" },
    { file: HOME, field: "description", text: description },
    { file: "src/content/home/hero.json", field: "slides[0].title", text: "Answer every call" },
  ];
  const refusal = async (html: string, description: string) => {
    try {
      await sitePolicy({ "index.html": { html, policy: listed([]) } }, { contentTexts: texts(description) });
    } catch (error) {
      return (error as Error).message;
    }
    return "built";
  };

  it("an event handler that a description put in the page, by file and field", async () => {
    const description = "x</script><img src=x onerror=alert(1)>";
    expect(await refusal(withDescription(description, JSON.stringify), description)).toContain(
      `index.html: <body> > <img>: inline event handler onerror=""\n    from the content: ${HOME}: description`,
    );
  });

  it("an inline script that a description put in the page, by file and field", async () => {
    const description = "</script><script>alert(1)</script>";
    expect(await refusal(withDescription(description, JSON.stringify), description)).toMatch(
      /index\.html: <head> > <script> "alert\(1\)" is not one the build emitted.*\n {4}from the content: src\/content\/home\/page\.json: description$/,
    );
  });

  it("the same descriptions, written by scriptJson, break nothing", async () => {
    for (const description of ["x</script><img src=x onerror=alert(1)>", "</script><script>alert(1)</script>"])
      expect(await refusal(withDescription(description, scriptJson), description)).toBe("built");
  });

  it("says when no content holds the element's text: the site's code wrote it", async () => {
    expect(await refusal(page("", '<button onclick="go()">b</button>'), "A plain description")).toContain(
      'inline event handler onclick=""\n    no content file holds its text: the site\'s code wrote it',
    );
  });

  it("reads the content files, legal texts and drawings of a checkout, and names a text's or drawing's line", async () => {
    const root = mkdtempSync(join(tmpdir(), "rymi-origin-"));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    try {
      write(HOME, JSON.stringify({ title: "RYMI", description: "Calls answered" }));
      write(
        "src/content/home/hero.json",
        JSON.stringify({ slides: [{ title: "One" }, { title: "<b style=color:red>" }] }),
      );
      write("src/content/legal/privacy-policy/body.mdx", 'Our policy.\n\n<script>{"document.title = 1"}</script>\n');
      write(
        "src/assets/art/hero/slides/1/image.svg",
        readFileSync(join(import.meta.dirname, "hostile-content/drawings/onload.svg"), "utf8"),
      );
      write("src/content/pages/broken.json", "{ not json");
      const html = page(
        "",
        `<svg><circle r="4" onload="document.title='PWNED'"/></svg><p style="color:red">x</p><article><script>document.title = 1</script></article>`,
      );
      let message = "";
      try {
        await sitePolicy(
          { "privacy-policy.html": { html, policy: listed([]) } },
          { contentTexts: () => contentTexts(root) },
        );
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message.split("\n").slice(1)).toEqual([
        '  privacy-policy.html: <body> > <main#main> > <svg> > <circle>: inline event handler onload=""',
        "    from the content: src/assets/art/hero/slides/1/image.svg: line 3",
        "  privacy-policy.html: <body> > <main#main> > <p>: style=\"\" attribute (style-src 'self' blocks it)",
        "    from the content: src/content/home/hero.json: slides[1].title",
        '  privacy-policy.html: <body> > <main#main> > <article> > <script> "document.title = 1" is not one the build emitted (not on the page\'s list): the policy will not allow it',
        "    from the content: src/content/legal/privacy-policy/body.mdx: body: line 3",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
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
