// The performance benchmark: builds the site, serves it compressed on a free local port, and
// measures every route with the local Chromium in two ways, medians of 3 runs each:
//
//   simulated: Lighthouse's default run (Lantern predicts the throttled paints from a fast load);
//   observed:  Lighthouse with real throttling (`--throttling-method=devtools`): the paints the
//              browser itself observed, as Chrome reports them from real visitors;
//
// plus, on the home page, an idle visit of 20 s under the same real throttling (the hero and the
// use cases move by themselves; Lighthouse's run ends before they do) and the interaction to next
// paint of its controls with the CPU 4× slower (tools/bench-observe.mjs). Writes
// reports/bench.md and reports/bench.json.
//
//   npm run bench                            build, measure, report
//   npm run bench -- --check                 ... and exit 1 when a budget is missed
//   npm run bench -- --no-build              measure the existing build
//   npm run bench -- --runs 5                more runs per route, preset and method
//   npm run bench -- --routes /,/404         only these routes
//   npm run bench -- --presets mobile        only one preset (mobile or desktop)
//   npm run bench -- --throttling devtools   only one method (simulate or devtools); idle and input run with devtools
//
// Timings on a shared machine are noisy: the report records the machine's Lighthouse benchmark
// index and load average next to the medians. Not part of `npm test` for that reason.
import { spawn, spawnSync } from "node:child_process";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { brotliCompressSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

import { chromiumArgs, chromiumPath } from "../browsers/chromium.mjs";
import { freePort } from "../browsers/free-port.mjs";
import { measureDependencies } from "./bench-deps.mjs";
import { IDLE_MS, launch, observeIdle, observeInput } from "./bench-observe.mjs";
import { routesOf } from "../tooling/host-config.mjs";
import { pageElements, scriptsAmong, textOf } from "../tooling/html.mjs";

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const check = args.includes("--check");
const runs = Number(option("--runs")) || 3;
const onlyRoutes = option("--routes")?.split(",");
const presets = /** @type {("mobile" | "desktop")[]} */ (option("--presets")?.split(",") ?? ["mobile", "desktop"]);
const methods = /** @type {("simulate" | "devtools")[]} */ (
  option("--throttling") ? [option("--throttling")] : ["simulate", "devtools"]
);

/** What `--check` holds the site to. Lighthouse scores are 0..1; times in ms; bytes brotli. */
export const budgets = {
  // Simulated (Lantern), every route.
  mobile: { performance: 1, fcp: 900, lcp: 1200, tbt: 50, cls: 0.01 },
  // The home page, simulated. That its largest paint is its first is held on the observed figures
  // (observed.mobile.lcpAfterFcp): the simulation adds a round trip to LCP for each request that
  // happened to finish before the paint (the favicon, the manifest), which a browser does not wait for.
  homeMobile: { fcp: 800, lcp: 850 },
  desktop: { performance: 1 },
  // Every category, both presets, both methods.
  other: { accessibility: 1, "best-practices": 1, seo: 1 },
  // Observed (real throttling): Lighthouse's devtools runs on every route, and the home page's idle visit.
  observed: {
    mobile: { lcp: 1100, lcpAfterFcp: 100 },
    desktop: { lcp: 300 },
    // 0.00 as a visitor's report rounds it.
    cls: 0.005,
  },
  // Interaction to next paint of each control, CPU 4× slower.
  inp: 100,
  // 110 KB until the generated files became resource routes: React Router lists all ten in the
  // client manifest every page loads (+0.2 KB), and no option leaves them out. 112 KB since the
  // contrast-theme states (forced colours), accessible names that keep the visible words under any
  // edit, and the idle fetch of the next pictures (+0.5 KB together). 113 KB since the print styling
  // moved from app.css's structural rules into the components' `print:` classes (+0.55 KB; the
  // inline stylesheet lost 0.07 KB) and the header became a chunk shared with the static pages
  // (+0.15 KB).
  homeJsBytes: 113 * 1024,
  /** Static pages, served without React (app/static-page/): inline scripts and script files together. */
  staticPageJsBytes: 5 * 1024,
  homeCssBytes: 15 * 1024,
  homeTotalBytes: 200 * 1024,
  thirdPartyRequests: 0,
};

if (!chromiumPath) {
  console.error("bench: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)");
  process.exit(1);
}

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every page the build pre-rendered (the paths in app/content/pages.ts, which this script cannot
// import on Node 20), at its URL: index.html is "/", name.html "/name". Lighthouse refuses to audit
// a document answered with a 4xx status, so the 404 page is measured at /404 (status 200), the same
// file the server sends with status 404 for every unknown path.
const pages = (await readdir(new URL("../build/client/", import.meta.url)))
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ file, route: routesOf(file).find((path) => !path.endsWith(".html")) ?? "" }))
  .sort((a, b) => a.route.localeCompare(b.route));
