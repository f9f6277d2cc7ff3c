// Where the content editor lives, in the dev server (editor/integration.ts) and on the production
// Worker (worker/index.ts): Keystatic's page and its API.
export const EDITOR_PATH = "/keystatic";
export const API_PATH = "/api/keystatic";
/** Where the production Worker's code runs (wrangler.jsonc, assets.run_worker_first: "/api/*"). */
export const WORKER_PREFIX = "/api/";
