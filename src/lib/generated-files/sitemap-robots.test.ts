import { describe, expect, it } from "vitest";

import { BREAK_OUT_CORPUS } from "../../../build-plugins/hostile-content/break-out-strings";
import { buildDate, robotsTxt, sitemapXml } from "./sitemap-robots";

describe("sitemapXml", () => {
  it("lists each URL with its lastmod, XML-escaped, in a parseable urlset", () => {
    const xml = sitemapXml([
      { loc: "https://rymi.ai/", lastmod: "2026-11-21" },
      { loc: "https://rymi.ai/a?b=1&c=<d>", lastmod: "2025-06-09" },
    ]);
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.getAttribute("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = [...doc.querySelectorAll("url")].map((url) => [
      url.querySelector("loc")?.textContent,
      url.querySelector("lastmod")?.textContent,
    ]);
    expect(urls).toEqual([
      ["https://rymi.ai/", "2026-11-21"],
      ["https://rymi.ai/a?b=1&c=<d>", "2025-06-09"],
    ]);
    expect(xml).toContain("&amp;c=&lt;d&gt;");
  });

  it("keeps any text an entry holds as that text: one <url> each, no other element", () => {
    const entries = BREAK_OUT_CORPUS.map((text) => ({ loc: `https://rymi.ai/${text}`, lastmod: text }));
    const doc = new DOMParser().parseFromString(sitemapXml(entries), "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect([...doc.querySelectorAll("*")].map((e) => e.tagName)).toEqual([
      "urlset",
      ...entries.flatMap(() => ["url", "loc", "lastmod"]),
    ]);
    expect([...doc.querySelectorAll("lastmod")].map((e) => e.textContent)).toEqual([...BREAK_OUT_CORPUS]);
  });
});

describe("robotsTxt", () => {
  it("allows everything, names nothing of the content editor (on a host of its own), and points to the sitemap", () => {
    expect(robotsTxt("https://rymi.ai/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://rymi.ai/sitemap.xml\n",
    );
  });

  it("refuses a sitemap address that would add a line: robots.txt escapes nothing", () => {
    for (const url of [
      "https://rymi.ai\nDisallow: /",
      "https://rymi.ai/\r\nAllow: /x",
      "https://rymi.ai/a\u2028b",
      "https://rymi.ai/a b",
      "javascript:alert(1)",
    ])
      expect(() => robotsTxt(url), JSON.stringify(url)).toThrow(/robots\.txt: the sitemap's address/);
  });
});

describe("buildDate", () => {
  it("is today's UTC date, or SOURCE_DATE_EPOCH's when set", () => {
    expect(buildDate({}, new Date("2026-11-21T23:30:00-05:00"))).toBe("2026-11-22");
    expect(buildDate({ SOURCE_DATE_EPOCH: "1749427200" })).toBe("2025-06-09");
    expect(buildDate({ SOURCE_DATE_EPOCH: "soon" }, new Date("2026-01-02T00:00:00Z"))).toBe("2026-01-02");
  });
});
