import type { Route } from "./+types/nyhedsbrev";
import { NewsletterForm } from "../../components/forms/newsletter-form.tsx";
import { Card, Container } from "../../components/ui/layout.tsx";
import { brand, newsletterRhythm } from "../../content/site.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";
import { newsletterAction } from "../../server/intake/actions.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    {
      title: "Nyhedsbrev om B2B-salg og mødebooking",
      description: `Få ${brand.name}s nyhedsbrev: konkrete råd om telemarketing, mødebooking, leadgenerering og outsourcing af salg – ${newsletterRhythm}.`,
      canonicalPath: "/nyhedsbrev",
      keywords: ["nyhedsbrev", "B2B-salg", "mødebooking", "telemarketing", "salgstips"],
    },
    [breadcrumbLd([{ name: "Nyhedsbrev", path: "/nyhedsbrev" }])],
  );

/** The blog's newsletter boxes post here; a browser without JavaScript sees the answer on this page. */
export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context.get(runtimeContext));
}

export default function Nyhedsbrev() {
  return (
    <Container className="max-w-2xl pt-32 pb-24">
      <h1 className="text-4xl font-extrabold tracking-tight text-navy-900">Nyhedsbrev</h1>
      <p className="mt-4 text-lg text-muted">
        Cirka én gang om måneden: det, vi har lært af tusindvis af B2B-samtaler, nye artikler fra bloggen og ledige freelanceopgaver. Ingen spam, og du kan
        afmelde dig med ét klik.
      </p>
      <Card className="mt-8 p-6 sm:p-8">
        <NewsletterForm />
      </Card>
    </Container>
  );
}
