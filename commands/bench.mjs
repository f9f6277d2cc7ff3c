// The performance benchmark, one command (docs/testing.md, Benchmark). It builds the site (unless
// --no-build), serves it as `npm start` does, and measures every page with Lighthouse in the local
// Chromium, driven by puppeteer-core: Lighthouse's simulated mobile and desktop runs, and three
// observed profiles, the browser really throttled, where it also leaves the home page alone for
// 20 s and, on the phones, times each control's interaction to next paint; and what each page loads.
//
//   npm run bench [-- --peers <P> ...]        the site, and the peers' home pages in the same runs
//   npm run bench -- --check --peers <P> ...  ... exit 1 when one of the `budgets` is missed
//   npm run bench -- --compare <A> <B> ...    builds and peers side by side, never building
//   npm run bench -- --first-frame --peers <P> ...  trace each home page's first desktop frame
//   --runs N, --routes /,/404, --profiles wifi,simulated, --skip idle,input,lighthouse
//
// A peer is another site's static build (an index.html, no headers.json), served by
// commands/peer-serve.mjs. The sides take turns run by run (A, B, A, B, ...) so the machine's noise
// hits all alike, each visit in a fresh browser context, from a page of another site.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { cpus, loadavg } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { brotliCompressSync } from "node:zlib";

import lighthouse, { desktopConfig } from "lighthouse";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import * as emulation from "lighthouse/core/lib/emulation.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { taskGroups } from "lighthouse/core/lib/tracehouse/task-groups.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { parse } from "parse5";
import puppeteer from "puppeteer-core";

import { chromiumArgs, chromiumPath } from "../browsers/chromium.mjs";
import { freePort } from "../browsers/free-port.mjs";
import { routesOf } from "../build-plugins/host-config.mjs";
import { elements, scriptsAmong, textOf } from "../build-plugins/html.mjs";

/**
 * What `--check` holds the site to (scores 0..1, times in ms, bytes brotli). Timings move with the
 * machine (the same page read 244 ms on wifi on one machine, 729 ms on another, the peers' alike):
 * every page's median is held to the best peer's home page in the same run, observed LCP at most
 * its, the simulated performance score at least its (`relative`).
 */
export const budgets = {
  relative: { lcp: 1, performance: 1 },
  // Every category but performance, every page, simulated. The observed runs ask for performance
  // alone: on the slow phone a load outlasts the hero's first 6 s, and the audits then meet the next
  // slide's fade-in half-way (axe read its button at a contrast of 1.3 and 3.1 in 2 runs of 5).
  other: { accessibility: 1, "best-practices": 1, seo: 1 },
  simulated: { cls: 0.01 },
  // Observed, every page and the idle visit: TBT on the phones; the largest paint the first (within
  // 100 ms of FCP) and, left alone, the only one; not one layout shift.
  observed: { tbt: { mobile: 50, wifi: 50 }, lcpAfterFcp: 100, lcpEntries: 1, cls: 0 },
  inp: 100, // interaction to next paint of each control, on the phones (CPU 4× slower)
  // The JavaScript the browser loads: the home page's (inline, Astro's island runtime, every module
  // it fetches) and every other page's (legal, 404: the site's own small script, no React).
  homeJsBytes: 75 * 1024,
  otherPageJsBytes: 5 * 1024,
  homeCssBytes: 15 * 1024,
  homeTotalBytes: 200 * 1024,
  thirdPartyRequests: 0,
};

/** @typedef {{ name: string, method: "simulate" | "devtools" | "provided", formFactor: "mobile" | "desktop", throttling?: typeof throttling.mobileSlow4G, phone?: boolean }} Profile */
/** A phone on Wi-Fi: the script work done before the first paint, which slow 4G hides. */
const wifi = {
  rttMs: 40,
  throughputKbps: 10240,
  requestLatencyMs: 40,
  downloadThroughputKbps: 10240,
  uploadThroughputKbps: 5120,
  cpuSlowdownMultiplier: 4,
};
/** @type {Profile[]} */
const PROFILES = [
  { name: "simulated-mobile", method: "simulate", formFactor: "mobile" },
  { name: "simulated-desktop", method: "simulate", formFactor: "desktop" },
  { name: "mobile", method: "devtools", formFactor: "mobile", throttling: throttling.mobileSlow4G, phone: true },
  { name: "wifi", method: "devtools", formFactor: "mobile", throttling: wifi, phone: true },
  { name: "desktop", method: "devtools", formFactor: "desktop", throttling: throttling.desktopDense4G },
];
/** @type {Profile} */
const FIRST_FRAME = { name: "first frame", method: "provided", formFactor: "desktop" };
/** @type {Record<string, string>} */
const DESCRIPTIONS = {
  "simulated-mobile": "Lighthouse's default mobile run: Lantern predicts slow 4G and a CPU 4× slower from a fast load",
  "simulated-desktop": "Lighthouse's default desktop run, simulated the same way",
  mobile:
    "observed, Lighthouse's mobile: its phone screen, slow 4G (562.5 ms per request, 1.4 Mbit/s down), CPU 4× slower",
  wifi: "observed, a phone on Wi-Fi: the mobile screen, 40 ms per request, 10 Mbit/s down, 5 Mbit/s up, CPU 4× slower",
  desktop: "observed, Lighthouse's desktop: its desktop screen, no network throttling, CPU at full speed",
  "first frame": "traced: Lighthouse's desktop screen, no throttling; the main thread before FCP by task group",
};
/** How long the idle visit leaves the home page alone: three hero advances (6 s), four use-case rotations (5 s). */
const IDLE_MS = 20_000;
const controls = JSON.parse(readFileSync(new URL("../src/content/shared/controls.json", import.meta.url), "utf8"));
/** Each figure's name in the reports and how it prints: "ms", "cls", "count", "score" (0..1 as 0..100) with its spread; "kb", "plain" the median; "max"; "code". @type {Record<string, [string, string]>} */
const FIGURES = {
  performance: ["performance", "score"],
  accessibility: ["accessibility", "score"],
  "best-practices": ["best practices", "score"],
  seo: ["SEO", "score"],
  fcp: ["FCP", "ms"],
  lcp: ["LCP", "ms"],
  lcpAfterFcp: ["LCP - FCP", "ms"],
  tbt: ["TBT", "ms"],
  cls: ["CLS", "cls"],
  benchmarkIndex: ["benchmark index", "plain"],
  scriptBytes: ["JS transferred", "kb"],
  stylesheetBytes: ["CSS transferred", "kb"],
  totalBytes: ["all transferred", "kb"],
  thirdPartyRequests: ["requests to other hosts", "max"],
  lcpElement: ["LCP element", "code"],
  lcpEntries: ["largest paints", "count"],
  shifts: ["shifts", "count"],
  longTasks: ["long tasks", "count"],
  slowest: ["(the slowest control)", "ms"],
  htmlLoaded: ["HTML loaded", "ms"],
  parseEnd: ["HTML parsed", "ms"],
  ...Object.fromEntries(Object.values(taskGroups).map(({ id, label }) => [id, [`before FCP: ${label}`, "ms"]])),
  idle: ["before FCP: idle", "ms"],
  raster: ["before FCP: raster", "ms"],
  elements: ["elements", "plain"],
  htmlBytes: ["HTML transferred", "kb"],
  styleChars: ["inline CSS characters", "plain"],
};
const IDLE_FIGURES = "fcp lcp lcpAfterFcp lcpEntries shifts cls longTasks tbt".split(" ");
const FRAME_GROUPS = Object.keys(taskGroups).join(" ");
const FRAME_FIGURES = `fcp lcp htmlLoaded parseEnd ${FRAME_GROUPS} idle raster elements htmlBytes styleChars`.split(
  " ",
);
/**
 * The first frame's trace categories: the timeline, style, loading, tasks, script and raster. Not
 * Lighthouse's own trace: its screenshots and stack samples added 35 to 45 ms to the first frame.
 */
