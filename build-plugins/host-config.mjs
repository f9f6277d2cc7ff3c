// The last step of the build: reads every pre-rendered page as it will be served, and writes the
// host configurations from server/headers.mjs with the build's own record of what it emitted:
//
//   build/client/_headers       Cloudflare (Workers static assets; read by the host, never served)
//   build/client/.assetsignore  what Cloudflare does not upload: the precompressed copies
//   build/nginx/rymi.conf       an nginx server block (self-hosting)
//   build/headers.json          what `npm start` (server/serve.mjs) and the tests read
//
// The policy hashes what the build made, never what a page holds. Astro (security.csp in
// astro.config.ts) hashes every script and style it emits into a page and hands the page's policy
// to the site's adapter (finish-build.mjs, the adapter feature `staticHeaders`) as the page's
// response header: its record, route by route. The headers carry the union of those lists. A page
// that holds an inline script or style not on its list fails the build, naming the page and the
// element, as does markup a strict policy would break (`style=""`, inline event handlers,
// `javascript:` URLs), and the content file and field that hold its text (content-origin.mjs).
// Content cannot put one there: drawings and legal texts are allow-listed (drawings.ts,
// src/content/legal-text.ts), and every other content string is escaped where it lands.
//
// Every generated config sends the HTTPS policy (with `upgrade-insecure-requests`) and HSTS:
// those hosts serve the site over HTTPS. Only `npm start` answers plain HTTP without them
// (server/headers.mjs, responseHeaders).
//
// One policy for every page: the union of every page's list. Cloudflare applies every `_headers`
// rule that matches a path and joins the values of a header set twice, and a 404 for an unknown
// path matches only wildcard rules: a policy per page would reach the 404 page only through `/*`,
// and `/*` matches every page too, which would then carry two policies. So every response carries
// the one policy. Data blocks (JSON-LD) are never executed and CSP does not govern them.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";

import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_TYPES,
  contentSecurityPolicy,
  IMMUTABLE_PREFIX,
  SECURITY_HEADERS,
} from "../server/headers.mjs";
import { hashesIn, hashSource } from "../server/policy.mjs";
import { contentTexts, originsOf } from "./content-origin.mjs";
import { filesUnder } from "./files.mjs";
import { attr, JS_TYPES, parsePage, textOf } from "./html.mjs";

/**
 * What the policy knows of a built page: the paths it is served at, and the hashes of the scripts
 * and styles the build emitted into it.
 * @typedef {{ routes: string[], scripts: string[], styles: string[] }} InspectedPage
 */

/**
 * Reads a built page beside its policy in the build's record: the scripts and styles on its list,
 * and what a strict policy must not allow: an inline script or style not on that list, a style
 * attribute, an event handler, a javascript: URL. `clues[i]`: what the content would hold had it
 * caused `problems[i]`, in tiers, strongest first (content-origin.mjs, originsOf).
 * @param {string} html
 * @param {string | undefined} policy the page's policy, as Astro recorded it (none: a problem)
 * @returns {Promise<{ scripts: string[], styles: string[], problems: string[], clues: string[][][] }>}
 */
export async function inspectPage(html, policy) {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[][][]} */
  const clues = [];
  const problem = (/** @type {string} */ text, /** @type {string[][]} */ ...tiers) => {
    problems.push(text);
    clues.push(tiers);
  };
  if (policy === undefined) problem("no policy in the build's record: the build listed nothing it emitted");
  const scripts = hashesIn(policy ?? "", "script-src");
  const styles = hashesIn(policy ?? "", "style-src");
  for (const { element, path } of withPaths(parsePage(html))) {
    const tag = element.tagName;
    for (const { name, value } of element.attrs) {
      if (name === "style")
        problem(`${path}: style="" attribute (style-src 'self' blocks it)`, ["style", value.trim()], ["style="]);
      if (/^on[a-z]+$/.test(name)) problem(`${path}: inline event handler ${name}=""`, [name, value.trim()], [name]);
      if (["href", "src", "action", "formaction"].includes(name) && /^\s*javascript:/i.test(value))
        problem(`${path}: javascript: URL in ${name}`, [value.trim()], ["javascript:"]);
    }
    const inlineScript = tag === "script" && attr(element, "src") === undefined;
    const runs = inlineScript && JS_TYPES.has((attr(element, "type") ?? "").trim().toLowerCase());
    if (!runs && tag !== "style") continue;
    const text = textOf(element);
    if (!(tag === "style" ? styles : scripts).includes(await hashSource(text)))
      problem(
        `${path} "${text.trim().slice(0, 40)}" is not one the build emitted (not on the page's list): the policy will not allow it`,
        [text.trim()],
        [`<${tag}`],
      );
  }
  return { scripts, styles, problems, clues };
}

