import { afterEach, describe, expect, it } from "vitest";
import { defaultFacts, factsSourceNow, openingHours, setFactsSource } from "../../content/site.ts";
import {
  addWorkingHours,
  claimOf,
  danishDay,
  danishTime,
  freeSlots,
  holidayName,
  openingByWeekday,
  refusal,
  type StaffCalendar,
  type SlotRules,
} from "./booking-slots.server.ts";

const allWeek = (start = 0, end = 24 * 60) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: start, endMinute: end }));
const person = (overrides: Partial<StaffCalendar> = {}): StaffCalendar => ({ id: "a", windows: allWeek(), daysOff: new Set(), busy: [], ...overrides });
const rules: SlotRules = { lengthMinutes: 20, bufferMinutes: 10, noticeHours: 0, horizonDays: 21 };
const clock = (date: Date) => new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", hour: "2-digit", minute: "2-digit" }).format(date);

describe("free meeting slots", () => {
  it("offers slots only inside the company's opening hours (Mon-Thu 8-16, Fri 8-15), read from site.ts", () => {
    const opening = openingByWeekday();
    const row = (day: string) => openingHours().find((entry) => (entry.days as readonly string[]).includes(day))!;
    expect(opening.get(1)).toEqual({ startMinute: Number(row("Monday").opens!.slice(0, 2)) * 60, endMinute: Number(row("Monday").closes!.slice(0, 2)) * 60 });
    expect(opening.get(5)!.endMinute).toBe(15 * 60);
    expect(opening.has(6)).toBe(false);
    expect(opening.has(7)).toBe(false);
    // Monday 30 November 2026, 06:00 Danish time.
    const days = freeSlots(new Date("2026-11-30T05:00:00Z"), [person()], rules);
    const monday = days.find((day) => day.date === "2026-11-30")!;
    expect(clock(monday.slots[0]!.start)).toBe("08.00");
    expect(clock(monday.slots.at(-1)!.start)).toBe("15.30");
    const friday = days.find((day) => day.date === "2026-12-04")!;
    expect(clock(friday.slots.at(-1)!.start)).toBe("14.30");
    expect(days.some((day) => day.weekday >= 6)).toBe(false);
  });

  describe("under a published fact sheet with other hours", () => {
    // The source before this block, put back after each test: the worker's files share modules (vitest.config.ts).
    const original = factsSourceNow();
    afterEach(() => setFactsSource(original));

    it("offers the new hours on the next call, with no restart (issue 36 item 3)", () => {
      const monday = () => freeSlots(new Date("2026-11-30T05:00:00Z"), [person()], rules).find((day) => day.date === "2026-11-30")!;
      expect(clock(monday().slots[0]!.start)).toBe("08.00");
      const [weekdays, friday, weekend] = defaultFacts.openingHours;
      setFactsSource(() => ({ ...defaultFacts, openingHours: [{ ...weekdays!, opens: "09:30", closes: "17:00" }, friday!, weekend!] }));
      expect(clock(monday().slots[0]!.start)).toBe("09.30");
      expect(clock(monday().slots.at(-1)!.start)).toBe("16.30");
      // The notice counts working hours of the new sheet too: 2 hours from Monday 06:00 ends at 11:30.
      expect(clock(addWorkingHours(new Date("2026-11-30T05:00:00Z"), 2))).toBe("11.30");
      expect(refusal(new Date("2026-11-30T08:00:00Z"), new Date("2026-11-30T05:00:00Z"), rules)).not.toBeNull(); // 09.00: before opening
      setFactsSource(() => defaultFacts);
      expect(clock(monday().slots[0]!.start)).toBe("08.00");
    });
  });

  it("leaves out Danish public holidays", () => {
    expect(holidayName("2026-12-25")).toBe("Juledag");
    expect(holidayName("2027-03-29")).toBe("Anden påskedag");
    const days = freeSlots(new Date("2026-12-21T05:00:00Z"), [person()], rules);
    const dates = days.map((day) => day.date);
    expect(dates).toContain("2026-12-23");
    expect(dates).not.toContain("2026-12-25");
    expect(dates).not.toContain("2027-01-01");
    expect(refusal(danishTime("2026-12-25", 10 * 60), new Date("2026-12-21T05:00:00Z"), rules)).toMatch(/Juledag er en helligdag/);
  });

  it("shows and books the right wall-clock times across the change to summer time (last Sunday of March)", () => {
    // Summer time starts Sunday 28 March 2027; Monday 29 March is Anden påskedag.
    const days = freeSlots(new Date("2027-03-24T05:00:00Z"), [person()], { ...rules, horizonDays: 7 });
    const wednesday = days.find((day) => day.date === "2027-03-24")!;
    const tuesday = days.find((day) => day.date === "2027-03-30")!;
    expect(wednesday.slots[0]!.start.toISOString()).toBe("2027-03-24T07:00:00.000Z"); // 08.00 CET (+01)
    expect(tuesday.slots[0]!.start.toISOString()).toBe("2027-03-30T06:00:00.000Z"); // 08.00 CEST (+02)
    expect(clock(tuesday.slots[0]!.start)).toBe("08.00");
    expect(days.map((day) => day.date)).not.toContain("2027-03-29");
  });

  it("shows and books the right wall-clock times across the change to winter time (last Sunday of October)", () => {
    // Winter time starts Sunday 25 October 2026.
    const days = freeSlots(new Date("2026-10-23T04:00:00Z"), [person()], { ...rules, horizonDays: 5 });
    const friday = days.find((day) => day.date === "2026-10-23")!;
    const monday = days.find((day) => day.date === "2026-10-26")!;
    expect(friday.slots[0]!.start.toISOString()).toBe("2026-10-23T06:00:00.000Z");
    expect(monday.slots[0]!.start.toISOString()).toBe("2026-10-26T07:00:00.000Z");
    expect(clock(friday.slots.at(-1)!.start)).toBe("14.30");
    expect(clock(monday.slots.at(-1)!.start)).toBe("15.30");
    expect(danishDay(monday.slots[0]!.start)).toEqual({ date: "2026-10-26", weekday: 1 });
  });

  it("follows each person's weekly availability and days off, and names who can take each slot", () => {
    const morning = person({ id: "morgen", windows: [{ weekday: 2, startMinute: 9 * 60, endMinute: 11 * 60 }] });
    const off = person({ id: "fri", daysOff: new Set(["2026-12-01"]) });
    const days = freeSlots(new Date("2026-11-30T05:00:00Z"), [morning, off], { ...rules, horizonDays: 1 });
    const tuesday = days.find((day) => day.date === "2026-12-01")!;
    expect(tuesday.slots.map((slot) => clock(slot.start))).toEqual(["09.00", "09.30", "10.00", "10.30"]);
    expect(tuesday.slots.every((slot) => slot.staffIds.join() === "morgen")).toBe(true);
    expect(days.find((day) => day.date === "2026-11-30")!.slots.every((slot) => slot.staffIds.join() === "fri")).toBe(true);
  });

  it("keeps the buffer after a booked meeting, and a new meeting's buffer clear of the next one", () => {
    const start = danishTime("2026-12-01", 10 * 60).getTime();
    const busy = [claimOf(start, { lengthMinutes: 45, bufferMinutes: 15 })]; // 10.00-10.45 + 15 min
    const days = freeSlots(new Date("2026-11-30T05:00:00Z"), [person({ busy })], { ...rules, bufferMinutes: 15, horizonDays: 1 });
    const times = days.find((day) => day.date === "2026-12-01")!.slots.map((slot) => clock(slot.start));
    expect(times).toContain("09.00");
    expect(times).not.toContain("09.30"); // 09.30-09.50 + 15 min buffer runs into 10.00
    expect(times).not.toContain("10.00");
    expect(times).not.toContain("10.30");
    expect(times).toContain("11.00");
  });

  it("counts the minimum notice in working hours: Friday afternoon plus 4 hours is Monday", () => {
    // Friday 4 December 2026, 14.00 Danish time: one working hour left that day.
    const now = new Date("2026-12-04T13:00:00Z");
    expect(clock(addWorkingHours(now, 4))).toBe("11.00");
    expect(danishDay(addWorkingHours(now, 4)).date).toBe("2026-12-07");
    const days = freeSlots(now, [person()], { ...rules, noticeHours: 4, horizonDays: 4 });
    expect(days[0]!.date).toBe("2026-12-07");
    expect(clock(days[0]!.slots[0]!.start)).toBe("11.00");
    expect(refusal(danishTime("2026-12-07", 9 * 60), now, { ...rules, noticeHours: 4 })).toMatch(/mindst 4 timers varsel/);
  });

  it("refuses a start in the past, at the weekend, off the half-hour grid or beyond the horizon", () => {
    const now = new Date("2026-11-30T05:00:00Z");
    expect(refusal(new Date("2026-11-29T09:00:00Z"), now, rules)).toMatch(/passeret/);
    expect(refusal(danishTime("2026-12-05", 10 * 60), now, rules)).toMatch(/hverdage/);
    expect(refusal(danishTime("2026-12-01", 10 * 60 + 10), now, rules)).toMatch(/ledige tider/);
    expect(refusal(danishTime("2027-01-12", 10 * 60), now, rules)).toMatch(/3 uger frem/);
    expect(refusal(danishTime("2026-12-01", 10 * 60), now, rules)).toBeNull();
    expect(refusal(new Date("nonsense"), now, rules)).toMatch(/ledige tider/);
  });
});
