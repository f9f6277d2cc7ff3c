import { brotliModulePath, nginxPath } from "./nginx.mjs";

if (!nginxPath || !brotliModulePath) {
  console.error(
    [
      nginxPath
        ? "nginx's brotli_static module is missing."
        : "No nginx found for the tests of the generated nginx config.",
      "Install Debian's: sudo apt-get install -y nginx libnginx-mod-http-brotli-static",
      "or point NGINX_PATH at an nginx binary and NGINX_BROTLI_MODULE at ngx_http_brotli_static_module.so.",
    ].join("\n"),
  );
  process.exit(1);
}
