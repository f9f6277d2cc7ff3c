// Firefox (Gecko) and WebKit, on production's runtime (Cloudflare's, over HTTPS): every route is styled,
// fits, stays error-free; the moving parts and the contact form work. The deep suite is Chromium's.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { HERO_INTERVAL_MS, SENDING_MS, SUCCESS_MS, USE_CASE_INTERVAL_MS } from "../src/lib/timing";
import type { EnginePage } from "../browsers/engines/index.mjs";
import { expectEngine, installAfterPageWork, NARROW, scrollThrough } from "../browsers/engines/index.mjs";
import { TOOLS } from "../browsers/system-deps.mjs";
import { CONTENT_ROOT, content, escapeRegExp } from "./support/content";
import { submittedAt, TYPED, typedMailto } from "./support/early-typing";
import { expect, expectLandedBelowHeader, sectionPlace } from "./support/fixtures";
import { HEIGHT, test } from "./support/engine-tab";
import { startHoldingProxy } from "./support/holding-proxy";
import { contactIslandModule, recordMailto } from "./support/pages";
import { translated, translatorSource } from "./support/translator";
import { browserEntries, expectLargestPaintFirst, IDLE_MS, recordMoves } from "./support/paint";

// The site's words, from its content files (e2e/support/content.ts): never as literals here.
const { controls, header, hero, useCases, contact, privacyPolicy, termsConditions, notFound } = content;
const WIDE = 1280;
/** How far apart (page time) the tests' timers are set from the site's, in case an engine rounds or aligns timers. */
const TIMER_SLACK_MS = 50;
type Change = { at: number; kind: "hero" | "tab"; value: string };
/** A page timer armed after the n-th change of `kind` (and the page's work on it) that ran out before the next. */
type Overdue = { kind: Change["kind"]; after: number };
/** The confirmation's showing and going (page time), and what page timers set around them found (see the test). */
type Shown = { on?: number; off?: number; goneEarly?: boolean; overdue?: boolean };
// What the recorders below (and recordMailto) leave in the page.
declare global {
  var __changes: Change[], __overdue: Overdue[], __shown: Shown, __mailtoUrls: string[];
  var __afterPageWork: () => Promise<void>;
  var __translatePage: (() => void) | undefined, __prerenderedForm: Element | null;
}

