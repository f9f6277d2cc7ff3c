// Bad content never reaches a build: `npm run build` on a copy of the project whose content breaks
// the schema stops before it builds anything, naming each file, field and what was expected.
// The same for hostile content: the first two attacks on the site, a slide drawing that ends in a
// script and a privacy policy that runs code in the build and puts a script on the page. And with
// the content check and both guards taken out of the copy, the build's last step still refuses to
// write a policy for them, naming the page, the element and the content that holds it: the policy
// hashes only the site's own.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "./support/fixtures";
import { copyProject, editCopy, PROJECT } from "./support/project-copy";

/** `npm run build` in a copy of the project: its exit status and everything it printed. */
function build(dir: string) {
  const { status, stdout, stderr } = spawnSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8" });
  return { status, output: stdout + stderr };
}

test(
  "a build of content that breaks the schema stops at once, says where, and leaves no build",
  { tag: "@build" },
  () => {
    test.setTimeout(120_000);
    const dir = copyProject("rymi-bad-content-");
    try {
      const file = join(dir, "src/content/home/hero.json");
      const hero = JSON.parse(readFileSync(file, "utf8"));
      const count = hero.slides.length; // the schema's exact number of slides
      hero.slides.push({ ...hero.slides[0], title: "A fourth slide" });
      delete hero.slides[1].title;
      hero.slides[2].image = "/src/assets/art/hero/no-such-picture.svg";
      writeFileSync(file, JSON.stringify(hero, null, 2));
      const about = join(dir, "src/content/legal/privacy-policy/index.json");
      writeFileSync(
        about,
        readFileSync(about, "utf8").replace(/"description": "[^"]*"/, `"description": "${"x".repeat(161)}"`),
      );

      const { status, output } = build(dir);
      expect(status).not.toBe(0);
      for (const line of [
        "The content has 4 problems; nothing was built:",
        `src/content/home/hero.json: slides: Must have at most ${count} elements`,
        "src/content/home/hero.json: slides[1].title: Title must not be empty",
        "src/content/home/hero.json: slides[2].image: the picture src/assets/art/hero/no-such-picture.svg does not exist",
        "src/content/legal/privacy-policy/index.json: description: Description in search results must be no longer than 160 characters",
      ])
        expect(output).toContain(line);
      expect(output).not.toContain("finish-build:");
      expect(existsSync(join(dir, "build")), "a build folder").toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

const DRAWING = "src/assets/art/hero/slides/1/image.svg";
const LEGAL_TEXT = "src/content/legal/privacy-policy/body.mdx";
const PAYLOAD = `Built on {process.version}.

<script dangerouslySetInnerHTML={{__html: "document.title = 'PWNED-MDX'"}} />
`;

/** A copy of the project with the two attacks in it. */
function attackedCopy(prefix: string) {
  const dir = copyProject(prefix);
  writeFileSync(
    join(dir, DRAWING),
    readFileSync(join(PROJECT, "build-plugins/hostile-content/drawings/script-slash.svg"), "utf8"),
  );
  writeFileSync(join(dir, LEGAL_TEXT), `${readFileSync(join(dir, LEGAL_TEXT), "utf8")}\n${PAYLOAD}`);
  return dir;
}

test(
  "a hostile drawing and legal text stop the build, both named, and nothing is built",
  { tag: ["@build", "@hostile"] },
  () => {
    test.setTimeout(120_000);
    const dir = attackedCopy("rymi-hostile-");
    try {
      const { status, output } = build(dir);
      expect(status).not.toBe(0);
      const bodyLine =
        readFileSync(join(dir, LEGAL_TEXT), "utf8").split("\n").indexOf("Built on {process.version}.") + 1;
      expect(output).toContain("nothing was built");
      expect(output, "the dev server's words, in a build").not.toContain("the page shows the last good content");
      expect(output).toContain(`${DRAWING}`);
      expect(output).toContain("the drawing src/assets/art/hero/slides/1/image.svg may not be shown:");
      expect(output).toContain("<script> runs script");
      expect(output).toContain(`${LEGAL_TEXT}: body: line ${bodyLine}: {process.version} is an expression`);
      expect(output).toContain(`${LEGAL_TEXT}: body: line ${bodyLine + 2}: <script> is not one of the components`);
      // The version the payload would have printed never appears: the text never ran.
      expect(output).not.toContain(process.version);
      expect(existsSync(join(dir, "build")), "a build folder").toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test(
  "without the content check and the guards, the policy still refuses their scripts, naming page, element and content",
  { tag: ["@build", "@hostile"] },
  () => {
    test.setTimeout(120_000);
    const dir = attackedCopy("rymi-hostile-unguarded-");
    // A drawing that is well-formed XML, which the page's SVGO step reads as it is (script-slash.svg is
    // not XML: SVGO's parser stops it) and an HTML parser reads as a script.
    writeFileSync(
      join(dir, DRAWING),
      readFileSync(join(PROJECT, "build-plugins/hostile-content/drawings/script-uppercase.svg"), "utf8"),
    );
    try {
      const config = join(dir, "astro.config.ts");
      editCopy(config, "      contentCheck(),\n", "");
      // The drawings' check, not the plugin: it also draws the hero's drawings inside the page.
      editCopy(
        join(dir, "build-plugins/drawings.ts"),
        "const result = checkDrawing(text);",
        "const result = { markup: text, problems: [] };",
      );
      editCopy(join(dir, "src/content/legal-text-loader.ts"), "remarkPlugins: [remarkLegalText],", "");
      const { status, output } = build(dir);
      expect(status).not.toBe(0);
      expect(output).toContain("host-config: the build breaks the Content-Security-Policy");
      expect(output).toMatch(
        /index\.html: <body> > <main#main> > .*<svg> > <script> "document\.title="PWNED"" is not one the build emitted/,
      );
      expect(output).toMatch(
        /privacy-policy\.html: <body> > <main#main> > .*<article> > <script> "document\.title = 'PWNED-MDX'" is not one the build emitted/,
      );
      // And where the content holds each: the drawing's line, the legal text's.
      const scriptLine =
        readFileSync(join(dir, LEGAL_TEXT), "utf8")
          .split("\n")
          .findIndex((line) => line.includes("PWNED-MDX")) + 1;
      expect(output).toContain(`from the content: ${DRAWING}: line 3`);
      expect(output).toContain(`from the content: ${LEGAL_TEXT}: body: line ${scriptLine}`);
      // No host configuration, and so no policy, was written for them.
      expect(existsSync(join(dir, "build/client/_headers"))).toBe(false);
      expect(existsSync(join(dir, "build/headers.json"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
