// Every path the site answers, in one place: the pages, the files the build generates beside them,
// and the list the build pre-renders. The route config (src/routes.ts) makes its routes from these,
// react-router.config.ts pre-renders prerenderPaths, and the pages and links read them here. Plain
// constants, no content: the route config and the build's config load this module before the
// content files are modules.

// Each page's path is a constant of its own, not a property of one object: a module-level read of an
// object's property counts as code that must run, and a page object made from one would keep its
// whole content module in every bundle that imports it.

/** The site's one trailing-slash policy: none, except the home page "/". */
export const homePath = "/";
export const privacyPolicyPath = "/privacy-policy";
export const termsConditionsPath = "/terms-conditions";
/** The catch-all route's page, pre-rendered at /404 (tooling/build-end.mjs writes it as 404.html). */
export const notFoundPath = "/404";

export type PagePath = typeof homePath | typeof privacyPolicyPath | typeof termsConditionsPath | typeof notFoundPath;

/** The pages search engines should list (the sitemap), in order. */
export const indexedPaths = [homePath, privacyPolicyPath, termsConditionsPath] as const;

/**
 * The files the build generates beside the pages, each served by a resource route at its path
 * (src/routes.ts): made from the content and the logo by src/lib/generated-files/generated-files.server.ts.
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

/** The web app manifest's URL (linked from every page's head: src/root.tsx). */
export const manifestPath = "/site.webmanifest" satisfies GeneratedFilePath;

/**
 * Every path the build pre-renders (react-router.config.ts): the pages, the catch-all route's page
 * at "/404", and the generated files.
 */
export const prerenderPaths = [...indexedPaths, notFoundPath, ...generatedFiles];
