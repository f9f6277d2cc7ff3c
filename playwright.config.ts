import { defineConfig, devices } from "@playwright/test";

import type { EngineName } from "./browsers/engines/index.mjs";

// Ports of the tests' own, so a run never talks to somebody else's server: `npm start`'s server on
// E2E_PORT (default 4719), nginx on the next two, Cloudflare's runtime after them (e2e/support/servers.ts).
import { NGINX_PORT, NGINX_TLS_PORT, NODE_PORT as PORT, CLOUDFLARE_PORT } from "./e2e/support/servers";
import { chromiumArgs, chromiumPath } from "./browsers/chromium.mjs";

export default defineConfig<unknown, { engine: EngineName }>({
  testDir: "e2e",
  // Specs only: e2e/support/ holds a Vitest unit test (hygiene.test.ts) too.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two Chromium workers on the 2-core machine, and beside them one Firefox or WebKit worker: those
  // tests mostly wait on the page's timers (rotations, a 20 s idle watch), so a third worker fills
  // the idle time. Firefox and WebKit then take one worker each (`workers` on their projects).
  workers: 3,
  // Each test stays well inside 30 s on a loaded 2-core machine; only axe scans ask for more (a11y.spec.ts).
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /engines\.spec\.ts/,
      workers: 2,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // Debian's Firefox ESR and WebKitGTK, driven by browsers/engines (Playwright cannot drive them).
    { name: "firefox", testMatch: /engines\.spec\.ts/, workers: 1, use: { engine: "firefox" } },
    { name: "webkit", testMatch: /engines\.spec\.ts/, workers: 1, use: { engine: "webkit" } },
  ],
  webServer: [
    {
      // The built static output, served as `npm start` serves it.
      command: "node server/serve.mjs",
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same build behind Debian's nginx with the generated build/nginx/rymi.conf; stopped
      // (with its temporary folder) when the run ends, passed or failed.
      command: "node e2e/support/nginx-test-server.mjs",
      env: { NGINX_PORT: String(NGINX_PORT), NGINX_TLS_PORT: String(NGINX_TLS_PORT) },
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      // The same build under Cloudflare's local runtime (wrangler dev: workerd, Workers static assets), offline,
      // reading the generated _headers; its inspector on the next port.
      command: "node e2e/support/cloudflare-test-server.mjs",
      env: { CF_PORT: String(CLOUDFLARE_PORT), CF_INSPECTOR_PORT: String(CLOUDFLARE_PORT + 1) },
      url: `http://127.0.0.1:${CLOUDFLARE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
