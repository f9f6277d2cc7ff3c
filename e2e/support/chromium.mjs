// Where Debian's Chromium lives, and the flags it needs here (no sandbox as root, no
// background networking on a closed network). Shared by Playwright, the screenshots and the bench.
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export const chromiumPath = candidates.find((path) => path && existsSync(path));

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
