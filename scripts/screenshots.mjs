// Full-page screenshots of every route at 390, 768 and 1280 px, from the built site.
// Usage: npm run build && npm run screenshots [-- --out screenshots]
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";

import { chromium } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const out = process.argv.includes("--out") ? process.argv[process.argv.indexOf("--out") + 1] : "screenshots";
const port = 4790;
const routes = { home: "/", privacy: "/privacy-policy", terms: "/terms-conditions", "not-found": "/no-such-page" };
const widths = [390, 768, 1280];

await mkdir(out, { recursive: true });
const server = spawn("node", ["server/serve.mjs"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 600));

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    for (const [name, path] of Object.entries(routes)) {
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: "networkidle" });
      // Scroll through once so lazy images load and fade-ins run, then return to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
      console.log(`${out}/${name}-${width}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