/** Runs in the page: styled, fitting, artwork rendering, everything from the page's own origin and scheme. */
function layoutFacts() {
  // The site's stylesheet is inlined (a <style> the policy allows by its hash); any linked one counts too.
  const sheets = [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('style, link[rel="stylesheet"]')];
  const root = document.documentElement;
  const own = `${location.origin}/`;
  const unreadable = (element: HTMLLinkElement | HTMLStyleElement) => {
    try {
      return (element.sheet?.cssRules.length ?? 0) === 0;
    } catch {
      return true; // a sheet that failed, was blocked, or came from another origin (upgraded to https), has no readable rules
    }
  };
  return {
    stylesheets: sheets.length,
    stylesheetsNotApplied: sheets
      .filter(unreadable)
      .map((element) => (element instanceof HTMLLinkElement ? element.href : "<style>")),
    headerPosition: getComputedStyle(document.querySelector("header") ?? root).position,
    overflow: root.scrollWidth - root.clientWidth,
    // Loaded but undecodable (lazy images still off screen are not complete yet).
    brokenImages: [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    otherOrigins: performance.getEntriesByType("resource").flatMap(({ name }) => (name.startsWith(own) ? [] : [name])),
  };
}

/** Optionally scrolls through the page first (lazy images load, fade-ins run) and lets it settle. */
async function expectLaidOut(tab: EnginePage, what: string, scroll = true) {
  if (scroll) await tab.evaluate(scrollThrough).then(() => tab.settle());
  const facts = await tab.evaluate(layoutFacts);
  expect(facts.stylesheets, `${what}: stylesheets`).toBeGreaterThan(0);
  expect(facts.stylesheetsNotApplied, `${what}: stylesheets not applied`).toEqual([]);
  expect(facts.headerPosition, `${what}: the header is fixed (the site's CSS applies)`).toBe("fixed");
  expect(facts.overflow, `${what}: no horizontal overflow`).toBeLessThanOrEqual(0);
  expect(facts.brokenImages, `${what}: artwork that does not render`).toEqual([]);
  expect(facts.otherOrigins, `${what}: every request to the page's own origin and scheme`).toEqual([]);
}

const ROUTES = [
  { path: "/", heading: hero.heading },
  { path: "/privacy-policy", heading: privacyPolicy.heading },
  { path: "/terms-conditions", heading: termsConditions.heading },
  { path: "/no-such-page", heading: notFound.heading },
];

/** The project's server (Cloudflare's runtime over HTTPS, playwright.config.ts), for the helpers below. */
let origin = "";
test.beforeEach(({ site }) => {
  origin = site.origin;
});

// Two tests, so that each stays well inside the test timeout on a loaded machine.
for (const routes of [ROUTES.slice(0, 1), ROUTES.slice(1)]) {
  const paths = routes.map(({ path }) => path).join(", ");
  const title = `${paths}: styled, scripted, fits the narrow and wide widths, no error or CSP violation`;
  test(title, { tag: ["@engines", "@pseudo"] }, async ({ tab, engine }) => {
    for (const { path, heading } of routes) {
      await tab.resize(NARROW[engine], HEIGHT);
      await tab.goto(`${origin}${path}`);
      // First what the load gave, before any script ran.
      await expectLaidOut(tab, `${engine} ${path} at ${NARROW[engine]} px`, false);
      await tab.ready();
      await expectEngine(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      if (path === "/no-such-page")
        await expectEngine(tab.getByRole("link", { name: notFound.home }), "the 404 page's way home").toBeVisible();
      await expectLaidOut(tab, `${engine} ${path} at ${NARROW[engine]} px, scrolled through`);
      await tab.resize(WIDE, HEIGHT);
      await expectLaidOut(tab, `${engine} ${path} at ${WIDE} px`);
      expect(await tab.problems(), path).toEqual([]);
    }
  });
}

/** The text of each printed page, read from the PDF by poppler's pdftotext (as laid out on the paper). */
function printedPages(pdf: Buffer): string[] {
  const path = TOOLS.pdftotext.path;
  if (!path) throw new Error("pdftotext is missing: node browsers/system-deps.mjs pdftotext");
  const text = execFileSync(path, ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" });
  return text.split("\f").filter((page) => page.trim() !== "");
}

// What print.spec.ts checks in Chromium's print emulation, on the paper Firefox itself prints.
for (const { path, heading } of ROUTES.filter((r) => r.path === "/privacy-policy" || r.path === "/terms-conditions"))
  test(
    `printing ${path}: the whole text on well-filled pages, the header once and without its controls`,
    {
      tag: ["@engines", "@print"],
    },
    async ({ tab, engine }) => {
      const print = tab.print;
      test.skip(!print, `${engine}'s driver cannot print`);
      if (!print) return;
      await tab.goto(`${origin}${path}`);
      await tab.ready();
      const pages = printedPages(await print());
      const words = (text: string) => text.replace(/\s+/g, " ").trim();
      const [first = "", ...rest] = pages;

      // The title, on the first page, under the header: what comes before it is the printed header. Looked up in the
      // words, not the lines: a title too long for one line is printed on two.
      const firstWords = words(first);
      expect(firstWords, "the first page holds the title").toContain(heading);
      const printedHeader = firstWords.slice(0, firstWords.indexOf(heading)).trim();
      for (const control of [header.getStarted, header.openMenu, ...Object.values(header.nav)])
        expect(printedHeader, `the header is printed without "${control}"`).not.toContain(control);
      // Printed once: no later page starts with the header's words (a fixed header prints on every page).
      for (const [i, page] of rest.entries())
        expect(words(page).startsWith(printedHeader) && printedHeader !== "", `page ${i + 2} repeats the header`).toBe(
          false,
        );

      // More than one page (the whole text, not a clipped first page), each more than half full of text on average
      // (12 pt prose fills an A4 page with about 3,000 characters): no band, blank space or blank page wasting paper.
      const characters = words(pages.join(" ")).length;
      expect(pages.length, "pages").toBeGreaterThan(1);
      expect(characters / pages.length, `characters per page (${characters} on ${pages.length} pages)`).toBeGreaterThan(
        1200,
      );
    },
  );

test.describe("the moving parts and the form", { tag: "@engines" }, () => {
  // Two automatic changes of each: the page-time gap between them is the interval, whatever the load.
  test("home: the hero advances every 6 s", async ({ tab }) => {
    await openHome(tab);
    await logChanges(tab);
    await expectTwoChanges(tab, "hero", [controls.slidePicker(2), controls.slidePicker(3)], HERO_INTERVAL_MS);
    const third = controls.position(3, hero.slides.length);
    await expectEngine(tab.getByRole("group", { name: third }), "the hero shows its third").toBeVisible();
    expect(await tab.problems()).toEqual([]);
  });

  // Firefox reports largest paints as Chromium does (paint.spec.ts); WebKit has no largest-contentful-paint
  // API, so there is nothing to read there. Counts and names the entries; times only the first.
  test.describe("left alone while it moves", { tag: "@idle" }, () => {
    test.skip(({ engine }) => engine === "webkit", "WebKit has no largest-contentful-paint API");
    for (const { width, height } of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ])
      test(`home at ${width}×${height}, ${IDLE_MS / 1000} s without input: the largest paint is the first`, async ({
        tab,
      }) => {
        test.setTimeout(IDLE_MS + 45_000);
        await tab.resize(width, height);
        await tab.goto(`${origin}/`);
        await tab.evaluate(recordMoves);
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
        await tab.waitFor(() => window.__moves.slides >= 3 && window.__moves.tabs >= 3, {
          timeout: 15_000,
          message: "three hero advances and three use-case rotations",
        });
        const { paints } = await tab.evaluate(browserEntries);
        expectLargestPaintFirst(paints);
        expect(await tab.problems()).toEqual([]);
      });
  });

  test("home: use-case tabs rotate every 5 s and switch on click; the hero's pause holds it", async ({ tab }) => {
    await openHome(tab);
    await logChanges(tab);
    await tab.getByRole("button", { name: controls.stopRotation }).click();
    await expectEngine(tab.getByRole("button", { name: controls.startRotation })).toBeVisible();
    const [, second, third, fourth] = useCases.items.map((item) => item.name);
    await expectTwoChanges(tab, "tab", [second ?? "", third ?? ""], USE_CASE_INTERVAL_MS);
    // Clicking a tab takes the pointer off the hero: from then on only the pause holds it.
    const clicked = fourth ?? "";
    await tab.getByRole("tab", { name: clicked }).click();
    await expectEngine(tab.getByRole("tab", { name: clicked, selected: true })).toBeVisible();
    await expectEngine(tab.getByRole("tabpanel", { name: clicked })).toBeVisible();
    // A full interval in page time, on a page timer set after the pointer left: a hero timer set when it left (were
    // the pause not holding) is due first and runs first, and the page's work on it (posted tasks) before the check.
    await tab.evaluate(async (ms: number) => {
      await __afterPageWork();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await __afterPageWork();
    }, HERO_INTERVAL_MS);
    const first = tab.getByRole("button", { name: controls.slidePicker(1), current: true });
    expect(await first.isVisible(), "the hero holds on its first").toBe(true);
    expect(await tab.problems()).toEqual([]);
  });

  test("home, narrow: the How It Works arrows, the phone menu, and its links to the sections", async ({ tab }) => {
    // A shorter screen: About, tall at this width, then cannot show 20% of itself below the header.
    await openHome(tab, await tab.evaluate(() => innerWidth), 800);
    const currentStep = (n: number) => {
      const picker = tab.getByRole("button", { name: controls.stepPicker(n), current: true });
      return expectEngine(picker, `step ${n} to be current`).toBeVisible();
    };
    await tab.getByRole("button", { name: controls.nextStep }).click();
    await currentStep(2);
    const step2AtStart = () => {
      const track = document.querySelector("[data-steps-track]");
      const left = track?.children[1]?.getBoundingClientRect().left;
      return !!track && left !== undefined && Math.abs(left - track.getBoundingClientRect().left) <= 2;
    };
    expect(await tab.waitFor(step2AtStart, { message: "step 2 scrolled to the start of the track" })).toBe(true);
    await tab.getByRole("button", { name: controls.previousStep }).click();
    await currentStep(1);

    await tab.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
    const menu = phoneMenuOf(tab);
    await menu.expectOpen(false, "closed at first");
    await menu.toggle.click();
    await menu.expectOpen(true, "opened by its toggle");
    await menu.toggle.click();
    await menu.expectOpen(false, "closed by its toggle");
    await menu.toggle.click();
    await menu.expectOpen(true, "opened again");
    await menu.link(header.nav.about).click();
    await menu.expectOpen(false, "the menu closes after a selection");
    await expectSectionBelowHeader(tab, "about");
    // Landing on it is enough to fade it in, tall as it is at this width (it once stayed empty in WebKit).
    await tab.waitFor(() => getComputedStyle(document.getElementById("about") ?? document.body).opacity === "1", {
      message: "About to fade in",
    });
    expect(await tab.problems()).toEqual([]);
  });

  test("home, wide: each nav link scrolls to its section, just below the fixed header", async ({ tab }) => {
    await openHome(tab);
    for (const id of ["about", "services", "industries", "contact"] as const) {
      await tab.locator("header nav").getByRole("link", { name: header.nav[id] }).click();
      await expectSectionBelowHeader(tab, id);
    }
    expect(await tab.problems()).toEqual([]);
  });

  test("contact form: hands the browser the exact mailto: URL, then the confirmation for 3 s", async ({ tab }) => {
    await openHome(tab);
    // Keeps (and cancels) every mailto: link clicked, so no mail app starts; times the confirmation.
    await tab.evaluate(recordMailto);
    // The confirmation's times in page time, and two page timers that bound it whatever the machine's speed: timers
    // run in the order they are due, and a timer's page work (posted tasks) runs before the checks below.
    // - Set as the form is submitted, before the site's own (Sending, then the confirmation's), due just before the
    //   confirmation may go: it must find the confirmation not gone.
    // - Set once the confirmation shows (and the site's timer to hide it is set), due just after it should go: the
    //   confirmation's own timer runs first, so it must find it gone.
    await tab.evaluate(
      (confirmation: string, sendingMs: number, successMs: number, slack: number) => {
        const shown: typeof window.__shown = (window.__shown = {});
        const section = document.getElementById("contact");
        if (!section) throw new Error("no #contact");
        const after = (ms: number, check: () => void) => setTimeout(() => void __afterPageWork().then(check), ms);
        // Checked in the timer's own task: letting other tasks run first would let the site's own timer, due
        // just after it and overdue on a slow machine, hide the confirmation in between (WebKit did).
        addEventListener(
          "submit",
          () => setTimeout(() => (shown.goneEarly = shown.off !== undefined), sendingMs + successMs - slack),
          { capture: true, once: true },
        );
        new MutationObserver(() => {
          if (section.textContent?.includes(confirmation)) {
            if (shown.on !== undefined) return;
            shown.on = performance.now();
            void __afterPageWork().then(() =>
              after(successMs + slack, () => (shown.overdue = shown.off === undefined)),
            );
          } else if (shown.on !== undefined) shown.off ??= performance.now();
        }).observe(section, { childList: true, subtree: true, characterData: true });
        document.getElementById("contact-form")?.scrollIntoView({ block: "center", behavior: "instant" });
      },
      contact.success.heading,
      SENDING_MS,
      SUCCESS_MS,
      TIMER_SLACK_MS,
    );
    await tab.settle(); // the contact section's fade-in
    // The form's island hydrates once it comes within a screen (until then the form posts to the mail app).
    await tab.waitFor(() => document.querySelector("#contact astro-island[data-hydrated]") !== null, {
      message: "the contact form's island hydrated",
    });
    const { form } = contact;
    await tab.getByLabel(form.name.label).pressSequentially(TYPED.name);
    await tab.getByLabel(form.email.label).pressSequentially(TYPED.email);
    await tab.getByLabel(startsWith(form.company.label)).pressSequentially(TYPED.company);
    await tab.getByLabel(startsWith(form.industry.label)).selectOption(TYPED.industry);
    await tab.getByLabel(form.message.label).pressSequentially(TYPED.message);
    await expectSentAsTyped(tab, form.submit);

    const shown = await tab.waitFor(
      () => (window.__shown.goneEarly !== undefined && window.__shown.overdue !== undefined ? window.__shown : null),
      { timeout: SUCCESS_MS + 5_000, message: "the confirmation to show and go, and both page timers to run" },
    );
    expect(shown.on, "the confirmation showed").toBeDefined();
    const [early, late] = [SENDING_MS + SUCCESS_MS - TIMER_SLACK_MS, SUCCESS_MS + TIMER_SLACK_MS];
    expect(shown.goneEarly, `gone within ${early} ms of the send (page time)`).toBe(false);
    expect(shown.overdue, `still shown ${late} ms after it showed (page time)`).toBe(false);
    expect(await tab.evaluate(() => (document.getElementById("contact-name") as HTMLInputElement).value)).toBe("");
    expect(await tab.problems()).toEqual([]);
  });

  // The form typed in before its island has hydrated, and on as it hydrates (e2e/support/early-typing.ts): its
  // module is held back at a proxy (these drivers cannot hold a request) while the visitor types a first part of
  // each field, then let go as typing goes on. On a page translated before then, React draws the island again on
  // the client (error 418): its new fields must hold every character, and the focus, as the old ones did. The
  // CPU runs at full speed: neither driver can slow it (Chromium's test runs 4× slower).
  for (const translate of [false, true])
    test(`contact form${translate ? ", translated before its island hydrates" : ""}: typed in while the island hydrates, every character kept, sent`, async ({
      tab,
    }) => {
      const T = translate ? translated : (words: string) => words;
      // From the page as the server serves it: the build's file (static assets, served as they are).
      const module = contactIslandModule(readFileSync(join(CONTENT_ROOT, "build/client/index.html"), "utf8"));
      const proxy = await startHoldingProxy(origin, [module]);
      try {
        await tab.goto(`${proxy.origin}/`);
        await tab.ready();
        await tab.evaluate(recordMailto);
        if (translate) {
          // As Chrome does it (e2e/support/translator.ts), the page's own script and its other islands running.
          await tab.evaluateSource(translatorSource("on-call"));
          await tab.evaluate(() => window.__translatePage?.());
        }
        await tab.evaluate(() => {
          const prerendered = (window.__prerenderedForm = document.querySelector("#contact form"));
          prerendered?.scrollIntoView({ block: "center", behavior: "instant" });
        });
        const islandHydrated = () => document.querySelector("#contact astro-island[data-hydrated]") !== null;
        const { form } = contact;
        const [name, company, message] = [TYPED.name.split(" "), TYPED.company.split(" "), TYPED.message.split("\n")];
        const field = {
          name: tab.getByLabel(T(form.name.label)),
          company: tab.getByLabel(startsWith(T(form.company.label))),
        };
        await field.name.pressSequentially(name[0] ?? "");
        await tab.getByLabel(T(form.email.label)).pressSequentially(TYPED.email);
        await field.company.pressSequentially(company[0] ?? "");
        await tab.getByLabel(startsWith(T(form.industry.label))).selectOption(TYPED.industry);
        await tab.getByLabel(T(form.message.label)).pressSequentially(message[0] ?? "");
        expect(proxy.requested(module), "the island's module asked for, and held").toBe(true);
        expect(await tab.evaluate(islandHydrated), "the island waits for its module").toBe(false);

        proxy.release();
        await tab.keyboard.type(`\n${message[1]}`); // on in the message, wherever the focus is now
        await tab.waitFor(islandHydrated, { message: "the contact form's island hydrated" });
        await field.name.pressSequentially(` ${name[1]}`);
        await field.company.pressSequentially(` ${company[1]}`);
        const kept = await tab.evaluate(() => window.__prerenderedForm?.isConnected);
        expect(kept, translate ? "the form drawn again" : "the form hydrated in place").toBe(!translate);
        await expectSentAsTyped(tab, T(form.submit));
        await expectEngine(tab.getByText(T(contact.success.heading)), "the confirmation").toBeVisible();
        expect(await tab.problems()).toEqual([]);
      } finally {
        await proxy.stop();
      }
    });
});

/** The optional fields' labels start with their name, then the word for "optional". */
const startsWith = (label: string) => new RegExp(`^${escapeRegExp(label)}(?=\\s|$)`);

/**
 * Every field of the contact form holds what TYPED says; then `submit` hands the browser exactly TYPED's
 * mailto: URL, once: a subject and a body, each encoded on its own, the body's lines ending in CRLF.
 */
async function expectSentAsTyped(tab: EnginePage, submit: string) {
  const fields = await tab.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>("#contact form");
    const value = (name: string) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value;
    return {
      name: value("name"),
      email: value("email"),
      company: value("company"),
      industry: value("industry"),
      message: value("message"),
    };
  });
  expect(fields, "every field as typed").toEqual(TYPED);
  const before = await tab.evaluate(submittedAt);
  await tab.getByRole("button", { name: submit }).click();
  const urls = await tab.waitFor(() => (window.__mailtoUrls.length > 0 ? window.__mailtoUrls : null));
  const after = await tab.evaluate(submittedAt);
  expect(urls).toHaveLength(1);
  expect([typedMailto(before), typedMailto(after)]).toContain(urls[0]);
}

