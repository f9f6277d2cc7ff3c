import type { Page } from "@playwright/test";

import { HERO_INTERVAL_MS, SENDING_MS } from "../src/lib/timing";
import { CONTACT_EMAIL, content, escapeRegExp, oneOf } from "./support/content";
import { expectSentAsTyped, typeWhileFormHydrates } from "./support/early-typing";
import { expect, type PageWatch, pointerAway, settle, test } from "./support/fixtures";
import { headerOf, Hero, HowItWorks, STEPS, UseCases, USE_CASES } from "./support/pages";
import {
  installTranslator,
  LANGUAGE,
  translateBeforeHydration,
  translated,
  translatePage,
  translationOf,
  untranslatedText,
} from "./support/translator";

// The home page translated by the browser (Chrome's "Translate", simulated in support/translator.ts)
// after the app started, and before it did: it stays translated, every control still works, nothing
// throws, and the company's name and address stay as they are (translate="no"). Phone width: the
// step carousel and the menu are there.

test.use({ viewport: { width: 390, height: 844 } });

const { controls, header: headerWords, contact } = content;
const { form: formWords } = contact;
/** Never translated: the company's name and the contact address. */
const [BRAND, ADDRESS] = ["RYMI", CONTACT_EMAIL];
const NAV = (["about", "services", "industries", "contact"] as const).map((section) => headerWords.nav[section]);
const nth = <T>(list: readonly T[], n: number): T => {
  const item = list[n - 1];
  if (item === undefined) throw new Error(`no item ${n}`);
  return item;
};

/** Every word on the page shows translated (the translator left none behind), and nothing has gone wrong. */
async function expectAllTranslated(page: Page, watch: PageWatch) {
  await expect.poll(() => untranslatedText(page)).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.problems).toEqual([]);
}

/** The company's name and the contact address read as they are, wherever the page shows them. */
async function expectNameAndAddressKept(page: Page) {
  await expect(page.locator("body")).not.toContainText(translated(BRAND));
  await expect(page.locator("body")).not.toContainText(translated(ADDRESS));
}

/**
 * A visitor's round of the translated home page: slides, use cases, steps, menu, form. After each
 * move the words on screen are the translation of the item the move brought.
 */
async function useTranslatedHome(page: Page, watch: PageWatch) {
  const [hero, useCases, howItWorks, header] = [
    new Hero(page),
    new UseCases(page),
    new HowItWorks(page),
    headerOf(page),
  ];
  const T = translated;
  await expectAllTranslated(page, watch);

  // The hero: on, back, then stopped (and it stays).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T(content.hero.heading));
  // The slide on screen is the only one in the accessibility tree (the others are visibility: hidden).
  const expectSlide = async (n: number) => {
    await expect(hero.dot(n)).toHaveAttribute("aria-current", "true");
    await expect(hero.region.getByRole("heading", { level: 2 })).toHaveText(T(nth(content.hero.slides, n).title));
  };
  await expectSlide(1);
  await hero.next.click();
  await expectSlide(2);
  await hero.previous.click();
  await expectSlide(1);
  await hero.rotation.click();
  await expect(hero.rotation).toHaveAccessibleName(controls.startRotation);
  await pointerAway(page);
  await page.clock.runFor(HERO_INTERVAL_MS);
  await settle(page);
  await expectSlide(1);

  // The use cases: the third tab, and its panel alone.
  const name = nth(USE_CASES, 3);
  await useCases.section.getByRole("tab", { name: T(name), exact: true }).click();
  await expect(useCases.section.getByRole("tab", { selected: true })).toHaveText(T(name));
  await expect(useCases.panel.getByRole("heading", { level: 3 })).toHaveText(T(name));

  // How It Works, a swipe carousel at this width: on to step 2.
  await howItWorks.next.scrollIntoViewIfNeeded();
  await howItWorks.expectStep(1);
  await howItWorks.next.click();
  await howItWorks.expectStep(2);
  await expect(howItWorks.slide(2).getByRole("heading", { level: 3 })).toHaveText(T(nth(STEPS, 2)));

  // The phone menu (a native disclosure, its <summary> the toggle): the toggle and the links in the
  // visitor's language; one brings the contact section and closes the menu.
  const { menuToggle } = header;
  await expect(menuToggle).toHaveAccessibleName(T(headerWords.openMenu));
  await menuToggle.click();
  await expect(menuToggle).toHaveAccessibleName(T(headerWords.closeMenu));
  await expect(header.nav.getByRole("link")).toHaveText(NAV.map(T));
  await header.link(T(headerWords.nav.contact)).click();
  await expect(header.nav).toHaveCount(0);
  await expect(menuToggle).toHaveAccessibleName(T(headerWords.openMenu));
  await expect(page).toHaveURL(/#contact$/);

  // The contact form, its labels translated: fill, send; "Sending…", then the confirmation.
  const section = page.locator("section#contact");
  // Its island hydrates once on screen: until then the form would post to the mail app itself.
  await section.locator("astro-island[data-hydrated]").waitFor({ state: "attached" });
  const field = (label: string) => section.getByLabel(T(label), { exact: true });
  await field(formWords.name.label).fill("Asha Verma");
  await field(formWords.email.label).fill("asha@example.com");
  await field(formWords.message.label).fill("Hello");
  const submit = section.getByRole("button", { name: oneOf(T(formWords.submit), T(formWords.sending)) });
  await submit.click();
  await expect(submit).toHaveText(T(formWords.sending));
  await page.clock.runFor(SENDING_MS);
  const confirmation = section.getByRole("status").filter({ hasText: T(contact.success.heading) });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole("link", { name: ADDRESS, exact: true })).toBeVisible();
  await expect(submit).toHaveText(T(formWords.submit));
  const handedOver = await page.evaluate(() => (window as unknown as { __mailtoUrls: string[] }).__mailtoUrls);
  expect(handedOver).toEqual([expect.stringMatching(new RegExp(`^mailto:${escapeRegExp(ADDRESS)}\\?subject=.*Asha`))]);

  await expectAllTranslated(page, watch);
  await expect(header.banner.getByText(BRAND, { exact: true })).toBeVisible();
  await expectNameAndAddressKept(page);
}

