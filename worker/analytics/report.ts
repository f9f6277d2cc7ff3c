// What the statistics' dashboard shows (dashboard.tsx), read from the events table in SQL: for the
// last 7, 30 or 90 days (UTC, today included) and the same number of days before them. Counts are
// page views and visits (a page view whose referrer is not the site, as Cloudflare Web Analytics
// counts: no identifier, so no unique visitors), leads, and real visitors' Core Web Vitals at their
// 75th percentile. The raw events cover both periods (rollup.ts keeps them RAW_DAYS days). Tested on
// D1 as wrangler dev runs it (report.test.ts).
import { LEADS } from "./beacon.ts";
import { dayOf, P75_RANK } from "./rollup.ts";
import type { Database } from "./store.ts";

/** The periods the dashboard offers, in days. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const isPeriod = (value: unknown): value is Period => PERIODS.includes(Number(value) as Period);

/** The vitals the dashboard shows per page and device, with Google's thresholds (good up to, poor from). */
export const VITALS = {
  LCP: { good: 2500, poor: 4000, unit: "ms" },
  INP: { good: 200, poor: 500, unit: "ms" },
  CLS: { good: 0.1, poor: 0.25, unit: "" },
} as const;
export type Vital = keyof typeof VITALS;
export type Rating = "good" | "needs improvement" | "poor";
export const ratingOf = (metric: Vital, value: number): Rating =>
  value <= VITALS[metric].good ? "good" : value <= VITALS[metric].poor ? "needs improvement" : "poor";

export type Totals = { pageviews: number; visits: number; leads: number };
export type Day = Totals & { day: string };
export type Ranked = { name: string; visits: number; pageviews: number };
/** A source's leads per visit from it, or a page's leads per view of it (`base`: those visits, or views). */
export type Conversion = { name: string; base: number; leads: number; rate: number | null };
export type VitalRow = {
  page: string;
  device: string;
  metric: Vital;
  p75: number;
  samples: number;
  rating: Rating;
  /** The element most often at or above the 75th percentile (the LCP element, the INP target, the shifted element). */
  costly: string | null;
};

