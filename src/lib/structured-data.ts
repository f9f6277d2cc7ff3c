import type { Graph, Organization, WebPage, WebSite } from "schema-dts";

import { homeDescription, homePage } from "~/content/home-page";
import { site } from "~/content/site";

import { absoluteUrl } from "./urls";

/** Stable node ids, so every page's graph points at the same organisation and website. */
const ids = {
  organization: () => `${absoluteUrl("/")}#organization`,
  website: () => `${absoluteUrl("/")}#website`,
} as const;

/** The logo search engines show: the 512 px app icon (src/lib/generated-files/icons.server.ts), a raster as they require. */
export const logoImage = { path: "/icon-512.png", size: 512 } as const;

export function organization(): Organization {
  return {
    "@type": "Organization",
    "@id": ids.organization(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(logoImage.path),
      width: String(logoImage.size),
      height: String(logoImage.size),
    },
    email: site.email,
    description: homeDescription,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      availableLanguage: "English",
    },
  };
}

export function website(): WebSite {
  return {
    "@type": "WebSite",
    "@id": ids.website(),
    name: site.name,
    url: absoluteUrl("/"),
    inLanguage: "en",
    publisher: { "@id": ids.organization() },
  };
}

type PageInfo = { url: string; title: string; description: string };

export function webPage(page: PageInfo, dateModified?: string): WebPage {
  return {
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: "en",
    isPartOf: { "@id": ids.website() },
    publisher: { "@id": ids.organization() },
    ...(dateModified ? { dateModified } : {}),
  };
}

/** Home: who RYMI is, the website, and the page itself. */
export function homeGraph(): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization(),
      website(),
      webPage({ title: homePage.title, description: homeDescription, url: absoluteUrl(homePage.path) }),
    ],
  };
}

/** A legal page: the page (with its last-updated date), plus the nodes it refers to. */
export function legalPageGraph(page: PageInfo, updated?: string): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [webPage(page, updated), website(), organization()],
  };
}
