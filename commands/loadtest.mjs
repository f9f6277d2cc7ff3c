// Load tests on loopback, of the build (`npm run build` first), outside `npm test`:
//   npm run loadtest             50 connections for 10 s on `/` and on an unknown path, against `npm
//                                start`'s server (LOADTEST_PORT, default 4731) and nginx with the
//                                generated config when installed; fails on any error, timeout or
//                                unexpected status.
//   npm run loadtest:statistics  beacons to the statistics' collection path on `wrangler dev` (its
//     [-- --rates 50,100,200]    local D1) at a steady rate, 30 s a rate (default 100, 200, 400 and
//                                800 a second), each from another address as visitors' are; fails
//                                unless every one sent is stored or answered 4xx/5xx as dropped.
//                                docs/analytics.md quotes its table.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// @ts-expect-error autocannon ships no types (its @types package is not installed).
import autocannon from "autocannon";

import { freePort } from "../browsers/free-port.mjs";
import { TOOLS } from "../browsers/system-deps.mjs";

/**
 * What this script reads of an autocannon run (a promise of its result, and its events).
 * @typedef {{ errors: number, timeouts: number, statusCodeStats: Record<string, { count: number }>, latency: { p50: number, p99: number }, requests: { average: number, total: number } }} LoadResult
 * @type {(options: object) => Promise<LoadResult> & { on: (event: string, listener: (error: any) => void) => void }}
 */
const load = autocannon;
const statistics = process.argv.includes("--statistics");
const at = process.argv.indexOf("--rates");
const rates = (at > 0 ? (process.argv[at + 1] ?? "") : "100,200,400,800").split(",").map(Number).filter(Boolean);
const rows = [];
let failed = false;

/**
 * Starts a test server, its whole process group (wrangler dev has children), and waits for `url`.
 * @param {string} script @param {Record<string, string>} env @param {string} url
 * @returns {Promise<() => void>} what stops it.
 */
