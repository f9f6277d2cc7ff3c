// Serves build/client with the generated build/nginx/rymi.conf on loopback, for the tests: only
// its `listen` and `root` lines are changed. nginx runs in the foreground as this process's child
// (killed with it), with its pid, logs and temporary files in a temporary folder.
//
// NGINX_PORT is plain HTTP; NGINX_TLS_PORT, when set, is HTTPS with a throw-away certificate
// (test-certificate.mjs), deleted with the folder. Started by the tests through servers.ts.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { TOOLS } from "../../browsers/system-deps.mjs";
import { makeCertificate } from "./test-certificate.mjs";

const [nginxPath, brotliModulePath] = [TOOLS.nginx.path, TOOLS.brotliModule.path];

const port = Number(process.env.NGINX_PORT) || 4720;
const tlsPort = Number(process.env.NGINX_TLS_PORT) || null;
// BUILD_DIR: another build folder than this checkout's (the pseudo-localized copy's).
const build = process.env.BUILD_DIR ?? fileURLToPath(new URL("../../build", import.meta.url));
const root = join(build, "client");
const site = readFileSync(join(build, "nginx/rymi.conf"), "utf8");
if (!nginxPath || !brotliModulePath)
  throw new Error("nginx or its brotli module is missing: run node browsers/system-deps.mjs");

/**
 * Replaces the lines of one directive, which must be there.
 * @param {string} text an nginx config.
 * @param {string} name the directive.
 * @param {string[]} lines its new arguments, one line each.
 */
function replaceDirective(text, name, lines) {
  const pattern = new RegExp(`^( *)${name} [^;]*;\\n`, "gm");
  const found = text.match(pattern);
  if (!found) throw new Error(`nginx-test-server: no "${name}" line in build/nginx/rymi.conf`);
  let first = true;
  return text.replace(pattern, (_match, /** @type {string} */ indent) => {
    if (!first) return "";
    first = false;
    return lines.map((line) => `${indent}${name} ${line};\n`).join("");
  });
}

const dir = mkdtempSync(join(tmpdir(), "rymi-nginx-"));
const listen = [`127.0.0.1:${port}`, ...(tlsPort ? [`127.0.0.1:${tlsPort} ssl`] : [])];
const local = replaceDirective(replaceDirective(site, "listen", listen), "root", [root]);
const certificate = tlsPort ? makeCertificate(dir) : undefined;
const tls = certificate
  ? `    ssl_certificate ${certificate.cert};\n    ssl_certificate_key ${certificate.key};\n`
  : "";
writeFileSync(join(dir, "site.conf"), local);
writeFileSync(
  join(dir, "nginx.conf"),
  `load_module ${brotliModulePath};
${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    # The load test keeps 50 connections busy; nginx's default closes each after 1,000 requests.
    keepalive_requests 100000;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${tls}    include ${dir}/site.conf;
}
`,
);

const nginx = spawn(nginxPath, ["-e", "stderr", "-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
  stdio: "inherit",
});
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
nginx.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => nginx.kill("SIGTERM"));
console.log(
  `nginx (${nginxPath}) serving ${root} on http://127.0.0.1:${port}${tlsPort ? ` and https://127.0.0.1:${tlsPort}` : ""}`,
);
