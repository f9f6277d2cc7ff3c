import { LegalPage } from "~/components/layout/legal-page";
import TermsConditions from "~/content/legal/terms-conditions.mdx";
import { termsPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/terms-conditions";

export const meta: Route.MetaFunction = () => pageMeta({ ...termsPage, schema: "legal" });

export default function TermsConditionsPage() {
  return <LegalPage heading={termsPage.heading} Content={TermsConditions} />;
}
