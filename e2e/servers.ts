/** The tests' ports: `npm start`'s server on E2E_PORT, nginx with the generated config on the next one. */
export const NODE_PORT = Number(process.env.E2E_PORT) || 4719;
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT) || NODE_PORT + 1;

/** Both servers the header, 404 and hostile-request checks run against. */
export const SERVERS = [
  { name: "npm start", port: NODE_PORT, origin: `http://127.0.0.1:${NODE_PORT}` },
  { name: "nginx", port: NGINX_PORT, origin: `http://127.0.0.1:${NGINX_PORT}` },
] as const;
