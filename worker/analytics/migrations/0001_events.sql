-- The site's statistics: one row per thing a page counts. Nothing in a row identifies a visitor:
-- no address, no user agent, no identifier; the referrer's host only (worker/analytics/beacon.ts).
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  -- When the Worker stored it (milliseconds since 1970, UTC), and its day (YYYY-MM-DD, UTC).
  at INTEGER NOT NULL,
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('pageview', 'lead', 'vitals')),
  -- One of the site's pages: any other path was counted as /404.
  page TEXT NOT NULL,
  -- 1 for a page view whose referrer is not the site: a visit begins (as Cloudflare Web Analytics counts).
  visit INTEGER NOT NULL DEFAULT 0 CHECK (visit IN (0, 1)),
  -- The referrer's host ('' for none, or the site itself), the country (Cloudflare's two letters), the
  -- device class from the viewport, the browser's and the system's family and major version.
  source TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  browser TEXT NOT NULL DEFAULT '',
  os TEXT NOT NULL DEFAULT '',
  -- A lead's kind and what it was about (a slide's button, the use case that was open).
  lead TEXT,
  detail TEXT,
  -- A Core Web Vital: its name, value (ms, or CLS's score) and what it was about (the LCP element, the INP target).
  metric TEXT,
  value REAL,
  target TEXT
);
CREATE INDEX events_by_day ON events (day, kind);
