import { Link } from "react-router";
import type { Route } from "./+types/quote";
import { QuoteForm } from "../../components/forms/quote-form.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { PrivacyNote } from "../../components/sections/privacy-note.tsx";
import { Card, Container } from "../../components/ui/layout.tsx";
import { fallbackQuoteType, getDigitalListing } from "../../content/digital-listings.ts";
import { quoteIntro, quoteObject } from "../../content/digital-shared.ts";
import { privacyNote } from "../../content/privacy-note.ts";
import { responsePromise } from "../../content/site.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";
import { quoteAction } from "../../server/intake/actions.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/** The quote page at each digital path + /kontakt (docs/requirements.md §2): 'Få tilbud på {type}'. */
export function loader({ params }: Route.LoaderArgs) {
  const listing = getDigitalListing(params.slug);
  const servicePath = `/digital/${params.slug}`;
  const type = listing?.quoteType ?? fallbackQuoteType;
  const title = `Få tilbud på ${type}`;
  const path = `${servicePath}/kontakt`;
  return {
    title,
    backPath: servicePath,
    backLabel: listing ? `Tilbage til ${listing.navLabel}` : "Tilbage",
    action: path,
    projectType: listing?.projectType,
    meta: pageMeta(
      {
        title,
        description: `Beskriv dit projekt: Vi svarer ${responsePromise.short} og sender et fast tilbud på ${quoteObject[type] ?? type} ${responsePromise.offer}.`,
        canonicalPath: listing ? path : "/kontakt",
        keywords: ["tilbud", type, "digitalt projekt", "webbureau", "fast pris"],
      },
      [
        breadcrumbLd(
          listing
            ? [
                { name: listing.navLabel, path: servicePath },
                { name: "Få tilbud", path },
              ]
            : [{ name: "Kontakt", path: "/kontakt" }],
        ),
        ...(listing ? [] : [{ name: "robots", content: "noindex" }]),
      ],
    ),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return quoteAction(request, context.get(runtimeContext), `/digital/${params.slug}/kontakt`);
}

export const meta = metaFromLoader;

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { title, backPath, backLabel, action, projectType } = loaderData;
  return (
    <Container className="max-w-3xl pt-28 pb-24 sm:pt-32">
      <Link to={backPath} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
        <Icon name="arrow-left" className="h-4 w-4" /> {backLabel}
      </Link>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-navy-900">{title}</h1>
      <p className="mt-4 text-lg text-muted">{quoteIntro}</p>
      <Card className="mt-8 p-6 sm:p-10">
        <QuoteForm action={action} projectType={projectType} />
        <PrivacyNote text={privacyNote} className="mt-6" />
      </Card>
    </Container>
  );
}
