// @vitest-environment node
// Node's fetch API, as the Worker's runtime has it (a browser's Headers hide Set-Cookie).
import { describe, expect, it } from "vitest";

import {
  EDITOR_SETTINGS,
  editorCookies,
  editorSettings,
  editorSetupProblem,
  SETUP_REASONS,
  withEditorHeaders,
} from "./editor-api.ts";

const SET_UP = {
  KEYSTATIC_GITHUB_REPO: "rymi/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
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

  it("takes a GitHub App's client ID of either shape, and a client secret of 40 hex digits", () => {
    for (const id of ["Iv1.0123456789abcdef", "Iv23liRymiTestApp123", "Iv23f8doAlphaNumer1c", " Iv1.fedcba9876543210 "])
      expect(editorSetupProblem({ ...SET_UP, KEYSTATIC_GITHUB_CLIENT_ID: id }), id).toBeUndefined();
  });

  it("refuses a client ID or secret of the wrong shape by its name, never printing it", () => {
    const wrong = [
      ["KEYSTATIC_GITHUB_CLIENT_ID", "Iv23liRymiTestApp", SETUP_REASONS.notClientId], // 13 characters after Iv23
      ["KEYSTATIC_GITHUB_CLIENT_ID", "Iv1.0123456789ABCDEF", SETUP_REASONS.notClientId],
      ["KEYSTATIC_GITHUB_CLIENT_ID", "Ov23liAnOAuthAppId12", SETUP_REASONS.notClientId], // an OAuth App's
      ["KEYSTATIC_GITHUB_CLIENT_ID", "12345", SETUP_REASONS.notClientId], // the App ID
      ["KEYSTATIC_GITHUB_CLIENT_SECRET", "Iv23liRymiTestApp123", SETUP_REASONS.notClientSecret],
      ["KEYSTATIC_GITHUB_CLIENT_SECRET", "0123456789abcdef0123456789abcdef0123456", SETUP_REASONS.notClientSecret],
      ["KEYSTATIC_GITHUB_CLIENT_SECRET", "ghs_0123456789abcdef0123456789abcdef0123", SETUP_REASONS.notClientSecret],
    ] as const;
    for (const [name, value, why] of wrong) {
      const problem = editorSetupProblem({ ...SET_UP, [name]: value }) ?? "";
      expect(problem, value).toContain(`- ${name} ${why}: ${EDITOR_SETTINGS[name]}`);
      expect(problem, value).not.toContain(value);
    }
  });

  it("refuses a client secret set in the client ID's place, so that it never goes out in a sign-in", () => {
    const secret = SET_UP.KEYSTATIC_GITHUB_CLIENT_SECRET;
    const settings = { ...SET_UP, KEYSTATIC_GITHUB_CLIENT_ID: secret };
    const problem = editorSetupProblem(settings) ?? "";
    expect(problem).toContain(`- KEYSTATIC_GITHUB_CLIENT_ID ${SETUP_REASONS.secretAsClientId}:`);
    expect(problem).not.toContain(secret);
    expect(editorSettings(settings)).toEqual({ problem });
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
