// @vitest-environment node
// The guard in front of Keystatic's real API handler (@keystatic/core/api/generic), answered as
// worker/index.ts answers it, with real Request objects; only GitHub is stubbed (the global fetch
// Keystatic calls), so that what reaches GitHub is what is checked.
import { createHash } from "node:crypto";

import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { editorCookies, withEditorHeaders } from "./editor-api.ts";
import { PLAIN_PAGE_STYLE } from "./editor-page.ts";
import {
  BODY_LIMIT,
  errorLogLine,
  FROM_LIMIT,
  githubDownThrows,
  guardEditor,
  REFUSED,
  SIGN_IN_COOKIE,
  SIGN_IN_SECONDS,
  TARGET_LIMIT,
} from "./sign-in-guard.ts";

const ORIGIN = "https://rymi.ai";
const SECRETS = {
  clientId: "Iv23liRymiTestApp123",
  clientSecret: "0123456789abcdef0123456789abcdef01234567",
  secret: "k".repeat(48),
};
const PAGE = "<!doctype html><title>the editor's page</title>";

/** What the Worker runs behind the guard: Keystatic's handler for the API, a page for /keystatic. */
const keystatic = makeGenericAPIRouteHandler({ config: { storage: { kind: "github", repo: "rymi/web" } }, ...SECRETS });
const inner = {
  fetch: vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith("/api/keystatic/"))
      return new Response(PAGE, { headers: { "Content-Type": "text/html" } });
    const { body, headers, status } = await keystatic(request);
    const content = typeof body === "string" || body === null ? body : new Uint8Array(body);
    return withEditorHeaders(new Response(content, { status, headers: editorCookies(new Headers(headers)) }));
  }),
};
const worker = guardEditor(inner);

