import { legalPages } from "~/content/legal";
import { appManifest } from "~/content/shared";
import { type GeneratedFilePath, indexedPaths } from "~/lib/routes";

import { palette } from "../../lib/brand";
import { buildDate, robotsTxt, sitemapXml } from "./sitemap-robots";
import { type GeneratedFile, iconFiles } from "./icons.server";
import { socialImage } from "../../lib/seo";
import { renderSocialCard } from "./social-card.server";
import { absoluteUrl } from "../../lib/urls";

/**
 * The web app manifest; its icons are generated from the logo beside it. A JSON file of its own:
 * JSON.stringify escapes whatever the content's texts hold (quotes, backslashes, control characters).
 */
export function webManifest(texts: typeof appManifest = appManifest): string {
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
 * Every file the build generates beside the pages, by path (src/lib/routes.ts lists the paths):
 * the sitemap and robots.txt, the manifest, the social card and the icons.
 */
export const generators = {
  "/sitemap.xml": async () =>
    sitemapXml(
      // The home page changes with every release; the legal pages when their date says so.
      indexedPaths.map((path) => ({
        loc: absoluteUrl(path),
        lastmod: legalPages.find((page) => page.path === path)?.updated ?? buildDate(),
      })),
    ),
  "/robots.txt": async () => robotsTxt(absoluteUrl("/sitemap.xml")),
  "/site.webmanifest": async () => webManifest(),
  [socialImage.path]: renderSocialCard,
  ...iconFiles,
} satisfies Record<GeneratedFilePath, GeneratedFile>;

/** What the dev server labels each file with (the build writes only the bytes; hosts type them). */
const CONTENT_TYPES: Record<string, string> = {
  xml: "application/xml",
  txt: "text/plain; charset=utf-8",
  webmanifest: "application/manifest+json",
  png: "image/png",
  ico: "image/x-icon",
  svg: "image/svg+xml",
};

/**
 * A generated file as the endpoint that answers its path (src/pages/[file].ts) returns it: the build
 * writes its bytes to build/client at the same path; the dev server answers with its type.
 */
export async function generatedFileResponse(path: string): Promise<Response> {
  const generate: GeneratedFile | undefined = generators[path as GeneratedFilePath];
  if (!generate) return new Response(`No generated file at ${path}`, { status: 404 });
  const body = await generate();
  const extension = path.slice(path.lastIndexOf(".") + 1);
  // A copy into a plain Uint8Array: Node's Buffer type may sit on a SharedArrayBuffer, not a BodyInit.
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: { "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream" },
  });
}
