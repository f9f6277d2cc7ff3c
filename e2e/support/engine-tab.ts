// One tab of Firefox or WebKit (browsers/engines/) for a test, the size of a Mac laptop's window: the
// engine started for it and stopped after it, whatever the test did.
import type { EngineName, EnginePage } from "../../browsers/engines/index.mjs";
import { launchEngine } from "../../browsers/engines/index.mjs";

/** Hands `run` a 1280 × 800 tab of `engine` (started with `options`, launchEngine's). */
export async function withEngineTab(
  engine: EngineName,
  run: (tab: EnginePage) => Promise<void>,
  options?: Parameters<typeof launchEngine>[1],
) {
  const running = await launchEngine(engine, options);
  try {
    const tab = await running.open({ width: 1280, height: 800 });
    await run(tab);
    await tab.close();
  } finally {
    await running.close();
  }
}
