import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

import satori from "satori";
import { decompress } from "wawoff2";

import signalArt from "~/assets/art/bg-signal.svg?drawing";
import { hero, heroDrawings } from "~/content/home";
import { socialCard } from "~/content/shared";
import { site } from "~/content/site";

import { logoMarkSvg, palette } from "../../lib/brand";
import { svgToPng } from "./icons.server";
import { socialImage } from "../../lib/seo";

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700] as const;
type Weight = (typeof WEIGHTS)[number];
/**
 * One of Inter's faces as TrueType: @fontsource ships WOFF2, which wawoff2 (Google's woff2 decoder,
 * in WebAssembly) unpacks. satori reads it, and resvg, which reads TrueType or OpenType alone.
 */
const font = async (weight: Weight) =>
  Buffer.from(
    await decompress(await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`))),
  );
const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const pngUri = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/**
 * The hero illustration as a PNG at twice its size on the card. Its labels are SVG text, which
 * resvg draws only from font files on disk and not inside nested images.
 */
async function rasteriseArt(art: string, width: number, fonts: Record<Weight, Buffer>): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "rymi-card-"));
  try {
    const files = await Promise.all(
      WEIGHTS.map(async (weight) => {
        const path = join(dir, `inter-${weight}.ttf`);
        await writeFile(path, fonts[weight]);
        return path;
      }),
    );
    return svgToPng(art, width * 2, files, "Inter");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The card's words from the content: the hero's main heading and the tagline under it. */
export type SocialCardTexts = { heading: string; tagline: string };

/** Inter's faces, read once: satori lays out the text with them, resvg draws the artwork's labels. */
export async function socialCardFonts(): Promise<Record<Weight, Buffer>> {
  return { 400: await font(400), 700: await font(700) };
}

/**
 * The card as satori lays it out, an SVG: `texts` drawn as outlines of Inter's letters (satori
 * writes text as paths, never as SVG text, so no string of the content is markup there), over the
 * first slide's illustration when `artPng` holds it.
 */
export async function socialCardSvg(
  texts: SocialCardTexts,
  fonts: Record<Weight, Buffer>,
  artPng?: Buffer,
): Promise<string> {
  const { width, height } = socialImage;
  const host = new URL(site.url).host;
  return satori(
    <div
      style={{
        width,
        height,
        display: "flex",
        position: "relative",
        backgroundColor: palette.ink,
        color: "#ffffff",
        fontFamily: "Inter",
      }}
    >
      <img
        src={svgUri(signalArt)}
        width={1008}
        height={630}
        alt=""
        style={{ position: "absolute", left: 192, top: 0 }}
      />
      {artPng && (
        <img
          src={pngUri(artPng)}
          width={520}
          height={390}
          alt=""
          style={{ position: "absolute", right: 0, top: 150 }}
        />
      )}
      <div style={{ display: "flex", flexDirection: "column", width: 640, padding: "64px 0 60px 72px" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <img src={svgUri(logoMarkSvg({ size: 60 }))} width={60} height={60} alt="" />
          <span style={{ fontSize: 44, fontWeight: 700, letterSpacing: -1 }}>{site.name}</span>
        </div>
        <div
          style={{
            display: "flex",
            marginTop: 52,
            fontSize: 58,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: -1.5,
          }}
        >
          {texts.heading}
        </div>
        <div style={{ display: "flex", marginTop: 28, fontSize: 27, lineHeight: 1.4, color: palette.mist }}>
          {texts.tagline}
        </div>
        <div
          style={{ display: "flex", alignItems: "center", gap: 14, marginTop: "auto", fontSize: 26, fontWeight: 700 }}
        >
          <div style={{ display: "flex", width: 44, height: 6, borderRadius: 3, backgroundColor: palette.volt }} />
          <span style={{ color: palette.volt }}>{host}</span>
        </div>
      </div>
    </div>,
    {
      width,
      height,
      fonts: [...WEIGHTS.map((weight) => ({ name: "Inter", data: fonts[weight], weight, style: "normal" as const }))],
    },
  );
}

/**
 * The 1200 × 630 card shown where a link to the site is shared: the logo, the hero's headline and
 * its first slide's illustration on the site's ink, as a PNG (platforms reject SVG cards). Text is laid out
 * with Inter from npm, never the machine's fonts, so every build draws the same card.
 */
export async function renderSocialCard(): Promise<Buffer> {
  const fonts = await socialCardFonts();
  // The first slide's drawing.
  const art = heroDrawings[0]?.markup;
  const artPng = art ? await rasteriseArt(art, 520, fonts) : undefined;
  const svg = await socialCardSvg({ heading: hero.heading, tagline: socialCard.tagline }, fonts, artPng);
  return svgToPng(svg, socialImage.width);
}