const routes = pages.map((page) => page.route).filter((route) => !onlyRoutes || onlyRoutes.includes(route));

const port = await freePort();
const origin = `http://localhost:${port}`;
const server = spawn("node", ["server/serve.mjs"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
await waitForServer(origin);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

const results = [];
/** @type {{ preset: "mobile" | "desktop", samples: Awaited<ReturnType<typeof observeIdle>>[] }[]} */
const idle = [];
/** @type {Record<string, number>[]} */
const input = [];
try {
  for (const route of routes) {
    for (const preset of presets) {
      for (const method of methods) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(
            origin + route,
            { port: chrome.port, output: "json", logLevel: "error", throttlingMethod: method },
            preset === "desktop" ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`bench: Lighthouse gave no result for ${route} (${preset}, ${method})`);
          samples.push(summarise(result.lhr, origin));
          process.stdout.write(`bench: ${route} ${preset} ${method} run ${i + 1}/${runs}\r`);
        }
        results.push({ route, preset, method, ...medianOf(samples), runs: samples });
      }
    }
  }
  await chrome.kill();
  if (routes.includes("/")) {
    const browser = await launch();
    try {
      for (const preset of presets) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          process.stdout.write(`bench: / idle ${IDLE_MS / 1000} s, ${preset}, run ${i + 1}/${runs}\r`);
          samples.push(await observeIdle(browser, `${origin}/`, preset));
        }
        idle.push({ preset, samples });
      }
      for (let i = 0; i < (presets.includes("mobile") ? runs : 0); i++) {
        process.stdout.write(`bench: / interactions, CPU 4× slower, run ${i + 1}/${runs}\r`);
        input.push(await observeInput(browser, origin));
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}
process.stdout.write("\n");

const dependencies = await measureDependencies();
const measured = {
  date: new Date().toISOString(),
  machine: { loadAverage: loadavg().map((n) => Number(n.toFixed(2))), node: process.version },
  runsPerRoute: runs,
  results: results.map(({ runs: samples, ...rest }) => ({ ...rest, samples })),
  idle: idle.map(({ preset, samples }) => ({ preset, ...idleMedians(samples), samples })),
  input: inputMedians(input),
  ...(await pageJavaScript()),
  dependencies,
};
const failures = checkBudgets(measured);
const report = { ...measured, failures };

await mkdir("reports", { recursive: true });
await writeFile("reports/bench.json", JSON.stringify(report, null, 2) + "\n");
const markdown = toMarkdown(report);
await writeFile("reports/bench.md", markdown);
console.log(markdown);

if (check && failures.length > 0) {
  console.error(`bench --check: ${failures.length} budget(s) missed`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------

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
    seoFailures: (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return ref.weight > 0 && isNumber(score) && score < 1;
      })
      .map((ref) => ref.id),
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

/** @param {Awaited<ReturnType<typeof observeIdle>>[]} samples */
function idleMedians(samples) {
  return {
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    lcpAfterFcp: median(samples.map((s) => s.lcp - s.fcp)),
    cls: median(samples.map((s) => s.cls)),
    tbt: median(samples.map((s) => s.tbt)),
    lcpEntries: Math.max(...samples.map((s) => s.lcpEntries)),
    lcpElement: mostCommon(samples.map((s) => s.lcpElement)),
  };
}

/** @param {Record<string, number>[]} samples @returns {Record<string, number>} each interaction's median. */
function inputMedians(samples) {
  const names = [...new Set(samples.flatMap((s) => Object.keys(s)))];
  return Object.fromEntries(names.map((name) => [name, median(samples.map((s) => s[name]))]));
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
  /** @param {(sample: Sample) => object} fn */
  const keys = (fn) => [...new Set(samples.flatMap((s) => Object.keys(fn(s))))];
  return {
    scores: Object.fromEntries(keys((s) => s.scores).map((k) => [k, pick((s) => s.scores[k])])),
    fcp: pick((s) => s.fcp),
    lcp: pick((s) => s.lcp),
    lcpAfterFcp: pick((s) => s.lcp - s.fcp),
    observedLcpAfterFcp: pick((s) => s.observedLcpAfterFcp),
    tbt: pick((s) => s.tbt),
    cls: pick((s) => s.cls),
    speedIndex: pick((s) => s.speedIndex),
    lcpElement: mostCommon(samples.map((s) => s.lcpElement)),
    bytes: Object.fromEntries(keys((s) => s.bytes).map((k) => [k, pick((s) => s.bytes[k])])),
    requests: Object.fromEntries(keys((s) => s.requests).map((k) => [k, pick((s) => s.requests[k])])),
    thirdPartyRequests: Math.max(...samples.map((s) => s.thirdPartyRequests)),
    benchmarkIndex: pick((s) => s.benchmarkIndex),
    seoFailures: [...new Set(samples.flatMap((s) => s.seoFailures))],
  };
}

/**
 * The script and style files a page loads: those its HTML names, and every module those import
 * statically, transitively; each with its size and its brotli size.
 * @param {string} html
 */
async function scriptFiles(html) {
  const queue = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))];
  const seen = new Set(queue);
  /** @type {{ file: string, bytes: number, brotli: number }[]} */
  const entries = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const data = await readFile(`build/client${file}`);
    entries.push({ file, bytes: data.length, brotli: brotliCompressSync(data).length });
    if (!file.endsWith(".js")) continue;
    // Static imports in Vite's minified output: `from"../scripts/x.js"` and `import"../scripts/x.js"`.
    for (const m of data.toString("utf8").matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      const next = `/assets/${m[1]}`;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return entries;
}

