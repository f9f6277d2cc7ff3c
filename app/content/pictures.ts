import type { Artwork } from "./types";

/** The frames pictures are drawn in, by section: a replacement is fitted into the same frame. */
export const frames = {
  hero: { width: 720, height: 540 },
  step: { width: 480, height: 320 },
  useCase: { width: 640, height: 400 },
} as const;

/**
 * A content file's picture as the page shows it. In the build and the dev server, `src` is already
 * the picture's built URL: contentPictures() (scripts/content-check.ts) turns each path a content
 * file names into an import of it; the content check makes sure the file is there.
 */
export function picture(src: string, alt: string, frame: { width: number; height: number }): Artwork {
  return { src, alt, ...frame };
}

/**
 * Every illustration's SVG markup by its built URL, for `inline`. Pre-rendering only: in the
 * browser bundle `import.meta.env.SSR` is false, so this and the markup it imports drop out.
 */
const markupByUrl: Record<string, string> = import.meta.env.SSR
  ? (() => {
      // Literal options: Vite reads them at build time.
      const urls = import.meta.glob<string>("/app/assets/art/**/*.svg", {
        eager: true,
        import: "default",
        query: "?url",
      });
      const markup = import.meta.glob<string>("/app/assets/art/**/*.svg", {
        eager: true,
        import: "default",
        query: "?raw",
      });
      // The wrapper is the image (role="img", named by the alt text); the drawing inside is not announced
      // again. What an editor's export puts before the drawing (an XML declaration, comments) is left out.
      const hidden = (svg = "") => {
        const start = svg.search(/<svg\s/);
        if (start < 0) throw new Error(`Artwork: no <svg> element in ${svg.slice(0, 40)}`);
        return `<svg aria-hidden="true" focusable="false" ${svg.slice(start + "<svg ".length)}`;
      };
      return Object.fromEntries(Object.entries(urls).map(([file, url]) => [url, hidden(markup[file])]));
    })()
  : {};

/** An SVG picture's markup by its built URL, to draw it inside the page (pre-rendering only). */
export function svgMarkup(url: string): string | undefined {
  return markupByUrl[url];
}
