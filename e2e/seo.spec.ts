// Search and sharing metadata as crawlers and link-preview bots get it from `npm start`: without running scripts.
import { attr, elements, textOf } from "./support/build-files";
import { CONTACT_EMAIL, content, SITE_URL } from "./support/content";
import { expect, test } from "./support/fixtures";
import { get } from "./support/http";

const INDEXED = ["/", "/privacy-policy", "/terms-conditions"];
const NOT_FOUND = "/no/such/page";
const ROUTES = [...INDEXED, NOT_FOUND];
const canonicalOf = (path: string) => `${SITE_URL}${path}`;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The server's origin (this worker's `npm start`). */
let origin = "";
test.beforeEach(({ site }) => {
  origin = site.origin;
});

/** A file as served: 200, its bytes and text. */
async function fetchFile(path: string) {
  const reply = await get(origin, path);
  expect(reply.status, path).toBe(200);
  return reply;
}
/** What search engines and link previews read in the page served at `path`. */
async function pageAt(path: string) {
  const html = (await get(origin, path)).body;
  const all = elements(html);
  const meta: Record<string, string> = {};
  for (const element of all.filter((e) => e.tagName === "meta"))
    meta[attr(element, "name") ?? attr(element, "property") ?? ""] = attr(element, "content") ?? "";
  const links = all
    .filter((e) => e.tagName === "link")
    .map((e) => [attr(e, "rel"), attr(e, "href"), attr(e, "type")].filter(Boolean).join(" "));
  const [root, title, time] = ["html", "title", "time"].map((tag) => all.find((e) => e.tagName === tag));
  return {
    html,
    meta,
    links,
    lang: root && attr(root, "lang"),
    title: title ? textOf(title) : "",
    time: time && attr(time, "datetime"),
    canonicals: links.filter((link) => link.startsWith("canonical ")).map((link) => link.slice("canonical ".length)),
  };
}
/** `${width}x${height}` from a PNG's IHDR chunk. */
function pngSize(png: Buffer, what: string) {
  expect(png.subarray(0, 16).toString("latin1"), `${what}: a PNG`).toBe("\x89PNG\r\n\x1a\n\0\0\0\rIHDR");
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test("every route: lang, a unique title, a 50-160 character description, theme-color, the icon and manifest links", async () => {
  const titles = new Set<string>();
  for (const path of ROUTES) {
    const { lang, title, meta, links } = await pageAt(path);
    titles.add(title);
    expect(lang, path).toBe("en");
    expect(title.trim(), path).not.toBe("");
    const length = meta.description?.length ?? 0;
    expect(length >= 50 && length <= 160, `${path}: a 50-160 character description: ${meta.description}`).toBe(true);
    expect(meta["theme-color"], path).toMatch(HEX_COLOR);
    expect(links, path).toEqual(
      expect.arrayContaining([
        // Fingerprinted by the build: /assets/logo-mark.<hash>.svg
        expect.stringMatching(/^icon \/assets\/logo-mark\.[\w-]+\.svg image\/svg\+xml$/),
        "icon /favicon.ico",
        "apple-touch-icon /apple-touch-icon.png",
        "manifest /site.webmanifest",
      ]),
    );
  }
  expect(titles.size, "unique titles").toBe(ROUTES.length);
});
test("indexable pages name one https canonical URL, also their og:url and listed in the sitemap robots.txt names; the 404 page is noindex and names none", async () => {
  for (const path of INDEXED) {
    const { canonicals, meta } = await pageAt(path);
    expect(canonicals, path).toEqual([canonicalOf(path)]);
    expect(canonicalOf(path), path).toMatch(/^https:\/\//);
    expect(meta["og:url"], path).toBe(canonicalOf(path));
    expect(meta.robots, path).toBeUndefined();
  }
  const notFound = await pageAt(NOT_FOUND);
  expect([notFound.meta.robots, notFound.canonicals, notFound.meta["og:url"]]).toEqual(["noindex", [], undefined]);
  const robots = (await fetchFile("/robots.txt")).body.split("\n");
  expect(robots).toContain("User-agent: *");
  expect(robots).not.toContain("Disallow: /");
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const sitemap = (await fetchFile("/sitemap.xml")).body;
  const entries = [...sitemap.matchAll(/<url>\s*<loc>([^<]*)<\/loc>\s*<lastmod>([^<]*)<\/lastmod>\s*<\/url>/g)];
  const locs = entries.map(([, loc]) => loc);
  expect(locs, "the sitemap's URLs").toEqual(INDEXED.map(canonicalOf));
  for (const [, loc, lastmod = ""] of entries) {
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(lastmod)), `${loc}: ${lastmod}`).toBe(false);
  }
});
test("Open Graph and Twitter tags are complete on every route; their one card is a real 1200 x 630 PNG under 1 MB", async () => {
  const cards = new Set<string>();
  for (const path of ROUTES) {
    const { meta, title } = await pageAt(path);
    expect(meta["og:title"], path).toBe(title);
    expect(meta["og:description"], path).toBe(meta.description);
    expect(meta, path).toMatchObject({
      "og:type": "website",
      "og:site_name": "RYMI",
      "twitter:card": "summary_large_image",
    });
    expect(meta["og:image"], path).toMatch(new RegExp(`^${SITE_URL.replace(/[.]/g, "\\.")}/`));
    expect(meta["og:image"], path).toMatch(/^https:\/\//);
    expect(meta["og:image:alt"]?.length ?? 0, path).toBeGreaterThan(20);
    cards.add(["og:image", "og:image:width", "og:image:height", "og:image:type"].map((key) => meta[key]).join(" "));
  }
  expect([...cards], "one shared card").toHaveLength(1);
  const { meta } = await pageAt("/");
  const image = await fetchFile(new URL(meta["og:image"] ?? "").pathname);
  expect(meta["og:image:type"]).toBe("image/png");
  expect(pngSize(image.bytes, "og:image")).toBe("1200x630");
  expect([meta["og:image:width"], meta["og:image:height"]]).toEqual(["1200", "630"]);
  expect(image.bytes.length).toBeLessThan(1024 * 1024); // platforms drop cards over a few MB; stay far below
});
type JsonLdNode = Record<string, unknown> & { "@type": string };
test("JSON-LD: one escaped schema.org graph; home has the Organization and WebSite, legal pages a WebPage dated as shown", async () => {
  const graphs = new Map<string, Map<string, JsonLdNode>>();
  for (const path of INDEXED) {
    const blocks = [...(await pageAt(path)).html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(blocks, path).toHaveLength(1);
    const raw = blocks[0]?.[1] ?? "";
    expect(raw, `${path}: nothing in the JSON can end the script element early`).not.toMatch(/[<>]/);
    const data = JSON.parse(raw) as { "@context": string; "@graph": JsonLdNode[] };
    expect(data["@context"], path).toBe("https://schema.org");
    graphs.set(path, new Map(data["@graph"].map((node) => [node["@type"], node])));
  }
  const home = graphs.get("/");
  const org = home?.get("Organization");
  expect(org).toMatchObject({ name: "RYMI", url: `${SITE_URL}/`, email: CONTACT_EMAIL });
  expect(org?.contactPoint).toMatchObject({ "@type": "ContactPoint", email: CONTACT_EMAIL });
  const logo = org?.logo as Record<string, string>;
  expect(logo.url?.startsWith(`${SITE_URL}/`), logo.url).toBe(true);
  const logoFile = await fetchFile(new URL(logo.url ?? "").pathname);
  expect(pngSize(logoFile.bytes, "logo")).toBe(`${Number(logo.width)}x${Number(logo.height)}`);
  expect(home?.get("WebSite")).toMatchObject({ url: `${SITE_URL}/`, name: "RYMI", publisher: { "@id": org?.["@id"] } });
  for (const path of ["/privacy-policy", "/terms-conditions"]) {
    const { canonicals, title, meta, time } = await pageAt(path);
    const webPage = graphs.get(path)?.get("WebPage");
    expect(webPage, path).toMatchObject({ url: canonicals[0], name: title, description: meta.description });
    expect(webPage?.dateModified, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time, `${path}: the date the page shows`).toBe(webPage?.dateModified);
  }
});
test("the icons and the manifest's icons are real files of the sizes they claim; the manifest names the site", async () => {
  const svgIcon = (await pageAt("/")).links.find((link) => link.endsWith(" image/svg+xml"))?.split(" ")[1] ?? "";
  const svg = (await fetchFile(svgIcon)).body;
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
  expect(pngSize((await fetchFile("/apple-touch-icon.png")).bytes, "apple-touch-icon")).toBe("180x180");
  // ICO directory: reserved 0, type 1 (icon), then one 16-byte entry per image (width 0 means 256).
  const ico = (await fetchFile("/favicon.ico")).bytes;
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + i * 16] || 256);
  expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));
  type Icon = { src: string; sizes: string; type: string; purpose?: string };
  type Manifest = { name: string; short_name: string; start_url: string; theme_color: string; icons: Icon[] };
  const manifest = JSON.parse((await fetchFile("/site.webmanifest")).body) as Manifest;
  const { appName, appShortName } = content.sharing;
  expect([manifest.name, manifest.short_name, manifest.start_url]).toEqual([appName, appShortName, "/"]);
  expect(manifest.theme_color).toMatch(HEX_COLOR);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    expect(icon.type, icon.src).toBe("image/png");
    expect(pngSize((await fetchFile(icon.src)).bytes, icon.src), icon.src).toBe(icon.sizes);
  }
});
