import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  // One alias for every importer, .mdx included (tsconfig paths cover only TypeScript files).
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    // The mailto property tests take seconds on an idle machine; on a loaded shared one, several.
    testTimeout: 20_000,
  },
});
