// Content files as modules: a content file the site imports becomes a module that imports the
// pictures and icons it names, so pages get built picture URLs and icon drawings (astro.config.ts,
// vitest.config.ts). The check of the same files is content-check.ts.
// Every import here is static: Astro loads its config through a Vite module runner that it closes
// once the config is read, so an import() run later (a photo saved in the editor) would fail.
import { readFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";

import sharp from "sharp";
import type { Plugin } from "vite";

import { ART_PUBLIC_PATH } from "../src/content/fields.ts";

/** In a content file as JSON text: a picture's path, and an icon's name. */
const PICTURE_LITERAL = new RegExp(`"(${ART_PUBLIC_PATH.replaceAll("/", "\\/")}[\\w./-]+)"`, "g");
const ICON_ENTRY = /"icon": ?"([A-Z][A-Za-z0-9]*)"/g;

/** How a content file is known to Vite: not as JSON, which the dev server would not read for imports. */
const CONTENT_MODULE = "\0rymi-content:";

/** The widths a photo is copied at (never wider than it is), and the formats, best first. */
const PHOTO_WIDTHS = [360, 720, 1080, 1440];
const PHOTO_FORMATS = ["avif", "webp"];

/**
 * How the site imports a picture: a drawing (SVG) as its URL; a photo through vite-imagetools, as
 * copies in AVIF and WebP at the widths the frame may need (up to its own width) and one in its own
 * format for browsers without either (Artwork draws them as a <picture>).
 */
export async function pictureImport(root: string, path: string) {
  const type = extname(path).slice(1).toLowerCase();
  if (type === "svg") return `${path}?url`;
  const { width = 0 } = await sharp(join(root, path.slice(1))).metadata();
  const widths = [...PHOTO_WIDTHS.filter((w) => w < width), width];
  const own = type === "jpg" ? "jpeg" : type;
  const formats = [...PHOTO_FORMATS.filter((f) => f !== own), own];
  return `${path}?w=${widths.join(";")}&format=${formats.join(";")}&as=picture`;
}

/**
 * Content files name pictures by path ("/src/assets/art/…") and icons by name ("Zap"). A content
 * file imported by the site becomes a module that imports each of them (the picture, see
 * pictureImport; the icon from lucide), so the page gets the pictures' built URLs and the icons'
 * drawings, and its JavaScript holds only what the content uses. The JSON file stays a dependency of
 * that module: a change to it reaches the page as any source change does (hot update in dev).
 */
export function contentImports(): Plugin {
  let root = process.cwd();
  return {
    name: "rymi:content-imports",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    // Whatever the import says (a relative path, or the `~/` alias), a content file is this module.
    // A relative import or the app's `~/` alias (tsconfig.json's paths). Resolved here rather than
    // through Vite's resolver, which left the dev server's hot updates of content files undone.
    resolveId(source, importer) {
      if (!importer || !source.endsWith(".json")) return null;
      const file = source.startsWith("~/")
        ? join(root, "src", source.slice(2))
        : source.startsWith(".")
          ? resolve(dirname(importer.split("?")[0] ?? importer), source)
          : undefined;
      return file && /[/\\]src[/\\]content[/\\]/.test(file) ? `${CONTENT_MODULE}${file}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(CONTENT_MODULE)) return null;
      const file = id.slice(CONTENT_MODULE.length, -".js".length);
      this.addWatchFile(file);
      const pictures = new Map<string, string>();
      const icons = new Set<string>();
      const code = (value: unknown) =>
        JSON.stringify(value)
          .replace(PICTURE_LITERAL, (_, path: string) => {
            const name = pictures.get(path) ?? `picture${pictures.size}`;
            pictures.set(path, name);
            return name;
          })
          .replace(ICON_ENTRY, (_, icon: string) => {
            icons.add(icon);
            return `"icon":icon${icon}`;
          });
      const body = `export default ${code(JSON.parse(readFileSync(file, "utf8")))};`;
      const head = await Promise.all(
        [...pictures].map(
          async ([path, name]) => `import ${name} from ${JSON.stringify(await pictureImport(root, path))};`,
        ),
      );
      if (icons.size > 0)
        head.push(`import { ${[...icons].map((i) => `${i} as icon${i}`).join(", ")} } from "lucide";`);
      return [...head, body, ""].join("\n");
    },
  };
}
