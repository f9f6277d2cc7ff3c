// The statistics' collection path under load: beacons at a steady rate for 30 s on `wrangler dev`
// (the public site's Worker and its local D1, e2e/support/cloudflare-test-server.mjs), each from
// another address as visitors' are. Every beacon sent is either stored (counted in the database
// afterwards) or answered 4xx/5xx and counted as dropped; the run fails if the two do not add up.
// `npm run loadtest:statistics`, or `-- --rates 50,100,200` (beacons a second, one run each).
// Needs a build (`npm run build`). docs/analytics.md quotes its table.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";

// @ts-expect-error autocannon ships no types (its @types package is not installed).
import autocannon from "autocannon";

import { freePort } from "../browsers/free-port.mjs";

const DURATION = 30;
const at = process.argv.indexOf("--rates");
const rates = (at > 0 ? (process.argv[at + 1] ?? "") : "100,200,400,800").split(",").map(Number).filter(Boolean);

const [port, inspector] = [await freePort(), await freePort()];
const state = mkdtempSync(join(tmpdir(), "rymi-loadtest-state-"));
const server = spawn(process.execPath, ["e2e/support/cloudflare-test-server.mjs"], {
  env: { ...process.env, CF_PORT: String(port), CF_INSPECTOR_PORT: String(inspector), CF_STATE: state },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // gone already
  }
};
process.on("exit", () => {
  stop();
  rmSync(state, { recursive: true, force: true });
});
// The test server's throw-away certificate.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const origin = `https://localhost:${port}`;
for (let i = 0; ; i++) {
  if ((await fetch(`${origin}/`).catch(() => null))?.ok) break;
  if (i > 600) throw new Error(`wrangler dev did not start on ${origin}`);
  await sleep(100);
}

/** The events stored so far, read from wrangler dev's local D1 (its SQLite file). */
function stored() {
  const dir = join(state, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  if (!file) return 0;
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    return Number(db.prepare("SELECT COUNT(*) AS n FROM events").get()?.n ?? 0);
  } finally {
    db.close();
  }
}

const beacon = JSON.stringify({ type: "pageview", path: "/", referrer: "https://news.example/", width: 390 });
let visitor = 0;
const rows = [];
let failed = false;
for (const rate of rates) {
  const before = stored();
  const first = visitor;
  /** @type {Record<string, number>} */
  const statuses = {};
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/api/collect`,
        method: "POST",
        connections: Math.min(50, Math.max(4, Math.ceil(rate / 10))),
        overallRate: rate,
        duration: DURATION,
        headers: {
          Origin: origin,
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
        },
        body: beacon,
        // Each beacon from another visitor's address, as a campaign's are: the per-address limit stays out of it.
        requests: [
          {
            setupRequest: (/** @type {{ headers: Record<string, string> }} */ request) => {
              visitor++;
              request.headers["CF-Connecting-IP"] =
                `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
              return request;
            },
          },
        ],
      },
      (/** @type {Error | null} */ error, /** @type {any} */ done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (/** @type {unknown} */ _client, /** @type {number} */ status) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  await sleep(1000); // the last writes
  const kept = stored() - before;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const dropped = answered - (statuses[204] ?? 0);
  const lost = result.errors + result.timeouts;
  // Sent (each request made, one address each) = stored + dropped: the beacons still in flight when the
  // run stopped were stored, though their answers were not counted here.
  const sent = visitor - first;
  const adds = kept + dropped === sent && kept >= (statuses[204] ?? 0);
  if (!adds || lost > 0) failed = true;
  rows.push(
    `| ${rate} | ${sent.toLocaleString("en")} | ${kept.toLocaleString("en")} | ${(kept / DURATION).toFixed(1)} | ` +
      `${dropped} (${
        Object.entries(statuses)
          .filter(([status]) => status !== "204")
          .map(([status, count]) => `${count}× ${status}`)
          .join(", ") || "none"
      }) | ${lost} | ${result.latency.p50} ms | ${result.latency.p99} ms |`,
  );
}
stop();

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, POST /api/collect on wrangler dev (local D1), ${DURATION} s a rate\n`,
);
console.log("| beacons/s asked | sent | stored | stored/s | dropped (status) | errors + timeouts | p50 | p99 |");
console.log("| ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
if (failed) {
  console.error("\nloadtest: a beacon was neither stored nor answered as dropped");
  process.exit(1);
}
process.exit(0);