/**
 * Logs, in page time, each change of the current hero slide (its dot is aria-current) and selected tab. After
 * each, once the page's work on it has run (the site then has set its timer for the next change), sets a page
 * timer of that kind's interval (and TIMER_SLACK_MS): the site's timer, set first, runs first, and its change is
 * logged before the page timer's check; a page timer that finds no change since is logged as overdue.
 */
function logChanges(tab: EnginePage) {
  const dots = hero.slides.map((_, i) => controls.slidePicker(i + 1));
  const intervals = { hero: HERO_INTERVAL_MS, tab: USE_CASE_INTERVAL_MS };
  return tab.evaluate(
    (slideDots: string[], intervalOf: Record<Change["kind"], number>, slack: number) => {
      const currentDot = () =>
        [...document.querySelectorAll('[aria-current="true"]')]
          .map((element) => element.getAttribute("aria-label") ?? "")
          .find((label) => slideDots.includes(label)) ?? "";
      const state = () => ({
        hero: currentDot(),
        tab: document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? "",
      });
      const log: Change[] = (window.__changes = []);
      const overdue: Overdue[] = (window.__overdue = []);
      const count = (kind: Change["kind"]) => log.filter((change) => change.kind === kind).length;
      let last = state();
      new MutationObserver(() => {
        const now = state();
        for (const key of ["hero", "tab"] as const) {
          if (now[key] === last[key]) continue;
          log.push({ at: performance.now(), kind: key, value: now[key] });
          const after = count(key);
          void __afterPageWork().then(() =>
            setTimeout(
              () => void __afterPageWork().then(() => count(key) === after && overdue.push({ kind: key, after })),
              intervalOf[key] + slack,
            ),
          );
        }
        last = now;
      }).observe(document.body, { subtree: true, attributeFilter: ["aria-current", "aria-selected"] });
    },
    dots,
    intervals,
    TIMER_SLACK_MS,
  );
}

