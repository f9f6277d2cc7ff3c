// A photo in the content, as the pages import it (`?photo`, src/content/pictures.ts): copies in AVIF
// and WebP at the widths its frame may need (never wider than the photo) and one in its own format
// for browsers without either, made by vite-imagetools. Artwork draws them as a <picture>.
import { extname } from "node:path";

import sharp from "sharp";
import type { Plugin } from "vite";

/** The widths a photo is copied at (never wider than it is), and the formats, best first. */
const PHOTO_WIDTHS = [360, 720, 1080, 1440];
const PHOTO_FORMATS = ["avif", "webp"];

/** vite-imagetools' query for a photo: its widths and formats. */
export async function photoQuery(file: string) {
  const type = extname(file).slice(1).toLowerCase();
  const { width = 0 } = await sharp(file).metadata();
  const widths = [...PHOTO_WIDTHS.filter((w) => w < width), width];
  const own = type === "jpg" ? "jpeg" : type;
  const formats = [...PHOTO_FORMATS.filter((f) => f !== own), own];
  return `w=${widths.join(";")}&format=${formats.join(";")}&as=picture`;
}

/** `photo.png?photo` is vite-imagetools' `photo.png?w=…&format=…&as=picture` for that photo. */
export function photoCopies(): Plugin {
  return {
    name: "rymi:photo-copies",
    enforce: "pre",
    async resolveId(source, importer) {
      const [path = "", query] = source.split("?");
      if (query !== "photo") return null;
      const photo = await this.resolve(path, importer, { skipSelf: true });
      if (!photo) return null;
      return this.resolve(`${path}?${await photoQuery(photo.id)}`, importer, { skipSelf: true });
    },
  };
}
