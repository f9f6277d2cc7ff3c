import { fileURLToPath } from "node:url";

import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";

import { contentImports } from "./tooling/content-modules.ts";
import { drawings } from "./tooling/drawings.ts";

export default defineConfig({
  // The "~" alias comes from tsconfig.json's paths, as in astro.config.ts; astro:env/client, which
  // Astro writes in a build, from the same settings (tooling/astro-env-client.ts).
  resolve: {
    tsconfigPaths: true,
    alias: { "astro:env/client": fileURLToPath(new URL("./tooling/astro-env-client.ts", import.meta.url)) },
  },
  // Content files as the site reads them (astro.config.ts): pictures as URLs, icons as drawings.
  plugins: [contentImports(), drawings(), imagetools()],
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "tooling/**/*.test.ts",
      "editor/**/*.test.ts",
      "worker/**/*.test.{ts,tsx}",
      "e2e/support/*.test.ts",
    ],
    environment: "happy-dom",
    // The mailto property tests take seconds on an idle machine; on a loaded shared one, several.
    testTimeout: 20_000,
  },
});