async function start(script, env, url) {
  const options = { env: { ...process.env, ...env }, detached: true };
  const child = spawn(process.execPath, [script], { ...options, stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  };
  process.on("exit", stop);
  for (let i = 0; i < 600 && !(await fetch(url).catch(() => null))?.ok; i++) await sleep(100);
  if (!(await fetch(url).catch(() => null))?.ok) throw new Error(`${script} did not start on ${url}`);
  return stop;
}

if (!statistics) {
  const port = Number(process.env.LOADTEST_PORT) || 4731;
  /** @type {{ name: string, script: string, env: Record<string, string> }[]} */
  const servers = [{ name: "npm start (node server/serve.mjs)", script: "server/serve.mjs", env: { PORT: `${port}` } }];
  const nginx = { name: "nginx (build/nginx/rymi.conf)", script: "e2e/support/nginx-test-server.mjs" };
  const headers = { "accept-encoding": "br, gzip" };
  if (TOOLS.nginx.path && TOOLS.brotliModule.path) servers.push({ ...nginx, env: { NGINX_PORT: `${port + 1}` } });
  else console.log("nginx not installed: measuring npm start only");
  for (const [i, { name, script, env }] of servers.entries()) {
    const origin = `http://127.0.0.1:${port + i}`;
    const stop = await start(script, env, `${origin}/`);
    for (const [path, expected] of Object.entries({ "/": 200, "/no-such-page": 404 })) {
      const reasons = new Set();
      const run = load({ url: origin + path, connections: 50, duration: 10, headers });
      run.on("reqError", (error) => reasons.add(error.code ?? error.message));
      const { errors, timeouts, statusCodeStats, latency, requests } = await run;
      const answered = Object.values(statusCodeStats).reduce((n, { count }) => n + count, 0);
      const unexpected = answered - (statusCodeStats[expected]?.count ?? 0);
      if (errors + timeouts + unexpected > 0) console.error(`${name} ${path}: ${[...reasons].join(", ")}`);
      failed ||= errors + timeouts + unexpected > 0;
      const [perSecond, total] = [Math.round(requests.average), requests.total].map((n) => n.toLocaleString("en"));
      const failures = `${errors} / ${timeouts} / ${unexpected}`;
      rows.push(
        `${name} | \`${path}\` (${expected}) | ${perSecond} | ${latency.p50} ms | ${latency.p99} ms | ${total} | ${failures}`,
      );
    }
    stop();
  }
  console.log(`\n${new Date().toISOString().slice(0, 10)}, 50 connections, 10 s each, loopback, Accept-Encoding: br\n`);
  console.log("| server | path (status) | req/s | p50 | p99 | requests | errors / timeouts / other status |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
} else {
  const [port, inspector] = [await freePort(), await freePort()];
  const state = mkdtempSync(join(tmpdir(), "rymi-loadtest-state-"));
  process.on("exit", () => rmSync(state, { recursive: true, force: true }));
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0"; // the test server's throw-away certificate
  const origin = `https://localhost:${port}`;
  const env = { CF_PORT: String(port), CF_INSPECTOR_PORT: String(inspector), CF_STATE: state };
  const stop = await start("e2e/support/cloudflare-test-server.mjs", env, `${origin}/`);
  const { DatabaseSync } = await import("node:sqlite"); // here only: Node 22 warns that it is experimental
  /** The events stored so far, read from wrangler dev's local D1 (its SQLite file). */
  const stored = () => {
    const dir = join(state, "v3/d1/miniflare-D1DatabaseObject");
    const file = readdirSync(dir).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
    const db = file ? new DatabaseSync(join(dir, file), { readOnly: true }) : undefined;
    try {
      return Number(db?.prepare("SELECT COUNT(*) AS n FROM events").get()?.n ?? 0);
    } finally {
      db?.close();
    }
  };
  const beacon = JSON.stringify({ type: "pageview", path: "/", referrer: "https://news.example/", width: 390 });
  let visitor = 0;
  /** @param {{ headers: Record<string, string> }} request */
  const withAddress = (request) => {
    visitor++;
    request.headers["CF-Connecting-IP"] = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    return request;
  };
  for (const rate of rates) {
    const [before, first] = [stored(), visitor];
    const { errors, timeouts, statusCodeStats, latency } = await load({
      url: `${origin}/api/collect`,
      method: "POST",
      body: beacon,
      overallRate: rate,
      duration: 30,
      connections: Math.min(50, Math.max(4, Math.ceil(rate / 10))),
      headers: {
        Origin: origin,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "text/plain;charset=UTF-8",
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
      },
      // Each beacon from another visitor's address, as a campaign's are: the per-address limit stays out of it.
      requests: [{ setupRequest: withAddress }],
    });
    await sleep(1000); // the last writes
    const kept = stored() - before;
    const statuses = Object.entries(statusCodeStats).map(([status, { count }]) => ({ status, count }));
    const accepted = statuses.find((s) => s.status === "204")?.count ?? 0;
    const dropped = statuses.reduce((n, s) => n + s.count, 0) - accepted;
    // Sent (each request made, one address each) = stored + dropped: the beacons still in flight when
    // the run stopped were stored, though their answers were not counted here.
    const sent = visitor - first;
    failed ||= kept + dropped !== sent || kept < accepted || errors + timeouts > 0;
    const why = statuses.filter((s) => s.status !== "204").map((s) => `${s.count}× ${s.status}`);
    const [counts, lost] = [
      [sent, kept].map((n) => n.toLocaleString("en")),
      `${dropped} (${why.join(", ") || "none"})`,
    ];
    rows.push(
      `${rate} | ${counts.join(" | ")} | ${(kept / 30).toFixed(1)} | ${lost} | ${errors + timeouts} | ${latency.p50} ms | ${latency.p99} ms`,
    );
  }
  stop();
  const day = new Date().toISOString().slice(0, 10);
  console.log(`\n${day}, POST /api/collect on wrangler dev (local D1), 30 s a rate\n`);
  console.log("| beacons/s asked | sent | stored | stored/s | dropped (status) | errors + timeouts | p50 | p99 |");
  console.log("| ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |");
}
for (const row of rows) console.log(`| ${row} |`);
const why = statistics
  ? "a beacon was neither stored nor answered as dropped"
  : "errors, timeouts or unexpected statuses";
if (failed) console.error(`\nloadtest: ${why}`);
process.exit(failed ? 1 : 0);
