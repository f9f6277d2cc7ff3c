// @vitest-environment node
// The store on D1 as Miniflare runs it (the local D1 of wrangler dev), not a mock: its migrations
// applied, then beacons stored and read back with SQL.
import { describe, expect, it } from "vitest";

import type { Beacon } from "./beacon.ts";
import { type Context, store } from "./store.ts";
import { setUpTestDatabase } from "./test-database.ts";

const CONTEXT: Context = {
  at: Date.UTC(2026, 10, 28, 23, 59, 30),
  siteHost: "rymi.ai",
  country: "IN",
  browser: "Chrome 142",
  os: "Android 15",
};

const database = setUpTestDatabase({ tables: ["events"] });
const rows = () =>
  database.select(
    "SELECT day, kind, page, visit, source, country, device, browser, os, lead, detail, metric, value, target FROM events ORDER BY id",
  );

describe("store", () => {
  it("keeps a page view as one row: the page, whether a visit begins, the source's host, country, device", async () => {
    const { db } = database;
    await store(
      db,
      { type: "pageview", path: "/", referrer: "https://www.google.com/search?q=rymi", width: 390 },
      CONTEXT,
    );
    await store(db, { type: "pageview", path: "/privacy-policy", referrer: "https://rymi.ai/", width: 1280 }, CONTEXT);
    await store(db, { type: "pageview", path: "/wp-login.php", width: 800 }, CONTEXT);
    expect(await rows()).toEqual([
      expect.objectContaining({ day: "2026-11-28", kind: "pageview", page: "/", visit: 1, source: "www.google.com" }),
      expect.objectContaining({ page: "/privacy-policy", visit: 0, source: "", device: "desktop" }),
      expect.objectContaining({ page: "/404", visit: 1, source: "", device: "tablet" }),
    ]);
    expect((await rows())[0]).toMatchObject({
      country: "IN",
      device: "phone",
      browser: "Chrome 142",
      os: "Android 15",
    });
  });

  it("keeps a lead with its page and source, and a page's vitals as a row per metric", async () => {
    const { db } = database;
    await store(
      db,
      {
        type: "lead",
        path: "/",
        referrer: "https://news.ycombinator.com/item?id=1",
        lead: "use-case",
        detail: "Healthcare",
      },
      CONTEXT,
    );
    const vitals: Beacon = {
      type: "vitals",
      path: "/",
      width: 390,
      metrics: [
        { name: "LCP", value: 812.5, target: "section#home h1" },
        { name: "CLS", value: 0.02 },
      ],
    };
    await store(db, vitals, CONTEXT);
    expect(await rows()).toEqual([
      expect.objectContaining({ kind: "lead", lead: "use-case", detail: "Healthcare", source: "news.ycombinator.com" }),
      expect.objectContaining({
        kind: "vitals",
        metric: "LCP",
        value: 812.5,
        target: "section#home h1",
        device: "phone",
      }),
      expect.objectContaining({ kind: "vitals", metric: "CLS", value: 0.02, target: null }),
    ]);
  });

  it("stores a hostile string as the text it is", async () => {
    const { db } = database;
    const text = "</script><script>alert(1)</script>'; DROP TABLE events; --";
    await store(db, { type: "lead", path: "/", lead: "slide-button", detail: text.slice(0, 80) }, CONTEXT);
    expect((await rows())[0]).toMatchObject({ detail: text.slice(0, 80) });
  });
});