/**
 * The first two logged changes of `kind` are `values`, one `interval` apart: not less in page time, and the second
 * came before the page timer of that interval set after the first (logChanges) ran out.
 */
async function expectTwoChanges(tab: EnginePage, kind: Change["kind"], values: string[], interval: number) {
  const changes = await tab.waitFor(
    (wanted: string) => {
      const seen = window.__changes.filter((change) => change.kind === wanted);
      return seen.length >= 2 ? seen : null;
    },
    { args: [kind], timeout: interval * 2 + 8_000, message: `two automatic changes of the ${kind}` },
  );
  const [first, second] = changes;
  expect([first?.value, second?.value]).toEqual(values);
  const gap = (second?.at ?? 0) - (first?.at ?? 0);
  expect(gap).toBeGreaterThanOrEqual(interval - 50);
  const late = await tab.evaluate((wanted: string) => window.__overdue.filter((o) => o.kind === wanted), kind);
  expect(
    late.filter(({ after }) => after === 1),
    `the second ${kind} change came later than ${interval + TIMER_SLACK_MS} ms`,
  ).toEqual([]);
}

/** Opens the home page at this size, once it is interactive. */
async function openHome(tab: EnginePage, width = WIDE, height = HEIGHT) {
  await tab.resize(width, height);
  await tab.goto(`${origin}/`);
  await tab.ready();
  await tab.evaluate(installAfterPageWork); // for the page timers set below
}

