import type { Artwork, ImportedPhoto } from "./types";

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

/**
 * A content file's picture as the page shows it. The build and the dev server import each picture a
 * content file names (contentImports() in tooling/content-modules.ts; the content check makes sure it
 * is there): a drawing (SVG) as its URL, a photo as its copies in AVIF and WebP at several widths
 * beside one in its own format.
 */
export function picture(image: string | ImportedPhoto, alt: string, { sizes, ...frame }: Frame): Artwork {
  if (typeof image === "string") return { src: image, alt, ...frame };
  const sources = Object.entries(image.sources)
    .filter(([format]) => format === "avif" || format === "webp")
    .map(([format, srcSet]) => ({ type: `image/${format}`, srcSet }));
  return { src: image.img.src, alt, ...frame, sources, sizes };
}

/**
 * Every drawing's SVG markup by its built URL, for `inline`. Pre-rendering only: in the browser
 * bundle `import.meta.env.SSR` is false, so this and the markup it imports drop out.
 */
const markupByUrl: Record<string, string> = import.meta.env.SSR
  ? (() => {
      // Literal options: Vite reads them at build time.
      const urls = import.meta.glob<string>("/src/assets/art/**/*.svg", {
        eager: true,
        import: "default",
        query: "?url",
      });
      const markup = import.meta.glob<string>("/src/assets/art/**/*.svg", {
        eager: true,
        import: "default",
        query: "?raw",
      });
      return Object.fromEntries(
        Object.entries(urls).map(([file, url]) => [url, inlineSvg(markup[file] ?? "", idPrefix(url))]),
      );
    })()
  : {};

/** A prefix for a drawing's ids, unique to its built file: /assets/image-DDOSbC_h.svg gives "image-DDOSbC_h-". */
function idPrefix(url: string) {
  return `${(url.split("/").pop() ?? url).replace(/\.svg$/, "").replace(/[^\w-]/g, "_")}-`;
}

/**
 * A drawing as it goes inside the page. The wrapper is the image (role="img", named by the alt
 * text), so the drawing itself is not announced again; what an editor's export puts before it (an
 * XML declaration, comments) is left out. Its ids get the prefix, and every reference to them
 * too: several drawings share one document, and two exports often use the same ids.
 */
export function inlineSvg(svg: string, prefix: string): string {
  const start = svg.search(/<svg\s/);
  if (start < 0) throw new Error(`Artwork: no <svg> element in ${svg.slice(0, 40)}`);
  return `<svg aria-hidden="true" focusable="false" ${svg.slice(start + "<svg ".length)}`
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(\s*(["']?)#/g, `url($1#${prefix}`)
    .replace(/\b((?:xlink:)?href)="#/g, `$1="#${prefix}`);
}

/** A drawing's markup by its built URL, to draw it inside the page (pre-rendering only). */
export function svgMarkup(url: string): string | undefined {
  return markupByUrl[url];
}
