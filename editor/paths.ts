// Where the content editor lives, in the dev server (editor/integration.ts) and on the production
// Worker (worker/index.ts): Keystatic's page and its API.
export const EDITOR_PATH = "/keystatic";
export const API_PATH = "/api/keystatic";
