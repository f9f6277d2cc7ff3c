// `npm run test:e2e`: the browser tests' two runs side by side, the whole suite (playwright.config.ts)
// and the pseudo-localized run (playwright.pseudo.config.ts) on one worker of its own. One after the
// other, each leaves the 2 cores idle for part of its time (tests that watch a page's timers, the
// pseudo copy's build, a run's last test alone); side by side they keep both busy and end about 40 s
// sooner (docs/testing.md). The pseudo run's lines start with "pseudo │". Exits with 1 if either
// run fails, after both have ended. To run part of either, call Playwright itself (docs/testing.md).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const playwright = join(root, "node_modules/.bin/playwright");

/** Runs Playwright with `args`, each line of its output to ours, after `mark`; resolves to whether it passed. */
function run(/** @type {string} */ mark, /** @type {string[]} */ args) {
  const child = spawn(playwright, ["test", ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...(process.stdout.isTTY && { FORCE_COLOR: "1" }) }, // through the pipe, in colour
  });
  for (const [from, to] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]))
    createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => to.write(`${mark}${line}\n`));
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(`${mark}could not start Playwright: ${error.message}`);
      resolve(false);
    });
    child.on("close", (code, signal) => resolve(code === 0 && !signal));
  });
}

const [suite, pseudo] = await Promise.all([
  run("", []),
  run("pseudo │ ", ["-c", "playwright.pseudo.config.ts", "--workers=1"]),
]);
const said = (/** @type {boolean} */ passed) => (passed ? "passed" : "FAILED");
console.log(`test:e2e: the suite ${said(suite)}, the pseudo-localized run ${said(pseudo)}`);
process.exitCode = suite && pseudo ? 0 : 1;
