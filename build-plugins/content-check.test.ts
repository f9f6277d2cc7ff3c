// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import schema from "../src/content/schema.ts";
import { createServer, type Plugin } from "vite";

import { checkContent, contentCheck, dataFile, formatProblems, HERO_DRAWINGS_ONLY } from "./content-check.ts";
import { photoQuery } from "./photos.ts";

const ROOT = join(import.meta.dirname, "..");

/** A copy of the content and the pictures, to break one thing in. */
let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "rymi-content-"));
  for (const folder of ["src/content", "src/assets/art"])
    cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data, edited freely
const edit = (file: string, change: (data: Json) => void) => {
  const data = JSON.parse(readFileSync(join(copy, file), "utf8")) as Json;
  change(data);
  writeFileSync(join(copy, file), JSON.stringify(data, null, 2));
};
const problemsOf = async () => (await checkContent(copy)).map((p) => `${p.file}: ${p.field}: ${p.message}`);

describe("the content check", () => {
  it("passes the repository's content", async () => {
    expect(await checkContent(ROOT)).toEqual([]);
  });

  it("names the file and field of a missing hero title", async () => {
    edit("src/content/home/hero.json", (hero) => {
      delete hero.slides[0].title;
    });
    expect(await problemsOf()).toEqual(["src/content/home/hero.json: slides[0].title: Title must not be empty"]);
  });

  it("refuses a changed word the specification fixes, saying what it must read", async () => {
    edit("src/content/home/hero.json", (hero) => {
      hero.slides[0].cta = "Request access now";
    });
    edit("src/content/home/how-it-works.json", (howItWorks) => {
      // Both are fixed step titles, swapped: each step's title is fixed to its place.
      [howItWorks.steps[0].title, howItWorks.steps[1].title] = [howItWorks.steps[1].title, howItWorks.steps[0].title];
    });
    edit("src/content/shared/header.json", (header) => {
      delete header.getStarted;
    });
    const reason = "named in the product requirements (docs/requirements.md); the product owner changes it there";
    expect(await problemsOf()).toEqual([
      `src/content/home/hero.json: slides[0].cta: expected "Request Access", found "Request access now": ${reason}`,
      `src/content/home/how-it-works.json: steps[0].title: expected "Audio Streaming", found "Audio Processing": ${reason}`,
      `src/content/home/how-it-works.json: steps[1].title: expected "Audio Processing", found "Audio Streaming": ${reason}`,
      `src/content/shared/header.json: getStarted: expected "Get Started": ${reason}`,
    ]);
  });

  it("refuses a fourth slide where the carousel expects three", async () => {
    edit("src/content/home/hero.json", (hero) => {
      hero.slides.push({ ...hero.slides[0], title: "A fourth slide" });
    });
    expect(await problemsOf()).toEqual(["src/content/home/hero.json: slides: Must have at most 3 elements"]);
  });

  it("refuses a picture that does not exist, or is not a picture the site can show", async () => {
    edit("src/content/home/use-cases.json", (useCases) => {
      useCases.items[1].image = "/src/assets/art/no-such-picture.svg";
      useCases.items[2].image = "/src/assets/art/usecase-ivr.gif";
      useCases.items[3].image = "https://example.com/photo.png";
    });
    expect(await problemsOf()).toEqual([
      "src/content/home/use-cases.json: items[1].image: the picture src/assets/art/no-such-picture.svg does not exist",
      'src/content/home/use-cases.json: items[2].image: expected one of .svg, .png, .jpg, .jpeg, .webp, found ".gif"',
      'src/content/home/use-cases.json: items[3].image: expected a picture under /src/assets/art/, found "https://example.com/photo.png"',
    ]);
  });

  it("refuses a photo in the hero, whose slides draw their pictures inside the page", async () => {
    cpSync(join(ROOT, "e2e/files/photo-640x400.png"), join(copy, "src/assets/art/photo.png"));
    edit("src/content/home/hero.json", (hero) => {
      hero.slides[1].image = "/src/assets/art/photo.png";
    });
    edit("src/content/home/use-cases.json", (useCases) => {
      useCases.items[1].image = "/src/assets/art/photo.png";
    });
    expect(await problemsOf()).toEqual([`src/content/home/hero.json: slides[1].image: ${HERO_DRAWINGS_ONLY}`]);
  });

  it("refuses an SVG that could run script or load from elsewhere, and a picture too heavy for a phone", async () => {
    writeFileSync(join(copy, "src/assets/art/evil.svg"), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    writeFileSync(
      join(copy, "src/assets/art/remote.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.com/x.png"/></svg>',
    );
    writeFileSync(join(copy, "src/assets/art/huge.png"), Buffer.alloc(301 * 1024));
    edit("src/content/home/how-it-works.json", (steps) => {
      steps.steps[0].image = "/src/assets/art/evil.svg";
      steps.steps[1].image = "/src/assets/art/remote.svg";
      steps.steps[2].image = "/src/assets/art/huge.png";
    });
    expect(await problemsOf()).toEqual([
      'src/content/home/how-it-works.json: steps[0].image: the drawing src/assets/art/evil.svg may not be shown: <svg onload="alert(1)"> is an event handler, which runs script',
      'src/content/home/how-it-works.json: steps[1].image: the drawing src/assets/art/remote.svg may not be shown: <image href="https://example.com/x.png"> loads from another address (https:); a drawing may point only to a #fragment inside itself',
      "src/content/home/how-it-works.json: steps[2].image: the picture weighs 301 KB; at most 300 KB is allowed",
    ]);
  });

  it("refuses a <style> in a drawing the page draws inside itself, where the policy allows none; elsewhere it may stay", async () => {
    const style = (file: string) =>
      writeFileSync(
        join(copy, file),
        readFileSync(join(copy, file), "utf8").replace("</svg>", "<style>rect { fill: url(#g) }</style></svg>"),
      );
    style("src/assets/art/hero/slides/1/image.svg");
    style("src/assets/art/how-it-works/steps/1/image.svg");
    expect(await problemsOf()).toEqual([
      expect.stringMatching(
        /^src\/content\/home\/hero\.json: slides\[1\]\.image: the drawing src\/assets\/art\/hero\/slides\/1\/image\.svg may not be shown: <style> is not allowed in a drawing the page draws inside itself/,
      ),
    ]);
  });

  it("refuses a drawing the code draws (the slides' background) that could run script, naming its file", async () => {
    const file = "src/assets/art/bg-signal.svg";
    writeFileSync(
      join(copy, file),
      readFileSync(join(copy, file), "utf8").replace("</svg>", "<script>alert(1)</script></svg>"),
    );
    expect(await problemsOf()).toEqual([
      `${file}: (the whole file): the drawing ${file} may not be shown: <script> runs script`,
    ]);
  });

  it("refuses a legal text that holds code, naming its file and line", async () => {
    const file = "src/content/legal/privacy-policy/body.mdx";
    const body = readFileSync(join(copy, file), "utf8");
    writeFileSync(join(copy, file), `${body}\nBuilt on {process.version}.\n\n<script>alert(1)</script>\n`);
    const lines = body.split("\n").length;
    expect(await problemsOf()).toEqual([
      `${file}: body: line ${lines + 1}: {process.version} is an expression, which would run in the build and on the page`,
      `${file}: body: line ${lines + 3}: <script> is not one of the components a legal text may use: <ContactEmail />, <SiteUrl /> and <StatisticsChoice />`,
    ]);
  });

  it("refuses a description over 160 characters, and an empty picture description", async () => {
    edit("src/content/legal/privacy-policy/index.json", (page) => {
      page.description = "x".repeat(161);
    });
    edit("src/content/home/hero.json", (hero) => {
      hero.slides[2].alt = "";
    });
    expect(await problemsOf()).toEqual([
      "src/content/home/hero.json: slides[2].alt: What the picture shows must not be empty",
      "src/content/legal/privacy-policy/index.json: description: Description in search results must be no longer than 160 characters",
    ]);
  });

  it("refuses a fourth use-case count, an unknown icon, a lost placeholder and two use cases of one name", async () => {
    edit("src/content/home/use-cases.json", (useCases) => {
      useCases.items.pop();
      useCases.items[0].icon = "NoSuchIcon";
      useCases.items[1].name = useCases.items[2].name;
    });
    edit("src/content/shared/controls.json", (controls) => {
      controls.position = "{n} / total";
    });
    const problems = await problemsOf();
    expect(problems).toContain("src/content/home/use-cases.json: items: Must have at least 5 elements");
    expect(problems).toContain(
      "src/content/home/use-cases.json: items[0].icon: Must be a valid option: one of ArrowLeftRight, AudioLines, Bot, Brain, CalendarCheck, Database, Hand, HardDrive, Headphones, HeartPulse, KeyRound, Lock, Megaphone, MessagesSquare, PhoneCall, Radio, ScrollText, Server, ShieldCheck, Sparkles, UserCog, Volume2, Workflow, Zap",
    );
    expect(problems).toContain(
      "src/content/home/use-cases.json: items[2].name: expected a name of its own; items[1] has the same",
    );
    expect(problems).toContain("src/content/shared/controls.json: position: Must contain {n} and {total}");
  });

  it("reports a file that is missing or not JSON, with the rest", async () => {
    rmSync(join(copy, "src/content/pages/error.json"));
    writeFileSync(join(copy, "src/content/home/page.json"), '{ "title": "RYMI", }');
    const problems = await problemsOf();
    expect(problems[0]).toMatch(/^src\/content\/home\/page\.json: \(the whole file\): not valid JSON: /);
    expect(problems.slice(1)).toEqual(["src/content/pages/error.json: (the whole file): the file is missing"]);
  });

  it("keeps every content file as the editor writes it, so a save changes only what was edited", () => {
    type Field = { kind: string; fields?: Record<string, Field>; element?: Field };
    /** The value with its object keys in the schema's order, as Keystatic serialises it. */
    const ordered = (field: Field, value: unknown): unknown => {
      if (field.kind === "object" && field.fields && value && typeof value === "object")
        return Object.fromEntries(
          Object.entries(field.fields).flatMap(([key, child]) =>
            key in value ? [[key, ordered(child, (value as Json)[key])]] : [],
          ),
        );
      if (field.kind === "array" && field.element && Array.isArray(value))
        return value.map((item) => ordered(field.element as Field, item));
      return value;
    };
    for (const [key, singleton] of Object.entries(schema.singletons)) {
      const file = dataFile(key as keyof typeof schema.singletons);
      const text = readFileSync(join(ROOT, file), "utf8");
      const fields = Object.fromEntries(Object.entries(singleton.schema).filter(([name]) => name !== "body"));
      const canonical = ordered({ kind: "object", fields } as Field, JSON.parse(text));
      expect(text, file).toBe(`${JSON.stringify(canonical, null, 2)}\n`);
    }
  });

  it("copies a photo to AVIF and WebP no wider than itself, and to one of its own type", async () => {
    expect(await photoQuery(join(ROOT, "e2e/files/photo-640x400.png"))).toBe(
      "w=360;640&format=avif;webp;png&as=picture",
    );
  });

  it("keeps the legal pages' text as the editor writes it: list items start with *", () => {
    for (const page of ["privacy-policy", "terms-conditions"]) {
      const body = readFileSync(join(ROOT, `src/content/legal/${page}/body.mdx`), "utf8");
      expect(body, page).toMatch(/^\* /m);
      expect(body.match(/^\s*[-+] .*$/gm), page).toBeNull();
    }
  });

  it("prints one line per problem, file first", () => {
    expect(formatProblems([{ file: "a.json", field: "b", message: "c" }])).toBe(
      "The content has 1 problem; nothing was built:\n  a.json: b: c",
    );
  });
});

describe("the check in Vite's servers", () => {
  /**
   * A Vite server on the copy, the check in it, as `astro dev` runs one (`hmr`) or as Astro runs its own
   * inside a build (no HMR; its content sync's throws an error sent to the page). What the check sends.
   */
  async function serve(hmr: boolean) {
    const sent: string[] = [];
    const watchSends: Plugin = {
      name: "watch-sends",
      configureServer(server) {
        server.ws.send = ((payload: { type: string; err?: { message: string } }) => {
          if (payload.type !== "error") return;
          if (!hmr) throw new Error(payload.err?.message); // as Astro's sync server does
          sent.push(payload.err?.message ?? "");
        }) as typeof server.ws.send;
      },
    };
    const server = await createServer({
      root: copy,
      configFile: false,
      logLevel: "silent",
      server: { middlewareMode: true, hmr, watch: null, ws: false },
      plugins: [watchSends, contentCheck()],
    });
    return { sent, close: () => server.close() };
  }
  beforeEach(() => edit("src/content/home/hero.json", (hero) => void (hero.heading = "")));

  it("a dev server shows the problems on the page, as the page keeps its last good content", async () => {
    const { sent, close } = await serve(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    await close();
    expect(sent[0]).toMatch(
      /^The content has 1 problem; the page shows the last good content:\n {2}src\/content\/home\/hero\.json: heading: /,
    );
  });

  it("Astro's servers inside a build run no check of their own: the build's stops it, unbroken", async () => {
    const { sent, close } = await serve(false);
    // Nothing to wait for but the time a check takes: as long as one, begun after the server's would have.
    await checkContent(copy);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await close();
    expect(sent).toEqual([]); // and no unhandled error, which fails the run
  });
});
