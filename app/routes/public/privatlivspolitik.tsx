import type { Route } from "./+types/privatlivspolitik";
import { LegalPage } from "../../components/sections/legal-page.tsx";
import { privacyMeta, privacySections } from "../../content/legal.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(privacyMeta, [breadcrumbLd([{ name: "Privatlivspolitik", path: privacyMeta.canonicalPath }])], matches);

export default function Privacy() {
  return <LegalPage title="Privatlivspolitik" lead={privacyMeta.description} sections={privacySections} />;
}
