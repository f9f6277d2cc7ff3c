// A proxy in front of a test server that holds chosen files back until the test lets them go: what
// Playwright's page.route does in Chromium, for Firefox and WebKit (browsers/engines/), whose drivers
// cannot hold a request. The page is opened at the proxy's origin, HTTPS on localhost with a
// throw-away certificate, which the engines accept as they accept the test servers'; every answer
// passes as the server sent it (status, headers, compressed bytes).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { makeCertificate } from "./test-certificate.mjs";

export type HoldingProxy = {
  /** Where to open the site through the proxy. */
  origin: string;
  /** Whether the browser has asked for `path` (held or not). */
  requested: (path: string) => boolean;
  /** Lets the held files go, those asked for already and any asked for later. */
  release: () => void;
  stop: () => Promise<void>;
};

/** Starts a proxy to `target` (an origin) that holds back the paths in `held` until `release`. */
export async function startHoldingProxy(target: string, held: readonly string[]): Promise<HoldingProxy> {
  const dir = mkdtempSync(join(tmpdir(), "rymi-holding-proxy-"));
  const files = makeCertificate(dir);
  const [key, cert] = [readFileSync(files.key), readFileSync(files.cert)];
  rmSync(dir, { recursive: true, force: true });

  const upstream = new URL(target);
  const send = upstream.protocol === "https:" ? httpsRequest : httpRequest;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Set<string>();

  const server = createServer({ key, cert }, (request, response) => {
    const path = new URL(request.url ?? "/", upstream).pathname;
    asked.add(path);
    const forward = () => {
      const onward = send(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
          rejectUnauthorized: false, // the test server's own throw-away certificate
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(response);
        },
      );
      onward.on("error", (error) => response.destroy(error));
      request.pipe(onward);
    };
    if (held.includes(path)) void released.then(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://localhost:${port}`,
    requested: (path) => asked.has(path),
    release,
    stop: async () => {
      release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
