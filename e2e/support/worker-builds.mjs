// What the tests' Worker servers (cloudflare-test-server.mjs, editor-worker-server.mjs) make before
// they start: a Worker bundled as `wrangler deploy` bundles it, and a local statistics database set
// up by `wrangler d1 migrations apply --local` as production's is. Each costs a wrangler process
// (one to two seconds of CPU, several on a loaded machine), and a run starts about fifteen servers:
// so a run makes each once (per project folder and environment) and every server takes it from there.
// RYMI_TEST_BUILDS names the run's folder for them (run-builds.ts, the test runs' global setup,
// removes it after the run); without it, as when a server is started by hand, each is made afresh.
// A bundle is read as it is; a database is copied, since each server writes to its own.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const wrangler = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");

/**
 * Runs wrangler with `args` on the project at `root`; throws with its output if it fails.
 * @param {string} root
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function runWrangler(root, args, env) {
  const done = spawnSync(process.execPath, [wrangler, ...args, "--config", join(root, "wrangler.jsonc")], {
    cwd: root,
    encoding: "utf8",
    env,
  });
  if (done.status !== 0)
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${done.stdout}${done.stderr}`);
}

/**
 * The folder `make` fills for `what` of the project at `root`: the run's (made by the first server
 * that asks, then taken as it is), or, outside a run, `fallback`.
 * @param {string} root
 * @param {string} what
 * @param {string} fallback
 * @param {(dir: string) => void} make
 */
function once(root, what, fallback, make) {
  const builds = process.env.RYMI_TEST_BUILDS;
  if (!builds) {
    make(fallback);
    return fallback;
  }
  const key = createHash("sha256").update(`${root}\0${what}`).digest("hex").slice(0, 16);
  const done = join(builds, `${what}-${key}`);
  if (existsSync(done)) return done;
  // Made aside, then renamed: a server beside this one never sees half of it. If two make it at
  // once, the first rename wins and the other's copy goes.
  mkdirSync(builds, { recursive: true });
  const making = mkdtempSync(join(builds, "making-"));
  try {
    make(making);
    renameSync(making, done);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(done)) throw error;
  }
  return done;
}

/**
 * The Worker of `environment` ("" for the public site, "editor"), bundled as `wrangler deploy
 * --env <environment>` uploads it (process.env.NODE_ENV "production"): the folder of its modules.
 * @param {string} root the project folder
 * @param {string} environment
 * @param {string} fallback where to put it outside a run
 * @param {NodeJS.ProcessEnv} env wrangler's environment (quiet: no metrics, no banner)
 */
export function workerBundle(root, environment, fallback, env) {
  return once(root, `bundle-${environment || "site"}`, fallback, (dir) =>
    runWrangler(root, ["deploy", "--dry-run", "--env", environment, "--outdir", dir], env),
  );
}

/**
 * Fills `state` (a `--persist-to` folder) with the statistics' database of `environment` ("" for
 * the public site, "preview"), migrated as `wrangler d1 migrations apply STATISTICS --remote`
 * migrates production's: a copy of the run's.
 * @param {string} root the project folder
 * @param {string} environment
 * @param {string} state
 * @param {NodeJS.ProcessEnv} env wrangler's environment
 */
export function migratedDatabase(root, environment, state, env) {
  const made = once(root, `database-${environment || "site"}`, state, (dir) =>
    runWrangler(
      root,
      [
        "d1",
        "migrations",
        "apply",
        "STATISTICS",
        "--local",
        ...(environment ? ["--env", environment] : []),
        "--persist-to",
        dir,
      ],
      env,
    ),
  );
  if (made !== state) cpSync(made, state, { recursive: true });
}
