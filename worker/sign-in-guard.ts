// The checks in front of the content editor on the production Worker (worker/index.ts wraps its
// handler in guardEditor): Keystatic's own API handler still signs people in and out, but only the
// requests these checks let through reach it, and its sign-in carries a nonce of this module's.
// Each check names what it closes (docs/deploying.md, "What the Worker checks before Keystatic").
// Functions over the Fetch API (guardEditor also wraps the global fetch Keystatic calls, in
// githubDownThrows), unit-tested against Keystatic's real handler (sign-in-guard.test.ts) and in
// the browser (e2e/editor-requests.spec.ts, e2e/editor-github*.spec.ts).
import { editorApiPath, editorPath } from "../src/lib/routes.ts";
import { withEditorHeaders } from "./editor-api.ts";
import { PLAIN_PAGE_STYLE } from "./editor-page.ts";

/** The sign-in's nonce: set at sign-in, carried in `state` to GitHub and back, single use. */
export const SIGN_IN_COOKIE = "__Host-keystatic-sign-in";
/**
 * How long a sign-in may take, in seconds: GitHub's code lives 10 minutes, so a longer sign-in
 * fails at GitHub anyway. Also how long Keystatic's `ks-<state>` cookie (where to go back to) lives,
 * instead of its day.
 */
export const SIGN_IN_SECONDS = 600;
/**
 * The longest `from` (the editor's address to come back to after signing in), in characters: a
 * branch name of 255 bytes percent-encoded (765) with a collection and an entry's name fits, and the
 * `ks-<state>` cookie that holds it stays under half of the 4096 bytes a browser keeps per cookie,
 * so it is never dropped silently.
 */
export const FROM_LIMIT = 2000;
/** The longest path and query of an editor request, in characters: `from` at its limit fits twice. */
export const TARGET_LIMIT = 4096;
/** The largest body the editor's paths take, in bytes: none sends one (the refresh's POST is empty). */
export const BODY_LIMIT = 1024;

/** The editor API's paths, under /api/keystatic/, each with its methods and whom it answers. */
export const EDITOR_API_ROUTES = {
  // A redirect to GitHub: anyone may start a sign-in (it signs in only at the callback).
  "github/login": { methods: ["GET"], sameOrigin: false },
  "github/oauth/callback": { methods: ["GET"], sameOrigin: false },
  // Keystatic's app renews the sign-in with fetch(…, { method: "POST" }) from its own page.
  "github/refresh-token": { methods: ["POST"], sameOrigin: true },
  // A link of the editor's user menu.
  "github/logout": { methods: ["GET"], sameOrigin: true },
  // Where the editor's app sends the browser when GitHub does not show it the repository: it
  // renews the sign-in, as the refresh does.
  "github/repo-not-found": { methods: ["GET"], sameOrigin: true },
} as const satisfies Record<string, { methods: readonly string[]; sameOrigin: boolean }>;
type ApiRoute = keyof typeof EDITOR_API_ROUTES;
/** The editor's page and the files of its bundle (worker/editor-page.ts, the assets). */
const PAGE_METHODS = ["GET", "HEAD"] as const;

const GITHUB_AUTHORIZE = "https://github.com/login/oauth/authorize";
const signInPath = `${editorApiPath}/github/login`;

/** What the checks answer, each in words a person (or the editor's owner) can act on. */
export const REFUSED = {
  tooLong: `This address is longer than ${TARGET_LIMIT} characters: the editor has none that long.\n`,
  malformed:
    "This address is not one the editor has: it is not valid percent-encoding, or it holds a control character, an encoded slash or a dot segment.\n",
  notFound: "The editor's API has no such path.\n",
  method: (allow: readonly string[]) => `This path of the editor answers ${allow.join(" and ")} only.\n`,
  tooLarge: `The editor's paths take no body over ${BODY_LIMIT} bytes.\n`,
  refresh: "The sign-in is renewed only by the editor's own page (a same-origin POST). Nothing was renewed.\n",
  signOut:
    "Signing out works only from the editor's own menu. Nobody was signed out: open the editor and sign out there.\n",
  repoNotFound: "This step of the editor runs only from the editor's own page. Open the editor again.\n",
  from: `"from" is not an address of the editor (printable characters only, at most ${FROM_LIMIT}). Open the editor and sign in from there.\n`,
} as const;

