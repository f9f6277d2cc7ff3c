import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/pages";

export default {
  // A static site: every route is pre-rendered to HTML at build time and hydrated on the client.
  ssr: false,
  // The pages, "/404" (the catch-all route's page) and the generated files: app/content/pages.ts.
  prerender: prerenderPaths(),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
