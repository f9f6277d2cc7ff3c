// The company's facts and the contact form's menu: in code, not content, read by the pages and the
// islands alike. The words on every page (header, footer, controls, sharing) are ./shared.ts.
import { PUBLIC_CONTACT_EMAIL, PUBLIC_SITE_URL } from "astro:env/client";

import type { IndustryOption } from "./types";

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
  /** Public origin, no trailing slash: PUBLIC_SITE_URL at build time, checked by build-plugins/build-settings.ts. */
  url: PUBLIC_SITE_URL.replace(/\/+$/, ""),
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
