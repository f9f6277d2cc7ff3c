// Checks of the built files themselves (no server): valid HTML, every inline script covered by
// the policy the hosts send, and no broken internal link.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";

import { attr, client, elements, files, inlineScripts, pages, readPage, routeOf } from "./build-files";

const headersJson = JSON.parse(readFileSync(join(client, "..", "headers.json"), "utf8")) as { csp: string };

test.describe("generated host configs", () => {
  // Those hosts serve HTTPS: both HTTPS-only directives stay (only `npm start` drops them over plain HTTP).
  const HSTS = "max-age=63072000; includeSubDomains";
  const build = join(client, "..");
  const read = (file: string) => readFileSync(join(build, file), "utf8");

  test("_headers, vercel.json, nginx and CloudFront send upgrade-insecure-requests and HSTS", () => {
    expect(headersJson.csp.split("; ")).toContain("upgrade-insecure-requests");
    const headers = read("client/_headers");
    expect(headers).toContain(`  Content-Security-Policy: ${headersJson.csp}\n`);
    expect(headers).toContain(`  Strict-Transport-Security: ${HSTS}\n`);

    const vercel = JSON.parse(read("vercel.json")) as { headers: { headers: { key: string; value: string }[] }[] };
    const all = vercel.headers.flatMap((rule) => rule.headers);
    expect(all).toContainEqual({ key: "Content-Security-Policy", value: headersJson.csp });
    expect(all).toContainEqual({ key: "Strict-Transport-Security", value: HSTS });

    const nginx = read("nginx/rymi.conf");
    const blocks = nginx.match(/add_header Content-Security-Policy "[^"]*" always;/g) ?? [];
    expect(blocks.length).toBeGreaterThan(2);
    for (const line of blocks) expect(line).toContain("; upgrade-insecure-requests\"");
    expect(nginx.match(/add_header Strict-Transport-Security /g)).toHaveLength(blocks.length);

    const cloudFront = JSON.parse(read("cloudfront/response-headers-policy.json")) as {
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { ContentSecurityPolicy: string };
        StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean };
      };
    };
    expect(cloudFront.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(headersJson.csp);
    expect(cloudFront.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
  });
});

test.describe("built pages", () => {
  test("html-validate: 0 errors on every page", async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const file of pages) {
      const report = await validator.validateFile(join(client, file));
      const messages = report.results.flatMap((r) =>
        r.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
      );
      expect(messages, file).toEqual([]);
    }
  });

  test("every inline script of every page is covered by a hash in the policy; no inline styles or handlers", () => {
    expect(pages).toEqual(expect.arrayContaining(["index.html", "404.html"]));
    const problems: string[] = [];
    let scripts = 0;
    for (const file of pages) {
      const html = readPage(file);
      for (const { hash, type } of inlineScripts(html)) {
        scripts++;
        if (!headersJson.csp.includes(`'${hash}'`))
          problems.push(`${file}: ${type || "classic"} script ${hash} not covered`);
      }
      for (const element of elements(html)) {
        if (element.tagName === "style") problems.push(`${file}: <style>`);
        for (const { name } of element.attrs)
          if (/^(style|on[a-z]+)$/.test(name)) problems.push(`${file}: <${element.tagName} ${name}="">`);
      }
    }
    expect(problems).toEqual([]);
    expect(scripts).toBeGreaterThanOrEqual(pages.length * 5);
  });

  test("internal links: every href and src on every page resolves to a file or route, fragments included", () => {
    /** Pathname -> the built file that answers it, as the servers resolve clean URLs. */
    const resolve = (pathname: string) => {
      const path = decodeURIComponent(pathname).replace(/^\/+/, "");
      const bare = path.replace(/\/+$/, "");
      const candidates =
        bare === ""
          ? ["index.html"]
          : path.endsWith("/")
            ? [`${bare}/index.html`]
            : [bare, `${bare}/index.html`, `${bare}.html`];
      return candidates.find((candidate) => files.includes(candidate));
    };
    const idsOf = new Map<string, Set<string>>();
    const ids = (file: string) => {
      if (!idsOf.has(file))
        idsOf.set(
          file,
          new Set(
            elements(readPage(file))
              .flatMap((e) => [attr(e, "id"), e.tagName === "a" ? attr(e, "name") : undefined])
              .filter((v): v is string => !!v),
          ),
        );
      return idsOf.get(file) ?? new Set<string>();
    };

    const broken: string[] = [];
    let checked = 0;
    for (const file of pages) {
      const html = readPage(file);
      const base = new URL(routeOf(file), "https://site.invalid");
      // The site's own absolute URLs (canonical, og:url) count as internal.
      const own = new Set([base.origin]);
      for (const e of elements(html)) {
        const value =
          e.tagName === "link" && attr(e, "rel") === "canonical"
            ? attr(e, "href")
            : attr(e, "property") === "og:url"
              ? attr(e, "content")
              : undefined;
        if (value) own.add(new URL(value).origin);
      }
      const targets: string[] = [];
      for (const e of elements(html)) {
        for (const name of ["href", "src", "poster", "action", "formaction"]) {
          const value = attr(e, name);
          if (value !== undefined) targets.push(value);
        }
        for (const name of ["srcset", "imagesrcset"])
          for (const candidate of (attr(e, name) ?? "").split(","))
            if (candidate.trim()) targets.push(candidate.trim().split(/\s+/)[0] ?? "");
        if (
          e.tagName === "meta" &&
          /^(og:image|og:url|twitter:image)$/.test(attr(e, "property") ?? attr(e, "name") ?? "")
        )
          targets.push(attr(e, "content") ?? "");
      }
      // The module list of the deferred bootstrap (scripts/defer-bootstrap.mjs).
      for (const s of inlineScripts(html).filter((s) => s.type === "application/json")) {
        const data = JSON.parse(s.text) as { modules?: string[]; entry?: string };
        targets.push(...(data.modules ?? []), ...(data.entry ? [data.entry] : []));
      }
      for (const target of targets) {
        if (/^(mailto|tel):/i.test(target)) continue;
        if (/^(data|javascript):/i.test(target)) {
          broken.push(`${file}: ${target.slice(0, 40)} (blocked by the policy)`);
          continue;
        }
        const url = new URL(target, base);
        if (!own.has(url.origin)) continue; // another site
        checked++;
        const found = resolve(url.pathname);
        if (!found) {
          broken.push(`${file}: ${target}`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && fragment !== "top" && !ids(found).has(fragment))
          broken.push(`${file}: ${target} (no #${fragment} in ${found})`);
      }
    }
    // Stylesheets' url(…) references.
    for (const css of files.filter((f) => f.endsWith(".css"))) {
      for (const [, ref] of readFileSync(join(client, css), "utf8").matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        if (!ref || ref.startsWith("data:") || ref.startsWith("#")) continue;
        checked++;
        const url = new URL(ref, new URL(`/${css}`, "https://site.invalid"));
        if (!existsSync(join(client, url.pathname))) broken.push(`${css}: ${ref}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});
