/**
 * "Udsæt" in Danish time: tomorrow and the next working day (weekends and Danish public holidays
 * skipped) at the follow-up's own time of day, across a change to summer time; and the one-press
 * choices are offered only where they really postpone.
 */
import { describe, expect, it } from "vitest";
import { defaultFacts, type Facts } from "../../content/site.ts";
import { danishTime } from "../booking/booking-slots.server.ts";
import { withFacts } from "../content/facts.server.ts";
import { danishMinute, defaultFollowUpTime, nextWorkingDay, parseDue, parseWhat, snoozeOptions, snoozeTarget } from "./follow-ups.server.ts";

describe("a new follow-up's default time (issue 37, item 12)", () => {
  it("is never already past: today 09.00 before nine, two hours on during the day, else the next working day at 09.00", () => {
    // Tuesday 24 November 2026.
    expect(defaultFollowUpTime(danishTime("2026-11-24", 7 * 60 + 45))).toEqual({ date: "2026-11-24", time: "09:00" });
    expect(defaultFollowUpTime(danishTime("2026-11-24", 10 * 60 + 20))).toEqual({ date: "2026-11-24", time: "12:00" });
    expect(defaultFollowUpTime(danishTime("2026-11-24", 14 * 60 + 59))).toEqual({ date: "2026-11-24", time: "16:00" });
    expect(defaultFollowUpTime(danishTime("2026-11-24", 15 * 60))).toEqual({ date: "2026-11-25", time: "09:00" });
    expect(defaultFollowUpTime(danishTime("2026-11-24", 23 * 60))).toEqual({ date: "2026-11-25", time: "09:00" });
    // Friday evening and Saturday morning: Monday.
    expect(defaultFollowUpTime(danishTime("2026-11-27", 22 * 60))).toEqual({ date: "2026-11-30", time: "09:00" });
    expect(defaultFollowUpTime(danishTime("2026-11-28", 8 * 60))).toEqual({ date: "2026-11-30", time: "09:00" });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = danishTime("2026-11-24", minute);
      const chosen = defaultFollowUpTime(now);
      expect(danishTime(chosen.date, Number(chosen.time.slice(0, 2)) * 60).getTime(), chosen.time).toBeGreaterThan(now.getTime());
    }
  });
});

describe("a new follow-up's default time follows the published opening hours", () => {
  // A published sheet: Monday–Thursday 10.00–18.00, Friday 10.00–14.00, and Saturday open 10.30–13.00.
  const facts: Facts = {
    ...defaultFacts,
    openingHours: [
      { ...defaultFacts.openingHours[0]!, opens: "10:00", closes: "18:00" },
      { ...defaultFacts.openingHours[1]!, opens: "10:00", closes: "14:00" },
      { ...defaultFacts.openingHours[2]!, days: ["Saturday"], opens: "10:30", closes: "13:00" },
    ],
  };
  const under = (now: Date) => withFacts(facts, () => defaultFollowUpTime(now));

  it("starts an hour after opening, goes up to closing time, and moves to the next day the sheet keeps open", () => {
    // Tuesday 24 November 2026: an hour after 10.00 opening; until 18.00 closing.
    expect(under(danishTime("2026-11-24", 8 * 60 + 30))).toEqual({ date: "2026-11-24", time: "11:00" });
    expect(under(danishTime("2026-11-24", 16 * 60 + 10))).toEqual({ date: "2026-11-24", time: "18:00" });
    expect(under(danishTime("2026-11-24", 17 * 60))).toEqual({ date: "2026-11-25", time: "11:00" });
    // Friday closes at 14.00: 13.00 is too late for today; Saturday is open, an hour after 10.30.
    expect(under(danishTime("2026-11-27", 11 * 60 + 50))).toEqual({ date: "2026-11-27", time: "13:00" });
    expect(under(danishTime("2026-11-27", 13 * 60))).toEqual({ date: "2026-11-28", time: "11:30" });
    // Saturday after its 13.00 closing, and Sunday (closed): Monday, an hour after 10.00.
    expect(under(danishTime("2026-11-28", 12 * 60))).toEqual({ date: "2026-11-30", time: "11:00" });
    expect(under(danishTime("2026-11-29", 9 * 60))).toEqual({ date: "2026-11-30", time: "11:00" });
    // A follow-up saved without a time: that day at its morning (on a day off, at the next working day's morning hour).
    expect(withFacts(facts, () => parseDue({ date: "2026-11-24", time: "" }))).toEqual({ ok: true, dueAt: danishTime("2026-11-24", 11 * 60) });
    expect(withFacts(facts, () => parseDue({ date: "2026-11-29", time: "" }))).toEqual({ ok: true, dueAt: danishTime("2026-11-29", 11 * 60) });
    expect(parseDue({ date: "2026-11-24", time: "" })).toEqual({ ok: true, dueAt: danishTime("2026-11-24", 9 * 60) });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = danishTime("2026-11-27", minute);
      const chosen = under(now);
      const [hours, minutes] = chosen.time.split(":").map(Number);
      expect(danishTime(chosen.date, hours! * 60 + minutes!).getTime(), chosen.time).toBeGreaterThan(now.getTime());
    }
  });
});

