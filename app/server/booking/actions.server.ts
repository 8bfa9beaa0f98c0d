/**
 * The routes of "Book et møde" on the server: the page's free slots (a week at a time), the booking
 * action through the forms pipeline (honeypot, fill-time token, zod, rate limit: handleForm), and
 * the signed links to see, move and cancel a booking.
 */
import { data, redirect } from "react-router";
import { buildConfig } from "../../config/build-config.ts";
import { bookingForm } from "../../forms/booking.ts";
import { meetingQuery } from "../../forms/meeting-times.ts";
import { meetingTopics } from "../../forms/options.ts";
import { schemaFor } from "../../forms/schemas.ts";
import { addDays, danishDay, weekdayOf, type SlotDay } from "./booking-slots.server.ts";
import {
  bookMeeting,
  cancelMeeting,
  getMeeting,
  howText,
  moveMeeting,
  movedTooOftenMessage,
  movesLeft,
  usedLinkMessage,
  type MeetingRow,
} from "./meetings.server.ts";
import { bookingPath, checkMeetingLink, meetingLinks } from "./links.server.ts";
import { getMeetingSettings, listFreeSlots, topicLabel } from "./settings.server.ts";
import { enquiryFrom } from "../intake/actions.server.ts";
import { handleForm } from "../intake/forms.server.ts";
import type { Runtime } from "../platform/lifecycle.server.ts";
import { log } from "../platform/log.server.ts";
import { bookingGate } from "./booking-limits.server.ts";

/** What a page shows of one week: its days with their free times (ISO start, "10.00"). */
export type WeekSlots = {
  week: number;
  weeks: number;
  /** Monday of the week, YYYY-MM-DD. */
  from: string;
  days: { date: string; slots: { start: string; end: string }[] }[];
};

const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

/** The free slots grouped into weeks (Monday to Sunday, Danish dates); `week` 0 is this week. */
export function weekOf(days: readonly SlotDay[], today: string, week: number, horizonDays: number): WeekSlots {
  const firstMonday = mondayOf(today);
  const weeks =
    Math.floor((Number(new Date(`${addDays(today, horizonDays)}T00:00:00Z`)) - Number(new Date(`${firstMonday}T00:00:00Z`))) / (7 * 86_400_000)) + 1;
  const current = Math.min(Math.max(0, week), weeks - 1);
  const from = addDays(firstMonday, current * 7);
  const to = addDays(from, 7);
  return {
    week: current,
    weeks,
    from,
    days: days
      .filter((day) => day.date >= from && day.date < to)
      .map((day) => ({ date: day.date, slots: day.slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })) })),
  };
}

export type BookingStep = {
  topic: string | null;
  length: number | null;
  lengths: number[];
  slots: WeekSlots | null;
  /** Nobody takes meetings of this topic right now (no free time in the whole horizon). */
  noTimes: boolean;
};

/** The page's state from its query string: the chosen topic and length, and the week's free times. */
export async function bookingStep(url: URL, runtime: Runtime, now = runtime.now()): Promise<BookingStep> {
  const settings = await getMeetingSettings(runtime.db);
  const topicParam = url.searchParams.get(meetingQuery.topic);
  const topic = meetingTopics.some((option) => option.value === topicParam) ? topicParam : null;
  const asked = Number(url.searchParams.get(meetingQuery.length));
  const length = settings.lengths.includes(asked) ? asked : settings.lengths.length === 1 || topic ? settings.lengths[0]! : null;
  if (!topic || !length) return { topic, length, lengths: settings.lengths, slots: null, noTimes: false };
  const free = await listFreeSlots(runtime.db, topic, length, now);
  const week = Number.parseInt(url.searchParams.get(meetingQuery.week) ?? "", 10);
  const today = danishDay(now).date;
  // Without a week in the URL: the first week that has a free time.
  const firstFree = free.days[0]
    ? Math.floor((Number(new Date(`${mondayOf(free.days[0].date)}T00:00:00Z`)) - Number(new Date(`${mondayOf(today)}T00:00:00Z`))) / (7 * 86_400_000))
    : 0;
  return {
    topic,
    length,
    lengths: settings.lengths,
    slots: weekOf(free.days, today, Number.isFinite(week) ? week : firstFree, free.settings.horizonDays),
    noTimes: free.days.length === 0,
  };
}

