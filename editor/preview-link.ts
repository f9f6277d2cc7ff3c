// The link from each page of the hosted editor (editor/hosted.ts, on its own host) to the same page
// of the site as its branch builds it: Workers Builds gives every branch but the production one a
// preview address on the preview Worker (docs/deploying.md),
// `https://<branch>-rymi-web-preview.<subdomain>.workers.dev`, which the editor Worker's
// EDITOR_PREVIEW_URL names with `{branch}` in place of the branch (wrangler.jsonc). On the
// production branch the link is the live page itself, on the public site's origin.
import { homePath, notFoundPath, type PagePath, privacyPolicyPath, termsConditionsPath } from "../src/lib/routes.ts";
import { BRANCH_PLACEHOLDER, isPreviewPattern } from "../worker/editor-api.ts";

/** The branch the live site is built from (docs/deploying.md, "Set up the editor, once"). */
export const PRODUCTION_BRANCH = "main";

/**
 * A branch's name as Cloudflare puts it in a preview address: its DNS-safe form (lower case, each
 * run of other characters than a–z and 0–9 one dash, none at either end), at most 63 characters
 * with the rest of its label.
 */
export function previewName(branch: string, room = 63): string {
  const safe = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return safe.slice(0, Math.max(1, room)).replace(/-+$/, "");
}

/** The page of the site each section of the editor shows on (its singleton's key → path). */
const PAGE_OF: Record<string, PagePath> = {
  privacyPolicy: privacyPolicyPath,
  termsConditions: termsConditionsPath,
  legal: privacyPolicyPath,
  notFound: notFoundPath,
};

/**
 * The branch and the site's page that an editor address shows, e.g.
 * `/keystatic/branch/new-heading/singleton/privacyPolicy` → new-heading, /privacy-policy. Every
 * other section shows on the home page (the header, footer and error screen too); undefined off a
 * branch (the editor's own start).
 */
export function pageOfEditorPath(pathname: string): { branch: string; path: PagePath } | undefined {
  const match = /^\/keystatic\/branch\/([^/]+)(?:\/singleton\/([^/]+))?/.exec(pathname);
  if (!match) return undefined;
  const [, branch = "", singleton = ""] = match;
  return { branch: decodeURIComponent(branch), path: PAGE_OF[singleton] ?? homePath };
}

/**
 * Where to see what the editor shows at `pathname`: the live page on the production branch (on
 * `live`, the public site's origin), the branch's preview otherwise; undefined when there is no
 * preview address to give.
 */
export function previewOf(pathname: string, live: string, pattern: string | undefined) {
  const page = pageOfEditorPath(pathname);
  if (!page) return undefined;
  const path = page.path === homePath ? "/" : page.path;
  if (page.branch === PRODUCTION_BRANCH) return { href: `${live}${path}`, label: "View this page on the live site" };
  if (!isPreviewPattern(pattern)) return undefined;
  const base = pattern.trim().replace(/\/$/, "");
  const host = new URL(base.replace(BRANCH_PLACEHOLDER, "x")).hostname;
  const room = 63 - (host.split(".")[0]?.length ?? 1) + 1;
  const href = `${base.replace(BRANCH_PLACEHOLDER, previewName(page.branch, room))}${path}`;
  return { href, label: `Preview this page on ${page.branch}` };
}

/**
 * Puts the link in the page and keeps it on the editor's current address: Keystatic moves between
 * its pages with the History API, which fires no event of its own, so its two calls announce each
 * move. The link opens a new tab; it is absent where there is nothing to preview. `live`: the public
 * site's origin, never the editor's own (which serves no page of the site).
 */
export function installPreviewLink(window: Window & typeof globalThis, pattern: string | undefined, live: string) {
  const { document, history, location } = window;
  const link = document.createElement("a");
  link.className = "editor-preview-link";
  link.target = "_blank";
  link.rel = "noopener";
  const update = () => {
    const preview = previewOf(location.pathname, live, pattern);
    link.hidden = !preview;
    if (!preview) return;
    link.href = preview.href;
    link.textContent = `${preview.label} ↗`;
  };
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      update();
    };
  }
  window.addEventListener("popstate", update);
  update();
  document.body.append(link);
  return link;
}
