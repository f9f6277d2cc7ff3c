// The content as Astro loads it: one collection for each content file the editor writes (the
// singletons of the one schema, ./content/schema.ts), each read by Astro's glob loader from the
// file itself, so `astro dev` reloads a page when the editor saves; and the legal pages' texts
// (body.mdx), each read by Astro's file loader and compiled by MDX behind the legal texts'
// allow-list. The build's content check (build-plugins/content-check.ts) holds every file to the same
// schema and allow-lists before anything is built; here the schema gives each entry its type. Read
// through ./content/entries.ts.
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";

import { type LegalText, legalTextParser } from "./content/legal-text-loader.ts";
import { type ContentKey, contentKeys, dataFile, legalTextFile } from "./content/files";
import type { ContentOf } from "./content/types";

/** A singleton's one entry, read from its data file: its id is the singleton's name. */
const singleton = <K extends ContentKey>(key: K) => {
  const path = dataFile(key);
  const slash = path.lastIndexOf("/");
  return defineCollection({
    loader: glob({ base: path.slice(0, slash), pattern: path.slice(slash + 1), generateId: () => key }),
    schema: z.custom<ContentOf<K>>((data) => typeof data === "object" && data !== null),
  });
};

/** A legal page's text (body.mdx, beside its data file): one entry, named as the page's singleton. */
const legalText = (key: "privacyPolicy" | "termsConditions") =>
  defineCollection({
    loader: file(legalTextFile(key), { parser: legalTextParser(key) }),
    schema: z.custom<LegalText>((data) => typeof data === "object" && data !== null),
  });

export const collections = {
  ...(Object.fromEntries(contentKeys.map((key) => [key, singleton(key)])) as {
    [K in ContentKey]: ReturnType<typeof singleton<K>>;
  }),
  privacyPolicyText: legalText("privacyPolicy"),
  termsConditionsText: legalText("termsConditions"),
};
