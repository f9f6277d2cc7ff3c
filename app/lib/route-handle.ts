import { useMatches } from "react-router";

/**
 * What a route module may export as `handle`. `hydrate: false`: its page is static text and is
 * served as plain HTML, with no React or router JavaScript: the root leaves out <Scripts/> and
 * <ScrollRestoration/> and inlines the page's few lines of script instead
 * (components/layout/static-page-script.ts). Links to such a page are ordinary navigations.
 */
export type RouteHandle = {
  hydrate?: boolean;
  /**
   * A page without React: a line of script of its own, inlined at the end of <body> after the
   * static pages' script. Never inside <main>: the build allows no inline script there
   * (tooling/own-inline.mjs), where content lands.
   */
  script?: string;
};

/** The scripts of the current page's own (RouteHandle.script), in route order. */
export function usePageScripts(): string[] {
  return useMatches().flatMap((match) => (match.handle as RouteHandle | undefined)?.script ?? []);
}

/** Whether the current page loads React and the router (no matched route opted out). */
export function useHydrates(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}
