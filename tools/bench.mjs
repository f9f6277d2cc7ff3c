// The performance benchmark: builds the site, serves it compressed on a free local port, and
// measures it with the local Chromium in five profiles, each page in turn:
//
//   simulated-mobile, simulated-desktop: Lighthouse's default run (Lantern predicts the throttled
//       paints from a fast load), median of 3 runs;
//   mobile, wifi, desktop: observed, the browser really throttled (PROFILES, tools/bench-observe.mjs:
//       Lighthouse's slow 4G phone, a phone on Wi-Fi, Lighthouse's desktop): Lighthouse with
//       `--throttling-method=devtools` and those settings, the paints the browser itself observed,
//       as Chrome reports them from real visitors; on the home page also an idle visit of 20 s (the
//       hero and the use cases move by themselves; Lighthouse's run ends before they do) and, on
//       the two phone profiles, the interaction to next paint of its controls; median of 5 runs.
//
// Every median comes with its spread (min-max). The machine's load average (1 minute) is recorded
// before and after each profile's runs. Every page's JavaScript and CSS are what the browser
// loads for it (observeScripts, tools/bench-observe.mjs): its inline scripts and every script file
// it fetches, the island modules Astro's runtime imports included, brotli. Writes reports/bench.md
// and reports/bench.json.
//
//   npm run bench                             build, measure, report
//   npm run bench -- --peers <P> [<Q> ...]    ... and the peers' home pages, in the same runs
//   npm run bench -- --check --peers <P> ...  ... and exit 1 when a budget is missed
//   npm run bench -- --no-build               measure the existing build
//   npm run bench -- --runs 1                 runs per page and profile (default: 3 simulated, 5 observed)
//   npm run bench -- --routes /,/404          only these pages
//   npm run bench -- --profiles wifi,mobile   only these profiles ("simulated", "observed": each group)
//   npm run bench -- --compare <A> <B> ...    A/B: two builds or more, run by run (below)
//   npm run bench -- --skip idle,input        leave out the idle visit, the interactions, or
//                                             Lighthouse's runs ("lighthouse")
//
// Peers: `--peers <folder> [<folder> ...]` names other sites' static builds (a folder with an
// index.html), served by tools/peer-serve.mjs. Their home pages are measured in the same runs as
// the site, run by run (site, P, Q, site, P, Q, ...), in every profile but the idle visit and the
// interactions (they are this site's controls). A time means nothing from one machine to the next,
// and the peers move with the machine, so `--check` holds the site's timings to the best peer's
// in the same run (`budgets.relative`) and refuses to run without `--peers`. Bytes, layout shift,
// the largest paint's count, the other Lighthouse categories, requests to other hosts, TBT on the
// phone profiles and INP stay absolute. Beside the observed TBT on the phone profiles, the bench
// also measures the home page with its scripts taken out (a copy of the build), Lighthouse's runs
// only: what the machine costs without any script.
//
// A/B: `--compare <A> <B> [<C> ...]` measures folders that `npm run build` made, each a `build`
// folder (client/ and headers.json) or its `client` folder with headers.json beside it (copy the
// whole `build` folder away before building the other variant). It never builds. Each is served by
// server/serve.mjs (BUILD_DIR) on its own port, and the runs alternate A, B, C, A, B, C, ... so the
// machine's noise hits all alike. A folder with an index.html and no headers.json is another
// site's static build (a peer's): served by tools/peer-serve.mjs, its home page only, without the
// interactions. A is this site's build. The home page only, unless --routes says otherwise;
// --runs, --profiles and --skip as above. Writes reports/bench-compare.md and
// reports/bench-compare.json: per profile, each side's medians and spreads and its difference
// from A.
//
// Timings on a shared machine are noisy: the report records the machine's Lighthouse benchmark
// index and load average next to the medians. Not part of `npm test` for that reason.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

import { chromiumArgs, chromiumPath } from "../browsers/chromium.mjs";
import { freePort } from "../browsers/free-port.mjs";
import { measureDependencies } from "./bench-deps.mjs";
import {
  IDLE_MS,
  INPUT_PROFILES,
  PROFILES,
  launch,
  observeIdle,
  observeInput,
  observeScripts,
  serveStartPage,
} from "./bench-observe.mjs";
import { routesOf } from "../build-plugins/host-config.mjs";
import { JS_TYPES } from "../build-plugins/html.mjs";

/** @import { PageScripts, ProfileName } from "./bench-observe.mjs" */

/**
 * What `--check` holds the site to. Lighthouse scores are 0..1; times in ms; bytes brotli.
 * Timings are held to the peers' (`relative`): the same page read 244 ms on the wifi profile on
 * one machine and 729 ms on another, the peers' alike, and Lighthouse's simulated performance
 * score moves with the machine too. What does not move with the machine stays absolute.
 */
export const budgets = {
  // Against the best peer's home page in the same run (--peers), on every page of the site: the
  // site's median over the best peer's median.
  relative: {
    // Observed LCP, in each observed profile: at most the best peer's.
    lcp: 1,
    // Lighthouse's performance score, in each simulated profile: at least the best peer's.
    performance: 1,
  },
  // Every category but performance: every route, in the simulated profiles. The observed runs ask
  // Lighthouse for performance alone: on the slow phone profile a load outlasts the hero's first 6 s,
  // and the audits then meet the next slide's 700 ms fade-in half-way (axe read its button at a
  // contrast of 1.3 and 3.1 in 2 runs of 5). Contrast is the settled page's: here, and at every
  // slide in the browser tests' axe scans.
  other: { accessibility: 1, "best-practices": 1, seo: 1 },
  // Simulated mobile, every route: layout shift.
  simulated: { cls: 0.01 },
  // Observed (real throttling), on every profile: Lighthouse's devtools runs on every route, and
  // the home page's idle visit of 20 s.
  observed: {
    // Total blocking time in Lighthouse's runs on the two phone profiles (CPU 4× slower): the
    // main thread stays free to answer a tap.
    tbt: { mobile: 50, wifi: 50 },
    // The largest paint is the first: LCP within this of FCP ...
    lcpAfterFcp: 100,
    // ... and the only one while the page is left alone (the next slide paints no larger picture).
    lcpEntries: 1,
    // Not one layout shift.
    cls: 0,
  },
  // Interaction to next paint of each control, CPU 4× slower (the mobile and wifi profiles).
  inp: 100,
  // The home page's JavaScript as the browser loads it: inline scripts, Astro's island runtime
  // included, and every module file it fetches (observeScripts).
  homeJsBytes: 75 * 1024,
  /** Every other page (the legal pages, the 404 page): the site's own small script, no React. */
  otherPageJsBytes: 5 * 1024,
  homeCssBytes: 15 * 1024,
  homeTotalBytes: 200 * 1024,
  thirdPartyRequests: 0,
};

/**
 * One of the bench's profiles: how Lighthouse runs it, and for an observed one, which of
 * bench-observe.mjs's PROFILES it is (the same settings for Lighthouse and for Playwright).
 * @typedef {object} BenchProfile
 * @property {string} name
 * @property {"simulate" | "devtools"} method Lighthouse's throttling method.
 * @property {"mobile" | "desktop"} formFactor Lighthouse's screen and user agent.
 * @property {ProfileName | undefined} observed
 * @property {string} description
 */