/** The page a sign-in's callback gets when its `state` is not the nonce this browser was given. */
export function signInRefusedPage(installation: boolean): string {
  const [heading, why] = installation
    ? [
        "The GitHub App is installed",
        "GitHub has installed the editor's App. Installing does not sign you in here: this page did not start that sign-in, so it was not accepted.",
      ]
    : [
        "Sign in again",
        "This sign-in was not started in this browser in the last 10 minutes, so it was not accepted: nobody was signed in.",
      ];
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${heading} · Edit the RYMI website</title>
    <style>${PLAIN_PAGE_STYLE}</style>
  </head>
  <body>
    <main>
      <h1>${heading}</h1>
      <p>${why}</p>
      <p><a href="${signInPath}">Sign in with GitHub</a> to start again, or go back to <a href="${editorPath}">the editor</a>.</p>
    </main>
  </body>
</html>
`;
}

/** A Worker, or what wraps one: its fetch handler. */
export type EditorWorker<Env> = { fetch(request: Request, env: Env): Promise<Response> };

/**
 * The Worker, with every request to the editor (/keystatic, /keystatic/*, /api/keystatic/*) checked
 * first: each gets a precise 4xx when it is not one the editor answers, and the sign-in and its
 * callback are bound to the browser that started them. Every other request goes to `worker` as it came.
 */
export function guardEditor<Env>(worker: EditorWorker<Env>): EditorWorker<Env> {
  // Keystatic calls the global fetch: GitHub down at its token endpoint is then a 502.
  globalThis.fetch = githubDownThrows(globalThis.fetch);
  return {
    async fetch(request, env) {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return refuse(400, REFUSED.malformed); // The runtime hands the Worker a URL; never seen.
      }
      const { pathname } = url;
      const api = pathname.startsWith(`${editorApiPath}/`);
      if (!api && pathname !== editorPath && !pathname.startsWith(`${editorPath}/`)) return worker.fetch(request, env);

      // Closes: an address of any length reaching Keystatic and the page (an 8 KB path was a 200).
      if (pathname.length + url.search.length > TARGET_LIMIT) return refuse(414, REFUSED.tooLong);
      // Closes: /api/keystatic/%E0 answered 502 (Keystatic's decodeURIComponent threw), a NUL or
      // ..%2F reached the page, and github%2Flogin reached the sign-in (Keystatic splits, then decodes).
      const decoded = decodedPath(pathname);
      if (decoded === undefined || (api && /%2f|%5c/i.test(pathname))) return refuse(400, REFUSED.malformed);

      // Closes: any path under /api/keystatic/ reaching Keystatic.
      const route = api ? decoded.slice(editorApiPath.length + 1) : undefined;
      if (route !== undefined && !isApiRoute(route)) return refuse(404, REFUSED.notFound);
      // Closes: any method on the editor's paths (DELETE /keystatic was the page, OPTIONS a sign-in).
      const allow: readonly string[] = route ? EDITOR_API_ROUTES[route].methods : PAGE_METHODS;
      if (!allow.includes(request.method)) return refuse(405, REFUSED.method(allow), { Allow: allow.join(", ") });
      // Closes: a body of any size on the refresh's POST (Keystatic never reads one).
      if (await bodyTooLarge(request)) return refuse(413, REFUSED.tooLarge);
      if (route === undefined) return worker.fetch(request, env);

      // Closes: a sign-out or a token refresh from another site's page (a link, a form): a top-level
      // GET carries the editor's SameSite=Lax cookies, and Keystatic checked nothing else.
      if (EDITOR_API_ROUTES[route].sameOrigin && !isSameOrigin(request, url))
        return refuse(
          403,
          route === "github/logout"
            ? REFUSED.signOut
            : route === "github/refresh-token"
              ? REFUSED.refresh
              : REFUSED.repoNotFound,
        );
      if (route === "github/oauth/callback") return callback(worker, request, env, url);
      if (route === "github/login" || route === "github/repo-not-found") {
        // Closes: a `from` of any length or with CR/LF (kept in a cookie, then a Location header).
        if (!url.searchParams.getAll("from").every(isEditorAddress)) return refuse(400, REFUSED.from);
        return withNonce(await worker.fetch(request, env));
      }
      return worker.fetch(request, env);
    },
  };
}

const GITHUB_TOKEN = "https://github.com/login/oauth/access_token";
const WRAPPED = Symbol("githubDownThrows");

/**
 * `fetch`, but GitHub's token endpoint answering 5xx (GitHub down) throws, as an unreachable GitHub
 * does. Closes: Keystatic reads any answer but a 2xx there as "Authorization failed", which the
 * Worker words as the App's settings being wrong (a 401); thrown, it is the Worker's 502, "GitHub
 * did not answer". Every other request and answer goes as it came (a sign-out still signs out).
 */
export function githubDownThrows(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  if (WRAPPED in fetch) return fetch;
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (response.status >= 500 && url.startsWith(`${GITHUB_TOKEN}?`))
      throw new Error(`GitHub's token endpoint answered ${response.status}`);
    return response;
  };
  return Object.assign(wrapped, { [WRAPPED]: true });
}

