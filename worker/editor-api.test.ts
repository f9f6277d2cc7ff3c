// @vitest-environment node
// Node's fetch API, as the Worker's runtime has it (a browser's Headers hide Set-Cookie).
import { describe, expect, it } from "vitest";

import { editorSetupProblem, editorCookies, withEditorHeaders } from "./editor-api.ts";

const SET_UP = {
  KEYSTATIC_GITHUB_REPO: "rymi/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret",
  KEYSTATIC_SECRET: "x".repeat(32),
};

describe("editorSetupProblem", () => {
  it("is undefined once the repository and the three secrets are set", () => {
    expect(editorSetupProblem(SET_UP)).toBeUndefined();
  });

  it("names every missing setting and how to set it, and no value", () => {
    const problem = editorSetupProblem({ KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef" }) ?? "";
    expect(problem).toContain("The content editor is not set up");
    for (const name of ["KEYSTATIC_GITHUB_REPO", "KEYSTATIC_GITHUB_CLIENT_SECRET", "KEYSTATIC_SECRET"])
      expect(problem).toContain(`- ${name} is not set`);
    expect(problem).toContain("npx wrangler secret put KEYSTATIC_SECRET");
    expect(problem).not.toContain("KEYSTATIC_GITHUB_CLIENT_ID is");
    expect(problem).not.toContain("Iv1.0123456789abcdef");
  });

  it("refuses a short secret, a blank one and a repository that is not owner/name", () => {
    const problem =
      editorSetupProblem({ ...SET_UP, KEYSTATIC_SECRET: "tiny-value", KEYSTATIC_GITHUB_REPO: "website" }) ?? "";
    expect(problem).toContain("KEYSTATIC_SECRET is shorter than 32 characters");
    expect(problem).toContain('KEYSTATIC_GITHUB_REPO is not "owner/name"');
    expect(problem).not.toContain("tiny-value");
    expect(editorSetupProblem({ ...SET_UP, KEYSTATIC_GITHUB_CLIENT_SECRET: "  " })).toContain(
      "KEYSTATIC_GITHUB_CLIENT_SECRET is not set",
    );
  });
});

describe("editorCookies", () => {
  it("marks every cookie Secure once, keeping its other attributes", () => {
    const headers = new Headers([
      ["Set-Cookie", "keystatic-gh-access-token=a; Max-Age=28800; Path=/; SameSite=Lax"],
      ["Set-Cookie", "keystatic-gh-refresh-token=b; Max-Age=15897600; Path=/; HttpOnly; SameSite=Lax"],
      ["Set-Cookie", "ks-state=c; Path=/; Secure"],
      ["Location", "/keystatic"],
    ]);
    expect(editorCookies(headers).getSetCookie()).toEqual([
      "keystatic-gh-access-token=a; Max-Age=28800; Path=/; SameSite=Lax; Secure",
      "keystatic-gh-refresh-token=b; Max-Age=15897600; Path=/; HttpOnly; SameSite=Lax; Secure",
      "ks-state=c; Path=/; Secure",
    ]);
    expect(headers.get("Location")).toBe("/keystatic");
  });

  it("dates a cookie it clears in the past, so that no browser keeps it for the second it was cleared in", () => {
    const now = new Date().toUTCString();
    const headers = new Headers([
      ["Set-Cookie", `keystatic-gh-access-token=; Max-Age=0; Path=/; Expires=${now}; Secure; SameSite=Lax`],
      ["Set-Cookie", `keystatic-gh-refresh-token=b; Max-Age=15897600; Path=/; Expires=${now}; HttpOnly`],
    ]);
    expect(editorCookies(headers).getSetCookie()).toEqual([
      "keystatic-gh-access-token=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax",
      `keystatic-gh-refresh-token=b; Max-Age=15897600; Path=/; Expires=${now}; HttpOnly; Secure`,
    ]);
  });
});

describe("withEditorHeaders", () => {
  it("adds the security headers, no caching and no indexing, keeping status, body and cookies", async () => {
    const reply = await withEditorHeaders(
      new Response(null, {
        status: 307,
        headers: [
          ["Location", "/keystatic"],
          ["Set-Cookie", "a=1; Secure"],
        ],
      }),
    );
    expect(reply.status).toBe(307);
    expect(reply.headers.get("Location")).toBe("/keystatic");
    expect(reply.headers.getSetCookie()).toEqual(["a=1; Secure"]);
    expect(reply.headers.get("X-Frame-Options")).toBe("DENY");
    expect(reply.headers.get("Cache-Control")).toBe("no-store");
    expect(reply.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(reply.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(await reply.text()).toBe("");
  });

  it("allows exactly the inline scripts of an HTML answer, by hash", async () => {
    // Keystatic's answer when the GitHub App's installation window signs in (state=close).
    const script = "localStorage.setItem('ks-refetch-installations', 'true');window.close();";
    const reply = await withEditorHeaders(
      new Response(`<script>${script}</script>`, { headers: { "Content-Type": "text/html" } }),
    );
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
    const hash = Buffer.from(digest).toString("base64");
    expect(reply.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; frame-ancestors 'none'`,
    );
    expect(await reply.text()).toBe(`<script>${script}</script>`);
  });
});