/**
 * The phone menu, a native disclosure in the header (the desktop nav is not shown at a phone's width). Its toggle is
 * the <summary>, which browsers announce as a button: Testing Library gives a summary no role, so it is found by
 * its element and its name read as the browser computes it (menuToggleNamed). Its links count as shown only while it
 * is open (browsers/engines: nothing inside a closed <details> answers a role query).
 */
function phoneMenuOf(tab: EnginePage) {
  const banner = tab.getByRole("banner");
  const nav = banner.getByRole("navigation", { name: header.navLabel });
  const link = (name: string) => nav.getByRole("link", { name });
  /** Open: the toggle offers to close it, the section links show; closed: the reverse. */
  const expectOpen = async (open: boolean, message: string) => {
    const name = open ? header.closeMenu : header.openMenu;
    await tab.waitFor(menuToggleNamed, { args: [name], message: `the menu's toggle named "${name}" (${message})` });
    const contact = expectEngine(link(header.nav.contact), message);
    await (open ? contact.toBeVisible() : contact.toBeHidden());
  };
  return { toggle: banner.locator("summary"), link, expectOpen };
}

/**
 * Runs in the page: whether the header's <summary> is named `name`, its name computed from its content as the browser
 * does: the text it renders (a screen-reader-only text counts; one not displayed, or under aria-hidden, does not).
 */
function menuToggleNamed(name: string) {
  const summary = document.querySelector("header summary");
  if (!summary) return false;
  const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT);
  let text = "";
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.checkVisibility() && !parent.closest('[aria-hidden="true"]')) text += node.textContent ?? "";
  }
  return text.replace(/\s+/g, " ").trim() === name;
}

/** The section has scrolled to just below the fixed header: polled, smooth scrolling going on unseen. */
const expectSectionBelowHeader = (tab: EnginePage, id: string) =>
  expectLandedBelowHeader(id, () => tab.evaluate(sectionPlace, id), {
    timeout: 10_000,
    intervals: [100],
    engine: tab.engine,
  });
