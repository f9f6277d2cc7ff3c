// What the browser tests and tools need from the system, beside npm's packages: Debian's Chromium
// and its headless shell, Firefox ESR, WebKitGTK's driver and MiniBrowser on a virtual display
// (xvfb-run, xauth), nginx with its brotli_static module, and openssl (the HTTPS test server's
// certificate). Each is found at its usual path, or where its variable points (CHROMIUM_PATH,
// CHROMIUM_HEADLESS_SHELL_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, NGINX_PATH,
// NGINX_BROTLI_MODULE).
//
// Run (`node browsers/system-deps.mjs`, first in `npm test`; `npm run test:quick` names only the headless shell) as root on Debian, it installs what
// is missing, as `playwright install --with-deps` would; anywhere else it prints the exact command.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * @param {string} what the tool, as a message names it.
 * @param {string} pkg the Debian package that brings it.
 * @param {(string | undefined)[]} candidates paths, or bare names looked up on PATH; the first that exists wins.
 */
function tool(what, pkg, ...candidates) {
  const dirs = (process.env.PATH ?? "").split(delimiter);
  const paths = candidates.flatMap((c) => (!c ? [] : c.includes("/") ? [c] : dirs.map((dir) => join(dir, c))));
  return { what, pkg, path: paths.find((path) => existsSync(path)) };
}

const { env } = process;
const miniBrowsers = ["x86_64", "aarch64"].map((arch) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`);
export const TOOLS = {
  chromium: tool(
    "Chromium (CHROMIUM_PATH)",
    "chromium",
    env.CHROMIUM_PATH,
    "chromium",
    "chromium-browser",
    "google-chrome",
  ),
  // Chromium's headless shell, what Playwright runs headless: the same Blink and V8 without the
  // browser's window machinery, about a third less CPU per test (docs/testing.md). The browser tests
  // run in it; the benchmark and the screenshots keep the full browser.
  chromiumHeadlessShell: tool(
    "Chromium's headless shell (CHROMIUM_HEADLESS_SHELL_PATH)",
    "chromium-headless-shell",
    env.CHROMIUM_HEADLESS_SHELL_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "chromium-headless-shell",
  ),
  firefox: tool("Firefox (FIREFOX_PATH)", "firefox-esr", env.FIREFOX_PATH, "firefox-esr", "firefox"),
  webkitDriver: tool(
    "WebKitWebDriver (WEBKIT_DRIVER_PATH)",
    "webkit2gtk-driver",
    env.WEBKIT_DRIVER_PATH,
    "WebKitWebDriver",
  ),
  miniBrowser: tool(
    "WebKitGTK's MiniBrowser (MINIBROWSER_PATH)",
    "webkit2gtk-driver",
    env.MINIBROWSER_PATH,
    ...miniBrowsers,
  ),
  xvfbRun: tool("xvfb-run", "xvfb", "xvfb-run"),
  xauth: tool("xauth", "xauth", "xauth"),
  nginx: tool("nginx (NGINX_PATH)", "nginx", env.NGINX_PATH, "/usr/sbin/nginx", "nginx"),
  brotliModule: tool(
    "nginx's brotli_static module (NGINX_BROTLI_MODULE)",
    "libnginx-mod-http-brotli-static",
    env.NGINX_BROTLI_MODULE,
    "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  ),
  openssl: tool("openssl", "openssl", "openssl"),
  // Reads the text of a page Firefox printed (e2e/engines.spec.ts).
  pdftotext: tool("pdftotext", "poppler-utils", "pdftotext"),
};

/** The tools among `names` that are missing. @param {(keyof typeof TOOLS)[]} names */
export const missing = (names) => names.map((name) => TOOLS[name]).filter((found) => !found.path);

// `node browsers/system-deps.mjs [tool…]`: the named tools (keys of TOOLS), or all of them.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = /** @type {(keyof typeof TOOLS)[]} */ (process.argv.slice(2));
  const unknown = names.filter((name) => !(name in TOOLS));
  if (unknown.length > 0) throw new Error(`system-deps: no tool named ${unknown.join(", ")}`);
  const wanted = names.length > 0 ? names.map((name) => TOOLS[name]) : Object.values(TOOLS);
  const packages = [...new Set(wanted.flatMap((found) => (found.path ? [] : [found.pkg])))];
  if (packages.length > 0) {
    if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
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
    const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: aptEnv });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
      stdio: ["ignore", "ignore", "inherit"],
      env: aptEnv,
    });
  }
}
