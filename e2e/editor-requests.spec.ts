// Hostile requests against the content editor on the production Worker (Cloudflare's local runtime,
// the editor set up, the fake GitHub behind it: support/editor-github.ts), each sent byte for byte
// (support/http.ts) with the answer it must get: wrong methods 405 with Allow, malformed and encoded
// paths 400, unknown paths 404, huge addresses 414, oversized bodies 413, a sign-in, sign-out or
// refresh from elsewhere 403, GitHub down 502. None of client input's answers is a 5xx, none carries
// a secret or a stack trace, and the Worker's log holds no secret either. The table is printed and
// attached to the report (editor-requests.txt), to be quoted (docs/deploying.md).
import type { TestInfo } from "@playwright/test";

import { EDITOR_API_ROUTES, FROM_LIMIT, REFUSED, SIGN_IN_COOKIE } from "../worker/sign-in-guard";
import { type EditorWorld, SETTINGS, withEditorWorld } from "./support/editor-github";
import { VIEWER } from "./support/fake-github";
import { expect, test as base } from "./support/fixtures";
import { raw, type Reply, single } from "./support/http";

/** One hostile (or, for contrast, ordinary) request and the answer it must get. */
type Row = {
  /** What the table shows for it. */
  what: string;
  method?: string;
  /** Path and query, as sent. */
  target: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  /** The Allow header a 405 must carry. */
  allow?: string;
  /** Text the answer's body must hold. */
  says?: string;
  /** A file of the editor's bundle, which the assets answer with their own headers. */
  file?: true;
};

const PAGE_PATHS = ["/keystatic", "/keystatic/branch/main/singleton/hero", "/keystatic/app.js"];
const API = "/api/keystatic/github";
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
/** The settings no answer and no log line may hold (the client ID and the repository are public). */
const SECRETS = [SETTINGS.KEYSTATIC_GITHUB_CLIENT_SECRET, SETTINGS.KEYSTATIC_SECRET];

/** Every method but the path's own on each editor path: 405, with what it takes. */
const METHODS: Row[] = [
  ...PAGE_PATHS.flatMap((path) =>
    ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "POST"].map((method) => ({
      what: `${method} ${path}`,
      method,
      target: path,
      status: 405,
      allow: "GET, HEAD",
    })),
  ),
  ...Object.entries(EDITOR_API_ROUTES).flatMap(([route, { methods }]) =>
    ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]
      .filter((method) => !(methods as readonly string[]).includes(method))
      .map((method) => ({
        what: `${method} ${API}/${route.slice("github/".length)}`,
        method,
        target: `/api/keystatic/${route}`,
        status: 405,
        allow: methods.join(", "),
      })),
  ),
];

/** Paths no editor address has, and addresses past any it has. */
const PATHS: Row[] = [
  ...[
    "/api/keystatic/%E0",
    "/api/keystatic/github/login%E0",
    "/keystatic/%E0",
    "/keystatic/%E0%A4%A",
    "/api/keystatic/%00",
    "/keystatic/%00",
    "/keystatic/branch/main%00/singleton/hero",
    "/api/keystatic/github/login%0D%0A",
    "/api/keystatic/github%2Flogin",
    "/api/keystatic/github%2flogout",
    "/api/keystatic/github%5Clogin",
    "/api/keystatic/..%2Fkeystatic/github/login",
    "/api/keystatic/github/..%2Flogin",
    "/keystatic/..%2F..%2Fetc%2Fpasswd",
    "/keystatic/%2e%2e%2f%2e%2e%2fetc/passwd",
    "/keystatic/branch/main/..%2F..%2F..%2Fapi/keystatic/github/logout",
  ].map((target) => ({ what: `GET ${target}`, target, status: 400, says: REFUSED.malformed })),
  ...["/api/keystatic/nothing", "/api/keystatic/github", "/api/keystatic/github/created-app", `${API}/login/x`].map(
    (target) => ({ what: `GET ${target}`, target, status: 404, says: REFUSED.notFound }),
  ),
  { what: "GET /keystatic/ + 9,000 characters", target: `/keystatic/${"a".repeat(9_000)}`, status: 414 },
  { what: "GET /api/keystatic/ + 9,000 characters", target: `/api/keystatic/${"a".repeat(9_000)}`, status: 414 },
  {
    what: "GET login?from= 8,000 characters",
    target: `${API}/login?from=branch/${"b".repeat(8_000)}`,
    status: 414,
  },
  {
    what: `GET login?from= ${FROM_LIMIT + 1} characters`,
    target: `${API}/login?from=branch/${"b".repeat(FROM_LIMIT - 6)}`,
    status: 400,
    says: REFUSED.from,
  },
  {
    what: "GET login?from= with CR LF and a Set-Cookie",
    target: `${API}/login?from=branch/x%0D%0ASet-Cookie:%20evil=1`,
    status: 400,
    says: REFUSED.from,
  },
  { what: "GET login?from= with a NUL", target: `${API}/login?from=branch/x%00`, status: 400, says: REFUSED.from },
];

