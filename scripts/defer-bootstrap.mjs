// Rewrites React Router's bootstrap in a pre-rendered page so the browser paints the HTML
// before it downloads and runs any JavaScript (measured: simulated mobile FCP 1.9 s -> 0.8 s).
//
// React Router emits <link rel="modulepreload"> tags and an inline module script with static
// imports, which the browser fetches and runs before its first paint. This turns the imports
// into dynamic ones started one frame after the first paint, and drops the preload tags.
//
// The page's own module list goes into a JSON data block, so the module script itself is the
// same on every page: every page then runs the same inline scripts, and one Content-Security-
// Policy (their hashes) fits every page, the 404 page for unknown paths included
// (scripts/host-config.mjs).

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;
/** The id of the data block that lists a page's modules. */
export const BOOT_DATA_ID = "rr-boot";

/** @param {string} html a pre-rendered page. @returns {string} the page with a deferred bootstrap. */
export function deferBootstrap(html) {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) throw new Error("defer-bootstrap: no React Router module script found");
  const sideEffects = [];
  const namespaces = [];
  let routeModules;
  let entry;
  for (const line of (match[1] ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    let m;
    if ((m = SIDE_EFFECT_IMPORT.exec(line))) sideEffects.push(m[1]);
    else if ((m = NAMESPACE_IMPORT.exec(line))) namespaces.push({ name: m[1], url: m[2] });
    else if ((m = ROUTE_MODULES.exec(line))) routeModules = m[1];
    else if ((m = ENTRY_IMPORT.exec(line))) entry = m[1];
    else throw new Error(`defer-bootstrap: unexpected line in the bootstrap script: ${line}`);
  }
  if (!routeModules || !entry || namespaces.length === 0)
    throw new Error("defer-bootstrap: incomplete bootstrap script");

  const urls = [...sideEffects, ...namespaces.map((n) => n.url)];
  const indexOf = Object.fromEntries(namespaces.map((n, i) => [n.name, sideEffects.length + i]));
  /**
   * Route id -> index into `modules`, from `{"root":route0,"routes/home":route1}`.
   * @type {Record<string, number>}
   */
  const routes = {};
  for (const [, id = "", name = ""] of routeModules.matchAll(/"([^"]+)":(\w+)/g)) {
    const index = indexOf[name];
    if (index === undefined) throw new Error(`defer-bootstrap: unknown route module ${name}`);
    routes[id] = index;
  }
  // `<` escaped so no value can close the data block early.
  const data = JSON.stringify({ modules: urls, routes, entry }).replace(/</g, "\\u003c");
  const script = [
    "const boot = () => {",
    `const { modules, routes, entry } = JSON.parse(document.getElementById(${JSON.stringify(BOOT_DATA_ID)}).textContent);`,
    "return Promise.all(modules.map((url) => import(url))).then((loaded) => {",
    "window.__reactRouterRouteModules = Object.fromEntries(Object.entries(routes).map(([id, i]) => [id, loaded[i]]));",
    "return import(entry);",
    "});",
    "};",
    // Start once the browser reports its first paint (a paint observer, which fake clocks in
    // tests leave alone), or after a second if it never reports one.
    "let started = false;",
    "const start = () => { if (!started) { started = true; boot(); } };",
    'new PerformanceObserver((list, observer) => { observer.disconnect(); start(); }).observe({ type: "paint", buffered: true });',
    "setTimeout(start, 1000);",
  ].join("");

  return html
    .replace(
      MODULE_SCRIPT,
      () =>
        `<script type="application/json" id="${BOOT_DATA_ID}">${data}</script><script type="module">${script}</script>`,
    )
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
}
