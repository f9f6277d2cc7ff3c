// Debian's Chromium (found by system-deps.mjs), and the flags it needs here (no sandbox as root, no
// background networking on a closed network). Shared by Playwright, the screenshots and the bench.
import { TOOLS } from "./system-deps.mjs";

export const chromiumPath = TOOLS.chromium.path;
/** The browser tests' Chromium: its headless shell (system-deps.mjs says why). */
export const chromiumTestPath = TOOLS.chromiumHeadlessShell.path;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
