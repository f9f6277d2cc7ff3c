/** A contact form entry, as typed by the visitor (spec section 3: all text). */
export type ContactEntry = {
  name: string;
  email: string;
  company: string;
  /** The industry's human-readable label, or "" when none was chosen. */
  industry: string;
  message: string;
};

const NOT_PROVIDED = "Not provided";
const CRLF = "\r\n";

/** Strings with a lone surrogate make encodeURIComponent throw; replace those with U+FFFD. */
const wellFormed = (value: string) => value.toWellFormed();

/** Every line break as CRLF, as RFC 6068 asks of mailto bodies. */
const toCrlf = (value: string) => value.replace(/\r\n|\r|\n/g, CRLF);

/** One line: a subject must never carry a line break (it would start a new header). */
const singleLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

export function mailSubject(name: string): string {
  return `New Contact Form Submission from ${singleLine(wellFormed(name))}`;
}

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
      `Submitted at: ${submittedAt}`,
    ].join("\n"),
  );
}

/**
 * The mailto: URL for a contact entry (RFC 6068): the address, then only `subject` and `body`,
 * each encoded on its own with encodeURIComponent, so spaces are %20 and line breaks %0D%0A.
 */
export function buildMailto(to: string, entry: ContactEntry, submittedAt: string): string {
  const subject = encodeURIComponent(mailSubject(entry.name));
  const body = encodeURIComponent(mailBody(entry, submittedAt));
  return `mailto:${encodeURIComponent(to).replace(/%40/g, "@")}?subject=${subject}&body=${body}`;
}

/** The visitor's local date and time, in their own locale. */
export function formatSubmittedAt(date: Date, locale?: string): string {
  return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}
