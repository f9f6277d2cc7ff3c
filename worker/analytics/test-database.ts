// For the statistics' unit tests: D1 as Miniflare runs it (the local D1 of wrangler dev), not a
// mock, with every migration applied in order as `wrangler d1 migrations apply` applies them, and
// Cloudflare's rate-limiting binding as wrangler dev simulates it.
import { readdirSync, readFileSync } from "node:fs";

import { Miniflare } from "miniflare";

import type { RateLimit } from "./collect.ts";
import type { Database } from "./store.ts";

const MIGRATIONS = new URL("./migrations/", import.meta.url);

/** A fresh local D1 database with the statistics' tables, and rate limits of `limit` requests per 10 s. */
export async function testDatabase(limit = 1000) {
  const miniflare = new Miniflare({
    modules: true,
    script: "export default {};",
    d1Databases: { DB: "statistics" },
    ratelimits: {
      PER_ADDRESS: { simple: { limit, period: 10 } },
      ALL: { simple: { limit: limit * 10, period: 10 } },
    },
  });
  const db = (await miniflare.getD1Database("DB")) as unknown as Database;
  for (const file of readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(new URL(file, MIGRATIONS), "utf8")
      .replace(/^\s*--.*$/gm, "")
      .split(";")
      .map((statement) => statement.trim())
      .filter(Boolean);
    await db.batch(statements.map((statement) => db.prepare(statement)));
  }
  const bindings = await miniflare.getBindings<{ PER_ADDRESS: RateLimit; ALL: RateLimit }>();
  return { miniflare, db, perAddress: bindings.PER_ADDRESS, all: bindings.ALL };
}
