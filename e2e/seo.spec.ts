import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Search and sharing metadata, read from the pre-rendered HTML (JavaScript off, as crawlers and
 * link-preview bots see it) and from the generated files, on every route.
 */

/** The site URL the build was made with (VITE_SITE_URL overrides it, as the README says). */
const SITE = (process.env.VITE_SITE_URL || "https://rymi.ai").replace(/\/+$/, "");

const INDEXED = [
  { path: "/", canonical: `${SITE}/` },
  { path: "/privacy-policy", canonical: `${SITE}/privacy-policy` },
  { path: "/terms-conditions", canonical: `${SITE}/terms-conditions` },
] as const;
const NOT_FOUND = "/no/such/page";
const ROUTES = [...INDEXED.map((route) => route.path), NOT_FOUND];

test.use({ javaScriptEnabled: false });

type Head = {
  lang: string;
  title: string;
  description: string | null;
  themeColor: string | null;
  robots: string | null;
  canonicals: string[];
  og: Record<string, string>;
  twitter: Record<string, string>;
  links: { rel: string; href: string; type: string | null; sizes: string | null }[];
  jsonLd: string[];
  anchors: string[];
};

/** Everything in the page's head that search engines and link previews read. */
async function readHead(page: Page, path: string): Promise<Head> {
  await page.goto(path);
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    const byPrefix = (attribute: string, prefix: string) =>
      Object.fromEntries(
        [...document.head.querySelectorAll(`meta[${attribute}^="${prefix}"]`)].map((meta) => [
          meta.getAttribute(attribute) ?? "",
          meta.getAttribute("content") ?? "",
        ]),
      );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: content('meta[name="description"]'),
      themeColor: content('meta[name="theme-color"]'),
      robots: content('meta[name="robots"]'),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      og: byPrefix("property", "og:"),
      twitter: byPrefix("name", "twitter:"),
      links: [...document.head.querySelectorAll("link[rel]")].map((link) => ({
        rel: link.getAttribute("rel") ?? "",
        href: link.getAttribute("href") ?? "",
        type: link.getAttribute("type"),
        sizes: link.getAttribute("sizes"),
      })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
      anchors: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
    };
  });
}

/** The local copy of a URL on the site: the same path, on the test server. */
const local = (url: string) => new URL(url).pathname;

async function fetchFile(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { type: response.headers()["content-type"] ?? "", body: await response.body() };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Every route's head, read once (per worker) for the tests below that only inspect it. */
const heads = new Map<string, Head>();

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  for (const path of ROUTES) heads.set(path, await readHead(page, path));
  await page.close();
});

