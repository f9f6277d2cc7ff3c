// Where the editor Worker (wrangler.jsonc, env.editor) answers, before any of its routes: on one
// host only, EDITOR_HOST (edit.rymi.ai), so that no page of the public site ever shares the editor's
// origin, and so its cookies (Keystatic's access token is readable by script: docs/architecture.md,
// "The content editor's host"). On that host: / leads to /keystatic, /keystatic* and
// /api/keystatic/* go on to the editor, anything else is a 404. Any other host (a workers.dev
// address, a domain attached by mistake) gets a 404 for every path. Over plain HTTP, off this
// machine, everything is sent to HTTPS first. Pure functions, unit-tested (editor-host.test.ts).
import { SECURITY_HEADERS } from "../server/headers.mjs";
import { editorApiPath, editorPath } from "../src/lib/routes.ts";
import { editorHeaders } from "./editor-api.ts";

/** What the routing reads from the Worker's settings (wrangler.jsonc, env.editor.vars). */
export type HostSettings = { EDITOR_HOST?: string };

/** The policy of the Worker's own plain answers (a 404, a redirect): nothing may load. */
const PLAIN_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The host names of this machine, where `wrangler dev` serves plain HTTP. */
const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);

/** A bare host name (lower case, no scheme, port, path or dot at either end), as URL.hostname gives it. */
const isHostName = (value: string) =>
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(value);

/** Why EDITOR_HOST keeps every host from serving the editor; names the setting, never its value. */
export const EDITOR_HOST_PROBLEMS = {
  missing: "EDITOR_HOST is not set",
  malformed: "EDITOR_HOST is not a host name (such as edit.rymi.ai: no https://, port or path)",
} as const;

/** The Worker's plain answer with `status`: the site's security headers, never cached or indexed. */
function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { ...editorHeaders(PLAIN_CSP), "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

/** The 404 of every path the editor Worker does not serve: plain, nothing of the editor. */
export const notFound = (why?: string) =>
  plain(
    404,
    why
      ? `Not found: the content editor is served on no host, as ${why}.\nSet it in wrangler.jsonc (env.editor.vars), then deploy again (docs/deploying.md).\n`
      : "Not found.\n",
  );

/** Whether a path is the editor's: its page and bundle (/keystatic…) or Keystatic's API. */
export const isEditorPath = (pathname: string) =>
  pathname === editorPath || pathname.startsWith(`${editorPath}/`) || pathname.startsWith(`${editorApiPath}/`);

/**
 * The answer to `request` before the editor's routes, or undefined when the request goes on to them:
 * the HTTPS redirect, the way from / to the editor, and the 404 of every other host and path.
 */
export function hostAnswer(request: Request, env: HostSettings): Response | undefined {
  const url = new URL(request.url);
  // Off this machine, only HTTPS: the sign-in's cookies are Secure (worker/editor-api.ts).
  if (url.protocol === "http:" && !isLoopback(url.hostname)) {
    url.protocol = "https:";
    return plain(308, "", { Location: url.href });
  }
  const host = env.EDITOR_HOST?.trim().toLowerCase() ?? "";
  if (!host) return notFound(EDITOR_HOST_PROBLEMS.missing);
  if (!isHostName(host)) return notFound(EDITOR_HOST_PROBLEMS.malformed);
  if (url.hostname !== host) return notFound();
  if (url.pathname === "/") {
    if (request.method !== "GET" && request.method !== "HEAD")
      return plain(405, "Method not allowed.\n", { Allow: "GET, HEAD" });
    // Relative, so it holds behind any proxy in front of the Worker.
    return plain(302, "", { Location: editorPath });
  }
  return isEditorPath(url.pathname) ? undefined : notFound();
}

/**
 * A file of the editor's bundle as the Worker serves it (from build/editor, through the ASSETS
 * binding): with the security headers, which no _headers file gives these; a missing one is the
 * Worker's 404.
 */
export async function editorFile(file: Response): Promise<Response> {
  if (file.status === 404) return notFound();
  const response = new Response(file.body, file);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set("Content-Security-Policy", PLAIN_CSP);
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}
