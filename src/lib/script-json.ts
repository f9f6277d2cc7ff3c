/**
 * Characters JSON leaves as they are but an HTML <script> element must not hold as written: `<`
 * could end the element (`</script>`) or open a comment (`<!--`), `>` and `&` are escaped with it
 * so that no reader of the page (an HTML or XML parser, a sanitizer) finds markup in the data, and
 * U+2028 and U+2029 end a line in older JavaScript. Each becomes its JSON `\u` escape, which
 * JSON.parse reads back as the same character.
 */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * `value` as JSON for the text of an HTML <script> element (the structured data's
 * `application/ld+json`): JSON.stringify's text with `<`, `>`, `&`, U+2028 and U+2029 written as
 * `\u` escapes, so that the element holds exactly one piece of text, whatever the content's strings
 * hold, and JSON.parse of that text gives `value` back.
 */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError("scriptJson: the value has no JSON form");
  return json.replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
