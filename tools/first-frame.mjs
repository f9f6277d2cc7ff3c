// Where the desktop's first frame of the home page goes: the site's and the peers' home pages,
// traced side by side in one run.
//
//   node tools/first-frame.mjs [--runs 15] [--peers <P> [<Q> ...]] [--build build]
//
// Serves the build (client/ and headers.json) and each peer (a static build) as the bench does. Each
// run loads each home page in turn (site, P, Q, site, ...) in a fresh browser context (cold cache)
// on Lighthouse's desktop screen (1350×940, DPR 1), unthrottled, traced until 1.5 s after load. Each
// visit starts on a page of another site, as the bench's do (serveStartPage, bench-observe.mjs).
// A trace without the renderer's navigationStart (tracing reached the renderer late: its first
// events are missing) is taken again, and counted in the report.
//
// Times are ms after the main frame's navigation start: FCP, LCP (its last candidate), the HTML
// loaded (its ResourceFinish), the parse's end, then the renderer main thread's time before FCP by
// kind. Each instant counts once, for the innermost named event around it (self time, as in
// DevTools' bottom-up view): a layout a script forces is layout, a script the parser runs is script,
// an inline style sheet's parse is style. "other" is the rest of its work (committing the
// navigation, creating the script context); "idle", the time with no work (waiting for the network,
// the compositor, the raster); "raster", the raster tasks before FCP in the renderer and the GPU
// process, summed over their threads (beside the main thread). Then, from the loaded page: its
// elements, the HTML's transferred bytes, the inline <style> text, the <svg> elements.
//
// Prints a Markdown table of medians (FCP and LCP with min–max). Writes reports/first-frame.md and
// reports/first-frame.json (every sample), with the 1-minute load average before and after and the
// site's 20 longest main-thread events before FCP in one run (the names this Chromium emits). On a
// shared machine times are noisy: compare the sites of one run, never two runs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { basename, dirname, join, resolve } from "node:path";

import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";

import { freePort } from "../browsers/free-port.mjs";
import { launch, serveStartPage } from "./bench-observe.mjs";

/** @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args?: any }} TraceEvent */

const CATEGORIES = (
  "devtools.timeline disabled-by-default-devtools.timeline disabled-by-default-devtools.timeline.frame " +
  "blink.user_timing blink_style loading toplevel v8.execute v8 cc gpu __metadata"
).split(" ");
/** The main thread's events by kind. Its busy time in none of these (a task's own, too) is "other". */
const GROUPS = {
  parse: ["ParseHTML"],
  // Chromium 156 emits neither RecalculateStyles nor ParseAuthorStyleSheet (for an inline sheet):
  // blink_style's CSSParserImpl::parseStyleSheet times the parse of a style sheet.
  style: ["UpdateLayoutTree", "RecalculateStyles", "ParseAuthorStyleSheet", "CSSParserImpl::parseStyleSheet"],
  layout: ["Layout"],
  paint: ["PrePaint", "Paint", "Layerize", "UpdateLayer", "Commit"],
  script: (
    "EvaluateScript v8.compile v8.run FunctionCall EventDispatch v8.compileModule v8.evaluateModule " +
    "TimerFire RunMicrotasks FireAnimationFrame"
  ).split(" "),
  other: ["RunTask", "ThreadControllerImpl::RunTask"],
};
const RASTER = ["RasterTask", "ImageDecodeTask"];
const groupOf = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((n) => [n, group])));
const KINDS = [...Object.keys(GROUPS), "idle", "raster"];
const COLUMNS = ["fcp", "lcp", "htmlLoaded", "parseEnd", ...KINDS, "elements", "htmlBytes", "styleChars", "svgs"];

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
/** @param {string} message @returns {never} */
const usage = (message) => {
  console.error(`first-frame: ${message}`);
  process.exit(2);
};
const runs = Number(option("--runs") ?? 15);
if (!Number.isInteger(runs) || runs < 1) usage("--runs takes a whole number, 1 or more");
const build = resolve(option("--build") ?? "build");
if (!existsSync(join(build, "client", "index.html")) || !existsSync(join(build, "headers.json")))
  usage(`${build} is not a build of the site (client/index.html and headers.json): npm run build`);
