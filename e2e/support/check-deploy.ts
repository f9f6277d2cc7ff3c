// `npm run check-deploy` as the specs run it (headers.spec.ts, editor-hosted.spec.ts): against the
// test servers' origins, their throw-away certificates accepted.
import { spawn } from "node:child_process";
import { join } from "node:path";

import { PROJECT } from "./project-copy";

/** commands/check-deploy.mjs on `origins` (the public site's, then the editor's): its exit code and output. */
export function runCheckDeploy(...origins: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [join(PROJECT, "commands/check-deploy.mjs"), ...origins], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: "0" }, // the runtime's throw-away certificate
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("close", (code) => resolve({ code, out }));
  });
}

/** The checks that failed, each line as check-deploy printed it. */
export const failures = (out: string) => out.split("\n").filter((line) => line.startsWith("FAIL"));
