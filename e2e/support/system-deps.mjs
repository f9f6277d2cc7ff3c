// What the browser tests need from the system, beside npm's packages: Debian's Chromium, Firefox ESR,
// WebKitGTK's driver and MiniBrowser on a virtual display (xvfb-run, xauth), nginx with its
// brotli_static module, and openssl (the HTTPS test server's certificate). Run as root on Debian,
// it installs what is missing, as `playwright install --with-deps` would; anywhere else it prints
// the exact command and stops. Each tool can instead be pointed at with its variable (CHROMIUM_PATH,
// FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, NGINX_PATH, NGINX_BROTLI_MODULE).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromiumPath } from "./chromium.mjs";
import { missingEngineTools } from "./engines/index.mjs";
import { brotliModulePath, nginxPath } from "./nginx.mjs";

/** @param {string} command */
const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

const missing = [
  ...(chromiumPath ? [] : ["chromium"]),
  ...(nginxPath ? [] : ["nginx"]),
  ...(brotliModulePath ? [] : ["libnginx-mod-http-brotli-static"]),
  ...missingEngineTools().map((tool) => tool.pkg),
  ...(onPath("xauth") ? [] : ["xauth"]),
  ...(onPath("openssl") ? [] : ["openssl"]),
];
const packages = [...new Set(missing)];

if (packages.length > 0) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(
      [
        `The browser tests need Debian's ${packages.join(", ")}. Install them with:`,
        `  sudo apt-get install -y ${packages.join(" ")}`,
        "(Playwright's own browser downloads are not used; docs/testing.md says why.)",
      ].join("\n"),
    );
    process.exit(1);
  }
  console.log(`system-deps: installing Debian's ${packages.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: ["ignore", "ignore", "inherit"], env });
}
