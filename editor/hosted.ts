// The content editor as the editor Worker serves it at /keystatic on its own host (worker/index.ts):
// Keystatic's app in GitHub mode, with the site's one schema (src/content/schema.ts). The Worker's
// page names the repository (<meta name="keystatic-repo">, from its settings); saves go to GitHub
// from the browser, after the build's allow-lists have read them here (github-save-check.ts). Built
// by build-plugins/build-editor.mjs into build/editor/keystatic/; the public site never holds or loads it.
import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";

import { makePage } from "@keystatic/astro/ui";
import { createElement } from "react";
import { createRoot } from "react-dom/client";

import schema from "../src/content/schema.ts";
import { isRepository } from "../worker/editor-api.ts";
import { checkGitHubSaves } from "./github-save-check.ts";
import "./preview-link.css";
import { installPreviewLink } from "./preview-link.ts";

const repo = document.querySelector<HTMLMetaElement>('meta[name="keystatic-repo"]')?.content ?? "";
const root = document.getElementById("editor");
if (!root) throw new Error('editor/hosted.ts: the page has no <div id="editor">');
if (!isRepository(repo)) throw new Error(`editor/hosted.ts: no repository named: "${repo}"`);
const [owner = "", name = ""] = repo.split("/");

// Before Keystatic starts: a save with a file the build would refuse is refused in this page.
checkGitHubSaves(window);

// As @keystatic/astro renders it in the dev server, with GitHub in place of the local files.
const Editor = makePage({ ...schema, storage: { kind: "github", repo: { owner, name } } });
createRoot(root).render(createElement(Editor));

// Each page of the editor links to the same page of the site on its branch's preview, or on the
// public site (the build's origin, import.meta.env.SITE: build-plugins/build-editor.mjs).
installPreviewLink(
  window,
  document.querySelector<HTMLMetaElement>('meta[name="editor-preview"]')?.content,
  import.meta.env.SITE,
);
