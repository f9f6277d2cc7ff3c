import { LegalPage } from "~/components/layout/legal-page";
import TermsConditions from "~/content/legal/terms-conditions/body.mdx";
import { termsPage } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { staticPage } from "~/static-page/static-page";

import type { Route } from "./+types/terms-conditions";

/** Static text: served without React. */
export const handle = staticPage();

export const meta: Route.MetaFunction = () => pageMeta({ ...termsPage, schema: "legal" });

export default function TermsConditionsPage() {
  return <LegalPage heading={termsPage.heading} updated={termsPage.updated} Content={TermsConditions} />;
}