/** @type {BenchProfile[]} */
const ALL_PROFILES = [
  {
    name: "simulated-mobile",
    method: "simulate",
    formFactor: "mobile",
    observed: undefined,
    description: "Lighthouse's default mobile run: Lantern predicts slow 4G and a CPU 4× slower from a fast load",
  },
  {
    name: "simulated-desktop",
    method: "simulate",
    formFactor: "desktop",
    observed: undefined,
    description: "Lighthouse's default desktop run, simulated the same way",
  },
  .../** @type {ProfileName[]} */ (Object.keys(PROFILES)).map((name) => ({
    name,
    method: /** @type {const} */ ("devtools"),
    formFactor: PROFILES[name].formFactor,
    observed: name,
    description: `observed, ${PROFILES[name].description}`,
  })),
];
/** The groups `--profiles` also accepts. */
const GROUPS = {
  simulated: ALL_PROFILES.filter((p) => !p.observed).map((p) => p.name),
  observed: ALL_PROFILES.filter((p) => p.observed).map((p) => p.name),
};

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
/** @param {string} message @returns {never} */
const usage = (message) => {
  console.error(`bench: ${message}`);
  process.exit(2);
};
const check = args.includes("--check");
/** @param {string} name @returns {string[] | undefined} the arguments after `name`, up to the next option. */
const listAfter = (name) =>
  args.includes(name)
    ? args.slice(args.indexOf(name) + 1).filter((arg, i, rest) => !rest.slice(0, i + 1).some((a) => a.startsWith("--")))
    : undefined;
const compared = listAfter("--compare");
const peerFolders = listAfter("--peers") ?? [];
if (compared && compared.length < 2) usage("--compare needs two folders or more: npm run bench -- --compare <A> <B>");
if (compared && compared.length > 26) usage("--compare measures 26 folders at most");
if (compared && check) usage("--check holds one build to the budgets; --compare measures two or more");
if (compared && args.includes("--peers"))
  usage("--compare takes the peers' folders among its own: --compare build <peer> ...");
if (args.includes("--peers") && peerFolders.length === 0)
  usage("--peers needs a folder or more: --peers <folder> [<folder> ...]");
for (const folder of peerFolders)
  if (!isPeer(folder)) usage(`--peers: ${folder} is not a site's static build (a folder with an index.html)`);
if (check && peerFolders.length === 0)
  usage(
    "--check holds the site's timings to the best peer's, measured in the same run (a time from another run or machine means nothing): name the peers' static builds, npm run bench -- --check --peers <folder> [<folder> ...] (docs/testing.md, Benchmark)",
  );
const skipped = option("--skip")?.split(",") ?? [];
for (const name of skipped)
  if (!["idle", "input", "lighthouse"].includes(name))
    usage(`--skip takes idle, input, lighthouse or a list of them, not "${name}"`);
if (check && skipped.length > 0) usage("--check holds the build to every budget: --skip does not apply");
const runsOption = Number(option("--runs")) || undefined;
const runsFor = {
  simulate: runsOption ?? 3,
  devtools: runsOption ?? 5,
};
const asked = (option("--profiles")?.split(",") ?? ALL_PROFILES.map((p) => p.name)).flatMap(
  (name) => GROUPS[/** @type {keyof typeof GROUPS} */ (name)] ?? [name],
);
for (const name of asked)
  if (!ALL_PROFILES.some((p) => p.name === name))
    usage(`no profile "${name}": ${[...ALL_PROFILES.map((p) => p.name), ...Object.keys(GROUPS)].join(", ")}`);
const profiles = ALL_PROFILES.filter((p) => asked.includes(p.name));
const onlyRoutes = option("--routes")?.split(",") ?? (compared ? ["/"] : undefined);

if (!chromiumPath) {
  console.error("bench: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)");
  process.exit(1);
}

if (!compared && !args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * A build measured: the project's own ("site"), or in A/B mode one of those compared; a peer's
 * static folder ("peer"); or the project's build with the home page's scripts taken out ("bare").
 * @typedef {{ label: string, folder: string, build: string, client: string, origin: string, kind: "site" | "peer" | "bare" }} Side
 */
/** @type {Side[]} */
const sides = compared
  ? compared.map((dir, i) => {
      const label = String.fromCharCode(65 + i);
      if (i > 0 && isPeer(dir))
        return { label, folder: dir, build: resolve(dir), client: resolve(dir), origin: "", kind: "peer" };
      const build = buildFolder(dir);
      return { label, folder: dir, build, client: join(build, "client"), origin: "", kind: "site" };
    })
  : [
      {
        label: "site",
        folder: "build",
        build: buildFolder("build"),
        client: resolve("build/client"),
        origin: "",
        kind: "site",
      },
      ...peerFolders.map((dir) => ({
        label: peerName(dir),
        folder: dir,
        build: resolve(dir),
        client: resolve(dir),
        origin: "",
        kind: /** @type {const} */ ("peer"),
      })),
    ];
const [first] = sides;
if (!first) throw new Error("bench: nothing to measure");

// Every page the build pre-rendered (the paths in src/lib/routes.ts, which this script cannot
// import on Node 20), at its URL: index.html is "/", name.html "/name". Lighthouse refuses to audit
// a document answered with a 4xx status, so the 404 page is measured at /404 (status 200), the same
// file the server sends with status 404 for every unknown path.
const pages = (await readdir(first.client))
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ file, route: routesOf(file).find((path) => !path.endsWith(".html")) ?? "" }))
  .sort((a, b) => a.route.localeCompare(b.route));
const routes = pages.map((page) => page.route).filter((route) => !onlyRoutes || onlyRoutes.includes(route));
if (routes.length === 0) usage(`no page at ${onlyRoutes?.join(", ")}`);
for (const side of sides.slice(1).filter((s) => s.kind === "site"))
  for (const page of pages.filter((p) => routes.includes(p.route)))
    if (!existsSync(join(side.client, page.file))) usage(`${side.folder} has no ${page.file}: not the same site`);

/** Whether a profile is a phone's observed one (CPU 4× slower), where TBT has its budget. @param {BenchProfile} p */
const isPhone = (p) => p.observed !== undefined && INPUT_PROFILES.includes(p.observed);
// The home page without script, beside the site's TBT on the phone profiles: a copy of the build.
const bareDir =
  !compared && routes.includes("/") && !skipped.includes("lighthouse") && profiles.some(isPhone)
    ? await bareCopy(first.build)
    : undefined;
if (bareDir)
  sides.push({
    label: "site without script",
    folder: "build, the home page's scripts taken out",
    build: bareDir,
    client: join(bareDir, "client"),
    origin: "",
    kind: "bare",
  });

/** @type {import("node:child_process").ChildProcess[]} */
const servers = [];
for (const side of sides) {
  const port = await freePort();
  side.origin = `http://localhost:${port}`;
  servers.push(
    side.kind === "peer"
      ? spawn(process.execPath, ["tools/peer-serve.mjs"], {
          env: { ...process.env, PORT: String(port), ROOT: side.build },
          stdio: "ignore",
        })
      : spawn(process.execPath, ["server/serve.mjs"], {
          env: { ...process.env, PORT: String(port), BUILD_DIR: side.build },
          stdio: "ignore",
        }),
  );
  await waitForServer(side.origin);
}

// Each of Lighthouse's visits starts on a page of another site, not on about:blank (serveStartPage).
const startPage = await serveStartPage();

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

