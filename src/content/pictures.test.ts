import { describe, expect, it } from "vitest";

import { drawing, frames, picture } from "./pictures";

describe("picture", () => {
  it("draws a drawing from its published file, in its section's frame", async () => {
    const image = await picture("/src/assets/art/how-it-works/steps/0/image.svg", "A diagram", frames.step);
    // The file's URL; here, in the unit tests' dev server, the small file itself as a data: URL.
    expect(image).toEqual({
      src: expect.stringMatching(/^data:image\/svg\+xml,|\.svg$/),
      alt: "A diagram",
      width: 480,
      height: 320,
    });
  });

  it("refuses a picture that is not there", async () => {
    await expect(picture("/src/assets/art/none.svg", "Nothing", frames.step)).rejects.toThrow(
      "No picture at /src/assets/art/none.svg",
    );
  });
});

describe("drawing", () => {
  it("gives the hero's drawing as markup hidden from assistive technology, its ids its own", async () => {
    const { markup, alt, width, height } = await drawing(
      "/src/assets/art/hero/slides/0/image.svg",
      "A handset",
      frames.hero,
    );
    expect({ alt, width, height }).toEqual({ alt: "A handset", width: 720, height: 540 });
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true" focusable="false"/);
    const ids = [...markup.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^hero-slides-0-image-/);
    for (const [, ref] of markup.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });
});
