// The content as Astro loads it: one collection for each content file the editor writes (the
// singletons of the one schema, ./content/schema.ts), each read by Astro's glob loader from the
// file itself, so `astro dev` reloads a page when the editor saves. The build's content check
// (tooling/content-check.ts) holds every file to the same schema before anything is built; here
// the schema gives each entry its type. Read through ./content/entries.ts.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

import { type ContentKey, contentKeys, dataFile } from "./content/files";
import type { ContentOf } from "./content/types";

/** A singleton's one entry, read from its data file: its id is the singleton's name. */
const singleton = <K extends ContentKey>(key: K) => {
  const file = dataFile(key);
  const slash = file.lastIndexOf("/");
  return defineCollection({
    loader: glob({ base: file.slice(0, slash), pattern: file.slice(slash + 1), generateId: () => key }),
    schema: z.custom<ContentOf<K>>((data) => typeof data === "object" && data !== null),
  });
};

export const collections = Object.fromEntries(contentKeys.map((key) => [key, singleton(key)])) as {
  [K in ContentKey]: ReturnType<typeof singleton<K>>;
};
