// globalSetup of both test runs: a folder for what the Worker servers make once per run
// (worker-builds.mjs: the Workers' bundles, the migrated statistics database), which the workers and
// the servers they start inherit as RYMI_TEST_BUILDS; removed when the run ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function makeRunBuilds() {
  if (process.env.RYMI_TEST_BUILDS) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "rymi-test-builds-"));
  process.env.RYMI_TEST_BUILDS = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
