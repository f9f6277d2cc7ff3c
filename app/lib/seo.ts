import type { MetaDescriptor } from "react-router";

import { socialCard } from "~/content/pages";
import { site } from "~/content/site";

import { homeGraph, legalPageGraph } from "./structured-data";
import { absoluteUrl } from "./urls";

/** The shared social card (app/lib/social-card.server.tsx renders it at build time). */
export const socialImage = { path: "/social-card.png", width: 1200, height: 630, type: "image/png" } as const;

export type PageSeo = {
  path: string;
  title: string;
  description: string;
  /** Keep the page out of search results (the 404 page): no canonical URL, no og:url. */
  noindex?: boolean;
  /** Which JSON-LD graph describes the page, if any. */
  schema?: "home" | "legal";
};

/**
 * Everything a route's `meta` export returns. Title, description, robots and canonical are also
 * rendered in the browser, so they follow client-side navigation (share sheets read the canonical
 * link). Open Graph, Twitter and JSON-LD are read only by crawlers and link-preview bots, which
 * take the pre-rendered HTML: they exist only in the build's server render, and none of their code
 * ships to the browser. React 19 leaves head elements it did not render in place when it hydrates
 * (e2e/seo.spec.ts checks they survive hydration).
 */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const { title, description, noindex = false } = page;
  const url = absoluteUrl(page.path);
  return [
    { title },
    { name: "description", content: description },
    // A page that asks not to be indexed names no canonical URL: the two signals would contradict.
    noindex ? { name: "robots", content: "noindex" } : { tagName: "link", rel: "canonical", href: url },
    ...(import.meta.env.SSR ? sharingMeta(page, noindex ? undefined : url) : []),
  ];
}

function sharingMeta({ title, description, schema }: PageSeo, url: string | undefined): MetaDescriptor[] {
  const jsonLd =
    schema === "home" ? homeGraph() : schema === "legal" && url ? legalPageGraph({ title, description, url }) : null;
  return [
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
    { property: "og:image:alt", content: socialCard.alt },
    // X/Twitter reads the og: tags above for title, description and image.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: socialCard.alt },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}