/** Where booking mails link to and come from (also the meeting handover when a colleague is disabled). */
export const notifyOf = (runtime: Runtime) => ({
  to: runtime.env.NOTIFY_TO,
  siteUrl: buildConfig.siteUrl,
  secret: runtime.sessionSecret,
  from: /<([^>]+)>/.exec(runtime.env.MAIL_FROM)?.[1] ?? runtime.env.MAIL_FROM,
});

/** POST /book-et-moede: the booking form through the forms pipeline; on success, to the confirmation. */
export function bookingAction(request: Request, runtime: Runtime) {
  return handleForm(request, runtime, {
    kind: "meeting",
    schema: schemaFor(bookingForm),
    defaultSource: bookingPath,
    toEnquiry: (submitted) => enquiryFrom(bookingForm, submitted),
    store: async (input, submitted, token) => {
      // The limits of app/server/booking/booking-limits.server.ts (third and fourth reviews): counted after
      // the check for a repeated click and before booking, given back when no meeting came of it.
      const gate = bookingGate(runtime, request.headers.get("x-client-ip") ?? "unknown", token);
      const outcome = await bookMeeting(
        runtime.db,
        {
          topic: submitted.topic ?? "",
          lengthMinutes: Number(submitted.length),
          start: new Date(submitted.start ?? ""),
          enquiry: { ...input, extra: {} },
        },
        notifyOf(runtime),
        runtime.now(),
        () => gate.admit(),
      );
      if (!outcome.ok || outcome.duplicate) await gate.giveBack();
      if (!outcome.ok && outcome.reason === "limited") return { ok: false as const, status: outcome.status, formError: outcome.message, errors: {} };
      if (!outcome.ok) {
        const errors: Record<string, string> = outcome.field === "start" || outcome.field === "email" ? { [outcome.field]: outcome.message } : {};
        return { ok: false as const, status: outcome.reason === "taken" ? 409 : 422, formError: outcome.message, errors };
      }
      if (!outcome.duplicate) runtime.kickOutbox();
      log.info("Møde booket", { id: outcome.submissionId, duplicate: outcome.duplicate });
      return { ok: true as const, id: outcome.submissionId, duplicate: outcome.duplicate, redirect: confirmationUrl(runtime, outcome.bookingId) };
    },
  });
}

function confirmationUrl(runtime: Runtime, bookingId: string): string {
  return (
    new URL(meetingLinks(buildConfig.siteUrl, runtime.sessionSecret, bookingId, 0).view).pathname +
    new URL(meetingLinks(buildConfig.siteUrl, runtime.sessionSecret, bookingId, 0).view).search
  );
}

/** What the confirmation and the manage page show of a booking. */
export type MeetingView = {
  id: string;
  status: "booked" | "cancelled";
  time: { start: string; end: string };
  topic: string;
  lengthMinutes: number;
  host: string;
  how: string;
  guestEmail: string;
  /** move is null once the guest has moved the meeting MAX_GUEST_MOVES times. */
  links: { move: string | null; cancel: string; ics: string };
};

async function viewOf(runtime: Runtime, row: MeetingRow): Promise<MeetingView> {
  const settings = await getMeetingSettings(runtime.db);
  const links = meetingLinks("", runtime.sessionSecret, row.id, row.version);
  const view = new URL(meetingLinks(buildConfig.siteUrl, runtime.sessionSecret, row.id, 0).view);
  return {
    id: row.id,
    status: row.status,
    time: { start: row.startsAt.toISOString(), end: row.endsAt.toISOString() },
    topic: topicLabel(row.topic),
    lengthMinutes: row.lengthMinutes,
    host: row.hostName ?? "",
    how: howText(settings, row.guestPhone),
    guestEmail: row.guestEmail,
    links: {
      move: row.status === "booked" && movesLeft(row.version) > 0 ? links.move : null,
      cancel: links.cancel,
      ics: `${bookingPath}/moede.ics${view.search}`,
    },
  };
}

export const invalidLinkMessage = "Linket er ikke gyldigt. Brug linket i mailen fra os, eller ring til os, så hjælper vi.";

/** GET /book-et-moede/bekraeftet?id&token: the booking, by its view link (good for every version). */
export async function confirmationLoader(url: URL, runtime: Runtime) {
  const id = url.searchParams.get("id") ?? "";
  if (!checkMeetingLink(runtime.sessionSecret, "view", id, 0, url.searchParams.get("token"))) throw data({ message: invalidLinkMessage }, { status: 403 });
  const row = await getMeeting(runtime.db, id);
  if (!row) throw data({ message: "Bookingen findes ikke længere." }, { status: 404 });
  return viewOf(runtime, row);
}

