// The built files without a server: valid HTML a strict policy can serve, no broken internal link.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";

import { FileSystemConfigLoader, HtmlValidate } from "html-validate";

import {
  attr,
  client,
  elements,
  files,
  inlineScripts,
  inlineStyles,
  listedFor,
  pageScripts,
  pages,
  readPage,
  routeOf,
} from "./support/build-files";
import { SITE_URL } from "./support/content";
import { LEAD_EVENT } from "../src/lib/statistics/lead";
import { WAITING_KEY } from "../src/lib/statistics/waiting";
import { expect, test } from "./support/fixtures";

/** A module's static and dynamic imports, as the bundler writes them: `from"./x.js"`, `import"./x.js"`, `import("./x.js")`. */
const IMPORTS = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+)["'`]/g;

test("every page: 0 html-validate errors, no style attribute or event handler; each <style> once, it and every inline script on the page's list; the site's stylesheet in every page", async () => {
  expect(pages).toEqual(expect.arrayContaining(["index.html", "404.html"]));
  // The site's stylesheet: the one <style> every page holds (Astro adds its own small one to pages with islands).
  const [first = [], ...others] = await Promise.all(pages.map((file) => inlineStyles(readPage(file))));
  const stylesheet = first.filter((hash) => others.every((styles) => styles.includes(hash)));
  expect(stylesheet, "one stylesheet, the same in every page").toHaveLength(1);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  for (const file of pages) {
    const html = readPage(file);
    const report = await validator.validateFile(join(client, file));
    const problems = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    const styles = await inlineStyles(html);
    expect(styles, `${file}: no <style> twice`).toEqual([...new Set(styles)]);
    const listed = listedFor(file);
    expect(styles, `${file}: every <style> is one the build listed in the page's policy`).toEqual(
      styles.filter((hash) => listed.styles.includes(hash)),
    );
    const scripts = (await inlineScripts(html)).filter((script) => script.executable).map((script) => script.hash);
    expect(scripts, `${file}: every inline script is one the build listed in the page's policy`).toEqual(
      scripts.filter((hash) => listed.scripts.includes(hash)),
    );
    const islands = elements(html).filter((element) => element.tagName === "astro-island");
    if (islands.length === 0) expect(styles, `${file}: no island, the site's stylesheet alone`).toEqual(stylesheet);
    for (const element of elements(html)) {
      for (const { name } of element.attrs)
        if (/^(style|on[a-z]+)$/.test(name)) problems.push(`<${element.tagName} ${name}="">`);
    }
    expect(problems, file).toEqual([]);
  }
});

test("internal links: every href, src and own URL on every page resolves to a file or route, fragments included; none ends in a slash", () => {
  const site = new URL(SITE_URL).origin;
  /** Pathname -> the built file that answers it, as the servers resolve clean URLs. */
  const resolve = (pathname: string) => {
    const bare = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, "");
    const candidates = bare === "" ? ["index.html"] : [bare, `${bare}/index.html`, `${bare}.html`];
    return candidates.find((candidate) => files.includes(candidate));
  };
  const idsOf = (file: string) =>
    new Set(elements(readPage(file)).flatMap((e) => [attr(e, "id"), e.tagName === "a" ? attr(e, "name") : undefined]));
  const broken: string[] = [];
  let checked = 0;
  for (const file of pages) {
    const html = readPage(file);
    const base = new URL(routeOf(file), "https://site.invalid");
    const targets: string[] = [];
    for (const e of elements(html)) {
      for (const name of ["href", "src", "poster", "action", "formaction"]) targets.push(attr(e, name) ?? "");
      for (const name of ["srcset", "imagesrcset"])
        targets.push(...(attr(e, name) ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""));
      if (/^(og:image|og:url|twitter:image)$/.test(attr(e, "property") ?? attr(e, "name") ?? ""))
        targets.push(attr(e, "content") ?? "");
    }
    // The modules each island loads when it hydrates (Astro's <astro-island>), and any an inline module imports.
    for (const e of elements(html).filter((e) => e.tagName === "astro-island"))
      for (const name of ["component-url", "renderer-url", "before-hydration-url"]) targets.push(attr(e, name) ?? "");
    for (const s of pageScripts(html).filter((s) => s.type === "module"))
      for (const [, url = ""] of s.text.matchAll(IMPORTS)) targets.push(url);
    for (const target of targets.filter((t) => t && !/^(mailto|tel):/i.test(t))) {
      if (/^(data|javascript):/i.test(target)) {
        broken.push(`${file}: ${target.slice(0, 40)} (blocked by the policy)`);
        continue;
      }
      const url = new URL(target, base);
      if (url.origin !== base.origin && url.origin !== site) continue; // another site
      checked++;
      const found = resolve(url.pathname);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (url.pathname !== "/" && url.pathname.endsWith("/")) broken.push(`${file}: ${target} (ends in a slash)`);
      else if (!found) broken.push(`${file}: ${target}`);
      else if (fragment && fragment !== "top" && !(found.endsWith(".html") && idsOf(found).has(fragment)))
        broken.push(`${file}: ${target} (no #${fragment} in ${found})`);
    }
  }
  for (const css of files.filter((f) => f.endsWith(".css"))) {
    for (const [, ref = ""] of readFileSync(join(client, css), "utf8").matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      if (ref.startsWith("data:") || ref.startsWith("#")) continue;
      checked++;
      if (!existsSync(join(client, new URL(ref, `https://site.invalid/${css}`).pathname)))
        broken.push(`${css}: ${ref}`);
    }
  }
  // The modules' own imports (Rollup's chunks import one another by relative URL).
  for (const js of files.filter((f) => f.endsWith(".js"))) {
    for (const [, ref = ""] of readFileSync(join(client, js), "utf8").matchAll(IMPORTS)) {
      const url = new URL(ref, `https://site.invalid/${js}`);
      if (url.origin !== "https://site.invalid") {
        broken.push(`${js}: imports ${ref} from another site`);
        continue;
      }
      checked++;
      if (!files.includes(url.pathname.slice(1))) broken.push(`${js}: ${ref}`);
    }
  }
  expect(broken).toEqual([]); // links, islands' modules, modules' imports, and stylesheets' url(…) references
  expect(checked).toBeGreaterThan(20);
});

