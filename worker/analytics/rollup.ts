// The statistics' nightly work (the public Worker's Cron Trigger, wrangler.jsonc): each of the last
// days rolled up into the daily table (migrations/0002_daily.sql), then what has outlived its
// retention deleted. Idempotent: a day rolled up twice is replaced, not counted twice; a night the
// trigger missed is caught up by the next (the last ROLLUP_DAYS days are rolled up each time).
import type { Database } from "./store.ts";

/** How long the raw events stay, in days: the dashboard's longest period (90 days) and the one before, and a margin. */
export const RAW_DAYS = 190;
/** How long the daily roll-ups stay: 25 months, at most, as the CNIL's audience-measurement exemption allows. */
export const ROLLUP_MONTHS = 25;
/** The days rolled up each night: yesterday and the days before it that a missed night left. */
export const ROLLUP_DAYS = 3;

const DAY_MS = 86_400_000;
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The 75th percentile as Google's Core Web Vitals report reads it: the value at rank ⌈0.75 · samples⌉. */
export const P75_RANK = "(samples * 3 + 3) / 4";

const ROLL_COUNTS = `INSERT INTO daily (day, kind, page, source, country, device, lead, metric, count, visits)
  SELECT day, kind, page, source, country, device, COALESCE(lead, ''), '', COUNT(*), SUM(visit)
  FROM events WHERE day = ?1 AND kind IN ('pageview', 'lead')
  GROUP BY day, kind, page, source, country, device, COALESCE(lead, '')`;

const ROLL_VITALS = `INSERT INTO daily (day, kind, page, device, metric, count, p75)
  SELECT day, 'vitals', page, device, metric, samples, value FROM (
    SELECT day, page, device, metric, value,
      ROW_NUMBER() OVER (PARTITION BY page, device, metric ORDER BY value) AS n,
      COUNT(*) OVER (PARTITION BY page, device, metric) AS samples
    FROM events WHERE day = ?1 AND kind = 'vitals')
  WHERE n = ${P75_RANK}`;

/** Rolls up the ROLLUP_DAYS days before `now`'s, and deletes raw events and roll-ups past their retention. */
export async function rollUp(db: Database, now: number): Promise<{ days: string[] }> {
  const days = Array.from({ length: ROLLUP_DAYS }, (_, i) => dayOf(now - (i + 1) * DAY_MS));
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ROLLUP_MONTHS);
  await db.batch([
    ...days.flatMap((day) => [
      db.prepare("DELETE FROM daily WHERE day = ?1").bind(day),
      db.prepare(ROLL_COUNTS).bind(day),
      db.prepare(ROLL_VITALS).bind(day),
    ]),
    db.prepare("DELETE FROM events WHERE day < ?1").bind(dayOf(now - RAW_DAYS * DAY_MS)),
    db.prepare("DELETE FROM daily WHERE day < ?1").bind(dayOf(cutoff.getTime())),
  ]);
  return { days };
}
