// globalSetup of playwright.pseudo.config.ts: builds the pseudo-localized copy (pseudo.ts) once, before
// any worker starts, and removes it when the run ends. The workers inherit E2E_CONTENT_ROOT: their
// content reader (content.ts) and servers (servers.ts) read and serve the copy. A copy already named
// by E2E_CONTENT_ROOT is used as it is.
import { rmSync } from "node:fs";

import { buildPseudoCopy } from "./pseudo";

export default async function buildPseudoSite() {
  if (process.env.E2E_CONTENT_ROOT) return undefined;
  const started = Date.now();
  const dir = await buildPseudoCopy();
  process.env.E2E_CONTENT_ROOT = dir;
  console.log(`pseudo-localized copy built in ${Math.round((Date.now() - started) / 1000)} s: ${dir}`);
  return () => rmSync(dir, { recursive: true, force: true });
}