/** @import { DefaultTreeAdapterTypes as T } from "parse5" */

/**
 * Every element under `node` with where it is: `<body> > <main#main> > <svg> > <script>`.
 * @param {T.Node} node
 * @param {string} [path]
 * @returns {Generator<{ element: T.Element, path: string }>}
 */
function* withPaths(node, path = "") {
  let here = path;
  if ("tagName" in node && node.tagName !== "html") {
    const id = attr(node, "id");
    const name = `<${node.tagName}${id ? `#${id}` : ""}>`;
    here = path ? `${path} > ${name}` : name;
    yield { element: node, path: here };
  }
  if ("content" in node) yield* withPaths(node.content, here);
  if ("childNodes" in node) for (const child of node.childNodes) yield* withPaths(child, here);
}

/**
 * @param {string} file a page's path relative to build/client.
 * @returns {string[]} the paths it is served at.
 */
export function routesOf(file) {
  const path = `/${file.split(sep).join("/")}`;
  if (path === "/index.html") return ["/", "/index.html"];
  if (path.endsWith("/index.html")) {
    const dir = path.slice(0, -"/index.html".length);
    return [dir, `${dir}/`, path];
  }
  return [path, path.replace(/\.html$/, "")];
}

/**
 * @param {string} file a page's path relative to build/client.
 * @returns {string} the pathname Astro rendered it at: `/`, `/privacy-policy`, `/404`.
 */
const pathnameOf = (file) =>
  file === "index.html"
    ? "/"
    : `/${file
        .split(sep)
        .join("/")
        .replace(/(\/index)?\.html$/, "")}`;

/** @import { ContentText } from "./content-origin.mjs" */

/** The most content texts a refusal names for one element: more says only that the clue is common. */
const MAX_ORIGINS = 5;

/**
 * @param {Record<string, { html: string, policy: string | undefined }>} pages file (relative to
 *   build/client) -> its final HTML and its policy in the build's record
 * @param {{ contentTexts?: () => ContentText[] }} [options] the content's text, read only when a page
 *   breaks the policy: each refusal then names the content that holds the element's text.
 * @returns {Promise<{ csp: string, hashes: string[], styles: string[], pages: Record<string, InspectedPage> }>}
 */
export async function sitePolicy(pages, { contentTexts: readTexts } = {}) {
  /** @type {{ line: string, tiers: string[][] }[]} */
  const errors = [];
  /** @type {Record<string, InspectedPage>} */
  const inspected = {};
  for (const [file, { html, policy }] of Object.entries(pages)) {
    const { scripts, styles, problems, clues } = await inspectPage(html, policy);
    for (const [i, problem] of problems.entries()) errors.push({ line: `${file}: ${problem}`, tiers: clues[i] ?? [] });
    inspected[file] = { routes: routesOf(file), scripts, styles };
  }
  if (errors.length > 0) {
    const texts = readTexts?.();
    const lines = errors.map(({ line, tiers }) => {
      if (!texts) return line;
      const origins = originsOf(texts, tiers);
      if (origins.length === 0) return `${line}\n    no content file holds its text: the site's code wrote it`;
      const more = origins.length > MAX_ORIGINS ? ` and ${origins.length - MAX_ORIGINS} more` : "";
      return `${line}\n    from the content: ${origins.slice(0, MAX_ORIGINS).join("; ")}${more}`;
    });
    throw new Error(`host-config: the build breaks the Content-Security-Policy:\n  ${lines.join("\n  ")}`);
  }
  const hashes = [...new Set(Object.values(inspected).flatMap((page) => page.scripts))].sort();
  const styles = [...new Set(Object.values(inspected).flatMap((page) => page.styles))].sort();
  return { csp: contentSecurityPolicy(hashes, { styles }), hashes, styles, pages: inspected };
}

