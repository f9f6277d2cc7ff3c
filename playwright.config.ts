import { defineConfig, devices } from "@playwright/test";

import type { EngineName } from "./browsers/engines/index.mjs";
import type { ServerName } from "./e2e/support/servers";
import { chromiumArgs, chromiumTestPath } from "./browsers/chromium.mjs";

// One project per server and engine. Each worker starts its project's server (e2e/support/servers.ts)
// when its first test needs one, on free ports: `npx playwright test e2e/home.spec.ts` starts
// `npm start`'s server alone. Tests are chosen by tag (docs/testing.md, "Tags"):
//   @http        HTTP-level checks, on every server
//   @production  what stands for production: Chromium's visits of every route, the deploy check (Cloudflare)
//   @nginx       the self-hosting recipe: its HTTPS, one browser visit
//   @engines     Firefox ESR and WebKitGTK, on production's runtime
//   @pseudo      again on the pseudo-localized copy (playwright.pseudo.config.ts)
//   @editor, @idle, @print, @hostile: the content editor, 20 s idle watches, print, hostile content
const chrome = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig<unknown, { engine: EngineName; server: ServerName }>({
  testDir: "e2e",
  // Specs only: e2e/support/ holds a Vitest unit test (hygiene.test.ts) too.
  testMatch: "**/*.spec.ts",
  // A folder for what the Worker servers make once per run: their bundles, the migrated database.
  globalSetup: "./e2e/support/run-builds.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Four workers on the 2-core machine: two for Chromium, two beside them for the other projects, so that
  // Firefox's and WebKit's tests, which mostly wait on the page's timers, wait at the same time. With one
  // beside Chromium, WebKit's came after Firefox's and ran last, alone, the cores idle. More only queue for CPU.
  workers: 4,
  // Each test stays well inside 30 s on a loaded 2-core machine; axe scans, the deploy check and the editor's
  // tests ask for more (a11y.spec.ts, headers.spec.ts, editor*.spec.ts).
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    // A failed test keeps its trace (actions, network, console, sources), a screenshot and the page's ARIA
    // snapshot (error-context.md). The trace's screencast and DOM snapshots are off: recording them for every
    // action of every test cost about a fifth of the suite's CPU. `--trace on` brings them back for one run.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumTestPath, args: chromiumArgs },
  },
  projects: [
    {
      // The deep suite, on `npm start`'s server.
      name: "chromium",
      grepInvert: /@production|@nginx|@engines/,
      workers: 2,
      use: { ...chrome, server: "npm start" },
    },
    {
      // Production's runtime over HTTPS (its throw-away certificate accepted).
      name: "Cloudflare",
      grep: /@http|@production/,
      workers: 1,
      use: { ...chrome, server: "Cloudflare", ignoreHTTPSErrors: true },
    },
    { name: "nginx", grep: /@http|@nginx/, workers: 1, use: { ...chrome, server: "nginx", ignoreHTTPSErrors: true } },
    // Debian's Firefox ESR and WebKitGTK, driven by browsers/engines (Playwright cannot drive them).
    { name: "firefox", grep: /@engines/, workers: 1, use: { engine: "firefox", server: "Cloudflare" } },
    { name: "webkit", grep: /@engines/, workers: 1, use: { engine: "webkit", server: "Cloudflare" } },
  ],
});