const FRAME_CATEGORIES =
  "devtools.timeline disabled-by-default-devtools.timeline disabled-by-default-devtools.timeline.frame " +
  "blink.user_timing blink_style loading toplevel v8.execute v8 cc gpu __metadata";

/** The machine's load average over the last minute. */
const load1 = () => Number((loadavg()[0] ?? NaN).toFixed(2));
/** What runs now, on one terminal line. @param {string} line */
const progress = (line) => process.stdout.write(`bench: ${line}`.padEnd(78) + "\r");
/** @param {string} message @returns {never} */
const usage = (message) => {
  console.error(`bench: ${message} (docs/testing.md, Benchmark)`);
  process.exit(2);
};
const { values: opts, positionals: folders } = (() => {
  const flag = /** @type {const} */ ({ type: "boolean" });
  const text = /** @type {const} */ ({ type: "string" });
  const options = { peers: flag, compare: flag, check: flag, "no-build": flag, "first-frame": flag };
  try {
    return parseArgs({
      allowPositionals: true,
      options: { ...options, runs: text, routes: text, profiles: text, skip: text },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();
const [compare, check, firstFrame] = [opts.compare, opts.check, opts["first-frame"]];
const skipped = opts.skip?.split(",") ?? [];
const runsOption = Number(opts.runs) || undefined;
if (compare && (folders.length < 2 || folders.length > 26)) usage("--compare measures 2 to 26 folders");
if (compare && (check || opts.peers)) usage("--compare takes the peers among its folders, and holds no budget");
if (!compare && !opts.peers && folders.length > 0) usage(`what is ${folders[0]}? --peers <folder> ... names peers`);
if (opts.peers && folders.length === 0) usage("--peers needs a folder or more");
for (const folder of compare ? [] : folders) if (!isPeer(folder)) usage(`${folder} is not a site's static build`);
if (check && !folders.length) usage("--check holds the site's timings to the best peer's: --check --peers <P> ...");
if (check && (skipped.length || firstFrame)) usage("--check holds the build to every budget: no --skip");
for (const name of skipped) if (!["idle", "input", "lighthouse"].includes(name)) usage(`--skip: no "${name}"`);
const asked = (opts.profiles?.split(",") ?? PROFILES.map((p) => p.name)).flatMap((name) =>
  ["simulated", "observed"].includes(name)
    ? PROFILES.filter((p) => (p.method === "simulate") === (name === "simulated")).map((p) => p.name)
    : [name],
);
for (const name of asked) if (!PROFILES.some((p) => p.name === name)) usage(`--profiles: no "${name}"`);
const profiles = firstFrame ? [FIRST_FRAME] : PROFILES.filter((p) => asked.includes(p.name));
if (!chromiumPath) usage("no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)");
if (!compare && !opts["no-build"] && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status) process.exit(1);

/**
 * A build measured, the site's or a peer's; its visits' samples by kind, page and profile; what its pages load.
 * @typedef {{ label: string, folder: string, peer: boolean, build: string, origin: string, rows: Row[], loads: Record<string, PageLoad> }} Side
 * @typedef {{ kind: string, route: string, profile: string, method: string, formFactor: string, samples: Sample[] }} Row
 * @typedef {Record<string, any>} Sample
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args: any }} TraceEvent
 */
/** @type {Side[]} */
const sides = (compare ? folders : ["build", ...folders]).map((folder, i) => {
  const peer = i > 0 && isPeer(folder);
  const label = compare ? String.fromCharCode(65 + i) : i ? peerName(folder) : "site";
  return { label, folder, peer, build: peer ? resolve(folder) : buildFolder(folder), origin: "", rows: [], loads: {} };
});
// Every page the build pre-rendered, at its URL. Lighthouse refuses to audit a document answered
// with a 4xx status, so the 404 page is measured at /404, the file every unknown path gets.
const allRoutes = (await readdir(join(sides[0]?.build ?? "", "client")))
  .filter((file) => file.endsWith(".html"))
  .map((file) => routesOf(file).find((path) => !path.endsWith(".html")) ?? "")
  .sort();
const onlyRoutes = opts.routes?.split(",") ?? (compare || firstFrame ? ["/"] : undefined);
const routes = allRoutes.filter((route) => !onlyRoutes || onlyRoutes.includes(route));
if (routes.length === 0) usage(`no page at ${onlyRoutes?.join(", ")}`);

const servers = [];
for (const side of sides) {
  side.origin = `http://localhost:${await freePort()}`;
  const env = { ...process.env, PORT: new URL(side.origin).port, [side.peer ? "ROOT" : "BUILD_DIR"]: side.build };
  const script = side.peer ? "commands/peer-serve.mjs" : "server/serve.mjs";
  servers.push(spawn(process.execPath, [script], { env, stdio: ["ignore", "ignore", "inherit"] }));
  for (let i = 0; !(await fetch(side.origin).catch(() => null))?.ok; i++)
    if (i < 100) await sleep(100);
    else throw new Error(`bench: ${script} did not start for ${side.folder}`);
}
const startPage = await serveStartPage();
const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs, defaultViewport: null });
const common = {
  date: new Date().toISOString(),
  command: ["npm run bench --", ...process.argv.slice(2)].join(" "),
  machine: { cores: cpus().length, node: process.version, lighthouse: "", chromium: await browser.version() },
  profiles,
  /** @type {{ profile: string, runs: number, before: number, after: number }[]} */
  load: [],
};
try {
  for (const profile of profiles) {
    const [before, home] = [load1(), profile.method === "devtools" && routes.includes("/")];
    const runs = runsOption ?? (firstFrame ? 15 : profile.method === "simulate" ? 3 : 5);
    if (firstFrame) await measure("frame", "/", profile, runs, () => true);
    for (const route of skipped.includes("lighthouse") || firstFrame ? [] : routes)
      await measure("lighthouse", route, profile, runs, (side) => !side.peer || route === "/");
    // Left alone: the site, and with --compare the peers too.
    if (home && !skipped.includes("idle")) await measure("idle", "/", profile, runs, (s) => !s.peer || !!compare);
    if (home && profile.phone && !skipped.includes("input"))
      await measure("input", "/", profile, runs, (side) => !side.peer);
    common.load.push({ profile: profile.name, runs, before, after: load1() });
  }
  // What each page loads, from its first Lighthouse run: the same in every profile.
  for (const side of sides)
    for (const row of side.rows.filter((r) => r.kind === "lighthouse" && !side.loads[r.route]))
      side.loads[row.route] = await pageLoad(side.origin + row.route, row.samples[0]?.files ?? []);
} finally {
  await browser.close();
  for (const server of servers) server.kill();
  startPage.close();
}
process.stdout.write(`${" ".repeat(78)}\r`);

const name = firstFrame ? "first-frame" : compare ? "bench-compare" : "bench";
const summaries = sides.map(summaryOf);
const failures = compare || firstFrame ? undefined : checkBudgets(summaries);
const data = { ...common, sides: summaries, failures };
await mkdir("reports", { recursive: true });
await writeFile(`reports/${name}.json`, JSON.stringify(data, null, 2) + "\n");
const markdown = report();
await writeFile(`reports/${name}.md`, markdown);
console.log(markdown);
if (check && failures?.length) {
  console.error(`bench --check: ${failures.length} budget(s) missed`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Measuring

/**
 * `runs` visits of a kind to `route` by each side `measured` picks, taking turns: A, B, A, B, ...
 * @param {string} kind @param {string} route @param {Profile} profile @param {number} runs
 * @param {(side: Side) => boolean} measured
 */
async function measure(kind, route, profile, runs, measured) {
  for (let i = 0; i < runs; i++)
    for (const side of sides.filter(measured)) {
      progress(`${route} ${kind} ${profile.name} ${side.label}, run ${i + 1}/${runs}`);
      const { name, method, formFactor } = profile;
      let row = side.rows.find((r) => r.kind === kind && r.route === route && r.profile === name);
      if (!row) side.rows.push((row = { kind, route, profile: name, method, formFactor, samples: [] }));
      row.samples.push(await visit(kind, side, side.origin + route, profile));
    }
}

/**
 * One visit's figures, in a fresh browser context (a cold cache). A trace that missed the page's
 * start (tracing reached its renderer late) is taken again.
 * @param {string} kind @param {Side} side @param {string} url @param {Profile} profile
 * @returns {Promise<Sample>}
 */
async function visit(kind, side, url, profile) {
  for (let retry = 0, visited; retry < 4; retry++) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      if (kind === "input") return await inputRun(page, url, profile);
      if (kind === "frame") visited = await traceFirstFrame(page, url);
      else if (kind === "idle") visited = await idleRun(page, url, profile);
      else visited = sampleOf((await lighthouseRun(page, url, profile)).lhr);
      if (visited) return visited;
    } finally {
      await context.close();
    }
  }
  throw new Error(`bench: ${side.label}: 4 traces in a row without the page's start`);
}

/**
 * One Lighthouse navigation of `url` from the start page, in a profile: its throttling method and,
 * observed, its throttling and the performance category alone (budgets.other says why).
 * @param {import("puppeteer-core").Page} page @param {string} url @param {Profile} profile
 * @param {import("lighthouse").Flags} [flags] settings beyond the profile's.
 */
async function lighthouseRun(page, url, profile, flags = {}) {
  const observed = profile.throttling ? { throttling: profile.throttling, onlyCategories: ["performance"] } : {};
  /** @type {import("lighthouse").Flags} */
  const settings = { logLevel: "error", throttlingMethod: profile.method, blankPage: startPage.url, ...observed };
  const config = profile.formFactor === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(url, { ...settings, ...flags }, config, page);
  if (!result) throw new Error(`bench: Lighthouse gave no result for ${url} (${profile.name})`);
  common.machine.lighthouse = result.lhr.lighthouseVersion;
  return result;
}

/** What one Lighthouse run says about a page; undefined without its start. @param {import("lighthouse").Result} lhr */
function sampleOf(lhr) {
  if (lhr.runtimeError?.code === "NO_NAVSTART") return undefined;
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const [fcp, lcp] = [value("first-contentful-paint"), value("largest-contentful-paint")];
  const summary = itemsOf(lhr, "resource-summary");
  const ofType = (/** @type {string} */ type) =>
    Number(summary.find((i) => i.resourceType === type)?.transferSize ?? 0);
  const requests = itemsOf(lhr, "network-requests");
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const failing = (/** @type {string} */ id) => (lhr.audits[id]?.score ?? 1) < 1;
  return {
    ...Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, category.score ?? NaN])),
    fcp,
    lcp,
    lcpAfterFcp: lcp - fcp,
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptBytes: ofType("script"),
    stylesheetBytes: ofType("stylesheet"),
    totalBytes: ofType("total"),
    thirdPartyRequests: requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith("data:")).length,
    lcpElement: String(itemsOf(lhr, "largest-contentful-paint-element")[0]?.items?.[0]?.node?.snippet ?? ""),
    runtimeError: lhr.runtimeError?.code ?? "", // why a run has no figures (NO_FCP, ...)
    // The weighted audits each category fails: a score below 100 in one run is read, not guessed.
    failedAudits: Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
      auditRefs.filter((ref) => ref.weight > 0 && failing(ref.id)).map((ref) => `${category}: ${ref.id}`),
    ),
    files: requests.flatMap(({ url, resourceType, statusCode }) => {
      const type = { Script: "script", Stylesheet: "stylesheet" }[String(resourceType)];
      return type && statusCode === 200 ? [{ url, type }] : [];
    }),
  };
}

