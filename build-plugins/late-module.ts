// A module the page loads late, by its URL: `import url from "late-module:./statistics"` gives the URL
// of that module bundled as a chunk of its own, for an `import(/* @vite-ignore */ url)` when the page
// chooses (src/lib/statistics/loader.ts: after the load event). Vite wraps every dynamic import it
// sees in its preload helper (1 KB with brotli, in every client bundle that has one, whatever
// build.modulePreload says); one it does not see needs none. The chunk is emitted by Rollup's own
// means (emitFile, import.meta.ROLLUP_FILE_URL_*), so it is hashed, cached and listed like any other.
// In `astro dev` the URL is the module's own, which Vite serves.
import { dirname, resolve } from "node:path";

import type { Plugin } from "vite";

const PREFIX = "late-module:";
const RESOLVED = "\0late-module:";

export function lateModule(): Plugin {
  let serving = false;
  return {
    name: "rymi:late-module",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId(id, importer) {
      if (!id.startsWith(PREFIX) || !importer) return undefined;
      return `${RESOLVED}${resolve(dirname(importer), id.slice(PREFIX.length))}`;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const target = await this.resolve(id.slice(RESOLVED.length));
      if (!target) throw new Error(`late-module: cannot resolve ${id.slice(RESOLVED.length)}`);
      if (serving) return `export default ${JSON.stringify(`/@fs${target.id}`)};`;
      const reference = this.emitFile({ type: "chunk", id: target.id, preserveSignature: "exports-only" });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