/** Bodies the editor never takes. */
const BODIES: Row[] = [
  {
    what: "POST refresh-token, 64 KB body",
    method: "POST",
    target: `${API}/refresh-token`,
    headers: { ...SAME_ORIGIN, "Content-Type": "text/plain", "Content-Length": String(64 * 1024) },
    body: "x".repeat(64 * 1024),
    status: 413,
    says: REFUSED.tooLarge,
  },
  {
    what: "POST refresh-token, 4 KB chunked body",
    method: "POST",
    target: `${API}/refresh-token`,
    headers: { ...SAME_ORIGIN, "Transfer-Encoding": "chunked" },
    body: `1000\r\n${"x".repeat(4096)}\r\n0\r\n\r\n`,
    status: 413,
    says: REFUSED.tooLarge,
  },
  {
    what: "POST refresh-token, Content-Length 10 MB",
    method: "POST",
    target: `${API}/refresh-token`,
    headers: { ...SAME_ORIGIN, "Content-Length": String(10 * 1024 * 1024) },
    status: 413,
  },
];

/** Another site's page, or no browser at all, asking to sign out, renew or sign in. */
const ELSEWHERE: Row[] = [
  ...[
    { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    { "Sec-Fetch-Site": "same-site", Origin: "https://evil.rymi.ai" },
    { "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" },
    { "Sec-Fetch-Site": "same-origin", Origin: "null" },
    {},
  ].map((headers) => ({
    what: `POST refresh-token ${JSON.stringify(headers)}`,
    method: "POST",
    target: `${API}/refresh-token`,
    headers: { ...headers, "Content-Length": "0" },
    status: 403,
    says: REFUSED.refresh,
  })),
  ...[{ "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }, { "Sec-Fetch-Site": "none" }, {}].map(
    (headers) => ({
      what: `GET logout ${JSON.stringify(headers)}`,
      target: `${API}/logout`,
      headers,
      status: 403,
      says: REFUSED.signOut,
    }),
  ),
  {
    what: 'GET repo-not-found {"Sec-Fetch-Site":"cross-site"}',
    target: `${API}/repo-not-found`,
    headers: { "Sec-Fetch-Site": "cross-site" },
    status: 403,
    says: REFUSED.repoNotFound,
  },
  {
    what: "OPTIONS refresh-token, a preflight from evil.example",
    method: "OPTIONS",
    target: `${API}/refresh-token`,
    headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    status: 405,
    allow: "POST",
  },
  ...["code=c0de", "code=c0de&state=close", `code=c0de&state=${"a".repeat(64)}`, "code=c0de&setup_action=install"].map(
    (query) => ({
      what: `GET oauth/callback?${query.replace("a".repeat(64), "<64 hex>")}, no nonce`,
      target: `${API}/oauth/callback?${query}`,
      status: 403,
      says: "Sign in with GitHub",
    }),
  ),
];

/** Ordinary requests, for contrast: the editor still answers them. */
const ORDINARY: Row[] = [
  { what: "GET /keystatic", target: "/keystatic", status: 200 },
  { what: "HEAD /keystatic", method: "HEAD", target: "/keystatic", status: 200 },
  { what: "GET /keystatic/branch/feature%2Fspring", target: "/keystatic/branch/feature%2Fspring", status: 200 },
  { what: "GET /keystatic/app.js", target: "/keystatic/app.js", status: 200, file: true },
  { what: "GET login", target: `${API}/login`, status: 307 },
  {
    what: "GET login?from=branch/main/singleton/hero",
    target: `${API}/login?from=branch/main/singleton/hero`,
    status: 307,
  },
  {
    what: 'POST refresh-token {"Sec-Fetch-Site":"same-origin"}, signed out',
    method: "POST",
    target: `${API}/refresh-token`,
    headers: { ...SAME_ORIGIN, "Content-Length": "0" },
    status: 401,
  },
  { what: 'GET logout {"Sec-Fetch-Site":"same-origin"}', target: `${API}/logout`, headers: SAME_ORIGIN, status: 307 },
];

const test = base.extend<{ editor: EditorWorld }, { world: EditorWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide) => withEditorWorld(provide),
    { scope: "worker", timeout: 60_000 },
  ],
  editor: async ({ world }, provide) => {
    world.github.reset();
    await provide(world);
  },
});