/**
 * The idle visit: a Lighthouse navigation that stays IDLE_MS after the load. Its FCP, LCP (the last
 * candidate), CLS and LCP element; the largest-paint candidates and layout shifts in its trace; its
 * long tasks that end after the first paint, over the whole visit (Lighthouse's TBT stops at TTI).
 * @param {import("puppeteer-core").Page} page @param {string} url @param {Profile} profile
 */
async function idleRun(page, url, profile) {
  const paints = ["first-contentful-paint", "largest-contentful-paint", "largest-contentful-paint-element"];
  const flags = {
    pauseAfterLoadMs: IDLE_MS,
    onlyCategories: null,
    onlyAudits: [...paints, "cumulative-layout-shift", "long-tasks"],
  };
  const { lhr, artifacts } = await lighthouseRun(page, url, profile, flags);
  const sample = sampleOf(lhr);
  if (!sample || !navigationOf(artifacts.Trace, url)) return undefined;
  const { fcp, lcp, lcpAfterFcp, cls, lcpElement } = sample;
  const { frameEvents, timeOriginEvt } = TraceProcessor.processTrace(artifacts.Trace);
  const events = /** @type {TraceEvent[]} */ (frameEvents);
  const count = (/** @type {string} */ name) => events.filter((e) => e.name === name && e.ts > timeOriginEvt.ts);
  const tasks = itemsOf(lhr, "long-tasks").filter((task) => task.startTime + task.duration > fcp);
  const lcpEntries = count("largestContentfulPaint::Candidate").length;
  const shifts = count("LayoutShift").filter((e) => !e.args.data?.had_recent_input).length;
  const tbt = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { fcp, lcp, lcpAfterFcp, lcpEntries, shifts, cls, longTasks: tasks.length, tbt, lcpElement };
}

