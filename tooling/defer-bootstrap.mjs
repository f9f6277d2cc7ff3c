// Holds back React Router's JavaScript until the browser has painted the pre-rendered page
// (measured: simulated mobile FCP 1.9 s with React Router's own output, 0.8 s deferred).
//
// React Router's <Scripts/> renders, for a page that hydrates: <link rel="modulepreload"> tags
// (React hoists them into <head>), a classic inline script that sets up the router's context, and
// an inline module script that imports the route modules and the client entry. The browser
// fetches all of that before its first paint. No option of <Scripts/>, entry.client/entry.server
// or a future flag changes that (docs/architecture.md).
//
// So, after the build, this moves React Router's module script and its preload links, unchanged,
// into an inert <template id="rr-boot">, and adds one small fixed script that puts them back in
// place once the browser reports its first paint: then they run exactly as React Router wrote
// them. The context script stays where it is (the streamed route data that follows it needs it).
// The page is read with an HTML parser (parse5) and edited at the offsets it reports; any shape
// other than the two expected ones fails the build:
//   - a hydrating page: >= 1 modulepreload link in <head>, the context script, then the module
//     script, in <body>; no other module script or preload anywhere;
//   - a page without React Router's scripts (a static page, app/static-page/static-page.tsx): no
//     module script, no modulepreload, no context script.
import { parse } from "parse5";

import { attr, elements, textOf } from "./html.mjs";

/** @import { DefaultTreeAdapterTypes as T } from "parse5" */

/** What identifies React Router's two inline scripts: the context script starts with the first, the module script assigns the second. */
export const ROUTER_CONTEXT = "window.__reactRouterContext =";
export const ROUTE_MODULES = "window.__reactRouterRouteModules =";

/** The id of the template that holds the bootstrap until the first paint. */
export const BOOT_TEMPLATE_ID = "rr-boot";

/**
 * Puts the template's content in its place once the browser reports its first paint (a paint
 * observer, which fake clocks in tests leave alone), or after a second if it never reports one.
 * Scripts cloned out of a template run when inserted; their text, and so their CSP hash, is
 * React Router's own.
 */
export const BOOT_SCRIPT = [
  "(() => {",
  "let started = false;",
  "const start = () => {",
  "if (started) return;",
  "started = true;",
  `const boot = document.getElementById(${JSON.stringify(BOOT_TEMPLATE_ID)});`,
  "boot.replaceWith(document.importNode(boot.content, true));",
  "};",
  'new PerformanceObserver((list, observer) => { observer.disconnect(); start(); }).observe({ type: "paint", buffered: true });',
  "setTimeout(start, 1000);",
  "})();",
].join("\n");

/** @param {T.Element} element @param {string} tag */
const isIn = (element, tag) => {
  for (let node = element.parentNode; node; node = "parentNode" in node ? node.parentNode : null)
    if ("tagName" in node && node.tagName === tag) return true;
  return false;
};

/**
 * @param {string} html a page as React Router pre-rendered it.
 * @param {string} [name] the page's file, for error messages.
 * @returns {string} the page, with its JavaScript started after the first paint.
 */
export function deferBootstrap(html, name = "page") {
  /** @param {string} why @returns {never} */
  const fail = (why) => {
    throw new Error(
      `defer-bootstrap: ${name}: ${why}. Has React Router's <Scripts/> output changed? See docs/architecture.md, "Upgrading React Router".`,
    );
  };
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  const preloads = all.filter((e) => e.tagName === "link" && /(^|\s)modulepreload(\s|$)/i.test(attr(e, "rel") ?? ""));
  const scripts = all.filter((e) => e.tagName === "script");
  const modules = scripts.filter((e) => attr(e, "type") === "module");
  const context = scripts.filter((e) => textOf(e).trimStart().startsWith(ROUTER_CONTEXT));
  if (all.some((e) => e.tagName === "template" && attr(e, "id") === BOOT_TEMPLATE_ID)) fail("already deferred");
  if (scripts.some((e) => attr(e, "src") !== undefined)) fail("a <script src> (React Router's bootstrap is inline)");

  if (modules.length === 0) {
    if (preloads.length > 0 || context.length > 0)
      fail("modulepreload links or a router context without a module script");
    return html;
  }
  const [module, ...extra] = modules;
  const [contextScript] = context;
  if (!module || extra.length > 0) return fail(`${modules.length} module scripts, expected 1`);
  if (!contextScript || context.length > 1) return fail(`${context.length} router context scripts, expected 1`);
  if (attr(module, "async") === undefined || !isIn(module, "body"))
    fail("the module script is not an async script in <body>");
  if (!textOf(module).includes(ROUTE_MODULES) || !/\bimport\(/.test(textOf(module)))
    fail("the module script does not register route modules and import the entry");
  if (contextScript.parentNode !== module.parentNode || all.indexOf(contextScript) > all.indexOf(module))
    fail("the router context script does not come before the module script");
  if (preloads.length === 0) fail("no modulepreload link");
  for (const link of preloads) {
    if (!isIn(link, "head")) fail("a modulepreload link outside <head>");
    if (!/^\/assets\/[^/]+\.js$/.test(attr(link, "href") ?? "")) fail(`modulepreload of ${attr(link, "href")}`);
  }

  /** @param {T.Element} element */
  const span = (element) => {
    const location = element.sourceCodeLocation;
    if (!location?.endTag && element.tagName === "script") fail("a script without an end tag");
    if (!location) return fail("no source location");
    return { start: location.startOffset, end: location.endTag?.endOffset ?? location.endOffset };
  };
  const moved = [...preloads, module].map(span);
  const [at] = moved.slice(-1);
  if (!at) return fail("nothing to move");
  const template = `<template id="${BOOT_TEMPLATE_ID}">${moved.map(({ start, end }) => html.slice(start, end)).join("")}</template><script>${BOOT_SCRIPT}</script>`;
  // Edits from the end of the page backwards, so earlier offsets stay valid.
  let out = html;
  for (const { start, end } of [...moved].sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + (start === at.start ? template : "") + out.slice(end);
  return out;
}
