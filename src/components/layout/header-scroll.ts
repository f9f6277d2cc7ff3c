/**
 * Past this scroll (px) the header gets a background of its own: the page under it must not show
 * through. Read by the header (site-header.tsx) and by a static page's script
 * (src/lib/site-script.ts), which is bundled on its own: so a module that imports nothing.
 */
export const SCROLL_THRESHOLD = 20;
