import { expect, type Locator, type Page } from "@playwright/test";
import type { DefaultTreeAdapterTypes } from "parse5";

import { attr, pageElements } from "../../build-plugins/html.mjs";
import { content, escapeRegExp, oneOf } from "./content";

type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const { controls, header, hero, howItWorks, useCases, contact } = content;

// Page objects: the home page's parts found the way a visitor or assistive technology finds them
// (roles, names, labels, visible text), with the waits their tests share. Assertions stay in the tests.

/** Lets pending renders run: React schedules them on MessageChannel tasks, outside the fake clock, so a
 * check that something did NOT change is not trivially true. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
  });
}

/** The alpha channel of a computed CSS colour, whatever syntax the browser serialises it in. */
export function alphaOf(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash?.[1]) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color);
  return rgba?.[1] ? Number(rgba[1]) : 1;
}

/**
 * The fixed header: its section links are the desktop nav, or the phone menu once opened. The phone
 * menu is a native disclosure: its toggle is the <summary>, which browsers announce as a button with
 * its expanded state, and to which Playwright's role queries give no role; it is found by its name.
 */
export function headerOf(page: Page) {
  const banner = page.getByRole("banner");
  const nav = banner.getByRole("navigation", { name: header.navLabel });
  const menuToggle = banner.locator("summary");
  /** The phone menu open (its toggle says "close", its links are shown) or closed. */
  const expectMenuOpen = async (open: boolean) => {
    await expect(menuToggle).toHaveAccessibleName(open ? header.closeMenu : header.openMenu);
    await expect(nav).toHaveCount(open ? 1 : 0);
  };
  return {
    page,
    banner,
    nav,
    menuToggle,
    expectMenuOpen,
    link: (name: string) => nav.getByRole("link", { name, exact: true }),
  };
}
export type Header = ReturnType<typeof headerOf>;

export class Hero {
  readonly region: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  /** The pause/play control: its stop name while rotating, its start name when stopped. */
  readonly rotation: Locator;
  constructor(readonly page: Page) {
    this.region = page.getByRole("region", { name: hero.label });
    this.next = this.region.getByRole("button", { name: controls.nextSlide });
    this.previous = this.region.getByRole("button", { name: controls.previousSlide });
    this.rotation = this.region.getByRole("button", { name: oneOf(controls.stopRotation, controls.startRotation) });
  }
  slide(n: number) {
    return this.page.getByRole("group", {
      name: controls.position(n, hero.slides.length),
      exact: true,
      includeHidden: true,
    });
  }
  dot(n: number) {
    return this.region.getByRole("button", { name: controls.slidePicker(n), exact: true });
  }
  /** Slide n is shown and its dot alone is marked current. */
  async expectSlide(n: number) {
    await expect(this.dot(n)).toHaveAttribute("aria-current", "true");
    await expect(this.slide(n)).toBeVisible();
    for (const other of [1, 2, 3].filter((i) => i !== n))
      await expect(this.dot(other)).not.toHaveAttribute("aria-current", "true");
    await settle(this.page);
  }
  /** Slide n is still current after the page's pending work ran (a check that nothing moved). */
  async expectStill(n: number) {
    await settle(this.page);
    await this.expectSlide(n);
  }
}

/** The steps' titles, in order (named in the site's specification). */
export const STEPS = howItWorks.steps.map((step) => step.title);

export class HowItWorks {
  readonly section: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  constructor(readonly page: Page) {
    this.section = page.locator("section#services");
    this.next = this.section.getByRole("button", { name: controls.nextStep });
    this.previous = this.section.getByRole("button", { name: controls.previousStep });
  }
  card(title: string) {
    return this.section
      .getByRole("article")
      .filter({ has: this.page.getByRole("heading", { name: title, exact: true, level: 3 }) });
  }
  dot(n: number) {
    return this.section.getByRole("button", { name: controls.stepPicker(n), exact: true });
  }
  slide(n: number) {
    return this.section.getByRole("group", { name: controls.position(n, STEPS.length), exact: true });
  }
  /** Step n is the one on screen: its dot is current and its slide lies within the viewport. */
  async expectStep(n: number) {
    await expect(this.dot(n)).toHaveAttribute("aria-current", "true");
    const width = this.page.viewportSize()?.width ?? 0;
    await expect
      .poll(async () => {
        const box = await this.slide(n).boundingBox();
        return box !== null && box.x >= -1 && box.x + box.width <= width + 1;
      })
      .toBe(true);
  }
}

/** The use cases' names, in tab order (named in the site's specification). */
export const USE_CASES = useCases.items.map((item) => item.name);

export class UseCases {
  readonly section: Locator;
  readonly tabs: Locator;
  readonly panel: Locator;
  readonly rotation: Locator;
  constructor(readonly page: Page) {
    this.section = page.locator("section#industries");
    this.tabs = this.section.getByRole("tablist").getByRole("tab");
    this.panel = this.section.getByRole("tabpanel");
    this.rotation = this.section.getByRole("button", { name: oneOf(controls.stopTabs, controls.startTabs) });
  }
  tab(n: number) {
    return this.section.getByRole("tab", { name: USE_CASES[n - 1], exact: true });
  }
  /**
   * The progress bar as a sighted visitor sees it: one segment per use case, dark when filled and
   * faint when not (it is decorative and aria-hidden, so no role finds it). E.g. "##...".
   */
  async progressBar(): Promise<string> {
    const colors = await this.section
      .locator('div[aria-hidden="true"] > span')
      .evaluateAll((segments) => segments.map((segment) => getComputedStyle(segment).backgroundColor));
    return colors.map((color) => (alphaOf(color) >= 0.9 ? "#" : alphaOf(color) <= 0.3 ? "." : "?")).join("");
  }
  /** Use case n is selected, its panel alone shown, and the progress bar filled up to it. */
  async expectSelected(n: number, { progress = true } = {}) {
    await expect(this.tab(n)).toHaveAttribute("aria-selected", "true");
    await expect(this.panel).toHaveCount(1);
    await expect(this.panel).toHaveAccessibleName(USE_CASES[n - 1] ?? "");
    if (progress) await expect.poll(() => this.progressBar()).toBe("#".repeat(n) + ".".repeat(USE_CASES.length - n));
    await settle(this.page);
  }
}