/** Sends a row's request as written. */
function send(origin: string, { method = "GET", target, headers = {}, body = "" }: Row): Promise<Reply> {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return raw(origin, [`${method} ${target} HTTP/1.1`, `Host: ${new URL(origin).host}`, ...lines].join("\r\n"), body);
}

/** The whole answer as text: its headers and its body, to look for what it must not hold. */
const everything = (reply: Reply) =>
  `${Object.entries(reply.headers)
    .map(([name, values]) => `${name}: ${values.join(", ")}`)
    .join("\n")}\n${reply.body}`;

/** The table, as it is quoted: "request → status". */
async function report(testInfo: TestInfo, name: string, title: string, lines: string[]) {
  const text = `${title}\n${lines.join("\n")}\n`;
  console.log(text);
  await testInfo.attach(name, { body: text, contentType: "text/plain" });
}

test.describe("hostile requests against the editor on the production Worker", { tag: "@editor" }, () => {
  test("each gets its exact 4xx, none a 5xx, a secret or a stack trace; the Worker logs no secret", async ({
    editor,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { github, origin } = editor;

    // A sign-in started by this "browser": its nonce, and a code GitHub gave for it.
    const login = await send(origin, { what: "", target: `${API}/login?from=branch/main`, status: 307 });
    const authorize = single(login, "location") ?? "";
    const state = new URL(authorize).searchParams.get("state") ?? "";
    const nonce = `${SIGN_IN_COOKIE}=${state}`;
    const code = async () => {
      github.signedInAs = VIEWER.login;
      const back = await github.handle({ method: "GET", url: authorize, headers: {} });
      return new URL(back.headers.Location ?? "").searchParams.get("code") ?? "";
    };
    const injected = `ks-${state}=branch%2Fx%0D%0ASet-Cookie%3A%20evil%3D1`;
    const signIns: Row[] = [
      {
        what: "GET oauth/callback, another browser's state (a nonce of 64 hex that is not this one's)",
        target: `${API}/oauth/callback?code=${await code()}&state=${"b".repeat(64)}`,
        headers: { Cookie: nonce },
        status: 403,
        says: "nobody was signed in",
      },
      {
        what: "GET oauth/callback, this browser's nonce, a where-to cookie with CR LF",
        target: `${API}/oauth/callback?code=${await code()}&state=${state}`,
        headers: { Cookie: `${nonce}; ${injected}` },
        status: 307,
      },
    ];

    const lines: string[] = [];
    for (const row of [...METHODS, ...PATHS, ...BODIES, ...ELSEWHERE, ...signIns, ...ORDINARY]) {
      const reply = await send(origin, row);
      const allow = reply.status === 405 ? ` (Allow: ${single(reply, "allow")})` : "";
      lines.push(`${row.what.slice(0, 110)} → ${reply.status}${allow}`);
      expect(reply.status, row.what).toBe(row.status);
      expect(reply.status, row.what).toBeLessThan(500);
      if (row.allow) expect(single(reply, "allow"), row.what).toBe(row.allow);
      if (row.says) expect(reply.body, row.what).toContain(row.says);
      if (!row.file) expect(single(reply, "cache-control"), row.what).toBe("no-store");
      if (!row.file) expect(single(reply, "x-robots-tag"), row.what).toBe("noindex");
      for (const secret of SECRETS) expect(everything(reply), row.what).not.toContain(secret);
      if (!row.file) expect(reply.body, row.what).not.toMatch(/\n\s+at |Error:|URIError/);
      expect(reply.headers["set-cookie"]?.join("\n") ?? "", row.what).not.toContain("evil");
    }
    // The one exchange: the callback with this browser's nonce (the CR LF cookie dropped, to the start).
    expect(github.tokenGrants).toEqual(["authorization_code"]);

    // GitHub down, at a sign-in's callback: 502, and the log says so without a secret.
    const again = await send(origin, { what: "", target: `${API}/login`, status: 307 });
    const next = new URL(single(again, "location") ?? "");
    const fresh = next.searchParams.get("state") ?? "";
    github.signedInAs = VIEWER.login;
    const back = await github.handle({ method: "GET", url: next.toString(), headers: {} });
    github.unreachable = true;
    const down: Row = {
      what: "GET oauth/callback, this browser's nonce, GitHub unreachable",
      target: new URL(back.headers.Location ?? "").pathname + new URL(back.headers.Location ?? "").search,
      headers: { Cookie: `${SIGN_IN_COOKIE}=${fresh}` },
      status: 502,
    };
    const reply = await send(origin, down);
    lines.push(`${down.what} → ${reply.status}`);
    expect(reply.status).toBe(502);
    expect(reply.body).toBe("GitHub did not answer the editor's sign-in. Try again in a minute.\n");
    github.unreachable = false;

    await report(
      testInfo,
      "editor-requests.txt",
      `${lines.length} requests to the editor on the production Worker → status`,
      lines,
    );
    await expect
      .poll(() => editor.log(), { message: "the Worker's log of GitHub down" })
      .toContain("editor API: GitHub did not answer:");
    for (const secret of SECRETS) expect(editor.log(), "the Worker's log").not.toContain(secret);
    expect(editor.log()).not.toMatch(/client_secret=(?!\[hidden\])/);
  });

  test("what the local runtime answers before the Worker runs: a Host it cannot parse, an unknown method", async ({
    editor,
  }, testInfo) => {
    // workerd refuses these in its HTTP layer, before any code of ours (its log: "invalid hostname
    // when stringifying URL"); on Cloudflare the edge answers them itself. Kept apart from the table
    // above: nothing the Worker does changes them.
    const lines: string[] = [];
    const { host } = new URL(editor.origin);
    for (const [head, status] of [
      [`GET ${API}/login HTTP/1.1\r\nHost: a<b>c`, 500],
      [`GET /keystatic HTTP/1.1\r\nHost: exa mple`, 500],
      [`GET /keystatic HTTP/1.1\r\nHost: ${host}@evil.example`, 500],
      [`FOO /keystatic HTTP/1.1\r\nHost: ${host}`, 501],
    ] as const) {
      const reply = await raw(editor.origin, head);
      const what = head.replace("\r\n", ", ");
      lines.push(`${what} → ${reply.status} (the runtime's own)`);
      expect(reply.status, what).toBe(status);
      expect(reply.headers["x-robots-tag"], `${what}: not the Worker's answer`).toBeUndefined();
      for (const secret of SECRETS) expect(everything(reply), what).not.toContain(secret);
    }
    await report(
      testInfo,
      "editor-requests-runtime.txt",
      "answered by the local runtime (workerd) before the Worker",
      lines,
    );
  });
});
