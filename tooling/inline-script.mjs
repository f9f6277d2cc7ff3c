// A script the pages carry inline, written as a module of its own: `import code from
// "./script.ts?inline-script"` gives the file and what it imports bundled into one minified classic
// script (an IIFE), as a string, compiled for the supported browsers ("browserslist" in
// package.json). The same in `react-router build`, `react-router dev` and the unit tests.
// tooling/own-inline.mjs bundles the same file the same way, to know the script in a built page.
import { join } from "node:path";
import browserslist from "browserslist";
import browserslistToEsbuild from "browserslist-to-esbuild";
import { build } from "rolldown";

const QUERY = "?inline-script";
/** Ids of the bundled strings: `\0` keeps every other plugin (TypeScript, routes) off them. */
const PREFIX = "\0inline-script:";

const root = join(import.meta.dirname, "..");
const target = browserslistToEsbuild(browserslist(undefined, { path: root }));

/**
 * @param {string} file the script's entry, an absolute path
 * @returns {Promise<{ code: string, files: string[] }>} the script's text, and the files it was bundled from
 */
export async function bundleInlineScript(file) {
  /** @type {string[]} */
  const files = [];
  const { output } = await build({
    input: file,
    write: false,
    platform: "browser",
    plugins: [{ name: "files", load: (id) => void files.push(id) }],
    // The app's "~" alias (tsconfig.json's paths), as in the rest of app/.
    resolve: { alias: { "~": join(root, "app") } },
    transform: { target },
    output: { format: "iife", minify: true, comments: false },
  });
  const [chunk, ...more] = output;
  if (!chunk || more.length > 0 || chunk.type !== "chunk")
    throw new Error(`inline-script: ${file} must bundle to one script, with no other file`);
  return { code: chunk.code.trim(), files };
}

/** @returns {import("vite").Plugin} the `?inline-script` imports. */
export function inlineScripts() {
  return {
    name: "rymi:inline-script",
    // Before Vite's own resolver, which would take the import for the file itself.
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved && `${PREFIX}${resolved.id}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const { code, files } = await bundleInlineScript(id.slice(PREFIX.length));
      // A saved change to the script, or to what it imports, rebuilds it.
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