export async function meetingIcs(url: URL, runtime: Runtime): Promise<Response> {
  const view = await confirmationLoader(url, runtime);
  const row = (await getMeeting(runtime.db, view.id))!;
  const { meetingInvitation } = await import("./booking-calendar.server.ts");
  const settings = await getMeetingSettings(runtime.db);
  const calendar = meetingInvitation(
    {
      id: row.id,
      version: row.version,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      topicLabel: view.topic,
      hostName: view.host,
      hostEmail: row.hostEmail ?? "",
      guestName: row.guestName,
      guestEmail: row.guestEmail,
      how: view.how,
      videoUrl: settings.mode === "video" ? settings.videoUrl : null,
      cancelled: row.status === "cancelled",
    },
    buildConfig.siteUrl,
    notifyOf(runtime).from,
  );
  return new Response(calendar.content, {
    headers: {
      "Content-Type": `text/calendar; charset=utf-8; method=${calendar.method}`,
      "Content-Disposition": 'attachment; filename="moede.ics"',
      "Cache-Control": "no-store",
    },
  });
}

export type ManageState =
  | { state: "invalid"; message: string }
  | { state: "used"; message: string }
  | { state: "limit"; message: string }
  | { state: "ok"; action: "move" | "cancel"; meeting: MeetingView; version: number; token: string; slots: WeekSlots | null };

/** The move/cancel page from its link: a forged link and a used one get their own Danish message. */
export async function manageState(params: URLSearchParams, runtime: Runtime, now = runtime.now()): Promise<ManageState> {
  const handling = params.get("handling");
  const action = handling === "flyt" ? "move" : handling === "aflys" ? "cancel" : null;
  const id = params.get("id") ?? "";
  const version = Number(params.get("v"));
  const token = params.get("token") ?? "";
  if (!action || !checkMeetingLink(runtime.sessionSecret, action, id, version, token)) return { state: "invalid", message: invalidLinkMessage };
  const row = await getMeeting(runtime.db, id);
  if (!row) return { state: "invalid", message: "Bookingen findes ikke længere." };
  if (row.status !== "booked") return { state: "used", message: "Mødet er aflyst. Vil du tale med os, så book en ny tid." };
  if (row.version !== version) return { state: "used", message: usedLinkMessage };
  if (action === "move" && movesLeft(row.version) === 0) return { state: "limit", message: movedTooOftenMessage() };
  let slots: WeekSlots | null = null;
  if (action === "move") {
    const free = await listFreeSlots(runtime.db, row.topic, row.lengthMinutes, now);
    const week = Number.parseInt(params.get(meetingQuery.week) ?? "0", 10);
    slots = weekOf(free.days, danishDay(now).date, Number.isFinite(week) ? week : 0, free.settings.horizonDays);
  }
  return { state: "ok", action, meeting: await viewOf(runtime, row), version, token, slots };
}

export type ManageResult = { ok: false; message: string; state?: "taken" | "used" | "invalid" | "limit" } | undefined;

/** POST /book-et-moede/aendr: the move or the cancellation (links in mail are only ever read with GET). */
export async function manageAction(request: Request, runtime: Runtime) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ManageResult>({ ok: false, message: "Formularen kunne ikke læses. Genindlæs siden og prøv igen." }, { status: 400 });
  }
  const params = new URLSearchParams();
  for (const key of ["handling", "id", "v", "token"]) params.set(key, String(form.get(key) ?? ""));
  const state = await manageState(params, runtime);
  if (state.state !== "ok")
    return data<ManageResult>({ ok: false, message: state.message, state: state.state }, { status: state.state === "invalid" ? 403 : 409 });
  const notify = notifyOf(runtime);
  if (state.action === "cancel") {
    const outcome = await cancelMeeting(runtime.db, state.meeting.id, state.version, notify);
    if (!outcome.ok) return data<ManageResult>({ ok: false, message: outcome.message, state: "used" }, { status: 409 });
    runtime.kickOutbox();
    return redirect(`${confirmationUrl(runtime, state.meeting.id)}&aflyst=1`, 303);
  }
  const start = new Date(String(form.get("start") ?? ""));
  const outcome = await moveMeeting(runtime.db, state.meeting.id, state.version, start, notify, {}, runtime.now());
  if (!outcome.ok)
    return data<ManageResult>({ ok: false, message: outcome.message, state: outcome.reason }, { status: outcome.reason === "taken" ? 409 : 422 });
  runtime.kickOutbox();
  return redirect(`${confirmationUrl(runtime, state.meeting.id)}&flyttet=1`, 303);
}
