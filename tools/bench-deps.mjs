// How much JavaScript each runtime dependency adds: each one bundled on its own (minified,
// brotli) with exactly the exports the site imports, React left external except in its own row.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";

import { build } from "rolldown";

import { filesUnder } from "../build-plugins/files.mjs";

const work = "node_modules/.cache/bench-deps";

/**
 * Every name the app imports from `pkg`, read from the source.
 * @param {string} pkg
 */
async function importedNames(pkg) {
  /** @type {Set<string>} */
  const names = new Set();
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${pkg.replace("/", "\\/")}"`, "g");
  // The site's source files, tests left out.
  for (const file of filesUnder("src")
    .filter((name) => /\.(tsx?|mdx|astro)$/.test(name) && !name.includes(".test."))
    .map((name) => join("src", name))) {
    const text = await readFile(file, "utf8");
    for (const match of text.matchAll(pattern)) {
      for (const part of (match[1] ?? "").split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+.*/, "")
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return [...names];
}

/**
 * @param {string} name the row's name.
 * @param {string} code a module importing what the row measures.
 * @param {RegExp[]} external imports left out of the bundle.
 */
async function size(name, code, external) {
  const input = join(work, `${name.replace(/\W+/g, "-")}.js`);
  await writeFile(input, code);
  const output = await build({
    input: `./${input}`,
    external,
    write: false,
    logLevel: "silent",
    // Production builds of React and friends, as Vite ships them.
    transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } },
    output: { minify: true, format: "esm" },
  });
  const js = output.output.map((chunk) => ("code" in chunk ? chunk.code : "")).join("\n");
  return { name, bytes: js.length, brotli: brotliCompressSync(js).length };
}

export async function measureDependencies() {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const react = [/^react($|\/)/, /^react-dom($|\/)/];
  const icons = await importedNames("lucide");
  const rows = [
    await size(
      "react + react-dom (client)",
      `import "react"; import { hydrateRoot } from "react-dom/client"; console.log(hydrateRoot);`,
      [],
    ),
    await size(
      "@astrojs/react (island hydration)",
      `import hydrate from "@astrojs/react/client.js"; console.log(hydrate);`,
      react,
    ),
    await size(
      `lucide icon data (${icons.length} icons)`,
      `import { ${icons.join(", ")} } from "lucide"; console.log(${icons.join(", ")});`,
      react,
    ),
    await size("clsx", `import { clsx } from "clsx"; console.log(clsx);`, []),
  ];
  await rm(work, { recursive: true, force: true });
  return rows;
}