/**
 * The home page's controls on a phone, emulated and throttled by Lighthouse's own code: each one's
 * interaction to next paint (the browser's longest Event Timing entry for it; none over 16 ms: 0).
 * Lighthouse's user-flow timespans read the same entries from a trace, but the tracing made each
 * interaction 15 to 40 ms slower here.
 * @param {import("puppeteer-core").Page} page @param {string} url @param {Profile} profile
 */
async function inputRun(page, url, profile) {
  await emulate(page, "mobile", profile.throttling);
  await page.evaluateOnNewDocument(() => {
    const seen = Object.assign(window, { seen: /** @type {number[]} */ ([]) }).seen;
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => /** @type {any} */ (e).interactionId && seen.push(e.duration)),
    );
    observer.observe({ type: "event", buffered: true, durationThreshold: 16 });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]");
  /** @type {Record<string, number>} */
  const inp = {};
  /** @param {string} name @param {() => Promise<unknown>} act */
  const time = async (name, act) => {
    await page.evaluate(() => /** @type {any} */ (window).seen.splice(0));
    await act();
    await sleep(500); // Event Timing entries arrive after the next paint.
    inp[name] = await page.evaluate(() => Math.max(0, .../** @type {any} */ (window).seen));
  };
  await time("menu toggle", () => page.click("header summary")); // the phone menu is a native disclosure
  await page.click("header summary");
  await time("hero arrow", () => page.click(`button[aria-label="${controls.nextSlide}"]`));
  const tab = (await page.$$('[role="tab"]'))[1];
  await tab?.scrollIntoView();
  await time("use-case tab", async () => tab?.click());
  // The form's island hydrates once it comes within a screen, as a visitor scrolls there, before
  // they reach it. The jump here is instant: wait for it as the visitor would have.
  await page.$eval("textarea", (textarea) => textarea.scrollIntoView());
  await page.waitForSelector("#contact astro-island[data-hydrated]");
  await page.click("textarea");
  await time("typing in the message", () => page.type("textarea", "Calls about delivery times", { delay: 60 }));
  return { ...inp, slowest: Math.max(...Object.values(inp)) };
}

/**
 * Lighthouse's own emulation of a screen (and its throttling, when given), as in its runs.
 * @param {import("puppeteer-core").Page} page @param {"mobile" | "desktop"} formFactor
 * @param {Profile["throttling"]} [throttling]
 */
async function emulate(page, formFactor, throttling) {
  const cdp = await page.createCDPSession();
  const session = /** @type {any} */ ({ sendCommand: (/** @type {any[]} */ ...call) => cdp.send(call[0], call[1]) });
  const screen = { screenEmulation: screenEmulationMetrics[formFactor], emulatedUserAgent: userAgents[formFactor] };
  const settings = /** @type {any} */ ({ formFactor, ...screen, throttlingMethod: "devtools", throttling });
  await emulation.emulate(session, settings);
  if (throttling) await emulation.throttle(session, settings);
}

/**
 * The JavaScript and CSS a page loads: each script and style sheet its Lighthouse run fetched (the
 * island modules Astro's runtime imports too), brotli at quality 11 as the build compresses; and the
 * inline scripts a browser runs (JSON-LD is data) and styles, compressed together.
 * @param {string} url @param {{ url: string, type: string }[]} loaded
 */
