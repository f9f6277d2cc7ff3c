import { site } from "./site";

/** Each route's title and description (search results and shared links). */
export const pages = {
  home: {
    title: `${site.name}: real-time AI voice agents for phone calls`,
    description:
      "RYMI answers phone calls with a live AI model that replies in under one second, with barge-in, full-duplex audio and logged transcripts. Plus custom AI agents.",
  },
  privacy: {
    title: `Privacy Policy | ${site.name}`,
    heading: "Privacy Policy",
    description:
      "How RYMI collects, uses, stores and protects personal data, call audio and transcripts on its AI voice platform, and the rights you have over them.",
  },
  terms: {
    title: `Terms & Conditions | ${site.name}`,
    heading: "Terms & Conditions",
    description:
      "The terms for using RYMI's AI voice agents, analytics platform and services: eligibility, acceptable use, AI output, liability and governing law.",
  },
  notFound: {
    title: `Page not found | ${site.name}`,
    description: "This page doesn't exist. Head back to the RYMI home page to explore real-time AI voice agents.",
  },
} as const;

export const legalLabels = {
  lastUpdated: "Last updated",
  contents: "On this page",
  backHome: "Back to home",
} as const;
