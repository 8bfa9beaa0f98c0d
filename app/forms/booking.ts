import { defineForm } from "./define.ts";
import { limits, meetingTopics } from "./options.ts";
import { company, email, name, phone } from "./shared-fields.ts";

/**
 * "Book et møde" (/book-et-moede): the meeting's topic and length come from the page's first step
 * (a GET form, the `list_meeting_times` tool), the time from the free slots the page lists; then
 * who is coming. The action (app/server/booking/actions.server.ts) books it with the staff member
 * who takes it.
 */
export const bookingForm = defineForm({
  id: "booking",
  kind: "meeting",
  interest: "business",
  tool: {
    name: "book_meeting",
    description:
      "Book a free, no-obligation meeting (phone or video) with the agency about telemarketing, meeting booking, lead generation or customer service. First choose topic and length with list_meeting_times, which shows the free times; then pick one of the offered start times. The booker gets a confirmation with a calendar invitation by email.",
  },
  fields: {
    topic: {
      type: "hidden",
      label: "Emne",
      pattern: new RegExp(`^(${meetingTopics.map((topic) => topic.value).join("|")})$`),
      invalidMessage: "Vælg et emne for mødet",
    },
    length: { type: "hidden", label: "Længde (minutter)", pattern: /^[0-9]{2,3}$/, invalidMessage: "Vælg mødets længde" },
    start: {
      type: "choice",
      label: "Tidspunkt",
      required: true,
      requiredMessage: "Vælg et tidspunkt",
      pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/,
      invalidMessage: "Vælg en af de ledige tider",
      wide: true,
      agent: "The meeting's start: one of the offered values (ISO 8601 in UTC, e.g. 2026-12-01T09:00:00.000Z); the page shows them in Danish time.",
    },
    name,
    company: company(true, "The company the meeting is about."),
    email,
    phone,
    message: {
      type: "textarea",
      label: "Besked",
      inboxLabel: "Note",
      max: limits.message,
      rows: 3,
      wide: true,
      placeholder: "Fx hvad I sælger, og hvem I gerne vil i kontakt med",
      agent: "Optional note: what the company sells, its market, and what it wants to talk about.",
    },
  },
  derived: { time: { label: "Mødetidspunkt" }, lengthMinutes: { label: "Længde (min.)" }, host: { label: "Mødet tages af" } },
});
