// Where the site's statistics are kept: Cloudflare D1 (SQLite), the events table of
// migrations/0001_events.sql. One beacon becomes one row, or one row per metric for a page's vitals,
// written in one batch. Tested on D1 as Miniflare runs it (store.test.ts), the store wrangler dev uses.
import { type Beacon, deviceClass, pageOf, referrerOf } from "./beacon.ts";

/** The part of a D1 binding (Cloudflare's D1Database) the store uses. */
export interface Database {
  prepare(query: string): Statement;
  batch(statements: Statement[]): Promise<unknown[]>;
}
export interface Statement {
  bind(...values: (string | number | null)[]): Statement;
  run(): Promise<unknown>;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
}

/** What the Worker knows of a beacon's request beside its body: never the address or the user agent itself. */
export type Context = {
  /** The Worker's clock, milliseconds since 1970. */
  at: number;
  /** The site's host (rymi.ai): a referrer there is not a source, and no visit begins. */
  siteHost: string;
  /** Cloudflare's country of the request (request.cf.country), two letters, or "". */
  country: string;
  /** The browser's and the system's family and major version ("Firefox 140", "Android 15"), or "". */
  browser: string;
  os: string;
};

const INSERT = `INSERT INTO events (at, day, kind, page, visit, source, country, device, browser, os, lead, detail, metric, value, target)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Stores one beacon: a row, or a row per metric, in one batch. */
export async function store(db: Database, beacon: Beacon, context: Context): Promise<void> {
  const day = new Date(context.at).toISOString().slice(0, 10);
  const page = pageOf(beacon.path);
  // A page view whose referrer is not the site begins a visit (none included), as Cloudflare Web Analytics counts.
  const referrer =
    beacon.type === "vitals" ? { host: "", fromSite: true } : referrerOf(beacon.referrer, context.siteHost);
  const source = referrer.host;
  const device = beacon.type === "lead" ? "" : deviceClass(beacon.width);
  const row = (fields: {
    visit?: number;
    lead?: string;
    detail?: string;
    metric?: string;
    value?: number;
    target?: string;
  }) =>
    db
      .prepare(INSERT)
      .bind(
        context.at,
        day,
        beacon.type,
        page,
        fields.visit ?? 0,
        source,
        context.country,
        device,
        context.browser,
        context.os,
        fields.lead ?? null,
        fields.detail ?? null,
        fields.metric ?? null,
        fields.value ?? null,
        fields.target ?? null,
      );
  if (beacon.type === "pageview") {
    await db.batch([row({ visit: referrer.fromSite ? 0 : 1 })]);
  } else if (beacon.type === "lead") {
    await db.batch([row({ lead: beacon.lead, detail: beacon.detail })]);
  } else {
    await db.batch(
      beacon.metrics.map((metric) => row({ metric: metric.name, value: metric.value, target: metric.target })),
    );
  }
}
