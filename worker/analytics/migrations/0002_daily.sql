-- The daily roll-ups, kept 25 months (worker/analytics/rollup.ts, run each night by a Cron Trigger):
-- one row per day and group. The raw events are kept for the dashboard's longest comparison
-- (90 days and the 90 before) and a margin, then deleted; these rows stay.
CREATE TABLE daily (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('pageview', 'lead', 'vitals')),
  page TEXT NOT NULL,
  source TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  lead TEXT NOT NULL DEFAULT '',
  metric TEXT NOT NULL DEFAULT '',
  -- Page views, leads, or a metric's samples; the visits among the page views; a metric's 75th percentile.
  count INTEGER NOT NULL,
  visits INTEGER NOT NULL DEFAULT 0,
  p75 REAL,
  PRIMARY KEY (day, kind, page, source, country, device, lead, metric)
);
