import { site } from "./site";

/**
 * Each route's path, title and description (search results and shared links). Paths follow the
 * site's one trailing-slash policy: none, except the home page "/".
 */
export const pages = {
  home: {
    path: "/",
    title: `${site.name}: real-time AI voice agents for phone calls`,
    description:
      "RYMI answers phone calls with a live AI model that replies in under one second, with barge-in, full-duplex audio and logged transcripts. Plus custom AI agents.",
  },
  privacy: {
    path: "/privacy-policy",
    title: `Privacy Policy | ${site.name}`,
    heading: "Privacy Policy",
    description:
      "How RYMI collects, uses, stores and protects personal data, call audio and transcripts on its AI voice platform, and the rights you have over them.",
  },
  terms: {
    path: "/terms-conditions",
    title: `Terms & Conditions | ${site.name}`,
    heading: "Terms & Conditions",
    description:
      "The terms for using RYMI's AI voice agents, analytics platform and services: eligibility, acceptable use, AI output, liability and governing law.",
  },
  notFound: {
    path: "/404",
    title: `Page not found | ${site.name}`,
    description: "This page doesn't exist. Head back to the RYMI home page to explore real-time AI voice agents.",
  },
} as const;

/**
 * The image shown when a page is shared (Open Graph / Twitter card), generated at build time
 * (app/lib/social-card.server.tsx): the hero's heading over this tagline, described by `alt`.
 */
export const socialCard = {
  tagline: "Replies in under one second. Callers can interrupt. Every call transcribed.",
  alt: `${site.name}: real-time AI voice agents for phone calls. A phone handset streaming audio to an AI model and back in under one second.`,
} as const;

/** The web app manifest's texts (shown when the site is added to a home screen). */
export const appManifest = {
  name: `${site.name}: AI voice agents`,
  shortName: site.name,
  description: pages.home.description,
} as const;

export const legalLabels = {
  lastUpdated: "Last updated",
  contents: "On this page",
  backHome: "Back to home",
} as const;
