// The content editor's page on the editor Worker (worker/index.ts): /keystatic and every path
// under it that is not a file of the editor's bundle (build-plugins/build-editor.mjs) get this page,
// which loads Keystatic's app in GitHub mode (editor/hosted.ts). Its policy is its own: the site's
// pages keep theirs.
import { editorPath } from "../src/lib/routes.ts";
import { editorHeaders, type EditorSettings, isPreviewPattern } from "./editor-api.ts";

/** The files of the editor's bundle: its app, its style sheet, their chunks and fonts. */
export const isEditorFile = (pathname: string) =>
  [`${editorPath}/app.js`, `${editorPath}/app.css`, `${editorPath}/dashboard.js`].includes(pathname) ||
  pathname.startsWith(`${editorPath}/files/`) ||
  pathname.startsWith(`${editorPath}/chunks/`);

/**
 * What Keystatic's app needs, and nothing else: its bundle from the site; GitHub's API, where it
 * reads the content and commits (raw.githubusercontent.com: a public repository's files); the
 * signed-in person's avatar; the pictures it previews (blob: and data: URLs it makes). Its styles
 * are inserted at run time (Emotion), which hashes cannot name. The Google Fonts stylesheet
 * Keystatic links is refused here too: the bundle brings Inter (editor/keystatic.ts, 4).
 */
export const EDITOR_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
].join("; ");
/**
 * The policy over plain HTTP (`wrangler dev` on a developer's machine): without
 * upgrade-insecure-requests, which makes Safari ask for the app's files over HTTPS there and show
 * a blank page. The site's own pages do the same (server/headers.mjs).
 */
export const EDITOR_PAGE_CSP_HTTP = EDITOR_PAGE_CSP.replace("; upgrade-insecure-requests", "");

/** The look of the editor Worker's own short pages: "not set up", "sign in again". */
export const PLAIN_PAGE_STYLE = [
  "body { margin: 0 auto; max-width: 44rem; padding: 2rem 1.25rem; font: 1rem/1.5 system-ui, sans-serif; color: #16181d; }",
  "h1 { font-size: 1.5rem; line-height: 1.25; }",
  "a { color: #1d4ed8; }",
  "pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.875rem; background: #f3f4f6; padding: 1rem; border-radius: 0.5rem; }",
].join(" ");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page: Keystatic's app for the settings' repository, or, when the Worker is not set up, what
 * to set. `https`: whether the request came over HTTPS (production's only scheme). `previewUrl`:
 * the branches' preview address (EDITOR_PREVIEW_URL), for the page's link to its preview.
 */
export function editorPage(settings: EditorSettings, https = true, previewUrl?: string): Response {
  const head = `<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Edit the RYMI website</title>`;
  const html =
    "problem" in settings
      ? `<!doctype html>
<html lang="en">
  <head>
    ${head}
    <style>${PLAIN_PAGE_STYLE}</style>
  </head>
  <body>
    <main>
      <h1>The editor is not set up yet</h1>
      <pre>${escapeHtml(settings.problem)}</pre>
    </main>
  </body>
</html>
`
      : `<!doctype html>
<html lang="en">
  <head>
    ${head}
    <meta name="keystatic-repo" content="${escapeHtml(settings.repo)}" />${
      isPreviewPattern(previewUrl)
        ? `
    <meta name="editor-preview" content="${escapeHtml(previewUrl.trim())}" />`
        : ""
    }
    <link rel="stylesheet" href="${editorPath}/app.css" />
    <script type="module" src="${editorPath}/app.js"></script>
  </head>
  <body>
    <div id="editor"></div>
  </body>
</html>
`;
  return new Response(html, {
    status: "problem" in settings ? 503 : 200,
    headers: {
      ...editorHeaders(https ? EDITOR_PAGE_CSP : EDITOR_PAGE_CSP_HTTP),
      "Content-Type": "text/html; charset=utf-8",
    },
  });
}
