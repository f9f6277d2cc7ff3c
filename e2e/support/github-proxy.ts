// GitHub's hosts for Firefox and WebKit, which Playwright does not drive (browsers/engines/): an HTTP
// proxy on 127.0.0.1 that the engine is started with (launchEngine's `proxy`). A CONNECT tunnel to
// one of GitHub's hosts is answered here, over TLS with a throw-away certificate for those
// hosts (the engines accept it, as they accept the test servers'), by the fake GitHub's handler; a
// tunnel anywhere else on this machine is a plain pipe; nothing else is reachable. Chromium's tests
// route with Playwright instead (editor-github.ts, routeGitHub).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TLSSocket } from "node:tls";

import type { FakeGitHub } from "./fake-github";
import { GITHUB_HOSTS } from "./fake-github";
import { makeCertificate } from "./test-certificate.mjs";

type GitHubHost = (typeof GITHUB_HOSTS)[number];
const isGitHubHost = (host: string): host is GitHubHost => (GITHUB_HOSTS as readonly string[]).includes(host);

/** Starts the proxy; `proxy` is its "127.0.0.1:port". */
export async function startGitHubProxy(github: FakeGitHub) {
  const dir = mkdtempSync(join(tmpdir(), "rymi-github-proxy-"));
  const files = makeCertificate(dir, [...GITHUB_HOSTS]);
  const [key, cert] = [readFileSync(files.key), readFileSync(files.cert)];
  rmSync(dir, { recursive: true, force: true });

  /** GitHub's answer to a request that came through a tunnel to `host`. */
  const answer = async (host: GitHubHost, request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(", ") : (value ?? ""),
      ]),
    );
    const reply = await github.handle({
      method: request.method ?? "GET",
      url: `https://${host}${request.url ?? "/"}`,
      headers,
      body: Buffer.concat(chunks),
    });
    response.writeHead(reply.status, reply.headers).end(reply.body);
  };
  /** One HTTPS "server" per GitHub host, fed the tunnels' TLS sockets. */
  const servers = new Map(
    GITHUB_HOSTS.map((host) => {
      const server = createServer((request, response) => {
        answer(host, request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
      });
      return [host, server] as const;
    }),
  );

  const http = createServer((_request, response) => {
    response.writeHead(502, { "Content-Type": "text/plain" }).end("The tests' proxy only tunnels.\n");
  });
  // A tunnel: to the fake GitHub, or to a server on this machine; refused anywhere else.
  http.on("connect", (request: IncomingMessage, client: Socket, head: Buffer) => {
    if (head.length > 0) client.unshift(head);
    const [host = "", port = "443"] = (request.url ?? "").split(":");
    const open = () => client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (isGitHubHost(host)) {
      open();
      const tls = new TLSSocket(client, { isServer: true, key, cert, ALPNProtocols: ["http/1.1"] });
      servers.get(host)?.emit("connection", tls);
      return;
    }
    if (host !== "127.0.0.1" && host !== "localhost") return void client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
    const upstream = connect(Number(port), host, () => {
      open();
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
  });

  const sockets = new Set<Socket>();
  http.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as { port: number };
  return {
    proxy: `127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
