// What the Worker adds around Keystatic's API handler (worker/index.ts): the check that the editor
// is set up, Secure cookies, and the headers of every answer. Pure functions, unit-tested.
import { SECURITY_HEADERS } from "../server/headers.mjs";
import { hashSource } from "../server/policy.mjs";

export { editorApiPath as EDITOR_API_PATH } from "../src/lib/routes.ts";

/** What the editor Worker must be given (wrangler.jsonc's env.editor vars and its secrets). */
export const EDITOR_SETTINGS = {
  KEYSTATIC_GITHUB_REPO: 'the repository, "owner/name", in wrangler.jsonc\'s env.editor "vars"',
  KEYSTATIC_GITHUB_CLIENT_ID:
    "the GitHub App's client ID: npx wrangler secret put KEYSTATIC_GITHUB_CLIENT_ID --env editor",
  KEYSTATIC_GITHUB_CLIENT_SECRET:
    "a client secret of the GitHub App: npx wrangler secret put KEYSTATIC_GITHUB_CLIENT_SECRET --env editor",
  KEYSTATIC_SECRET: "32 random characters or more: npx wrangler secret put KEYSTATIC_SECRET --env editor",
} as const;

/** What the sign-in says when GitHub refuses the Worker's client ID and secret. */
export const SIGN_IN_REFUSED = `GitHub refused the editor's sign-in: the Worker's GitHub App settings are not the App's.
Set them again, from the GitHub App's page (docs/deploying.md, "Set up the editor, once"):
- KEYSTATIC_GITHUB_CLIENT_ID: ${EDITOR_SETTINGS.KEYSTATIC_GITHUB_CLIENT_ID}
- KEYSTATIC_GITHUB_CLIENT_SECRET: ${EDITOR_SETTINGS.KEYSTATIC_GITHUB_CLIENT_SECRET}
Then open the editor again.
`;

/** Where the branch goes in EDITOR_PREVIEW_URL. */
export const BRANCH_PLACEHOLDER = "{branch}";

/**
 * An EDITOR_PREVIEW_URL the editor's link to a branch's preview can use (editor/preview-link.ts):
 * https, with `{branch}` in its host name.
 */
export const isPreviewPattern = (pattern: string | undefined): pattern is string =>
  typeof pattern === "string" && /^https:\/\/[^/]*\{branch\}[^/]*\.[^/]+\/?$/.test(pattern.trim());

/** A GitHub repository's full name, "owner/name". */
export const isRepository = (value: string | undefined): value is `${string}/${string}` =>
  /^[\w.-]+\/[\w.-]+$/.test(value?.trim() ?? "");

/**
 * A GitHub App's client ID, in the two shapes GitHub has issued: "Iv1." and 16 hex digits (older
 * Apps), "Iv23" and 16 letters and digits (GitHub's changelog of 2024-05-01 shows one,
 * "Iv23f8doAlphaNumer1c"). GitHub does not document the shape; an OAuth App's ("Ov23…") is not one:
 * Keystatic needs a GitHub App's expiring tokens.
 */
export const isClientId = (value: string | undefined): boolean =>
  /^(Iv1\.[0-9a-f]{16}|Iv23[0-9A-Za-z]{16})$/.test(value?.trim() ?? "");

/** A GitHub App's client secret: 40 hex digits, as GitHub generates every one (undocumented too). */
export const isClientSecret = (value: string | undefined): boolean => /^[0-9a-f]{40}$/.test(value?.trim() ?? "");

type Settings = Partial<Record<keyof typeof EDITOR_SETTINGS, string>>;

/** Why a setting keeps the editor from running, as editorSetupProblem words it (check-deploy reads them). */
export const SETUP_REASONS = {
  missing: "is not set",
  notRepository: 'is not "owner/name"',
  short: "is shorter than 32 characters",
  // A secret in the ID's place went to every browser in the sign-in's redirect, and to GitHub.
  secretAsClientId: "holds a client secret, not the client ID (generate a new client secret in the App)",
  notClientId: 'is not a GitHub App client ID ("Iv1." and 16 hex digits, or "Iv23" and 16 letters and digits)',
  notClientSecret: "is not a GitHub App client secret (40 hex digits)",
} as const;

/** Why a set value of `name` is not one the editor can run with; undefined when it can. */
function malformed(name: keyof typeof EDITOR_SETTINGS, value: string): string | undefined {
  if (name === "KEYSTATIC_GITHUB_REPO" && !isRepository(value)) return SETUP_REASONS.notRepository;
  if (name === "KEYSTATIC_SECRET" && value.length < 32) return SETUP_REASONS.short;
  if (name === "KEYSTATIC_GITHUB_CLIENT_ID" && !isClientId(value))
    return isClientSecret(value) ? SETUP_REASONS.secretAsClientId : SETUP_REASONS.notClientId;
  if (name === "KEYSTATIC_GITHUB_CLIENT_SECRET" && !isClientSecret(value)) return SETUP_REASONS.notClientSecret;
  return undefined;
}

