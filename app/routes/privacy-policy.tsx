import { LegalPage } from "~/components/layout/legal-page";
import PrivacyPolicy from "~/content/legal/privacy-policy.mdx";
import { privacyPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => pageMeta({ ...privacyPage, schema: "legal" });

export default function PrivacyPolicyPage() {
  return <LegalPage heading={privacyPage.heading} Content={PrivacyPolicy} />;
}
