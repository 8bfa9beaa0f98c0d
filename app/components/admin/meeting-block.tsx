import { Form, Link } from "react-router";
import { danishMeetingTime } from "../../lib/danish-time.ts";

export type MeetingSummary = { id: string; version: number; status: "booked" | "cancelled"; start: string; end: string; topic: string; host: string | null };

/** A meeting enquiry's booking on its page: the time, who takes it, and cancelling it (app/routes/admin/moeder.tsx). */
export function MeetingBlock({ meeting, csrf }: { meeting: MeetingSummary; csrf: string }) {
  const cancelled = meeting.status === "cancelled";
  return (
    <section aria-labelledby="moede" className="mt-6 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
      <h2 id="moede" className="text-lg font-semibold text-navy-900">
        Møde {cancelled ? "(aflyst)" : ""}
      </h2>
      <p className={`mt-2 text-lg font-semibold text-navy-900 ${cancelled ? "line-through" : ""}`}>{danishMeetingTime(meeting.start, meeting.end)}</p>
      <p className="text-ink">
        {meeting.topic} · {meeting.host ?? "ingen vært"}
      </p>
      {!cancelled && (
        <Form method="post" action="/admin/moeder" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="booking" value={meeting.id} />
          <input type="hidden" name="version" value={meeting.version} />
          <button type="submit" className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50">
            Aflys mødet
          </button>
          <Link to="/admin/moeder" className="text-sm font-semibold text-brand-700">
            Alle møder
          </Link>
        </Form>
      )}
    </section>
  );
}
