import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BREAK_OUT_CORPUS } from "../../../build-plugins/hostile-content/break-out-strings";
import {
  buildMailto,
  formatSubmittedAt,
  graphemePrefix,
  MAILTO_LIMIT,
  mailBody,
  mailSubject,
  SUBJECT_LIMIT,
  type ContactEntry,
} from "./mailto";

const TO = "contact@rymi.ai";
const MARKER = "[Message shortened: the full text was copied to your clipboard]";
const NOW = "Jun 9, 2025, 10:30 AM";

const entry: ContactEntry = {
  name: "Asha Verma",
  email: "asha@example.com",
  company: "Acme Health",
  industry: "Healthcare",
  message: "We run a clinic line.\nCan RYMI book appointments?",
};

const build = (overrides: Partial<ContactEntry> = {}, to = TO) =>
  buildMailto(to, { ...entry, ...overrides }, NOW, MARKER);

/**
 * Splits a mailto: URL the way a mail app does (RFC 6068): the address, then `&`-separated
 * `key=value` header fields, each percent-decoded on its own.
 */
function parse(url: string) {
  expect(url.startsWith("mailto:")).toBe(true);
  const question = url.indexOf("?");
  const address = url.slice("mailto:".length, question);
  const fields = url
    .slice(question + 1)
    .split("&")
    .map((pair) => {
      const parts = pair.split("=");
      expect(parts).toHaveLength(2); // a typed '=' or '&' never reaches the URL raw
      return [parts[0] ?? "", decodeURIComponent(parts[1] ?? "")] as const;
    });
  expect(fields.map(([key]) => key)).toEqual(["subject", "body"]);
  // The WHATWG parser agrees: two fields, and nothing after a '#'.
  const parsed = new URL(url);
  expect([...parsed.searchParams.keys()]).toEqual(["subject", "body"]);
  expect(parsed.hash).toBe("");
  return { address, subject: fields[0]?.[1] ?? "", body: fields[1]?.[1] ?? "" };
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** Every index of `text` at which a grapheme starts or the text ends. */
const boundaries = (text: string) => new Set([...[...segmenter.segment(text)].map((s) => s.index), text.length]);

/** `prefix` is `text` cut at one of its grapheme boundaries. */
function expectGraphemePrefix(prefix: string, text: string) {
  expect(text.startsWith(prefix)).toBe(true);
  expect(boundaries(text).has(prefix.length)).toBe(true);
}

/** What every URL must satisfy, whatever the entry. */
function expectIntact(e: ContactEntry, to = TO, marker = MARKER) {
  const result = buildMailto(to, e, NOW, marker);
  const { url } = result;
  expect(url.length).toBeLessThanOrEqual(MAILTO_LIMIT);
  expect(url).not.toMatch(/[\s+#]/); // spaces as %20, never '+', no fragment
  expect(url.replace(/%0D%0A/g, "")).not.toMatch(/%0D|%0A/); // line breaks only as CRLF

  const { address, subject, body } = parse(url);
  expect(address).toBe(to);
  expect(subject).toBe(result.subject);
  expect(body).toBe(result.body);
  expect(subject).not.toMatch(/[\r\n]/);

  const fullSubject = mailSubject(e.name);
  if (encodeURIComponent(fullSubject).length <= SUBJECT_LIMIT) expect(subject).toBe(fullSubject);
  else {
    expect(subject.endsWith("…")).toBe(true);
    expectGraphemePrefix(subject.slice(0, -1), fullSubject);
  }

  const fullBody = mailBody(e, NOW);
  expect(result.fullBody).toBe(fullBody);
  if (result.shortened) {
    const tail = `\r\n\r\n${marker.replace(/\r\n|\r|\n/g, "\r\n")}`;
    expect(body.endsWith(tail)).toBe(true);
    expectGraphemePrefix(body.slice(0, -tail.length), fullBody);
    expect(body.length - tail.length).toBeLessThan(fullBody.length);
  } else {
    expect(body).toBe(fullBody);
  }
  return result;
}

describe("buildMailto", () => {
  const url = build().url;

  it("addresses the company and carries only subject and body", () => {
    expect(parse(url).address).toBe("contact@rymi.ai");
    expect(url.startsWith("mailto:contact@rymi.ai?subject=")).toBe(true);
  });

  it("uses the spec's subject", () => {
    expect(parse(url).subject).toBe("New Contact Form Submission from Asha Verma");
  });

  it("writes the body lines in order with CRLF breaks", () => {
    expect(parse(url).body).toBe(
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

  it("is not shortened when it fits", () => {
    const result = build();
    expect(result.shortened).toBe(false);
    expect(result.body).toBe(result.fullBody);
  });
});

/** Hostile and unusual input, each tried as the name and as the message (and in every other field). */
const HOSTILE: [string, string][] = [
  ["header injection with &", "x&bcc=evil@example.com"],
  ["a second query", "?cc=evil@example.com&subject=spam"],
  ["a bare percent", "100% sure"],
  ["an encoded percent", "%25 and %0D%0A typed literally"],
  ["a fragment", "see #section and a=b"],
  ["plus and equals", "1+1=2 + a=b"],
  ["CR", "line one\rBcc: evil@example.com"],
  ["LF", "line one\nBcc: evil@example.com"],
  ["CRLF", "line one\r\nBcc: evil@example.com\r\n\r\n"],
  ["Unicode line separators", "one\u2028two\u2029three\u0085four"],
  ["a lone high surrogate", "half an emoji: \ud83d"],
  ["a lone low surrogate", "\ude00 at the start"],
  ["reversed surrogates", "\ude00\ud83d"],
  ["emoji ZWJ families", "👨‍👩‍👧‍👦 👩‍👩‍👦 🧑‍🤝‍🧑"],
  ["flags", "🇮🇳🇬🇧🇺🇸 🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
  ["skin tones", "👍🏽 👋🏿 🧑🏻‍💻"],
  ["combining marks", "e\u0301 a\u0300\u0316 Z\u0351\u0367\u0302"],
  ["CJK", "你好，我们需要客服 AI。日本語のテキスト。한국어"],
  ["Arabic RTL with bidi marks", "\u200fمرحبا بكم\u200e في RYMI \u202bنص\u202c"],
  ["Hebrew RTL with an isolate", "שלום \u2067עולם\u2069 RYMI"],
  ["control characters", "tab\there\u0000nul\u001bescape"],
  ["only spaces", "   "],
  ["empty", ""],
];

describe("hostile input stays intact", () => {
  for (const [label, value] of HOSTILE) {
    it(`${label}, as the name and as the message`, () => {
      const asName = expectIntact({ ...entry, name: value });
      expect(asName.shortened).toBe(false);
      const asMessage = expectIntact({ ...entry, message: value });
      expect(asMessage.shortened).toBe(false);
      expectIntact({ name: value, email: value, company: value, industry: value, message: value });
    });
  }

  it("keeps the content's break-out strings inside their fields: in the name, the message and the shortened mail's last line", () => {
    for (const text of BREAK_OUT_CORPUS) {
      expectIntact({ ...entry, name: text, message: text });
      expect(expectIntact({ ...entry, message: `${text} `.repeat(400) }, TO, text).shortened).toBe(true);
    }
  });

  it("keeps typed header syntax inside the values", () => {
    const { subject, body } = parse(build({ name: "x&bcc=evil@example.com", message: "?cc=a@b.c #frag 100% a=b" }).url);
    expect(subject).toBe("New Contact Form Submission from x&bcc=evil@example.com");
    expect(body).toContain("?cc=a@b.c #frag 100% a=b");
  });

  it("round-trips emoji, CJK and right-to-left text exactly", () => {
    const message = "👩🏽‍💻 🇮🇳 你好 \u200fمرحبا\u200e שלום e\u0301";
    expect(parse(build({ message }).url).body).toContain(`Message:\r\n${message}\r\n`);
  });

  it("makes lone surrogates well-formed instead of throwing URIError", () => {
    const broken = { ...entry, name: "\udc00", message: "half an emoji: \ud83d" };
    expect(() => buildMailto(TO, broken, NOW, MARKER)).not.toThrow();
    const { subject, body } = parse(buildMailto(TO, broken, NOW, MARKER).url);
    expect(subject).toBe("New Contact Form Submission from \ufffd");
    expect(body).toContain("half an emoji: \ufffd");
  });

  it("shortens a 10,000-character message of emoji at a grapheme boundary, within the limit", () => {
    const message = "👨‍👩‍👧‍👦🇮🇳👍🏽é".repeat(10_000 / 20);
    expect(message.length).toBeGreaterThanOrEqual(10_000);
    const result = expectIntact({ ...entry, message });
    expect(result.shortened).toBe(true);
    // It uses the room it has: at most one grapheme (the family, 75 encoded characters) is left out.
    expect(result.url.length).toBeGreaterThan(MAILTO_LIMIT - 75);
    expect(result.body).toContain("Name: Asha Verma\r\n");
  });

  it("bounds a huge subject and still carries the name in full in the body when it fits", () => {
    const name = "Ann ".repeat(100).trim();
    const result = expectIntact({ ...entry, name, message: "short" });
    expect(encodeURIComponent(result.subject).length).toBeLessThanOrEqual(SUBJECT_LIMIT);
    expect(result.subject.endsWith("…")).toBe(true);
    expect(result.shortened).toBe(false);
    expect(result.body).toContain(`Name: ${name}\r\n`);
  });

  it("stays within the limit when even the name alone is too long for a URL", () => {
    const result = expectIntact({ ...entry, name: "👨‍👩‍👧‍👦".repeat(3000), message: "x".repeat(5000) });
    expect(result.shortened).toBe(true);
  });

  it("stays within the limit with the longest possible address (254 characters)", () => {
    const to = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    expect(to).toHaveLength(254);
    const result = expectIntact({ ...entry, name: "n".repeat(900), message: "m".repeat(3000) }, to);
    expect(result.shortened).toBe(true);
  });

  it("never cuts a CRLF, and never leaves half a percent-escape", () => {
    for (let extra = 0; extra < 40; extra++) {
      const message = `${"a".repeat(1500 + extra)}\r\n${"é".repeat(200)}👨‍👩‍👧‍👦`;
      const { url, body, shortened } = expectIntact({ ...entry, message });
      expect(shortened).toBe(true);
      expect(url).not.toMatch(/%(?![0-9A-F]{2})/);
      expect(body).not.toMatch(/\r(?!\n)/);
    }
  });
});

describe("graphemePrefix", () => {
  it("takes whole graphemes that fit the encoded room", () => {
    const family = "👨‍👩‍👧‍👦"; // 25 code units, 75 encoded characters
    expect(graphemePrefix(`ab${family}c`, 2 + 74)).toBe("ab");
    expect(graphemePrefix(`ab${family}c`, 2 + 75)).toBe(`ab${family}`);
    expect(graphemePrefix("e\u0301x", 6)).toBe("");
    expect(graphemePrefix("e\u0301x", 7)).toBe("e\u0301");
    expect(graphemePrefix("🇮🇳🇬🇧", 47)).toBe("🇮🇳");
    expect(graphemePrefix("🇮🇳🇬🇧", 48)).toBe("🇮🇳🇬🇧");
    expect(graphemePrefix("abc", -5)).toBe("");
  });

  it("without Intl.Segmenter (Firefox before 125), still never splits a surrogate pair", () => {
    const segmenter = Intl.Segmenter;
    Reflect.deleteProperty(Intl, "Segmenter");
    try {
      expect("Segmenter" in Intl).toBe(false);
      expect(graphemePrefix("a😀b", 1 + 11)).toBe("a");
      expect(graphemePrefix("a😀b", 1 + 12)).toBe("a😀");
      for (let room = 0; room < 120; room++) expect(graphemePrefix("👨‍👩‍👧‍👦🇮🇳é", room).isWellFormed()).toBe(true);
      const { url, body, shortened } = build({ message: "👨‍👩‍👧‍👦".repeat(400) });
      expect(shortened).toBe(true);
      expect(url.length).toBeLessThanOrEqual(MAILTO_LIMIT);
      expect(parse(url).body).toBe(body);
      expect(body.endsWith(MARKER)).toBe(true);
    } finally {
      Object.defineProperty(Intl, "Segmenter", { value: segmenter, writable: true, configurable: true });
    }
  });
});

/** Code units that combine or break badly, mixed into random text. */
const nasty = fc.constantFrom(
  "\r",
  "\n",
  "\r\n",
  "&",
  "=",
  "?",
  "#",
  "%",
  "%25",
  "+",
  " ",
  "\u200d",
  "\u200f",
  "\u0301",
  "\ufe0f",
  "🏽",
  "🇮",
  "👨‍👩‍👧‍👦",
  "🇮🇳",
  "👍🏽",
  "你",
  "م",
  "\u2028",
);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const unit = fc.oneof(
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  nasty,
  loneSurrogate,
);
/** Up to `maxLength` units; "max" size so long texts really occur (fast-check favours short ones). */
const text = (maxLength: number) => fc.string({ unit, maxLength, size: "max" });

describe("property: any entry", () => {
  it("gives a URL within the limit that decodes to exactly the intended subject and body", () => {
    let shortened = 0;
    fc.assert(
      fc.property(
        fc.record({
          name: fc.oneof(text(40), text(400)),
          email: text(40),
          company: text(40),
          industry: text(20),
          message: fc.oneof(text(100), text(1500)),
        }),
        (e) => {
          if (expectIntact(e).shortened) shortened++;
        },
      ),
      { numRuns: 400 },
    );
    // Both paths were exercised: many entries fit, many had to be shortened.
    expect(shortened).toBeGreaterThan(40);
    expect(shortened).toBeLessThan(360);
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
});

describe("formatSubmittedAt", () => {
  it("formats a local date and time", () => {
    const text = formatSubmittedAt(new Date(2025, 5, 9, 14, 5), "en-US");
    expect(text).toContain("Jun 9, 2025");
    expect(text).toMatch(/2:05\s?PM/);
  });
});
