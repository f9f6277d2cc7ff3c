import { describe, expect, it, vi } from "vitest";

import { pageDescriptions, pageHead } from "./seo";
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

describe("pageHead", () => {
  const page = { path: "/privacy-policy", title: "Privacy Policy | RYMI" } as const;

  it("gives an indexable page one canonical URL", () => {
    expect(pageHead(page).canonical).toBe("https://rymi.ai/privacy-policy");
  });

  it("adds Open Graph, Twitter and JSON-LD, og:url equal to the canonical URL", () => {
    const head = pageHead({ ...page, schema: "legal" });
    const og = Object.fromEntries(head.openGraph);
    expect(og["og:url"]).toBe("https://rymi.ai/privacy-policy");
    expect(head.description).toBe(pageDescriptions["/privacy-policy"]);
    expect(og["og:description"]).toBe(pageDescriptions["/privacy-policy"]);
    expect(og["og:image"]).toBe("https://rymi.ai/social-card.png");
    expect(Object.fromEntries(head.twitter)["twitter:card"]).toBe("summary_large_image");
    expect((head.jsonLd as { "@graph": object[] })["@graph"]).toContainEqual(
      expect.objectContaining({ "@type": "WebPage", url: "https://rymi.ai/privacy-policy" }),
    );
  });

  it("gives a noindex page no canonical URL, no og:url and no JSON-LD", () => {
    const head = pageHead({ ...page, noindex: true, schema: "legal" });
    expect(head.canonical).toBeUndefined();
    expect(Object.fromEntries(head.openGraph)).not.toHaveProperty("og:url");
    expect(Object.fromEntries(head.openGraph)["og:title"]).toBe(page.title);
    expect(head.jsonLd).toBeUndefined();
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
      const head = seo.pageHead({ path: "/terms-conditions", title: "T", schema: "legal" });
      const found = [head.canonical, ...[...head.openGraph, ...head.twitter].map(([, value]) => value)].filter((v) =>
        String(v).startsWith("http"),
      );
      expect(found.length).toBeGreaterThan(2);
      for (const url of found) expect(String(url).startsWith("https://staging.rymi.ai/")).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
