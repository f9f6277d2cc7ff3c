// Hostile beacons against the statistics' collection path on production's runtime (`wrangler dev`,
// the public site's Worker and its local D1): methods, sizes, malformed JSON, foreign origins, and
// script in every field. Each gets its exact answer, never a 5xx, with nothing of the request in it;
// only the well-formed ones are stored, and what they carry is stored as the text it is. The table
// of requests and answers is attached to the report (statistics-requests.txt), for
// docs/analytics.md.
import { lastEventId, storedRows } from "./support/statistics";
import { expect, test } from "./support/fixtures";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const SCRIPT = "<script>alert(1)</script>";
const view = { type: "pageview", path: "/", width: 390 };

type Case = { what: string; method?: string; headers?: Record<string, string>; body?: string | Buffer; status: number };

test(
  "hostile beacons get their exact 4xx, never a 5xx, and only well-formed ones are stored, as text",
  { tag: "@production" },
  async ({ request, site }, testInfo) => {
    const origin = site.origin;
    const state = site.state ?? "";
    const before = lastEventId(state);
    const json = (value: unknown) => JSON.stringify(value);
    const cases: Case[] = [
      ...["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"].map((method) => ({ what: method, method, status: 405 })),
      { what: "another site's Origin", headers: { Origin: "https://evil.example" }, body: json(view), status: 403 },
      { what: "Origin: null (a sandboxed frame, a file)", headers: { Origin: "null" }, body: json(view), status: 403 },
      { what: "no Origin", headers: { Origin: "" }, body: json(view), status: 403 },
      {
        what: "the site's host over http",
        headers: { Origin: origin.replace("https:", "http:") },
        body: json(view),
        status: 403,
      },
      {
        what: "Sec-Fetch-Site: cross-site",
        headers: { "Sec-Fetch-Site": "cross-site" },
        body: json(view),
        status: 403,
      },
      {
        what: "a form post (application/x-www-form-urlencoded)",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "type=pageview",
        status: 415,
      },
      { what: "over 4,096 bytes", body: json({ ...view, path: `/${"a".repeat(4060)}` }), status: 413 },
      { what: "1 MB", body: Buffer.alloc(1 << 20, 0x20), status: 413 },
      { what: "not JSON", body: `{"type": ${SCRIPT}`, status: 400 },
      { what: "not UTF-8", body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400 },
      { what: "a JSON array", body: json([view]), status: 422 },
      { what: "an unknown type", body: json({ ...view, type: SCRIPT }), status: 422 },
      { what: "an unknown field", body: json({ ...view, [SCRIPT]: 1 }), status: 422 },
      { what: "a path that is not one", body: json({ ...view, path: SCRIPT }), status: 422 },
      { what: "a width of script", body: json({ ...view, width: SCRIPT }), status: 422 },
      { what: "an unknown lead", body: json({ type: "lead", path: "/", lead: SCRIPT }), status: 422 },
      {
        what: "a lead's detail over 80 characters",
        body: json({ type: "lead", path: "/", lead: "use-case", detail: SCRIPT.repeat(4) }),
        status: 422,
      },
      {
        what: "a metric out of range",
        body: json({ type: "vitals", path: "/", width: 390, metrics: [{ name: "LCP", value: 1e12 }] }),
        status: 422,
      },
      {
        what: "an unknown metric",
        body: json({ type: "vitals", path: "/", width: 390, metrics: [{ name: SCRIPT, value: 1 }] }),
        status: 422,
      },
      {
        what: "a bot's user agent",
        headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
        body: json(view),
        status: 204,
      },
      { what: "Global Privacy Control", headers: { "Sec-GPC": "1" }, body: json(view), status: 204 },
      { what: "Do Not Track", headers: { DNT: "1" }, body: json(view), status: 204 },
      // Well-formed, with script wherever a string may go: stored, as text.
      { what: "script in the path (an unknown page)", body: json({ ...view, path: `/${SCRIPT}` }), status: 204 },
      {
        what: "script in the referrer",
        body: json({ ...view, referrer: `https://news.example/${SCRIPT}` }),
        status: 204,
      },
      { what: "a javascript: referrer", body: json({ ...view, referrer: `javascript:${SCRIPT}` }), status: 204 },
      {
        what: "script in a lead's detail",
        body: json({ type: "lead", path: "/", lead: "use-case", detail: SCRIPT }),
        status: 204,
      },
      {
        what: "script in a metric's element",
        body: json({ type: "vitals", path: "/", width: 390, metrics: [{ name: "INP", value: 80, target: SCRIPT }] }),
        status: 204,
      },
    ];
    const lines: string[] = [];
    for (const { what, method = "POST", headers = {}, body, status } of cases) {
      const answer = await request.fetch(`${origin}/api/collect`, {
        method,
        headers: {
          Origin: origin,
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": FIREFOX,
          "CF-Connecting-IP": "198.51.100.23",
          ...headers,
        },
        data: body,
        failOnStatusCode: false,
      });
      const text = await answer.text();
      lines.push(`${method} ${what} → ${answer.status()} ${text.trim()}`);
      expect(answer.status(), what).toBe(status);
      expect(text, `${what}: the answer repeats nothing sent`).not.toMatch(/script|alert|evil/);
      if (status === 405) expect(answer.headers().allow, what).toBe("POST");
    }
    await testInfo.attach("statistics-requests.txt", { body: lines.join("\n"), contentType: "text/plain" });

    // Stored: the five well-formed beacons alone; each string as it came, or reduced as the schema says.
    const rows = storedRows(
      state,
      "SELECT kind, page, source, detail, target FROM events WHERE id > ? ORDER BY id",
      before,
    );
    expect(rows).toEqual([
      { kind: "pageview", page: "/404", source: "", detail: null, target: null },
      { kind: "pageview", page: "/", source: "news.example", detail: null, target: null },
      { kind: "pageview", page: "/", source: "", detail: null, target: null },
      { kind: "lead", page: "/", source: "", detail: SCRIPT, target: null },
      { kind: "vitals", page: "/", source: "", detail: null, target: SCRIPT },
    ]);
  },
);
