// @vitest-environment node
// The browser tests judge what a visitor's browser shows, so that they stay green through a
// change of framework underneath: no file under e2e/ may read React's or React Router's
// private globals (they wait on the app's own `data-hydrated` instead).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, it } from "vitest";

const e2e = fileURLToPath(new URL("../e2e/", import.meta.url));
const FORBIDDEN = ["__reactRouter", "__reactProps", "__reactFiber", "__reactContainer"];

it("no file under e2e/ mentions a React or React Router internal", () => {
  const files = readdirSync(e2e, { recursive: true, encoding: "utf8" }).filter((file) =>
    /\.(ts|mts|js|mjs)$/.test(file),
  );
  expect(files.length).toBeGreaterThan(5);
  const found = files.flatMap((file) => {
    const text = readFileSync(join(e2e, file), "utf8");
    return FORBIDDEN.filter((name) => text.includes(name)).map((name) => `e2e/${file}: ${name}`);
  });
  expect(found).toEqual([]);
});
