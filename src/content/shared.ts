// The side bar's "On every page": the header and its menu, the footer, the slide show's buttons
// and the link previews and app (shared/*.json), read by the pages at build time.
import { entry } from "./entries";
import { homeDescription } from "./home-page";
import type { FooterLink, NavItem } from "./types";

const headerContent = await entry("header");
const footerContent = await entry("footer");
const sharingContent = await entry("sharing");

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

/** Words on the carousel and tab controls, as the islands take them (controlWords in ./words.ts). */
export const controls = await entry("controls");

/**
 * The image shown when a page is shared (Open Graph / Twitter card), generated at build time
 * (src/lib/generated-files/social-card.server.tsx): the hero's heading over this tagline, described by `alt`.
 */
export const socialCard = { tagline: sharingContent.cardTagline, alt: sharingContent.cardAlt } as const;

/** The web app manifest's texts (shown when the site is added to a home screen). */
export const appManifest = {
  name: sharingContent.appName,
  shortName: sharingContent.appShortName,
  description: homeDescription,
} as const;
