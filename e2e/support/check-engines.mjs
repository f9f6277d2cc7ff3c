import { missingEngineTools } from "./engines.mjs";

const missing = missingEngineTools();
if (missing.length > 0) {
  const packages = [...new Set(missing.map((m) => m.pkg))];
  console.error(
    [
      `Missing for the Firefox and WebKit checks: ${missing.map((m) => m.what).join(", ")}.`,
      `Install Debian's: sudo apt-get install -y ${packages.join(" ")} xauth`,
      "or point FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH at your own builds.",
      "(Playwright's own Firefox and WebKit downloads are not used: they cannot be fetched here.)",
    ].join("\n"),
  );
  process.exit(1);
}
