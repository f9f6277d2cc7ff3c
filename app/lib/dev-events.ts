/** What the dev server sends when a content file changes; a static page reloads on it (app/static-page/static-page.tsx). */
export const CONTENT_CHANGED_EVENT = "rymi:content-changed";