/**
 * Everything measured on one side, sample by sample.
 * @typedef {object} SideSamples
 * @property {{ route: string, profile: BenchProfile, samples: Sample[] }[]} lighthouse
 * @property {{ profile: ProfileName, samples: IdleSample[] }[]} idle
 * @property {{ profile: ProfileName, samples: Record<string, number>[] }[]} input
 */
/** @type {SideSamples[]} */
const measuredSides = sides.map(() => ({ lighthouse: [], idle: [], input: [] }));
/**
 * What each side's pages load (observeScripts): the site's every page (in A/B mode its home
 * page), a peer's home page, none for the copy without script.
 * @type {{ route: string, scripts: PageScripts }[][]}
 */
const scriptsOf = sides.map(() => []);
/** @type {{ profile: string, runs: number, before: number, after: number }[]} */
const load = [];
let lighthouseVersion = "";
/** @type {import("@playwright/test").Browser | undefined} */
let browser;
try {
  for (const profile of profiles) {
    const before = load1();
    const runs = runsFor[profile.method];
    for (const route of skipped.includes("lighthouse") ? [] : routes) {
      const rows = measuredSides.map((side) => {
        const row = { route, profile, samples: /** @type {Sample[]} */ ([]) };
        side.lighthouse.push(row);
        return row;
      });
      // A, B, A, B, ...: each run of A is followed by the same run of B. A peer: its home page
      // only; the copy without script: its home page on the phone profiles only.
      for (let i = 0; i < runs; i++) {
        for (const [s, side] of sides.entries()) {
          if (side.kind !== "site" && route !== "/") continue;
          if (side.kind === "bare" && !isPhone(profile)) continue;
          progress(`${route} ${profile.name} ${side.label}, run ${i + 1}/${runs}`);
          rows[s]?.samples.push(await lighthouseRun(side.origin + route, profile));
        }
      }
    }
    const observed = profile.observed;
    if (observed && routes.includes("/") && !skipped.includes("idle")) {
      browser ??= await launch();
      const idle = measuredSides.map((side) => {
        const row = { profile: observed, samples: /** @type {IdleSample[]} */ ([]) };
        side.idle.push(row);
        return row;
      });
      for (let i = 0; i < runs; i++) {
        for (const [s, side] of sides.entries()) {
          // Peers left alone only in A/B mode: --peers compares Lighthouse's runs.
          if (side.kind === "bare" || (side.kind === "peer" && !compared)) continue;
          progress(`/ idle ${IDLE_MS / 1000} s, ${observed} ${side.label}, run ${i + 1}/${runs}`);
          idle[s]?.samples.push(await observeIdle(browser, `${side.origin}/`, observed));
        }
      }
    }
    if (observed && INPUT_PROFILES.includes(observed) && routes.includes("/") && !skipped.includes("input")) {
      browser ??= await launch();
      const input = measuredSides.map((side) => {
        const row = { profile: observed, samples: /** @type {Record<string, number>[]} */ ([]) };
        side.input.push(row);
        return row;
      });
      for (let i = 0; i < runs; i++) {
        for (const [s, side] of sides.entries()) {
          if (side.kind !== "site") continue;
          progress(`/ interactions, ${observed} ${side.label}, run ${i + 1}/${runs}`);
          input[s]?.samples.push(await observeInput(browser, side.origin, observed));
        }
      }
    }
    load.push({ profile: profile.name, runs, before, after: load1() });
  }
  // Bytes move with nothing but the build: one visit per page, unthrottled.
  browser ??= await launch();
  for (const [s, side] of sides.entries()) {
    if (side.kind === "bare") continue;
    const measuredRoutes = side.kind === "site" && !compared ? pages.map((p) => p.route) : ["/"];
    for (const route of measuredRoutes) {
      progress(`${route} scripts ${side.label}`);
      scriptsOf[s]?.push({ route, scripts: await observeScripts(browser, side.origin + route) });
    }
  }
} finally {
  await browser?.close();
  await chrome.kill();
  for (const server of servers) server.kill();
  startPage.close();
  if (bareDir) await rm(bareDir, { recursive: true, force: true });
}
process.stdout.write("\n");

const common = {
  date: new Date().toISOString(),
  machine: { cores: cpus().length, node: process.version, lighthouse: lighthouseVersion },
  runs: { simulated: runsFor.simulate, observed: runsFor.devtools },
  profiles: profiles.map(({ name, method, description, observed }) => ({
    name,
    method,
    description,
    ...(observed ? { throttling: PROFILES[observed].throttling } : {}),
  })),
  load,
};
await mkdir("reports", { recursive: true });

/** Each side's figures: its medians and spreads, and what its home page loads. */
const summaries = sides.map((side, i) => ({
  label: side.label,
  folder: side.folder,
  kind: side.kind,
  homeJavaScript: scriptsOf[i]?.find((p) => p.route === "/")?.scripts,
  ...summariseSide(measuredSides[i] ?? { lighthouse: [], idle: [], input: [] }),
}));

if (compared) {
  const report = { ...common, sides: summaries };
  await writeFile("reports/bench-compare.json", JSON.stringify(report, null, 2) + "\n");
  const markdown = compareMarkdown(report);
  await writeFile("reports/bench-compare.md", markdown);
  console.log(markdown);
} else {
  const [site, ...others] = summaries;
  if (!site) throw new Error("bench: the site was not measured");
  const measured = {
    ...common,
    ...site,
    pageJavaScript: (scriptsOf[0] ?? []).map(({ route, scripts }) => ({
      route,
      inlineBrotli: scripts.inline.script.brotli,
      files: scripts.files.filter((f) => f.type === "script").length,
      filesBrotli: scripts.jsBrotli - scripts.inline.script.brotli,
      total: scripts.jsBrotli,
    })),
    peers: others.filter((o) => o.kind === "peer"),
    bare: others.find((o) => o.kind === "bare"),
    dependencies: await measureDependencies(),
  };
  const failures = checkBudgets(measured);
  const report = { ...measured, failures };
  await writeFile("reports/bench.json", JSON.stringify(report, null, 2) + "\n");
  const markdown = toMarkdown(report);
  await writeFile("reports/bench.md", markdown);
  console.log(markdown);

  if (check && failures.length > 0) {
    console.error(`bench --check: ${failures.length} budget(s) missed`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------

/** @returns {number} the machine's load average over the last minute. */
function load1() {
  return Number((loadavg()[0] ?? NaN).toFixed(2));
}

/** @param {string} line what runs now, on one terminal line. */
function progress(line) {
  process.stdout.write(`bench: ${line}`.padEnd(78) + "\r");
}

/**
 * Whether a folder is another site's static build (a peer's): an index.html, no headers.json.
 * @param {string} dir
 */
function isPeer(dir) {
  const path = resolve(dir);
  return (
    existsSync(join(path, "index.html")) &&
    !existsSync(join(path, "headers.json")) &&
    !existsSync(join(path, "..", "headers.json"))
  );
}

/**
 * A peer's name in the reports: its folder's, or its parent's when the folder is a build's
 * usual output folder (`astrowind/dist`: "astrowind").
 * @param {string} dir
 */
function peerName(dir) {
  const path = resolve(dir);
  const name = basename(path);
  return ["dist", "out", "build", "public", "client"].includes(name) ? basename(dirname(path)) : name;
}

/**
 * A copy of a build whose home page runs no script: every inline script a browser runs, every
 * script file it names and every module it preloads taken out (data blocks such as JSON-LD kept), its precompressed copies
 * written again. The page as the server renders it, without hydration: the machine's own cost.
 * @param {string} build a build folder (client/ and headers.json).
 * @returns {Promise<string>} the copy's folder, to remove once measured.
 */
async function bareCopy(build) {
  const dir = await mkdtemp(join(tmpdir(), "bench-bare-"));
  await cp(build, dir, { recursive: true });
  const file = join(dir, "client", "index.html");
  const html = (await readFile(file, "utf8"))
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attrs) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? "";
      return JS_TYPES.has(type) ? "" : script;
    })
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, "");
  await writeFile(file, html);
  await writeFile(`${file}.br`, brotliCompressSync(html));
  await writeFile(`${file}.gz`, gzipSync(html));
  return dir;
}

