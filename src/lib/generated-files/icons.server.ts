import { Resvg } from "@resvg/resvg-js";
import pngToIco from "png-to-ico";

import { logoMarkSvg } from "../../lib/brand";

/**
 * Rasterises an SVG document to a PNG exactly `width` pixels wide. Only the given font files are
 * used (never the machine's), and they answer for every family the SVG asks for.
 */
export function svgToPng(svg: string, width: number, fontFiles: string[] = [], family = ""): Buffer {
  const font = { loadSystemFonts: false, fontFiles, defaultFontFamily: family, sansSerifFamily: family };
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font }).render().asPng();
}

const png = (size: number, fullBleed = false) => svgToPng(logoMarkSvg({ size, fullBleed }), size);

/** A generated file's contents, made on demand (src/lib/generated-files/generated-files.server.ts). */
export type GeneratedFile = () => Promise<Buffer | string>;

/**
 * Every icon the site links to, generated from the logo mark. The rounded tile is for browser tabs
 * and the manifest's "any" icons; full-bleed squares for platforms that crop their own shape
 * (iOS home screens, Android maskable icons).
 */
export const iconFiles = {
  "/favicon.ico": () => pngToIco([png(16), png(32), png(48)]),
  "/apple-touch-icon.png": async () => png(180, true),
  "/icon-192.png": async () => png(192),
  "/icon-512.png": async () => png(512),
  "/icon-maskable-512.png": async () => png(512, true),
} satisfies Record<string, GeneratedFile>;
