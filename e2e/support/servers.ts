// `npm start` on E2E_PORT; nginx with the generated config on the next port (HTTP) and the one after (HTTPS);
// Cloudflare's local runtime (wrangler dev, Workers static assets) on the one after that, its inspector on the next.
export const NODE_PORT = Number(process.env.E2E_PORT) || 4719;
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT) || NODE_PORT + 1;
export const NGINX_TLS_PORT = Number(process.env.E2E_NGINX_TLS_PORT) || NGINX_PORT + 1;
export const CLOUDFLARE_PORT = Number(process.env.E2E_CLOUDFLARE_PORT) || NGINX_TLS_PORT + 1;

// httpsHeaders: HSTS and upgrade-insecure-requests over plain HTTP, as the HTTPS-only host configs always send them.
export const SERVERS = [
  { name: "npm start", origin: `http://127.0.0.1:${NODE_PORT}`, httpsHeaders: false },
  { name: "nginx", origin: `http://127.0.0.1:${NGINX_PORT}`, httpsHeaders: true },
] as const;
// HTTP-level checks only (e2e/headers.spec.ts): the browser checks run on the two above.
export const CLOUDFLARE = {
  name: "Cloudflare",
  origin: `http://127.0.0.1:${CLOUDFLARE_PORT}`,
  httpsHeaders: true,
} as const;

// What a visitor's browser meets in the Firefox and WebKit checks.
export const BROWSER_ORIGINS = [
  { name: "npm start over HTTP", origin: `http://localhost:${NODE_PORT}` },
  { name: "nginx over HTTPS", origin: `https://localhost:${NGINX_TLS_PORT}` },
] as const;