/**
 * The build folder (client/ and headers.json) a `--compare` argument names.
 * @param {string} dir a build folder or its client folder.
 */
function buildFolder(dir) {
  const path = resolve(dir);
  if (existsSync(join(path, "client", "index.html")) && existsSync(join(path, "headers.json"))) return path;
  if (existsSync(join(path, "index.html")) && existsSync(join(path, "..", "headers.json"))) return dirname(path);
  return usage(`${dir} is not a build of the site: a build folder (client/ and headers.json) or its client folder`);
}

/**
 * One Lighthouse run of a page in a profile.
 * @param {string} url
 * @param {BenchProfile} profile
 */
async function lighthouseRun(url, profile) {
  /** @type {import("lighthouse").Flags} */
  const flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    throttlingMethod: profile.method,
    blankPage: startPage.url,
  };
  // Observed: the profile's own throttling (Lighthouse's own for mobile and desktop), timing only
  // (budgets.other says why).
  if (profile.observed) {
    flags.throttling = PROFILES[profile.observed].throttling;
    flags.onlyCategories = ["performance"];
  }
  const result = await lighthouse(url, flags, profile.formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`bench: Lighthouse gave no result for ${url} (${profile.name})`);
  lighthouseVersion ||= result.lhr.lighthouseVersion;
  return summarise(result.lhr, new URL(url).origin);
}

/**
 * The medians and spreads of one side's samples.
 * @param {SideSamples} side
 */
function summariseSide(side) {
  return {
    // A peer's pages but its home page, and the copy without script off the phone profiles: not measured.
    results: side.lighthouse
      .filter(({ samples }) => samples.length > 0)
      .map(({ route, profile, samples }) => ({
        route,
        profile: profile.name,
        method: profile.method,
        formFactor: profile.formFactor,
        ...medianOf(samples),
        samples,
      })),
    idle: side.idle
      .filter(({ samples }) => samples.length > 0)
      .map(({ profile, samples }) => ({ profile, ...idleMedians(samples), samples })),
    input: side.input
      .filter(({ samples }) => samples.length > 0)
      .map(({ profile, samples }) => ({ profile, ...inputMedians(samples), samples })),
  };
}

/** @typedef {ReturnType<typeof summarise>} Sample */

/**
 * What one Lighthouse run says about a page.
 * @param {import("lighthouse").Result} lhr
 * @param {string} siteOrigin
 */
function summarise(lhr, siteOrigin) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  /** The rows of an audit's table. @param {string} id */
  const table = (id) => {
    const details = lhr.audits[id]?.details;
    return details?.type === "table" ? details.items : [];
  };
  const items = table("resource-summary");
  const bytes = Object.fromEntries(items.map((item) => [String(item.resourceType), Number(item.transferSize)]));
  const requests = Object.fromEntries(items.map((item) => [String(item.resourceType), Number(item.requestCount)]));
  const network = table("network-requests").map((request) => String(request.url));
  const thirdParty = network.filter((url) => !url.startsWith(siteOrigin) && !url.startsWith("data:"));
  // The unthrottled page load Lighthouse simulates from: whether the largest paint came with the first.
  const metrics = lhr.audits.metrics?.details;
  const observed = metrics && "items" in metrics ? (metrics.items[0] ?? {}) : {};
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, category.score])),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    observedLcpAfterFcp:
      Number(observed.observedLargestContentfulPaint) - Number(observed.observedFirstContentfulPaint),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndex: audit("speed-index"),
    lcpElement: lcpElementOf(lhr),
    bytes,
    requests,
    thirdPartyRequests: thirdParty.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    // The weighted audits each category fails, so that a score below 100 says why.
    failedAudits: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        category.auditRefs
          .filter((ref) => {
            const score = lhr.audits[ref.id]?.score;
            return ref.weight > 0 && isNumber(score) && score < 1;
          })
          .map((ref) => ref.id),
      ]),
    ),
    // The elements a failed accessibility audit names, and why: a score below 100 in one run of five
    // is read from the bench's JSON, not guessed.
    failedNodes: (lhr.categories.accessibility?.auditRefs ?? []).flatMap(({ id }) => {
      const audit = lhr.audits[id];
      const details = /** @type {any} */ (audit?.details);
      if (!audit || !isNumber(audit.score) || audit.score === 1 || !Array.isArray(details?.items)) return [];
      return details.items.flatMap((/** @type {any} */ item) =>
        typeof item?.node?.snippet === "string"
          ? [`${audit.id}: ${item.node.snippet} ${item.node.explanation ?? ""}`.trim()]
          : [],
      );
    }),
  };
}

/**
 * The element Lighthouse names as the largest paint, as an HTML snippet.
 * @param {import("lighthouse").Result} lhr
 */
function lcpElementOf(lhr) {
  const details = /** @type {any} */ (lhr.audits["largest-contentful-paint-element"]?.details);
  const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet;
  return typeof snippet === "string" ? snippet : "";
}

/** @param {string[]} values @returns {string} the one seen most often. */
function mostCommon(values) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/** @typedef {Awaited<ReturnType<typeof observeIdle>>} IdleSample */

/**
 * A median and the spread around it.
 * @typedef {{ median: number, min: number, max: number, n: number }} Stat
 */

/** @param {(number | null | undefined)[]} values @returns {Stat} the median, min and max of the finite ones. */
function stat(values) {
  const finite = values.filter(isNumber);
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : NaN,
    max: finite.length ? Math.max(...finite) : NaN,
    n: finite.length,
  };
}

/** @param {IdleSample[]} samples */
function idleMedians(samples) {
  return {
    fcp: stat(samples.map((s) => s.fcp)),
    lcp: stat(samples.map((s) => s.lcp)),
    lcpAfterFcp: stat(samples.map((s) => s.lcp - s.fcp)),
    lcpEntries: stat(samples.map((s) => s.lcpEntries)),
    shifts: stat(samples.map((s) => s.shifts)),
    cls: stat(samples.map((s) => s.cls)),
    longTasks: stat(samples.map((s) => s.longTasks)),
    tbt: stat(samples.map((s) => s.tbt)),
    lcpElement: mostCommon(samples.map((s) => s.lcpElement)),
  };
}

/**
 * Each interaction's median and spread, and the worst interaction of each run (what the page's
 * INP would be).
 * @param {Record<string, number>[]} samples
 */
function inputMedians(samples) {
  const names = [...new Set(samples.flatMap((s) => Object.keys(s)))];
  return {
    interactions: Object.fromEntries(names.map((name) => [name, stat(samples.map((s) => s[name]))])),
    worst: stat(samples.map((s) => Math.max(...Object.values(s)))),
  };
}