/** Every island hydrated: the contact form's hydrates once it comes within a screen, so it is brought there. */
async function hydrateEveryIsland(page: Page) {
  await page.locator("section#contact form").scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island:not([data-hydrated])")).toHaveCount(0);
}

/** How many islands (the parts of the page React hydrates) the home page has. */
async function islandsOf(page: Page) {
  const islands = await page.locator("astro-island").count();
  expect(islands, "the home page's islands").toBeGreaterThan(0);
  return islands;
}

test("translated once the app runs: every control works in the visitor's language, nothing throws", async ({
  page,
  open,
  watch,
}) => {
  await installTranslator(page, "on-call");
  await open("/", { clock: true });
  await translatePage(page);
  // The app goes on with the page as translated: no island is drawn again.
  const islands = await islandsOf(page);
  expect(await translationOf(page)).toMatchObject({ hydrated: true, islands, islandsKept: islands });
  await useTranslatedHome(page, watch);
});

test("translated before the app runs: no error, the page stays translated and works", async ({ page, open, watch }) => {
  await translateBeforeHydration(page);
  await open("/", { clock: true });
  await hydrateEveryIsland(page);
  // The order: the translator ran on the pre-rendered page before any of the app's script files had loaded.
  // Each island then found translated text where React rendered English, so React drew it again on the
  // client (none kept), quietly, and the browser translated the new text as it does any new text. In
  // Chrome the visitor sees the English words until that translation arrives; the simulated one comes
  // before the next frame. The rest of the page (header, footer, the sections without script) is never
  // drawn again, and keeps its translation as it is.
  const islands = await islandsOf(page);
  expect(await translationOf(page)).toMatchObject({ hydrated: false, scripts: 0, islands, islandsKept: 0 });
  expect(watch.pageErrors).toEqual([]);
  expect(watch.problems).toEqual([]);
  // The browser's marks on <html> stay: the language of the words on screen, and Chrome's own class.
  await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE);
  await expect(page.locator("html")).toHaveClass(/\btranslated-ltr\b/);
  await useTranslatedHome(page, watch);
});

test("typed in while the form's island hydrates, translated before it, the CPU 4× slower: every character kept, sent", async ({
  page,
  open,
  watch,
}) => {
  test.setTimeout(60_000); // key by key, on a CPU 4× slower: about 15 s on a loaded machine
  await translateBeforeHydration(page);
  const { prerenderedKept } = await typeWhileFormHydrates(page, open, translated);
  // The island found the translator's text and React drew it again: new fields, holding what the old ones held,
  // the one being typed in still focused (the rest of the typing landed in it).
  expect(prerenderedKept, "the pre-rendered form kept").toBe(false);
  await expectSentAsTyped(page, translated);
  await expectAllTranslated(page, watch);
});

test("the same rewrite before hydration, without a translator's marks on <html>: React's error still surfaces", async ({
  page,
  open,
  watch,
}) => {
  await translateBeforeHydration(page, { marks: false });
  await open("/");
  await hydrateEveryIsland(page);
  const islands = await islandsOf(page);
  expect(await translationOf(page)).toMatchObject({ hydrated: false, scripts: 0, islands, islandsKept: 0 });
  // One mismatch for each island React drew again: a page nobody translated has a real fault.
  expect(watch.pageErrors).toEqual(
    Array.from({ length: islands }, () => expect.stringMatching(/react\.dev\/errors\/418\b/)),
  );
});

test("the legal pages keep the company's name and address untranslated", async ({ page, open }) => {
  await installTranslator(page, "on-call");
  await open("/privacy-policy");
  await translatePage(page);
  expect(await untranslatedText(page)).toEqual([]);
  const main = page.getByRole("main");
  await expect(main.getByText(BRAND, { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: ADDRESS, exact: true }).first()).toBeVisible();
  await expectNameAndAddressKept(page);
});
