// The build's last steps, run by an integration's `astro:build:done` hook (astro.config.ts) once every
// page is written, so `astro build` alone gives the deployable build/client: the host configuration
// (host-config.mjs), the content editor's app (build-editor.mjs), then brotli and gzip copies.
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { buildEditor, EDITOR_BUNDLE } from "./build-editor.mjs";
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
  // First, as it reads only the pages (their HTML is final): a build whose pages break the policy stops
  // before the slower steps.
  await writeHostConfig(dirname(root));
  // The content editor's app for the production Worker, beside the pages (build-editor.mjs).
  await buildEditor(root);
  let count = 0;
  for (const file of filesUnder(root)) {
    // Not the editor's app: only the Worker serves it, from Cloudflare, which compresses on its own and never
    // uploads the copies (.assetsignore). Its 3 MB took brotli 4 s of every build.
    if (!COMPRESSIBLE.test(file) || file.startsWith(`${EDITOR_BUNDLE}/`)) continue;
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
}
