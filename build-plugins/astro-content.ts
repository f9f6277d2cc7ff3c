// astro:content in the unit tests (vitest.config.ts), which run without Astro's content layer: each
// collection's one entry (src/content.config.ts), read from the same file as Astro's loaders, a legal
// text compiled by the same parser.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { type ContentKey, dataFile, legalTextFile } from "../src/content/files.ts";
import { legalTextParser } from "../src/content/legal-text-loader.ts";

const read = (path: string) => readFileSync(join(import.meta.dirname, "..", path), "utf8");

export async function getEntry(collection: string, id: string) {
  if (collection.endsWith("Text")) {
    const key = collection.slice(0, -"Text".length) as "privacyPolicy" | "termsConditions";
    return { id, collection, data: legalTextParser(id)(read(legalTextFile(key)))[id] };
  }
  return { id, collection, data: JSON.parse(read(dataFile(collection as ContentKey))) as unknown };
}
