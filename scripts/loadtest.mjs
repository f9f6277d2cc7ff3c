// A short, bounded load test on loopback: 50 connections for 10 s on `/` and on an unknown
// path, against `npm start`'s server (and nginx with the generated config, when installed).
// Fails on any error, timeout or unexpected status. Needs a build (`npm run build`).
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

import autocannon from "autocannon";

import { brotliModulePath, nginxPath } from "./nginx.mjs";

const port = Number(process.env.LOADTEST_PORT) || 4731;
const connections = 50;
const duration = 10;

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

function run(url, path, expected) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}${path}`, connections, duration, headers: { "accept-encoding": "br, gzip" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, status) => {
      if (status !== expected) instance.unexpected = (instance.unexpected ?? 0) + 1;
    });
    instance.on("reqError", (error) => (instance.reasons ??= new Set()).add(error.code ?? error.message));
    run.last = instance;
  });
}

const servers = [
  await start("npm start (node server/serve.mjs)", process.execPath, ["server/serve.mjs"], { PORT: String(port) }),
];
if (nginxPath && brotliModulePath)
  servers.push(
    await start("nginx (build/nginx/rymi.conf)", process.execPath, ["scripts/nginx-test-server.mjs"], {
      NGINX_PORT: String(port + 1),
    }),
  );
else console.log("nginx not installed: measuring npm start only");

const rows = [];
let failed = false;
try {
  for (const server of servers) {
    for (const [path, expected] of [
      ["/", 200],
      ["/no-such-page", 404],
    ]) {
      const result = await run(server.url, path, expected);
      const unexpected = run.last.unexpected ?? 0;
      const bad = result.errors + result.timeouts + unexpected;
      if (bad > 0) {
        failed = true;
        console.error(`${server.name} ${path}: ${[...(run.last.reasons ?? [])].join(", ")}`);
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
