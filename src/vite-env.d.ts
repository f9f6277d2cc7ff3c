/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}

/** The year the site was built (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
