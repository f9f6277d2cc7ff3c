/**
 * The tests' ports: `npm start`'s server on E2E_PORT, nginx with the generated config on the next
 * one over HTTP and on the one after over HTTPS (a throw-away self-signed certificate).
 */
export const NODE_PORT = Number(process.env.E2E_PORT) || 4719;
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT) || NODE_PORT + 1;
export const NGINX_TLS_PORT = Number(process.env.E2E_NGINX_TLS_PORT) || NGINX_PORT + 1;

/**
 * Both servers the header, 404 and hostile-request checks run against. `httpsHeaders`: whether
 * the response carries HSTS and `upgrade-insecure-requests` over this plain-HTTP origin. The
 * generated nginx config always does (it is made for HTTPS); `npm start` only over HTTPS or
 * behind a proxy that says so (server/headers.mjs).
 */
export const SERVERS = [
  { name: "npm start", port: NODE_PORT, origin: `http://127.0.0.1:${NODE_PORT}`, httpsHeaders: false },
  { name: "nginx", port: NGINX_PORT, origin: `http://127.0.0.1:${NGINX_PORT}`, httpsHeaders: true },
] as const;

/** What a visitor's browser meets in the Firefox and WebKit checks: `npm start` as the README runs it, and nginx over HTTPS. */
export const BROWSER_ORIGINS = [
  { name: "npm start over HTTP", origin: `http://localhost:${NODE_PORT}` },
  { name: "nginx over HTTPS", origin: `https://localhost:${NGINX_TLS_PORT}` },
] as const;
