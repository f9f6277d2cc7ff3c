import { LegalPage } from "~/components/layout/legal-page";
import TermsConditions from "~/content/legal/terms-conditions/body.mdx";
import { termsPage } from "~/content/legal";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/terms-conditions";

/** Static text: served without React (route-handle.ts). */
export const handle = { hydrate: false } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta({ ...termsPage, schema: "legal" });

export default function TermsConditionsPage() {
  return <LegalPage heading={termsPage.heading} updated={termsPage.updated} Content={TermsConditions} />;
}
