import { data, Form, Link } from "react-router";
import type { Route } from "./+types/moeder";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { buildConfig } from "../../config/build-config.ts";
import { danishClock, danishDate, danishDateTime } from "../../lib/danish-time.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { addDays, danishDay, danishTime, weekdayOf } from "../../server/booking/booking-slots.server.ts";
import { cancelMeeting, getMeeting } from "../../server/booking/meetings.server.ts";
import { meetingsBetween } from "../../server/booking/availability.server.ts";
import { topicLabel } from "../../server/booking/settings.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Møder - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** "Møder": today's and this week's booked meetings (everyone's, or "Mine"), in Danish time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const mine = new URL(request.url).searchParams.get("vis") === "mine";
  const today = danishDay(runtime.now()).date;
  const monday = addDays(today, 1 - weekdayOf(today));
  const rows = await meetingsBetween(runtime.db, danishTime(today, 0), danishTime(addDays(monday, 14), 0), mine ? staff.userId : undefined);
  const meetings = rows.map((row) => ({
    id: row.id,
    submissionId: row.submissionId,
    version: row.version,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    day: danishDay(row.startsAt).date,
    topic: topicLabel(row.topic),
    host: row.hostName ?? "-",
    mineToo: row.staffId === staff.userId,
    guest: row.guestName,
    company: row.guestCompany,
    phone: row.guestPhone,
  }));
  return { csrf: staff.csrfToken, owner: staff.role === "owner", mine, today, weekEnd: addDays(monday, 7), meetings };
}

/** Staff cancel a meeting (from here or the enquiry page): the guest and the host get the cancellation with its .ics. */
export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  const id = String(form?.get("booking") ?? "");
  const meeting = await getMeeting(runtime.db, id);
  if (!meeting) return data({ error: "Mødet findes ikke længere." }, { status: 404 });
  const outcome = await cancelMeeting(
    runtime.db,
    id,
    Number(form?.get("version")),
    {
      to: runtime.env.NOTIFY_TO,
      siteUrl: buildConfig.siteUrl,
      secret: runtime.sessionSecret,
      from: /<([^>]+)>/.exec(runtime.env.MAIL_FROM)?.[1] ?? runtime.env.MAIL_FROM,
    },
    { userId: staff.userId },
  );
  if (!outcome.ok) return data({ error: "Mødet er allerede aflyst eller flyttet. Genindlæs siden." }, { status: 409 });
  runtime.kickOutbox();
  return { message: `Mødet med ${meeting.guestName} ${danishDateTime(meeting.startsAt)} er aflyst. Begge har fået besked.` };
}

export default function Moeder({ loaderData, actionData }: Route.ComponentProps) {
  const { meetings, today, weekEnd, mine, owner } = loaderData;
  const groups = [
    { title: "I dag", list: meetings.filter((meeting) => meeting.day === today) },
    { title: "Resten af ugen", list: meetings.filter((meeting) => meeting.day > today && meeting.day < weekEnd) },
    { title: "Næste uge", list: meetings.filter((meeting) => meeting.day >= weekEnd) },
  ];
  return (
    <div className="max-w-4xl">
      <h1 className="text-3xl font-bold text-navy-900">Møder</h1>
      <nav aria-label="Møder" className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
        <Link to="/admin/moeder" className={`rounded-lg px-3 py-2 ${!mine ? "bg-brand-50 text-brand-700" : "text-navy-900"}`}>
          Alle
        </Link>
        <Link to="/admin/moeder?vis=mine" className={`rounded-lg px-3 py-2 ${mine ? "bg-brand-50 text-brand-700" : "text-navy-900"}`}>
          Mine
        </Link>
        <Link to="/admin/moeder/tilgaengelighed" className="rounded-lg px-3 py-2 text-navy-900">
          Min tilgængelighed
        </Link>
        {owner && (
          <Link to="/admin/moeder/indstillinger" className="rounded-lg px-3 py-2 text-navy-900">
            Indstillinger
          </Link>
        )}
      </nav>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      {groups.map((group) => (
        <section key={group.title} className="mt-8" aria-labelledby={`g-${group.title}`}>
          <h2 id={`g-${group.title}`} className="text-lg font-semibold text-navy-900">
            {group.title} <span className="text-muted">({group.list.length})</span>
          </h2>
          {group.list.length === 0 ? (
            <p className="mt-2 text-muted">Ingen møder.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {group.list.map((meeting) => (
                <li key={meeting.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-navy-900">
                      {danishDate(meeting.start)} kl. {danishClock(meeting.start)}-{danishClock(meeting.end)}
                    </p>
                    <p className="text-sm text-muted">
                      {meeting.topic} · {meeting.host}
                    </p>
                  </div>
                  <p className="mt-1 break-words text-ink">
                    <Link to={`/admin/contact-submissions/${meeting.submissionId}`} className="font-semibold text-brand-700 underline">
                      {meeting.guest}
                    </Link>
                    {meeting.company ? `, ${meeting.company}` : ""}
                    {meeting.phone ? ` · ${meeting.phone}` : ""}
                  </p>
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="csrf" value={loaderData.csrf} />
                    <input type="hidden" name="booking" value={meeting.id} />
                    <input type="hidden" name="version" value={meeting.version} />
                    <button type="submit" className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">
                      Aflys mødet
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
