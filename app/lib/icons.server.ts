import { Resvg } from "@resvg/resvg-js";
import pngToIco from "png-to-ico";

import { logoMarkSvg } from "./brand";

/**
 * Rasterises an SVG document to a PNG exactly `width` pixels wide. Only the given font files are
 * used (never the machine's), and they answer for every family the SVG asks for.
 */
export function svgToPng(svg: string, width: number, fontFiles: string[] = [], family = ""): Buffer {
  const font = { loadSystemFonts: false, fontFiles, defaultFontFamily: family, sansSerifFamily: family };
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font }).render().asPng();
}

const png = (size: number, fullBleed = false) => svgToPng(logoMarkSvg({ size, fullBleed }), size);

export type IconFile = { body: Buffer | string; type: string };

/**
 * Every icon the site links to, generated from the logo mark. The rounded tile is for browser tabs
 * and the manifest's "any" icons; full-bleed squares for platforms that crop their own shape
 * (iOS home screens, Android maskable icons).
 */
export const iconFiles = {
  "/favicon.svg": async () => ({ body: logoMarkSvg({ size: 32 }), type: "image/svg+xml" }),
  "/favicon.ico": async () => ({ body: await pngToIco([png(16), png(32), png(48)]), type: "image/x-icon" }),
  "/apple-touch-icon.png": async () => ({ body: png(180, true), type: "image/png" }),
  "/icon-192.png": async () => ({ body: png(192), type: "image/png" }),
  "/icon-512.png": async () => ({ body: png(512), type: "image/png" }),
  "/icon-maskable-512.png": async () => ({ body: png(512, true), type: "image/png" }),
} satisfies Record<string, () => Promise<IconFile>>;

export type IconPath = keyof typeof iconFiles;

export function isIconPath(path: string): path is IconPath {
  return Object.hasOwn(iconFiles, path);
}
