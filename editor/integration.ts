// The content editor in the dev server: Keystatic's Astro integration (@keystatic/astro) serves its
// app at /keystatic and its API at /api/keystatic, which reads and writes the content files of this
// checkout (local mode), with the schema of keystatic.config.ts (src/content/schema.ts). Only
// `astro dev` (npm run dev, npm run edit) has it: its two routes are rendered on request, which a
// static build refuses, and a build never sees them, so nothing of it reaches build/client.
// In front of them, editor/middleware.ts: the editor page's policy and head, and a save refused
// with the build's own message.
import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";

import { editorApiPath, editorPath } from "../src/lib/routes.ts";

export const EDITOR_PATH = editorPath;
export const API_PATH = editorApiPath;

export function contentEditor(): AstroIntegration {
  return {
    name: "rymi:content-editor",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, addMiddleware }) => {
        if (command !== "dev") return;
        updateConfig({ integrations: [keystatic()] });
        addMiddleware({ entrypoint: new URL("./middleware.ts", import.meta.url), order: "pre" });
      },
      // Beside Astro's own "Local" line, where the editor is.
      "astro:server:start": ({ address, logger }) => {
        const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
        logger.info(`Editor: http://${host}:${address.port}${EDITOR_PATH}`);
      },
    },
  };
}
