// Bad content never reaches a build: `npm run build` on a copy of the project whose content breaks
// the schema stops before it builds anything, naming each file, field and what was expected.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "./support/fixtures";
import { copyProject } from "./support/project-copy";

test("a build of content that breaks the schema stops at once, says where, and leaves no build", () => {
  test.setTimeout(120_000);
  const dir = copyProject("rymi-bad-content-");
  try {
    const file = join(dir, "app/content/home/hero.json");
    const hero = JSON.parse(readFileSync(file, "utf8"));
    const count = hero.slides.length; // the schema's exact number of slides
    hero.slides.push({ ...hero.slides[0], title: "A fourth slide" });
    delete hero.slides[1].title;
    hero.slides[2].image = "/app/assets/art/hero/no-such-picture.svg";
    writeFileSync(file, JSON.stringify(hero, null, 2));
    const about = join(dir, "app/content/legal/privacy-policy/index.json");
    writeFileSync(
      about,
      readFileSync(about, "utf8").replace(/"description": "[^"]*"/, `"description": "${"x".repeat(161)}"`),
    );

    const build = spawnSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8" });
    expect(build.status).not.toBe(0);
    const output = build.stdout + build.stderr;
    for (const line of [
      "The content has 4 problems; nothing was built:",
      `app/content/home/hero.json: slides: Must have at most ${count} elements`,
      "app/content/home/hero.json: slides[1].title: Title must not be empty",
      "app/content/home/hero.json: slides[2].image: the picture app/assets/art/hero/no-such-picture.svg does not exist",
      "app/content/legal/privacy-policy/index.json: description: Description in search results must be no longer than 160 characters",
    ])
      expect(output).toContain(line);
    expect(output).not.toContain("build-end:");
    expect(existsSync(join(dir, "build")), "a build folder").toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
