import { describe, expect, it } from "vitest";

import { frames, inlineSvg, picture } from "./pictures";

describe("picture", () => {
  it("draws a drawing from its URL, in its section's frame", () => {
    expect(picture("/assets/image-abc.svg", "A diagram", frames.step)).toEqual({
      src: "/assets/image-abc.svg",
      alt: "A diagram",
      width: 480,
      height: 320,
    });
  });

  it("offers a photo's AVIF and WebP copies by the frame's width, its own type as the fallback", () => {
    const photo = {
      sources: {
        avif: "/a-360.avif 360w, /a-640.avif 640w",
        webp: "/a-360.webp 360w, /a-640.webp 640w",
        png: "/a.png 640w",
      },
      img: { src: "/a-640.png", w: 640, h: 400 },
    };
    expect(picture(photo, "A photo", frames.useCase)).toEqual({
      src: "/a-640.png",
      alt: "A photo",
      width: 640,
      height: 400,
      sizes: frames.useCase.sizes,
      sources: [
        { type: "image/avif", srcSet: "/a-360.avif 360w, /a-640.avif 640w" },
        { type: "image/webp", srcSet: "/a-360.webp 360w, /a-640.webp 640w" },
      ],
    });
  });
});

describe("inlineSvg", () => {
  it("hides the drawing from assistive technology and leaves out what comes before it", () => {
    expect(
      inlineSvg('<?xml version="1.0"?><!-- export --><svg xmlns="http://www.w3.org/2000/svg"><path/></svg>', "a-"),
    ).toBe('<svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg"><path/></svg>');
  });

  it("gives two drawings with the same ids ids of their own, references included", () => {
    const exported =
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"/><clipPath id="c"/></defs>' +
      '<rect fill="url(#g)" clip-path="url(\'#c\')"/><use href="#c"/><use xlink:href="#g"/></svg>';
    expect(inlineSvg(exported, "one-")).toBe(
      '<svg aria-hidden="true" focusable="false" viewBox="0 0 10 10"><defs><linearGradient id="one-g"/><clipPath id="one-c"/></defs>' +
        '<rect fill="url(#one-g)" clip-path="url(\'#one-c\')"/><use href="#one-c"/><use xlink:href="#one-g"/></svg>',
    );
  });
});
