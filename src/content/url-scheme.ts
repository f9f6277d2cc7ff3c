/**
 * A URL as a browser reads it before it looks at its scheme: without ASCII whitespace and control
 * characters anywhere in it ("java\tscript:" is "javascript:").
 */
export function bareUrl(url: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters browsers drop from URLs
  return url.replace(/[\u0000-\u0020\u007f]/g, "");
}

/** A URL's scheme in lower case ("https"), or undefined for a URL without one (a path, a #fragment). */
export function schemeOf(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(bareUrl(url))?.[1]?.toLowerCase();
}
