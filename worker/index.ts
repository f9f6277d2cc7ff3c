// The editor Worker, rymi-editor (wrangler.jsonc, env.editor). The public site is another Worker,
// static assets only: this code never runs for its pages. It runs for every request to this Worker,
// which answers on one host only, EDITOR_HOST (editor-host.ts); there:
// - /keystatic and the paths under it: the content editor's page (editor-page.ts), and the files
//   of its bundle from the assets (build/editor);
// - /api/keystatic/*: the content editor's API in GitHub mode (Keystatic's own handler: sign-in
//   with GitHub, the OAuth callback, the token's refresh, sign-out), with the three secrets the
//   repository's owner sets with `wrangler secret put` (docs/deploying.md);
// - anything else: a plain 404 (editor-host.ts).
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Config } from "@keystatic/core";

import { EDITOR_API_PATH, editorSettings, editorCookies, SIGN_IN_REFUSED, withEditorHeaders } from "./editor-api.ts";
import { editorFile, hostAnswer } from "./editor-host.ts";
import { editorPage, isEditorFile } from "./editor-page.ts";
import { errorLogLine, guardEditor } from "./sign-in-guard.ts";
import { editorPath } from "../src/lib/routes.ts";

/** What the Worker is given (wrangler.jsonc and `wrangler secret put`). */
export interface Env {
  /** The editor's bundle (build/editor), under /keystatic/. */
  ASSETS: { fetch: (request: Request) => Promise<Response> };
  /** The one host name that serves the editor, e.g. edit.rymi.ai (wrangler.jsonc, vars). */
  EDITOR_HOST?: string;
  /** The repository the editor commits to, "owner/name" (wrangler.jsonc, vars). */
  KEYSTATIC_GITHUB_REPO?: string;
  KEYSTATIC_GITHUB_CLIENT_ID?: string;
  KEYSTATIC_GITHUB_CLIENT_SECRET?: string;
  KEYSTATIC_SECRET?: string;
  /** Each branch's preview address, `{branch}` in place of the branch (wrangler.jsonc, vars). */
  EDITOR_PREVIEW_URL?: string;
}

async function editorApi(request: Request, env: Env): Promise<Response> {
  const settings = editorSettings(env);
  if ("problem" in settings) return withEditorHeaders(new Response(settings.problem, { status: 503 }));
  const { repo, clientId, clientSecret, secret } = settings;
  const handler = makeGenericAPIRouteHandler({
    // Only the storage: the API signs in and out; the schema is the editor page's business.
    config: { storage: { kind: "github", repo } } satisfies Config,
    clientId,
    clientSecret,
    secret,
  });
  try {
    const { body, headers, status } = await handler(request);
    // GitHub refused to exchange the code it had just given: the App's client ID and secret are not
    // the Worker's (Keystatic says only "Authorization failed").
    if (status === 401 && new URL(request.url).pathname === `${EDITOR_API_PATH}/github/oauth/callback`)
      return withEditorHeaders(
        new Response(SIGN_IN_REFUSED, { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
      );
    // Keystatic answers text, bytes or nothing.
    const content = typeof body === "string" || body === null ? body : new Uint8Array(body);
    return withEditorHeaders(new Response(content, { status, headers: editorCookies(new Headers(headers)) }));
  } catch (error) {
    // GitHub could not be reached, or answered what Keystatic does not expect.
    console.error(errorLogLine(error, [clientSecret, secret]));
    const text = "GitHub did not answer the editor's sign-in. Try again in a minute.\n";
    return withEditorHeaders(new Response(text, { status: 502 }));
  }
}

// Every request to the editor is checked first (sign-in-guard.ts).
/** The editor's routes, every request to them checked first (sign-in-guard.ts). */
const editor = guardEditor({
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname, protocol } = new URL(request.url);
    if (pathname.startsWith(`${EDITOR_API_PATH}/`)) return editorApi(request, env);
    if (pathname === editorPath || (pathname.startsWith(`${editorPath}/`) && !isEditorFile(pathname)))
      return editorPage(editorSettings(env), protocol === "https:", env.EDITOR_PREVIEW_URL);
    // The editor's files (a missing one, editor-host.ts's 404).
    return editorFile(await env.ASSETS.fetch(request));
  },
});

export default {
  // The editor's host only, over HTTPS: any other host, or path, is answered first (editor-host.ts).
  fetch: (request: Request, env: Env): Promise<Response> =>
    Promise.resolve(hostAnswer(request, env) ?? editor.fetch(request, env)),
};
