// The first two attacks on the site, built the normal way on a copy of the project: a slide drawing
// that ends in a script, and a privacy policy that runs code in the build and puts a script on the
// page. The build stops before it writes anything, naming both files and what they hold. And with
// the content check and both guards taken out of the copy, the build's last step still refuses to
// write a policy for them, naming the page and the element: the policy hashes only the site's own.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "./support/fixtures";
import { copyProject, editCopy, PROJECT } from "./support/project-copy";

test.describe.configure({ timeout: 180_000 });

const DRAWING = "app/assets/art/hero/slides/1/image.svg";
const LEGAL_TEXT = "app/content/legal/privacy-policy/body.mdx";
const PAYLOAD = `Built on {process.version}.

<script dangerouslySetInnerHTML={{__html: "document.title = 'PWNED-MDX'"}} />
`;

/** A copy of the project with the two attacks in it. */
function attackedCopy(prefix: string) {
  const dir = copyProject(prefix);
  writeFileSync(
    join(dir, DRAWING),
    readFileSync(join(PROJECT, "tooling/hostile-content/drawings/script-slash.svg"), "utf8"),
  );
  writeFileSync(join(dir, LEGAL_TEXT), `${readFileSync(join(dir, LEGAL_TEXT), "utf8")}\n${PAYLOAD}`);
  return dir;
}

/** `react-router build` in `dir`: its exit status and everything it printed. */
function build(dir: string) {
  try {
    const out = execFileSync("npx", ["react-router", "build"], { cwd: dir, encoding: "utf8", stdio: "pipe" });
    return { status: 0, output: out };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { status, output: `${stdout}\n${stderr}` };
  }
}

test("a hostile drawing and legal text stop the build, both named, and nothing is built", () => {
  const dir = attackedCopy("rymi-hostile-");
  try {
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    const bodyLine = readFileSync(join(dir, LEGAL_TEXT), "utf8").split("\n").indexOf("Built on {process.version}.") + 1;
    expect(output).toContain("nothing was built");
    expect(output).toContain(`${DRAWING}`);
    expect(output).toContain("the drawing app/assets/art/hero/slides/1/image.svg may not be shown:");
    expect(output).toContain("<script> runs script");
    expect(output).toContain(`${LEGAL_TEXT}: body: line ${bodyLine}: {process.version} is an expression`);
    expect(output).toContain(`${LEGAL_TEXT}: body: line ${bodyLine + 2}: <script> is not one of the components`);
    // The version the payload would have printed never appears: the text never ran.
    expect(output).not.toContain(process.version);
    expect(existsSync(join(dir, "build")) ? readdirSync(join(dir, "build")) : []).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("without the content check and the guards, the policy still refuses their scripts, naming page and element", () => {
  const dir = attackedCopy("rymi-hostile-unguarded-");
  try {
    const config = join(dir, "vite.config.ts");
    editCopy(config, "    contentCheck(),\n", "");
    editCopy(config, "    drawings(),\n", "");
    editCopy(config, "remarkPlugins: [remarkLegalText], ", "");
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain("host-config: the build breaks the Content-Security-Policy");
    expect(output).toMatch(
      /index\.html: <body> > <main#main> > .*<svg> > <script> "document\.title="PWNED-"\+document\.domain" is not one of the site's own/,
    );
    expect(output).toMatch(
      /privacy-policy\.html: <body> > <main#main> > .*<article> > <script> "document\.title = 'PWNED-MDX'" is not one of the site's own/,
    );
    // No host configuration, and so no policy, was written for them.
    expect(existsSync(join(dir, "build/client/_headers"))).toBe(false);
    expect(existsSync(join(dir, "build/headers.json"))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
