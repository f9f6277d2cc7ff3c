// Field by field, so that the browser's bundle keeps only what its code reads (the descriptions are
// read in the pre-rendered HTML only): each content file's fields are exports of their own.
import * as homeContent from "./home/page.json";
import * as privacyContent from "./legal/privacy-policy/index.json";
import * as termsContent from "./legal/terms-conditions/index.json";
import * as notFoundContent from "./pages/not-found.json";
import controlsData from "./shared/controls.json";
import sharingData from "./shared/sharing.json";
import type { ContentOf } from "./types";

// Each route's path and title, and the texts a page shows of its own. Paths follow the site's one
// trailing-slash policy: none, except the home page "/".

const sharingContent = sharingData as ContentOf<"sharing">;

export const homePage = { path: "/", title: homeContent.title } as const;

export const privacyPage = {
  path: "/privacy-policy",
  title: privacyContent.title,
  heading: privacyContent.heading,
  /** When the text last changed (ISO date): shown on the page, in its structured data and the sitemap. */
  updated: privacyContent.updated,
} as const;

export const termsPage = {
  path: "/terms-conditions",
  title: termsContent.title,
  heading: termsContent.heading,
  updated: termsContent.updated,
} as const;

export const notFoundPage = {
  path: "/404",
  title: notFoundContent.title,
  heading: notFoundContent.heading,
  text: notFoundContent.text,
  home: notFoundContent.home,
} as const;

/**
 * Each page's meta description (50 to 160 characters, the schema says): what search results and link
 * previews show under the title. Only bots read it, in the pre-rendered HTML (app/lib/seo.ts).
 */
export const pageDescriptions = {
  "/": homeContent.description,
  "/privacy-policy": privacyContent.description,
  "/terms-conditions": termsContent.description,
  "/404": notFoundContent.description,
} as const satisfies Record<string, string>;

export type PagePath = keyof typeof pageDescriptions;

/** The pages search engines should list (the sitemap), in order. */
export const indexedPages = [homePage, privacyPage, termsPage] as const;

/**
 * The files the build generates beside the pages, each served by a resource route at its path
 * (app/routes.ts): made from the content and the logo by app/routes/generated-files/generated-files.server.ts.
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

/** The web app manifest's URL (linked from every page's head: app/root.tsx). */
export const manifestPath = "/site.webmanifest" satisfies GeneratedFilePath;

/**
 * Every path the build pre-renders (react-router.config.ts): the pages, the catch-all route's page
 * at "/404" (tooling/build-end.mjs copies it to the top-level 404.html), and the generated files.
 * A function, so the browser's bundle can drop it (a module-level `.map` counts as code that must run).
 */
export const prerenderPaths = () => [...indexedPages.map((page) => page.path), notFoundPage.path, ...generatedFiles];

// The two below are read only at build time.

/**
 * The image shown when a page is shared (Open Graph / Twitter card), generated at build time
 * (app/routes/generated-files/social-card.server.tsx): the hero's heading over this tagline, described by `alt`.
 */
export const socialCard = () => ({ tagline: sharingContent.cardTagline, alt: sharingContent.cardAlt }) as const;

/** The web app manifest's texts (shown when the site is added to a home screen). */
export const appManifest = () =>
  ({
    name: sharingContent.appName,
    shortName: sharingContent.appShortName,
    description: pageDescriptions["/"],
  }) as const;

export const legalLabels = { lastUpdated: (controlsData as ContentOf<"controls">).lastUpdated } as const;
