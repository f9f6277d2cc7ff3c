import { site } from "~/content/site";

/**
 * The site's one trailing-slash policy, used by canonical links, Open Graph, the sitemap and
 * internal links: no trailing slash, except the root itself ("/").
 */
export function canonicalPath(path: string): string {
  const clean = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return clean === "" ? "/" : clean.startsWith("/") ? clean : `/${clean}`;
}

/** An absolute https URL on the site, from the one site URL setting. */
export function absoluteUrl(path: string): string {
  return `${site.url}${canonicalPath(path)}`;
}
