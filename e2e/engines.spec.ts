// Firefox (Gecko) and WebKit (Safari's engine): what their visitors meet, on every route, from
// `npm start` over plain HTTP (the README's command) and from nginx with the generated config over
// HTTPS. Kept focused: the Chromium suite is the deep one; this checks that the site is styled,
// fits, stays error-free and that its moving parts and the contact form work in these engines.
// Runs in the "firefox" and "webkit" projects of playwright.config.ts, through scripts/engines.mjs.
import { test as base, expect } from "@playwright/test";

import { HERO_INTERVAL_MS, SUCCESS_MS, USE_CASE_INTERVAL_MS } from "../app/lib/timing";
import {
  type EngineName,
  type EnginePage,
  launchEngine,
  NARROW,
  type RunningEngine,
  scrollThrough,
} from "../scripts/engines.mjs";
import { recordMailto } from "./pages";
import { BROWSER_ORIGINS } from "./servers";

const WIDE = 1280;
const HEIGHT = 900;

export const test = base.extend<{ tab: EnginePage }, { engine: EngineName; running: RunningEngine }>({
  engine: ["firefox", { option: true, scope: "worker" }],
  running: [
    async ({ engine }, provide) => {
      const running = await launchEngine(engine);
      await provide(running);
      await running.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // A fresh page (Firefox: a new browser context; WebKit: a new MiniBrowser) at the narrowest width.
  tab: async ({ running, engine }, provide) => {
    const tab = await running.open({ width: NARROW[engine], height: HEIGHT });
    await provide(tab);
    await tab.close();
  },
});

/** What the page looks like to the layout checks: styled, scripted, fitting, served from one origin. */
function layoutFacts() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const root = document.documentElement;
  return {
    stylesheets: links.length,
    // A sheet that failed, or came from another origin (upgraded to https), has no readable rules.
    stylesheetsNotApplied: links
      .filter((link) => {
        try {
          return (link.sheet?.cssRules.length ?? 0) === 0;
        } catch {
          return true;
        }
      })
      .map((link) => link.href),
    headerPosition: getComputedStyle(document.querySelector("header") ?? root).position,
    overflow: root.scrollWidth - root.clientWidth,
    // Loaded and undecodable (lazy images still off screen are not complete yet).
    brokenImages: [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.src),
    otherOrigins: performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => !url.startsWith(`${location.origin}/`)),
  };
}

/** Scrolls through the page (lazy images load, fade-ins run), back to the top, once everything has settled. */
async function visitWholePage(tab: EnginePage) {
  await tab.evaluate(scrollThrough);
  await tab.settle();
}

async function expectLaidOut(tab: EnginePage, what: string) {
  const facts = await tab.evaluate(layoutFacts);
  expect(facts.stylesheets, `${what}: stylesheets`).toBeGreaterThan(0);
  expect(facts.stylesheetsNotApplied, `${what}: stylesheets not applied`).toEqual([]);
  expect(facts.headerPosition, `${what}: the header is fixed (the site's CSS applies)`).toBe("fixed");
  expect(facts.overflow, `${what}: no horizontal overflow`).toBeLessThanOrEqual(0);
  expect(facts.brokenImages, `${what}: artwork that does not render`).toEqual([]);
  expect(facts.otherOrigins, `${what}: every request to the page's own origin and scheme`).toEqual([]);
}

