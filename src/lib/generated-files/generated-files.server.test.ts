// @vitest-environment node
import { describe, expect, it } from "vitest";

import { generatedFiles } from "~/lib/routes";

import { BREAK_OUT_CORPUS } from "../../../build-plugins/hostile-content/break-out-strings";
import { generatedFileResponse, generators, webManifest } from "./generated-files.server";

describe("the generated files", () => {
  it("generates exactly the files src/lib/routes.ts lists: each route has a file, each file a route", () => {
    expect(Object.keys(generators).sort()).toEqual([...generatedFiles].sort());
  });

  it("answers a generated file's route with the file and its type, and a path it does not know with 404", async () => {
    const response = await generatedFileResponse("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect((await generatedFileResponse("/nope.txt")).status).toBe(404);
  });
});

describe("the web app manifest", () => {
  it("holds the content's texts as JSON strings, whatever they hold", () => {
    for (const text of BREAK_OUT_CORPUS) {
      const manifest = JSON.parse(webManifest({ name: text, shortName: text, description: text }));
      expect([manifest.name, manifest.short_name, manifest.description]).toEqual([text, text, text]);
      expect(Object.keys(manifest)).toEqual(Object.keys(JSON.parse(webManifest())));
    }
  });
});