export type ContactEntry = { name: string; email: string; company?: string; industry?: string; message: string };

/**
 * The contact form, its fields found by their labels; `translate`: what the page's words read as (a
 * page the browser translated, e2e/support/translator.ts).
 */
export function contactFormOf(page: Page, translate = (words: string) => words) {
  const section = page.locator("section#contact");
  const form = section.locator("form");
  const field = (label: string | RegExp) => section.getByLabel(label, { exact: typeof label === "string" });
  // The optional fields' labels end with the word for "optional".
  const startsWith = (label: string) => new RegExp(`^${escapeRegExp(translate(label))}(?=\\s|$)`);
  const { form: words } = contact;
  const [name, email, company, industry, message] = [
    field(translate(words.name.label)),
    field(translate(words.email.label)),
    field(startsWith(words.company.label)),
    field(startsWith(words.industry.label)),
    field(translate(words.message.label)),
  ];
  /**
   * Brings the form near the screen and waits until its island has hydrated: the page hydrates it
   * once a visitor comes within a screen of it, and until then it is the plain form that posts to
   * the mail app.
   */
  const ready = async () => {
    await form.scrollIntoViewIfNeeded();
    await section.locator("astro-island[data-hydrated]").waitFor({ state: "attached" });
  };
  return {
    page,
    section,
    form,
    ...{ name, email, company, industry, message },
    submit: form.getByRole("button", { name: oneOf(translate(words.submit), translate(words.sending)) }),
    /** The confirmation after sending, a status region. */
    confirmation: section.getByRole("status").filter({ hasText: translate(contact.success.heading) }),
    ready,
    /** Fills the form as a visitor does, once it has hydrated (`hydrated: false`: a page without JavaScript). */
    async fill(entry: ContactEntry, { hydrated = true } = {}) {
      if (hydrated) await ready();
      await name.fill(entry.name);
      await email.fill(entry.email);
      await company.fill(entry.company ?? "");
      if (entry.industry) await industry.selectOption({ label: entry.industry });
      await message.fill(entry.message);
    },
    /** Brings the form on screen, hydrated, and waits until the section's fade-in (a slide up) has finished. */
    async show() {
      await ready();
      await expect
        .poll(() =>
          section.evaluate(
            (el) => el.dataset.reveal !== "hidden" && el.getAnimations().every((a) => a.playState === "finished"),
          ),
        )
        .toBe(true);
    },
    /** Every mailto: URL the page has handed to the browser so far. */
    handedOver: (): Promise<string[]> =>
      page.evaluate(() => (window as unknown as { __mailtoUrls: string[] }).__mailtoUrls),
  };
}
export type ContactForm = ReturnType<typeof contactFormOf>;

/** Runs in the page before its scripts: records every mailto: link it clicks (how the site hands the URL to
 * the browser) and cancels it, so no mail app starts. Capture phase on window runs before any default action. */
export function recordMailto() {
  const urls: string[] = [];
  (window as unknown as { __mailtoUrls: string[] }).__mailtoUrls = urls;
  window.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null;
      if (!link) return;
      urls.push(link.getAttribute("href") ?? "");
      event.preventDefault();
    },
    true,
  );
}

/** Reads a mailto: URL as a mail app does (RFC 6068): the address, then `&`-separated `key=value` fields,
 * each percent-decoded on its own. Fails on a raw '=' or '&' inside a value. */
export function parseMailto(url: string) {
  expect(url.startsWith("mailto:")).toBe(true);
  const question = url.indexOf("?");
  const pairs = [...url.slice(question + 1).matchAll(/[^&]+/g)].map(([pair]) => pair.split("="));
  expect(pairs.every((pair) => pair.length === 2) || `a raw '=' or '&' in ${url}`).toBe(true);
  return {
    address: url.slice("mailto:".length, question),
    keys: pairs.map(([key]) => key),
    subject: decodeURIComponent(pairs[0]?.[1] ?? ""),
    body: decodeURIComponent(pairs[1]?.[1] ?? ""),
  };
}

/**
 * The module of the contact form's island (its `component-url`), read from the home page's HTML as
 * served: what a test holds back to type into the form before its island can hydrate.
 */
export function contactIslandModule(html: string): string {
  const all = pageElements(html);
  const section = all.find((element) => element.tagName === "section" && attr(element, "id") === "contact");
  const island = all.find((element) => {
    if (element.tagName !== "astro-island") return false;
    for (let node: ParentNode | null = element.parentNode; node; node = "parentNode" in node ? node.parentNode : null)
      if (node === section) return true;
    return false;
  });
  const module = island && attr(island, "component-url");
  if (!module) throw new Error("no island with a component-url in section#contact");
  return module;
}
