import type { MetaDescriptor } from "react-router";

import { homeDescription } from "~/content/home-page";
import { privacyDescription, termsDescription } from "~/content/legal";
import { notFoundDescription } from "~/content/other-pages";
import { site, socialCard } from "~/content/site";

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

/** The shared social card (app/routes/generated-files/social-card.server.tsx renders it at build time). */
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

/**
 * Everything a route's `meta` export returns, rendered only in the build's server render: the
 * title, the canonical link, the description, Open Graph, Twitter and JSON-LD. Links between
 * pages are page loads (the legal pages and the 404 page load no React), so every head is its own
 * pre-rendered one and the browser never needs to render it again: neither this code nor its text
 * ships to the browser. React 19 leaves head elements it did not render in place when it hydrates
 * (e2e/csp.spec.ts compares the head before and after).
 */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  if (!import.meta.env.SSR) return [];
  const { title, noindex = false } = page;
  const url = absoluteUrl(page.path);
  return [
    { title },
    // A page that asks not to be indexed names no canonical URL: the two signals would contradict.
    noindex ? { name: "robots", content: "noindex" } : { tagName: "link", rel: "canonical", href: url },
    ...crawlerMeta(page, noindex ? undefined : url),
  ];
}

function crawlerMeta({ path, title, schema, updated }: PageSeo, url: string | undefined): MetaDescriptor[] {
  const description = pageDescriptions[path];
  const { alt } = socialCard();
  const jsonLd =
    schema === "home"
      ? homeGraph()
      : schema === "legal" && url
        ? legalPageGraph({ title, description, url }, updated)
        : null;
  return [
    { name: "description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: absoluteUrl(socialImage.path) },
    { property: "og:image:type", content: socialImage.type },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: alt },
    // X/Twitter reads the og: tags above for title, description and image.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: alt },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}
