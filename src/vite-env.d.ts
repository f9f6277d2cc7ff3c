/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}

/** The year the site was built (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;

/** A script bundled into one string, to inline in a page (tooling/inline-script.mjs). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
