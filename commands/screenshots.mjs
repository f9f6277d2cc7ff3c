// Full-page screenshots of every route from the built site, in three engines: Chromium at 390,
// 768 and 1280 px; Firefox and WebKit (browsers/engines) at their narrowest width (390 and
// 447 px: WebKit's MiniBrowser goes no narrower), 768 and 1280 px. Files are named
// route-width-engine.png, so each route's shots sort together.
// Usage: npm run build && npm run screenshots [-- --out screenshots] [-- --engines chromium,webkit]
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "../browsers/chromium.mjs";
import { freePort } from "../browsers/free-port.mjs";
import {
  animationsSettled,
  launchEngine,
  missingEngineTools,
  NARROW,
  scrollThrough,
} from "../browsers/engines/index.mjs";
/** @import { EngineName } from "../browsers/engines/index.mjs" */

const { values } = parseArgs({ options: { out: { type: "string" }, engines: { type: "string" } } });
const out = values.out ?? "screenshots";
const engines = (values.engines ?? "chromium,firefox,webkit").split(",");
// A free port, not a fixed one: on a fixed port taken by another checkout's server, this one would fail unseen and
// the shots would be of that other build.
const port = await freePort();
const origin = `http://localhost:${port}`;
const routes = { home: "/", privacy: "/privacy-policy", terms: "/terms-conditions", "not-found": "/no-such-page" };
const HEIGHT = 900;

await mkdir(out, { recursive: true });
const server = spawn(process.execPath, ["server/serve.mjs"], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
// Until the server answers (it may take a moment on a loaded machine).
for (let tries = 0; !(await fetch(origin).catch(() => null))?.ok; tries++) {
  if (server.exitCode !== null || tries === 100) {
    server.kill();
    throw new Error(`screenshots: no server at ${origin}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

async function shootChromium() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const width of [390, 768, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: HEIGHT }, reducedMotion: "reduce" });
      for (const [name, path] of Object.entries(routes)) {
        await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
        await page.waitForSelector("html[data-hydrated]");
        await page.evaluate(scrollThrough);
        await page.waitForFunction(animationsSettled);
        const file = `${out}/${name}-${width}-chromium.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** @param {EngineName} engineName */
async function shootEngine(engineName) {
  // What Safari shows: WebKit through its compositor (the tests leave it out, browsers/engines/webkit.mjs).
  const engine = await launchEngine(engineName, { composited: true });
  try {
    for (const width of [NARROW[engineName], 768, 1280]) {
      for (const [name, path] of Object.entries(routes)) {
        const tab = await engine.open({ width, height: HEIGHT });
        await tab.goto(`${origin}${path}`);
        await tab.ready();
        await tab.evaluate(scrollThrough);
        await tab.settle();
        const file = `${out}/${name}-${width}-${engineName}.png`;
        await tab.screenshot(file);
        console.log(file);
        await tab.close();
      }
    }
  } finally {
    await engine.close();
  }
}

try {
  for (const engine of engines) {
    if (engine === "chromium") await shootChromium();
    else if (engine !== "firefox" && engine !== "webkit") throw new Error(`screenshots: no engine "${engine}"`);
    else if (missingEngineTools().length > 0)
      console.warn(`skipped ${engine}: ${missingEngineTools().map((m) => `${m.what} (apt-get install ${m.pkg})`)}`);
    else await shootEngine(engine);
  }
} finally {
  server.kill();
}
