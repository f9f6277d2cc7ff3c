// The content editor in the dev server: Keystatic's Astro integration (@keystatic/astro) serves its
// app at /keystatic and its API at /api/keystatic, which reads and writes the content files of this
// checkout (local mode), with the schema of keystatic.config.ts (src/content/schema.ts). Only
// `astro dev` (npm run dev, npm run edit) has it: its two routes are rendered on request, which a
// static build refuses, and a build never sees them, so nothing of it reaches build/client.
// In front of them, editor/middleware.ts: the editor page's policy and head, and a save refused
// with the build's own message.
import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";
import type { HotPayload, Plugin } from "vite";

import { editorApiPath, editorPath } from "../src/lib/routes.ts";

export const EDITOR_PATH = editorPath;
export const API_PATH = editorApiPath;

export function contentEditor(): AstroIntegration {
  return {
    name: "rymi:content-editor",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, addMiddleware, injectScript }) => {
        if (command !== "dev") return;
        updateConfig({ integrations: [keystatic()], vite: { plugins: [keepEditorOpen()] } });
        addMiddleware({ entrypoint: new URL("./middleware.ts", import.meta.url), order: "pre" });
        // The site's pages follow a change of content as before; the editor's page stays as it is.
        injectScript(
          "page",
          `if (import.meta.hot && !location.pathname.startsWith(${JSON.stringify(EDITOR_PATH)}))
            import.meta.hot.on(${JSON.stringify(CONTENT_CHANGED)}, () => location.reload());`,
        );
      },
      // Beside Astro's own "Local" line, where the editor is.
      "astro:server:start": ({ address, logger }) => {
        const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
        logger.info(`Editor: http://${host}:${address.port}${EDITOR_PATH}`);
      },
    },
  };
}

/** What the dev server tells the open pages when a content file has changed (keepEditorOpen). */
const CONTENT_CHANGED = "rymi:content-changed";

/**
 * Astro's content layer tells every open page to reload when a content file changes: right after its
 * "astro:content-changed" to the server's environments, a `full-reload` of every page to the browser.
 * The editor's own page reloaded on every save, a flash that also threw away whatever was typed
 * meanwhile (Keystatic's issue #643: "Astro reloads the page when the content collection data
 * changes"). Here that one reload becomes an event the site's pages follow (the script above) and
 * the editor's does not; every other reload (Vite's, after new dependencies) reaches every page.
 * e2e/editor.spec.ts holds the editor's page open across saves and the dev site up to date.
 */
function keepEditorOpen(): Plugin {
  return {
    name: "rymi:keep-editor-open",
    configureServer(server) {
      let contentChanged = false;
      for (const name of ["ssr", "prerender"]) {
        const hot = server.environments[name]?.hot;
        if (!hot) continue;
        const send = hot.send.bind(hot) as (...args: unknown[]) => void;
        hot.send = ((...args: unknown[]) => {
          if (args[0] === "astro:content-changed") contentChanged = true;
          send(...args);
        }) as typeof hot.send;
      }
      const client = server.environments.client.hot;
      const send = client.send.bind(client) as (...args: unknown[]) => void;
      client.send = ((...args: unknown[]) => {
        const payload = args[0] as HotPayload | string;
        if (contentChanged && typeof payload === "object" && payload.type === "full-reload" && payload.path === "*") {
          contentChanged = false;
          send({ type: "custom", event: CONTENT_CHANGED });
          return;
        }
        send(...args);
      }) as typeof client.send;
    },
  };
}