async function pageLoad(url, loaded) {
  const origin = new URL(url).origin;
  const brotli = (/** @type {string | Buffer} */ text) => (text.length ? brotliCompressSync(text).length : 0);
  /** @type {{ file: string, type: string, bytes: number, brotli: number }[]} */
  const files = [];
  for (const { url: file, type } of loaded) {
    const body = Buffer.from(await (await fetch(file)).arrayBuffer());
    const path = file.startsWith(origin) ? new URL(file).pathname : file;
    files.push({ file: path, type, bytes: body.length, brotli: brotli(body) });
  }
  // Parsed as a browser with scripting on parses it: what <noscript> holds is text.
  const all = [...elements(parse(await (await fetch(url)).text()))];
  const sized = (/** @type {string[]} */ texts) => ({
    count: texts.length,
    bytes: Buffer.byteLength(texts.join("\n")),
    brotli: brotli(texts.join("\n")),
  });
  const inline = {
    script: sized(scriptsAmong(all).flatMap((script) => (script.executable ? [script.text] : []))),
    stylesheet: sized(all.filter((e) => e.tagName === "style").map(textOf)),
  };
  /** @param {"script" | "stylesheet"} type */
  const total = (type) => inline[type].brotli + files.reduce((sum, f) => sum + (f.type === type ? f.brotli : 0), 0);
  return { files, inline, jsBrotli: total("script"), cssBrotli: total("stylesheet") };
}
/** @typedef {Awaited<ReturnType<typeof pageLoad>>} PageLoad */

/**
 * A home page's first frame on the desktop screen, unthrottled, traced with FRAME_CATEGORIES until
 * 1.5 s after its load and read by Lighthouse's trace processor, in ms after the navigation: FCP,
 * LCP, the HTML loaded and parsed; the main thread's time before FCP by Lighthouse's task groups,
 * each instant counted once for its innermost task (a layout a script forces is layout); "idle",
 * no task; the raster in the renderer and the GPU process. Then the page's elements, HTML bytes and
 * inline CSS. Undefined when the trace began after the navigation.
 * @param {import("puppeteer-core").Page} page @param {string} url
 */
async function traceFirstFrame(page, url) {
  await emulate(page, "desktop");
  await page.goto(startPage.url);
  await page.tracing.start({ categories: FRAME_CATEGORIES.split(" ") });
  await sleep(500); // Tracing reaches a running renderer (Chromium's spare one, which the page may get) later.
  await page.goto(url, { waitUntil: "load" });
  await sleep(1500); // the paints after the load event, and their LCP candidates
  const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
  const events = /** @type {TraceEvent[]} */ (trace.traceEvents);
  const nav = navigationOf(trace, url);
  if (!nav) return undefined;
  const processed = TraceProcessor.processTrace(trace);
  const { timings } = TraceProcessor.processNavigation(processed);
  const [t0, fcp, end] = [nav.ts, timings.firstContentfulPaint ?? NaN, processed.timestamps.traceEnd];
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, end, t0);
  const before = (/** @type {{ startTime: number, endTime: number }} */ task) =>
    Math.max(0, Math.min(task.endTime, fcp) - Math.max(task.startTime, 0));
  const kinds = /** @type {Record<string, number>} */ (
    Object.fromEntries(Object.keys(taskGroups).map((id) => [id, 0]))
  );
  for (const task of tasks)
    kinds[task.group.id] =
      (kinds[task.group.id] ?? 0) + before(task) - task.children.reduce((sum, child) => sum + before(child), 0);
  const idle = fcp - Object.values(kinds).reduce((sum, t) => sum + t, 0);
  const gpu = events.filter((e) => e.name === "process_name" && e.args?.name === "GPU Process").map((e) => e.pid);
  const rasters = events.filter((e) => /^(Raster|ImageDecode)Task$/.test(e.name) && [nav.pid, ...gpu].includes(e.pid));
  let raster = 0;
  for (const thread of Map.groupBy(rasters, (e) => `${e.pid}:${e.tid}`).values()) {
    let done = t0;
    for (const e of thread.sort((a, b) => a.ts - b.ts)) {
      raster += Math.max(0, Math.min(e.ts + (e.dur ?? 0), t0 + fcp * 1000) - Math.max(e.ts, done)) / 1000;
      done = Math.max(done, e.ts + (e.dur ?? 0));
    }
  }
  const ms = (/** @type {number | undefined} */ ts) => (ts === undefined ? NaN : (ts - t0) / 1000);
  const request = events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url === url && e.ts > t0);
  const loaded = events.find(
    (e) => e.name === "ResourceFinish" && e.args?.data?.requestId === request?.args.data?.requestId,
  );
  // The document's own parsing: not the empty document before it, nor a DOMParser's documents.
  const parsing = events.filter(
    (e) => e.name === "ParseHTML" && e.args?.beginData?.url === url && e.args.beginData.frame === nav.args.frame,
  );
  const counts = await page.evaluate(() => ({
    elements: document.getElementsByTagName("*").length,
    htmlBytes: performance.getEntriesByType("navigation").map((e) => Number(e.toJSON().transferSize))[0] ?? NaN,
    styleChars: [...document.querySelectorAll("style")].reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
  }));
  const parseEnd = ms(Math.max(...parsing.map((e) => e.ts + (e.dur ?? 0))));
  const lcp = timings.largestContentfulPaint ?? NaN;
  return { fcp, lcp, htmlLoaded: ms(loaded?.ts), parseEnd, ...kinds, idle, raster, ...counts };
}

/** The main frame's navigation to `url` in a trace; undefined when tracing began after it. @param {{ traceEvents: any[] }} trace @param {string} url */
function navigationOf({ traceEvents }, url) {
  return traceEvents.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
  );
}

// ---------------------------------------------------------------------------------------------
// Figures

/** A median and the spread around it, of the finite values. @typedef {{ median: number, min: number, max: number, n: number }} Stat @param {unknown[]} values @returns {Stat} */
function stat(values) {
  const sorted = values
    .filter(Number.isFinite)
    .map(Number)
    .sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
  return { median, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN, n: sorted.length };
}

