// The build's last steps, run by the integration `siteBuild()` (astro.config.ts) once every page is
// written, so `astro build` alone gives the deployable build/client: the host configuration
// (host-config.mjs), the content editor's app beside the site (build-editor.mjs), then brotli and
// gzip copies of the site's files.
//
// The integration is also the static site's adapter, for one feature: `staticHeaders`. With it,
// Astro hands the adapter each page's response headers, the policy among them (security.csp: the
// hash of every script and style it emitted into the page), in `astro:build:generated`, instead of
// writing that policy into the page as a `<meta http-equiv>`. Those headers are the policy's
// record; the host configs are written from it. In `astro dev` (no adapter) the pages keep the
// `<meta>`.
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { buildEditor } from "./build-editor.mjs";
import { filesUnder } from "./files.mjs";
import { writeHostConfig } from "./host-config.mjs";

/** @import { AstroAdapter, AstroIntegration } from "astro" */

/** @type {AstroAdapter} */
const STATIC_SITE = {
  name: "rymi:static-site",
  entrypointResolution: "auto",
  // A static build renders every page in Node at build time, as Astro does without an adapter: so
  // astro:env's getSecret and the sharp image service work as they do there.
  supportedAstroFeatures: {
    staticOutput: "stable",
    serverOutput: "unsupported",
    hybridOutput: "unsupported",
    envGetSecret: "stable",
    sharpImageService: "stable",
  },
  adapterFeatures: { buildOutput: "static", staticHeaders: true },
};

/**
 * The build's last steps, and the adapter that receives the pages' headers.
 * @returns {AstroIntegration}
 */
export function siteBuild() {
  let command = "";
  let site = "";
  /** @type {Record<string, string>} each page's policy, by the pathname it was rendered at */
  let record = {};
  return {
    name: "rymi:finish-build",
    hooks: {
      "astro:config:setup": (options) => void (command = options.command),
      "astro:config:done": ({ config, setAdapter }) => {
        site = config.site ?? "";
        if (command === "build") setAdapter(STATIC_SITE);
      },
      "astro:build:generated": ({ routeToHeaders }) => {
        record = {};
        for (const [pathname, { headers, route }] of routeToHeaders) {
          const policy = headers.get("content-security-policy");
          if (route.type === "page" && policy) record[pathname] = policy;
        }
      },
      "astro:build:done": ({ dir }) => finishBuild(fileURLToPath(dir), site, record),
    },
  };
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|ico|map)$/;
/** Smaller than this, compression costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * @param {string} root the deployable folder, build/client.
 * @param {string} site the public site's origin (astro.config.ts, `site`).
 * @param {Record<string, string>} record each page's policy as Astro recorded it, by pathname.
 */
async function finishBuild(root, site, record) {
  // First, as it reads only the pages (their HTML is final): a build whose pages break the policy stops
  // before the slower steps.
  await writeHostConfig(dirname(root), record);
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
