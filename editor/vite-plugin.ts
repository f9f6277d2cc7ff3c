// The content editor in the dev server: Keystatic's app at /keystatic and its API at /api/keystatic,
// which reads and writes the content files of this checkout (local mode). Only `vite serve` (npm run
// dev, npm run edit) has it; a build never sees it, so nothing of it reaches build/client.
import type { IncomingMessage, ServerResponse } from "node:http";

import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { Plugin } from "vite";

import schema from "../src/content/schema.ts";
import { uploadProblems } from "../tooling/content-check.ts";

export const EDITOR_PATH = "/keystatic";
const API_PATH = "/api/keystatic";
/** Where Keystatic's local mode sends a save: the files to add and to delete. */
const SAVE_PATH = `${API_PATH}/update`;

const EDITOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Edit the RYMI website</title>
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="/editor/main.tsx"></script>
  </body>
</html>
`;

/**
 * The editor page talks to this dev server only. Keystatic links a Google Fonts stylesheet of its
 * own; this policy keeps that request in the browser (the page brings Inter itself, from npm), and
 * any other host too. Vite's client needs its WebSocket; Keystatic's styles are inline.
 */
const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** A Node request's body. */
async function bodyOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Why a save may not be written: a drawing or a legal text it adds that the site would refuse
 * (tooling/content-check.ts). Keystatic shows the answer's text in the editor and keeps the
 * changes unsaved, so the marketing team reads the build's own message the moment they save.
 */
function refusedSave(body: Buffer): string | undefined {
  let additions: { path?: unknown; contents?: unknown }[] = [];
  try {
    additions = (JSON.parse(body.toString("utf8")) as { additions?: typeof additions }).additions ?? [];
  } catch {
    return undefined; // Keystatic's own handler answers a malformed request.
  }
  const problems = additions.flatMap(({ path, contents }) =>
    typeof path === "string" && typeof contents === "string"
      ? uploadProblems(path, Buffer.from(contents, "base64").toString("utf8"))
      : [],
  );
  return problems.length === 0 ? undefined : `Nothing was saved: ${problems.join("\n")}`;
}

/** A Node request as a Fetch Request, with its body. */
function toRequest(req: IncomingMessage, origin: string, body: Buffer<ArrayBuffer>) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const method = req.method ?? "GET";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : body,
  });
}

export function contentEditor(): Plugin {
  let root = process.cwd();
  return {
    name: "rymi:content-editor",
    apply: "serve",
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // Beside Vite's own "Local:" line, where the editor is.
      server.httpServer?.once("listening", () =>
        setTimeout(() => {
          const local = server.resolvedUrls?.local[0];
          if (local) server.config.logger.info(`  ➜  Editor: ${new URL(EDITOR_PATH, local).href}`);
        }),
      );
      const api = makeGenericAPIRouteHandler({ config: schema, localBaseDirectory: root });
      server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const path = (req.url ?? "/").split("?")[0] ?? "/";
        try {
          if (path.startsWith(`${API_PATH}/`)) {
            const body = await bodyOf(req);
            const refused = path === SAVE_PATH ? refusedSave(body) : undefined;
            if (refused) {
              res.statusCode = 422;
              res.setHeader("Content-Type", "text/plain; charset=utf-8");
              res.end(refused);
              return;
            }
            const response = await api(toRequest(req, `http://${req.headers.host ?? "localhost"}`, body));
            res.statusCode = response.status ?? 200;
            new Headers(response.headers).forEach((value, name) => res.setHeader(name, value));
            res.end(response.body ?? undefined);
            return;
          }
          if (path === EDITOR_PATH || path.startsWith(`${EDITOR_PATH}/`)) {
            const html = await server.transformIndexHtml(req.url ?? EDITOR_PATH, EDITOR_HTML);
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.setHeader("Content-Security-Policy", EDITOR_CSP);
            res.setHeader("Cache-Control", "no-store");
            res.end(html);
            return;
          }
        } catch (error) {
          next(error);
          return;
        }
        next();
      });
    },
  };
}
