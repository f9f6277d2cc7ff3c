import type { ReactNode } from "react";
import { useMatches } from "react-router";

/**
 * What a route module may export as `handle`: `staticPage` makes its page a static page, served
 * without React. Set it with `staticPage()` (static-page.tsx), which says how such a page works.
 */
export type RouteHandle = { staticPage?: StaticPage };

/** What the root puts in place of React's parts on a static page. */
export type StaticPage = {
  /** The header's phone menu, instead of the button React drives. */
  menu: ReactNode;
  /** The end of <body>, instead of React Router's <ScrollRestoration/> and <Scripts/>. */
  scripts: ReactNode;
};

/**
 * The current page's static parts, or undefined if the page loads React. Only while the page is
 * rendered to HTML: a page in the browser is React's (a client-side navigation to a static route,
 * which the site's links avoid with `reloadDocument`, renders it as any other page).
 */
export function useStaticPage(): StaticPage | undefined {
  const matches = useMatches();
  if (!import.meta.env.SSR) return undefined;
  return matches.map((match) => (match.handle as RouteHandle | undefined)?.staticPage).findLast((page) => page);
}
