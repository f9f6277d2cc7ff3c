// For the statistics' unit tests: D1 as Miniflare runs it (the local D1 of wrangler dev), not a
// mock, with every migration applied in order as `wrangler d1 migrations apply` applies them, and
// Cloudflare's rate-limiting binding as wrangler dev simulates it.
import { readdirSync, readFileSync } from "node:fs";

import { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach } from "vitest";

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

type TestDatabase = Awaited<ReturnType<typeof testDatabase>>;

/**
 * A test file's database: made before its tests (then `seed` run on it), the `tables` emptied
 * before each test, disposed after them. Its fields are there once the file's tests run; `select`
 * reads rows with SQL.
 */
export function setUpTestDatabase({
  limit,
  tables = [],
  seed,
}: { limit?: number; tables?: string[]; seed?: (db: Database) => Promise<void> } = {}) {
  const database = {
    select: async (sql: string) => (await database.db.prepare(sql).all()).results,
  } as TestDatabase & { select: (sql: string) => Promise<Record<string, unknown>[]> };
  beforeAll(async () => {
    Object.assign(database, await testDatabase(limit));
    await seed?.(database.db);
  }, 60_000);
  afterAll(() => database.miniflare?.dispose());
  if (tables.length > 0)
    beforeEach(async () => {
      await database.db.batch(tables.map((table) => database.db.prepare(`DELETE FROM ${table}`)));
    });
  return database;
}
