/// <reference types="astro/client" />

/** The year the site was built (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;

/** The URL of a module bundled as a chunk of its own, for a late `import(url)` (tooling/late-module.ts). */
declare module "late-module:*" {
  const url: string;
  export default url;
}
