// The statistics' dashboard, on the editor's host (worker/index.ts, /keystatic/statistics): HTML
// rendered here with React (every stored string becomes text: a referrer of "<script>" is just
// words), then charts drawn in the browser by Chart.js from the page's own tables
// (editor/dashboard.ts, /keystatic/dashboard.js). Every chart is a <figure> whose table is the
// figures themselves, for a screen reader and without JavaScript. No request to another host; a
// policy of its own (DASHBOARD_CSP). What the figures mean: docs/analytics.md.
import { renderToStaticMarkup } from "react-dom/server";

import { hashSource } from "../../server/policy.mjs";
import { editorPath } from "../../src/lib/routes.ts";
import type { LEADS } from "./beacon.ts";
import { type Conversion, type Period, PERIODS, type Ranked, type Report, type Totals, type VITALS } from "./report.ts";

/** Where the dashboard is, and its CSV: under the editor's path, so that Keystatic's sign-in comes back here. */
export const DASHBOARD_PATH = `${editorPath}/statistics`;
export const EXPORT_PATH = `${editorPath}/statistics.csv`;
/** The chart script, built with the editor's bundle (build-plugins/build-editor.mjs). */
export const DASHBOARD_SCRIPT = `${editorPath}/dashboard.js`;

const LEAD_NAMES: Record<(typeof LEADS)[number], string> = {
  "contact-sent": "Contact form sent (mail app opened)",
  "address-copied": "Email address copied",
  "get-started": "Get Started",
  "slide-button": "A slide's button",
  "use-case": "A use case opened",
};
const DEVICE_NAMES: Record<string, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };

const STYLE = [
  ":root { color-scheme: light; --ink: #111827; --muted: #4b5563; --line: #d1d5db; --card: #f9fafb; --accent: #0f766e; }",
  "* { box-sizing: border-box; }",
  "body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--ink); background: #fff; }",
  "a { color: #1d4ed8; } a:focus-visible, [tabindex]:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }",
  ".page { max-width: 72rem; margin: 0 auto; padding: 1rem 1rem 4rem; }",
  "header.top { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: baseline; justify-content: space-between; border-bottom: 1px solid var(--line); padding-bottom: 0.75rem; }",
  "h1 { font-size: 1.5rem; margin: 0; } h2 { font-size: 1.2rem; margin: 2.5rem 0 0.75rem; } h3 { font-size: 1rem; margin: 0 0 0.5rem; }",
  ".who { color: var(--muted); font-size: 0.9rem; }",
  "nav.periods { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 1rem 0; }",
  "nav.periods a { display: inline-block; padding: 0.5rem 0.9rem; min-height: 2.75rem; line-height: 1.75rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none; color: var(--ink); }",
  "nav.periods a[aria-current] { background: var(--ink); color: #fff; border-color: var(--ink); }",
  "nav.periods .csv { margin-left: auto; }",
  ".cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.75rem; padding: 0; margin: 0; list-style: none; }",
  ".cards li { background: var(--card); border: 1px solid var(--line); border-radius: 0.75rem; padding: 0.9rem 1rem; }",
  ".cards .label { color: var(--muted); font-size: 0.9rem; } .cards .value { display: block; font-size: 1.75rem; font-weight: 700; }",
  ".cards .before { color: var(--muted); font-size: 0.85rem; }",
  ".grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr)); gap: 1.5rem; }",
  "figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 0.5rem; }",
  ".chart { position: relative; height: 16rem; margin-bottom: 0.75rem; } .chart.short { height: 12rem; }",
  ".table { overflow-x: auto; border: 1px solid var(--line); border-radius: 0.5rem; }",
  "table { border-collapse: collapse; width: 100%; font-size: 0.9rem; font-variant-numeric: tabular-nums; }",
  "th, td { padding: 0.4rem 0.6rem; text-align: left; border-bottom: 1px solid var(--line); vertical-align: top; }",
  "td.n, th.n { text-align: right; white-space: nowrap; } tbody tr:last-child td { border-bottom: 0; }",
  "code { font-size: 0.8rem; overflow-wrap: anywhere; } td code { display: inline-block; min-width: 12rem; }",
  ".rating { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 999px; font-weight: 600; white-space: nowrap; }",
  ".good { background: #dcfce7; color: #14532d; } .needs { background: #fef3c7; color: #713f12; } .poor { background: #fee2e2; color: #7f1d1d; }",
  ".empty { color: var(--muted); }",
  "footer { margin-top: 3rem; color: var(--muted); font-size: 0.9rem; }",
].join("\n");

