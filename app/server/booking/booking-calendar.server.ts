/**
 * The calendar invitation (.ics) of a booked meeting, made with ical-generator: one event whose UID
 * stays the booking's, with SEQUENCE = the booking's version, so Outlook, Google and Apple
 * calendars move or cancel the same entry when a later mail carries a newer version. Also the
 * private feed a staff member can subscribe to (their meetings, read-only). Times are written in
 * UTC; every calendar shows them in its own (Danish) time zone.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { brand } from "../../content/site.ts";

export type CalendarMeeting = {
  id: string;
  version: number;
  startsAt: Date;
  endsAt: Date;
  topicLabel: string;
  hostName: string;
  hostEmail: string;
  guestName: string;
  guestEmail: string;
  /** "Vi ringer til dig på ..." or the video link. */
  how: string;
  videoUrl?: string | null;
  cancelled?: boolean;
};

const uid = (meeting: { id: string }, host: string) => `${meeting.id}@${host}`;

function addEvent(calendar: ReturnType<typeof ical>, meeting: CalendarMeeting, siteHost: string, organizerEmail: string) {
  calendar.createEvent({
    id: uid(meeting, siteHost),
    sequence: meeting.version,
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary: `Møde med ${brand.name}: ${meeting.topicLabel}`,
    description: `${meeting.how}\n\nDu taler med ${meeting.hostName}.`,
    location: meeting.videoUrl ?? "Telefon",
    url: meeting.videoUrl ?? null,
    status: meeting.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: `${meeting.hostName} (${brand.name})`, email: organizerEmail },
    attendees: [{ name: meeting.guestName, email: meeting.guestEmail }],
  });
}

/** One meeting as a REQUEST (booked or moved) or a CANCEL. */
export function meetingInvitation(meeting: CalendarMeeting, siteUrl: string, organizerEmail: string): { method: "REQUEST" | "CANCEL"; content: string } {
  const method = meeting.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ name: `Møde med ${brand.name}`, method, prodId: { company: brand.name, product: "Book et møde", language: "DA" } });
  addEvent(calendar, meeting, new URL(siteUrl).host, organizerEmail);
  return { method: meeting.cancelled ? "CANCEL" : "REQUEST", content: calendar.toString() };
}

/** A staff member's private feed: their booked meetings (PUBLISH, no attendee mail). */
export function meetingFeed(hostName: string, meetings: readonly CalendarMeeting[], siteUrl: string, organizerEmail: string): string {
  const calendar = ical({
    name: `${brand.name}: møder for ${hostName}`,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: brand.name, product: "Book et møde", language: "DA" },
    ttl: 15 * 60,
  });
  for (const meeting of meetings) addEvent(calendar, meeting, new URL(siteUrl).host, organizerEmail);
  return calendar.toString();
}