test.describe("every route's head", () => {
  test("has a unique title, a 50-160 character description, lang and theme-color", () => {
    const titles = ROUTES.map((path) => heads.get(path)?.title);
    expect(new Set(titles).size).toBe(ROUTES.length);
    for (const path of ROUTES) {
      const head = heads.get(path);
      expect(head?.title.trim(), path).not.toBe("");
      expect(head?.description?.length ?? 0, `${path}: ${head?.description}`).toBeGreaterThanOrEqual(50);
      expect(head?.description?.length ?? 0, `${path}: ${head?.description}`).toBeLessThanOrEqual(160);
      expect(head?.lang, path).toBe("en");
      expect(head?.themeColor, path).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  test("indexable pages name one absolute https canonical URL, the same as og:url and the sitemap's", () => {
    for (const { path, canonical } of INDEXED) {
      const head = heads.get(path);
      expect(head?.canonicals, path).toEqual([canonical]);
      expect(canonical.startsWith("https://")).toBe(true);
      expect(head?.og["og:url"], path).toBe(canonical);
      expect(head?.robots, path).toBeNull();
    }
  });

  test("the 404 page is noindex and names no canonical URL", () => {
    const head = heads.get(NOT_FOUND);
    expect(head?.robots).toBe("noindex");
    expect(head?.canonicals).toEqual([]);
    expect(head?.og["og:url"]).toBeUndefined();
  });

  test("Open Graph and Twitter card tags are complete and their image is a real 1200 x 630 PNG", async ({
    request,
  }) => {
    const images = new Set<string>();
    for (const path of ROUTES) {
      const { og, twitter, title, description } = heads.get(path) ?? ({} as Head);
      expect(og["og:title"], path).toBe(title);
      expect(og["og:description"], path).toBe(description);
      expect(og["og:type"], path).toBe("website");
      expect(og["og:site_name"], path).toBe("RYMI");
      expect(og["og:image"], path).toMatch(new RegExp(`^${SITE.replace(/[.]/g, "\\.")}/`));
      expect(og["og:image"]?.startsWith("https://"), path).toBe(true);
      expect(og["og:image:alt"]?.length ?? 0, path).toBeGreaterThan(20);
      expect(twitter["twitter:card"], path).toBe("summary_large_image");
      images.add(`${og["og:image"]} ${og["og:image:width"]}x${og["og:image:height"]} ${og["og:image:type"]}`);
    }
    expect(images.size).toBe(1); // one shared card

    const og = heads.get("/")?.og ?? {};
    const file = await fetchFile(request, local(og["og:image"] ?? ""));
    expect(file.type).toBe("image/png");
    expect(og["og:image:type"]).toBe("image/png");
    const size = pngSize(file.body);
    expect(size).toEqual({ width: 1200, height: 630 });
    expect([og["og:image:width"], og["og:image:height"]]).toEqual([String(size.width), String(size.height)]);
    expect(file.body.length).toBeLessThan(1024 * 1024); // platforms drop cards over a few MB; stay far below
  });

  test("internal links follow the same no-trailing-slash policy", () => {
    for (const path of ROUTES) {
      const internal = (heads.get(path)?.anchors ?? []).filter((href) => href.startsWith("/"));
      expect(internal.length, path).toBeGreaterThan(0);
      for (const href of internal) {
        const pathname = href.replace(/[?#].*$/, "");
        expect(pathname === "/" || !pathname.endsWith("/"), `${path}: ${href}`).toBe(true);
      }
    }
  });
});

type JsonLdNode = Record<string, unknown> & { "@type": string };

/** Parses a page's JSON-LD: one schema.org graph, whose nodes are returned by type. */
function parseGraph(blocks: string[]): Map<string, JsonLdNode> {
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0] ?? "") as { "@context": string; "@graph": JsonLdNode[] };
  expect(data["@context"]).toBe("https://schema.org");
  expect(Array.isArray(data["@graph"])).toBe(true);
  return new Map(data["@graph"].map((node) => [node["@type"], node]));
}

test.describe("structured data (JSON-LD)", () => {
  test("home: Organization (name, url, logo, email, contactPoint) and WebSite", async ({ request }) => {
    const graph = parseGraph(heads.get("/")?.jsonLd ?? []);

    const org = graph.get("Organization");
    expect(org?.name).toBe("RYMI");
    expect(org?.url).toBe(`${SITE}/`);
    expect(org?.email).toBe("contact@rymi.ai");
    const contactPoint = org?.contactPoint as Record<string, string>;
    expect(contactPoint["@type"]).toBe("ContactPoint");
    expect(contactPoint.email).toBe("contact@rymi.ai");
    const logo = org?.logo as Record<string, string>;
    expect(logo.url?.startsWith(`${SITE}/`)).toBe(true);
    const logoFile = await fetchFile(request, local(logo.url ?? ""));
    expect(pngSize(logoFile.body)).toEqual({ width: Number(logo.width), height: Number(logo.height) });

    const website = graph.get("WebSite");
    expect(website?.url).toBe(`${SITE}/`);
    expect(website?.name).toBe("RYMI");
    expect(website?.publisher).toEqual({ "@id": org?.["@id"] });
  });

  for (const path of ["/privacy-policy", "/terms-conditions"]) {
    test(`${path}: WebPage with its canonical URL, title and last-updated date`, async ({ page }) => {
      const head = await readHead(page, path);
      const webPage = parseGraph(head.jsonLd).get("WebPage");
      expect(webPage?.url).toBe(head.canonicals[0]);
      expect(webPage?.name).toBe(head.title);
      expect(webPage?.description).toBe(head.description);
      expect(webPage?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The date the page itself shows.
      await expect(page.locator("time").first()).toHaveAttribute("datetime", String(webPage?.dateModified));
    });
  }

  test("the JSON is escaped inside its script element (no markup can end the block early)", async ({ request }) => {
    for (const path of INDEXED.map((route) => route.path)) {
      const html = (await (await request.get(path)).text()).replace(/\s+/g, " ");
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
        expect(json).not.toMatch(/[<>]/);
        expect(() => JSON.parse(json ?? "")).not.toThrow();
      }
    }
  });
});

test.describe("sitemap.xml and robots.txt", () => {
  test("the sitemap lists exactly the three real pages, with absolute URLs and lastmod dates", async ({
    page,
    request,
  }) => {
    const file = await fetchFile(request, "/sitemap.xml");
    expect(file.type).toMatch(/xml/);
    await page.goto("/");
    const entries = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      return [...doc.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
      }));
    }, file.body.toString("utf8"));
    expect(entries?.map((entry) => entry.loc)).toEqual(INDEXED.map((route) => route.canonical));
    for (const entry of entries ?? []) {
      expect(Number.isNaN(Date.parse(entry.lastmod)), entry.lastmod).toBe(false);
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Each listed URL is served, and declares itself canonical.
      const head = await readHead(page, local(entry.loc));
      expect(head.canonicals).toEqual([entry.loc]);
    }
  });

  test("robots.txt allows crawling and points to the sitemap by absolute URL", async ({ request }) => {
    const file = await fetchFile(request, "/robots.txt");
    expect(file.type).toMatch(/^text\/plain/);
    const lines = file.body.toString("utf8").split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

test.describe("icons and the web app manifest", () => {
  test("every page links the SVG favicon, favicon.ico, the apple-touch icon and the manifest", () => {
    for (const path of ROUTES) {
      const links = heads.get(path)?.links ?? [];
      const rels = links.map((link) => `${link.rel} ${link.href}`);
      expect(rels, path).toEqual(
        expect.arrayContaining([
          "icon /favicon.svg",
          "icon /favicon.ico",
          "apple-touch-icon /apple-touch-icon.png",
          "manifest /site.webmanifest",
        ]),
      );
      expect(links.find((link) => link.href === "/favicon.svg")?.type, path).toBe("image/svg+xml");
    }
  });

  test("the icon files exist at the sizes they claim", async ({ request }) => {
    const svg = await fetchFile(request, "/favicon.svg");
    expect(svg.type).toMatch(/^image\/svg\+xml/);
    expect(svg.body.toString("utf8")).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);

    expect(pngSize((await fetchFile(request, "/apple-touch-icon.png")).body)).toEqual({ width: 180, height: 180 });

    // ICO directory: reserved 0, type 1 (icon), then one 16-byte entry per image (width 0 means 256).
    const ico = (await fetchFile(request, "/favicon.ico")).body;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + i * 16] || 256);
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));
  });

  test("the manifest names the site and lists 192 and 512 px icons that really have those sizes", async ({
    request,
  }) => {
    const file = await fetchFile(request, "/site.webmanifest");
    expect(file.type).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(file.body.toString("utf8")) as {
      name: string;
      short_name: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain("RYMI");
    expect(manifest.short_name).toBe("RYMI");
    expect(manifest.start_url).toBe("/");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const declared = manifest.icons.map((icon) => icon.sizes);
    expect(declared).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      const { width, height } = pngSize((await fetchFile(request, icon.src)).body);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});
