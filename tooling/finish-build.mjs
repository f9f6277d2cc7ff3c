// The build's last steps, run by an integration's `astro:build:done` hook (astro.config.ts) once every
// page is written, so `astro build` alone gives the deployable build/client: the content editor's
// app (build-editor.mjs), brotli and gzip copies, then the host configuration (host-config.mjs).
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { buildEditor } from "./build-editor.mjs";
import { filesUnder } from "./files.mjs";
import { writeHostConfig } from "./host-config.mjs";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|ico|map)$/;
/** Smaller than this, compression costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * @param {string} root the deployable folder, build/client.
 */
export async function finishBuild(root) {
  // The content editor's app for the production Worker, beside the pages (build-editor.mjs).
  await buildEditor(root);
  let count = 0;
  for (const file of filesUnder(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const path = join(root, file);
    const data = await readFile(path);
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
  console.log(`finish-build: ${count} files precompressed (br, gz)`);
  await writeHostConfig(dirname(root));
}