/** GitHub's token endpoint, as a GitHub App with expiring tokens answers it; every request recorded. */
const github = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === "/login/oauth/access_token")
    return Response.json({
      access_token: `ghu_${"a".repeat(36)}`,
      expires_in: 28_800,
      refresh_token: `ghr_${"r".repeat(76)}`,
      refresh_token_expires_in: 15_897_600,
      scope: "",
      token_type: "bearer",
    });
  return new Response(null, { status: init?.method === "DELETE" ? 204 : 404 });
});
beforeEach(() => {
  vi.stubGlobal("fetch", github);
  github.mockClear();
  inner.fetch.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const ask = (path: string, init: RequestInit = {}) => worker.fetch(new Request(`${ORIGIN}${path}`, init), {});
/** The token requests GitHub got: each its grant. */
const grants = () =>
  github.mock.calls.map(([input]) => new URL(String(input))).map((url) => url.searchParams.get("grant_type") ?? "code");
/** A cookie by name from an answer's Set-Cookie headers. */
const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };

/** A sign-in started in a browser: its nonce (the state sent to GitHub) and the cookies it was given. */
async function startSignIn(from?: string) {
  const response = await ask(`/api/keystatic/github/login${from === undefined ? "" : `?from=${from}`}`);
  const location = new URL(response.headers.get("Location") ?? "");
  const state = location.searchParams.get("state") ?? "";
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
  return { response, location, state, cookie: cookies.join("; ") };
}

describe("sign-in: bound to the browser that started it", () => {
  it("sends GitHub a fresh 32-byte nonce as state, and sets it in a __Host- cookie that lives 10 minutes", async () => {
    const first = await startSignIn();
    expect(first.response.status).toBe(307);
    expect(first.location.origin + first.location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(first.state).toMatch(/^[0-9a-f]{64}$/);
    expect(setCookie(first.response, SIGN_IN_COOKIE)).toBe(
      `${SIGN_IN_COOKIE}=${first.state}; Max-Age=${SIGN_IN_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(first.response.headers.getSetCookie()).toHaveLength(1);
    expect((await startSignIn()).state).not.toBe(first.state);
    expect(github).not.toHaveBeenCalled();
  });

  it("keeps where to come back to under the nonce's name, as long as the nonce, not Keystatic's day", async () => {
    const { response, state } = await startSignIn("branch/main/singleton/hero");
    expect(response.headers.getSetCookie().sort()).toEqual(
      [
        `${SIGN_IN_COOKIE}=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
        `ks-${state}=branch%2Fmain%2Fsingleton%2Fhero; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
      ].sort(),
    );
  });

  it("a callback without the nonce, with another browser's state, or state=close exchanges no code and sets no cookie", async () => {
    const mine = await startSignIn();
    const theirs = await startSignIn();
    const cases = [
      { query: "code=attackers-code", cookie: "" },
      { query: `code=attackers-code&state=${theirs.state}`, cookie: mine.cookie },
      { query: `code=attackers-code&state=${mine.state}`, cookie: "" },
      { query: `code=attackers-code&state=${mine.state.toUpperCase()}`, cookie: mine.cookie },
      { query: "code=attackers-code&state=close", cookie: mine.cookie },
      { query: "code=c&state=close&installation_id=1&setup_action=install", cookie: "" },
    ];
    for (const { query, cookie } of cases) {
      const response = await ask(`/api/keystatic/github/oauth/callback?${query}`, { headers: { Cookie: cookie } });
      const page = await response.text();
      expect(response.status, query).toBe(403);
      expect(response.headers.get("Content-Type"), query).toBe("text/html; charset=utf-8");
      expect(response.headers.getSetCookie(), query).toEqual([]);
      expect(page, query).toContain('<a href="/api/keystatic/github/login">Sign in with GitHub</a>');
      expect(page, query).toMatch(
        query.includes("close") || query.includes("setup_action")
          ? /<h1>The GitHub App is installed<\/h1>/
          : /<h1>Sign in again<\/h1>[\s\S]*nobody was signed in/,
      );
    }
    expect(github, "requests to GitHub").not.toHaveBeenCalled();
    const reached = inner.fetch.mock.calls.map(([request]) => new URL(request.url).pathname);
    expect(reached, "requests that reached Keystatic").not.toContain("/api/keystatic/github/oauth/callback");
  });

  it("a callback with this browser's nonce signs in, back where it started, and clears the sign-in's cookies", async () => {
    const { state, cookie } = await startSignIn("branch/main/singleton/hero");
    const response = await ask(`/api/keystatic/github/oauth/callback?code=good&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(307);
    expect(response.headers.get("Location")).toBe("/keystatic/branch/main/singleton/hero");
    expect(grants()).toEqual(["code"]);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((set) => set.split("=")[0])).toEqual([
      "keystatic-gh-access-token",
      "keystatic-gh-refresh-token",
      SIGN_IN_COOKIE,
      `ks-${state}`,
    ]);
    for (const name of [SIGN_IN_COOKIE, `ks-${state}`])
      expect(setCookie(response, name)).toBe(
        `${name}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax`,
      );
  });

  it("a where-to cookie with a line break is dropped at the callback: a sign-in to the start, not a 5xx", async () => {
    const { state } = await startSignIn();
    const cookie = `${SIGN_IN_COOKIE}=${state}; ks-${state}=branch%2Fx%0D%0ASet-Cookie%3A%20a%3Db`;
    const response = await ask(`/api/keystatic/github/oauth/callback?code=good&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect([response.status, response.headers.get("Location")]).toEqual([307, "/keystatic"]);
  });

  it("refuses a `from` with a line break or over the limit (400), takes one at the limit", async () => {
    for (const from of ["branch/x%0D%0ASet-Cookie:%20a=b", `branch/${"b".repeat(FROM_LIMIT)}`, "branch/a%20b"]) {
      const response = await ask(`/api/keystatic/github/login?from=${from}`);
      expect([response.status, await response.text()], from).toEqual([400, REFUSED.from]);
    }
    const atLimit = `branch/${"b".repeat(FROM_LIMIT - "branch/".length)}`;
    const { response, state } = await startSignIn(atLimit);
    expect(response.status).toBe(307);
    expect(setCookie(response, `ks-${state}`)).toContain(`=${encodeURIComponent(atLimit)};`);
  });
});

describe("refresh and sign-out: from the editor's own page only", () => {
  /** A signed-in browser's cookies, through a real sign-in. */
  async function signedIn() {
    const { state, cookie } = await startSignIn();
    const response = await ask(`/api/keystatic/github/oauth/callback?code=good&state=${state}`, {
      headers: { Cookie: cookie },
    });
    github.mockClear();
    return response.headers
      .getSetCookie()
      .filter((set) => set.startsWith("keystatic-gh-"))
      .map((set) => set.split(";")[0])
      .join("; ");
  }

  it("renews only a same-origin POST whose Origin, when sent, is the site's", async () => {
    const Cookie = await signedIn();
    const refused: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://edit.rymi.ai" },
      { "Sec-Fetch-Site": "none" },
      {},
      { "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-origin", Origin: "null" },
    ];
    for (const headers of refused) {
      const response = await ask("/api/keystatic/github/refresh-token", {
        method: "POST",
        headers: { ...headers, Cookie },
      });
      expect([response.status, await response.text()], JSON.stringify(headers)).toEqual([403, REFUSED.refresh]);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(grants(), "token requests").toEqual([]);
    for (const headers of [{ ...SAME_ORIGIN, Origin: ORIGIN }, SAME_ORIGIN]) {
      const response = await ask("/api/keystatic/github/refresh-token", {
        method: "POST",
        headers: { ...headers, Cookie },
      });
      expect(response.status).toBe(200);
      expect(setCookie(response, "keystatic-gh-access-token")).toBeDefined();
    }
    expect(grants()).toEqual(["refresh_token", "refresh_token"]);
  });

  it("signs out only from the editor's own pages; a link on another site signs nobody out", async () => {
    const Cookie = await signedIn();
    for (const site of ["cross-site", "same-site", "none"]) {
      const response = await ask("/api/keystatic/github/logout", { headers: { "Sec-Fetch-Site": site, Cookie } });
      expect([response.status, await response.text()], site).toEqual([403, REFUSED.signOut]);
      expect(response.headers.getSetCookie(), site).toEqual([]);
    }
    expect(github, "the token's revocation").not.toHaveBeenCalled();
    const response = await ask("/api/keystatic/github/logout", { headers: { ...SAME_ORIGIN, Cookie } });
    expect([response.status, response.headers.get("Location")]).toEqual([307, "/keystatic"]);
    expect(response.headers.getSetCookie().map((set) => set.split(";")[0])).toEqual([
      "keystatic-gh-access-token=",
      "keystatic-gh-refresh-token=",
    ]);
    expect(github.mock.calls.map(([, init]) => init?.method)).toEqual(["DELETE"]);
  });

  it("repo-not-found (a renewal too) answers the editor's own page only, and its sign-in carries a nonce", async () => {
    const cross = await ask("/api/keystatic/github/repo-not-found", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect([cross.status, await cross.text()]).toEqual([403, REFUSED.repoNotFound]);
    const own = await ask("/api/keystatic/github/repo-not-found?from=branch/main", { headers: SAME_ORIGIN });
    const state = new URL(own.headers.get("Location") ?? "").searchParams.get("state") ?? "";
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(setCookie(own, SIGN_IN_COOKIE)).toContain(`=${state};`);
    expect(setCookie(own, `ks-${state}`)).toContain("=branch%2Fmain;");
  });
});

describe("every request a precise answer", () => {
  it("malformed paths 400, unknown API paths 404, before Keystatic", async () => {
    for (const path of [
      "/api/keystatic/%E0",
      "/api/keystatic/github/login%00",
      "/api/keystatic/github%2Flogin",
      "/api/keystatic/github%5clogin",
      "/api/keystatic/..%2F..%2Fgithub/login",
      "/keystatic/%E0%A4%A",
      "/keystatic/%00",
      "/keystatic/a%0D%0Ab",
      "/keystatic/..%2F..%2Fetc%2Fpasswd",
      "/keystatic/branch/a%2F..%2F..%2Fb",
    ]) {
      const response = await ask(path);
      expect([response.status, await response.text()], path).toEqual([400, REFUSED.malformed]);
    }
    for (const path of [
      "/api/keystatic/nothing",
      "/api/keystatic/github/created-app",
      "/api/keystatic/github/login/",
    ]) {
      const response = await ask(path);
      expect([response.status, await response.text()], path).toEqual([404, REFUSED.notFound]);
    }
    expect(inner.fetch).not.toHaveBeenCalled();
    // A branch's name with a slash is one path segment in the editor's addresses.
    expect((await ask("/keystatic/branch/feature%2Fspring")).status).toBe(200);
  });

  it("a method a path does not take: 405 with Allow", async () => {
    const table: [string, string, string][] = [
      ["PUT", "/keystatic", "GET, HEAD"],
      ["DELETE", "/keystatic/branch/main", "GET, HEAD"],
      ["POST", "/keystatic/app.js", "GET, HEAD"],
      ["OPTIONS", "/api/keystatic/github/login", "GET"],
      ["HEAD", "/api/keystatic/github/oauth/callback", "GET"],
      ["GET", "/api/keystatic/github/refresh-token", "POST"],
      ["PATCH", "/api/keystatic/github/logout", "GET"],
      ["TRACE", "/api/keystatic/github/repo-not-found", "GET"],
    ];
    for (const [method, path, allow] of table) {
      // The Fetch API refuses to make a TRACE Request; the runtime hands one to the Worker as it came.
      const request =
        method === "TRACE"
          ? ({ url: `${ORIGIN}${path}`, method, headers: new Headers() } as unknown as Request)
          : new Request(`${ORIGIN}${path}`, { method });
      const response = await worker.fetch(request, {});
      expect([response.status, response.headers.get("Allow")], `${method} ${path}`).toEqual([405, allow]);
    }
    expect(inner.fetch).not.toHaveBeenCalled();
    expect((await ask("/keystatic", { method: "HEAD" })).status).toBe(200);
  });

  it("an address over the limit 414, a body over the limit 413, with or without Content-Length", async () => {
    expect((await ask(`/keystatic/${"a".repeat(TARGET_LIMIT)}`)).status).toBe(414);
    expect((await ask(`/api/keystatic/github/login?from=${"a".repeat(TARGET_LIMIT)}`)).status).toBe(414);
    const big = "x".repeat(BODY_LIMIT + 1);
    const sent = await ask("/api/keystatic/github/refresh-token", { method: "POST", headers: SAME_ORIGIN, body: big });
    expect([sent.status, await sent.text()]).toEqual([413, REFUSED.tooLarge]);
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(big.slice(0, 100)));
      },
    });
    const streamed = await worker.fetch(
      new Request(`${ORIGIN}/api/keystatic/github/refresh-token`, {
        method: "POST",
        headers: SAME_ORIGIN,
        body: stream,
        duplex: "half",
      } as RequestInit),
      {},
    );
    expect(streamed.status).toBe(413);
    const empty = await ask("/api/keystatic/github/refresh-token", { method: "POST", headers: SAME_ORIGIN });
    expect(empty.status, "not signed in: Keystatic's answer").toBe(401);
  });

  it("every refusal carries the editor API's headers and no setting's value", async () => {
    for (const path of [
      "/api/keystatic/%E0",
      "/api/keystatic/nothing",
      "/api/keystatic/github/oauth/callback?code=x",
    ]) {
      const response = await ask(path);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex");
      // The "Sign in again" page may apply its one style sheet, by its hash; nothing else may run or load.
      const style = path.includes("callback")
        ? `; style-src 'sha256-${createHash("sha256").update(PLAIN_PAGE_STYLE).digest("base64")}'`
        : "";
      expect(response.headers.get("Content-Security-Policy"), path).toBe(
        `default-src 'none'${style}; base-uri 'none'; frame-ancestors 'none'`,
      );
      const text = await response.text();
      for (const value of Object.values(SECRETS)) expect(text, path).not.toContain(value);
    }
  });

  it("leaves every other path to the Worker as it came", async () => {
    const request = new Request(`${ORIGIN}/api/keystatic`, { method: "DELETE" });
    await worker.fetch(request, {});
    expect(inner.fetch).toHaveBeenCalledWith(request, {});
    for (const path of ["/", "/keystaticx", "/api/other/%E0"]) expect((await ask(path)).status, path).toBe(200);
  });
});

describe("githubDownThrows", () => {
  it("throws when GitHub's token endpoint answers 5xx; passes every other answer", async () => {
    const answer = (status: number) => vi.fn(async () => new Response(null, { status }));
    const token = `https://github.com/login/oauth/access_token?client_id=x&client_secret=${SECRETS.clientSecret}`;
    for (const status of [500, 502, 503]) {
      const failure = await githubDownThrows(answer(status))(token, { method: "POST" }).catch((error: Error) => error);
      expect(failure, String(status)).toEqual(new Error(`GitHub's token endpoint answered ${status}`));
    }
    for (const [url, status] of [
      [token, 200],
      [token, 401],
      ["https://api.github.com/applications/x/token", 503],
      ["https://github.com/login/oauth/access_token_list", 503],
    ] as const)
      expect((await githubDownThrows(answer(status))(url)).status, `${url} ${status}`).toBe(status);
    const fetch = githubDownThrows(answer(200));
    expect(githubDownThrows(fetch), "wrapped once").toBe(fetch);
  });

  it("makes GitHub down at the callback the Worker's 502, through Keystatic", async () => {
    const { state, cookie } = await startSignIn();
    vi.stubGlobal(
      "fetch",
      githubDownThrows(async () => new Response("Unicorn!", { status: 503 })),
    );
    const inWorker = guardEditor({
      fetch: async (request: Request) => {
        try {
          return await inner.fetch(request);
        } catch {
          return new Response("GitHub did not answer the editor's sign-in. Try again in a minute.\n", { status: 502 });
        }
      },
    });
    const request = new Request(`${ORIGIN}/api/keystatic/github/oauth/callback?code=good&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect((await inWorker.fetch(request, {})).status).toBe(502);
  });
});

describe("errorLogLine", () => {
  it("keeps the error's name and message, without its stack, a setting's value or a credential", () => {
    const url = `https://github.com/login/oauth/access_token?client_id=${SECRETS.clientId}&client_secret=${SECRETS.clientSecret}&code=abc`;
    const error = new TypeError(
      `Fetch API cannot load: ${url} (key ${SECRETS.secret}, Basic dXNlcjpwYXNz, ghr_abcdef)`,
    );
    const line = errorLogLine(error, [SECRETS.clientSecret, SECRETS.secret]);
    expect(line).toBe(
      "editor API: GitHub did not answer: TypeError: Fetch API cannot load: https://github.com/login/oauth/access_token?client_id=[hidden]&client_secret=[hidden]&code=[hidden] (key [secret], Basic [hidden], ghr_[hidden])",
    );
    expect(errorLogLine(new Error(`a\n    at stack (${SECRETS.clientSecret})`), [SECRETS.clientSecret])).toBe(
      "editor API: GitHub did not answer: Error: a at stack ([secret])",
    );
    expect(errorLogLine("x".repeat(1000), [])).toBe("editor API: GitHub did not answer: a thrown string");
  });
});
