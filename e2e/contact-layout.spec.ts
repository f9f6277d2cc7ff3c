// The contact section as designed, side by side at 1280 px: the cards column (three cards, then the
// address line) and the form card end on one line, and the address's copy button sits beside it.
// The layout check (layout.spec.ts) covers overlap and clipping at every width; this covers the
// alignment it cannot see.
import type { Locator } from "@playwright/test";

import { CONTACT_EMAIL, content, names } from "./support/content";
import { expect, test } from "./support/fixtures";

const ADDRESS = CONTACT_EMAIL;
/**
 * How far apart the two bottom edges may be. They are equal by construction (both columns fill the
 * grid row), so only sub-pixel rounding may part them; 2 px is half the site's spacing step (4 px),
 * well below the 190 px this guards against and below what the eye sees between edges 48 px apart.
 */
const TOLERANCE = 2;

type Box = { top: number; bottom: number; left: number; right: number };
const boxOf = (element: Locator): Promise<Box> =>
  element.evaluate((el) => {
    const { top, bottom, left, right } = el.getBoundingClientRect();
    return { top, bottom, left, right };
  });

test.use({ viewport: { width: 1280, height: 900 } });

test(
  "at 1280 px the cards column and the form card end together; Copy sits beside the address",
  { tag: "@pseudo" },
  async ({ page, open, contactForm }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // the section shows at once, without its slide up
    await open();
    const { section, form } = contactForm;
    await form.scrollIntoViewIfNeeded();
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(content.contact.cards.length);
    const address = section.getByRole("link", { name: ADDRESS, exact: true });
    const copy = section.getByRole("button", { name: names.copyEmail, exact: true });
    await expect(copy).toBeVisible();

    // The form card: the box a visitor sees around the form, its nearest ancestor with a background.
    const card = await form.evaluate((el) => {
      let at = el.parentElement;
      while (at && getComputedStyle(at).backgroundColor === "rgba(0, 0, 0, 0)") at = at.parentElement;
      const { top, bottom, left, right } = (at ?? el).getBoundingClientRect();
      return { top, bottom, left, right };
    });
    const [lastCard, link, button] = await Promise.all([boxOf(cards.last()), boxOf(address), boxOf(copy)]);
    // Side by side, the cards on the left: otherwise there is nothing to align.
    expect(lastCard.right).toBeLessThan(card.left);
    // The cards column ends with its lowest box: the last card, the address or its button.
    const columnEnd = Math.max(lastCard.bottom, link.bottom, button.bottom);
    expect
      .soft(Math.abs(card.bottom - columnEnd), `form card ends at ${card.bottom}, cards column at ${columnEnd}`)
      .toBeLessThanOrEqual(TOLERANCE);
    // The button on the address's line, after it.
    const sharedHeight = Math.min(link.bottom, button.bottom) - Math.max(link.top, button.top);
    expect(
      sharedHeight,
      `Copy at ${button.top}..${button.bottom}, address at ${link.top}..${link.bottom}`,
    ).toBeGreaterThan(0);
    expect(button.left).toBeGreaterThanOrEqual(link.right);
  },
);
