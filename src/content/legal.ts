// The side bar's "Legal pages": each legal page's title, heading, date and text (legal/<page>/index.json
// and body.mdx), and the words both pages share (legal/shared.json).
import { privacyPolicyPath, termsConditionsPath } from "../lib/routes";

import { entry, legalText } from "./entries";

const privacyContent = await entry("privacyPolicy");
const termsContent = await entry("termsConditions");
const sharedContent = await entry("legal");

export const privacyPage = {
  path: privacyPolicyPath,
  title: privacyContent.title,
  heading: privacyContent.heading,
  /** When the text last changed (ISO date): shown on the page, in its structured data and the sitemap. */
  updated: privacyContent.updated,
} as const;

export const termsPage = {
  path: termsConditionsPath,
  title: termsContent.title,
  heading: termsContent.heading,
  updated: termsContent.updated,
} as const;

/** The legal pages' texts, each as a component the legal page renders. */
export const privacyText = await legalText("privacyPolicy");
export const termsText = await legalText("termsConditions");

/** The legal pages' meta descriptions, by page. */
export const privacyDescription = privacyContent.description;
export const termsDescription = termsContent.description;

/** The legal pages, each with the date its text last changed (the sitemap's lastmod). */
export const legalPages = [privacyPage, termsPage] as const;

/** The words on both legal pages: "Last updated" before the date. */
export const legalLabels = { lastUpdated: sharedContent.lastUpdated } as const;

/** The words of the statistics' opt-out (<StatisticsChoice /> in a legal text: src/components/layout/legal-page.tsx). */
export const statisticsChoice = {
  stop: sharedContent.statisticsStop,
  resume: sharedContent.statisticsResume,
  stopped: sharedContent.statisticsStopped,
  refused: sharedContent.statisticsRefused,
} as const;
