// The one source of truth for the HTTP headers the site is served with, on every host:
// `npm start` (server/serve.mjs) imports it, and the build (build-plugins/host-config.mjs) generates
// `_headers` (Cloudflare) and the nginx config from it.

/** Sent with every response, whatever its path or status (HSTS only over HTTPS: see `overHttps`). */
export const SECURITY_HEADERS = Object.freeze({
  // Two years.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // A brochure site needs none of these features.
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "browsing-topics=()",
    "camera=()",
    "display-capture=()",
    "fullscreen=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
});

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Vite fingerprints every file under this prefix: safe to cache for a year. */
export const IMMUTABLE_PREFIX = "/assets/";

/**
 * @param {string} pathname a request path.
 * @returns {string} its Cache-Control value.
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Where the contact form may submit: it posts to the visitor's mail app (`mailto:`) when
 * JavaScript is off; with JavaScript it follows a mailto: link, which form-action does not govern.
 */
export const FORM_ACTION = ["mailto:"];

/**
 * The policy's directives other than script-src and style-src (whose sources are the build's
 * hashes) and those only a header can carry (frame-ancestors) or only HTTPS may (see `overHttps`).
 * Astro's record of each page's policy starts from them too (astro.config.ts, security.csp).
 */
/** @type {readonly `${"default-src" | "img-src" | "font-src" | "connect-src" | "manifest-src" | "base-uri" | "object-src" | "form-action"} ${string}`[]} */
export const CSP_DIRECTIVES = Object.freeze([
  "default-src 'none'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  `form-action ${FORM_ACTION.join(" ")}`,
]);

/**
 * The Content-Security-Policy for a page whose inline scripts and <style> elements have these hashes.
 * @param {readonly string[]} hashes `sha256-…` values (without quotes), one per inline script.
 * @param {{ https?: boolean, styles?: readonly string[] }} [options] `https: false` for a response
 *   over plain HTTP: no `upgrade-insecure-requests` (see `overHttps`); `styles`: the hashes of the
 *   pages' <style> elements (the site's stylesheet, inlined), the same way.
 * @returns {string}
 */
export function contentSecurityPolicy(hashes, { https = true, styles = [] } = {}) {
  for (const hash of [...hashes, ...styles]) {
    if (!/^sha256-[A-Za-z0-9+/]{43}=$/.test(hash)) throw new Error(`Not a SHA-256 CSP source: ${hash}`);
  }
  /** @param {readonly string[]} list */
  const sources = (list) => [...new Set(list)].sort().map((hash) => `'${hash}'`);
  const [defaultSrc, ...rest] = CSP_DIRECTIVES;
  return [
    defaultSrc,
    ["script-src 'self'", ...sources(hashes)].join(" "),
    ["style-src 'self'", ...sources(styles)].join(" "),
    ...rest,
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Content types, by file extension, that the generated configs name explicitly, where hosts'
 * defaults differ or lack them.
 * @type {Readonly<Record<string, string>>}
 */
export const CONTENT_TYPES = Object.freeze({
  webmanifest: "application/manifest+json",
  // Unknown to sirv's type table (it would send none); nginx's mime.types says the same.
  ico: "image/x-icon",
});

/**
 * What `overHttps` reads of a request, such as Node's `IncomingMessage`.
 * @typedef {object} RequestInfo
 * @property {object & { encrypted?: boolean }} [socket] any socket (`object &` admits one without
 *   `encrypted`): only a TLS socket has it.
 * @property {Record<string, string | string[] | undefined>} [headers]
 */

/**
 * Whether a request reached the site over HTTPS: on a TLS socket, or through a proxy that says so
 * (`X-Forwarded-Proto: https`, its first value when proxies chained theirs). Only this decides
 * whether the HTTPS-only directives are sent; a client that fakes the header only makes its own
 * responses stricter.
 * @param {RequestInfo} req
 * @returns {boolean}
 */
export function overHttps(req) {
  if (req.socket?.encrypted) return true;
  const forwarded = req.headers?.["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0];
  return first?.trim().toLowerCase() === "https";
}

/**
 * Every header of a response (except Content-Type, Content-Length, encoding and validators).
 *
 * Over plain HTTP (`npm start` on http://localhost) two directives are left out:
 * `upgrade-insecure-requests`, because WebKit (Safari) applies it to http://localhost and
 * http://127.0.0.1 too, rewriting every stylesheet and script request to https:// where nothing
 * answers (Chromium and Firefox exempt loopback; WebKit bug 250776); and HSTS, which browsers
 * ignore over HTTP anyway. Over HTTPS, and in every generated host config, both are sent.
 * @param {string} pathname the request path.
 * @param {{ https: string, http: string }} policies the site's Content-Security-Policy for HTTPS
 *   and for plain HTTP (`contentSecurityPolicy(hashes)` and `contentSecurityPolicy(hashes, { https: false })`).
 * @param {boolean} https whether the request came over HTTPS (`overHttps`).
 * @returns {Record<string, string>}
 */
export function responseHeaders(pathname, policies, https) {
  const { "Strict-Transport-Security": hsts, ...always } = SECURITY_HEADERS;
  return {
    ...(https ? { "Strict-Transport-Security": hsts } : {}),
    ...always,
    "Content-Security-Policy": https ? policies.https : policies.http,
    "Cache-Control": cacheControlFor(pathname),
  };
}