/**
 * A side's figures by kind of visit: each row's Stat of each number of its samples; of a text (an
 * element), the one seen most often; of a list (failing audits), each item and the runs it came in.
 * @param {Side} side
 */
function summaryOf({ rows, ...side }) {
  const summarise = (/** @type {Row} */ { samples, ...row }) => {
    const keys = [...new Set(samples.flatMap((s) => Object.keys(s)))].filter((key) => key !== "files");
    const figures = keys.map((key) => {
      const values = samples.map((s) => s[key]);
      if (values.every((v) => typeof v === "number")) return [key, stat(values)];
      const all = values.flat().map(String);
      const counts = [...new Set(all)].map((v) => ({ v, n: all.filter((x) => x === v).length }));
      if (values.some(Array.isArray)) return [key, counts.map(({ v, n }) => `${v} (${n} of ${samples.length})`)];
      return [key, counts.sort((a, b) => b.n - a.n)[0]?.v ?? ""];
    });
    /** @type {Record<string, any> & Omit<Row, "samples">} */
    const summary = { ...row, ...Object.fromEntries(figures), samples };
    return summary;
  };
  const of = (/** @type {string} */ kind) => rows.filter((r) => r.kind === kind).map(summarise);
  return { ...side, results: of("lighthouse"), idle: of("idle"), input: of("input"), frames: of("frame") };
}
/** @typedef {ReturnType<typeof summaryOf>} Summary */

/** @param {import("lighthouse").Result} lhr @param {string} id @returns {Record<string, any>[]} an audit's table rows. */
function itemsOf(lhr, id) {
  const details = lhr.audits[id]?.details;
  return details && "items" in details && Array.isArray(details.items) ? details.items : [];
}

/** The best peer's home page median in a profile, the highest for a score. @param {Summary[]} all @param {string} profile @param {string} key */
function bestPeer(all, profile, key) {
  const figures = all.flatMap(({ peer, label, results }) => {
    const value = results.find((x) => x.route === "/" && x.profile === profile)?.[key]?.median;
    return peer && Number.isFinite(value) ? [{ label, value }] : [];
  });
  return figures.sort((a, b) => (key === "performance" ? b.value - a.value : a.value - b.value))[0];
}

/** Each figure held to its budget: a line for each one missed. @param {Summary[]} all the site, then the peers. */
function checkBudgets([site, ...peers]) {
  if (!site) return ["nothing was measured"];
  /** @type {string[]} */
  const failures = [];
  /**
   * A figure over its budget (under, for a score): "/ (wifi): observed TBT 60 ms > 50 ms".
   * @param {string} where @param {string} what @param {number} value @param {number} limit
   */
  const hold = (where, what, value, limit, kind = "ms", more = "") => {
    const [shown, budget] = kind === "kb" ? [kb(value), kb(limit)] : [format(kind, value), format(kind, limit)];
    if (kind === "score" ? !(value >= limit) : !(value <= limit))
      failures.push(`${where}: ${what} ${shown} ${kind === "score" ? "<" : ">"} ${budget}${more}`);
  };
  for (const r of site.results) {
    const where = `${r.route} (${r.profile})`;
    for (const [category, min] of r.method === "simulate" ? Object.entries(budgets.other) : []) {
      // The 404 page is noindex on purpose (it must stay out of search results), which costs it
      // Lighthouse's is-crawlable audit; every other SEO audit must still pass there.
      const failing = r.failedAudits.filter((/** @type {string} */ a) => a.startsWith(`${category}: `));
      const others = failing.filter((/** @type {string} */ a) => !a.startsWith("seo: is-crawlable "));
      if (category !== "seo" || r.route !== "/404")
        hold(where, category, r[category]?.median, min, "score", ` (failing: ${failing.join(", ")})`);
      else if (others.length > 0) failures.push(`${where}: SEO audits failing: ${others.join(", ")}`);
    }
    hold(where, "requests to other hosts", r.thirdPartyRequests.max, budgets.thirdPartyRequests, "count");
    const best = bestPeer(peers, r.profile, r.method === "simulate" ? "performance" : "lcp");
    const than = best ? ` (the best peer's, ${best.label})` : "";
    if (peers.length > 0 && !best) failures.push(`${where}: no peer's figure to hold the site's to`);
    const tbt = budgets.observed.tbt[/** @type {"mobile"} */ (r.profile)];
    if (r.method === "devtools" && tbt !== undefined) hold(where, "observed TBT", r.tbt.median, tbt);
    if (r.method === "devtools" && best)
      hold(where, "observed LCP", r.lcp.median, best.value * budgets.relative.lcp, "ms", than);
    if (r.method === "simulate" && best)
      hold(where, "performance", r.performance?.median, best.value * budgets.relative.performance, "score", than);
    if (r.method === "simulate" && r.formFactor === "mobile")
      hold(where, "CLS", r.cls.median, budgets.simulated.cls, "cls");
  }
  // Observed, Lighthouse's runs and the idle visits: the largest paint the first, and no layout shift.
  const observed = [...site.results.filter((r) => r.method === "devtools"), ...site.idle];
  for (const r of observed) {
    const where = `${r.route} (${r.profile}${r.kind === "idle" ? `, idle ${IDLE_MS / 1000} s` : ""})`;
    hold(where, "observed LCP - FCP", r.lcpAfterFcp.median, budgets.observed.lcpAfterFcp);
    hold(where, "observed CLS", r.cls.median, budgets.observed.cls, "cls");
    const paints = r.lcpEntries;
    if (
      r.kind === "idle" &&
      !(paints.min === budgets.observed.lcpEntries && paints.max === budgets.observed.lcpEntries)
    )
      failures.push(`${where}: ${spreadOf("count", paints)} largest paints, not 1; the last ${r.lcpElement}`);
  }
  for (const r of site.input)
    for (const control of controlsOf(r))
      hold(`/ (${r.profile}, CPU 4×)`, `${control}: INP`, r[control].median, budgets.inp);
  const home = site.results.find((r) => r.route === "/");
  if (home) hold(`/ (${home.profile})`, "all transferred", home.totalBytes.median, budgets.homeTotalBytes, "kb");
  if (!site.loads["/"]) failures.push("the home page's scripts were not measured");
  for (const [route, { jsBrotli, cssBrotli }] of Object.entries(site.loads)) {
    hold(route, "JavaScript", jsBrotli, route === "/" ? budgets.homeJsBytes : budgets.otherPageJsBytes, "kb");
    if (route === "/") hold(route, "CSS", cssBrotli, budgets.homeCssBytes, "kb");
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------
// Reports

/** @param {unknown[]} head @param {unknown[][]} rows @param {number} [text] how many columns are text. */
function table(head, rows, text = 1) {
  const line = (/** @type {unknown[]} */ cells) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map((_, i) => (i < text ? "---" : "---:"))), ...rows.map(line)];
}
/** @param {string} title @param {string} text @param {string[]} body */
function section(title, text, body) {
  return ["", `## ${title}`, "", ...(text ? [text, ""] : []), ...body];
}
/** @param {number} bytes */
function kb(bytes) {
  return Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : "n/a";
}
/** @param {string} kind of figure (FIGURES) @param {number} value */
function format(kind, value) {
  if (!Number.isFinite(value)) return "n/a";
  if (kind === "cls") return value.toFixed(3);
  if (kind === "count" || kind === "score") return String(Number((value * (kind === "score" ? 100 : 1)).toFixed(1)));
  return `${Math.round(value)} ms`;
}
/** A median and, from two runs on, its spread: "244 ms (223–318)". @param {string} kind @param {Stat | undefined} s */
function spreadOf(kind, s) {
  const bare = (/** @type {number} */ n) => format(kind, n).replace(/ ms$/, "");
  if (!s || !Number.isFinite(s.median)) return "n/a";
  return s.n > 1 ? `${format(kind, s.median)} (${bare(s.min)}–${bare(s.max)})` : format(kind, s.median);
}
/** A figure's cell, as FIGURES says. @param {Record<string, any> | undefined} r @param {string} key */
function cell(r, key) {
  const [kind, s] = [FIGURES[key]?.[1] ?? "ms", r?.[key]];
  if (kind === "code") return s ? `\`${s.replace(/\|/g, "\\|").replace(/`/g, "'")}\`` : "";
  if (kind === "kb") return kb(s?.median);
  if (kind === "plain") return s ? Math.round(s.median) : "n/a";
  return kind === "max" ? (s?.max ?? "n/a") : spreadOf(kind, s);
}
/** B - A of the medians ("-974 ms") and, from two runs on, whether the spreads overlap or lie apart. @param {string} key @param {any} a @param {any} b */
function difference(key, a, b) {
  const [kind, x, y] = [FIGURES[key]?.[1] ?? "ms", a?.[key], b?.[key]];
  if (!["ms", "cls", "count", "score"].includes(kind)) return "";
  if (!Number.isFinite(x?.median) || !Number.isFinite(y?.median)) return "n/a";
  const text = format(kind, Math.abs(y.median - x.median));
  const signed = text === format(kind, 0) ? `±${text}` : `${y.median > x.median ? "+" : "-"}${text}`;
  return x.n < 2 || y.n < 2 ? signed : `${signed} (${x.max < y.min || y.max < x.min ? "apart" : "overlap"})`;
}
/** @param {Record<string, any>} r a row of interactions @returns {string[]} the controls timed. */
function controlsOf(r) {
  return Object.keys(r.samples[0] ?? {}).filter((control) => control !== "slowest");
}

