// What a visitor's browser may send to the site's own statistics, read and checked before anything
// is stored: one same-origin POST of one JSON object, at most MAX_BEACON_BYTES, that the schema
// below accepts. Everything else gets a precise 4xx and is never stored; a browser that asks not to
// be tracked (Global Privacy Control, Do Not Track) gets 204 and nothing is stored either. What is
// kept of a beacon is reduced here: the page as one of the site's pages (any other path counts as
// the 404 page), the referrer's host only, the device class from the viewport's width. No address,
// no user agent and no identifier is read. Pure functions, unit-tested (beacon.test.ts).
import { z } from "zod";

import { homePath, notFoundPath, type PagePath, privacyPolicyPath, termsConditionsPath } from "../../src/lib/routes.ts";

/** The largest beacon body accepted, in bytes: a page's vitals with their attribution fit in a quarter of it. */
export const MAX_BEACON_BYTES = 4096;

/** The pages a beacon may name as they are; every other path is counted as the 404 page. */
const PAGES: readonly PagePath[] = [homePath, privacyPolicyPath, termsConditionsPath];

/** The page a beacon's path stands for: one of the site's pages, else the 404 page (a visit to an unknown path). */
export function pageOf(path: string): PagePath {
  return (PAGES as readonly string[]).includes(path) ? (path as PagePath) : notFoundPath;
}

/** A device's class, from its viewport's CSS width: the site's own layout steps (768 and 1024 px). */
export type DeviceClass = "phone" | "tablet" | "desktop";
export const deviceClass = (width: number): DeviceClass =>
  width < 768 ? "phone" : width < 1024 ? "tablet" : "desktop";

/**
 * What the statistics keep of a referrer, read once: `host`, its host in lower case ("" for none,
 * for the site itself (`siteHost`), or for anything that is not an http(s) URL; never a path, query
 * or fragment), and `fromSite`, whether it is the site itself (a page view that then begins no visit).
 */
export function referrerOf(referrer: string | undefined, siteHost: string): { host: string; fromSite: boolean } {
  let url: URL;
  try {
    url = new URL(referrer ?? "");
  } catch {
    return { host: "", fromSite: false };
  }
  const host = url.hostname.toLowerCase();
  if (host === siteHost.toLowerCase()) return { host: "", fromSite: true };
  return { host: url.protocol === "https:" || url.protocol === "http:" ? host : "", fromSite: false };
}

/** The leads the site counts: what a visitor does on the way to writing to RYMI. */
export const LEADS = ["contact-sent", "address-copied", "get-started", "slide-button", "use-case"] as const;
/** The Core Web Vitals the site collects, as the web-vitals library names them. */
export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;

const path = z.string().min(1).max(2048).startsWith("/");
const referrer = z.string().max(2048).optional();
const width = z.number().int().min(1).max(100_000);

/** A beacon: a page view, a lead, or a page's vitals, sent once as the page is hidden. No other field is accepted. */
export const beaconSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("pageview"), path, referrer, width }),
  z.strictObject({
    type: z.literal("lead"),
    path,
    referrer,
    lead: z.enum(LEADS),
    /** Which slide's button, or which use case was open: a label of the page, short. */
    detail: z.string().max(80).optional(),
  }),
  z.strictObject({
    type: z.literal("vitals"),
    path,
    width,
    metrics: z
      .array(
        z.strictObject({
          name: z.enum(METRICS),
          value: z.number().min(0).max(600_000),
          /** The LCP element or the INP target, as web-vitals' attribution describes it (a selector). */
          target: z.string().max(200).optional(),
        }),
      )
      .min(1)
      .max(METRICS.length),
  }),
]);
export type Beacon = z.infer<typeof beaconSchema>;

/** Why a request is not a beacon: its status and a message that names the problem, never its content. */
export type Refusal = { status: 400 | 403 | 405 | 413 | 415 | 422; message: string };

/** What reading a request gave: a beacon to store, nothing to store (the visitor asked not to be counted), or a refusal. */
export type Reading = { beacon: Beacon } | { skip: "gpc" | "dnt" } | { refusal: Refusal };

const refuse = (status: Refusal["status"], message: string): Reading => ({ refusal: { status, message } });

/**
 * Whether an Origin header names the site at `origin` (https://rymi.ai): the same scheme and host.
 * The port is not compared: wrangler dev, which the tests run, rewrites a page's Origin to its
 * upstream's host without the port; in production the site has one, the default.
 */
function fromSite(header: string | null, origin: string): boolean {
  try {
    const [sent, site] = [new URL(header ?? ""), new URL(origin)];
    // An origin as browsers write it (scheme, host, port; no user, path or anything else), of the site's host.
    return sent.origin === header && sent.protocol === site.protocol && sent.hostname === site.hostname;
  } catch {
    return false;
  }
}

/**
 * Reads a request to the collection path. `origin`: the site's own origin (https://rymi.ai), the
 * only one whose pages may send. The body is read at most MAX_BEACON_BYTES + 1 bytes far.
 */
export async function readBeacon(request: Request, origin: string): Promise<Reading> {
  if (request.method !== "POST") return refuse(405, "Only POST is accepted here.");
  const site = request.headers.get("Sec-Fetch-Site");
  if (!fromSite(request.headers.get("Origin"), origin) || (site !== null && site !== "same-origin"))
    return refuse(403, "Only the site's own pages may send statistics.");
  if (request.headers.get("Sec-GPC") === "1") return { skip: "gpc" };
  if (request.headers.get("DNT") === "1") return { skip: "dnt" };
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  // sendBeacon sends a string as text/plain, which needs no CORS preflight.
  if (type !== "text/plain" && type !== "application/json")
    return refuse(415, "A beacon is JSON, sent as text/plain or application/json.");
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_BEACON_BYTES) return refuse(413, `A beacon is at most ${MAX_BEACON_BYTES} bytes.`);
  const body = await readAtMost(request, MAX_BEACON_BYTES + 1);
  if (body === undefined || body.length > MAX_BEACON_BYTES)
    return refuse(413, `A beacon is at most ${MAX_BEACON_BYTES} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return refuse(400, "A beacon is one JSON object in UTF-8.");
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return refuse(422, "The beacon's fields are not the ones the site sends.");
  return { beacon: parsed.data };
}

/** The body's first `limit` bytes at most (undefined if it cannot be read): a stream is never read further. */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    return undefined;
  } finally {
    await reader.cancel().catch(() => {});
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
