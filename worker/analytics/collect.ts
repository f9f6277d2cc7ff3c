// The collection path, POST /api/collect on the site's own origin: what every page's statistics
// script sends (src/lib/statistics/). A flood is bounded first (two rate limits: one per address,
// one for the whole site at each Cloudflare location), then the beacon is read and checked
// (beacon.ts), bots are dropped (agent.ts) and the rest stored (store.ts). Every answer is short
// plain text with no content of the request in it; nothing but a stored beacon touches the store.
import { type Refusal, readBeacon } from "./beacon.ts";
import { agentOf } from "./agent.ts";
import { type Database, store } from "./store.ts";

/** Cloudflare's rate-limiting binding (wrangler.jsonc, ratelimits), simulated by wrangler dev. */
export interface RateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface CollectEnv {
  STATISTICS: Database;
  /** Per address: a visitor sends two or three beacons a page; an office behind one address, more. */
  COLLECT_PER_ADDRESS: RateLimit;
  /** For the whole site, at each location: what the store is asked to write at most. */
  COLLECT_ALL: RateLimit;
}

/** What Cloudflare tells a Worker of a request (request.cf): its country alone is read. */
type Cf = { country?: unknown } | undefined;

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

const text = (status: number, message: string, extra: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8", ...extra },
  });
const nothing = () => new Response(null, { status: 204, headers: HEADERS });

const refused = ({ status, message }: Refusal) => text(status, message, status === 405 ? { Allow: "POST" } : {});

/** Answers one request to the collection path. `now`: the Worker's clock (ms since 1970). */
export async function collect(request: Request, env: CollectEnv, now = Date.now()): Promise<Response> {
  const url = new URL(request.url);
  // The address only keys the limit, in memory at Cloudflare: it is never stored.
  const address = request.headers.get("CF-Connecting-IP") ?? "";
  const limits = await Promise.all([
    env.COLLECT_PER_ADDRESS.limit({ key: `address:${address}` }),
    env.COLLECT_ALL.limit({ key: "site" }),
  ]);
  if (!limits.every((limit) => limit.success))
    return text(429, "Too many beacons; this one is dropped.", { "Retry-After": "10" });
  const reading = await readBeacon(request, url.origin);
  if ("refusal" in reading) return refused(reading.refusal);
  if ("skip" in reading) return nothing();
  const agent = agentOf(request.headers.get("User-Agent") ?? "");
  if (agent.bot) return nothing();
  const cf = (request as Request & { cf?: Cf }).cf;
  const country = typeof cf?.country === "string" && /^[A-Z0-9]{2}$/.test(cf.country) ? cf.country : "";
  try {
    await store(env.STATISTICS, reading.beacon, {
      at: now,
      siteHost: url.hostname,
      country,
      browser: agent.browser,
      os: agent.os,
    });
  } catch (error) {
    // The store is down or full: the beacon is lost, and said so (its content is not logged).
    console.error(`statistics: a beacon was not stored: ${error instanceof Error ? error.message : "unknown error"}`);
    return text(503, "The statistics store did not answer; this beacon is dropped.", { "Retry-After": "60" });
  }
  return nothing();
}
