// What the dev server adds in front of Keystatic's routes (editor/integration.ts adds it, in
// `astro dev` only): the editor page's policy and head, and a save refused with the build's message.
import type { MiddlewareHandler } from "astro";

import { uploadProblems } from "../build-plugins/content-check.ts";
import { nothingSaved } from "../build-plugins/upload-check.ts";
import { API_PATH, EDITOR_PATH } from "./integration.ts";

/** Where Keystatic's local mode sends a save: the files to add and to delete. */
const SAVE_PATH = `${API_PATH}/update`;

/**
 * The editor page talks to this dev server only. Keystatic links a Google Fonts stylesheet of its
 * own; this policy keeps that request in the browser (the page brings Inter itself, from npm), and
 * any other host too. Vite's client needs its WebSocket; Keystatic's and Astro's styles are inline.
 */
const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/**
 * Keystatic's page is its app alone (one client-only island); the head the editor page had before:
 * its language, title, kept out of search engines, and editor/main.ts (Inter, the save notice).
 */
const EDITOR_HEAD = `<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Edit the RYMI website</title>
    <script type="module" src="/editor/main.ts"></script>
  </head>
`;

/**
 * Why a save may not be written: a drawing or a legal text it adds that the site would refuse
 * (build-plugins/content-check.ts). Keystatic shows the answer's text in the editor and keeps the
 * changes unsaved, so the marketing team reads the build's own message the moment they save.
 */
export function refusedSave(body: string): string | undefined {
  let additions: { path?: unknown; contents?: unknown }[] = [];
  try {
    additions = (JSON.parse(body) as { additions?: typeof additions }).additions ?? [];
  } catch {
    return undefined; // Keystatic's own handler answers a malformed request.
  }
  const problems = additions.flatMap(({ path, contents }) =>
    typeof path === "string" && typeof contents === "string"
      ? uploadProblems(path, Buffer.from(contents, "base64").toString("utf8"))
      : [],
  );
  return nothingSaved(problems);
}

export const onRequest: MiddlewareHandler = async ({ url, request }, next) => {
  if (url.pathname === SAVE_PATH && request.method === "POST") {
    const refused = refusedSave(await request.clone().text());
    if (refused)
      return new Response(refused, { status: 422, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    return next();
  }
  if (url.pathname !== EDITOR_PATH && !url.pathname.startsWith(`${EDITOR_PATH}/`)) return next();
  const page = await next();
  const headers = new Headers(page.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", EDITOR_CSP);
  headers.set("Cache-Control", "no-store");
  headers.delete("Content-Length");
  const html = (await page.text()).replace(/^\s*<!doctype html>\s*/i, "");
  return new Response(`<!doctype html>\n${EDITOR_HEAD}${html}`, { status: page.status, headers });
};