/**
 * @param {unknown} value
 * @returns {value is number} whether `value` is a finite number.
 */
function isNumber(value) {
  return Number.isFinite(value);
}

/** @param {(number | null | undefined)[]} values @returns {number} the median of the finite ones. */
function median(values) {
  const sorted = values.filter(isNumber).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? NaN) + upper) / 2;
}

/** @param {Sample[]} samples */
function medianOf(samples) {
  /** @param {(sample: Sample) => number | null | undefined} fn */
  const pick = (fn) => median(samples.map(fn));
  /** @param {(sample: Sample) => number | null | undefined} fn */
  const spread = (fn) => stat(samples.map(fn));
  /** @param {(sample: Sample) => object} fn */
  const keys = (fn) => [...new Set(samples.flatMap((s) => Object.keys(fn(s))))];
  return {
    scores: Object.fromEntries(keys((s) => s.scores).map((k) => [k, pick((s) => s.scores[k])])),
    fcp: spread((s) => s.fcp),
    lcp: spread((s) => s.lcp),
    lcpAfterFcp: spread((s) => s.lcp - s.fcp),
    observedLcpAfterFcp: spread((s) => s.observedLcpAfterFcp),
    tbt: spread((s) => s.tbt),
    cls: spread((s) => s.cls),
    speedIndex: spread((s) => s.speedIndex),
    lcpElement: mostCommon(samples.map((s) => s.lcpElement)),
    bytes: Object.fromEntries(keys((s) => s.bytes).map((k) => [k, pick((s) => s.bytes[k])])),
    requests: Object.fromEntries(keys((s) => s.requests).map((k) => [k, pick((s) => s.requests[k])])),
    thirdPartyRequests: Math.max(...samples.map((s) => s.thirdPartyRequests)),
    benchmarkIndex: pick((s) => s.benchmarkIndex),
    /** Per category, each failing audit with the number of runs it failed in: "color-contrast (4 of 5)". */
    failedAudits: Object.fromEntries(
      keys((s) => s.failedAudits).map((category) => {
        const ids = samples.flatMap((s) => s.failedAudits[category] ?? []);
        const counted = [...new Set(ids)].map(
          (id) => `${id} (${ids.filter((x) => x === id).length} of ${samples.length})`,
        );
        return [category, counted];
      }),
    ),
  };
}

/**
 * @typedef {ReturnType<typeof summariseSide>} SideSummary
 * @typedef {SideSummary["results"][number]} Result
 * @typedef {SideSummary & { label: string, folder: string, kind: Side["kind"], homeJavaScript: PageScripts | undefined }} SideReport
 * @typedef {{ route: string, inlineBrotli: number, files: number, filesBrotli: number, total: number }} PageJavaScript
 * @typedef {typeof common & SideReport & { pageJavaScript: PageJavaScript[], peers: SideReport[], bare: SideReport | undefined }} BenchData
 */

/**
 * The best peer's home page figure in a profile: the lowest median, or the highest for a score.
 * @param {SideReport[]} peers
 * @param {string} profile
 * @param {(r: Result) => number | undefined} pick
 * @param {"lowest" | "highest"} best
 * @returns {{ label: string, value: number } | undefined} undefined when no peer has the figure.
 */
function bestPeer(peers, profile, pick, best) {
  const figures = peers.flatMap((peer) => {
    const r = peer.results.find((x) => x.route === "/" && x.profile === profile);
    const value = r ? pick(r) : undefined;
    return isNumber(value) ? [{ label: peer.label, value }] : [];
  });
  return figures.sort((a, b) => (best === "lowest" ? a.value - b.value : b.value - a.value))[0];
}

/**
 * @param {BenchData} data
 * @returns {string[]} every budget missed.
 */
function checkBudgets(data) {
  /** @type {string[]} */
  const failures = [];
  /** @param {string} what */
  const fail = (what) => failures.push(what);
  const comparing = data.peers.length > 0;
  for (const r of data.results) {
    const where = `${r.route} (${r.profile})`;
    for (const [category, min] of r.method === "simulate" ? Object.entries(budgets.other) : []) {
      // The 404 page is noindex on purpose (it must stay out of search results), which costs it
      // Lighthouse's is-crawlable audit; every other SEO audit must still pass there.
      if (category === "seo" && r.route === "/404") {
        const others = (r.failedAudits.seo ?? []).filter((id) => !id.startsWith("is-crawlable "));
        if (others.length > 0) fail(`${where}: SEO audits failing: ${others.join(", ")}`);
        continue;
      }
      const value = r.scores[category] ?? NaN;
      const failing = r.failedAudits[category]?.join(", ");
      if (!(value >= min)) fail(`${where}: ${category} ${score(value)}${failing ? ` (failing: ${failing})` : ""}`);
    }
    if (r.thirdPartyRequests > budgets.thirdPartyRequests)
      fail(`${where}: ${r.thirdPartyRequests} request(s) to other hosts`);
    if (r.method === "devtools") {
      failures.push(...observedMisses(where, r));
      const tbt = budgets.observed.tbt[/** @type {keyof typeof budgets.observed.tbt} */ (r.profile)];
      if (tbt !== undefined && !(r.tbt.median <= tbt)) {
        const bare = data.bare?.results.find((x) => x.route === r.route && x.profile === r.profile);
        const beside = bare ? ` (the home page without script: ${spreadOf("tbt", bare.tbt)})` : "";
        fail(`${where}: observed TBT ${format("tbt", r.tbt.median)} > ${tbt} ms${beside}`);
      }
      if (comparing) {
        const best = bestPeer(data.peers, r.profile, (x) => x.lcp.median, "lowest");
        const ratio = budgets.relative.lcp;
        if (!best) fail(`${where}: no peer's observed LCP to hold the site's to`);
        else if (!(r.lcp.median <= best.value * ratio))
          fail(
            `${where}: observed LCP ${format("lcp", r.lcp.median)} > the best peer's ${format("lcp", best.value)} (${best.label})${ratio === 1 ? "" : ` × ${ratio}`}`,
          );
      }
      continue;
    }
    // Simulated: the performance score against the best peer's; a missing score (n/a) misses.
    if (comparing) {
      const performance = r.scores.performance ?? NaN;
      const best = bestPeer(data.peers, r.profile, (x) => x.scores.performance, "highest");
      const ratio = budgets.relative.performance;
      if (!best) fail(`${where}: no peer's performance score to hold the site's to`);
      else if (!(performance >= best.value * ratio))
        fail(`${where}: performance ${score(performance)} < the best peer's ${score(best.value)} (${best.label})`);
    }
    if (r.formFactor === "mobile" && !(r.cls.median <= budgets.simulated.cls))
      fail(`${where}: cls ${format("cls", r.cls.median)} > ${format("cls", budgets.simulated.cls)}`);
  }
  // Bytes are the same in every profile: the first one measured on the home page.
  const home = data.results.find((r) => r.route === "/");
  const total = home?.bytes.total ?? NaN;
  if (home && !(total <= budgets.homeTotalBytes))
    fail(`/ (${home.profile}): ${kb(total)} transferred > ${kb(budgets.homeTotalBytes)}`);
  for (const r of data.idle) {
    const where = `/ (${r.profile}, idle ${IDLE_MS / 1000} s)`;
    failures.push(...observedMisses(where, r));
    const { lcpEntries } = budgets.observed;
    if (!(r.lcpEntries.min === lcpEntries && r.lcpEntries.max === lcpEntries))
      fail(
        `${where}: ${spreadOf("count", r.lcpEntries)} largest-paint entries, not ${lcpEntries}; the last ${r.lcpElement}`,
      );
  }
  for (const r of data.input)
    for (const [name, inp] of Object.entries(r.interactions))
      if (!(inp.median <= budgets.inp))
        fail(`/ (${r.profile}, CPU 4×): ${name}: INP ${format("inp", inp.median)} > ${budgets.inp} ms`);
  const js = data.homeJavaScript;
  if (!js) fail("the home page's scripts were not measured");
  else {
    if (!(js.jsBrotli <= budgets.homeJsBytes))
      fail(`home page JavaScript ${kb(js.jsBrotli)} > ${kb(budgets.homeJsBytes)}`);
    if (!(js.cssBrotli <= budgets.homeCssBytes))
      fail(`home page CSS ${kb(js.cssBrotli)} > ${kb(budgets.homeCssBytes)}`);
  }
  for (const page of data.pageJavaScript)
    if (page.route !== "/" && !(page.total <= budgets.otherPageJsBytes))
      fail(`${page.route}: JavaScript ${kb(page.total)} > ${kb(budgets.otherPageJsBytes)}`);
  return failures;
}

