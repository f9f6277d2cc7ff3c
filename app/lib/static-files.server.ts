import { appManifest, indexedPages } from "~/content/pages";
import { site } from "~/content/site";

import { palette } from "./brand";
import { buildDate, robotsTxt, sitemapXml } from "./crawl-files";
import { type GeneratedFile, iconFiles } from "./icons.server";
import { socialImage } from "./seo";
import { renderSocialCard } from "./social-card.server";
import { absoluteUrl } from "./urls";

/** The web app manifest; its icons are generated from the logo beside it. */
function webManifest(): string {
  const texts = appManifest();
  const manifest = {
    id: "/",
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    // A website, not an app: opened from a home screen it keeps the browser's address bar.
    display: "browser",
    background_color: palette.ink,
    theme_color: palette.ink,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Every file the build generates beside the pages (scripts/static-files.mjs writes them into
 * build/client): the sitemap and robots.txt, the manifest, the social card and the icons.
 */
export const staticFiles: Record<string, GeneratedFile> = {
  "/sitemap.xml": async () =>
    sitemapXml(
      // The home page changes with every release; the legal pages when their date says so.
      indexedPages.map((page) => ({
        loc: absoluteUrl(page.path),
        lastmod: page.path === "/" ? buildDate() : site.legalUpdated,
      })),
    ),
  "/robots.txt": async () => robotsTxt(absoluteUrl("/sitemap.xml")),
  "/site.webmanifest": async () => webManifest(),
  [socialImage.path]: renderSocialCard,
  ...iconFiles,
};
