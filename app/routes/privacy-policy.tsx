import { LegalPage } from "~/components/layout/legal-page";
import PrivacyPolicy from "~/content/legal/privacy-policy/body.mdx";
import { privacyPage } from "~/content/legal";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/privacy-policy";

/** Static text: served without React (route-handle.ts). */
export const handle = { hydrate: false } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta({ ...privacyPage, schema: "legal" });

export default function PrivacyPolicyPage() {
  return <LegalPage heading={privacyPage.heading} updated={privacyPage.updated} Content={PrivacyPolicy} />;
}