/**
 * The JavaScript each page runs, counted from its built HTML, brotli-compressed as served: its
 * executable inline scripts (those of the bootstrap template included) and the script files it
 * names, with everything they import statically (`static`: no script file, a page without React);
 * and the home page's script and style files one by one.
 */
async function pageJavaScript() {
  const perPage = await Promise.all(
    pages.map(async ({ file, route }) => {
      const html = await readFile(`build/client/${file}`, "utf8");
      const inline = scriptsAmong(pageElements(html)).filter((s) => s.executable);
      const inlineBrotli = inline.length ? brotliCompressSync(inline.map((s) => s.text).join("\n")).length : 0;
      // The stylesheet, inlined in the page (app/root.tsx), counts as the page's CSS.
      const styles = pageElements(html).filter((element) => element.tagName === "style");
      const css = styles.map((element) => textOf(element)).join("\n");
      const inlineCss = css
        ? [{ file: "<style> in the page", bytes: css.length, brotli: brotliCompressSync(css).length }]
        : [];
      const files = [...(await scriptFiles(html)), ...inlineCss];
      const scripts = files.filter((f) => f.file.endsWith(".js"));
      const filesBrotli = scripts.reduce((sum, f) => sum + f.brotli, 0);
      const total = inlineBrotli + filesBrotli;
      return { files, page: { route, inlineBrotli, filesBrotli, total, static: scripts.length === 0 } };
    }),
  );
  const home = perPage.find(({ page }) => page.route === "/")?.files ?? [];
  /** @param {string} ext */
  const total = (ext) => home.filter((e) => e.file.endsWith(ext)).reduce((sum, e) => sum + e.brotli, 0);
  const inlineCss = home.filter((e) => e.file.startsWith("<style>")).reduce((sum, e) => sum + e.brotli, 0);
  return {
    homeJavaScript: { files: home, jsBrotli: total(".js"), cssBrotli: total(".css") + inlineCss },
    pageJavaScript: perPage.map(({ page }) => page),
  };
}

/**
 * @param {typeof measured} data
 * @returns {string[]} every budget missed.
 */