describe("snooze targets", () => {
  it("the next working day skips the weekend and Danish public holidays", () => {
    expect(nextWorkingDay("2026-11-24")).toBe("2026-11-25"); // Tuesday -> Wednesday
    expect(nextWorkingDay("2026-11-27")).toBe("2026-11-30"); // Friday -> Monday
    expect(nextWorkingDay("2026-11-28")).toBe("2026-11-30"); // Saturday -> Monday
    // Easter 2027: Maundy Thursday 25/3, Good Friday 26/3, Easter Monday 29/3.
    expect(nextWorkingDay("2027-03-24")).toBe("2027-03-30");
    // Christmas: 25 and 26 December 2026 are Friday and Saturday.
    expect(nextWorkingDay("2026-12-24")).toBe("2026-12-28");
  });

  it("keeps the follow-up's own Danish time of day, also across the change to summer time", () => {
    const overdue = danishTime("2026-11-20", 10 * 60 + 30); // last Friday 10:30
    const now = danishTime("2026-11-24", 20 * 60); // Tuesday evening
    expect(snoozeTarget(overdue, "tomorrow", now)).toEqual(danishTime("2026-11-25", 10 * 60 + 30));
    expect(snoozeTarget(overdue, "next-workday", danishTime("2026-11-27", 8 * 60))).toEqual(danishTime("2026-11-30", 10 * 60 + 30));
    // Wednesday 24 March 2027 at 09:00 winter time (08:00 UTC) -> Tuesday 30 March at 09:00 summer time (07:00 UTC).
    const beforeEaster = danishTime("2027-03-24", 9 * 60);
    expect(beforeEaster.toISOString()).toBe("2027-03-24T08:00:00.000Z");
    const moved = snoozeTarget(beforeEaster, "next-workday", beforeEaster);
    expect(moved.toISOString()).toBe("2027-03-30T07:00:00.000Z");
    expect(danishMinute(moved)).toBe(9 * 60);
  });

  it("offers a one-press choice only when it moves the follow-up later", () => {
    const now = danishTime("2026-11-24", 8 * 60); // Tuesday
    const today = danishTime("2026-11-24", 15 * 60);
    expect(snoozeOptions(today, now)).toEqual({ tomorrow: danishTime("2026-11-25", 15 * 60), "next-workday": danishTime("2026-11-25", 15 * 60) });
    // Already tomorrow: "I morgen" would not postpone it.
    expect(snoozeOptions(danishTime("2026-11-25", 15 * 60), now)).toEqual({ tomorrow: null, "next-workday": null });
    // Friday's follow-up on Friday: tomorrow is Saturday, the next working day Monday.
    const friday = danishTime("2026-11-27", 9 * 60);
    expect(snoozeOptions(friday, danishTime("2026-11-27", 8 * 60))).toEqual({
      tomorrow: danishTime("2026-11-28", 9 * 60),
      "next-workday": danishTime("2026-11-30", 9 * 60),
    });
  });
});

describe("the rules an edit shares with a new follow-up", () => {
  it("refuses a missing or impossible date, a bad time and an empty or long text in Danish", () => {
    expect(parseDue({ date: "2026-02-30", time: "10:00" })).toEqual({ ok: false, error: "Datoen findes ikke. Vælg en anden dato." });
    expect(parseDue({ date: "", time: "10:00" })).toEqual({ ok: false, error: "Vælg en dato for opfølgningen." });
    expect(parseDue({ date: "2026-12-01", time: "9.30" })).toEqual({ ok: false, error: "Skriv tidspunktet som tt:mm, fx 09:30." });
    expect(parseWhat(" \u0007 ")).toEqual({ ok: false, error: "Skriv kort, hvad der skal følges op på." });
    expect(parseWhat("x".repeat(201))).toEqual({ ok: false, error: "Beskrivelsen må højst være 200 tegn." });
    expect(parseDue({ date: "2026-12-01", time: "10:30" })).toEqual({ ok: true, dueAt: new Date("2026-12-01T09:30:00Z") });
  });
});
