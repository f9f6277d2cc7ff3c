import { fileURLToPath } from "node:url";

import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, envField } from "astro/config";
import browserslist from "browserslist";
import browserslistToEsbuild from "browserslist-to-esbuild";
import { imagetools } from "vite-imagetools";
import { loadEnv, type Plugin } from "vite";

import { DEFAULTS, readBuildSettings, siteOrigin } from "./build-plugins/build-settings.ts";
import { contentCheck } from "./build-plugins/content-check.ts";
import { drawings } from "./build-plugins/drawings.ts";
import { photoCopies } from "./build-plugins/photos.ts";
import { lateModule } from "./build-plugins/late-module.ts";
import { siteBuild } from "./build-plugins/finish-build.mjs";
import { CSP_DIRECTIVES } from "./server/headers.mjs";
import { contentEditor } from "./editor/integration.ts";

/**
 * The browsers the site supports, from the one declaration in package.json ("browserslist"; docs/architecture.md,
 * Browser support): the JavaScript syntax and the CSS are compiled for exactly these.
 */
const targets = browserslistToEsbuild(browserslist());

/**
 * Every island hydrates through src/lib/island-client.tsx, in place of @astrojs/react's client: the
 * same hydration, with the error screen's boundary and the translated page's error handling.
 */
const islandClient: Plugin = {
  name: "rymi:island-client",
  enforce: "pre",
  resolveId(source) {
    if (source === "@astrojs/react/client.js")
      return fileURLToPath(new URL("./src/lib/island-client.tsx", import.meta.url));
  },
};

/**
 * A setting the pages and the islands read (src/content/site.ts): astro:env hands client code only
 * the fields declared `context: "client", access: "public"`; a VITE_ variable would be undefined there.
 */
const clientSetting = (fallback: string) => envField.string({ context: "client", access: "public", default: fallback });

export default defineConfig({
  // The site's URL and contact address (docs/deploying.md), each checked by build-plugins/build-settings.ts,
  // which also sets `site` from the first.
  env: {
    schema: {
      PUBLIC_SITE_URL: clientSetting(DEFAULTS.PUBLIC_SITE_URL),
      PUBLIC_CONTACT_EMAIL: clientSetting(DEFAULTS.PUBLIC_CONTACT_EMAIL),
    },
  },
  // The deployable site; build/headers.json and build/nginx/ beside it (build-plugins/host-config.mjs).
  outDir: "./build/client",
  // Astro's build cache, the content layer's store among it, in the project rather than in
  // node_modules: the tests build copies of the project side by side on one node_modules, and with a
  // shared store one copy's build rendered another copy's content.
  cacheDir: "./.astro/cache",
  // The site's URLs have no trailing slash: each page is a file (privacy-policy.html), which static
  // hosts serve at /privacy-policy as it is; the 404 page is 404.html.
  trailingSlash: "never",
  build: { format: "file", assets: "assets", inlineStylesheets: "always" },
  devToolbar: { enabled: false },
  // No Markdown code blocks here: nothing for a highlighter (whose inline styles the policy refuses).
  markdown: { syntaxHighlight: false },
  integrations: [
    // Before anything is built: every setting of docs/deploying.md checked, read as astro:env reads
    // them (the environment over the .env files of the command's mode).
    {
      name: "rymi:build-settings",
      hooks: {
        "astro:config:setup": ({ command, config, updateConfig }) => {
          const env = loadEnv(command === "dev" ? "development" : "production", fileURLToPath(config.root), "");
          updateConfig({ site: siteOrigin(readBuildSettings(env).PUBLIC_SITE_URL) });
        },
      },
    },
    // Every component is React; only the islands (client:* in src/pages) load it in the browser.
    react(),
    // The content editor at /keystatic, in `astro dev` only (npm run edit): editor/integration.ts.
    contentEditor(),
    // The static site's adapter, which receives each page's policy (staticHeaders), and the build's last
    // steps once every page is written: the host configs from that record, the editor's app, precompression.
    siteBuild(),
  ],
  // The policy of every page: Astro hashes each script and style it emitted into the page, and hands
  // each page's policy to the site's adapter (build-plugins/finish-build.mjs), from which
  // build-plugins/host-config.mjs writes the headers.
  security: { csp: { algorithm: "SHA-256", directives: [...CSP_DIRECTIVES] } },
  vite: {
    plugins: [
      islandClient,
      // The statistics' module, loaded by its URL after the load event (build-plugins/late-module.ts).
      lateModule(),
      // Every content file against its schema: a build with bad content stops before it starts.
      contentCheck(),
      // Each drawing as the site shows it: parsed, allow-listed and written out again (drawings.ts).
      drawings(),
      // A photo in the content, copied to AVIF and WebP at the widths its frame needs (`?photo`).
      photoCopies(),
      imagetools(),
      tailwindcss(),
    ],
    resolve: {
      alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) }],
    },
    // The dev server's scan for the browser's dependencies (Astro's: every .tsx under src/) leaves out
    // the server-only modules and the tests: a native module there (@resvg/resvg-js) fails the scan,
    // and every dependency the pages load then waits for it forever.
    optimizeDeps: { entries: ["!**/*.server.*", "!**/*.test.*"] },
    build: {
      target: targets,
      cssTarget: targets,
      // Never a picture as a data: URI (img-src 'self' would block it); a small script inline, as
      // Astro does by default (its hash goes into the policy).
      assetsInlineLimit: (file: string) => (/\.m?js$/.test(file) ? undefined : false),
    },
  },
});
