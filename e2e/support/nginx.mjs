// Where Debian's nginx and its brotli module live. Shared by the nginx check, the test server and
// the load test.
import { existsSync } from "node:fs";

const binaries = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"];
const modules = [process.env.NGINX_BROTLI_MODULE, "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"];

export const nginxPath = binaries.find((path) => path && existsSync(path));
export const brotliModulePath = modules.find((path) => path && existsSync(path));