const ROUTES = [
  { path: "/", heading: "Real-time AI voice agents for phone calls" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-conditions", heading: /^Terms/ },
  { path: "/no-such-page", heading: "Oops! Page not found" },
];

// Two tests a server, so that each stays well inside the test timeout on a loaded machine.
for (const { name: server, origin } of BROWSER_ORIGINS) {
  for (const routes of [ROUTES.slice(0, 1), ROUTES.slice(1)]) {
    test(`from ${server}, ${routes.map(({ path }) => path).join(", ")}: styled, scripted, fits the narrow and wide widths, no error or CSP violation`, async ({
      tab,
      engine,
    }) => {
      for (const route of routes) {
        await tab.resize(NARROW[engine], HEIGHT);
        await tab.goto(`${origin}${route.path}`);
        // First what the load gave (WebKit sent upgrade-insecure-requests to http://localhost would fail here).
        await expectLaidOut(tab, `${engine} ${route.path} at ${NARROW[engine]} px`);
        await tab.ready();
        await expect.poll(() => tab.has({ role: "heading", level: 1, name: route.heading })).toBe(true);
        if (route.path === "/no-such-page")
          await expect
            .poll(() => tab.has({ role: "link", name: "Return to Home" }), { message: "the 404 page's way home" })
            .toBe(true);
        await visitWholePage(tab);
        await expectLaidOut(tab, `${engine} ${route.path} at ${NARROW[engine]} px, scrolled through`);
        await tab.resize(WIDE, HEIGHT);
        await visitWholePage(tab);
        await expectLaidOut(tab, `${engine} ${route.path} at ${WIDE} px`);
        expect(await tab.problems(), `${route.path}`).toEqual([]);
      }
    });
  }
}

// The moving parts and the form behave the same whichever server sent the files (the route checks
// above cover what differs between servers: headers): they run once, against the production config.
{
  const origin = BROWSER_ORIGINS[1].origin;
  test.describe(`from ${BROWSER_ORIGINS[1].name}`, () => {
    test("home: the hero advances every 6 s and its pause holds it; use-case tabs rotate every 5 s and switch on click", async ({
      tab,
    }) => {
      await openAt(tab, `${origin}/`, WIDE);
      // Records, in page time, every change of the current hero slide (its dot is aria-current)
      // and of the selected use-case tab.
      await tab.evaluate(() => {
        const state = () => ({
          slide:
            document.querySelector('[aria-label^="Slide "][aria-current="true"]')?.getAttribute("aria-label") ?? "",
          tab: document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? "",
        });
        const log: { at: number; kind: "slide" | "tab"; value: string }[] = [];
        let last = state();
        (window as unknown as { __changes: typeof log }).__changes = log;
        new MutationObserver(() => {
          const now = state();
          for (const kind of ["slide", "tab"] as const)
            if (now[kind] !== last[kind]) log.push({ at: performance.now(), kind, value: now[kind] });
          last = now;
        }).observe(document.body, {
          subtree: true,
          attributes: true,
          attributeFilter: ["aria-current", "aria-selected"],
        });
      });
      await expect.poll(() => tab.has({ role: "button", name: "Slide 1", current: true })).toBe(true);
      await expect.poll(() => tab.has({ role: "group", name: "1 of 3" })).toBe(true);

      // Two automatic advances of each: the time between them is the interval, whatever the load.
      type Change = { at: number; kind: string; value: string };
      const changes = await tab.waitFor(
        () => {
          const log = (window as unknown as { __changes: Change[] }).__changes;
          const count = (kind: string) => log.filter((change) => change.kind === kind).length;
          return count("slide") >= 2 && count("tab") >= 2 ? log : null;
        },
        { timeout: HERO_INTERVAL_MS * 2 + 8_000, message: "two hero advances and two tab rotations" },
      );
      const of = (kind: string) => changes.filter((change) => change.kind === kind);
      const [slide2, slide3] = of("slide");
      const [tab2, tab3] = of("tab");
      expect([slide2?.value, slide3?.value]).toEqual(["Slide 2", "Slide 3"]);
      expect((slide3?.at ?? 0) - (slide2?.at ?? 0)).toBeGreaterThanOrEqual(HERO_INTERVAL_MS - 50);
      expect((slide3?.at ?? 0) - (slide2?.at ?? 0)).toBeLessThan(HERO_INTERVAL_MS + 2_000);
      await expect
        .poll(() => tab.has({ role: "group", name: "3 of 3" }), { message: "the third slide is the one shown" })
        .toBe(true);
      expect([tab2?.value, tab3?.value]).toEqual(["Voice-first IVR Bots", "AI Telemarketing"]);
      expect((tab3?.at ?? 0) - (tab2?.at ?? 0)).toBeGreaterThanOrEqual(USE_CASE_INTERVAL_MS - 50);
      expect((tab3?.at ?? 0) - (tab2?.at ?? 0)).toBeLessThan(USE_CASE_INTERVAL_MS + 2_000);

      // Pause the hero, then click a tab: the pointer leaves the hero, so only the pause holds it.
      await tab.click({ role: "button", name: "Stop automatic slide show" });
      await expect.poll(() => tab.has({ role: "button", name: "Start automatic slide show" })).toBe(true);
      const held = await tab.evaluate(
        () => document.querySelector('[aria-label^="Slide "][aria-current="true"]')?.getAttribute("aria-label") ?? "",
      );
      await tab.click({ role: "tab", name: "Mental Health Voice Assistants" });
      await expect
        .poll(() => tab.has({ role: "tab", name: "Mental Health Voice Assistants", selected: true }))
        .toBe(true);
      await expect.poll(() => tab.has({ role: "tabpanel", name: "Mental Health Voice Assistants" })).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, HERO_INTERVAL_MS + 1_500));
      await expect
        .poll(() => tab.has({ role: "button", name: held, current: true }), { message: `the hero holds on ${held}` })
        .toBe(true);
      expect(await tab.problems()).toEqual([]);
    });

    test("home, narrow: the How It Works arrows, the phone menu, and its links to the sections", async ({ tab }) => {
      // A shorter screen: About, tall at this width, then cannot show 20% of itself below the header.
      await tab.resize(await tab.evaluate(() => innerWidth), 800);
      await tab.goto(`${origin}/`);
      await tab.ready();

      await tab.click({ role: "button", name: "Next step" });
      await tab.waitFor(
        () => document.querySelector('[aria-label="Step 2"]')?.getAttribute("aria-current") === "true",
        {
          message: "step 2 to be current",
        },
      );
      const step2AtStart = await tab.waitFor(
        () => {
          const track = document.querySelector("[data-steps-track]");
          const step = track?.children[1];
          if (!track || !step) return false;
          return Math.abs(step.getBoundingClientRect().left - track.getBoundingClientRect().left) <= 2;
        },
        { message: "step 2 scrolled to the start of the track" },
      );
      expect(step2AtStart).toBe(true);
      await tab.click({ role: "button", name: "Previous step" });
      await tab.waitFor(
        () => document.querySelector('[aria-label="Step 1"]')?.getAttribute("aria-current") === "true",
        {
          message: "step 1 to be current again",
        },
      );

      await tab.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
      await tab.click({ role: "button", name: "Open menu" });
      await expect.poll(() => tab.has({ role: "link", name: "Contact", within: "[data-mobile-menu]" })).toBe(true);
      await tab.click({ role: "button", name: "Close menu" });
      await expect.poll(() => tab.has({ role: "link", name: "Contact", within: "[data-mobile-menu]" })).toBe(false);
      await tab.click({ role: "button", name: "Open menu" });
      await tab.click({ role: "link", name: "About Us", within: "[data-mobile-menu]" });
      await expect
        .poll(() => tab.has({ role: "button", name: "Open menu" }), { message: "the menu closes after a selection" })
        .toBe(true);
      await expectSectionBelowHeader(tab, "about");
      // Landing on it is enough to fade it in, tall as it is at this width (it once stayed empty in WebKit).
      await tab.waitFor(() => getComputedStyle(document.getElementById("about") ?? document.body).opacity === "1", {
        message: "About to fade in",
      });
      expect(await tab.problems()).toEqual([]);
    });

    test("home, wide: each nav link scrolls to its section, just below the fixed header", async ({ tab }) => {
      await openAt(tab, `${origin}/`, WIDE);
      for (const [label, id] of [
        ["About Us", "about"],
        ["Services", "services"],
        ["Industries", "industries"],
        ["Contact", "contact"],
      ] as const) {
        await tab.click({ role: "link", name: label, within: "header nav" });
        await expectSectionBelowHeader(tab, id);
      }
      expect(await tab.problems()).toEqual([]);
    });

    test("contact form: hands the browser the spec's exact mailto: URL, then 'Message Sent!' for 3 s", async ({
      tab,
    }) => {
      await openAt(tab, `${origin}/`, WIDE);
      // Keeps every mailto: link the page clicks, and cancels it, so no mail app starts; times the confirmation.
      await tab.evaluate(recordMailto);
      await tab.evaluate(() => {
        const shown: { on?: number; off?: number } = {};
        Object.assign(window, { __shown: shown });
        const section = document.getElementById("contact");
        if (!section) throw new Error("no #contact");
        new MutationObserver(() => {
          if (section.textContent?.includes("Message Sent!")) shown.on ??= performance.now();
          else if (shown.on !== undefined) shown.off ??= performance.now();
        }).observe(section, { childList: true, subtree: true, characterData: true });
        document.getElementById("contact-form")?.scrollIntoView({ block: "center", behavior: "instant" });
      });
      await tab.settle(); // the contact section's fade-in

      await tab.type({ label: "Full Name" }, "Asha Verma");
      await tab.type({ label: "Email Address" }, "asha.verma@example.com");
      await tab.type({ label: /^Company Name/ }, "Acme Health");
      await tab.select({ label: /^Industry/ }, "healthcare");
      await tab.type({ label: "Tell us about your project" }, "Hi RYMI & team, 24/7 support?\nCafé owners in Lucknow.");
      const stamp = () => new Date().toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
      const before = await tab.evaluate(stamp);
      await tab.click({ role: "button", name: "Send Message" });
      const urls = await tab.waitFor(() => {
        const handed = (window as unknown as { __mailtoUrls: string[] }).__mailtoUrls;
        return handed.length > 0 ? handed : null;
      });
      const after = await tab.evaluate(stamp);

      // The mail app gets a subject and a body, each encoded on its own; the body's lines end in CRLF.
      const expected = (submittedAt: string) =>
        "mailto:contact@rymi.ai?subject=" +
        encodeURIComponent("New Contact Form Submission from Asha Verma") +
        "&body=" +
        encodeURIComponent(
          [
            "Name: Asha Verma",
            "Email: asha.verma@example.com",
            "Company: Acme Health",
            "Industry: Healthcare",
            "Message:",
            "Hi RYMI & team, 24/7 support?",
            "Café owners in Lucknow.",
            "",
            `Submitted at: ${submittedAt}`,
          ].join("\r\n"),
        );
      expect(urls).toHaveLength(1);
      expect([expected(before), expected(after)]).toContain(urls[0]);

      const shown = await tab.waitFor(
        () => {
          const times = (window as unknown as { __shown: { on?: number; off?: number } }).__shown;
          return times.off !== undefined ? times : null;
        },
        { timeout: SUCCESS_MS + 5_000, message: "'Message Sent!' to show and go" },
      );
      const visibleFor = (shown.off ?? 0) - (shown.on ?? 0);
      expect(visibleFor).toBeGreaterThanOrEqual(SUCCESS_MS - 50);
      expect(visibleFor).toBeLessThan(SUCCESS_MS + 1_500);
      expect(await tab.evaluate(() => (document.getElementById("contact-name") as HTMLInputElement).value)).toBe("");
      expect(await tab.problems()).toEqual([]);
    });
  });
}

/** Opens a page of the site at this width, once it is interactive. */
async function openAt(tab: EnginePage, url: string, width: number) {
  await tab.resize(width, HEIGHT);
  await tab.goto(url);
  await tab.ready();
}

/** The section has scrolled to just below the fixed header (smooth scrolling: wait for it to stop). */
async function expectSectionBelowHeader(tab: EnginePage, id: string) {
  const placed = await tab.waitFor(
    (sectionId: string) => {
      const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1;
      return location.hash === `#${sectionId}` && top >= header - 1 && top <= header + 40;
    },
    { args: [id], message: `#${id} just below the header` },
  );
  expect(placed).toBe(true);
}
