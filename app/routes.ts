import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { generatedFiles } from "./content/pages";

export default [
  index("routes/home.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  // sitemap.xml, robots.txt, the manifest, the social card and the icons: one resource route each.
  ...generatedFiles.map((path) => route(path.slice(1), "routes/generated-files/route.ts", { id: `generated${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