/**
 * Every module `entry` (a URL path under build/client) may load, itself included: its static and dynamic
 * imports, and the modules it names by URL to import later (build-plugins/late-module.ts), followed.
 */
function moduleGraph(entry: string): Map<string, string> {
  const modules = new Map<string, string>();
  const visit = (path: string) => {
    if (modules.has(path)) return;
    const text = readFileSync(join(client, path), "utf8");
    modules.set(path, text);
    const named = [...text.matchAll(IMPORTS), ...text.matchAll(/["'`](\/assets\/[\w.-]+\.js)["'`]/g)];
    for (const [, url] of named) visit(new URL(url ?? "", `https://site${path}`).pathname);
  };
  visit(entry);
  return modules;
}

test("the legal pages and the 404 page load no React: their own script inline, importing nothing; the statistics by URL, 4 KB (brotli) with what they load late", () => {
  for (const file of ["privacy-policy.html", "terms-conditions.html", "404.html"]) {
    const html = readPage(file);
    const islands = elements(html).filter((e) => e.tagName === "astro-island");
    expect(islands, `${file}: no island to hydrate`).toEqual([]);
    const preloads = elements(html).filter((e) => /preload/.test(attr(e, "rel") ?? ""));
    expect(preloads, `${file}: nothing preloaded`).toEqual([]);
    // The page's own few lines (Astro bundles them as an inline module): nothing they import is fetched.
    const scripts = pageScripts(html).filter((s) => s.executable);
    expect(scripts.length, `${file}: its own script`).toBeGreaterThan(0);
    const imports = scripts.flatMap((s) => [...s.text.matchAll(IMPORTS)].map(([, url]) => url));
    expect(imports, `${file}: inline scripts that import nothing`).toEqual([]);
    const inline = brotliCompressSync(scripts.map((s) => s.text).join("\n")).length;
    expect(inline, `${file}: inline JavaScript, brotli bytes`).toBeLessThanOrEqual(5 * 1024);
    // No script file: the page's script loads the statistics' loader by its URL (src/lib/statistics/loader.ts),
    // and nothing it may load is React.
    const files = elements(html).filter((e) => e.tagName === "script" && attr(e, "src"));
    expect(files, `${file}: no script file`).toEqual([]);
    const [loader = ""] = scripts.flatMap((s) =>
      [...s.text.matchAll(/["'`](\/assets\/loader\.[\w-]+\.js)["'`]/g)].map(([, url]) => url),
    );
    expect(loader, `${file}: the statistics' loader`).toMatch(/^\/assets\/loader\./);
    // The leads the page keeps for it, by the event's name the islands send, and where a page left before
    // it started hands them to the next (both written out in the page's script).
    for (const name of [LEAD_EVENT, WAITING_KEY])
      expect(
        scripts.some((s) => s.text.includes(`"${name}"`) || s.text.includes(`\`${name}\``)),
        `${file}: ${name}`,
      ).toBe(true);
    const graph = moduleGraph(loader);
    const react = [...graph].filter(([, text]) => /react\.transitional\.element/.test(text));
    expect(
      react.map(([path]) => path),
      `${file}: modules with React`,
    ).toEqual([]);
    // The statistics' own script, the loader and the module it loads after the load event: at most 4 KB.
    const statistics = [...graph.keys()].find((path) => /\/statistics\.[\w-]+\.js$/.test(path)) ?? "";
    const ownBytes = [loader, statistics].map((path) => brotliCompressSync(graph.get(path) ?? "").length);
    expect(
      ownBytes.reduce((a, b) => a + b),
      `${file}: ${loader} and ${statistics}, brotli bytes`,
    ).toBeLessThanOrEqual(4 * 1024);
  }
});
