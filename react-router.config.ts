import type { Config } from "@react-router/dev/config";

export default {
  // A static site: every route is pre-rendered to HTML at build time and hydrated on the client.
  ssr: false,
  // "/404" renders the catch-all route; scripts/postbuild.mjs copies it to the top-level 404.html.
  prerender: ["/", "/privacy-policy", "/terms-conditions", "/404"],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
