// A copy of the site with one more route, whose `loader` writes per-page data into the page
// (React Router streams it as executable inline scripts), built the normal way in a temporary
// folder. It proves the build works with React Router's real output rather than around it: the
// bootstrap deferral (tooling/defer-bootstrap.mjs) accepts this app's real pages and refuses any
// other shape, and the one Content-Security-Policy (the union of every page's inline-script
// hashes, tooling/host-config.mjs) covers a page with route data, which then runs with none blocked.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { BOOT_TEMPLATE_ID, deferBootstrap, ROUTE_MODULES, ROUTER_CONTEXT } from "../tooling/defer-bootstrap.mjs";
import { inspectPage } from "../tooling/host-config.mjs";
import { expect, recordViolations, test, waitForHydration } from "./support/fixtures";
import { copyProject, editCopy } from "./support/project-copy";
import { type Site, startSite } from "./support/servers";

/** What the loader returns: text that must survive serialisation into a script, `</script>` included. */
const DATA = 'Route data: "quoted", <b>not markup</b>, </script> and ✓';

const ROUTE = `import type { Route } from "./+types/fixture-loader";

export async function loader() {
  return { message: ${JSON.stringify(DATA)} };
}

export default function FixtureLoader({ loaderData }: Route.ComponentProps) {
  return <p>{loaderData.message}</p>;
}
`;

test.describe.configure({ mode: "serial", timeout: 240_000 });

let dir = "";
let server: (Site & { stop: () => Promise<void> }) | undefined;
/** The pages as React Router pre-rendered them, before the post-build steps. */
const raw: Record<string, string> = {};

test.beforeAll(async () => {
  // A whole build of the copy: a minute or more on a loaded 2-core machine, beyond the 30 s a hook has by default.
  test.setTimeout(240_000);
  dir = copyProject("rymi-loader-fixture-");
  writeFileSync(join(dir, "app/routes/fixture-loader.tsx"), ROUTE);
  editCopy(
    join(dir, "app/routes.ts"),
    'route("*"',
    'route("fixture-loader", "routes/fixture-loader.tsx"),\n  route("*"',
  );
  editCopy(
    join(dir, "react-router.config.ts"),
    "prerender: prerenderPaths,",
    'prerender: [...prerenderPaths, "/fixture-loader"],',
  );
  // React Router's own output first (the build's last steps held back), then those steps on it.
  editCopy(
    join(dir, "react-router.config.ts"),
    "buildEnd: ({ reactRouterConfig }) => buildEnd(reactRouterConfig.buildDirectory),",
    "",
  );
  execFileSync("npx", ["react-router", "build"], { cwd: dir, stdio: "pipe" });
  for (const file of ["index.html", "fixture-loader/index.html", "privacy-policy/index.html"])
    raw[file] = readFileSync(join(dir, "build/client", file), "utf8");
  const finish = 'import("./tooling/build-end.mjs").then(({ buildEnd }) => buildEnd("build"))';
  execFileSync("node", ["--input-type=module", "-e", finish], { cwd: dir, stdio: "pipe" });
  server = await startSite("npm start", dir);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the deferral takes React Router's real pages as they are and refuses any other shape", { tag: "@build" }, () => {
  const loaderPage = raw["fixture-loader/index.html"] ?? "";
  expect(loaderPage, "the route's data is in the page").toContain("loaderData");
  for (const [file, html] of Object.entries(raw)) {
    const out = deferBootstrap(html, file);
    if (file.startsWith("privacy-policy")) {
      expect(out, `${file}: a page without React is left as it is`).toBe(html);
      continue;
    }
    // React Router's module script and its preloads are moved, byte for byte, into the template.
    const moduleScript = /<script type="module" async="">[\s\S]*?<\/script>/.exec(html)?.[0] ?? "";
    expect(moduleScript, file).toContain(ROUTE_MODULES);
    const template = new RegExp(`<template id="${BOOT_TEMPLATE_ID}">([\\s\\S]*?)</template>`).exec(out)?.[1] ?? "";
    expect(template, file).toContain(moduleScript);
    expect(template.match(/rel="modulepreload"/g)?.length, file).toBe(html.match(/rel="modulepreload"/g)?.length);
    expect(out.replace(template, ""), `${file}: no preload or module script outside the template`).not.toMatch(
      /modulepreload|type="module"/,
    );
  }
  const home = raw["index.html"] ?? "";
  const refused: [string, string][] = [
    ["a second module script", home.replace("</body>", '<script type="module">import("/x.js");</script></body>')],
    ["a preload outside <head>", home.replace("</body>", '<link rel="modulepreload" href="/assets/x.js"/></body>')],
    ["a preload of another folder", home.replace(/(rel="modulepreload" href=")\/assets\//, "$1/elsewhere/")],
    ["no router context", home.replace(ROUTER_CONTEXT, "window.somethingElse =")],
    ["a bootstrap that registers nothing", home.replace(ROUTE_MODULES, "window.other =")],
    ["an external script", home.replace("</body>", '<script src="/assets/x.js"></script></body>')],
    [
      "preloads without a bootstrap",
      raw["privacy-policy/index.html"]?.replace("</head>", '<link rel="modulepreload" href="/assets/x.js"/></head>') ??
        "",
    ],
  ];
  for (const [shape, html] of refused) expect(() => deferBootstrap(html, shape), shape).toThrow(/^defer-bootstrap: /);
  expect(() => deferBootstrap(deferBootstrap(home)), "twice").toThrow(/already deferred/);
});

test(
  "a route with a loader builds under the one policy, which covers its data scripts; it runs with none blocked",
  { tag: "@build" },
  async ({ page, watch }) => {
    const built = readFileSync(join(dir, "build/client/fixture-loader.html"), "utf8");
    const { csp } = JSON.parse(readFileSync(join(dir, "build/headers.json"), "utf8")) as { csp: string };
    const executable = inspectPage(built).scripts.filter((s) => s.executable);
    expect(executable.length, "inline scripts that run").toBeGreaterThan(3);
    for (const { hash } of executable) expect(csp, "every script of the page is allowed").toContain(`'${hash}'`);
    const home = inspectPage(readFileSync(join(dir, "build/client/index.html"), "utf8")).scripts.map((s) => s.hash);
    expect(
      executable.filter((s) => !home.includes(s.hash)).length,
      "scripts of its own, not on the home page",
    ).toBeGreaterThan(0);

    const violations = await recordViolations(page);
    await page.goto(`${server?.origin}/fixture-loader`);
    await waitForHydration(page);
    await expect(page.getByText(DATA, { exact: true })).toBeVisible();
    expect(await violations(), "CSP violations").toEqual([]);
    expect(watch.problems, "console errors and warnings").toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  },
);
