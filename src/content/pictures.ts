// The pictures a content file names, by path ("/src/assets/art/…"), as the page shows them: read
// in the pages' code at build time (./home.ts), each loaded in the one form its place needs.
import type { Artwork, Drawing, ImportedPhoto } from "./types";

/**
 * The frames pictures are drawn in, by section: a replacement is fitted into the same frame. `sizes`:
 * how wide the frame is on the page (src/components/sections), for the browser to pick a photo's copy.
 */
export const frames = {
  hero: { width: 720, height: 540, sizes: "(min-width: 1024px) 576px, (min-width: 480px) 448px, 90vw" },
  step: { width: 480, height: 320, sizes: "(min-width: 1024px) 300px, 90vw" },
  useCase: { width: 640, height: 400, sizes: "(min-width: 1024px) 560px, 90vw" },
} as const;

type Frame = (typeof frames)[keyof typeof frames];

// Literal options: Vite reads them at build time. Each picture is loaded when a page asks for it,
// in the form it asks: a drawing as its published file's URL, or as markup to draw inside the page
// (`?drawing`, build-plugins/drawings.ts); a photo as its copies (`?photo`, build-plugins/photos.ts).
const drawingFiles = import.meta.glob<string>("/src/assets/art/**/*.svg", { import: "default", query: "?url" });
const drawingMarkup = import.meta.glob<string>("/src/assets/art/**/*.svg", { import: "default", query: "?drawing" });
const photoCopies = import.meta.glob<ImportedPhoto>("/src/assets/art/**/*.{png,jpg,jpeg,webp}", {
  import: "default",
  query: "?photo",
});

/** One picture, loaded in one form; the content check has made sure it is there. */
function load<T>(forms: Record<string, () => Promise<T>>, path: string): Promise<T> {
  const form = forms[path];
  if (!form) throw new Error(`No picture at ${path}`);
  return form();
}

/**
 * A content file's picture as an image of the page: a drawing (SVG) as its URL; a photo as its
 * copies in AVIF and WebP at several widths beside one in its own format.
 */
export async function picture(path: string, alt: string, { sizes, ...frame }: Frame): Promise<Artwork> {
  if (path.toLowerCase().endsWith(".svg")) return { src: await load(drawingFiles, path), alt, ...frame };
  const photo = await load(photoCopies, path);
  const sources = Object.entries(photo.sources)
    .filter(([format]) => format === "avif" || format === "webp")
    .map(([format, srcSet]) => ({ type: `image/${format}`, srcSet }));
  return { src: photo.img.src, alt, ...frame, sources, sizes };
}

/** A drawing to draw inside the page (the hero's): its markup, with ids of its own. */
export async function drawing(path: string, alt: string, { width, height }: Frame | Omit<Frame, "sizes">) {
  return { markup: await load(drawingMarkup, path), alt, width, height } satisfies Drawing;
}
