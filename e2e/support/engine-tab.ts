// The Firefox and WebKit tests' page (e2e/*engines.spec.ts on production's runtime): one browser per
// Playwright worker, a fresh page per test at the engine's narrowest width, beside the fixtures of
// support/fixtures.ts (the site's server among them).
import type { TestInfo } from "@playwright/test";

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
    async ({ running, engine }, provide, testInfo) => {
      const tab = await running.open({ width: NARROW[engine], height: HEIGHT });
      await provide(tab);
      await attachFailedTab(tab, testInfo);
      await tab.close();
    },
    { timeout: 75_000 },
  ],
});

/**
 * What the tab of a test that failed showed, attached to its report (the engines leave no trace of
 * their own): a picture of the page, its address, its text and what went wrong in it. Each piece
 * given 10 s at most: a driver that no longer answers leaves the report without it.
 */
export async function attachFailedTab(tab: EnginePage, testInfo: TestInfo) {
  if (testInfo.status === testInfo.expectedStatus) return;
  const within = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer in 10 s")), 10_000)),
    ]);
  const picture = testInfo.outputPath("tab.png");
  await within(tab.screenshot(picture)).then(
    () => testInfo.attach("tab.png", { path: picture, contentType: "image/png" }),
    () => {},
  );
  const page = await within(tab.evaluate(() => `${location.href}\n\n${document.body.innerText.slice(0, 4000)}`)).catch(
    String,
  );
  const problems = await within(tab.problems()).catch((error: unknown) => [String(error)]);
  await testInfo.attach("tab.txt", {
    body: [page, "", "problems:", ...problems].join("\n"),
    contentType: "text/plain",
  });
}
