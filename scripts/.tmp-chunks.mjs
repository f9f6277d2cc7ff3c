import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
const [,, url, width, prefix, chunkH = "1100"] = process.argv;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, reducedMotion: "reduce" });
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 30)); } window.scrollTo(0, 0); });
await page.waitForTimeout(300);
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const ch = Number(chunkH);
for (let y = 0, i = 0; y < h; y += ch, i++) {
  await page.screenshot({ path: `${prefix}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(ch, h - y) } });
}
console.log("height", h);
await browser.close();
