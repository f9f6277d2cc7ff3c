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

/** The shared social card (src/lib/generated-files/social-card.server.tsx renders it at build time). */
export const socialImage = { path: "/social-card.png", width: 1200, height: 630, type: "image/png" } as const;

/** One element of a page's <head>, as the layout writes it (src/layouts/site.astro). */
export type MetaDescriptor =
  | { title: string }
  | { tagName: "link"; rel: string; href: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { "script:ld+json": object };

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
 * Everything a page's <head> says of it, written at build time by the layout (src/layouts/site.astro):
 * the title, the canonical link, the description, Open Graph, Twitter and JSON-LD. Links between
 * pages are page loads, so every head is its own pre-rendered one: neither this code nor its text
 * ships to the browser.
 */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
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
