// @vitest-environment node
// The dashboard's HTML and CSV from a report holding hostile strings: each shows as the text it is.
import { describe, expect, it } from "vitest";

import { csv, dashboardPage, dashboardPolicy } from "./dashboard.tsx";
import type { Report } from "./report.ts";

const HOSTILE = `<script>alert(1)</script>"'&`;
const REPORT: Report = {
  period: 7,
  from: "2026-11-22",
  to: "2026-11-28",
  previousFrom: "2026-11-15",
  previousTo: "2026-11-21",
  totals: { pageviews: 5, visits: 4, leads: 1 },
  previous: { pageviews: 2, visits: 2, leads: 0 },
  days: [{ day: "2026-11-28", pageviews: 5, visits: 4, leads: 1 }],
  pages: [{ name: "/", visits: 4, pageviews: 5 }],
  sources: [{ name: HOSTILE, visits: 4, pageviews: 4 }],
  countries: [],
  devices: [{ name: "phone", visits: 4, pageviews: 5 }],
  leads: [{ lead: "contact-sent", count: 1 }],
  bySource: [{ name: HOSTILE, base: 4, leads: 1, rate: 0.25 }],
  byPage: [],
  vitals: [
    { page: "/", device: "phone", metric: "LCP", p75: 3000, samples: 4, rating: "needs improvement", costly: HOSTILE },
  ],
};

describe("dashboardPage", () => {
  const html = dashboardPage(REPORT, { login: "mia", name: HOSTILE });

  it("writes every stored string as text", () => {
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // One script: the chart module, from the editor's own bundle.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="/keystatic/dashboard.js">']);
  });

  it("shows each figure beside the period before, and each vital's rating in words", () => {
    expect(html).toContain("2 the period before (+100%)");
    expect(html).toContain("3,000 ms");
    expect(html).toContain(">needs improvement<");
    expect(html).toContain('aria-current="page"');
  });

  it("has a policy with its own script file and one hashed style, nothing from elsewhere", async () => {
    const policy = await dashboardPolicy();
    expect(policy).toMatch(/^default-src 'none'; script-src 'self'; style-src 'sha256-[\w+/=]{44}';/);
    expect(policy).not.toMatch(/https?:|unsafe/);
  });
});

describe("csv", () => {
  it("quotes every field and keeps a spreadsheet from running a formula", () => {
    const text = csv([{ day: "2026-11-28", kind: "lead", page: "/", source: '=HYPERLINK("x")', count: 1 }]);
    expect(text.split("\r\n")).toEqual([
      "day,kind,page,source,country,device,lead,metric,count,visits,mean",
      '"2026-11-28","lead","/","\'=HYPERLINK(""x"")","","","","","1","",""',
    ]);
  });
});
