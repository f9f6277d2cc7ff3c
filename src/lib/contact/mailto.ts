/** A contact form entry, as typed by the visitor (every field free text). */
export type ContactEntry = {
  name: string;
  email: string;
  company: string;
  /** The industry's human-readable label, or "" when none was chosen. */
  industry: string;
  message: string;
};

/** Longest mailto: URL we hand over: mail apps fail silently on links of about 2,000 characters (Windows, Outlook). */
export const MAILTO_LIMIT = 1800;
/** Most of the URL a subject may take (encoded), so a huge name cannot crowd out the body. */
export const SUBJECT_LIMIT = 240;

const NOT_PROVIDED = "Not provided";
const CRLF = "\r\n";
const ELLIPSIS = "…";

/** Strings with a lone surrogate make encodeURIComponent throw; replace those with U+FFFD. */
const wellFormed = (value: string) => value.toWellFormed();

/** Every line break as CRLF, as RFC 6068 asks of mailto bodies. */
const toCrlf = (value: string) => value.replace(/\r\n|\r|\n/g, CRLF);

/** One line: a header must never carry a line break (it would start a new header). */
const singleLine = (value: string) => value.replace(/[\r\n\u0085\u2028\u2029]+/g, " ").trim();

const encodedLength = (value: string) => encodeURIComponent(value).length;

/**
 * The longest prefix of a well-formed `text` that ends on a grapheme boundary and whose encoded
 * form fits in `room` characters: never half an emoji sequence, flag, CRLF or combining mark, and,
 * since each grapheme is encoded whole, never half a percent-escape. Where Intl.Segmenter is
 * missing (Firefox before 125) it cuts between code points: never half a surrogate pair.
 */
export function graphemePrefix(text: string, room: number): string {
  const parts =
    "Segmenter" in Intl
      ? new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)
      : Array.from(text, (segment) => ({ segment }));
  let used = 0;
  let end = 0;
  for (const { segment } of parts) {
    used += encodedLength(segment);
    if (used > room) break;
    end += segment.length;
  }
  return text.slice(0, end);
}

/** The mail's subject, on one line whatever the name holds (a line break would start a new header). */
export function mailSubject(name: string): string {
  return `New Contact Form Submission from ${singleLine(wellFormed(name))}`;
}

/** The full body, one field a line, CRLF breaks. Also what the visitor copies when the link cannot hold it all. */
export function mailBody(entry: ContactEntry, submittedAt: string): string {
  const field = (value: string) => wellFormed(value).trim() || NOT_PROVIDED;
  return toCrlf(
    [
      `Name: ${singleLine(field(entry.name))}`,
      `Email: ${singleLine(field(entry.email))}`,
      `Company: ${singleLine(field(entry.company))}`,
      `Industry: ${singleLine(field(entry.industry))}`,
      `Message:`,
      field(entry.message),
      "",
      `Submitted at: ${singleLine(wellFormed(submittedAt))}`,
    ].join("\n"),
  );
}

export type Mailto = {
  /** The mailto: URL, at most MAILTO_LIMIT characters for any entry. */
  url: string;
  /** The subject and body the URL carries, before encoding. */
  subject: string;
  body: string;
  /** The whole body, whether or not the URL holds all of it. */
  fullBody: string;
  /** True when `body` is a shortened `fullBody` followed by the marker line. */
  shortened: boolean;
};

/** Fits `text` in `room` encoded characters, ending with `tail` when it had to be cut. */
function fit(text: string, room: number, tail: string): string {
  if (encodedLength(text) <= room) return text;
  return graphemePrefix(text, room - encodedLength(tail)) + tail;
}

/**
 * The mailto: URL for a contact entry (RFC 6068): the address, then only `subject` and `body`,
 * each encoded on its own with encodeURIComponent, so spaces are %20 and line breaks %0D%0A. When
 * the body does not fit the limit it is cut at a grapheme boundary and `marker` is added on a line
 * of its own. Pure; never throws. The limit holds for any entry as long as the address itself
 * leaves room for the marker (any real address does: at most 254 characters).
 */
export function buildMailto(
  to: string,
  entry: ContactEntry,
  submittedAt: string,
  marker: string,
  limit = MAILTO_LIMIT,
): Mailto {
  const head = `mailto:${encodeURIComponent(to).replace(/%40/g, "@")}?subject=`;
  const room = limit - head.length - "&body=".length;
  const tail = CRLF + CRLF + toCrlf(wellFormed(marker));
  // The subject may take what the body's marker leaves, and never more than SUBJECT_LIMIT.
  const subject = fit(mailSubject(entry.name), Math.min(SUBJECT_LIMIT, room - encodedLength(tail)), ELLIPSIS);
  const fullBody = mailBody(entry, submittedAt);
  const body = fit(fullBody, room - encodedLength(subject), tail);
  return {
    url: `${head}${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    subject,
    body,
    fullBody,
    shortened: body !== fullBody,
  };
}

/** The visitor's local date and time, in their own locale. */
export function formatSubmittedAt(date: Date, locale?: string): string {
  return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}
