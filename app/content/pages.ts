import { site } from "./site";

// Each route's path and title, and the texts a page shows of its own. Paths follow the site's one
// trailing-slash policy: none, except the home page "/".

export const homePage = {
  path: "/",
  title: `${site.name}: real-time AI voice agents for phone calls`,
} as const;

export const privacyPage = {
  path: "/privacy-policy",
  title: `Privacy Policy | ${site.name}`,
  heading: "Privacy Policy",
} as const;

export const termsPage = {
  path: "/terms-conditions",
  title: `Terms & Conditions | ${site.name}`,
  heading: "Terms & Conditions",
} as const;

export const notFoundPage = {
  path: "/404",
  title: `Page not found | ${site.name}`,
  heading: "Oops! Page not found",
  text: "The page you were looking for doesn't exist or has moved.",
  home: "Return to Home",
} as const;

/**
 * Each page's meta description (50 to 160 characters): what search results and link previews show
 * under the title. Only bots read it, in the pre-rendered HTML (app/lib/seo.ts), so none of this
 * text ships in the browser's JavaScript.
 */
export const pageDescriptions = {
  "/": "RYMI answers phone calls with a live AI model that replies in under one second, with barge-in, full-duplex audio and logged transcripts. Plus custom AI agents.",
  "/privacy-policy":
    "How RYMI collects, uses, stores and protects personal data, call audio and transcripts on its AI voice platform, and the rights you have over them.",
  "/terms-conditions":
    "The terms for using RYMI's AI voice agents, analytics platform and services: eligibility, acceptable use, AI output, liability and governing law.",
  "/404": "This page doesn't exist. Head back to the RYMI home page to explore real-time AI voice agents.",
} as const satisfies Record<string, string>;

export type PagePath = keyof typeof pageDescriptions;

/** The pages search engines should list (the sitemap), in order. */
export const indexedPages = [homePage, privacyPage, termsPage] as const;

/**
 * The files the build generates beside the pages, each served by a resource route at its path
 * (app/routes.ts): made from the content and the logo by app/lib/static-files.server.ts.
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

/** The web app manifest's URL (linked after the first paint: app/root.tsx). */
export const manifestPath = "/site.webmanifest" satisfies GeneratedFilePath;

/**
 * Every path the build pre-renders (react-router.config.ts): the pages, the catch-all route's page
 * at "/404" (scripts/postbuild.mjs copies it to the top-level 404.html), and the generated files.
 * A function, so the browser's bundle can drop it (a module-level `.map` counts as code that must run).
 */
export const prerenderPaths = () => [...indexedPages.map((page) => page.path), notFoundPage.path, ...generatedFiles];

// The two below are read only at build time. They are functions, not objects, so that their text
// stays out of the browser's JavaScript: a module-level `${site.name}` counts as code that must run.

/**
 * The image shown when a page is shared (Open Graph / Twitter card), generated at build time
 * (app/lib/social-card.server.tsx): the hero's heading over this tagline, described by `alt`.
 */
export const socialCard = () =>
  ({
    tagline: "Replies in under one second. Callers can interrupt. Every call transcribed.",
    alt: `${site.name}: real-time AI voice agents for phone calls. A phone handset streaming audio to an AI model and back in under one second.`,
  }) as const;

/** The web app manifest's texts (shown when the site is added to a home screen). */
export const appManifest = () =>
  ({
    name: `${site.name}: AI voice agents`,
    shortName: site.name,
    description: pageDescriptions["/"],
  }) as const;

export const legalLabels = {
  lastUpdated: "Last updated",
} as const;