function checkBudgets(data) {
  /** @type {string[]} */
  const failures = [];
  /** @param {string} what */
  const fail = (what) => failures.push(what);
  for (const r of data.results) {
    const where = `${r.route} (${r.preset}, ${r.method === "devtools" ? "observed" : "simulated"})`;
    const performance = r.scores.performance ?? NaN;
    // A missing score (n/a) misses its budget too.
    if (!(performance >= budgets[r.preset].performance)) fail(`${where}: performance ${score(performance)}`);
    for (const [category, min] of Object.entries(budgets.other)) {
      // The 404 page is noindex on purpose (it must stay out of search results), which costs it
      // Lighthouse's is-crawlable audit; every other SEO audit must still pass there.
      if (category === "seo" && r.route === "/404") {
        const others = r.seoFailures.filter((id) => id !== "is-crawlable");
        if (others.length > 0) fail(`${where}: SEO audits failing: ${others.join(", ")}`);
        continue;
      }
      const value = r.scores[category] ?? NaN;
      if (!(value >= min)) fail(`${where}: ${category} ${score(value)}`);
    }
    if (r.thirdPartyRequests > budgets.thirdPartyRequests)
      fail(`${where}: ${r.thirdPartyRequests} request(s) to other hosts`);
    if (r.method === "devtools") {
      failures.push(...observedMisses(where, r.preset, r));
      continue;
    }
    if (r.preset === "mobile") {
      for (const metric of /** @type {const} */ (["fcp", "lcp", "tbt", "cls"])) {
        const budget = budgets.mobile[metric];
        if (!(r[metric] <= budget))
          fail(`${where}: ${metric} ${format(metric, r[metric])} > ${format(metric, budget)}`);
      }
    }
    if (r.route === "/" && r.preset === "mobile") {
      for (const metric of /** @type {const} */ (["fcp", "lcp"])) {
        const budget = budgets.homeMobile[metric];
        if (!(r[metric] <= budget))
          fail(`${where}: ${metric} ${format(metric, r[metric])} > ${format(metric, budget)}`);
      }
      const total = r.bytes.total ?? NaN;
      if (!(total <= budgets.homeTotalBytes))
        fail(`${where}: ${kb(total)} transferred > ${kb(budgets.homeTotalBytes)}`);
    }
  }
  for (const r of data.idle) {
    failures.push(...observedMisses(`/ (${r.preset}, idle ${IDLE_MS / 1000} s)`, r.preset, r));
    if (r.lcpEntries > 1)
      fail(`/ (${r.preset}, idle): ${r.lcpEntries} largest-paint entries, the last ${r.lcpElement}`);
  }
  for (const [name, inp] of Object.entries(data.input))
    if (!(inp <= budgets.inp)) fail(`/ (mobile, CPU 4×): ${name}: INP ${format("inp", inp)} > ${budgets.inp} ms`);
  if (data.homeJavaScript.jsBrotli > budgets.homeJsBytes)
    fail(`home page JavaScript ${kb(data.homeJavaScript.jsBrotli)} > ${kb(budgets.homeJsBytes)}`);
  if (data.homeJavaScript.cssBrotli > budgets.homeCssBytes)
    fail(`home page CSS ${kb(data.homeJavaScript.cssBrotli)} > ${kb(budgets.homeCssBytes)}`);
  for (const page of data.pageJavaScript)
    if (page.static && page.total > budgets.staticPageJsBytes)
      fail(`${page.route}: JavaScript ${kb(page.total)} > ${kb(budgets.staticPageJsBytes)} (a page without React)`);
  return failures;
}

/**
 * What observed (really throttled) figures miss of their budgets.
 * @param {string} where
 * @param {"mobile" | "desktop"} preset
 * @param {{ lcp: number, lcpAfterFcp: number, cls: number }} r medians.
 */
