import { chromiumPath } from "./chromium.mjs";

if (!chromiumPath) {
  console.error(
    [
      "No Chromium found for the browser tests.",
      "Install Debian's: sudo apt-get install -y chromium   (gives /usr/bin/chromium)",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
      "(`npx playwright install` cannot download browsers on machines without internet access.)",
    ].join("\n"),
  );
  process.exit(1);
}
