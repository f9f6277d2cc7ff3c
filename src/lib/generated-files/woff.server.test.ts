import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import { woffToSfnt } from "./woff.server";

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"));

describe("woffToSfnt", () => {
  it("unwraps a WOFF font into a TrueType file whose tables are intact", () => {
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour: TrueType or CFF
    const numTables = ttf.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    // The decoded size is the one the WOFF header announces (totalSfntSize).
    expect(ttf.length).toBe(woff.readUInt32BE(16));

    const tags = Array.from({ length: numTables }, (_, i) => ttf.toString("latin1", 12 + i * 16, 16 + i * 16));
    expect(tags).toEqual(expect.arrayContaining(["head", "glyf", "cmap", "hmtx"]));
    const head = 12 + tags.indexOf("head") * 16;
    const headOffset = ttf.readUInt32BE(head + 8);
    expect(ttf.readUInt32BE(headOffset + 12)).toBe(0x5f0f3cf5); // the 'head' table's magic number
  });

  it("refuses anything that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2....", "latin1"))).toThrow("Not a WOFF 1.0 font");
  });
});
