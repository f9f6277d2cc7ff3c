// @vitest-environment node
// The nightly roll-ups on D1 as wrangler dev runs it (test-database.ts): counts, visits and p75 per
// day and group, a day rolled up twice counted once, and each table's retention.
import { describe, expect, it } from "vitest";

import { RAW_DAYS, rollUp } from "./rollup.ts";
import { type Context, store } from "./store.ts";
import { setUpTestDatabase } from "./test-database.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 0, 30);
const YESTERDAY = NOW - DAY;
const context = (at: number): Context => ({ at, siteHost: "rymi.ai", country: "DE", browser: "Firefox 140", os: "" });

const database = setUpTestDatabase({ tables: ["events", "daily"] });
const daily = () =>
  database.select(
    "SELECT day, kind, page, source, device, lead, metric, count, visits, p75 FROM daily ORDER BY kind, page, metric, source",
  );

describe("rollUp", () => {
  it("rolls a day up into counts, visits and each metric's p75 with its samples", async () => {
    const { db } = database;
    const view = (referrer?: string) => ({ type: "pageview" as const, path: "/", referrer, width: 390 });
    await store(db, view("https://duckduckgo.com/"), context(YESTERDAY));
    await store(db, view("https://duckduckgo.com/"), context(YESTERDAY));
    await store(db, view("https://rymi.ai/privacy-policy"), context(YESTERDAY));
    await store(db, { type: "lead", path: "/", lead: "contact-sent" }, context(YESTERDAY));
    for (const value of [100, 200, 300, 400, 500])
      await store(db, { type: "vitals", path: "/", width: 390, metrics: [{ name: "LCP", value }] }, context(YESTERDAY));
    // Today's events wait for tomorrow night.
    await store(db, view(), context(NOW));

    await rollUp(db, NOW);
    const day = "2026-11-27";
    // A group's row: what is not given is empty, once, no visit, no p75.
    const group = (fields: Record<string, string | number>) => ({
      ...{ day, kind: "pageview", page: "/", source: "", device: "", lead: "", metric: "" },
      ...{ count: 1, visits: 0, p75: null, ...fields },
    });
    expect(await daily()).toEqual([
      group({ kind: "lead", lead: "contact-sent" }),
      group({ device: "phone" }),
      group({ source: "duckduckgo.com", device: "phone", count: 2, visits: 2 }),
      // ⌈0.75 × 5⌉ = the 4th of five samples.
      group({ kind: "vitals", device: "phone", metric: "LCP", count: 5, p75: 400 }),
    ]);
    // Rolled up again the next night: replaced, not added to.
    await rollUp(db, NOW + DAY);
    const again = await daily();
    expect(again.filter((row) => row.day === day).map((row) => row.count)).toEqual([1, 1, 2, 5]);
    expect(again.filter((row) => row.day === "2026-11-28")).toEqual([expect.objectContaining({ count: 1, visits: 1 })]);
  });

  it("deletes raw events after RAW_DAYS days and roll-ups after 25 months", async () => {
    const { db } = database;
    await store(db, { type: "pageview", path: "/", width: 390 }, context(NOW - (RAW_DAYS + 1) * DAY));
    await store(db, { type: "pageview", path: "/", width: 390 }, context(NOW - (RAW_DAYS - 1) * DAY));
    await db.batch([
      db.prepare("INSERT INTO daily (day, kind, page, count) VALUES ('2024-10-27', 'pageview', '/', 1)"),
      db.prepare("INSERT INTO daily (day, kind, page, count) VALUES ('2024-10-29', 'pageview', '/', 1)"),
    ]);
    await rollUp(db, NOW);
    const events = await db.prepare("SELECT day FROM events").all<{ day: string }>();
    expect(events.results.map((row) => row.day)).toEqual(["2026-05-23"]);
    const kept = await db.prepare("SELECT day FROM daily ORDER BY day").all<{ day: string }>();
    expect(kept.results.map((row) => row.day)).toEqual(["2024-10-29"]);
  });
});
