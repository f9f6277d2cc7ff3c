import { describe, expect, it } from "vitest";

import { agentOf } from "./agent.ts";

describe("agentOf", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
      "Chrome 142",
      "Android 15",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari 18",
      "iOS 18",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0", "Firefox 140", "Linux"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
      "Microsoft Edge 142",
      "Windows 10",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15",
      "Safari 26",
      "macOS",
    ],
  ])("keeps the family and major version of %s", (userAgent, browser, os) => {
    expect(agentOf(userAgent)).toEqual({ browser, os, bot: false });
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
    "curl/8.14.1",
    "",
  ])("counts %j as a bot", (userAgent) => {
    expect(agentOf(userAgent).bot).toBe(true);
  });

  it("keeps nothing of a hostile user agent but a short family name", () => {
    const { browser, os } = agentOf(`<script>alert(1)</script>/${"9".repeat(500)}`);
    expect(browser.length + os.length).toBeLessThanOrEqual(2 * 41 + 20);
  });
});
