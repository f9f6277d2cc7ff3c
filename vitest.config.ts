import { fileURLToPath } from "node:url";

import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";

import { drawings } from "./build-plugins/drawings.ts";
import { photoCopies } from "./build-plugins/photos.ts";

export default defineConfig({
  // The "~" alias comes from tsconfig.json's paths, as in astro.config.ts; astro:env/client, which
  // Astro writes in a build, from the same settings (build-plugins/astro-env-client.ts); astro:content,
  // which Astro's content layer serves, from the same files (build-plugins/astro-content.ts).
  resolve: {
    tsconfigPaths: true,
    alias: {
      "astro:env/client": fileURLToPath(new URL("./build-plugins/astro-env-client.ts", import.meta.url)),
      "astro:content": fileURLToPath(new URL("./build-plugins/astro-content.ts", import.meta.url)),
    },
  },
  // Pictures as the pages load them (astro.config.ts): drawings checked, photos copied.
  plugins: [drawings(), photoCopies(), imagetools()],
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "build-plugins/**/*.test.ts",
      "editor/**/*.test.ts",
      "docs/*.test.ts",
      "worker/**/*.test.{ts,tsx}",
      "e2e/support/*.test.ts",
    ],
    environment: "happy-dom",
    // The mailto property tests take seconds on an idle machine; on a loaded shared one, several.
    testTimeout: 20_000,
  },
});
