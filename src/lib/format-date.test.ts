import { describe, expect, it } from "vitest";

import { formatIsoDate } from "./format-date";

describe("formatIsoDate", () => {
  it("writes an ISO date out in full, in US English", () => {
    expect(formatIsoDate("2025-06-09")).toBe("June 9, 2025");
    expect(formatIsoDate("2026-12-31")).toBe("December 31, 2026");
  });
});
