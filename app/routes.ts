import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { generatedFiles, privacyPolicyPath, termsConditionsPath } from "./lib/routes";

// The paths are app/lib/routes.ts's: the one list the pages, the links and the pre-rendering read.
export default [
  index("routes/home.tsx"),
  route(privacyPolicyPath.slice(1), "routes/privacy-policy.tsx"),
  route(termsConditionsPath.slice(1), "routes/terms-conditions.tsx"),
  // sitemap.xml, robots.txt, the manifest, the social card and the icons: one resource route each.
  ...generatedFiles.map((path) => route(path.slice(1), "routes/generated-files/route.ts", { id: `generated${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
