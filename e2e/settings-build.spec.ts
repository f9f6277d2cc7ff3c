// The settings docs/deploying.md lists, each set away from its default in one build of a copy of the
// project, served by server/serve.mjs on the PORT and HOST it documents, opened in Chromium: the site's
// URL in every page's links and data, the sitemap, robots.txt and the social card; the contact address
// in the pages and in the contact island once it has hydrated, without a hydration error; server_name
// and root in the nginx config. And a build whose settings are wrong stops before it builds anything,
// naming each one.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";
import sharp from "sharp";

import { freePort } from "../browsers/free-port.mjs";
import { SENDING_MS } from "../src/lib/timing";
import { DEFAULTS } from "../build-plugins/build-settings";
import { filesUnder } from "../build-plugins/files.mjs";
import { names } from "./support/content";
import { expect, test as base } from "./support/fixtures";
import { raw } from "./support/http";
import { parseMailto } from "./support/pages";
import { copyProject, PROJECT } from "./support/project-copy";
import { startProcess } from "./support/servers";

const SITE = "https://www.example.org";
const EMAIL = "hello@example.org";
const SETTINGS = {
  PUBLIC_SITE_URL: `${SITE}/`, // with a trailing slash, which no URL of the site keeps
  PUBLIC_CONTACT_EMAIL: EMAIL,
  NGINX_SERVER_NAME: "example.org www.example.org",
  NGINX_ROOT: "/srv/example/site",
};
/** npm start's address: a loopback address other than its default, 127.0.0.1 (Linux loops all of 127.0.0.0/8 back). */
const HOST = "127.0.0.2";

/** `npm run build` in a copy of the project with these settings: its exit status and everything it printed. */
function build(dir: string, settings: Record<string, string>) {
  const { status, stdout, stderr } = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, ...settings },
  });
  return { status, output: stdout + stderr };
}

type SettingsSite = { dir: string; origin: string; port: number; log: () => string };

const test = base.extend<object, { settingsSite: SettingsSite }>({
  // One build with every setting, served by `npm start`'s server; the pages' fixtures (open,
  // contactForm) then open it, as the other specs open the checkout's build.
  settingsSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, provide) => {
      const dir = copyProject("rymi-settings-");
      try {
        const { status, output } = build(dir, SETTINGS);
        if (status !== 0) throw new Error(`the build with every setting failed:\n${output}`);
        const port = await freePort();
        const server = await startProcess(process.execPath, [join(dir, "server/serve.mjs")], {
          cwd: dir,
          env: { PORT: String(port), HOST },
          ready: [`http://${HOST}:${port}/`],
        });
        try {
          await provide({ dir, origin: `http://${HOST}:${port}`, port, log: server.log });
        } finally {
          await server.stop();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
  site: [
    async ({ settingsSite }, provide) =>
      provide({ name: "npm start", origin: settingsSite.origin, httpsHeaders: false }),
    { scope: "worker" },
  ],
});

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** The schema.org nodes of the page's JSON-LD, by type. */
async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = blocks.flatMap((block) => (JSON.parse(block) as { "@graph": Record<string, unknown>[] })["@graph"]);
  return new Map(graph.map((node) => [String(node["@type"]), node]));
}

/** How many times the legal text names the address or the URL through its component. */
function named(page: "privacy-policy" | "terms-conditions", component: "ContactEmail" | "SiteUrl") {
  const body = readFileSync(join(PROJECT, "src/content/legal", page, "body.mdx"), "utf8");
  return body.match(new RegExp(`<${component}\\s*/>`, "g"))?.length ?? 0;
}

/**
 * Where the social card draws the site's host (src/lib/generated-files/social-card.server.tsx): the
 * last line of its text column (72 px padding, 640 px wide, 60 px from the foot), right of the volt bar (44 px).
 */
const HOST_LINE = { left: 72 + 44, right: 640, top: 630 - 60 - 50, bottom: 630 - 60 };

/** The box around every pixel where two pictures of the same size differ, or null when none does. */
async function differingBox(a: Buffer, b: Buffer) {
  const [one, two] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!one || !two) throw new Error("no picture");
  expect(two.info).toEqual(one.info);
  let box: { left: number; right: number; top: number; bottom: number } | null = null;
  for (let i = 0; i < one.data.length; i += 4) {
    if (one.data.readUInt32BE(i) === two.data.readUInt32BE(i)) continue;
    const [x, y] = [(i / 4) % one.info.width, Math.floor(i / 4 / one.info.width)];
    box = box
      ? {
          left: Math.min(box.left, x),
          right: Math.max(box.right, x),
          top: Math.min(box.top, y),
          bottom: Math.max(box.bottom, y),
        }
      : { left: x, right: x, top: y, bottom: y };
  }
  return box;
}