/**
 * The path decoded, or undefined when it is not valid percent-encoding, holds a control character,
 * or an encoded "." or ".." segment (..%2F: no branch, collection or entry of the editor is named so).
 */
function decodedPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if ([...decoded].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  return decoded.split("/").some((segment) => segment === "." || segment === "..") ? undefined : decoded;
}

const isApiRoute = (route: string): route is ApiRoute => Object.hasOwn(EDITOR_API_ROUTES, route);

/** A path of the editor's app to come back to: printable ASCII (Keystatic percent-encodes), not too long. */
export const isEditorAddress = (from: string) => from.length <= FROM_LIMIT && /^[\u0021-\u007e]*$/.test(from);

/**
 * Whether the browser says the request comes from a page of this very origin: Sec-Fetch-Site
 * (every engine the editor supports sends it), and Origin, when sent, equal to the request's own.
 */
export function isSameOrigin(request: Request, url: URL): boolean {
  if (request.headers.get("Sec-Fetch-Site") !== "same-origin") return false;
  const origin = request.headers.get("Origin");
  return origin === null || origin === url.origin;
}

/** Whether the body is over BODY_LIMIT: by its Content-Length, or read up to the limit when it has none. */
async function bodyTooLarge(request: Request): Promise<boolean> {
  const length = request.headers.get("Content-Length");
  if (length !== null) return !/^\d+$/.test(length.trim()) || Number(length) > BODY_LIMIT;
  const body = request.clone().body;
  if (!body) return false;
  const reader = body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    size += value.byteLength;
    if (size > BODY_LIMIT) {
      // Not awaited: a clone's cancel settles only once the request's own body is cancelled too.
      reader.cancel().catch(() => {});
      return true;
    }
  }
}

/** The cookies a request carries, by name (the first of a name, as browsers send the most specific first). */
export function requestCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/** A cookie of the sign-in's: Secure, HttpOnly, for the whole origin, sent on GitHub's way back. */
const signInCookie = (name: string, value: string, seconds: number) =>
  `${name}=${value}; Max-Age=${seconds}; Path=/; ${seconds === 0 ? "Expires=Thu, 01 Jan 1970 00:00:00 GMT; " : ""}HttpOnly; Secure; SameSite=Lax`;

const NONCE = /^[0-9a-f]{64}$/;
/** 32 random bytes in hex, from the runtime's cryptographic generator. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether two strings are equal, in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Keystatic's redirect to GitHub's sign-in, with a nonce of ours as its `state`, also set in this
 * browser (SIGN_IN_COOKIE). Keystatic's own state (10 random bytes, only when there is a `from`)
 * names the cookie it keeps `from` in: that cookie is renamed to the nonce's, to live as long.
 * Any other answer (the editor not set up: 503) goes as it came.
 */
