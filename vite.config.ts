import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import browserslist from "browserslist";
import browserslistToEsbuild from "browserslist-to-esbuild";
import rehypeSlug from "rehype-slug";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

import { contentCheck } from "./tooling/content-check.ts";
import { contentImports } from "./tooling/content-modules.ts";
import { drawings } from "./tooling/drawings.ts";
import { inlineScripts } from "./tooling/inline-script.mjs";
import { remarkLegalText } from "./tooling/legal-text.ts";
import { contentEditor } from "./editor/vite-plugin.ts";

/**
 * The browsers the site supports, from the one declaration in package.json ("browserslist"; docs/architecture.md,
 * Browser support): the JavaScript syntax and the CSS are compiled for exactly these.
 */
const targets = browserslistToEsbuild(browserslist());

export default defineConfig({
  plugins: [
    // Every content file against its schema: a build with bad content stops before it starts.
    contentCheck(),
    // The pictures and icons content files name, as imports: the data holds URLs and drawings.
    contentImports(),
    // Each drawing as the site shows it: parsed, allow-listed and written out again (drawings.ts).
    drawings(),
    // `?inline-script`: a static page's script, bundled into the string the page inlines.
    inlineScripts(),
    // A photo in the content, copied to AVIF and WebP at the widths its frame needs.
    imagetools(),
    // The content editor at /keystatic, in the dev server only (npm run edit).
    contentEditor(),
    tailwindcss(),
    // remarkLegalText: a legal text with anything beyond its allow-list (code, JSX, raw HTML) is
    // refused before it is compiled (legal-text.ts). rehype-slug: every Markdown heading gets an
    // id from its text, so a section can be linked to.
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkLegalText], rehypePlugins: [rehypeSlug] }) },
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // Pre-bundle the client's dependencies up front, so the first dev page load is not
  // interrupted by a late re-optimisation ("504 Outdated Optimize Dep").
  optimizeDeps: {
    // The editor's (npm run edit) too, or its first opening would reload every open page.
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "lucide",
      "clsx",
      "@keystatic/core",
      "@keystatic/core/ui",
      "@keystatic/core/content-components",
    ],
  },
  build: {
    target: targets,
    cssTarget: targets,
    // Never inline assets as data: URIs: a strict CSP (img-src 'self') would block them.
    assetsInlineLimit: 0,
  },
});
