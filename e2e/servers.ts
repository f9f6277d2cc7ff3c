// `npm start` on E2E_PORT; nginx with the generated config on the next port (HTTP) and the one after (HTTPS).
export const NODE_PORT = Number(process.env.E2E_PORT) || 4719;
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT) || NODE_PORT + 1;
export const NGINX_TLS_PORT = Number(process.env.E2E_NGINX_TLS_PORT) || NGINX_PORT + 1;

// httpsHeaders: HSTS and upgrade-insecure-requests over plain HTTP, as nginx's HTTPS-only config always sends them.
export const SERVERS = [
  { name: "npm start", origin: `http://127.0.0.1:${NODE_PORT}`, httpsHeaders: false },
  { name: "nginx", origin: `http://127.0.0.1:${NGINX_PORT}`, httpsHeaders: true },
] as const;

// What a visitor's browser meets in the Firefox and WebKit checks.
export const BROWSER_ORIGINS = [
  { name: "npm start over HTTP", origin: `http://localhost:${NODE_PORT}` },
  { name: "nginx over HTTPS", origin: `https://localhost:${NGINX_TLS_PORT}` },
] as const;
