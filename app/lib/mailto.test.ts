import { describe, expect, it } from "vitest";

import { buildMailto, formatSubmittedAt, mailBody, mailSubject, type ContactEntry } from "./mailto";

const entry: ContactEntry = {
  name: "Asha Verma",
  email: "asha@example.com",
  company: "Acme Health",
  industry: "Healthcare",
  message: "We run a clinic line.\nCan RYMI book appointments?",
};

/** Split a mailto: URL into its address and its decoded header fields. */
function parse(url: string) {
  expect(url.startsWith("mailto:")).toBe(true);
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const fields = query.split("&").map((pair) => {
    const [key, value = ""] = pair.split("=");
    return [key, decodeURIComponent(value)] as const;
  });
  return { address, fields };
}

describe("buildMailto", () => {
  const url = buildMailto("contact@rymi.ai", entry, "Jun 9, 2025, 10:30 AM");

  it("addresses the company and carries only subject and body", () => {
    const { address, fields } = parse(url);
    expect(address).toBe("contact@rymi.ai");
    expect(fields.map(([key]) => key)).toEqual(["subject", "body"]);
  });

  it("uses the spec's subject", () => {
    expect(parse(url).fields[0]?.[1]).toBe("New Contact Form Submission from Asha Verma");
  });

  it("writes the body lines in order with CRLF breaks", () => {
    expect(parse(url).fields[1]?.[1]).toBe(
      [
        "Name: Asha Verma",
        "Email: asha@example.com",
        "Company: Acme Health",
        "Industry: Healthcare",
        "Message:",
        "We run a clinic line.",
        "Can RYMI book appointments?",
        "",
        "Submitted at: Jun 9, 2025, 10:30 AM",
      ].join("\r\n"),
    );
  });

  it("encodes spaces as %20 and line breaks as %0D%0A, never +", () => {
    expect(url).toContain("from%20Asha%20Verma");
    expect(url).toContain("line.%0D%0ACan");
    expect(url).not.toContain("+");
    expect(url).not.toMatch(/%0A(?<!%0D%0A)/);
  });

  it("keeps typed header syntax inside the values", () => {
    const hostile = buildMailto(
      "contact@rymi.ai",
      { ...entry, name: "x&bcc=evil@example.com", message: "?cc=a@b.c #frag 100% a=b" },
      "now",
    );
    const { fields } = parse(hostile);
    expect(fields.map(([key]) => key)).toEqual(["subject", "body"]);
    expect(fields[0]?.[1]).toBe("New Contact Form Submission from x&bcc=evil@example.com");
    expect(fields[1]?.[1]).toContain("?cc=a@b.c #frag 100% a=b");
  });
});

describe("mailSubject", () => {
  it("never carries a line break", () => {
    expect(mailSubject("Asha\r\nBcc: x@y.z")).toBe("New Contact Form Submission from Asha Bcc: x@y.z");
  });
});

describe("mailBody", () => {
  it("marks empty optional fields as not provided", () => {
    const body = mailBody({ ...entry, company: "  ", industry: "" }, "now");
    expect(body).toContain("Company: Not provided\r\nIndustry: Not provided");
  });

  it("normalises every kind of line break to CRLF", () => {
    const body = mailBody({ ...entry, message: "a\nb\r\nc\rd" }, "now");
    expect(body).toContain("a\r\nb\r\nc\r\nd");
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("survives a lone surrogate instead of throwing URIError", () => {
    const broken = { ...entry, message: "half an emoji: \ud83d" };
    expect(() => buildMailto("contact@rymi.ai", broken, "now")).not.toThrow();
    expect(mailBody(broken, "now")).toContain("half an emoji: \ufffd");
  });

  it("round-trips emoji, CJK and right-to-left text", () => {
    const message = "👩🏽‍💻 你好 مرحبا שלום";
    const url = buildMailto("contact@rymi.ai", { ...entry, message }, "now");
    expect(parse(url).fields[1]?.[1]).toContain(message);
  });
});

describe("formatSubmittedAt", () => {
  it("formats a local date and time", () => {
    const text = formatSubmittedAt(new Date(2025, 5, 9, 14, 5), "en-US");
    expect(text).toContain("Jun 9, 2025");
    expect(text).toMatch(/2:05\s?PM/);
  });
});