/**
 * What observed (really throttled) figures miss of their absolute budgets: the largest paint the
 * first, no layout shift.
 * @param {string} where
 * @param {{ lcpAfterFcp: Stat, cls: Stat }} r medians.
 */
function observedMisses(where, r) {
  const misses = [];
  const { lcpAfterFcp, cls } = budgets.observed;
  if (!(r.lcpAfterFcp.median <= lcpAfterFcp))
    misses.push(`${where}: observed LCP - FCP ${format("lcp", r.lcpAfterFcp.median)} > ${lcpAfterFcp} ms`);
  if (!(r.cls.median <= cls)) misses.push(`${where}: observed CLS ${format("cls", r.cls.median)} > ${cls}`);
  return misses;
}

/** @param {number | undefined} value a Lighthouse score, 0..1. */
function score(value) {
  return isNumber(value) ? Math.round(value * 100) : "n/a";
}
/** @param {string} html @returns {string} a table cell showing the snippet as code. */
function code(html) {
  return html ? `\`${html.replace(/\|/g, "\\|").replace(/`/g, "'")}\`` : "";
}
/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
/**
 * @param {string} metric
 * @param {number} value ms; a layout shift score for `cls`; a number of entries for `count`.
 */
function format(metric, value) {
  if (!Number.isFinite(value)) return "n/a";
  if (metric === "cls") return value.toFixed(3);
  if (metric === "count") return String(Number(value.toFixed(1)));
  return `${Math.round(value)} ms`;
}
/**
 * A median and, from two runs on, its spread: "244 ms (223–318)".
 * @param {string} metric as for `format`.
 * @param {Stat} s
 */
function spreadOf(metric, s) {
  if (!isNumber(s.median)) return "n/a";
  const bare = (/** @type {number} */ n) => format(metric, n).replace(/ ms$/, "");
  return s.n > 1 ? `${format(metric, s.median)} (${bare(s.min)}–${bare(s.max)})` : format(metric, s.median);
}
/**
 * B - A, of the medians: "-974 ms".
 * @param {string} metric as for `format`.
 * @param {Stat | undefined} a
 * @param {Stat | undefined} b
 */
function difference(metric, a, b) {
  if (!a || !b || !isNumber(a.median) || !isNumber(b.median)) return "n/a";
  const d = b.median - a.median;
  const text = format(metric, Math.abs(d));
  return text === format(metric, 0) ? `±${text}` : `${d > 0 ? "+" : "-"}${text}`;
}
/**
 * Whether the two spreads overlap: "apart" when every run of one side beat every run of the other.
 * @param {Stat | undefined} a
 * @param {Stat | undefined} b
 */
function overlap(a, b) {
  if (!a || !b || a.n < 2 || b.n < 2) return "";
  return a.max < b.min || b.max < a.min ? "apart" : "overlap";
}

/** @param {{ profile: string, runs: number, before: number, after: number }[]} rows */
function loadTable(rows) {
  const described = new Map(ALL_PROFILES.map((p) => [p.name, p.description]));
  return [
    "| profile | what it is | runs | load before | load after |",
    "| --- | --- | ---: | ---: | ---: |",
    ...rows.map((l) => `| ${l.profile} | ${described.get(l.profile) ?? ""} | ${l.runs} | ${l.before} | ${l.after} |`),
  ];
}

/** @param {typeof common} data */
function preamble(data) {
  /** @param {number} n */
  const runs = (n) => (n === 1 ? "1 run" : `${n} runs`);
  return `Lighthouse ${data.machine.lighthouse || "12"} and Playwright in Chromium, served with brotli by server/serve.mjs. Medians of ${runs(data.runs.simulated)} per page in the simulated profiles, ${runs(data.runs.observed)} in the observed ones, with the spread (min–max) in brackets. Machine: ${data.machine.cores} cores, Node ${data.machine.node}; its load average (1 minute) before and after each profile's runs below.`;
}

/**
 * The issue's table: per observed profile each side's LCP and TBT on its home page (Lighthouse's
 * runs: median and spread), per simulated profile its performance score (median), and the
 * JavaScript its home page loads (brotli).
 * @param {SideReport[]} sides
 * @param {typeof common["profiles"]} profiles
 * @param {boolean} ratios whether to add the site's ratio to the best peer's (the first side is the site).
 */
function sidesTable(sides, profiles, ratios) {
  const observed = profiles.filter((p) => p.method === "devtools");
  const simulated = profiles.filter((p) => p.method === "simulate");
  /** @param {SideReport} side @param {string} profile */
  const home = (side, profile) => side.results.find((r) => r.route === "/" && r.profile === profile);
  const head = [
    ...observed.flatMap((p) => [`${p.name} LCP`, `${p.name} TBT`]),
    ...simulated.map((p) => `${p.name} perf`),
    "JS (brotli)",
  ];
  const lines = [`| home page | ${head.join(" | ")} |`, `| --- | ${head.map(() => "---:").join(" | ")} |`];
  for (const side of sides) {
    const cells = [
      ...observed.flatMap((p) => {
        const r = home(side, p.name);
        return r ? [spreadOf("lcp", r.lcp), spreadOf("tbt", r.tbt)] : ["", ""];
      }),
      ...simulated.map((p) => {
        const r = home(side, p.name);
        return r ? String(score(r.scores.performance)) : "";
      }),
      side.homeJavaScript ? kb(side.homeJavaScript.jsBrotli) : "",
    ];
    lines.push(`| ${side.label} | ${cells.join(" | ")} |`);
  }
  const [site, ...others] = sides;
  const peers = others.filter((o) => o.kind === "peer");
  if (ratios && site && peers.length > 0) {
    const cells = [
      ...observed.flatMap((p) => {
        const best = bestPeer(peers, p.name, (x) => x.lcp.median, "lowest");
        const lcp = home(site, p.name)?.lcp.median;
        return [best && isNumber(lcp) ? `${(lcp / best.value).toFixed(2)} (${best.label})` : "n/a", ""];
      }),
      ...simulated.map((p) => {
        const best = bestPeer(peers, p.name, (x) => x.scores.performance, "highest");
        return best ? `best ${score(best.value)} (${best.label})` : "n/a";
      }),
      "",
    ];
    lines.push(`| site ÷ best peer | ${cells.join(" | ")} |`);
  }
  return lines;
}

