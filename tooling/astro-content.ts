// astro:content in the unit tests (vitest.config.ts), which run without Astro's content layer: each
// content file's one entry (src/content.config.ts), read from the same file as Astro's glob loader.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { type ContentKey, dataFile } from "../src/content/files.ts";

export async function getEntry(collection: ContentKey, id: string) {
  const file = join(import.meta.dirname, "..", dataFile(collection));
  return { id, collection, data: JSON.parse(readFileSync(file, "utf8")) as unknown };
}
