// The one directory walk of the build code, the tools and the tests.
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * Every file under `dir`, as paths relative to it with forward slashes, sorted.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
