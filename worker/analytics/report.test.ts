// @vitest-environment node
// The dashboard's figures on D1 as wrangler dev runs it (test-database.ts): beacons stored as the
// Worker stores them, then read back by period, with the period before, rankings, conversion and p75.
import { describe, expect, it } from "vitest";

import type { Beacon } from "./beacon.ts";
import { exportRows, ratingOf, report } from "./report.ts";
import { type Context, store } from "./store.ts";
import { setUpTestDatabase } from "./test-database.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 15);
const at = (daysAgo: number, country = "IN"): Context => ({
  at: NOW - daysAgo * DAY,
  siteHost: "rymi.ai",
  country,
  browser: "Chrome 142",
  os: "Android 15",
});
const view = (path: string, referrer?: string, width = 390): Beacon => ({ type: "pageview", path, referrer, width });

const database = setUpTestDatabase({
  seed: async (db) => {
    // This week: 3 visits from Google (one on the privacy page), 1 direct, 1 page view from the site itself.
    await store(db, view("/", "https://www.google.com/"), at(0));
    await store(db, view("/", "https://www.google.com/"), at(1, "DE"));
    await store(db, view("/privacy-policy", "https://www.google.com/", 1280), at(2));
    await store(db, view("/"), at(6));
    await store(db, view("/terms-conditions", "https://rymi.ai/"), at(0));
    await store(db, { type: "lead", path: "/", referrer: "https://www.google.com/", lead: "contact-sent" }, at(0));
    await store(db, { type: "lead", path: "/", lead: "get-started" }, at(6));
    // The week before: one visit.
    await store(db, view("/", "https://news.ycombinator.com/"), at(9));
    // Vitals on the home page on phones: LCP 1000..4000 (p75 is the 3rd of 4), the costly element at the top.
    for (const [value, target] of [
      [1000, "p.lead"],
      [2000, "p.lead"],
      [3000, "h1.title"],
      [4000, "h1.title"],
    ] as const)
      await store(db, { type: "vitals", path: "/", width: 390, metrics: [{ name: "LCP", value, target }] }, at(1));
  },
});

describe("report", () => {
  it("counts page views, visits and leads for the period and the one before, day by day", async () => {
    const { db } = database;
    const week = await report(db, 7, NOW);
    expect([week.from, week.to, week.previousFrom, week.previousTo]).toEqual([
      "2026-11-22",
      "2026-11-28",
      "2026-11-15",
      "2026-11-21",
    ]);
    expect(week.totals).toEqual({ pageviews: 5, visits: 4, leads: 2 });
    expect(week.previous).toEqual({ pageviews: 1, visits: 1, leads: 0 });
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toEqual({ day: "2026-11-28", pageviews: 2, visits: 1, leads: 1 });
    expect(week.days.find((day) => day.day === "2026-11-25")).toEqual({
      day: "2026-11-25",
      pageviews: 0,
      visits: 0,
      leads: 0,
    });
  });

  it("ranks pages, sources, countries and devices by visits, and converts leads by source and by page", async () => {
    const { db } = database;
    const week = await report(db, 7, NOW);
    expect(week.sources[0]).toEqual({ name: "www.google.com", visits: 3, pageviews: 3 });
    expect(week.pages.map((page) => page.name)).toEqual(["/", "/privacy-policy", "/terms-conditions"]);
    expect(week.countries[0]).toEqual({ name: "IN", visits: 3, pageviews: 4 });
    expect(week.devices.map(({ name, visits }) => [name, visits])).toEqual([
      ["phone", 3],
      ["desktop", 1],
    ]);
    expect(week.leads).toContainEqual({ lead: "contact-sent", count: 1 });
    expect(week.bySource).toContainEqual({ name: "www.google.com", base: 3, leads: 1, rate: 1 / 3 });
    expect(week.byPage).toContainEqual({ name: "/", base: 3, leads: 2, rate: 2 / 3 });
  });

  it("gives each page and device its p75, sample count, rating and the element that cost the most", async () => {
    const { db } = database;
    const week = await report(db, 7, NOW);
    expect(week.vitals).toEqual([
      {
        page: "/",
        device: "phone",
        metric: "LCP",
        p75: 3000,
        samples: 4,
        rating: "needs improvement",
        costly: "h1.title",
      },
    ]);
    expect([ratingOf("INP", 200), ratingOf("INP", 201), ratingOf("CLS", 0.3)]).toEqual([
      "good",
      "needs improvement",
      "poor",
    ]);
  });

  it("exports every group of the period, as the roll-ups group them", async () => {
    const { db } = database;
    const rows = await exportRows(db, 30, NOW);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows[0]).toMatchObject({ day: "2026-11-19", kind: "pageview", source: "news.ycombinator.com", count: 1 });
  });
});
