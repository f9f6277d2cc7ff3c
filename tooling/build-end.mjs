// The build's last steps, run by React Router's `buildEnd` hook (react-router.config.ts) once every
// page is pre-rendered, so `react-router build` alone gives the deployable build/client: give
// static hosts a top-level 404.html, write every other page as a flat file (privacy-policy.html,
// served at /privacy-policy: the site's no-trailing-slash URLs), drop the SPA fallback (every route
// is pre-rendered) and the .data files of the generated files' resource routes (nothing fetches
// them), defer the JavaScript bootstrap until after the first paint (defer-bootstrap.mjs), write
// brotli and gzip copies, and last the host configuration (host-config.mjs).
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { deferBootstrap } from "./defer-bootstrap.mjs";
import { filesUnder } from "./files.mjs";
import { writeHostConfig } from "./host-config.mjs";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|ico|map)$/;
/** Smaller than this, compression costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * @param {string} buildDir React Router's build directory (holding client/).
 */
export async function buildEnd(buildDir) {
  const root = join(buildDir, "client");
  // Static hosts serve "name.html" at "/name" but answer "/name" with a redirect to "/name/" when
  // only "name/index.html" exists; flat files keep the canonical URLs without a trailing slash.
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "assets") continue;
    const dir = join(root, entry.name);
    const pages = await readdir(dir);
    if (pages.length !== 1 || pages[0] !== "index.html") throw new Error(`build-end: unexpected files in ${dir}`);
    await rename(join(dir, "index.html"), join(root, `${entry.name}.html`));
    await rm(dir, { recursive: true });
  }
  await rm(join(root, "__spa-fallback.html"), { force: true });
  // React Router pre-renders a resource route's data (name.data) beside its file, for client-side
  // navigation to it; nothing navigates to the generated files, so their .data copies are not published.
  const dataFiles = (await readdir(root)).filter((name) => name.endsWith(".data"));
  for (const name of dataFiles) await rm(join(root, name));

  let count = 0;
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const path = join(root, file);
    let data = await readFile(path);
    if (path.endsWith(".html")) {
      data = Buffer.from(deferBootstrap(data.toString("utf8"), file));
      await writeFile(path, data);
    }
    if (data.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
      gz(data, { level: 9 }),
    ]);
    if (br.length < data.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
    count++;
  }
  console.log(
    `build-end: pages flattened (404.html included), ${dataFiles.length} .data files dropped, ${count} precompressed (br, gz)`,
  );

  // Last: the headers are computed from the final HTML.
  await writeHostConfig(buildDir);
}
