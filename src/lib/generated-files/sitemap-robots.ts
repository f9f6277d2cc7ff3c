/** The files crawlers read: sitemap.xml and robots.txt (written at build time, src/lib/generated-files/generated-files.server.ts). */

export type SitemapEntry = {
  /** Absolute URL, in the site's trailing-slash policy. */
  loc: string;
  /** ISO date (YYYY-MM-DD) the page's content last changed. */
  lastmod: string;
};

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </url>`,
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/**
 * Everything may be crawled (the 404 page says noindex itself, which crawlers must be able to read).
 * The content editor is on a host of its own, whose every answer says noindex: nothing of it here.
 */
export function robotsTxt(sitemapUrl: string): string {
  // A line of robots.txt ends at a line break, and the format escapes nothing: a URL with a space or
  // a control character in it (a PUBLIC_SITE_URL pasted with its line break) would add a line.
  if (!/^https?:\/\/[^\s\p{Cc}]+$/u.test(sitemapUrl))
    throw new Error(
      `robots.txt: the sitemap's address must be one http(s) URL without spaces: ${JSON.stringify(sitemapUrl)}`,
    );
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * The build's date (YYYY-MM-DD, UTC), the home page's lastmod. Honours SOURCE_DATE_EPOCH, so a
 * reproducible build gets the same sitemap twice.
 */
export function buildDate(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const date = env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : now;
  return date.toISOString().slice(0, 10);
}
