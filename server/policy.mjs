// Content-Security-Policy sources, made and read in one place: the build (build-plugins/host-config.mjs),
// the tests (e2e/support/build-files.ts) and the editor's Worker (worker/) hash an inline script or
// style and read a policy's directives here. Web Crypto: the same code in Node and in a Worker.

/**
 * The source a policy allows an inline script or style by, without its quotes: `sha256-<base64>` of
 * its text, as the browser hashes it (UTF-8).
 * @param {string} text
 * @returns {Promise<string>}
 */
export async function hashSource(text) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha256-${btoa(binary)}`;
}

/**
 * A policy's directives, by lower-case name, each with its sources as written:
 * `default-src 'none'; script-src 'self' 'sha…'` -> { "default-src": ["'none'"], "script-src": [...] }.
 * A directive named twice is an error (browsers keep the first, silently).
 * @param {string} policy
 * @returns {Record<string, string[]>}
 */
export function directivesOf(policy) {
  const parts = (policy.match(/[^;\s][^;]*/g) ?? []).map((part) => part.trim().split(/\s+/));
  const directives = Object.fromEntries(parts.map(([name = "", ...sources]) => [name.toLowerCase(), sources]));
  if (Object.keys(directives).length < parts.length) throw new Error(`a CSP directive twice: ${policy}`);
  return directives;
}

/**
 * The hash sources (`sha256-…`, quotes taken off) one directive of a policy allows.
 * @param {string} policy
 * @param {string} directive e.g. "script-src"
 */
export const hashesIn = (policy, directive) =>
  (directivesOf(policy)[directive] ?? [])
    .map((source) => source.replace(/^'|'$/g, ""))
    .filter((source) => source.startsWith("sha256-"));
