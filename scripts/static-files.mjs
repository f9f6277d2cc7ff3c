// Writes the files generated from the content and the logo (app/lib/static-files.server.ts:
// sitemap.xml, robots.txt, the web app manifest, the social card, the icons) into the build.
// Vite's module runner loads the TypeScript with the app's alias and VITE_* environment, so the
// files follow the same site URL setting as the pages.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Generates every file and writes it under `outDir`.
 * @param {string} outDir
 * @returns {Promise<string[]>} the paths written, relative to `outDir`.
 */
export async function writeStaticFiles(outDir) {
  /** @type {{ module: typeof import("../app/lib/static-files.server") }} */
  const { module } = await runnerImport("/app/lib/static-files.server.ts", {
    root,
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": join(root, "app") } },
  });
  const written = [];
  for (const [path, generate] of Object.entries(module.staticFiles)) {
    const body = await generate();
    const file = join(outDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    written.push(path);
  }
  return written;
}
