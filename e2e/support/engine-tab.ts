// The Firefox and WebKit tests' page (e2e/*engines.spec.ts on production's runtime): one browser per
// Playwright worker, a fresh page per test at the engine's narrowest width, beside the fixtures of
// support/fixtures.ts (the site's server among them).
import type { EngineName, EnginePage, RunningEngine } from "../../browsers/engines/index.mjs";
import { launchEngine, NARROW } from "../../browsers/engines/index.mjs";
import { test as base } from "./fixtures";

/** The tests' window height, in CSS px. */
export const HEIGHT = 900;

export const test = base.extend<{ tab: EnginePage }, { engine: EngineName; running: RunningEngine }>({
  engine: ["firefox", { option: true, scope: "worker" }],
  running: [
    async ({ engine }, provide) => {
      const running = await launchEngine(engine);
      await provide(running);
      await running.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // A fresh page (Firefox: a new browser context; WebKit: a new MiniBrowser) at the narrowest width.
  // Its own time, apart from the test's: on a loaded machine a MiniBrowser's start once hung for 25 s
  // and was restarted (browsers/engines), which left the test itself too little of its 30 s.
  tab: [
    async ({ running, engine }, provide) => {
      const tab = await running.open({ width: NARROW[engine], height: HEIGHT });
      await provide(tab);
      await tab.close();
    },
    { timeout: 75_000 },
  ],
});