/**
 * Why the editor cannot run on this Worker, in words its owner can act on; undefined when it can.
 * Names each missing or malformed setting and how to set it (docs/deploying.md), never a value: a
 * client ID or secret of the wrong shape too, so that a secret set in the ID's place never leaves.
 */
export function editorSetupProblem(env: Settings): string | undefined {
  const problems = (Object.keys(EDITOR_SETTINGS) as (keyof typeof EDITOR_SETTINGS)[]).flatMap((name) => {
    const value = env[name]?.trim();
    const why = value ? malformed(name, value) : SETUP_REASONS.missing;
    return why ? [`- ${name} ${why}: ${EDITOR_SETTINGS[name]}`] : [];
  });
  if (problems.length === 0) return undefined;
  return `The content editor is not set up on this site yet. Set:\n${problems.join("\n")}\nThen deploy again (docs/deploying.md, "The content editor").\n`;
}

/** The editor's settings, read and checked once for a request (the values without surrounding spaces). */
export type EditorSettings =
  { repo: `${string}/${string}`; clientId: string; clientSecret: string; secret: string } | { problem: string };

/** The Worker's settings for the editor, or what is wrong with them (editorSetupProblem). */
export function editorSettings(env: Settings): EditorSettings {
  const problem = editorSetupProblem(env);
  const repo = env.KEYSTATIC_GITHUB_REPO?.trim();
  if (problem || !isRepository(repo)) return { problem: problem ?? "" };
  const value = (name: keyof typeof EDITOR_SETTINGS) => env[name]?.trim() ?? "";
  return {
    repo,
    clientId: value("KEYSTATIC_GITHUB_CLIENT_ID"),
    clientSecret: value("KEYSTATIC_GITHUB_CLIENT_SECRET"),
    secret: value("KEYSTATIC_SECRET"),
  };
}

/** The headers of everything the editor's Worker code answers: the site's, `policy`, never cached or indexed. */
export const editorHeaders = (policy: string): Record<string, string> => ({
  ...SECURITY_HEADERS,
  "Content-Security-Policy": policy,
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

/**
 * Keystatic's cookies as the Worker sends them:
 * - every one Secure: Keystatic marks them so only when Node says "production". The Worker is
 *   served over HTTPS only, so a Secure cookie always comes back;
 * - one it clears (sign-out: Max-Age=0) expired in the past, not at this very second as Keystatic
 *   dates it: WebKitGTK keeps such a cookie, emptied, until that second is over.
 */
export function editorCookies(headers: Headers): Headers {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return headers;
  headers.delete("Set-Cookie");
  for (const cookie of cookies) {
    const cleared = /;\s*max-age=0\s*(;|$)/i.test(cookie)
      ? cookie.replace(/;\s*expires=[^;]*/i, "; Expires=Thu, 01 Jan 1970 00:00:00 GMT")
      : cookie;
    headers.append("Set-Cookie", /;\s*secure\b/i.test(cleared) ? cleared : `${cleared}; Secure`);
  }
  return headers;
}

/** The SHA-256 source of each inline `<tag>` (script or style) in an HTML text, for a policy that allows just those. */
async function inlineHashes(html: string, tag: "script" | "style"): Promise<string[]> {
  const texts = [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((match) => match[1] ?? "");
  return Promise.all(texts.map(async (text) => `'${await hashSource(text)}'`));
}

/**
 * The editor API's answers: the site's security headers, never cached, never indexed. Their
 * policy allows nothing but the inline scripts and styles of the answer itself (Keystatic closes the GitHub
 * App's installation window with a script; the guard's "Sign in again" page has a style).
 */
export async function withEditorHeaders(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  const body = await response.text();
  const html = headers.get("Content-Type")?.startsWith("text/html") ?? false;
  const source = async (directive: string, tag: "script" | "style") => {
    const hashes = html ? await inlineHashes(body, tag) : [];
    return hashes.length > 0 ? `; ${directive} ${hashes.join(" ")}` : "";
  };
  const policy = `default-src 'none'${await source("script-src", "script")}${await source("style-src", "style")}; base-uri 'none'; frame-ancestors 'none'`;
  for (const [name, value] of Object.entries(editorHeaders(policy))) headers.set(name, value);
  return new Response(body || null, { status: response.status, headers });
}
