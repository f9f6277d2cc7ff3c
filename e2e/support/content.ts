// The site's words as the tests read them: the content files the editor writes (src/content/). A
// test finds editable text through here, never as a literal, so that any change the editor allows
// keeps the suite green; the only literals left in tests are the words the specification fixes
// (e2e/support/hygiene.test.ts holds that). Under the pseudo-localized run
// (playwright.pseudo.config.ts) the same names read the pseudo-localized copy's files.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { ContentOf } from "../../src/content/types";
import { escapeRegExp } from "../../src/content/escape-regexp";
import { fill } from "../../src/content/fill";
import { formatIsoDate } from "../../src/lib/format-date";
import { readBuildSettings, siteOrigin } from "../../build-plugins/build-settings";
import { PROJECT } from "./project-copy";

/** The checkout whose content files the tests read: this one, or the pseudo-localized copy. */
export const CONTENT_ROOT = process.env.E2E_CONTENT_ROOT || PROJECT;

function read<K extends Parameters<typeof fileOf>[0]>(key: K): ContentOf<K> {
  return JSON.parse(readFileSync(join(CONTENT_ROOT, fileOf(key)), "utf8")) as ContentOf<K>;
}

const FILES = {
  home: "home/page.json",
  hero: "home/hero.json",
  about: "home/about.json",
  howItWorks: "home/how-it-works.json",
  useCases: "home/use-cases.json",
  contact: "home/contact.json",
  header: "shared/header.json",
  footer: "shared/footer.json",
  controls: "shared/controls.json",
  sharing: "shared/sharing.json",
  privacyPolicy: "legal/privacy-policy/index.json",
  termsConditions: "legal/terms-conditions/index.json",
  legal: "legal/shared.json",
  notFound: "pages/not-found.json",
  errorPage: "pages/error.json",
} as const;

function fileOf(key: keyof typeof FILES) {
  return join("src/content", FILES[key]);
}

const controlsContent = read("controls");

/** Every content file, by the editor's name for it (src/content/schema.ts), as the file holds it. */
export const content = {
  home: read("home"),
  hero: read("hero"),
  about: read("about"),
  howItWorks: read("howItWorks"),
  useCases: read("useCases"),
  contact: read("contact"),
  header: read("header"),
  footer: read("footer"),
  controls: {
    ...controlsContent,
    slidePicker: (n: number) => fill(controlsContent.slidePicker, { n }),
    stepPicker: (n: number) => fill(controlsContent.stepPicker, { n }),
    position: (n: number, total: number) => fill(controlsContent.position, { n, total }),
  },
  sharing: read("sharing"),
  privacyPolicy: read("privacyPolicy"),
  termsConditions: read("termsConditions"),
  legal: read("legal"),
  notFound: read("notFound"),
  errorPage: read("errorPage"),
};

/** The legal pages' "Last updated" line as the page shows it. */
export const lastUpdated = (page: "privacyPolicy" | "termsConditions") =>
  `${content.legal.lastUpdated} ${formatIsoDate(content[page].updated ?? "")}`;

/**
 * The contact address and the site's URL the build was made with: the specification's, unless a
 * build sets PUBLIC_CONTACT_EMAIL or PUBLIC_SITE_URL (docs/deploying.md). Then its tests need the same.
 */
const settings = readBuildSettings(process.env);
export const CONTACT_EMAIL = settings.PUBLIC_CONTACT_EMAIL;
export const SITE_URL = siteOrigin(settings.PUBLIC_SITE_URL);

/** A text as a regular expression that matches it literally (pseudo-localized text holds brackets). */
export { escapeRegExp };

/** Exactly one of these texts, whole: e.g. the rotation button's two names. */
export const oneOf = (...texts: string[]) => new RegExp(`^(?:${texts.map(escapeRegExp).join("|")})$`);

/**
 * Names the page composes from the content (each starts with the words a visitor sees): the logo
 * link ("RYMI" then, for screen readers, "home") and the email's copy button ("Copy" then "email
 * address").
 */
export const names = {
  homeLink: `RYMI ${content.header.homeLabel}`,
  copyEmail: `${content.contact.form.copyEmail.label} ${content.contact.form.copyEmail.name}`,
};
