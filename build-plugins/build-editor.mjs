// The content editor's app for the editor Worker (editor/hosted.ts), bundled into
// build/editor/keystatic/: app.js and app.css at fixed names, which the Worker's page links
// (worker/editor-page.ts), and their chunks and fonts under hashed names; and dashboard.js, the
// statistics dashboard's charts (editor/dashboard.ts). build/editor is the editor
// Worker's assets (wrangler.jsonc, env.editor), apart from the public site's build/client, which holds
// nothing of the editor. Run by finish-build.mjs, which does not precompress them.
import { fileURLToPath } from "node:url";

import { build } from "vite";

import { editorPath } from "../src/lib/routes.ts";

/** Where the bundle goes, under build/editor: the editor's path, where the Worker serves it. */
export const EDITOR_BUNDLE = editorPath.slice(1);

/**
 * @param {string} assets the editor Worker's assets folder, build/editor.
 * @param {string} site the public site's origin (astro.config.ts, `site`), for the editor's link to the live page.
 */
export async function buildEditor(assets, site) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    // The bundle's own URLs (the fonts in app.css) start where the Worker serves it.
    base: `/${EDITOR_BUNDLE}/`,
    // import.meta.env.SITE: the public site's origin, as Astro names it in the site's own code.
    define: { "process.env.NODE_ENV": JSON.stringify("production"), "import.meta.env.SITE": JSON.stringify(site) },
    build: {
      outDir: `${assets}/${EDITOR_BUNDLE}`,
      emptyOutDir: true,
      copyPublicDir: false,
      cssCodeSplit: false,
      // Never a font as a data: URI: the editor's policy lists where each file comes from.
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        // Keystatic's UI marks its modules "use client" (for React Server Components): nothing to keep here.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
        // The editor's app, and the statistics dashboard's charts (editor/dashboard.ts, worker/analytics/dashboard.tsx).
        input: {
          app: fileURLToPath(new URL("../editor/hosted.ts", import.meta.url)),
          dashboard: fileURLToPath(new URL("../editor/dashboard.ts", import.meta.url)),
        },
        output: {
          entryFileNames: "[name].js",
          chunkFileNames: "chunks/[name]-[hash].js",
          assetFileNames: (asset) => (asset.names?.[0]?.endsWith(".css") ? "app.css" : "files/[name]-[hash][extname]"),
        },
      },
    },
  });
}
