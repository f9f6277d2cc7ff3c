// Text that tries to leave the place it is written: each string ends, or opens, a piece of markup,
// an attribute, a comment, a data block or a script string where a writer forgets to escape it.
// A content field may hold any of them (the schema limits length, not characters), so every place
// a content string lands must keep it text (docs/requirements.md, "Content is text wherever it
// lands"). The unit tests of each writer and the build of every text field
// (e2e/content-breakout.spec.ts) use this list.

/** The attack this site first met: a home page description that ends the structured data's script and redirects. */
export const META_REFRESH_DESCRIPTION = "x</script><meta http-equiv=refresh content=0;url=https://evil.example/>";

/** Each string, by what it tries. Short, so that the smallest fields hold them (a dot of a slide: 60 characters). */
export const BREAK_OUT_STRINGS = {
  scriptEnd: "</script>",
  scriptEndMixedCase: "</ScRiPt >",
  styleEnd: "</style>",
  titleEnd: "</title>",
  doubleQuote: '" onfocus="alert(1)',
  singleQuote: "' onfocus='alert(1)",
  unquotedAttribute: "x onmouseover=alert(1)",
  element: "<img src=x onerror=alert(1)>",
  cdataEnd: "]]>",
  commentOpen: "<!--",
  commentClose: "-->",
  lineSeparator: "a\u2028b",
  paragraphSeparator: "c\u2029d",
  javascriptUrl: "javascript:alert(1)",
  dataUrl: "data:text/html,<script>alert(1)</script>",
  metaRefresh: "<meta http-equiv=refresh content=0;url=//evil.example>",
  entity: "&lt;b&gt;&amp;",
} as const;

export const BREAK_OUT_CORPUS: readonly string[] = Object.values(BREAK_OUT_STRINGS);
