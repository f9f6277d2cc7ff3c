// Where Keystatic's Astro integration (editor/integration.ts) finds the editor's configuration:
// the content schema, which lives with the content (src/content/schema.ts).
export { default } from "./src/content/schema.ts";
