// The editor Worker, rymi-editor (wrangler.jsonc, env.editor). The public site is another Worker,
// static assets only: this code never runs for its pages. It runs for every request to this Worker,
// which answers on one host only, EDITOR_HOST (editor-host.ts); there:
// - /keystatic and the paths under it: the content editor's page (editor-page.ts), and the files
//   of its bundle from the assets (build/editor);
// - /api/keystatic/*: the content editor's API in GitHub mode (Keystatic's own handler: sign-in
//   with GitHub, the OAuth callback, the token's refresh, sign-out), with the three secrets the
//   repository's owner sets with `wrangler secret put` (docs/deploying.md);
// - /keystatic/statistics and /keystatic/statistics.csv: the site's statistics (worker/analytics/
//   dashboard.tsx), for a person signed in to the editor who may write to its repository;
// - anything else: a plain 404 (editor-host.ts).
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Config } from "@keystatic/core";

import {
  EDITOR_API_PATH,
  editorCookies,
  editorHeaders,
  editorSettings,
  SIGN_IN_REFUSED,
  withEditorHeaders,
} from "./editor-api.ts";
import { editorFile, hostAnswer } from "./editor-host.ts";
import { editorPage, isEditorFile } from "./editor-page.ts";
import { errorLogLine, guardEditor, requestCookies } from "./sign-in-guard.ts";
import { accessOf, tokenOf } from "./analytics/access.ts";
import {
  csv,
  DASHBOARD_PATH,
  dashboardPage,
  dashboardPolicy,
  EXPORT_PATH,
  messagePage,
  SIGN_IN_HREF,
} from "./analytics/dashboard.tsx";
import { exportRows, isPeriod, report } from "./analytics/report.ts";
import type { Database } from "./analytics/store.ts";
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
  /** The site's statistics (wrangler.jsonc, d1_databases): the public Worker writes them, the dashboard reads them. */
  STATISTICS?: Database;
}

/** Where a sign-in begun on the dashboard goes back to: a fixed word, never an address. */
const RETURN_COOKIE = "__Host-rymi-return";
const returnCookie = (seconds: number) =>
  `${RETURN_COOKIE}=statistics; Max-Age=${seconds}; Path=/; HttpOnly; Secure; SameSite=Lax`;

/** The dashboard's "Sign in with GitHub": the editor's own sign-in, marked to come back to the dashboard. */
const dashboardSignIn = () =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `${EDITOR_API_PATH}/github/login`,
      "Set-Cookie": returnCookie(600),
      "Cache-Control": "no-store",
    },
  });

/** The dashboard and its CSV, behind GitHub: write access to the editor's repository, asked of GitHub each time. */
async function statistics(request: Request, env: Env, csvFile: boolean): Promise<Response> {
  const policy = await dashboardPolicy();
  const html = (status: number, body: string) =>
    new Response(body, {
      status,
      headers: { ...editorHeaders(policy), "Content-Type": "text/html; charset=utf-8", Vary: "Cookie" },
    });
  const settings = editorSettings(env);
  if ("problem" in settings || !env.STATISTICS)
    return html(
      503,
      messagePage(
        "The statistics are not set up yet",
        "The editor's Worker needs its settings and the STATISTICS database (docs/deploying.md).",
      ),
    );
  const access = await accessOf(tokenOf(requestCookies(request)), settings.repo, fetch);
  if ("signIn" in access)
    return html(
      401,
      messagePage(
        "Sign in to see the statistics",
        "The statistics are for the people who edit the site: sign in with the GitHub account you use in the editor.",
        { href: SIGN_IN_HREF, label: "Sign in with GitHub" },
      ),
    );
  if ("readOnly" in access)
    return html(
      403,
      messagePage(
        "These statistics are for the site's editors",
        `The GitHub account ${access.readOnly} may read the site's repository but not change it. Ask the repository's owner for write access.`,
        { href: editorPath, label: "Open the editor" },
      ),
    );
  if ("unavailable" in access)
    return html(
      502,
      messagePage("GitHub did not answer", "The statistics ask GitHub who you are each time. Try again in a minute."),
    );
  const days = new URL(request.url).searchParams.get("days") ?? "30";
  const period = isPeriod(days) ? (Number(days) as 7 | 30 | 90) : 30;
  if (csvFile) {
    const body = csv(await exportRows(env.STATISTICS, period, Date.now()));
    return new Response(body, {
      headers: {
        ...editorHeaders(policy),
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="rymi-statistics-${period}-days.csv"`,
      },
    });
  }
  return html(200, dashboardPage(await report(env.STATISTICS, period, Date.now()), access.allowed));
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
    const answer = editorCookies(new Headers(headers));
    // A sign-in begun on the dashboard comes back to it (Keystatic's own `from` takes editor routes only).
    if (answer.get("Location") === editorPath && requestCookies(request).get(RETURN_COOKIE) === "statistics") {
      answer.set("Location", DASHBOARD_PATH);
      answer.append("Set-Cookie", returnCookie(0));
    }
    return withEditorHeaders(new Response(content, { status, headers: answer }));
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
    if (pathname === SIGN_IN_HREF) return dashboardSignIn();
    if (pathname === DASHBOARD_PATH || pathname === EXPORT_PATH)
      return statistics(request, env, pathname === EXPORT_PATH);
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
