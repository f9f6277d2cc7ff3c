import { homeDescription } from "~/content/home-page";
import { privacyDescription, termsDescription } from "~/content/legal";
import { notFoundDescription } from "~/content/other-pages";
import { socialCard } from "~/content/shared";
import { site } from "~/content/site";

import { homePath, notFoundPath, type PagePath, privacyPolicyPath, termsConditionsPath } from "./routes";
import { homeGraph, legalPageGraph } from "./structured-data";
import { absoluteUrl } from "./urls";

/**
 * Each page's meta description (50 to 160 characters, the schema says): what search results and link
 * previews show under the title. Only bots read it, in the pre-rendered HTML.
 */
export const pageDescriptions = {
  [homePath]: homeDescription,
  [privacyPolicyPath]: privacyDescription,
  [termsConditionsPath]: termsDescription,
  [notFoundPath]: notFoundDescription,
} as const satisfies Record<PagePath, string>;

/** The shared social card (src/lib/generated-files/social-card.server.tsx renders it at build time). */
export const socialImage = { path: "/social-card.png", width: 1200, height: 630, type: "image/png" } as const;

export type PageSeo = {
  path: PagePath;
  title: string;
  /** Keep the page out of search results (the 404 page): no canonical URL, no og:url. */
  noindex?: boolean;
  /** Which JSON-LD graph describes the page, if any. */
  schema?: "home" | "legal";
  /** When the page's text last changed (ISO date), for its JSON-LD. */
  updated?: string;
};

/** Everything a page's <head> says of it, in the order src/layouts/page-head.astro writes it. */
export type PageHead = {
  title: string;
  /** The canonical URL; none for a page kept out of search results, which says `noindex` instead. */
  canonical: string | undefined;
  description: string;
  /** Open Graph's properties and their values, in order. */
  openGraph: [property: string, content: string][];
  /** The names X/Twitter reads beside Open Graph, and their values, in order. */
  twitter: [name: string, content: string][];
  /** The page's JSON-LD graph, if it has one. */
  jsonLd: object | undefined;
};

/**
 * What a page's <head> says of it, written at build time (src/layouts/page-head.astro): the title,
 * the canonical link, the description, Open Graph, Twitter and JSON-LD. Links between pages are
 * page loads, so every head is its own pre-rendered one: neither this code nor its text ships to the
 * browser.
 */
export function pageHead({ path, title, noindex = false, schema, updated }: PageSeo): PageHead {
  // A page that asks not to be indexed names no canonical URL: the two signals would contradict.
  const url = noindex ? undefined : absoluteUrl(path);
  const description = pageDescriptions[path];
  const { alt } = socialCard;
  return {
    title,
    canonical: url,
    description,
    openGraph: [
      ...(url ? [["og:url", url] as [string, string]] : []),
      ["og:type", "website"],
      ["og:site_name", site.name],
      ["og:locale", "en_US"],
      ["og:title", title],
      ["og:description", description],
      ["og:image", absoluteUrl(socialImage.path)],
      ["og:image:type", socialImage.type],
      ["og:image:width", String(socialImage.width)],
      ["og:image:height", String(socialImage.height)],
      ["og:image:alt", alt],
    ],
    // X/Twitter reads the og: tags above for title, description and image.
    twitter: [
      ["twitter:card", "summary_large_image"],
      ["twitter:image:alt", alt],
    ],
    jsonLd:
      schema === "home"
        ? homeGraph()
        : schema === "legal" && url
          ? legalPageGraph({ title, description, url }, updated)
          : undefined,
  };
}
