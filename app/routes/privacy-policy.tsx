import { LegalPage } from "~/components/layout/legal-page";
import PrivacyPolicy from "~/content/legal/privacy-policy/body.mdx";
import { privacyPage } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { staticPage } from "~/static-page/static-page";

import type { Route } from "./+types/privacy-policy";

/** Static text: served without React. */
export const handle = staticPage();

export const meta: Route.MetaFunction = () => pageMeta({ ...privacyPage, schema: "legal" });

export default function PrivacyPolicyPage() {
  return <LegalPage heading={privacyPage.heading} updated={privacyPage.updated} Content={PrivacyPolicy} />;
}
