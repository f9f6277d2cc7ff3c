// The content editor's page (npm run edit, at /keystatic): Keystatic's app over the site's content
// schema. Served by the dev server only (editor/vite-plugin.ts); the site never imports it.
import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";

import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import schema from "../src/content/schema";
import { type KeystaticConfig, watchSaves } from "./keystatic";

const root = document.getElementById("editor");
if (!root) throw new Error("editor/main.tsx: no #editor element");
if (schema.storage.kind === "local") watchSaves();
createRoot(root).render(
  <StrictMode>
    {/* editor/keystatic.ts, 3. */}
    <Keystatic config={schema as unknown as KeystaticConfig} />
  </StrictMode>,
);
