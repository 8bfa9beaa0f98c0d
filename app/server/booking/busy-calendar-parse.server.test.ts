/**
 * Reading busy times out of the .ics files Google and Outlook publish (issue 37 item 8): time
 * zones by VTIMEZONE, by IANA name and floating; all-day events; recurring events with
 * exceptions; what does not make a person busy; and the bounds that refuse a feed whole.
 */
import { describe, expect, it } from "vitest";
import { busyIntervals, FeedRefused } from "./busy-calendar-parse.server.ts";

const from = Date.parse("2026-11-30T00:00:00Z");
const to = Date.parse("2026-12-31T00:00:00Z");

const copenhagen = `BEGIN:VTIMEZONE
TZID:Europe/Copenhagen
X-LIC-LOCATION:Europe/Copenhagen
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

// Outlook names the zone by its Windows name and defines it in the file.
const romance = copenhagen.replace("TZID:Europe/Copenhagen\nX-LIC-LOCATION:Europe/Copenhagen", "TZID:Romance Standard Time");

const ics = (...parts: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Test//EN", ...parts, "END:VCALENDAR"].join("\r\n").replace(/\r?\n/g, "\r\n");

const vevent = (lines: string) => `BEGIN:VEVENT\n${lines.trim()}\nEND:VEVENT`;

const iso = (intervals: { start: number; end: number }[]) =>
  intervals.map((interval) => [new Date(interval.start).toISOString(), new Date(interval.end).toISOString()]);

describe("busy times from an iCal feed", () => {
  it("reads UTC times, Google's TZID with its VTIMEZONE, an IANA TZID without one, Outlook's Windows zone name and floating times as Danish time", () => {
    const text = ics(
      copenhagen,
      romance,
      vevent("UID:a\nDTSTART:20261201T090000Z\nDTEND:20261201T093000Z"),
      vevent("UID:b\nDTSTART;TZID=Europe/Copenhagen:20261202T100000\nDTEND;TZID=Europe/Copenhagen:20261202T110000"),
      vevent("UID:c\nDTSTART;TZID=Romance Standard Time:20261203T100000\nDTEND;TZID=Romance Standard Time:20261203T103000"),
      vevent("UID:d\nDTSTART:20261204T100000\nDTEND:20261204T110000"),
    );
    expect(iso(busyIntervals(text, from, to))).toEqual([
      ["2026-12-01T09:00:00.000Z", "2026-12-01T09:30:00.000Z"],
      ["2026-12-02T09:00:00.000Z", "2026-12-02T10:00:00.000Z"],
      ["2026-12-03T09:00:00.000Z", "2026-12-03T09:30:00.000Z"],
      ["2026-12-04T09:00:00.000Z", "2026-12-04T10:00:00.000Z"],
    ]);
    const withoutDefinition = ics(vevent("UID:e\nDTSTART;TZID=Europe/Copenhagen:20261207T100000\nDURATION:PT45M"));
    expect(iso(busyIntervals(withoutDefinition, from, to))).toEqual([["2026-12-07T09:00:00.000Z", "2026-12-07T09:45:00.000Z"]]);
  });

  it("blocks whole Danish days for all-day events (one day without DTEND, several with)", () => {
    const text = ics(vevent("UID:a\nDTSTART;VALUE=DATE:20261202"), vevent("UID:b\nDTSTART;VALUE=DATE:20261214\nDTEND;VALUE=DATE:20261216"));
    expect(iso(busyIntervals(text, from, to))).toEqual([
      ["2026-12-01T23:00:00.000Z", "2026-12-02T23:00:00.000Z"],
      ["2026-12-13T23:00:00.000Z", "2026-12-15T23:00:00.000Z"],
    ]);
  });

  it("expands a weekly RRULE over the window, across summer time, without EXDATEs, with moved and cancelled occurrences", () => {
    const text = ics(
      copenhagen,
      vevent(
        "UID:weekly\nDTSTART;TZID=Europe/Copenhagen:20260106T140000\nDTEND;TZID=Europe/Copenhagen:20260106T150000\nRRULE:FREQ=WEEKLY;BYDAY=TU\nEXDATE;TZID=Europe/Copenhagen:20261208T140000",
      ),
      // 15 December moved to 16.00; 22 December cancelled.
      vevent(
        "UID:weekly\nRECURRENCE-ID;TZID=Europe/Copenhagen:20261215T140000\nDTSTART;TZID=Europe/Copenhagen:20261215T160000\nDTEND;TZID=Europe/Copenhagen:20261215T170000",
      ),
      vevent(
        "UID:weekly\nRECURRENCE-ID;TZID=Europe/Copenhagen:20261222T140000\nDTSTART;TZID=Europe/Copenhagen:20261222T140000\nDTEND;TZID=Europe/Copenhagen:20261222T150000\nSTATUS:CANCELLED",
      ),
    );
    expect(iso(busyIntervals(text, from, to))).toEqual([
      ["2026-12-01T13:00:00.000Z", "2026-12-01T14:00:00.000Z"],
      ["2026-12-15T15:00:00.000Z", "2026-12-15T16:00:00.000Z"],
      ["2026-12-29T13:00:00.000Z", "2026-12-29T14:00:00.000Z"],
    ]);
    // Across the change to summer time (28 March 2027): 14.00 Danish time stays 14.00.
    const spring = busyIntervals(text, Date.parse("2027-03-20T00:00:00Z"), Date.parse("2027-04-01T00:00:00Z"));
    expect(iso(spring)).toEqual([
      ["2027-03-23T13:00:00.000Z", "2027-03-23T14:00:00.000Z"],
      ["2027-03-30T12:00:00.000Z", "2027-03-30T13:00:00.000Z"],
    ]);
  });

  it("ignores cancelled events, events shown as free (TRANSP:TRANSPARENT, Outlook's FREE) and events outside the window", () => {
    const text = ics(
      vevent("UID:a\nDTSTART:20261201T090000Z\nDTEND:20261201T100000Z\nSTATUS:CANCELLED"),
      vevent("UID:b\nDTSTART:20261201T110000Z\nDTEND:20261201T120000Z\nTRANSP:TRANSPARENT"),
      vevent("UID:c\nDTSTART:20261201T130000Z\nDTEND:20261201T140000Z\nX-MICROSOFT-CDO-BUSYSTATUS:FREE"),
      vevent("UID:d\nDTSTART:20250101T090000Z\nDTEND:20250101T100000Z"),
      vevent("UID:e\nDTSTART:20261201T140000Z\nDTEND:20261201T150000Z\nTRANSP:OPAQUE\nSTATUS:CONFIRMED"),
    );
    expect(iso(busyIntervals(text, from, to))).toEqual([["2026-12-01T14:00:00.000Z", "2026-12-01T15:00:00.000Z"]]);
  });

  it("joins overlapping events into one busy interval", () => {
    const text = ics(vevent("UID:a\nDTSTART:20261201T090000Z\nDTEND:20261201T100000Z"), vevent("UID:b\nDTSTART:20261201T093000Z\nDTEND:20261201T110000Z"));
    expect(iso(busyIntervals(text, from, to))).toEqual([["2026-12-01T09:00:00.000Z", "2026-12-01T11:00:00.000Z"]]);
  });

  it("refuses what is not a calendar, and a feed past its bounds whole, with a Danish reason", () => {
    expect(() => busyIntervals("<html>Log ind</html>", from, to)).toThrow(new FeedRefused("Filen er ikke en iCal-kalender (.ics)"));
    const many = ics(...Array.from({ length: 11 }, (_, index) => vevent(`UID:${index}\nDTSTART:20261201T090000Z\nDTEND:20261201T100000Z`)));
    expect(() => busyIntervals(many, from, to, { maxEvents: 10, maxSteps: 1_000, maxIntervals: 100 })).toThrow("Kalenderen har over 10 begivenheder");
    expect(() => busyIntervals(many, from, to, { maxEvents: 100, maxSteps: 1_000, maxIntervals: 10 })).toThrow(
      "Kalenderen har over 10 optagede tider i bookingperioden",
    );
    const everyMinute = ics(vevent("UID:m\nDTSTART:20200101T000000Z\nDURATION:PT1M\nRRULE:FREQ=MINUTELY"));
    expect(() => busyIntervals(everyMinute, from, to, { maxEvents: 100, maxSteps: 1_000, maxIntervals: 100 })).toThrow(
      "Kalenderens gentagne begivenheder giver over 1.000 forekomster",
    );
  });
});
