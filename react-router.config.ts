import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/lib/routes";
import { buildEnd } from "./tooling/build-end.mjs";

export default {
  // A static site: every route is pre-rendered to HTML at build time and hydrated on the client.
  ssr: false,
  // The pages, "/404" (the catch-all route's page) and the generated files: app/lib/routes.ts.
  prerender: prerenderPaths,
  // Once every page is pre-rendered: the steps that make build/client deployable as it is
  // (tooling/build-end.mjs), so `react-router build` alone gives the site.
  buildEnd: ({ reactRouterConfig }) => buildEnd(reactRouterConfig.buildDirectory),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
