// The one directory walk of the build code, the commands and the tests.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Every file under `dir`, as paths relative to it with forward slashes, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