function observedMisses(where, preset, r) {
  const misses = [];
  const { lcp } = budgets.observed[preset];
  if (!(r.lcp <= lcp)) misses.push(`${where}: observed LCP ${format("lcp", r.lcp)} > ${lcp} ms`);
  if (preset === "mobile" && !(r.lcpAfterFcp <= budgets.observed.mobile.lcpAfterFcp))
    misses.push(
      `${where}: observed LCP - FCP ${format("lcp", r.lcpAfterFcp)} > ${budgets.observed.mobile.lcpAfterFcp} ms`,
    );
  if (!(r.cls < budgets.observed.cls)) misses.push(`${where}: observed CLS ${format("cls", r.cls)}`);
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
/** @param {string} metric @param {number} value ms, or a layout shift score for `cls`. */
function format(metric, value) {
  if (!Number.isFinite(value)) return "n/a";
  return metric === "cls" ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** @param {typeof report} data */
function toMarkdown(data) {
  const lines = [
    `# Performance benchmark, ${data.date.slice(0, 10)}`,
    "",
    `Lighthouse 12 on every route, median of ${data.runsPerRoute} runs per route, preset and method, served with brotli by server/serve.mjs. Machine: load average ${data.machine.loadAverage.join(" / ")} (2 cores), Node ${data.machine.node}.`,
    "",
    '- **simulated**: Lighthouse\'s default (Lantern predicts the throttled paints from a fast load). "Unthrottled LCP - FCP": the load it predicts from (0 ms: the largest paint came with the first frame).',
    "- **observed**: `--throttling-method=devtools`, the browser really throttled (mobile: 562.5 ms per request, 1.4 Mbit/s, CPU 4× slower); the paints it observed.",
    "",
    "| route | preset | method | perf | a11y | best pr. | SEO | FCP | LCP | LCP - FCP | unthrottled LCP - FCP | TBT | CLS | SI | JS | CSS | total | requests | other hosts | benchmark index | LCP element |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const r of data.results) {
    const observed = r.method === "devtools";
    lines.push(
      `| ${r.route} | ${r.preset} | ${observed ? "observed" : "simulated"} | ${score(r.scores.performance)} | ${score(r.scores.accessibility)} | ${score(r.scores["best-practices"])} | ${score(r.scores.seo)} | ${format("fcp", r.fcp)} | ${format("lcp", r.lcp)} | ${format("lcp", r.lcpAfterFcp)} | ${observed ? "" : format("lcp", r.observedLcpAfterFcp)} | ${format("tbt", r.tbt)} | ${format("cls", r.cls)} | ${format("si", r.speedIndex)} | ${kb(r.bytes.script ?? 0)} | ${kb(r.bytes.stylesheet ?? 0)} | ${kb(r.bytes.total ?? 0)} | ${r.requests.total ?? 0} | ${r.thirdPartyRequests} | ${Math.round(r.benchmarkIndex)} | ${code(r.lcpElement)} |`,
    );
  }
  if (data.idle.length) {
    lines.push(
      "",
      `## The home page left alone for ${IDLE_MS / 1000} s (observed, real throttling)`,
      "",
      "Loaded, then no input while the hero advances three times and the use cases rotate four times; the browser's own entries (Playwright, Lighthouse's screens and throttling). TBT: long tasks after the first paint, over the whole visit.",
      "",
      "| preset | FCP | LCP | LCP - FCP | largest-paint entries | CLS | TBT | LCP element |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
      ...data.idle.map(
        (r) =>
          `| ${r.preset} | ${format("fcp", r.fcp)} | ${format("lcp", r.lcp)} | ${format("lcp", r.lcpAfterFcp)} | ${r.lcpEntries} | ${format("cls", r.cls)} | ${format("tbt", r.tbt)} | ${code(r.lcpElement)} |`,
      ),
    );
  }
  if (Object.keys(data.input).length) {
    lines.push(
      "",
      "## Interaction to next paint, CPU 4× slower (observed)",
      "",
      "The home page on Lighthouse's mobile screen and throttling; each interaction's longest Event Timing entry (under 16 ms the browser reports none: 0).",
      "",
      "| interaction | INP |",
      "| --- | ---: |",
      ...Object.entries(data.input).map(([name, inp]) => `| ${name} | ${format("inp", inp)} |`),
    );
  }
  lines.push(
    "",
    "## JavaScript per page (brotli, counted from the built HTML)",
    "",
    "| page | inline scripts | script files | total |",
    "| --- | ---: | ---: | ---: |",
    ...data.pageJavaScript.map((p) => `| ${p.route} | ${kb(p.inlineBrotli)} | ${kb(p.filesBrotli)} | ${kb(p.total)} |`),
  );
  lines.push("", "## Home page files (brotli)", "", "| file | raw | brotli |", "| --- | ---: | ---: |");
  for (const f of data.homeJavaScript.files) lines.push(`| ${f.file} | ${kb(f.bytes)} | ${kb(f.brotli)} |`);
  lines.push(`| **JavaScript total** | | **${kb(data.homeJavaScript.jsBrotli)}** |`);
  lines.push(`| **CSS total** | | **${kb(data.homeJavaScript.cssBrotli)}** |`);
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