/** @param {Record<string, string>} headers */
const headerLines = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

/**
 * `_headers` for Cloudflare. It applies every matching rule and joins repeated headers with a comma,
 * so no header appears in two rules whose paths can overlap.
 * @param {string} csp
 * @param {string[]} revalidatedPaths
 */
export function headersFile(csp, revalidatedPaths) {
  // Cloudflare ignores longer lines.
  if (`  Content-Security-Policy: ${csp}`.length > 2000)
    throw new Error("host-config: the CSP line passes _headers' 2,000 characters");
  return [
    "# Generated by build-plugins/host-config.mjs from server/headers.mjs: edit those, then rebuild.",
    "# Every response, the 404 page for unknown paths included.",
    "/*",
    ...headerLines({ "Content-Security-Policy": csp, ...SECURITY_HEADERS }),
    // Cloudflare's own 405 for other methods has no Allow header, which RFC 9110 requires there.
    "  Allow: GET, HEAD",
    "",
    "# Fingerprinted by Vite.",
    `${IMMUTABLE_PREFIX}*`,
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
    "",
    "# Pages, sitemap and robots: revalidated on every visit (also the hosts' default for other paths).",
    ...revalidatedPaths.flatMap((path) => {
      const type = CONTENT_TYPES[path.split(".").pop() ?? ""];
      return [path, `  Cache-Control: ${CACHE_REVALIDATE}`, ...(type ? [`  Content-Type: ${type}`] : [])];
    }),
    "",
  ].join("\n");
}

/**
 * nginx: `add_header` lines are not inherited by a block that has its own, so each block gets all.
 * @param {Record<string, string>} headers
 * @param {string} indent
 */
const nginxHeaders = (headers, indent) =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);

/**
 * An nginx server block. `root` and `listen` are the only lines a deployment needs to change
 * (the tests change exactly those to serve it on loopback).
 * @param {string} csp
 * @param {{ root?: string, listen?: string[], serverName?: string }} [options]
 */
export function nginxConfig(csp, { root = "/var/www/rymi", listen = ["80", "[::]:80"], serverName = "_" } = {}) {
  const all = (/** @type {string} */ cache, indent = "        ") =>
    nginxHeaders({ "Content-Security-Policy": csp, ...SECURITY_HEADERS, "Cache-Control": cache }, indent);
  return `# Generated by build-plugins/host-config.mjs from server/headers.mjs: edit those, then rebuild.
# An nginx (1.22+) server block for the files of build/client. Include it from the http {} context
# of nginx.conf, which should include mime.types. brotli_static needs the ngx_brotli static module
# (Debian/Ubuntu: apt-get install libnginx-mod-http-brotli-static); without it, delete that line:
# gzip_static still serves the precompressed .gz files.
server {
${listen.map((l) => `    listen ${l};`).join("\n")}
    server_name ${serverName};
    root ${root};

    server_tokens off;
    charset utf-8;
    charset_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml;
    # No disable_symlinks: with it, ngx_brotli's brotli_static (Debian's 1.0.0~rc, and upstream
    # still) walks its .br path with a wrong length, reads past the name into stale memory, and
    # often sends the .gz copy to browsers that asked for brotli
    # (https://github.com/google/ngx_brotli/issues/134).
    # The build holds no symlinks: deploy it as files.
    # Long paths get the 404 page, not 414.
    large_client_header_buffers 4 16k;

    # Precompressed copies written by the build (.br, .gz), with Vary: Accept-Encoding.
    brotli_static on;
    gzip_static on;
    gzip_vary on;

    error_page 404 /404.html;

    # Only GET and HEAD (HEAD is answered by GET's handler), and the statistics' beacons' POST.
    set $method_path "$request_method $uri";
    if ($method_path !~ "^(GET |HEAD |POST /api/collect$)") {
        return 405;
    }

    # One URL per page, without a trailing slash (the canonical form): /privacy-policy/ -> /privacy-policy.
    # The same for the .html files themselves (/privacy-policy.html, /index.html), judged on the
    # request as sent, so the internal redirect to /404.html is not redirected.
    absolute_redirect off;
    rewrite ^(/.+?)/+$ $1 permanent;
    if ($request_uri ~ "^(?<page>[^?]*/)index\\.html(?<query>\\?.*)?$") {
        return 301 $page$query;
    }
    if ($request_uri ~ "^(?<page>[^?]*[^/])\\.html(?<query>\\?.*)?$") {
        return 301 $page$query;
    }

    # Responses made before a location is chosen (405, 400).
${all(CACHE_REVALIDATE, "    ").join("\n")}
    add_header Allow "GET, HEAD" always;

    location / {
        try_files $uri $uri.html $uri/index.html =404;
${all(CACHE_REVALIDATE).join("\n")}
    }

    location ${IMMUTABLE_PREFIX} {
        try_files $uri =404;
${all(CACHE_IMMUTABLE).join("\n")}
    }
${Object.entries(CONTENT_TYPES)
  .map(
    ([ext, type]) => `
    location ~ \\.${ext}$ {
        types { }
        default_type ${type};
        try_files $uri =404;
${all(CACHE_REVALIDATE).join("\n")}
    }`,
  )
  .join("\n")}

    # The statistics' beacons, which every page sends (src/lib/statistics/): taken, and nothing kept. A
    # self-hosted copy keeps no statistics; production's Worker does (worker/site.ts).
    location = /api/collect {
        if ($request_method != POST) {
            return 405;
        }
${all(CACHE_REVALIDATE).join("\n")}
        return 204;
    }

    # Host configuration in the build folder is not for visitors.
    location ~ ^/(_headers|\\.assetsignore)$ {
        return 404;
    }
}
`;
}