function withNonce(response: Response): Response {
  const location = response.headers.get("Location");
  if (!location?.startsWith(`${GITHUB_AUTHORIZE}?`)) return response;
  const nonce = newNonce();
  const to = new URL(location);
  to.searchParams.set("state", nonce);
  const headers = new Headers(response.headers);
  headers.set("Location", to.toString());
  headers.delete("Set-Cookie");
  for (const cookie of response.headers.getSetCookie()) {
    const [, from] = /^ks-[^=]*=([^;]*)/.exec(cookie) ?? [];
    // Closes: Keystatic's `ks-<state>` cookie, kept a day after each sign-in.
    headers.append("Set-Cookie", from === undefined ? cookie : signInCookie(`ks-${nonce}`, from, SIGN_IN_SECONDS));
  }
  // Closes: a sign-in that any `code` completes, started by another browser or none.
  headers.append("Set-Cookie", signInCookie(SIGN_IN_COOKIE, nonce, SIGN_IN_SECONDS));
  return new Response(response.body, { status: response.status, headers });
}

/**
 * GitHub's way back: to Keystatic only with the nonce this browser was given at sign-in as `state`;
 * the sign-in's cookies cleared whatever Keystatic answers (a nonce serves once). Without it, a page
 * that says to start again, and no code goes to GitHub.
 */
async function callback<Env>(worker: EditorWorker<Env>, request: Request, env: Env, url: URL): Promise<Response> {
  const state = url.searchParams.get("state") ?? "";
  const nonce = requestCookies(request).get(SIGN_IN_COOKIE) ?? "";
  // Closes: a callback with an attacker's code (their account, in this browser), and `state=close`,
  // which Keystatic signs in with too (a GitHub App's installation: it can carry no nonce).
  if (!NONCE.test(state) || !sameText(state, nonce)) {
    const installation = state === "close" || url.searchParams.has("setup_action");
    const page = new Response(signInRefusedPage(installation), {
      status: 403,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
    return withEditorHeaders(page);
  }
  const response = await worker.fetch(withoutBadFrom(request, `ks-${state}`), env);
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", signInCookie(SIGN_IN_COOKIE, "", 0));
  headers.append("Set-Cookie", signInCookie(`ks-${state}`, "", 0));
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The request without the cookie `name` when it is no editor address (decoded, as Keystatic reads
 * it): Keystatic would put it in a Location header, which a CR or LF makes throw (a 502).
 */
function withoutBadFrom(request: Request, name: string): Request {
  const value = requestCookies(request).get(name);
  if (value === undefined) return request;
  let from: string | undefined;
  try {
    from = decodeURIComponent(value);
  } catch {
    from = undefined;
  }
  if (from !== undefined && isEditorAddress(from)) return request;
  const kept = (request.headers.get("Cookie") ?? "")
    .split(";")
    .filter((pair) => pair.slice(0, pair.indexOf("=")).trim() !== name)
    .join(";");
  const headers = new Headers(request.headers);
  headers.set("Cookie", kept);
  return new Request(request, { headers });
}

/** A refusal, with the editor API's headers (no-store, noindex, its policy). */
function refuse(status: number, text: string, headers: Record<string, string> = {}): Promise<Response> {
  return withEditorHeaders(
    new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } }),
  );
}

/**
 * An error of the editor's API as one log line: its name and message only (no stack), every
 * `secrets` value and every credential in a URL or header replaced, at most 300 characters. Closes:
 * `console.error(error)`, which printed whatever the error held, the URL of Keystatic's token
 * exchange (client_secret=…) among what it may hold.
 */
export function errorLogLine(error: unknown, secrets: readonly string[]): string {
  let text = error instanceof Error ? `${error.name}: ${error.message}` : `a thrown ${typeof error}`;
  for (const secret of secrets.filter((value) => value.length >= 8))
    for (const form of new Set([secret, encodeURIComponent(secret)])) text = text.split(form).join("[secret]");
  text = text
    .replace(/\b(client_secret|client_id|code|state|refresh_token|access_token)=[^&\s"',)]*/gi, "$1=[hidden]")
    .replace(/\b(Basic|Bearer|token) [^\s"',)]+/gi, "$1 [hidden]")
    .replace(/\b(gh[opsur]_)[A-Za-z0-9_]+/g, "$1[hidden]")
    .replace(/\s+/g, " ");
  return `editor API: GitHub did not answer: ${text}`.slice(0, 300);
}