test(
  "a build with every setting of the guide shows them in the pages, the islands, the files and the host configs",
  { tag: "@build" },
  async ({ settingsSite, open, contactForm, watch, page }) => {
    test.setTimeout(120_000);
    const { dir, port } = settingsSite;
    const built = join(dir, "build");

    await test.step("npm start listens on HOST and PORT, and says where", async () => {
      expect(settingsSite.log()).toContain(`RYMI site: http://${HOST}:${port}`);
      await expect(raw(`http://127.0.0.1:${port}`, "GET / HTTP/1.1\r\nHost: 127.0.0.1")).rejects.toThrow(
        /ECONNREFUSED/,
      );
    });

    await test.step("no file the public gets holds the default URL or address", () => {
      // The content editor's app (keystatic/) is not the public's: its field help gives an example URL.
      for (const file of filesUnder(join(built, "client")).filter((name) => !name.startsWith("keystatic/"))) {
        const text = readFileSync(join(built, "client", file), "latin1");
        // Soft: the steps below then say where a default shows.
        for (const value of Object.values(DEFAULTS))
          expect.soft(text.includes(value), `${file} holds ${value}`).toBe(false);
      }
    });

    await test.step("the sitemap and robots.txt", () => {
      const sitemap = readFileSync(join(built, "client/sitemap.xml"), "utf8");
      const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
      expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/privacy-policy`, `${SITE}/terms-conditions`]));
      for (const loc of locs) expect(loc?.startsWith(`${SITE}/`), loc).toBe(true);
      expect(readFileSync(join(built, "client/robots.txt"), "utf8")).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
    });

    await test.step("the nginx config's server_name and root", () => {
      const conf = readFileSync(join(built, "nginx/rymi.conf"), "utf8");
      expect(conf.match(/^ *server_name (.*);$/gm)).toEqual([`    server_name ${SETTINGS.NGINX_SERVER_NAME};`]);
      expect(conf.match(/^ *root (.*);$/gm)).toEqual([`    root ${SETTINGS.NGINX_ROOT};`]);
    });

    await test.step("the social card draws the host, where the default build draws its own", async () => {
      const card = readFileSync(join(built, "client/social-card.png"));
      const checkoutCard = join(PROJECT, "build/client/social-card.png");
      expect(existsSync(checkoutCard), "the checkout's build, to compare with: npm run build").toBe(true);
      const box = await differingBox(readFileSync(checkoutCard), card);
      expect(box, "the two cards differ").not.toBeNull();
      expect(box?.left).toBeGreaterThanOrEqual(HOST_LINE.left);
      expect(box?.right).toBeLessThan(HOST_LINE.right);
      expect(box?.top).toBeGreaterThanOrEqual(HOST_LINE.top);
      expect(box?.bottom).toBeLessThanOrEqual(HOST_LINE.bottom);
    });

    await test.step("the home page: canonical URL, link preview, JSON-LD", async () => {
      await open("/", { clock: true });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE}/`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${SITE}/social-card.png`);
      const graph = await jsonLd(page);
      expect(graph.get("Organization")).toMatchObject({
        url: `${SITE}/`,
        email: EMAIL,
        contactPoint: { email: EMAIL },
      });
      expect(graph.get("WebSite")).toMatchObject({ url: `${SITE}/` });
    });

    await test.step("the contact island, hydrated: the address, its copy, the mail", async () => {
      await contactForm.show();
      // A server's and a browser's island that disagree: React reports a hydration error (its error 418), then draws it again.
      expect(watch.pageErrors, "hydrating the contact island").toEqual([]);
      const { section } = contactForm;
      const address = section.getByRole("link", { name: EMAIL, exact: true });
      await expect(address).toHaveAttribute("href", `mailto:${EMAIL}`);
      await page.evaluate(() => navigator.clipboard.writeText(""));
      await section.getByRole("button", { name: names.copyEmail, exact: true }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(EMAIL);
      await contactForm.fill({ name: "Asha Verma", email: "asha@example.com", message: "Hello" });
      await contactForm.submit.click();
      const [url = "", ...more] = await contactForm.handedOver();
      expect(more).toEqual([]);
      expect(parseMailto(url).address).toBe(EMAIL);
      await page.clock.runFor(SENDING_MS);
      await expect(contactForm.confirmation.getByRole("link", { name: EMAIL, exact: true })).toHaveAttribute(
        "href",
        `mailto:${EMAIL}`,
      );
    });

    for (const [path, file] of [
      ["/privacy-policy", "privacy-policy"],
      ["/terms-conditions", "terms-conditions"],
    ] as const)
      await test.step(`${path}: canonical URL, JSON-LD, the address and URL in its text`, async () => {
        await open(path);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${path}`);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE}${path}`);
        expect((await jsonLd(page)).get("WebPage")).toMatchObject({ url: `${SITE}${path}` });
        const article = page.getByRole("main");
        const links = article.getByRole("link", { name: EMAIL, exact: true });
        await expect(links).toHaveCount(named(file, "ContactEmail"));
        for (const link of await links.all()) await expect(link).toHaveAttribute("href", `mailto:${EMAIL}`);
        await expect(article.getByText(SITE, { exact: false })).toHaveCount(named(file, "SiteUrl"));
      });

    await test.step("no hydration error, nor any other", () => {
      expect(watch.problems).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    });
  },
);

test("a build with a wrong setting stops before it builds, naming each", { tag: "@build" }, () => {
  test.setTimeout(120_000);
  const dir = copyProject("rymi-bad-settings-");
  try {
    const { status, output } = build(dir, {
      PUBLIC_SITE_URL: "http://www.example.org",
      PUBLIC_CONTACT_EMAIL: "hello at example.org",
      NGINX_SERVER_NAME: "example.org; include /etc/passwd",
      NGINX_ROOT: "srv/example",
      VITE_CONTACT_EMAIL: EMAIL,
    });
    expect(status).not.toBe(0);
    for (const line of [
      "The build's settings have 5 problems; nothing was built:",
      "VITE_CONTACT_EMAIL is set, but the build no longer reads it: set PUBLIC_CONTACT_EMAIL instead",
      'PUBLIC_SITE_URL is "http://www.example.org": it must be an absolute https URL',
      'PUBLIC_CONTACT_EMAIL is "hello at example.org": it must be',
      'NGINX_SERVER_NAME is "example.org; include /etc/passwd": it must be host names',
      'NGINX_ROOT is "srv/example": it must be an absolute folder path',
    ])
      expect(output).toContain(line);
    expect(existsSync(join(dir, "build")), "a build folder").toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
