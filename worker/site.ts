// The public site's Worker, rymi-web (wrangler.jsonc, top level). The site is static assets: they
// answer every page, file and unknown path themselves, and this code never runs for them. It runs
// for one path, the statistics' collection path (assets.run_worker_first), and each night for the
// statistics' roll-ups (triggers.crons). It holds no secret: its bindings are the statistics' D1
// database and two rate limits.
import { collect, type CollectEnv } from "./analytics/collect.ts";
import { rollUp } from "./analytics/rollup.ts";
import { collectPath } from "../src/lib/routes.ts";

export interface SiteEnv extends CollectEnv {
  ASSETS: { fetch: (request: Request) => Promise<Response> };
}

export default {
  async fetch(request: Request, env: SiteEnv): Promise<Response> {
    if (new URL(request.url).pathname === collectPath) return collect(request, env);
    // run_worker_first names the collection path alone; anything else is the assets' (the 404 page).
    return env.ASSETS.fetch(request);
  },
  async scheduled(_controller: unknown, env: SiteEnv): Promise<void> {
    const { days } = await rollUp(env.STATISTICS, Date.now());
    console.log(`statistics: rolled up ${days.join(", ")}`);
  },
};
