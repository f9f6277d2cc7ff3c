import { describe, expect, it, vi } from "vitest";

import { pageDescriptions, pageMeta } from "./seo";
import { absoluteUrl, canonicalPath } from "./urls";

describe("canonicalPath: no trailing slash, except the root", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/privacy-policy", "/privacy-policy"],
    ["/privacy-policy/", "/privacy-policy"],
    ["privacy-policy//", "/privacy-policy"],
    ["/terms-conditions?ref=x#top", "/terms-conditions"],
  ])("%j → %j", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });
});

describe("absoluteUrl", () => {
  it("prefixes the one site URL", () => {
    expect(absoluteUrl("/")).toBe("https://rymi.ai/");
    expect(absoluteUrl("/social-card.png")).toBe("https://rymi.ai/social-card.png");
  });
});

describe("pageMeta", () => {
  const page = { path: "/privacy-policy", title: "Privacy Policy | RYMI" } as const;
  const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
    meta.find((entry) => (entry as Record<string, string>)[key] === value) as Record<string, string> | undefined;

  it("gives an indexable page one canonical link and no robots line", () => {
    const meta = pageMeta(page);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://rymi.ai/privacy-policy");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("adds Open Graph, Twitter and JSON-LD, og:url equal to the canonical URL", () => {
    const meta = pageMeta({ ...page, schema: "legal" });
    expect(find(meta, "property", "og:url")?.content).toBe("https://rymi.ai/privacy-policy");
    expect(find(meta, "name", "description")?.content).toBe(pageDescriptions["/privacy-policy"]);
    expect(find(meta, "property", "og:description")?.content).toBe(pageDescriptions["/privacy-policy"]);
    expect(find(meta, "property", "og:image")?.content).toBe("https://rymi.ai/social-card.png");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    const block = meta.find((entry) => "script:ld+json" in entry) as { "script:ld+json": { "@graph": object[] } };
    const jsonLd = block["script:ld+json"];
    expect(jsonLd["@graph"]).toContainEqual(
      expect.objectContaining({ "@type": "WebPage", url: "https://rymi.ai/privacy-policy" }),
    );
  });

  it("gives a noindex page no canonical URL and no og:url", () => {
    const meta = pageMeta({ ...page, noindex: true });
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
    expect(find(meta, "property", "og:url")).toBeUndefined();
    expect(find(meta, "property", "og:title")?.content).toBe(page.title);
  });
});

describe("the one site URL setting", () => {
  it("is overridden at build time by PUBLIC_SITE_URL, and every absolute URL follows it", async () => {
    vi.stubEnv("PUBLIC_SITE_URL", "https://staging.rymi.ai/");
    vi.resetModules();
    try {
      const seo = await import("./seo");
      const urls = await import("./urls");
      expect(urls.absoluteUrl("/")).toBe("https://staging.rymi.ai/");
      const meta = seo.pageMeta({ path: "/terms-conditions", title: "T", schema: "legal" });
      const found = meta.flatMap((entry) => Object.values(entry).filter((v) => String(v).startsWith("http")));
      expect(found.length).toBeGreaterThan(2);
      for (const url of found) expect(String(url).startsWith("https://staging.rymi.ai/")).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
