import { Menu, X } from "lucide";

import { MenuPanel, menuToggleClass } from "~/components/layout/site-header";
import { Icon } from "~/components/ui/icon";
import { header } from "~/content/site";
import { cn } from "~/lib/cn";
import { CONTENT_CHANGED_EVENT } from "~/lib/dev-events";

import type { RouteHandle } from "./handle";
import staticPageScript from "./script.ts?inline-script";

/**
 * A static page: static text, served as plain HTML with no React or router JavaScript (the legal
 * pages and the 404 page). Its route says so with `export const handle = staticPage()`, and the
 * root (app/root.tsx, through handle.ts) then renders, in place of React's parts:
 *
 * - in the header, `StaticMenu` below: the phone menu as a native disclosure (`<details>`), which
 *   opens and closes with no script at all;
 * - at the end of <body>, instead of <Scripts/> and <ScrollRestoration/>, `StaticPageScripts`
 *   below: the few lines of script.ts (the header's scroll state, Escape on the menu, the
 *   footer's year), bundled into a string at build time and inlined, then the route's own line, if
 *   any. The Content-Security-Policy allows each by its hash (tooling/own-inline.mjs).
 *
 * Links to a static page are ordinary navigations (`reloadDocument`).
 */
export function staticPage({ script }: { script?: string } = {}) {
  return {
    staticPage: { menu: <StaticMenu />, scripts: <StaticPageScripts own={script} /> },
  } satisfies RouteHandle;
}

/**
 * The phone menu: its summary is named by the hidden text that matches its state; its panel (the
 * same as the hydrated menu's) hangs below the header bar. The header's look follows the open
 * disclosure (`site-header` in app.css).
 */
function StaticMenu() {
  return (
    <details className="group md:hidden">
      <summary className={cn(menuToggleClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <span className="sr-only group-open:hidden">{header.openMenu}</span>
        <span className="sr-only hidden group-open:inline">{header.closeMenu}</span>
        <Icon node={Menu} className="size-6 group-open:hidden" />
        <Icon node={X} className="hidden size-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-white/10 bg-ink">
        <MenuPanel />
      </div>
    </details>
  );
}

/**
 * The page's script, then its own line (a route's `script`). Never inside <main>: the build allows
 * no inline script there (tooling/own-inline.mjs), where content lands. In the dev server the page
 * also reloads when its content is saved (tooling/content-check.ts).
 */
function StaticPageScripts({ own }: { own?: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: staticPageScript }} />
      {own && <script dangerouslySetInnerHTML={{ __html: own }} />}
      {import.meta.env.DEV && (
        <script
          type="module"
          dangerouslySetInnerHTML={{
            __html: `import { createHotContext } from "/@vite/client"; createHotContext("/static-page").on(${JSON.stringify(CONTENT_CHANGED_EVENT)}, () => location.reload());`,
          }}
        />
      )}
    </>
  );
}
