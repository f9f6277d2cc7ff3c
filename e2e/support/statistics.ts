// The statistics' local D1 database of a "Cloudflare" test server (wrangler dev's, servers.ts), read
// as it is: SQLite, opened read-only beside the runtime that writes it. The tests read what the
// Worker stored, never a copy or a mock of it.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

/** What a test reads of a stored row. */
export type Row = Record<string, string | number | null>;

/** The rows `sql` selects from the statistics' database under `state` (a server's Site.state). */
export function storedRows(state: string, sql: string, ...params: SQLInputValue[]): Row[] {
  const dir = join(state, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  if (!file) throw new Error(`no statistics database under ${dir}`);
  // Beside a writer, a read may find the database busy for a moment (a checkpoint): wait, as a reader should.
  const db = new DatabaseSync(join(dir, file), { readOnly: true, timeout: 5_000 });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** The id of the last event stored under `state` (0 when none): what a test's new rows come after. */
export const lastEventId = (state: string) =>
  Number(storedRows(state, "SELECT COALESCE(MAX(id), 0) AS id FROM events")[0]?.id);

/** A desktop Chrome's user agent: the tests' headless Chromium says HeadlessChrome, which is counted as a bot. */
export const VISITOR_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

/**
 * Runs in the page: hides it as a switch to another tab does, as far as its scripts can tell
 * (document.visibilityState "hidden", then visibilitychange), as web-vitals' own tests do. A page
 * that really goes away sends its beacon from a document already gone, which the tests' browsers
 * then send without the throw-away certificate's exception, and it is refused.
 */
export function hidePage() {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  Object.defineProperty(document, "hidden", { value: true, configurable: true });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true })); // as the browser fires it
}
