import type { Route } from "./+types/privatlivspolitik";
import { LegalPage } from "../../components/sections/legal-page.tsx";
import { privacyMeta, privacySections } from "../../content/legal.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";

export function loader() {
  return {
    meta: pageMeta(privacyMeta, [breadcrumbLd([{ name: "Privatlivspolitik", path: privacyMeta.canonicalPath }])]),
    lead: privacyMeta.description,
    sections: privacySections,
  };
}

export const meta = metaFromLoader;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privatlivspolitik" lead={loaderData.lead} sections={loaderData.sections} />;
}
