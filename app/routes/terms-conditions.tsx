import { LegalPage } from "~/components/layout/legal-page";
import TermsConditions from "~/content/legal/terms-conditions.mdx";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/terms-conditions";

export const meta: Route.MetaFunction = () => pageMeta({ ...pages.terms, schema: "legal" });

export default function TermsConditionsPage() {
  return <LegalPage heading={pages.terms.heading} Content={TermsConditions} />;
}
