import { LegalPage } from "~/components/layout/legal-page";
import TermsConditions from "~/content/legal/terms-conditions.mdx";
import { pages } from "~/content/pages";

import type { Route } from "./+types/terms-conditions";

export const meta: Route.MetaFunction = () => [
  { title: pages.terms.title },
  { name: "description", content: pages.terms.description },
];

export default function TermsConditionsPage() {
  return <LegalPage heading={pages.terms.heading} Content={TermsConditions} />;
}