// The folders after --peers, up to the next option.
const peerArgs = args.includes("--peers") ? args.slice(args.indexOf("--peers") + 1) : [];
const peerEnd = peerArgs.findIndex((a) => a.startsWith("--"));
const peers = (peerEnd < 0 ? peerArgs : peerArgs.slice(0, peerEnd)).map((dir) => resolve(dir));
if (args.includes("--peers") && peers.length === 0) usage("--peers needs a folder or more");
for (const dir of peers) if (!existsSync(join(dir, "index.html"))) usage(`${dir} is no static build (no index.html)`);

/** A peer's name: its folder's, or its parent's for a build's usual output folder (astrowind/dist). */
const nameOf = (/** @type {string} */ dir) =>
  basename(["dist", "out", "build", "public", "client"].includes(basename(dir)) ? dirname(dir) : dir);
const sites = [
  { label: "site", folder: build, script: "server/serve.mjs", env: { BUILD_DIR: build } },
  ...peers.map((dir) => ({ label: nameOf(dir), folder: dir, script: "tools/peer-serve.mjs", env: { ROOT: dir } })),
].map((site) => ({
  ...site,
  origin: "",
  samples: /** @type {Record<string, number>[]} */ ([]),
  names: {},
  retraced: 0,
}));

const servers = [];
for (const site of sites) {
  const port = await freePort();
  site.origin = `http://localhost:${port}`;
  const env = { ...process.env, ...site.env, PORT: String(port) };
  servers.push(spawn(process.execPath, [site.script], { env, stdio: "ignore" }));
  await waitForServer(site.origin);
}

// Each visit starts on a page of another site, as the bench's do (serveStartPage says why).
const startPage = await serveStartPage();

const load1 = () => Number((loadavg()[0] ?? NaN).toFixed(2));
const load = { before: load1(), after: NaN };
const browser = await launch();
const chromium = browser.version();
try {
  for (let i = 0; i < runs; i++)
    for (const site of sites) {
      process.stderr.write(`first-frame: ${site.label}, run ${i + 1}/${runs}`.padEnd(60) + "\r");
      // A trace that misses the page's start is taken again, 3 times at most.
      let traced = await visit(site.origin);
      for (let retry = 0; !traced && retry < 3; retry++, site.retraced++) traced = await visit(site.origin);
      if (!traced) throw new Error(`first-frame: ${site.label}: 4 traces in a row without the page's start`);
      const { names, ...sample } = traced;
      site.samples.push(sample);
      if (i === 0) site.names = names;
    }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
  startPage.close();
}
load.after = load1();
process.stderr.write(`${" ".repeat(60)}\r`);

const results = sites.map(({ label, folder, samples, names, retraced }) => {
  const stats = Object.fromEntries(COLUMNS.map((key) => [key, stat(samples.map((s) => s[key] ?? NaN))]));
  return { label, folder, retraced, stats, names, samples };
});
const table = toTable();
console.log(table);
const command = ["node tools/first-frame.mjs", ...args].join(" ");
const report = [
  "# Where the desktop's first frame goes\n",
  `\`${command}\`: ${new Date().toISOString()}, Chromium ${chromium}, ${runs} runs per site, interleaved.`,
  `Load average (1 minute): ${load.before} before, ${load.after} after.`,
  `Visits traced again (the renderer's trace began after the navigation): ${sites.map((s) => `${s.label} ${s.retraced}`).join(", ")}.\n`,
  "Medians in ms after navigation start; FCP and LCP with [min–max]. How to read them: tools/first-frame.mjs.\n",
  `${table}\n`,
  "## The site's 20 longest main-thread events before FCP, first run (total ms, each event in full)\n",
  ...Object.entries(results[0]?.names ?? {}).map(([name, ms]) => `- ${name}: ${Number(ms).toFixed(1)}`),
];
await mkdir("reports", { recursive: true });
await writeFile("reports/first-frame.md", `${report.join("\n")}\n`);
await writeFile("reports/first-frame.json", JSON.stringify({ command, chromium, runs, load, results }, null, 2));