/** @param {BenchData & { dependencies: Awaited<ReturnType<typeof measureDependencies>>, failures: string[] }} data */
function toMarkdown(data) {
  const simulated = data.results.filter((r) => r.method === "simulate");
  const observed = data.results.filter((r) => r.method === "devtools");
  /** @param {Result} r */
  const scores = (r) =>
    `${score(r.scores.performance)} | ${score(r.scores.accessibility)} | ${score(r.scores["best-practices"])} | ${score(r.scores.seo)}`;
  const lines = [`# Performance benchmark, ${data.date.slice(0, 10)}`, "", preamble(data), "", ...loadTable(data.load)];
  lines.push(
    "",
    "## Against the peers (home pages, the same run)",
    "",
    data.peers.length
      ? `Each peer's home page, measured run by run with the site's (${data.peers.map((p) => `${p.label}: \`${p.folder}\``).join(", ")}). LCP and TBT: Lighthouse's observed runs, median and spread; perf: Lighthouse's simulated score, median; JS: what the browser loads for the home page, inline and fetched, brotli. "Site ÷ best peer": the site's LCP over the lowest peer's (budget: at most ${budgets.relative.lcp}), and the best peer's performance score (budget: the site's at least that).`
      : "No peers measured: `--peers <folder> [<folder> ...]` measures their home pages in the same runs, and `--check` holds the site's timings to the best one's.",
    ...(data.bare
      ? [
          "",
          `"Site without script": the home page with every script taken out, on the phone profiles: the TBT the machine costs without any (the budget, ${budgets.observed.tbt.mobile} ms, holds the site's).`,
        ]
      : []),
    "",
    ...sidesTable([data, ...data.peers, ...(data.bare ? [data.bare] : [])], data.profiles, true),
  );
  if (simulated.length) {
    lines.push(
      "",
      "## Simulated (Lighthouse's default, what PageSpeed Insights shows)",
      "",
      'Lantern predicts the throttled paints from a fast load. "Unthrottled LCP - FCP": the load it predicts from (0 ms: the largest paint came with the first frame).',
      "",
      "| page | profile | perf | a11y | best pr. | SEO | FCP | LCP | LCP - FCP | unthrottled LCP - FCP | TBT | CLS | SI | benchmark index |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...simulated.map(
        (r) =>
          `| ${r.route} | ${r.profile} | ${scores(r)} | ${spreadOf("fcp", r.fcp)} | ${spreadOf("lcp", r.lcp)} | ${spreadOf("lcp", r.lcpAfterFcp)} | ${spreadOf("lcp", r.observedLcpAfterFcp)} | ${spreadOf("tbt", r.tbt)} | ${spreadOf("cls", r.cls)} | ${spreadOf("si", r.speedIndex)} | ${Math.round(r.benchmarkIndex)} |`,
      ),
    );
  }
  if (observed.length) {
    lines.push(
      "",
      "## Observed (Lighthouse, `--throttling-method=devtools`)",
      "",
      "The browser really throttled in each profile; the paints it observed, as Chrome reports them from real visitors. Performance alone: the other categories are judged in the simulated runs.",
      "",
      "| page | profile | perf | FCP | LCP | LCP - FCP | TBT | CLS |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...observed.map(
        (r) =>
          `| ${r.route} | ${r.profile} | ${score(r.scores.performance)} | ${spreadOf("fcp", r.fcp)} | ${spreadOf("lcp", r.lcp)} | ${spreadOf("lcp", r.lcpAfterFcp)} | ${spreadOf("tbt", r.tbt)} | ${spreadOf("cls", r.cls)} |`,
      ),
    );
  }
  if (data.idle.length) {
    lines.push(
      "",
      `## The home page left alone for ${IDLE_MS / 1000} s (observed)`,
      "",
      "Loaded, then no input while the hero advances three times and the use cases rotate four times; the browser's own entries (Playwright, each profile's screen and throttling). Long tasks and TBT: those after the first paint, over the whole visit.",
      "",
      "| profile | FCP | LCP | LCP - FCP | largest paints | shifts | CLS | long tasks | TBT |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...data.idle.map(
        (r) =>
          `| ${r.profile} | ${spreadOf("fcp", r.fcp)} | ${spreadOf("lcp", r.lcp)} | ${spreadOf("lcp", r.lcpAfterFcp)} | ${spreadOf("count", r.lcpEntries)} | ${spreadOf("count", r.shifts)} | ${spreadOf("cls", r.cls)} | ${spreadOf("count", r.longTasks)} | ${spreadOf("tbt", r.tbt)} |`,
      ),
    );
  }
  if (data.input.length) {
    const names = [...new Set(data.input.flatMap((r) => Object.keys(r.interactions)))];
    lines.push(
      "",
      "## Interaction to next paint, CPU 4× slower (observed)",
      "",
      "The home page in each phone profile; each interaction's longest Event Timing entry (under 16 ms the browser reports none: 0).",
      "",
      `| interaction | ${data.input.map((r) => r.profile).join(" | ")} |`,
      `| --- | ${data.input.map(() => "---:").join(" | ")} |`,
      ...names.map(
        (name) =>
          `| ${name} | ${data.input.map((r) => (r.interactions[name] ? spreadOf("inp", r.interactions[name]) : "n/a")).join(" | ")} |`,
      ),
    );
  }
  lines.push(
    "",
    "## Largest paint elements",
    "",
    "| page | profile | LCP element |",
    "| --- | --- | --- |",
    ...data.results.map((r) => `| ${r.route} | ${r.profile} | ${code(r.lcpElement)} |`),
    ...data.idle.map((r) => `| / (idle ${IDLE_MS / 1000} s) | ${r.profile} | ${code(r.lcpElement)} |`),
  );
  const transfer = data.results.filter((r) => r.profile === data.results[0]?.profile);
  if (transfer.length) {
    lines.push(
      "",
      `## Transferred per page (Lighthouse, ${transfer[0]?.profile})`,
      "",
      "| page | JS | CSS | total | requests | other hosts |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      ...transfer.map(
        (r) =>
          `| ${r.route} | ${kb(r.bytes.script ?? 0)} | ${kb(r.bytes.stylesheet ?? 0)} | ${kb(r.bytes.total ?? 0)} | ${r.requests.total ?? 0} | ${r.thirdPartyRequests} |`,
      ),
    );
  }
  lines.push(
    "",
    "## JavaScript per page (brotli, as the browser loads it)",
    "",
    "Every script the browser runs or fetches for the page, the island modules Astro's runtime imports included: inline scripts (compressed together) and script files.",
    "",
    "| page | inline scripts | script files | total |",
    "| --- | ---: | ---: | ---: |",
    ...data.pageJavaScript.map(
      (p) => `| ${p.route} | ${kb(p.inlineBrotli)} | ${kb(p.filesBrotli)} (${p.files}) | ${kb(p.total)} |`,
    ),
  );
  const js = data.homeJavaScript;
  if (js) {
    lines.push("", "## What the home page loads (brotli)", "", "| file | raw | brotli |", "| --- | ---: | ---: |");
    for (const f of js.files) lines.push(`| ${f.file} | ${kb(f.bytes)} | ${kb(f.brotli)} |`);
    lines.push(
      `| inline scripts (${js.inline.script.count}) | ${kb(js.inline.script.bytes)} | ${kb(js.inline.script.brotli)} |`,
    );
    lines.push(
      `| inline styles (${js.inline.stylesheet.count}) | ${kb(js.inline.stylesheet.bytes)} | ${kb(js.inline.stylesheet.brotli)} |`,
    );
    lines.push(`| **JavaScript total** | | **${kb(js.jsBrotli)}** |`);
    lines.push(`| **CSS total** | | **${kb(js.cssBrotli)}** |`);
  }
  lines.push(
    "",
    "## JavaScript per dependency",
    "",
    "Each dependency bundled alone with the exports the site imports (minified, brotli); shared code counted once per row.",
    "",
    "| dependency | minified | brotli |",
    "| --- | ---: | ---: |",
  );
  for (const d of data.dependencies) lines.push(`| ${d.name} | ${kb(d.bytes)} | ${kb(d.brotli)} |`);
  lines.push(
    "",
    data.failures.length ? "## Budgets missed\n\n" + data.failures.map((f) => `- ${f}`).join("\n") : "All budgets met.",
    "",
  );
  return lines.join("\n");
}

