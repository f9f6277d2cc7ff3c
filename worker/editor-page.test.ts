// @vitest-environment node
// Node's fetch API, as the Worker's runtime has it.
import { describe, expect, it } from "vitest";

import { EDITOR_PAGE_CSP, EDITOR_PAGE_CSP_HTTP, editorPage, isEditorFile } from "./editor-page.ts";

const SET_UP = {
  repo: "rymi/website",
  clientId: "Iv1.0123",
  clientSecret: "a-secret",
  secret: "x".repeat(32),
} as const;

describe("editorPage", () => {
  it("loads the editor's app for the repository, with its own policy, never cached or indexed", async () => {
    const page = editorPage(SET_UP);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<meta name="keystatic-repo" content="rymi/website" />');
    expect(html).toContain('<script type="module" src="/keystatic/app.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/keystatic/app.css" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="editor"></div>');
    expect(page.headers.get("Content-Security-Policy")).toBe(EDITOR_PAGE_CSP);
    expect([page.headers.get("Cache-Control"), page.headers.get("X-Robots-Tag")]).toEqual(["no-store", "noindex"]);
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("names the branches' preview address for the page's links, only when it is one", async () => {
    const withPreview = await editorPage(SET_UP, true, "https://{branch}-rymi-web.rymi.workers.dev").text();
    expect(withPreview).toContain(
      '<meta name="editor-preview" content="https://{branch}-rymi-web.rymi.workers.dev" />',
    );
    for (const previewUrl of [undefined, "", "https://rymi-web.rymi.workers.dev", 'https://{branch}-x.dev/"><script>'])
      expect(await editorPage(SET_UP, true, previewUrl).text(), previewUrl).not.toContain("editor-preview");
  });

  it("says what to set instead, escaped, and loads no app, when the Worker is not set up", async () => {
    const page = editorPage({ problem: "- KEYSTATIC_SECRET is not set: <32 characters & more>" });
    const html = await page.text();
    expect(page.status).toBe(503);
    expect(html).toContain("<h1>The editor is not set up yet</h1>");
    expect(html).toContain("- KEYSTATIC_SECRET is not set: &#60;32 characters &#38; more&#62;");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("keystatic-repo");
  });

  it("leaves out upgrade-insecure-requests over plain HTTP only", () => {
    expect(EDITOR_PAGE_CSP.split("; ")).toContain("upgrade-insecure-requests");
    expect(editorPage(SET_UP, false).headers.get("Content-Security-Policy")).toBe(EDITOR_PAGE_CSP_HTTP);
    expect(EDITOR_PAGE_CSP_HTTP.split("; ")).toEqual(
      EDITOR_PAGE_CSP.split("; ").filter((directive) => directive !== "upgrade-insecure-requests"),
    );
  });

  it("allows GitHub's API, and scripts from the site only", () => {
    const directives = Object.fromEntries(
      EDITOR_PAGE_CSP.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
    );
    expect(directives["script-src"]).toEqual(["'self'"]);
    expect(directives["connect-src"]).toContain("https://api.github.com");
    expect(directives["default-src"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
  });
});

describe("isEditorFile", () => {
  it("is the bundle's files, not the editor's own paths", () => {
    for (const path of ["/keystatic/app.js", "/keystatic/app.css", "/keystatic/files/inter-latin-400.woff2"])
      expect(isEditorFile(path), path).toBe(true);
    for (const path of ["/keystatic", "/keystatic/branch/main", "/keystatic/app.jsx", "/app.js"])
      expect(isEditorFile(path), path).toBe(false);
  });
});
