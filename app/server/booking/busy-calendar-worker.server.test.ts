/**
 * The calendar parse runs in a worker thread with a deadline (the flaw of issue 37 item 8's first
 * version: ical.js on the main thread held the event loop for seconds on a feed near the limits).
 */
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { defaultBusyLimits, FeedRefused } from "./busy-calendar-parse.server.ts";
import { parseBusyTimes } from "./busy-calendar-worker.server.ts";

const from = Date.parse("2026-11-30T00:00:00Z");
const to = Date.parse("2026-12-31T00:00:00Z");

const ics = (...events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Test//EN", ...events, "END:VCALENDAR"].join("\r\n");
const event = (uid: string, start: string, end: string) => ["BEGIN:VEVENT", `UID:${uid}`, `DTSTART:${start}`, `DTEND:${end}`, "END:VEVENT"].join("\r\n");

/** 3,000 one-hour events in December: tens of milliseconds of parsing at the least. */
const many = ics(
  ...Array.from({ length: 3000 }, (_, index) => {
    const day = String(1 + (index % 28)).padStart(2, "0");
    const hour = String(index % 24).padStart(2, "0");
    return event(`e${index}@test`, `202612${day}T${hour}0000Z`, `202612${day}T${hour}3000Z`);
  }),
);

describe("parseBusyTimes: busyIntervals in a worker thread", () => {
  it("parses off the main thread and gives the same busy intervals", async () => {
    const { busy, parseThreadId } = await parseBusyTimes(ics(event("a@test", "20261201T090000Z", "20261201T100000Z")), from, to, defaultBusyLimits);
    expect(busy).toEqual([{ start: Date.parse("2026-12-01T09:00:00Z"), end: Date.parse("2026-12-01T10:00:00Z") }]);
    expect(parseThreadId).not.toBe(threadId);
    expect(parseThreadId).toBeGreaterThan(0);
  });

  it("brings a refusal back as FeedRefused with its Danish reason", async () => {
    const refused = parseBusyTimes("<html>Log ind</html>", from, to, defaultBusyLimits);
    await expect(refused).rejects.toBeInstanceOf(FeedRefused);
    await expect(refused).rejects.toThrow("Filen er ikke en iCal-kalender (.ics)");
    await expect(parseBusyTimes(many, from, to, { ...defaultBusyLimits, maxEvents: 100 })).rejects.toThrow("Kalenderen har over 100 begivenheder");
  });

  it("ends a parse past its deadline with a Danish FeedRefused; the next parse gets a fresh worker", async () => {
    const { parseThreadId: before } = await parseBusyTimes(many, from, to, defaultBusyLimits);
    const late = parseBusyTimes(many, from, to, defaultBusyLimits, 1);
    await expect(late).rejects.toBeInstanceOf(FeedRefused);
    await expect(late).rejects.toThrow("Kalenderen tog for lang tid at læse");
    const { busy, parseThreadId: after } = await parseBusyTimes(many, from, to, defaultBusyLimits);
    expect(busy.length).toBeGreaterThan(0);
    expect(after).not.toBe(before);
  });
});