/**
 * Reads the built pages and writes every host's configuration. Call it after the last change to
 * any HTML file.
 * @param {string} buildDir the build/ folder (holding client/).
 * @param {Record<string, string>} record each page's policy as Astro recorded it, by the pathname it
 *   was rendered at ("/", "/privacy-policy", "/404").
 * @param {string} [projectRoot] the checkout whose content was built: build/ sits in it (astro.config.ts, outDir).
 */
export async function writeHostConfig(buildDir, record, projectRoot = dirname(buildDir)) {
  const client = join(buildDir, "client");
  /** @type {Record<string, { html: string, policy: string | undefined }>} */
  const pages = {};
  /** @type {string[]} */
  const revalidated = [];
  for (const file of filesUnder(client)) {
    if (file.endsWith(".html"))
      pages[file] = { html: await readFile(join(client, file), "utf8"), policy: record[pathnameOf(file)] };
    else if (/^(sitemap\.xml|robots\.txt|[^/]+\.webmanifest)$/.test(file)) revalidated.push(`/${file}`);
  }
  if (!pages["index.html"] || !pages["404.html"])
    throw new Error("host-config: index.html and 404.html must be built first");
  const {
    csp,
    hashes,
    styles,
    pages: inspected,
  } = await sitePolicy(pages, {
    contentTexts: () => contentTexts(projectRoot),
  });
  const revalidatedPaths = [...Object.values(inspected).flatMap((p) => p.routes), ...revalidated].sort();

  await mkdir(join(buildDir, "nginx"), { recursive: true });
  await Promise.all([
    writeFile(join(client, "_headers"), headersFile(csp, revalidatedPaths)),
    // Cloudflare compresses on its own; the .br and .gz copies are for nginx and `npm start`.
    writeFile(join(client, ".assetsignore"), "*.br\n*.gz\n"),
    writeFile(
      join(buildDir, "nginx", "rymi.conf"),
      nginxConfig(csp, {
        root: process.env.NGINX_ROOT || undefined,
        serverName: process.env.NGINX_SERVER_NAME || undefined,
      }),
    ),
    writeFile(
      join(buildDir, "headers.json"),
      // `csp` is what every host sends over HTTPS; `npm start` builds its policies from `hashes` and `styles`.
      // `record`: each page's policy as Astro recorded it, word for word (the tests check the build against it).
      `${JSON.stringify({ csp, hashes, styles, notFound: "/404.html", pages: inspected, record }, null, 2)}\n`,
    ),
  ]);
  console.log(
    `host-config: ${Object.keys(pages).length} pages, ${hashes.length} scripts and ${styles.length} styles in the build's record; _headers, .assetsignore, nginx/rymi.conf, headers.json written`,
  );
}