export type Report = {
  period: Period;
  /** The period's first and last day, and the previous period's. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  totals: Totals;
  previous: Totals;
  days: Day[];
  pages: Ranked[];
  sources: Ranked[];
  countries: Ranked[];
  devices: Ranked[];
  leads: { lead: string; count: number }[];
  bySource: Conversion[];
  byPage: Conversion[];
  vitals: VitalRow[];
};

const DAY_MS = 86_400_000;
/** How many rows a ranking shows: the rest are summed up as "Other" by no one; the CSV has them all. */
export const TOP = 10;

type Num = number | null;
const n = (value: Num | undefined) => Number(value ?? 0);

async function totals(db: Database, from: string, to: string): Promise<Totals> {
  const { results } = await db
    .prepare(
      `SELECT SUM(kind = 'pageview') AS pageviews, SUM(kind = 'pageview' AND visit = 1) AS visits, SUM(kind = 'lead') AS leads
       FROM events WHERE day BETWEEN ?1 AND ?2 AND kind IN ('pageview', 'lead')`,
    )
    .bind(from, to)
    .all<{ pageviews: Num; visits: Num; leads: Num }>();
  const row = results[0];
  return { pageviews: n(row?.pageviews), visits: n(row?.visits), leads: n(row?.leads) };
}

async function ranked(db: Database, column: "page" | "source" | "country" | "device", from: string, to: string) {
  const { results } = await db
    .prepare(
      `SELECT ${column} AS name, SUM(visit) AS visits, COUNT(*) AS pageviews FROM events
       WHERE day BETWEEN ?1 AND ?2 AND kind = 'pageview'
       GROUP BY ${column} ORDER BY visits DESC, pageviews DESC, name LIMIT ${TOP}`,
    )
    .bind(from, to)
    .all<{ name: string; visits: Num; pageviews: Num }>();
  return results.map((row) => ({ name: row.name, visits: n(row.visits), pageviews: n(row.pageviews) }));
}

/** Leads per visit, by source (the visit's) or by page (per page view of that page). */
async function conversion(db: Database, column: "source" | "page", from: string, to: string): Promise<Conversion[]> {
  const base = column === "source" ? "SUM(visit)" : "COUNT(*)";
  const { results } = await db
    .prepare(
      `SELECT name, SUM(views) AS visits, SUM(leads) AS leads FROM (
         SELECT ${column} AS name, ${base} AS views, 0 AS leads FROM events
           WHERE day BETWEEN ?1 AND ?2 AND kind = 'pageview' GROUP BY ${column}
         UNION ALL
         SELECT ${column} AS name, 0, COUNT(*) FROM events
           WHERE day BETWEEN ?1 AND ?2 AND kind = 'lead' GROUP BY ${column})
       GROUP BY name ORDER BY leads DESC, visits DESC, name LIMIT ${TOP}`,
    )
    .bind(from, to)
    .all<{ name: string; visits: Num; leads: Num }>();
  return results.map((row) => {
    const [base, leads] = [n(row.visits), n(row.leads)];
    return { name: row.name, base, leads, rate: base > 0 ? leads / base : null };
  });
}

async function vitals(db: Database, from: string, to: string): Promise<VitalRow[]> {
  const { results } = await db
    .prepare(
      `WITH ranked AS (
         SELECT page, device, metric, value, target,
           ROW_NUMBER() OVER (PARTITION BY page, device, metric ORDER BY value) AS n,
           COUNT(*) OVER (PARTITION BY page, device, metric) AS samples
         FROM events WHERE day BETWEEN ?1 AND ?2 AND kind = 'vitals' AND metric IN ('LCP', 'INP', 'CLS')),
       p75 AS (SELECT page, device, metric, value AS p75, samples FROM ranked WHERE n = ${P75_RANK}),
       costly AS (
         SELECT r.page, r.device, r.metric, r.target, COUNT(*) AS times,
           ROW_NUMBER() OVER (PARTITION BY r.page, r.device, r.metric ORDER BY COUNT(*) DESC, r.target) AS place
         FROM ranked r JOIN p75 USING (page, device, metric)
         WHERE r.value >= p75.p75 AND r.target IS NOT NULL
         GROUP BY r.page, r.device, r.metric, r.target)
       SELECT p75.page, p75.device, p75.metric, p75.p75, p75.samples, costly.target AS costly
       FROM p75 LEFT JOIN costly ON costly.page = p75.page AND costly.device = p75.device
         AND costly.metric = p75.metric AND costly.place = 1
       ORDER BY p75.page, p75.device, p75.metric`,
    )
    .bind(from, to)
    .all<{ page: string; device: string; metric: Vital; p75: number; samples: number; costly: string | null }>();
  return results.map((row) => ({ ...row, rating: ratingOf(row.metric, row.p75) }));
}

/** The dashboard's figures for the `period` days up to `now`'s day, and the days before them. */
export async function report(db: Database, period: Period, now: number): Promise<Report> {
  const to = dayOf(now);
  const from = dayOf(now - (period - 1) * DAY_MS);
  const previousTo = dayOf(now - period * DAY_MS);
  const previousFrom = dayOf(now - (2 * period - 1) * DAY_MS);
  const { results: perDay } = await db
    .prepare(
      `SELECT day, SUM(kind = 'pageview') AS pageviews, SUM(kind = 'pageview' AND visit = 1) AS visits,
         SUM(kind = 'lead') AS leads
       FROM events WHERE day BETWEEN ?1 AND ?2 AND kind IN ('pageview', 'lead') GROUP BY day`,
    )
    .bind(from, to)
    .all<{ day: string; pageviews: Num; visits: Num; leads: Num }>();
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  // Every day of the period, those with nothing included.
  const days = Array.from({ length: period }, (_, i) => {
    const day = dayOf(now - (period - 1 - i) * DAY_MS);
    const row = byDay.get(day);
    return { day, pageviews: n(row?.pageviews), visits: n(row?.visits), leads: n(row?.leads) };
  });
  const { results: leadRows } = await db
    .prepare(`SELECT lead, COUNT(*) AS count FROM events WHERE day BETWEEN ?1 AND ?2 AND kind = 'lead' GROUP BY lead`)
    .bind(from, to)
    .all<{ lead: string; count: number }>();
  const leadCounts = new Map(leadRows.map((row) => [row.lead, row.count]));
  return {
    period,
    from,
    to,
    previousFrom,
    previousTo,
    totals: await totals(db, from, to),
    previous: await totals(db, previousFrom, previousTo),
    days,
    pages: await ranked(db, "page", from, to),
    sources: await ranked(db, "source", from, to),
    countries: await ranked(db, "country", from, to),
    devices: await ranked(db, "device", from, to),
    leads: LEADS.map((lead) => ({ lead, count: n(leadCounts.get(lead)) })),
    bySource: await conversion(db, "source", from, to),
    byPage: await conversion(db, "page", from, to),
    vitals: await vitals(db, from, to),
  };
}

/** Every event of the period grouped as the daily roll-ups are, for the CSV export: one row per day and group. */
export async function exportRows(db: Database, period: Period, now: number) {
  const { results } = await db
    .prepare(
      `SELECT day, kind, page, source, country, device, COALESCE(lead, '') AS lead, COALESCE(metric, '') AS metric,
         COUNT(*) AS count, SUM(visit) AS visits, ROUND(AVG(value), 4) AS mean
       FROM events WHERE day BETWEEN ?1 AND ?2
       GROUP BY day, kind, page, source, country, device, lead, metric
       ORDER BY day, kind, page, source, country, device, lead, metric`,
    )
    .bind(dayOf(now - (period - 1) * DAY_MS), dayOf(now))
    .all<Record<string, string | number | null>>();
  return results;
}
