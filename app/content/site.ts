import type { FooterLink, IndustryOption, NavItem } from "./types";

/** Company facts: the one place to change the name, address or public URL. */
export const site = {
  name: "RYMI",
  legalName: "RYMI",
  /** Where the contact form's mail goes. Override at build time with VITE_CONTACT_EMAIL. */
  email: import.meta.env.VITE_CONTACT_EMAIL || "contact@rymi.ai",
  /** Public origin, no trailing slash. Override at build time with VITE_SITE_URL. */
  url: (import.meta.env.VITE_SITE_URL || "https://rymi.ai").replace(/\/+$/, ""),
  jurisdiction: { country: "India", state: "Uttar Pradesh", courts: "Lucknow" },
  /** When the privacy policy and terms last changed (ISO date): shown on both pages and in the sitemap. */
  legalUpdated: "2025-06-09",
} as const;

export const nav = [
  { label: "About Us", section: "about" },
  { label: "Services", section: "services" },
  { label: "Industries", section: "industries" },
  { label: "Contact", section: "contact" },
] as const satisfies readonly NavItem[];

export const header = {
  skipToContent: "Skip to content",
  homeLabel: `${site.name} home`,
  getStarted: "Get Started",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  navLabel: "Main",
} as const;

export const footer = {
  tagline:
    "Empowering startups and businesses with AI: real-time voice agents, custom AI agents and the automation around them.",
  servicesHeading: "Services",
  services: [
    { label: "Custom AI Agents", section: "services" },
    { label: "AI Consulting", section: "services" },
    { label: "Process Automation", section: "services" },
    { label: "Integration Support", section: "services" },
  ] satisfies FooterLink[],
  industriesHeading: "Industries",
  industries: [
    { label: "Finance", section: "industries" },
    { label: "Healthcare", section: "industries" },
    { label: "Manufacturing", section: "industries" },
    { label: "Retail", section: "industries" },
  ] satisfies FooterLink[],
  legalHeading: "Legal",
  privacy: "Privacy Policy",
  terms: "Terms & Conditions",
  rights: "All rights reserved.",
} as const;

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

export const errorPage = {
  heading: "Unexpected Application Error!",
  text: "Something went wrong while showing this page. Reloading usually helps.",
  home: "Return to Home",
} as const;

/** Words on the carousel and tab controls (read by screen readers, shown as tooltips). */
export const controls = {
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  previousStep: "Previous step",
  nextStep: "Next step",
  stopRotation: "Stop automatic slide show",
  startRotation: "Start automatic slide show",
  stopTabs: "Stop rotating use cases",
  startTabs: "Start rotating use cases",
  slidePicker: (n: number) => `Slide ${n}`,
  stepPicker: (n: number) => `Step ${n}`,
  position: (n: number, total: number) => `${n} of ${total}`,
  stepsCarousel: "Steps",
  slide: "slide",
  carousel: "carousel",
} as const;
