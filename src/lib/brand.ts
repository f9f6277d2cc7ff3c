/**
 * The theme colours that leave the stylesheet: the browser's theme-color, the generated icons and
 * the social card are drawn outside CSS. Each equals its `--color-*` token in src/styles/app.css
 * (brand.test.ts checks), so change both together.
 */
export const palette = {
  ink: "#0b0f17",
  mist: "#aab4c4",
  volt: "#c8f542",
} as const;

/** The RYMI mark: a volt tile with a voice waveform (header logo, favicon: assets/brand/logo-mark.svg, app icons). */
export const logoMark = {
  size: 32,
  radius: 9,
  strokeWidth: 2.6,
  bars: ["M8 13.5v5", "M12.5 9.5v13", "M17 12v8", "M21.5 7.5v17", "M26 13.5v5"],
} as const;

type MarkSvgOptions = {
  /** Output size in pixels. */
  size: number;
  /** Fill the whole square with the tile colour and inset the waveform (home-screen icons). */
  fullBleed?: boolean;
};

/** The mark as a standalone SVG document. */
export function logoMarkSvg({ size, fullBleed = false }: MarkSvgOptions): string {
  const { size: box, radius, strokeWidth, bars } = logoMark;
  // Platforms crop full-bleed icons to a circle or squircle: keep the waveform inside the central
  // safe zone and let the tile fill the square.
  const scale = fullBleed ? 0.72 : 1;
  const offset = (box * (1 - scale)) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" width="${size}" height="${size}">`,
    `<rect width="${box}" height="${box}"${fullBleed ? "" : ` rx="${radius}"`} fill="${palette.volt}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${palette.ink}" stroke-width="${strokeWidth}" stroke-linecap="round">`,
    `<path d="${bars.join("")}"/>`,
    `</g></svg>`,
  ].join("");
}
