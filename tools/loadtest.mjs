// A short, bounded load test on loopback: 50 connections for 10 s on `/` and on an unknown
// path, against `npm start`'s server (and nginx with the generated config, when installed).
// Fails on any error, timeout or unexpected status. Needs a build (`npm run build`).
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

// @ts-expect-error autocannon ships no types (its @types package is not installed): the
// typedefs below describe what this script uses of it.
import autocannon from "autocannon";

import { TOOLS } from "../browsers/system-deps.mjs";

const port = Number(process.env.LOADTEST_PORT) || 4731;
const connections = 50;
const duration = 10;

/**
 * What this script reads of an autocannon run.
 * @typedef {object} LoadResult
 * @property {number} errors
 * @property {number} timeouts
 * @property {{ average: number, total: number }} requests per second (average) and in all.
 * @property {{ p50: number, p99: number }} latency ms.
 *
 * @typedef {object} LoadRun
 * @property {{
 *   (event: "response", listener: (client: unknown, status: number) => void): void,
 *   (event: "reqError", listener: (error: NodeJS.ErrnoException) => void): void,
 * }} on
 */

/**
 * Starts a server and waits until it answers `/`.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ PORT?: string, NGINX_PORT?: string }} env
 */
async function start(name, command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${env.PORT ?? env.NGINX_PORT}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return { name, url, child };
    } catch {
      await sleep(100);
    }
  }
  child.kill();
  throw new Error(`${name} did not start on ${url}`);
}

/**
 * Loads `path` with `connections` connections for `duration` s.
 * @param {string} url
 * @param {string} path
 * @param {number} expected the status every response should have.
 * @returns {Promise<{ result: LoadResult, tally: { unexpected: number, reasons: Set<string> } }>}
 *   autocannon's result, and the responses with another status and the reasons requests failed.
 */
function run(url, path, expected) {
  return new Promise((resolve, reject) => {
    /** @type {{ unexpected: number, reasons: Set<string> }} */
    const tally = { unexpected: 0, reasons: new Set() };
    /** @type {LoadRun} */
    const instance = autocannon(
      { url: `${url}${path}`, connections, duration, headers: { "accept-encoding": "br, gzip" } },
      (/** @type {Error | null} */ error, /** @type {LoadResult} */ result) =>
        error ? reject(error) : resolve({ result, tally }),
    );
    instance.on("response", (_client, status) => {
      if (status !== expected) tally.unexpected++;
    });
    instance.on("reqError", (error) => tally.reasons.add(error.code ?? error.message));
  });
}

const servers = [
  await start("npm start (node server/serve.mjs)", process.execPath, ["server/serve.mjs"], { PORT: String(port) }),
];
if (TOOLS.nginx.path && TOOLS.brotliModule.path)
  servers.push(
    await start("nginx (build/nginx/rymi.conf)", process.execPath, ["e2e/support/nginx-test-server.mjs"], {
      NGINX_PORT: String(port + 1),
    }),
  );
else console.log("nginx not installed: measuring npm start only");

const rows = [];
let failed = false;
try {
  for (const server of servers) {
    for (const [path, expected] of /** @type {const} */ ([
      ["/", 200],
      ["/no-such-page", 404],
    ])) {
      const { result, tally } = await run(server.url, path, expected);
      const { unexpected, reasons } = tally;
      const bad = result.errors + result.timeouts + unexpected;
      if (bad > 0) {
        failed = true;
        console.error(`${server.name} ${path}: ${[...reasons].join(", ")}`);
      }
      rows.push(
        `| ${server.name} | \`${path}\` (${expected}) | ${Math.round(result.requests.average).toLocaleString("en")} | ` +
          `${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total.toLocaleString("en")} | ` +
          `${result.errors} / ${result.timeouts} / ${unexpected} |`,
      );
    }
  }
} finally {
  for (const { child } of servers) child.kill("SIGTERM");
}

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${duration} s each, loopback, Accept-Encoding: br\n`,
);
console.log("| server | path (status) | req/s | p50 | p99 | requests | errors / timeouts / other status |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
if (failed) {
  console.error("\nloadtest: errors, timeouts or unexpected statuses");
  process.exit(1);
}
