// A copy of this project in a temporary folder, to build or edit without touching the checkout the
// tests run from: its sources and configuration, with node_modules linked, not copied.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * What `astro build` (and `npm start`, wrangler) read: the config, its plugins (build-plugins/, the
 * editor's Vite plugin), the pages and content (src/), the files served as they are (public/), the
 * headers (server/), the editor Worker's code (worker/).
 */
export const ENTRIES = [
  "astro.config.ts",
  "src",
  "editor",
  "public",
  "build-plugins",
  "server",
  "worker",
  "package.json",
  "tsconfig.json",
  "keystatic.config.ts",
  "wrangler.jsonc",
];

/**
 * The copy's folder. With `git`, it is a repository with one commit of everything, to diff against.
 * With `devServer`, the dev server may read the linked node_modules (outside the copy's root), and
 * keeps to the port it is given.
 */
export function copyProject(prefix: string, { git = false, devServer = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of ENTRIES) cpSync(join(PROJECT, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"));
  if (devServer) {
    const anchor = "  vite: {";
    editCopy(
      join(dir, "astro.config.ts"),
      anchor,
      `${anchor}\n    server: { strictPort: true, fs: { allow: ${JSON.stringify([dir, PROJECT])} } },`,
    );
  }
  if (git) {
    writeFileSync(join(dir, ".gitignore"), "node_modules\nbuild\n.astro\n");
    const run = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=RYMI tests", "-c", "user.email=tests@rymi.invalid", ...args], {
        cwd: dir,
        stdio: "pipe",
      });
    run("init", "--quiet");
    run("add", "--all");
    run("commit", "--quiet", "--message", "as copied");
  }
  return dir;
}

/** Replaces `anchor` in a copied file, failing loudly when the file no longer has it. */
export function editCopy(file: string, anchor: string, replacement: string) {
  const text = readFileSync(file, "utf8");
  if (!text.includes(anchor)) throw new Error(`project copy: "${anchor}" not found in ${file}`);
  writeFileSync(file, text.replace(anchor, replacement));
}

/** `git` in the copy, its output as text. */
export function gitIn(dir: string, ...args: string[]) {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" });
}