/** One traced visit of a home page; undefined when its trace misses the page's start. @param {string} origin */
async function visit(origin) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.desktop;
  const options = { viewport: { width, height }, deviceScaleFactor, userAgent: userAgents.desktop };
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(startPage.url, { waitUntil: "load" });
  // A failed visit ends the whole run (closing the browser ends its trace too).
  await browser.startTracing(page, { categories: CATEGORIES });
  // Tracing reaches a running renderer (Chromium's spare one, which the page may get) a little later.
  await page.waitForTimeout(500);
  await page.goto(`${origin}/`, { waitUntil: "load" });
  await page.waitForTimeout(1500); // the paints after the load event, and their LCP candidates
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  const counts = await page.evaluate(() => {
    const [nav] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType("navigation"));
    return {
      elements: document.getElementsByTagName("*").length,
      htmlBytes: nav?.transferSize ?? NaN,
      styleChars: [...document.querySelectorAll("style")].reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
      svgs: document.querySelectorAll("svg").length,
    };
  });
  await context.close();
  const read = readTrace(Array.isArray(trace) ? trace : trace.traceEvents, `${origin}/`);
  return read && { ...read, ...counts };
}

/** @param {TraceEvent[]} events @param {string} url the page's, as it was asked for. */
function readTrace(events, url) {
  const nav = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
  );
  // Without it, the renderer's trace began after the navigation: its first events are missing.
  if (!nav) return undefined;
  const { pid, tid, ts: t0 } = nav;
  const frame = nav.args.frame;
  /** @param {string} name */
  const ofFrame = (name) => events.filter((e) => e.name === name && e.args?.frame === frame && e.ts >= t0);
  const fcp = ofFrame("firstContentfulPaint")[0]?.ts ?? NaN;
  const lcp = ofFrame("largestContentfulPaint::Candidate").at(-1)?.ts;
  const request = events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url === url && e.ts >= t0);
  const id = request?.args.data.requestId;
  const finish = events.find((e) => e.name === "ResourceFinish" && id && e.args?.data?.requestId === id);
  // Complete events ("X"): the renderer's are all of this kind (begin/end pairs only on other processes).
  const complete = events.filter((e) => e.ph === "X" && e.dur !== undefined);
  /** @param {TraceEvent} e @param {string} group */
  const span = (e, group) => ({ name: e.name, ts: e.ts, end: e.ts + (e.dur ?? 0), group });
  const main = complete.filter((e) => e.pid === pid && e.tid === tid).map((e) => span(e, groupOf.get(e.name) ?? ""));
  const kinds = selfTimes(main, t0, fcp);
  kinds.idle = fcp - t0 - Object.values(kinds).reduce((sum, t) => sum + t, 0);
  // The renderer rasters on its ThreadPoolForegroundWorker threads; the GPU process, when it rasters.
  const gpu = events.filter((e) => e.name === "process_name" && e.args?.name === "GPU Process").map((e) => e.pid);
  const inRaster = (/** @type {TraceEvent} */ e) => RASTER.includes(e.name) && (e.pid === pid || gpu.includes(e.pid));
  const raster = complete.filter(inRaster).map((e) => span(e, `${e.pid}:${e.tid}`));
  kinds.raster = 0;
  for (const [thread, list] of Map.groupBy(raster, (s) => s.group))
    kinds.raster += selfTimes(list, t0, fcp)[thread] ?? 0;
  // Every name on the main thread before FCP, by its events' total time.
  const totals = /** @type {Record<string, number>} */ ({});
  for (const s of main) totals[s.name] = (totals[s.name] ?? 0) + Math.max(0, Math.min(s.end, fcp) - Math.max(s.ts, t0));
  const longest = Object.entries(totals).sort((a, b) => b[1] - a[1]);
  const names = Object.fromEntries(longest.slice(0, 20).map(([name, t]) => [name, t / 1000]));
  // The document's own parsing: not the empty document before it, nor a DOMParser's documents.
  const parsing = complete.filter((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  const parseEnd = Math.max(...parsing.filter((e) => e.args.beginData.frame === frame).map((e) => e.ts + (e.dur ?? 0)));
  /** @param {number | undefined} ts */
  const ms = (ts) => (ts === undefined ? NaN : (ts - t0) / 1000);
  const times = { fcp: ms(fcp), lcp: ms(lcp), htmlLoaded: ms(finish?.ts), parseEnd: ms(parseEnd) };
  return { ...times, ...Object.fromEntries(Object.entries(kinds).map(([kind, t]) => [kind, t / 1000])), names };
}

/**
 * One thread's time in [from, to] by group, in µs: each instant counts once, for the innermost span
 * with a group around it. A thread's spans nest: sorted by start (the longer first), a stack holds
 * the open ones.
 * @param {{ ts: number, end: number, group: string }[]} spans @param {number} from @param {number} to
 */
function selfTimes(spans, from, to) {
  const totals = /** @type {Record<string, number>} */ ({});
  const stack = /** @type {typeof spans} */ ([]);
  let at = -Infinity;
  /** @param {number} until credits the time from `at` to `until` to the innermost open span. */
  const credit = (until) => {
    const top = stack.at(-1);
    const time = Math.min(until, to) - Math.max(at, from);
    if (top && time > 0) totals[top.group] = (totals[top.group] ?? 0) + time;
    at = Math.max(at, until);
  };
  // The last span, after every other, closes them all.
  const sorted = [...spans].sort((a, b) => a.ts - b.ts || b.end - a.end).concat({ ts: Infinity, end: 0, group: "" });
  for (const span of sorted) {
    for (let top = stack.at(-1); top && top.end <= span.ts; top = stack.at(-1)) {
      credit(top.end);
      stack.pop();
    }
    credit(span.ts);
    // An event of no group is its parent's kind; outermost, "other" (some work runs outside any task).
    stack.push({ ...span, group: span.group || stack.at(-1)?.group || "other" });
  }
  return totals;
}

function toTable() {
  const head = ["site", "FCP", "LCP", "HTML loaded", "parse end", ...KINDS, "elements", "HTML KB", "inline CSS KB"];
  /** @param {number} n @param {number} digits */
  const f = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
  const rows = results.map(({ label, stats }) => {
    const m = (/** @type {string} */ key) => stats[key] ?? { median: NaN, min: NaN, max: NaN };
    const spread = (/** @type {string} */ key) => `${f(m(key).median, 0)} [${f(m(key).min, 0)}–${f(m(key).max, 0)}]`;
    // Milliseconds of work and kilobytes with a decimal; other times and counts without.
    const cell = (/** @type {string} */ key) => {
      const kb = key === "htmlBytes" || key === "styleChars";
      return f(m(key).median / (kb ? 1024 : 1), kb || KINDS.includes(key) ? 1 : 0);
    };
    return [label, spread("fcp"), spread("lcp"), ...COLUMNS.slice(2).map(cell)];
  });
  head.push("SVGs");
  return [head, head.map((_, i) => (i ? "--:" : "---")), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

/** @param {number[]} values @returns the median, min and max of the finite ones (NaN when none). */
function stat(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  const mid = Math.floor(sorted.length / 2);
  return { median: sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2, min: at(0), max: at(sorted.length - 1) };
}

/** Waits for a server to answer. @param {string} url */
async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`first-frame: the server at ${url} did not start`);
}
