// Where each content file lives: the data file of each singleton of the one schema (./schema.ts),
// read by Astro's loader (src/content.config.ts) and by the build's content check. Build tooling
// only, like the schema.
import schema from "./schema.ts";

/** A content file's name in the schema, and its collection's: "hero", "privacyPolicy", ... */
export type ContentKey = keyof (typeof schema)["singletons"];

/** Every content file's name, in the order of the editor's side bar. */
export const contentKeys = Object.keys(schema.singletons) as ContentKey[];

/** The data file of a singleton: `path.json`, or `path/index.json` for a folder. */
export function dataFile(key: ContentKey) {
  const path = schema.singletons[key].path;
  if (!path) throw new Error(`src/content/schema.ts: the singleton "${key}" needs a path`);
  return path.endsWith("/") ? `${path}index.json` : `${path}.json`;
}

/** A legal page's text: body.mdx, beside its data file (legalPage() in ./fields.ts). */
export const legalTextFile = (key: "privacyPolicy" | "termsConditions") =>
  `${dataFile(key).slice(0, -"index.json".length)}body.mdx`;