/**
 * The A/B report: per profile, each side's medians and spreads, and each other side's difference
 * from A.
 * @param {typeof common & { sides: SideReport[] }} data
 */
function compareMarkdown(data) {
  const [a, ...others] = data.sides;
  if (!a || others.length === 0) throw new Error("bench: an A/B report needs two sides or more");
  const labels = data.sides.map((s) => s.label);
  const lines = [
    `# A/B comparison, ${data.date.slice(0, 10)}`,
    "",
    ...data.sides.map(
      (s) =>
        `- **${s.label}**: \`${s.folder}\`${s.kind === "peer" ? ", another site" : ""}${s.homeJavaScript ? ` (home page JavaScript ${kb(s.homeJavaScript.jsBrotli)}, CSS ${kb(s.homeJavaScript.cssBrotli)}, brotli, as the browser loads them)` : ""}`,
    ),
    "",
    `${preamble(data)} The runs alternate ${labels.join(", ")}, ${labels[0]}, ... so the machine's noise hits every side alike. A page's rows are Lighthouse's runs; "idle 20 s" rows the home page left alone (largest paints, shifts and long tasks: entries counted); INP the slowest control of each visit. X - A: the difference of the medians; "apart": every run of one side beat every run of A, "overlap": the spreads overlap.`,
    "",
    ...loadTable(data.load),
    "",
    "## The home pages",
    "",
    "LCP and TBT: Lighthouse's observed runs, median and spread; perf: Lighthouse's simulated score, median; JS: what the browser loads for the home page, inline and fetched, brotli.",
    "",
    ...sidesTable(data.sides, data.profiles, false),
  ];
  /**
   * @param {string[]} rows
   * @param {string} what
   * @param {string} metric
   * @param {(Stat | undefined)[]} stats A's, then each other side's.
   */
  const row = (rows, what, metric, [x, ...ys]) => {
    if (!x && ys.every((y) => !y)) return;
    rows.push(
      `| ${what} | ${[x, ...ys].map((v) => (v ? spreadOf(metric, v) : "n/a")).join(" | ")} | ${ys
        .map((y) => `${difference(metric, x, y)}${overlap(x, y) ? ` (${overlap(x, y)})` : ""}`)
        .join(" | ")} |`,
    );
  };
  /**
   * A row per measure of `table` ([label, metric, key]): each side's figures under `key`.
   * @param {string[]} rows
   * @param {string} page
   * @param {readonly (readonly [string, string, string])[]} table
   * @param {(Record<string, unknown> | undefined)[]} sides A's, then each other side's.
   */
  const measureRows = (rows, page, table, sides) => {
    for (const [what, metric, key] of table)
      row(
        rows,
        `${page} ${what}`,
        metric,
        sides.map((x) => /** @type {Stat | undefined} */ (x?.[key])),
      );
  };
  for (const profile of data.profiles) {
    /** @type {string[]} */
    const rows = [];
    for (const r of a.results.filter((r) => r.profile === profile.name)) {
      const all = [r, ...others.map((o) => o.results.find((x) => x.profile === r.profile && x.route === r.route))];
      const page = r.route;
      if (r.method === "simulate") {
        const perf = (/** @type {Result | undefined} */ x) =>
          x ? stat(x.samples.map((s) => (s.scores.performance ?? NaN) * 100)) : undefined;
        row(rows, `${page} performance`, "count", all.map(perf));
      }
      measureRows(
        rows,
        page,
        [
          ["FCP", "fcp", "fcp"],
          ["LCP", "lcp", "lcp"],
          ["LCP - FCP", "lcp", "lcpAfterFcp"],
          ["TBT", "tbt", "tbt"],
          ["CLS", "cls", "cls"],
        ],
        all,
      );
    }
    const idle = data.sides.map((s) => s.idle.find((r) => r.profile === profile.name));
    if (idle[0])
      measureRows(
        rows,
        `/ idle ${IDLE_MS / 1000} s:`,
        [
          ["FCP", "fcp", "fcp"],
          ["LCP", "lcp", "lcp"],
          ["LCP - FCP", "lcp", "lcpAfterFcp"],
          ["largest paints", "count", "lcpEntries"],
          ["shifts", "count", "shifts"],
          ["CLS", "cls", "cls"],
          ["long tasks", "count", "longTasks"],
          ["TBT", "tbt", "tbt"],
        ],
        idle,
      );
    const input = data.sides.map((s) => s.input.find((r) => r.profile === profile.name));
    if (input[0])
      row(
        rows,
        "/ INP (the slowest control)",
        "inp",
        input.map((x) => (x?.worst.n ? x.worst : undefined)),
      );
    lines.push(
      "",
      `## ${profile.name}`,
      "",
      `${profile.description[0]?.toUpperCase()}${profile.description.slice(1)}.`,
      "",
      `| measure | ${labels.join(" | ")} | ${others.map((o) => `${o.label} - A`).join(" | ")} |`,
      `| --- | ${labels.map(() => "---:").join(" | ")} | ${others.map(() => "---:").join(" | ")} |`,
      ...rows,
    );
  }
  lines.push(
    "",
    "## LCP run by run (Lighthouse, ms)",
    "",
    "In the order measured, to show a spread that is two clusters rather than one.",
    "",
    `| profile | page | ${labels.join(" | ")} |`,
    `| --- | --- | ${labels.map(() => "---").join(" | ")} |`,
    ...a.results.map((r) => {
      /** @param {Sample[] | undefined} samples */
      const list = (samples) => samples?.map((s) => (isNumber(s.lcp) ? Math.round(s.lcp) : "n/a")).join(", ") ?? "";
      const lists = others.map((o) =>
        list(o.results.find((x) => x.profile === r.profile && x.route === r.route)?.samples),
      );
      return `| ${r.profile} | ${r.route} | ${[list(r.samples), ...lists].join(" | ")} |`;
    }),
    "",
  );
  return lines.join("\n");
}

/** @param {string} url */
async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench: the server at ${url} did not start`);
}