/** The dashboard's policy: its own script file and this one style, nothing else, from nowhere else. */
export async function dashboardPolicy(): Promise<string> {
  return `default-src 'none'; script-src 'self'; style-src '${await hashSource(STYLE)}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

const number = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const change = (now: number, before: number) =>
  before === 0
    ? now === 0
      ? "no change"
      : "new"
    : `${now >= before ? "+" : ""}${percent.format((now - before) / before)}`;
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

const page = (element: React.ReactElement) => `<!doctype html>${renderToStaticMarkup(element)}`;

/** A page of words only: sign in, refused, GitHub down. */
export function messagePage(heading: string, text: string, link?: { href: string; label: string }): string {
  return page(
    <Shell title={`${heading} | RYMI statistics`}>
      <main className="page">
        <h1>{heading}</h1>
        <p>{text}</p>
        {link && (
          <p>
            <a href={link.href}>{link.label}</a>
          </p>
        )}
      </main>
    </Shell>,
  );
}

/** Where "Sign in with GitHub" goes: the editor's sign-in, then back to the dashboard (worker/index.ts). */
export const SIGN_IN_HREF = `${DASHBOARD_PATH}/sign-in`;

function Card({
  label,
  now,
  before,
  format = (v: number) => number.format(v),
}: {
  label: string;
  now: number;
  before: number;
  format?: (value: number) => string;
}) {
  return (
    <li>
      <span className="label">{label}</span>
      <span className="value">{format(now)}</span>
      <span className="before">
        {format(before)} the period before ({change(now, before)})
      </span>
    </li>
  );
}

/** A count in a table, its figure also in data-value for the chart drawn from the table (editor/dashboard.ts). */
const Count = ({ value }: { value: number }) => (
  <td className="n" data-value={value}>
    {number.format(value)}
  </td>
);

/** A numeric column's heading; `series`: a chart's series ("" a line or bar, "bar" bars on a line chart). */
const Column = ({ label, series }: { label: string; series?: string }) => (
  <th scope="col" className="n" data-series={series}>
    {label}
  </th>
);

/** A table inside a scrollable region a keyboard can reach (a narrow screen scrolls it sideways). */
function TableRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // A region that scrolls takes focus, so that a keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * A figure of one table, a row per name: its caption, then the table (or, with no row, that nothing
 * was counted). `chart`: drawn as a bar chart from the table too (data-chart); `columns`, the
 * numeric columns' headings; `cells`, a row's numeric cells; `nameOf`, how an empty or coded name reads.
 */
function FigureTable<Row extends { name: string }>({
  id,
  chart,
  title,
  rows,
  name,
  columns,
  cells,
  nameOf = (v) => v || "(none)",
}: {
  id: string;
  chart?: "bar";
  title: string;
  rows: Row[];
  name: string;
  columns: React.ReactNode;
  cells: (row: Row) => React.ReactNode;
  nameOf?: (value: string) => string;
}) {
  return (
    <figure data-chart={chart} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      {rows.length === 0 ? (
        <p className="empty">Nothing counted in this period.</p>
      ) : (
        <TableRegion label={title}>
          <table>
            <thead>
              <tr>
                <th scope="col">{name}</th>
                {columns}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{nameOf(row.name)}</th>
                  {cells(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </figure>
  );
}

/** A ranking: a bar chart drawn from its table, and the table. */
const RankingFigure = (props: {
  id: string;
  title: string;
  rows: Ranked[];
  name: string;
  nameOf?: (value: string) => string;
}) => (
  <FigureTable
    {...props}
    chart="bar"
    columns={
      <>
        <Column label="Visits" series="" />
        <Column label="Page views" series="" />
      </>
    }
    cells={(row) => (
      <>
        <Count value={row.visits} />
        <Count value={row.pageviews} />
      </>
    )}
  />
);

/** Leads against a base (visits, or a use case's openings): counts and the rate. */
const ConversionTable = ({
  base,
  ...props
}: {
  id: string;
  title: string;
  rows: Conversion[];
  name: string;
  base: string;
  nameOf?: (value: string) => string;
}) => (
  <FigureTable
    {...props}
    columns={
      <>
        <Column label={base} />
        <Column label="Leads" />
        <Column label="Conversion" />
      </>
    }
    cells={(row) => (
      <>
        <Count value={row.base} />
        <Count value={row.leads} />
        <td className="n">{row.rate === null ? "–" : percent.format(row.rate)}</td>
      </>
    )}
  />
);

/** The rankings, each a figure: what it ranks, and how an empty or coded name reads. */
const RANKINGS = [
  { id: "pages", title: "Top pages", name: "Page", nameOf: undefined },
  {
    id: "sources",
    title: "Top sources (the referring site)",
    name: "Source",
    nameOf: (v: string) => v || "Direct or unknown",
  },
  { id: "countries", title: "Top countries", name: "Country", nameOf: (v: string) => v || "Unknown" },
  { id: "devices", title: "Devices", name: "Device", nameOf: (v: string) => DEVICE_NAMES[v] ?? (v || "Unknown") },
] as const;

const RATING_CLASS = { good: "good", "needs improvement": "needs", poor: "poor" } as const;
const formatVital = (metric: keyof typeof VITALS, value: number) =>
  metric === "CLS" ? value.toFixed(3) : `${number.format(Math.round(value))} ms`;

/** The dashboard for `report`, for `person`. */
export function dashboardPage(report: Report, person: { login: string; name: string }): string {
  const { totals, previous } = report;
  const rate = (t: Totals) => (t.visits > 0 ? t.leads / t.visits : 0);
  const title = `Statistics, last ${report.period} days | RYMI`;
  return page(
    <Shell title={title}>
      <div className="page">
        <header className="top">
          <h1>RYMI statistics</h1>
          <p className="who">
            Signed in as {person.name} ({person.login}) · <a href={editorPath}>Open the editor</a>
          </p>
        </header>
        <main>
          <nav className="periods" aria-label="Period">
            {PERIODS.map((days: Period) => (
              <a key={days} href={`?days=${days}`} aria-current={days === report.period ? "page" : undefined}>
                Last {days} days
              </a>
            ))}
            <a className="csv" href={`${EXPORT_PATH}?days=${report.period}`} download>
              Download CSV
            </a>
          </nav>
          <p>
            {longDay(report.from)} to {longDay(report.to)} (UTC), beside {longDay(report.previousFrom)} to{" "}
            {longDay(report.previousTo)}.
          </p>

          <h2 id="summary">Summary</h2>
          <ul className="cards" aria-labelledby="summary">
            <Card label="Visits" now={totals.visits} before={previous.visits} />
            <Card label="Page views" now={totals.pageviews} before={previous.pageviews} />
            <Card label="Leads" now={totals.leads} before={previous.leads} />
            <Card
              label="Leads per visit"
              now={rate(totals)}
              before={rate(previous)}
              format={(value) => percent.format(value)}
            />
          </ul>

          <h2>Day by day</h2>
          <figure data-chart="line" aria-labelledby="days-caption">
            <figcaption id="days-caption">Visits, page views and leads per day</figcaption>
            <TableRegion label="Visits, page views and leads per day">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <Column label="Visits" series="" />
                    <Column label="Page views" series="" />
                    <Column label="Leads" series="bar" />
                  </tr>
                </thead>
                <tbody>
                  {report.days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">
                        <time dateTime={day.day}>{shortDay(day.day)}</time>
                      </th>
                      <Count value={day.visits} />
                      <Count value={day.pageviews} />
                      <Count value={day.leads} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          </figure>

          <h2>Where visits come from</h2>
          <div className="grid">
            {RANKINGS.map(({ id, title, name, nameOf }) => (
              <RankingFigure key={id} id={id} title={title} rows={report[id]} name={name} nameOf={nameOf} />
            ))}
          </div>

          <h2>Leads</h2>
          <div className="grid">
            <figure>
              <figcaption>Leads by kind</figcaption>
              <TableRegion label="Leads by kind">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Lead</th>
                      <Column label="Count" />
                    </tr>
                  </thead>
                  <tbody>
                    {report.leads.map((row) => (
                      <tr key={row.lead}>
                        <th scope="row">{LEAD_NAMES[row.lead as keyof typeof LEAD_NAMES] ?? row.lead}</th>
                        <Count value={row.count} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableRegion>
            </figure>
            <ConversionTable
              id="conversion-by-source"
              title="Conversion by source"
              rows={report.bySource}
              name="Source"
              base="Visits"
              nameOf={(v) => v || "Direct or unknown"}
            />
            <ConversionTable
              id="conversion-by-page"
              title="Conversion by page"
              rows={report.byPage}
              name="Page"
              base="Page views"
            />
          </div>

          <h2>Real visitors' Core Web Vitals</h2>
          <p>
            The 75th percentile of what visitors' browsers measured, per page and device, rated by Google's thresholds
            (LCP good up to 2.5 s, INP up to 200 ms, CLS up to 0.1; poor from 4 s, 500 ms and 0.25). Few samples mean a
            rough figure. The element named cost the most: the one most often at or above the 75th percentile.
          </p>
          {report.vitals.length === 0 ? (
            <p className="empty">No measurements in this period.</p>
          ) : (
            <TableRegion label="Core Web Vitals per page and device">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col">Device</th>
                    <th scope="col">Metric</th>
                    <Column label="p75" />
                    <th scope="col">Rating</th>
                    <Column label="Samples" />
                    <th scope="col">Element that cost the most</th>
                  </tr>
                </thead>
                <tbody>
                  {report.vitals.map((row) => (
                    <tr key={`${row.page} ${row.device} ${row.metric}`}>
                      <th scope="row">{row.page}</th>
                      <td>{DEVICE_NAMES[row.device] ?? row.device}</td>
                      <td>{row.metric}</td>
                      <td className="n">{formatVital(row.metric, row.p75)}</td>
                      <td>
                        <span className={`rating ${RATING_CLASS[row.rating]}`}>{row.rating}</span>
                      </td>
                      <Count value={row.samples} />
                      <td>{row.costly ? <code>{row.costly}</code> : "–"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
        </main>
        <footer>
          A visit is a page view whose referrer is not this site; there is no identifier, so no count of unique
          visitors. Nothing is counted from bots, from browsers that send Global Privacy Control or Do Not Track, or
          after a visitor's opt-out.
        </footer>
      </div>
      <script type="module" src={DASHBOARD_SCRIPT} />
    </Shell>,
  );
}

/** One CSV field: quoted, and a leading =, +, - or @ made text so that a spreadsheet runs nothing. */
const csvField = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The CSV of `rows` (exportRows), with a header line. */
export function csv(rows: Record<string, unknown>[]): string {
  const columns = ["day", "kind", "page", "source", "country", "device", "lead", "metric", "count", "visits", "mean"];
  return [columns.join(","), ...rows.map((row) => columns.map((column) => csvField(row[column])).join(","))].join(
    "\r\n",
  );
}