/**
 * The report: the sides' home pages; per profile a row per figure (each side's median and spread,
 * each one's difference from the first side's); without --compare, what each page loads, each
 * dependency's JavaScript and the budgets missed.
 */
function report() {
  const [a, ...others] = summaries;
  const labels = summaries.map((s) => s.label);
  const [observed, simulated] = [profiles.filter((p) => p.throttling), profiles.filter((p) => p.method === "simulate")];
  const home = (/** @type {Summary} */ side, /** @type {string} */ profile) =>
    side.results.find((r) => r.route === "/" && r.profile === profile);
  const homeRows = summaries.map((side) => [
    side.label,
    ...observed.flatMap((p) => [cell(home(side, p.name), "lcp"), cell(home(side, p.name), "tbt")]),
    ...simulated.map((p) => cell(home(side, p.name), "performance")),
    side.loads["/"] ? kb(side.loads["/"].jsBrotli) : "",
  ]);
  const peers = others.some((o) => o.peer);
  /** The site's LCP over the best peer's; the best peer's score. @param {Profile} p @param {string} key */
  const versus = (p, key, best = bestPeer(summaries, p.name, key), lcp = a && home(a, p.name)?.lcp.median) => {
    if (!best) return "n/a";
    return key === "lcp"
      ? `${(Number(lcp) / best.value).toFixed(2)} (${best.label})`
      : `best ${format("score", best.value)} (${best.label})`;
  };
  const row = [...observed.flatMap((p) => [versus(p, "lcp"), ""]), ...simulated.map((p) => versus(p, "performance"))];
  if (!compare && peers) homeRows.push(["site ÷ best peer", ...row, ""]);
  const homeHead = [
    ...observed.flatMap((p) => [`${p.name} LCP`, `${p.name} TBT`]),
    ...simulated.map((p) => `${p.name} perf`),
  ];
  const lines = [
    `# ${compare ? "A/B comparison" : "Performance benchmark"}, ${common.date.slice(0, 10)}`,
    "",
    ...summaries.map((s) => `- **${s.label}**: \`${s.folder}\`${s.peer ? ", another site" : ""}`),
    "",
    `${common.machine.lighthouse ? `Lighthouse ${common.machine.lighthouse} in ` : ""}${common.machine.chromium}, driven by puppeteer-core; the site served with brotli by server/serve.mjs, the peers by commands/peer-serve.mjs. Medians of the runs each profile's row gives, with the spread (min–max) in brackets. Machine: ${common.machine.cores} cores, Node ${common.machine.node}; its load average (1 minute) before and after each profile's runs below. The runs alternate ${labels.join(", ")}, ${labels[0]}, ... A page's rows are Lighthouse's runs; "idle 20 s" rows the home page left alone (largest paints, shifts and long tasks: entries counted); INP the slowest control of each visit. X - ${labels[0]}: the difference of the medians; "apart": every run of one side beat every run of the other, "overlap": the spreads overlap.`,
    "",
    ...table(
      ["profile", "what it is", "runs", "load before", "load after"],
      common.load.map((l) => [l.profile, DESCRIPTIONS[l.profile], l.runs, l.before, l.after]),
      2,
    ),
    ...(firstFrame
      ? []
      : section(
          "The home pages",
          `LCP and TBT: Lighthouse's observed runs; perf: its simulated score; JS: what the browser loads for the home page, inline and fetched, brotli.${compare || !peers ? "" : ` "Site ÷ best peer": the site's LCP over the lowest peer's (budget: at most ${budgets.relative.lcp}), and the best peer's performance score (budget: the site's at least that).`}`,
          table(["home page", ...homeHead, "JS (brotli)"], homeRows),
        )),
  ];
  /** A row per figure: each side's, then each other side's difference from the first's. @param {string} what @param {string[]} keys @param {any[]} rows */
  const measures = (what, keys, rows) =>
    keys
      .filter((key) => rows.some((r) => r?.[key]))
      .map((key) => [
        `${what} ${FIGURES[key]?.[0] ?? key}`,
        ...rows.map((r) => cell(r, key)),
        ...rows.slice(1).map((r) => difference(key, rows[0], r)),
      ]);
  const timings = compare
    ? "fcp lcp lcpAfterFcp tbt cls"
    : "fcp lcp lcpAfterFcp tbt cls benchmarkIndex lcpElement scriptBytes stylesheetBytes totalBytes thirdPartyRequests";
  for (const profile of profiles) {
    /** @param {"results" | "idle" | "input" | "frames"} kind @param {string} route */
    const find = (kind, route) =>
      summaries.map((side) => side[kind].find((r) => r.profile === profile.name && r.route === route));
    const scores = !compare ? "performance accessibility best-practices seo" : profile.throttling ? "" : "performance";
    const keys = `${scores} ${timings}`.trim().split(" ");
    const input = find("input", "/");
    const rows = [
      ...(a?.results ?? []).flatMap((r) =>
        r.profile === profile.name ? measures(r.route, keys, find("results", r.route)) : [],
      ),
      ...measures(`/ idle ${IDLE_MS / 1000} s:`, IDLE_FIGURES, find("idle", "/")),
      ...measures("/", FRAME_FIGURES, find("frames", "/")),
      ...measures("/ INP", compare || !input[0] ? ["slowest"] : [...controlsOf(input[0]), "slowest"], input),
    ];
    const text = `${DESCRIPTIONS[profile.name]?.replace(/^./, (c) => c.toUpperCase())}.`;
    const head = ["measure", ...labels, ...others.map((o) => `${o.label} - ${labels[0]}`)];
    lines.push(...section(profile.name, text, table(head, rows)));
  }
  if (!failures || !a) return [...lines, ""].join("\n");
  const js = a.loads["/"];
  const inline = Object.entries(js?.inline ?? {}).map(([type, inline]) => ({
    ...inline,
    file: `inline ${type === "script" ? "scripts" : "styles"} (${inline.count})`,
  }));
  return [
    ...lines,
    ...section(
      "What each page loads (brotli)",
      "Every script the browser runs or fetches for the page, the island modules Astro's runtime imports included: inline scripts (compressed together) and script files; and its CSS, inline and fetched.",
      table(
        ["page", "inline scripts", "script files", "JavaScript", "CSS"],
        Object.entries(a.loads).map(
          ([
            route,
            {
              files,
              inline: { script },
              jsBrotli,
              cssBrotli,
            },
          ]) => {
            const fetched = `${kb(jsBrotli - script.brotli)} (${files.filter((f) => f.type === "script").length})`;
            return [route, kb(script.brotli), fetched, kb(jsBrotli), kb(cssBrotli)];
          },
        ),
      ),
    ),
    ...section(
      "What the home page loads (brotli)",
      "",
      table(
        ["file", "raw", "brotli"],
        [
          ...[...(js?.files ?? []), ...inline].map((f) => [f.file, kb(f.bytes), kb(f.brotli)]),
          ["**JavaScript total**", "", `**${kb(js?.jsBrotli ?? NaN)}**`],
          ["**CSS total**", "", `**${kb(js?.cssBrotli ?? NaN)}**`],
        ],
      ),
    ),
    "",
    failures.length ? `## Budgets missed\n\n${failures.map((f) => `- ${f}`).join("\n")}` : "All budgets met.",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Serving

/** Whether a folder is another site's static build (a peer's): an index.html, no headers.json. @param {string} dir */
function isPeer(dir) {
  const path = resolve(dir);
  return (
    existsSync(join(path, "index.html")) && ![path, dirname(path)].some((d) => existsSync(join(d, "headers.json")))
  );
}

/** A peer's name: its folder's, or its parent's for a build's usual output folder (astrowind/dist). @param {string} dir */
function peerName(dir) {
  const path = resolve(dir);
  return basename(["dist", "out", "build", "public", "client"].includes(basename(path)) ? dirname(path) : path);
}

/** A build folder of the site (client/ and headers.json). @param {string} dir */
function buildFolder(dir) {
  const path = resolve(dir);
  if (existsSync(join(path, "client", "index.html")) && existsSync(join(path, "headers.json"))) return path;
  return usage(`${dir} is not a build of the site: a folder with client/ and headers.json, as npm run build makes`);
}

/**
 * Serves the page every visit starts on: a page of another site (127.0.0.1; the pages measured are
 * on localhost), as a visitor comes from a search or a link. From Lighthouse's about:blank, a page
 * that sends Cross-Origin-Opener-Policy (ours; not the peers') alone pays for a new renderer, 35 to
 * 40 ms of the desktop's first frame (docs/testing.md, Benchmark).
 */
async function serveStartPage() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html;charset=utf-8", "Cache-Control": "no-store" });
    res.end('<!doctype html><html lang="en"><title>Start</title><p>Another site</p></html>');
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, "127.0.0.1", () => done(undefined)));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
