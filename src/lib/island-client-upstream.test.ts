// @vitest-environment node
// Why the islands hydrate through the site's own client (island-client.tsx) and not @astrojs/react's:
// the gaps of the integration's client, read from its installed source. When this fails, the client
// changed upstream: see whether a gap has closed and the stock client can take over that part
// (docs/architecture.md, "The islands' client"), then update this test.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

const upstream = readFileSync(createRequire(import.meta.url).resolve("@astrojs/react/client.js"), "utf8");

describe("@astrojs/react's client, the gaps the site's client fills", () => {
  it("is called as the site's client is: (element) => (Component, props, slots, { client })", () => {
    expect(upstream).toMatch(
      /\(element\) => \(Component, props, \{ default: children, \.\.\.slotted \}, \{ client \}\) =>/,
    );
  });

  it("hands hydrateRoot no onRecoverableError: a translated page's redrawn island would be an error", () => {
    const options = /const renderOptions = \{([^}]*)\};/.exec(upstream)?.[1] ?? "";
    expect(options.split(",").map((entry) => entry.split(":")[0]?.trim())).toEqual(["identifierPrefix", "formState"]);
    expect(upstream).toContain("hydrateRoot(element, componentEl, renderOptions)");
    expect(upstream).not.toContain("onRecoverableError");
  });

  it("parses each slot's HTML again (StaticHtml), where the site's client keeps the slot's nodes", () => {
    expect(upstream).toContain("createElement(StaticHtml, { value, name: key })");
    expect(upstream).toContain("createElement(StaticHtml, { value: childString })");
  });

  it("puts no error boundary around the island, and marks no island hydrated, and keeps no typed field", () => {
    for (const name of ["componentDidCatch", "getDerivedStateFromError", "data-hydrated", "useLayoutEffect"])
      expect(upstream, name).not.toContain(name);
  });
});
