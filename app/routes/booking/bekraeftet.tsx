import { data, Link } from "react-router";
import type { Route } from "./+types/bekraeftet";
import { buttonClass } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Card, Container } from "../../components/ui/layout.tsx";
import { bookingPath } from "../../content/booking.ts";
import { contact } from "../../content/site.ts";
import { danishMeetingTime } from "../../lib/danish-time.ts";
import { confirmationLoader } from "../../server/booking/actions.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  try {
    return {
      ok: true as const,
      meeting: await confirmationLoader(url, context.get(runtimeContext)),
      moved: url.searchParams.has("flyttet"),
      cancelled: url.searchParams.has("aflyst"),
    };
  } catch (error) {
    const body = (error as { data?: { message?: string }; init?: { status?: number } }) ?? {};
    if (body.data?.message) return data({ ok: false as const, message: body.data.message }, { status: body.init?.status ?? 403 });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Dit møde er booket" }, { name: "robots", content: "noindex, nofollow" }];

export default function Bekraeftet({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <Container className="max-w-2xl pt-32 pb-24">
        <h1 className="text-3xl font-extrabold text-navy-900">Linket virker ikke</h1>
        <p role="alert" className="mt-4 text-lg text-ink">
          {loaderData.message}
        </p>
        <Link to={bookingPath} className={buttonClass("primary", "mt-8")}>
          Book et møde
        </Link>
      </Container>
    );
  }
  const { meeting, moved, cancelled } = loaderData;
  const isCancelled = meeting.status === "cancelled";
  const title = isCancelled ? "Mødet er aflyst" : moved ? "Mødet er flyttet" : "Dit møde er booket";
  return (
    <Container className="max-w-2xl pt-32 pb-24">
      <div role="status">
        <Icon name={isCancelled ? "circle-alert" : "calendar-check"} className="h-10 w-10 text-brand-700" />
        <h1 className="mt-4 text-3xl font-extrabold text-navy-900 sm:text-4xl">{title}</h1>
        {!isCancelled && <p className="mt-3 text-lg text-ink">Vi har sendt en bekræftelse med en kalenderinvitation til {meeting.guestEmail}.</p>}
        {isCancelled && cancelled && <p className="mt-3 text-lg text-ink">Tiden er frigivet. Du får en mail, der fjerner mødet fra din kalender.</p>}
      </div>
      <Card className="mt-8 p-6">
        <dl className="space-y-3">
          <div>
            <dt className="text-sm text-muted">Tid (dansk tid)</dt>
            <dd className={`text-lg font-semibold text-navy-900 ${isCancelled ? "line-through" : ""}`}>
              {danishMeetingTime(meeting.time.start, meeting.time.end)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Emne</dt>
            <dd className="font-medium text-navy-900">
              {meeting.topic} ({meeting.lengthMinutes} min.)
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Du taler med</dt>
            <dd className="font-medium text-navy-900">{meeting.host}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Sådan foregår det</dt>
            <dd className="font-medium text-navy-900">{meeting.how}</dd>
          </div>
        </dl>
      </Card>
      {!isCancelled && (
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={meeting.links.ics} className={buttonClass("primary")} download="moede.ics">
            <Icon name="download" className="h-4 w-4" /> Læg i kalender (.ics)
          </a>
          {meeting.links.move && (
            <a href={meeting.links.move} className={buttonClass("secondary")}>
              Flyt mødet
            </a>
          )}
          <a href={meeting.links.cancel} className={buttonClass("secondary")}>
            Aflys mødet
          </a>
        </div>
      )}
      {isCancelled && (
        <Link to={bookingPath} className={buttonClass("primary", "mt-6")}>
          Book en ny tid
        </Link>
      )}
      <p className="mt-8 text-sm text-muted">
        Spørgsmål? Ring til os på{" "}
        <a href={contact.phoneHref} className="font-semibold text-brand-700">
          {contact.phone}
        </a>
        .
      </p>
    </Container>
  );
}
