// The side bar's "On every page": the company's facts (in code), the header and its menu, the
// footer, the slide show's buttons and the link previews and app (shared/*.json; each file's type is
// its schema's, declared beside it).
import { PUBLIC_CONTACT_EMAIL, PUBLIC_SITE_URL } from "astro:env/client";

import { fill } from "./fill";
import { homeDescription } from "./home-page";

import controlsContent from "./shared/controls.json";
import footerContent from "./shared/footer.json";
import headerContent from "./shared/header.json";
import sharingContent from "./shared/sharing.json";
import type { FooterLink, IndustryOption, NavItem } from "./types";

/**
 * Company facts: the one place to change the name, address or public URL. Deployment settings, not
 * copy: the contact address and URL can be set per build, so they stay in code (the legal pages
 * show them through <ContactEmail /> and <SiteUrl />).
 */
export const site = {
  name: "RYMI",
  legalName: "RYMI",
  /**
   * Where the contact form's mail goes: PUBLIC_CONTACT_EMAIL at build time (docs/deploying.md).
   * Through astro:env, so the islands hold the address the HTML holds.
   */
  email: PUBLIC_CONTACT_EMAIL,
  /** Public origin, no trailing slash: PUBLIC_SITE_URL at build time, checked by tooling/build-settings.ts. */
  url: PUBLIC_SITE_URL.replace(/\/+$/, ""),
} as const;

/** The header's links, in order, each to its section of the home page. */
export const nav = (["about", "services", "industries", "contact"] as const).map((section): NavItem => ({
  label: headerContent.nav[section],
  section,
}));

export const header = {
  skipToContent: headerContent.skipToContent,
  homeLabel: headerContent.homeLabel,
  getStarted: headerContent.getStarted,
  openMenu: headerContent.openMenu,
  closeMenu: headerContent.closeMenu,
  navLabel: headerContent.navLabel,
};

export const footer = {
  ...footerContent,
  services: footerContent.services.map((label): FooterLink => ({ label, section: "services" })),
  industries: footerContent.industries.map((label): FooterLink => ({ label, section: "industries" })),
};

/**
 * The contact form's industry menu: `value` is what the form and its draft hold, `label` what the
 * visitor sees and the mail says.
 */
export const industries = [
  { value: "finance", label: "Finance & Banking" },
  { value: "healthcare", label: "Healthcare" },
  { value: "retail", label: "Retail & E-commerce" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "logistics", label: "Logistics & Supply Chain" },
  { value: "technology", label: "Technology" },
  { value: "other", label: "Other" },
] as const satisfies readonly IndustryOption[];

/** Words on the carousel and tab controls (read by screen readers, shown as tooltips). */
export const controls = {
  ...controlsContent,
  slidePicker: (n: number) => fill(controlsContent.slidePicker, { n }),
  stepPicker: (n: number) => fill(controlsContent.stepPicker, { n }),
  position: (n: number, total: number) => fill(controlsContent.position, { n, total }),
};

// The two below are read only at build time.

/**
 * The image shown when a page is shared (Open Graph / Twitter card), generated at build time
 * (src/lib/generated-files/social-card.server.tsx): the hero's heading over this tagline, described by `alt`.
 */
export const socialCard = () => ({ tagline: sharingContent.cardTagline, alt: sharingContent.cardAlt }) as const;

/** The web app manifest's texts (shown when the site is added to a home screen). */
export const appManifest = () =>
  ({
    name: sharingContent.appName,
    shortName: sharingContent.appShortName,
    description: homeDescription,
  }) as const;
