/** What the dev server sends when a content file changes; a page without React reloads on it (app/root.tsx). */
export const CONTENT_CHANGED_EVENT = "rymi:content-changed";
