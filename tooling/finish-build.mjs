// The build's last steps, run by an integration's `astro:build:done` hook (astro.config.ts) once every
// page is written, so `astro build` alone gives the deployable build/client: the host configuration
// (host-config.mjs), the content editor's app beside the site (build-editor.mjs), then brotli and
// gzip copies of the site's files.
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
 * @param {string} site the public site's origin (astro.config.ts, `site`).
 */
export async function finishBuild(root, site) {
  // First, as it reads only the pages (their HTML is final): a build whose pages break the policy stops
  // before the slower steps.
  await writeHostConfig(dirname(root));
  // The content editor's app for the editor Worker, in build/editor: never in the public site's folder.
  // Not precompressed: only that Worker serves it, from Cloudflare, which compresses on its own. Its 3 MB
  // took brotli 4 s of every build.
  await buildEditor(join(dirname(root), "editor"), site);
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
}
