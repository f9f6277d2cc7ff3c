// @vitest-environment node
// The collection path's answers, on D1 and the rate-limiting binding as wrangler dev runs them
// (test-database.ts): what is stored, what is refused, what is dropped, and that a refusal says
// nothing of the request. The browser-level journey is e2e/statistics.spec.ts.
import { beforeAll, describe, expect, it } from "vitest";

import { collect, type CollectEnv } from "./collect.ts";
import { setUpTestDatabase } from "./test-database.ts";

const SITE = "https://rymi.ai";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const AT = Date.UTC(2026, 10, 28, 12);

const database = setUpTestDatabase({ limit: 5, tables: ["events"] });
let env: CollectEnv;
beforeAll(() => {
  env = { STATISTICS: database.db, COLLECT_PER_ADDRESS: database.perAddress, COLLECT_ALL: database.all };
});

let address = 0;
/** A beacon's request, from a new address each time unless `from` is given. */
const beacon = (body: string, headers: Record<string, string> = {}, from = `192.0.2.${++address}`) =>
  new Request(`${SITE}/api/collect`, {
    method: "POST",
    headers: {
      Origin: SITE,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": FIREFOX,
      "CF-Connecting-IP": from,
      ...headers,
    },
    body,
  });
const pageview = JSON.stringify({
  type: "pageview",
  path: "/",
  referrer: "https://www.bing.com/search?q=a",
  width: 390,
});
const stored = () => database.select("SELECT kind, page, source, device, browser, os FROM events");

describe("collect", () => {
  it("stores a page view with the browser's family and nothing of the address or user agent", async () => {
    const answer = await collect(beacon(pageview), env, AT);
    expect(answer.status).toBe(204);
    expect(await stored()).toEqual([
      { kind: "pageview", page: "/", source: "www.bing.com", device: "phone", browser: "Firefox 140", os: "Linux" },
    ]);
    const row = JSON.stringify(await database.select("SELECT * FROM events"));
    expect(row).not.toContain("192.0.2.");
    expect(row).not.toContain("Gecko");
  });

  it("answers a bot, Global Privacy Control and Do Not Track with 204, storing nothing", async () => {
    const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const asks: Record<string, string>[] = [{ "User-Agent": bot }, { "Sec-GPC": "1" }, { DNT: "1" }];
    for (const headers of asks) expect((await collect(beacon(pageview, headers), env, AT)).status).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it("refuses with a precise 4xx, storing nothing and echoing nothing", async () => {
    const hostile = "<script>alert(1)</script>";
    const cases: [Request, number][] = [
      [new Request(`${SITE}/api/collect`, { headers: { Origin: SITE } }), 405],
      [beacon(pageview, { Origin: "https://evil.example" }), 403],
      [beacon(pageview, { "Sec-Fetch-Site": "cross-site" }), 403],
      [beacon(pageview, { "Content-Type": "application/x-www-form-urlencoded" }), 415],
      [beacon(`{"type":"pageview","path":"/${"a".repeat(5000)}","width":1}`), 413],
      [beacon(`{"type": ${hostile}`), 400],
      [beacon(JSON.stringify({ type: "pageview", path: "/", width: 1, extra: hostile })), 422],
    ];
    for (const [request, status] of cases) {
      const answer = await collect(request, env, AT);
      expect(answer.status, `${request.method} ${request.headers.get("Origin")}`).toBe(status);
      expect(await answer.text()).not.toContain("script");
    }
    expect(await stored()).toEqual([]);
  });

  it("drops a flood from one address with 429 once the limit is reached, and stores what came before", async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await collect(beacon(pageview, {}, "198.51.100.7"), env, AT)).status);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect(await stored()).toHaveLength(5);
    // Another address is still counted.
    expect((await collect(beacon(pageview), env, AT)).status).toBe(204);
  });
});
