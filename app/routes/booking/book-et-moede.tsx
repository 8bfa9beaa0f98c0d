import { data, Link } from "react-router";
import type { Route } from "./+types/book-et-moede";
import { buttonClass } from "../../components/ui/button.tsx";
import { contact } from "../../content/site.ts";
import { budgetSpent, budgetSpentMessage, freeTimesLimit, timesLimitMessage } from "../../server/booking/booking-limits.server.ts";
import { BookingForm, MeetingTimesForm, type BookingStepData } from "../../components/forms/booking-form.tsx";
import { Card, Container } from "../../components/ui/layout.tsx";
import * as content from "../../content/booking.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";
import { bookingAction, bookingStep } from "../../server/booking/actions.server.ts";
import { meetingLengthChoices } from "../../forms/options.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/**
 * Without a query string (the prerendered page, and the first view) the page shows the first step;
 * with one (?emne=...&laengde=...&uge=...) the server renders the week's free times from the
 * database (queryAware in app/routes.ts), at most BOOKING_TIMES_RATE_LIMIT times per address in 10
 * minutes. When the hour's booking budget is spent, the page offers the phone and the contact form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const meta = pageMeta(content.meta, [breadcrumbLd([{ name: "Book et møde", path: content.bookingPath }])]);
  const firstStep: BookingStepData = { topic: null, length: null, lengths: [...meetingLengthChoices], slots: null, noTimes: false };
  if (!url.search) return { meta, step: firstStep, closed: null };
  const runtime = context.get(runtimeContext);
  const limit = await freeTimesLimit(runtime, request.headers.get("x-client-ip") ?? "unknown");
  if (!limit.allowed) {
    const closed = { title: "Vent lidt", message: timesLimitMessage(Math.ceil(limit.retryAfterSeconds / 60)) };
    return data({ meta, step: firstStep, closed }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  if (await budgetSpent(runtime.db, runtime.env.BOOKING_BUDGET_PER_HOUR))
    return { meta, step: firstStep, closed: { title: "Ring eller skriv til os", message: budgetSpentMessage() } };
  return { meta, step: await bookingStep(url, runtime), closed: null };
}

/** A refused page of free times says when to come back (Retry-After). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The booking (book_meeting): through the forms pipeline; on success to the confirmation page. */
export function action({ request, context }: Route.ActionArgs) {
  return bookingAction(request, context.get(runtimeContext));
}

export const meta = metaFromLoader;

export default function BookEtMoede({ loaderData }: Route.ComponentProps) {
  const { step, closed } = loaderData;
  return (
    <Container className="max-w-3xl pt-28 pb-20 sm:pt-36">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{content.hero.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-5xl">{content.hero.title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{content.hero.lead}</p>
      {closed ? (
        <Card className="mt-8 p-6 sm:p-8">
          <h2 className="text-lg font-semibold text-navy-900">{closed.title}</h2>
          <p role="alert" className="mt-3 text-ink">
            {closed.message}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={contact.phoneHref} className={buttonClass("primary")}>
              Ring {contact.phoneInText}
            </a>
            <Link to="/kontakt" className={buttonClass("secondary")}>
              Skriv til os
            </Link>
          </div>
        </Card>
      ) : (
        <>
          <Card className="mt-8 p-6 sm:p-8">
            <MeetingTimesForm step={step} />
          </Card>
          <Card className="mt-6 p-6 sm:p-8">
            <BookingForm step={step} />
          </Card>
        </>
      )}
    </Container>
  );
}
