import type { Route } from "./+types/book-et-moede";
import { BookingForm, MeetingTimesForm, type BookingStepData } from "../../components/forms/booking-form.tsx";
import { Card, Container } from "../../components/ui/layout.tsx";
import * as content from "../../content/booking.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";
import { bookingAction, bookingStep } from "../../server/booking-action.server.ts";
import { meetingLengthChoices } from "../../forms/options.ts";
import { runtimeContext } from "../../server/context.server.ts";

/**
 * Without a query string (the prerendered page, and the first view) the page shows the first step;
 * with one (?emne=...&laengde=...&uge=...) the server renders the week's free times from the
 * database (queryAware in app/routes.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const step: BookingStepData = url.search
    ? await bookingStep(url, context.get(runtimeContext))
    : { topic: null, length: null, lengths: [...meetingLengthChoices], slots: null, noTimes: false };
  return {
    meta: pageMeta(content.meta, [breadcrumbLd([{ name: "Book et møde", path: content.bookingPath }])]),
    step,
  };
}

/** The booking (book_meeting): through the forms pipeline; on success to the confirmation page. */
export function action({ request, context }: Route.ActionArgs) {
  return bookingAction(request, context.get(runtimeContext));
}

export const meta = metaFromLoader;

export default function BookEtMoede({ loaderData }: Route.ComponentProps) {
  const { step } = loaderData;
  return (
    <Container className="max-w-3xl pt-28 pb-20 sm:pt-36">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{content.hero.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-5xl">{content.hero.title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{content.hero.lead}</p>
      <Card className="mt-8 p-6 sm:p-8">
        <MeetingTimesForm step={step} />
      </Card>
      <Card className="mt-6 p-6 sm:p-8">
        <BookingForm step={step} />
      </Card>
    </Container>
  );
}
