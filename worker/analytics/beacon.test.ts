// @vitest-environment node
// Node's fetch API, as the Worker's runtime has it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { type Beacon, deviceClass, MAX_BEACON_BYTES, pageOf, readBeacon, referrerOf } from "./beacon.ts";

const ORIGIN = "https://rymi.ai";
const VIEW: Beacon = { type: "pageview", path: "/", referrer: "https://www.google.com/search?q=rymi", width: 390 };

/** A request as a page of the site sends it with sendBeacon (a string: text/plain). */
function beacon(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}, method = "POST") {
  return new Request(`${ORIGIN}/api/collect`, {
    method,
    body: method === "GET" || method === "HEAD" ? undefined : body,
    headers: {
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "text/plain;charset=UTF-8",
      ...headers,
    },
  });
}
const read = (request: Request) => readBeacon(request, ORIGIN);
const statusOf = async (request: Request) => {
  const reading = await read(request);
  return "refusal" in reading ? reading.refusal.status : "beacon" in reading ? 200 : reading.skip;
};

describe("readBeacon", () => {
  it("reads a page view, a lead and a page's vitals as the site's pages send them", async () => {
    const lead: Beacon = { type: "lead", path: "/", lead: "use-case", detail: "Healthcare" };
    const vitals: Beacon = {
      type: "vitals",
      path: "/privacy-policy",
      width: 1280,
      metrics: [
        { name: "LCP", value: 812.4, target: "main > section#home h1" },
        { name: "CLS", value: 0.01 },
        { name: "INP", value: 48, target: "button#send" },
      ],
    };
    for (const sent of [VIEW, lead, vitals]) expect(await read(beacon(JSON.stringify(sent)))).toEqual({ beacon: sent });
    const asJson = beacon(JSON.stringify(VIEW), { "Content-Type": "application/json" });
    expect(await read(asJson)).toEqual({ beacon: VIEW });
  });

  it("refuses every method but POST, another origin, and a request another site made", async () => {
    for (const method of ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"])
      expect(await statusOf(beacon(JSON.stringify(VIEW), {}, method)), method).toBe(405);
    for (const headers of [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "http://rymi.ai" },
      { Origin: "https://rymi.ai.evil.example" },
      { Origin: "https://evil.example:443@rymi.ai" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ] as Record<string, string>[])
      expect(await statusOf(beacon(JSON.stringify(VIEW), headers)), JSON.stringify(headers)).toBe(403);
    const noOrigin = new Request(`${ORIGIN}/api/collect`, { method: "POST", body: JSON.stringify(VIEW) });
    expect(await statusOf(noOrigin)).toBe(403);
  });

  it("stores nothing for a browser with Global Privacy Control or Do Not Track on", async () => {
    expect(await read(beacon(JSON.stringify(VIEW), { "Sec-GPC": "1" }))).toEqual({ skip: "gpc" });
    expect(await read(beacon(JSON.stringify(VIEW), { DNT: "1" }))).toEqual({ skip: "dnt" });
    expect(await read(beacon("not json", { "Sec-GPC": "1" }))).toEqual({ skip: "gpc" });
  });

  it("refuses other content types, oversized bodies, bad JSON and fields the site does not send", async () => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/html", ""])
      expect(await statusOf(beacon(JSON.stringify(VIEW), { "Content-Type": type })), type).toBe(415);
    const big = JSON.stringify({ ...VIEW, referrer: `https://a.example/${"x".repeat(MAX_BEACON_BYTES)}` });
    expect(await statusOf(beacon(big))).toBe(413);
    expect(await statusOf(beacon("{}", { "Content-Length": String(10 * 1024 * 1024) }))).toBe(413);
    const chunked = new Request(`${ORIGIN}/api/collect`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "text/plain" },
      body: new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(1024).fill(32)); // never ends: read no further than the limit
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(await statusOf(chunked)).toBe(413);
    for (const body of ["", "not json", "{", new Uint8Array([0xff, 0xfe, 0x7b])])
      expect(await statusOf(beacon(body)), String(body)).toBe(400);
    for (const body of ["[]", "null", "1", '"pageview"', "{}"]) expect(await statusOf(beacon(body)), body).toBe(422);
    for (const sent of [
      { ...VIEW, ip: "203.0.113.9" },
      { ...VIEW, userAgent: "Mozilla/5.0" },
      { ...VIEW, type: "identify" },
      { ...VIEW, path: "https://rymi.ai/" },
      { ...VIEW, path: "" },
      { ...VIEW, width: 0 },
      { ...VIEW, width: 390.5 },
      { ...VIEW, width: "390" },
      { type: "lead", path: "/", lead: "purchase" },
      { type: "lead", path: "/", lead: "use-case", detail: "x".repeat(81) },
      { type: "vitals", path: "/", width: 390, metrics: [] },
      { type: "vitals", path: "/", width: 390, metrics: [{ name: "FID", value: 1 }] },
      { type: "vitals", path: "/", width: 390, metrics: [{ name: "LCP", value: -1 }] },
      { type: "vitals", path: "/", width: 390, metrics: [{ name: "LCP", value: 1, target: "x".repeat(201) }] },
    ])
      expect(await statusOf(beacon(JSON.stringify(sent))), JSON.stringify(sent)).toBe(422);
  });

  it("answers any body with a beacon or a 4xx, and keeps script in a field as the text it is", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (body) => {
        const reading = await read(beacon(body));
        if ("refusal" in reading) expect([400, 413, 422]).toContain(reading.refusal.status);
      }),
      { numRuns: 300 },
    );
    const hostile = { ...VIEW, path: "/</script><script>alert(1)</script>", referrer: "<script>alert(1)</script>" };
    expect(await read(beacon(JSON.stringify(hostile)))).toEqual({ beacon: hostile });
  });
});

describe("pageOf", () => {
  it("keeps the site's pages and counts every other path as the 404 page", () => {
    for (const path of ["/", "/privacy-policy", "/terms-conditions"]) expect(pageOf(path)).toBe(path);
    for (const path of ["/404", "/no-such-page", "/privacy-policy/", "/PRIVACY-POLICY", "/?q=1", "/</script>"])
      expect(pageOf(path), path).toBe("/404");
  });
});

describe("referrerOf", () => {
  it("keeps a referrer's host only, lower case; nothing for the site itself, none, or another scheme", () => {
    const hostOf = (referrer: string | undefined) => referrerOf(referrer, "rymi.ai").host;
    expect(hostOf("https://www.Google.com/search?q=rymi#x")).toBe("www.google.com");
    expect(hostOf("http://news.ycombinator.com/item?id=1")).toBe("news.ycombinator.com");
    for (const referrer of [
      undefined,
      "",
      "https://rymi.ai/privacy-policy",
      "https://RYMI.ai/",
      "android-app://com.google.android.gm/",
      "javascript:alert(1)",
      "<script>alert(1)</script>",
    ])
      expect(hostOf(referrer), String(referrer)).toBe("");
  });

  it("is a visit for any referrer but the site itself, and for none", () => {
    expect(
      [undefined, "", "https://google.com/", "not a url", "android-app://com.x/"].map(
        (r) => !referrerOf(r, "rymi.ai").fromSite,
      ),
    ).toEqual([true, true, true, true, true]);
    expect(referrerOf("https://RYMI.ai/privacy-policy", "rymi.ai").fromSite).toBe(true);
  });
});

describe("deviceClass", () => {
  it("sorts viewports by the site's layout steps", () => {
    expect([1, 390, 767, 768, 1023, 1024, 2560].map(deviceClass)).toEqual([
      "phone",
      "phone",
      "phone",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ]);
  });
});
