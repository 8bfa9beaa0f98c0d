import { Form, Link } from "react-router";
import * as copy from "../../content/booking.ts";
import { bookingForm } from "../../forms/booking.ts";
import { meetingQuery, meetingTimesTool } from "../../forms/meeting-times.ts";
import { meetingTopics } from "../../forms/options.ts";
import { danishClock, danishDate } from "../../lib/danish-time.ts";
import { buttonClass } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";
import { FieldError } from "./fields.tsx";

/** One week of free times, as the server sends it (app/server/booking/actions.server.ts, WeekSlots). */
export type WeekOfSlots = { week: number; weeks: number; from: string; days: { date: string; slots: { start: string; end: string }[] }[] };

export type BookingStepData = { topic: string | null; length: number | null; lengths: number[]; slots: WeekOfSlots | null; noTimes: boolean };

const selectClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base font-normal text-ink shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

/**
 * Step 1: topic and length, a GET form (the `list_meeting_times` tool). Without JavaScript the
 * browser loads the page with the free times; with it React Router fetches them without a reload.
 */
export function MeetingTimesForm({ step }: { step: BookingStepData }) {
  return (
    <Form
      method="get"
      action={copy.bookingPath}
      preventScrollReset
      id="meeting-times"
      className="space-y-5"
      {...{ toolname: meetingTimesTool.name, tooldescription: meetingTimesTool.description, toolautosubmit: "" }}
    >
      <h2 className="text-lg font-semibold text-navy-900">{copy.steps.topic.title}</h2>
      {/* Selects, not radio groups: WebMCP describes a parameter by its one element (a radio group has no description of its own). */}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <label className="block text-sm font-semibold text-navy-900">
          Emne
          <select
            name={meetingQuery.topic}
            required
            defaultValue={step.topic ?? meetingTopics[0].value}
            className={selectClass}
            {...{ toolparamdescription: meetingTimesTool.params.emne.description }}
          >
            {meetingTopics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-navy-900">
          {copy.steps.topic.length}
          <select
            name={meetingQuery.length}
            defaultValue={String(step.length ?? step.lengths[0])}
            className={selectClass}
            {...{ toolparamdescription: meetingTimesTool.params.laengde.description }}
          >
            {step.lengths.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min.
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {copy.steps.topic.submit} <Icon name="arrow-right" className="h-4 w-4" />
      </button>
    </Form>
  );
}

/**
 * The week's free times as one select, grouped by day (a plain form control: it works without
 * JavaScript and reads well on a phone). `chosen`: the time a refused send echoed back, still
 * chosen on the answer (without JavaScript the first press is asked to be confirmed: issue 37).
 */
export function SlotSelect({
  slots,
  error,
  label = bookingForm.fields.start.label,
  placeholder,
  chosen,
}: {
  slots: WeekOfSlots | null;
  error?: string;
  label?: string;
  placeholder: string;
  chosen?: string;
}) {
  const field = bookingForm.fields.start;
  const empty = !slots || slots.days.length === 0;
  const offered = chosen && slots?.days.some((day) => day.slots.some((slot) => slot.start === chosen)) ? chosen : "";
  return (
    <div className="sm:col-span-2">
      <label htmlFor="field-start" className="block text-sm font-semibold text-navy-900">
        {label}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      <select
        key={slots ? `${slots.from}:${slots.days.map((day) => day.slots.length).join()}` : "none"}
        id="field-start"
        name="start"
        required
        defaultValue={offered}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "start-error" : undefined}
        className={selectClass}
        {...{ toolparamdescription: field.agent }}
      >
        <option value="" disabled>
          {empty ? placeholder : "Vælg tidspunkt"}
        </option>
        {slots?.days.map((day) => (
          <optgroup key={day.date} label={capitalize(danishDate(`${day.date}T12:00:00Z`))}>
            {day.slots.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {`${capitalize(danishDate(slot.start))} kl. ${danishClock(slot.start)}-${danishClock(slot.end)}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError name="start" error={error} />
    </div>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Previous/next week as links (GET): plain navigation without JavaScript, no reload with it. */
export function WeekNav({ slots, query }: { slots: WeekOfSlots; query: Record<string, string> }) {
  const href = (week: number) => `?${new URLSearchParams({ ...query, [meetingQuery.week]: String(week) })}#tider`;
  const link = "inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50";
  return (
    <nav aria-label="Uger" className="flex items-center justify-between gap-2">
      {slots.week > 0 ? (
        <Link to={href(slots.week - 1)} preventScrollReset className={link}>
          <Icon name="arrow-left" className="h-4 w-4" /> {copy.steps.time.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm font-semibold text-navy-900" aria-live="polite">
        Uge med {danishDate(`${slots.from}T12:00:00Z`).replace(/^\S+ den /, "mandag den ")}
      </p>
      {slots.week < slots.weeks - 1 ? (
        <Link to={href(slots.week + 1)} preventScrollReset className={link}>
          {copy.steps.time.next} <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Steps 2 and 3: the time and who is coming, through the site's form pipeline (the `book_meeting` tool). */
export function BookingForm({ step }: { step: BookingStepData }) {
  const query: Record<string, string> = {};
  if (step.topic) query[meetingQuery.topic] = step.topic;
  if (step.length) query[meetingQuery.length] = String(step.length);
  if (step.slots) query[meetingQuery.week] = String(step.slots.week);
  const action = `${copy.bookingPath}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""}`;
  return (
    <div id="tider" className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-navy-900">{copy.steps.time.title}</h2>
        <p className="mt-1 text-sm text-muted">{copy.steps.time.lead}</p>
      </div>
      {step.noTimes && (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-sm font-medium text-navy-900 ring-1 ring-amber-200">
          {copy.steps.time.noneAtAll}{" "}
          <Link to="/kontakt" className="font-semibold text-brand-700 underline">
            Kontakt os
          </Link>
        </p>
      )}
      {step.slots && !step.noTimes && <WeekNav slots={step.slots} query={query} />}
      <EnquiryForm
        definition={bookingForm}
        action={action}
        defaults={{ topic: step.topic ?? "", length: step.length ? String(step.length) : "" }}
        submitLabel={copy.steps.details.submit}
        custom={(errors, values) => ({
          start: (
            <SlotSelect
              slots={step.slots}
              error={errors.start}
              chosen={values.start}
              placeholder={!step.topic ? copy.steps.time.chooseTopicFirst : copy.steps.time.noneThisWeek}
            />
          ),
        })}
        confirmation={() => null}
      />
    </div>
  );
}
