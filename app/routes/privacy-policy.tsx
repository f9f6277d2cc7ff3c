import { LegalPage } from "~/components/layout/legal-page";
import PrivacyPolicy from "~/content/legal/privacy-policy.mdx";
import { pages } from "~/content/pages";

import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => [
  { title: pages.privacy.title },
  { name: "description", content: pages.privacy.description },
];

export default function PrivacyPolicyPage() {
  return <LegalPage heading={pages.privacy.heading} Content={PrivacyPolicy} />;
}
