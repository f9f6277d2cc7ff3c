// Every path the site answers, in one place: the pages (each a file in src/pages/ at its path) and
// the files the build generates beside them (src/pages/[file].ts); the links, the sitemap and the
// head read them here. Plain constants, no content.

// Each page's path is a constant of its own, not a property of one object: a module-level read of an
// object's property counts as code that must run, and a page object made from one would keep its
// whole content module in every bundle that imports it.

/** The site's one trailing-slash policy: none, except the home page "/". */
export const homePath = "/";
export const privacyPolicyPath = "/privacy-policy";
export const termsConditionsPath = "/terms-conditions";
/** The page-not-found page (src/pages/404.astro, built as 404.html), which hosts serve for every unknown path. */
export const notFoundPath = "/404";

export type PagePath = typeof homePath | typeof privacyPolicyPath | typeof termsConditionsPath | typeof notFoundPath;

/** The pages search engines should list (the sitemap), in order. */
export const indexedPaths = [homePath, privacyPolicyPath, termsConditionsPath] as const;

/**
 * The files the build generates beside the pages, each written at its path by src/pages/[file].ts:
 * made from the content and the logo by src/lib/generated-files/generated-files.server.ts.
 */
export const generatedFiles = [
  "/sitemap.xml",
  "/robots.txt",
  "/site.webmanifest",
  "/social-card.png",
  "/favicon.ico",
  "/apple-touch-icon.png",
  "/icon-192.png",
  "/icon-512.png",
  "/icon-maskable-512.png",
] as const;

export type GeneratedFilePath = (typeof generatedFiles)[number];

/** The web app manifest's URL (linked from every page's head: src/layouts/site.astro). */
export const manifestPath = "/site.webmanifest" satisfies GeneratedFilePath;

/**
 * The content editor, which is not part of the public site: its page and its API, in the dev
 * server (editor/integration.ts) and on the editor Worker's own host (worker/index.ts). On the
 * public site they, and everything under /api/, are the 404 page (commands/check-deploy.mjs checks it).
 */
export const editorPath = "/keystatic";
export const editorApiPath = "/api/keystatic";
export const workerApiPrefix = "/api/";

/**
 * Where every page's statistics script sends its beacons (src/lib/statistics/), on the site's own
 * origin: the one path of the public site that runs code (worker/site.ts). Not under the editor's
 * paths, and outside what the site's pages link to.
 */
export const collectPath = "/api/collect";
