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
  pages,
  readPage,
  routeOf,
} from "./support/build-files";
import { SITE_URL } from "./support/content";
import { expect, test } from "./support/fixtures";

test("every page: 0 html-validate errors, no style attribute or event handler, one <style>: the site's stylesheet", async () => {
  const stylesheet = new Set(pages.flatMap((file) => inlineStyles(readPage(file))));
  expect(stylesheet.size, "one stylesheet, the same in every page").toBe(1);
  expect(pages).toEqual(expect.arrayContaining(["index.html", "404.html"]));
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  for (const file of pages) {
    const report = await validator.validateFile(join(client, file));
    const problems = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    expect(inlineStyles(readPage(file)), `${file}: the stylesheet, once`).toHaveLength(1);
    for (const element of elements(readPage(file))) {
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
    // The modules React Router's bootstrap imports (in its template until the first paint).
    for (const s of inlineScripts(html).filter((s) => s.type === "module"))
      for (const [, url = ""] of s.text.matchAll(/(?:from|import)\s*\(?"([^"]+)"/g)) targets.push(url);
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
  expect(broken).toEqual([]); // links, and stylesheets' url(…) references
  expect(checked).toBeGreaterThan(20);
});

test("the legal pages and the 404 page load no React: no script file or preload, at most 5 KB (brotli) of inline script", () => {
  for (const file of ["privacy-policy.html", "terms-conditions.html", "404.html"]) {
    const html = readPage(file);
    const loads = elements(html)
      .filter((e) => (e.tagName === "script" && attr(e, "src")) || /preload/.test(attr(e, "rel") ?? ""))
      .map((e) => attr(e, "src") ?? attr(e, "href"));
    expect(loads, file).toEqual([]);
    const scripts = inlineScripts(html).filter((s) => s.executable);
    expect(
      scripts.map((s) => s.type),
      `${file}: classic scripts only`,
    ).toEqual(scripts.map(() => ""));
    const brotli = brotliCompressSync(scripts.map((s) => s.text).join("\n")).length;
    expect(brotli, `${file}: JavaScript, brotli bytes`).toBeLessThanOrEqual(5 * 1024);
  }
});
