/**
 * The forecast and the reports per salesperson (issue 37, item 7), over a chosen period of
 * Danish calendar days:
 * - forecast: per month of expected close date, the open deals' sum of monthly value × their
 *   stage's probability; beside it the value won that month (won counts 100 %, lost 0 %);
 * - reports: per person, the enquiries assigned to them that came in during the period, their
 *   booked meetings in the period, the value they won in it, and the median first-response time.
 * Deals are `salesEnquiry()` (stages.server.ts), which uses the inbox's visibility rule.
 */
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "../platform/db.server.ts";
import { addDays, danishDay, danishTime } from "../booking/booking-slots.server.ts";
import { salesEnquiry } from "./stages.server.ts";

/** The longest period one page reads: two years of months. */
export const MAX_PERIOD_DAYS = 731;

export type Period = { from: string; to: string };

const pad = (value: number) => String(value).padStart(2, "0");
const monthStart = (year: number, month: number) => {
  const date = new Date(Date.UTC(year, month, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-01`;
};

/** By default: from the first day of the month two months back to the last day of the month three months ahead. */
export function defaultPeriod(now: Date): Period {
  const [year, month] = danishDay(now).date.split("-").map(Number);
  return { from: monthStart(year!, month! - 3), to: addDays(monthStart(year!, month! + 3), -1) };
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The period from the page's query (`fra`, `til`); a Danish message when it will not do. */
export function parsePeriod(url: URL, now: Date): { ok: true; period: Period } | { ok: false; error: string; period: Period } {
  const fallback = defaultPeriod(now);
  const from = url.searchParams.get("fra")?.trim() || fallback.from;
  const to = url.searchParams.get("til")?.trim() || fallback.to;
  if (!isDay(from) || !isDay(to)) return { ok: false, error: "Skriv perioden som to datoer, fx 2026-11-01 og 2027-02-28.", period: fallback };
  if (to < from) return { ok: false, error: "Periodens slutdato skal ligge efter startdatoen.", period: fallback };
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_PERIOD_DAYS) return { ok: false, error: "Vælg en periode på højst to år.", period: fallback };
  return { ok: true, period: { from, to } };
}

/** "2026-11" for every month the period touches. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  let [year, month] = period.from.split("-").map(Number) as [number, number];
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${pad(month)}`;
    months.push(key);
    if (key >= last) return months;
    month++;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

export type ForecastMonth = { month: string; deals: number; pipeline: number; weighted: number; wonCount: number; won: number };
export type Forecast = { months: ForecastMonth[]; undated: { deals: number; pipeline: number; weighted: number }; total: ForecastMonth };

const num = (value: unknown) => Number(value ?? 0);

/** The forecast over the period (see the module's comment); kroner rounded to whole. */
export async function forecast(db: Db, period: Period): Promise<Forecast> {
  const start = danishTime(period.from, 0);
  const end = danishTime(addDays(period.to, 1), 0);
  const open = sql`${salesEnquiry()} and contact_submissions.outcome is null`;
  const [openRows, wonRows] = await Promise.all([
    db.execute(sql`
      select to_char(contact_submissions.expected_close_date, 'YYYY-MM') as month, count(*) as deals, coalesce(sum(contact_submissions.monthly_value), 0) as pipeline,
             coalesce(sum(contact_submissions.monthly_value * s.probability), 0) / 100.0 as weighted
      from contact_submissions join pipeline_stages s on s.id = contact_submissions.stage_id
      where ${open} and (contact_submissions.expected_close_date is null or contact_submissions.expected_close_date between ${period.from} and ${period.to})
      group by 1`),
    db.execute(sql`
      select to_char(contact_submissions.outcome_at at time zone 'Europe/Copenhagen', 'YYYY-MM') as month, count(*) as n, coalesce(sum(contact_submissions.monthly_value), 0) as won
      from contact_submissions
      where ${salesEnquiry()} and contact_submissions.outcome = 'won' and contact_submissions.outcome_at >= ${start.toISOString()} and contact_submissions.outcome_at < ${end.toISOString()}
      group by 1`),
  ]);
  type OpenRow = { month: string | null; deals: unknown; pipeline: unknown; weighted: unknown };
  const openBy = new Map(resultRows<OpenRow>(openRows).map((row) => [row.month, row]));
  const wonBy = new Map(resultRows<{ month: string; n: unknown; won: unknown }>(wonRows).map((row) => [row.month, row]));
  const months = monthsOf(period).map((month) => ({
    month,
    deals: num(openBy.get(month)?.deals),
    pipeline: num(openBy.get(month)?.pipeline),
    weighted: Math.round(num(openBy.get(month)?.weighted)),
    wonCount: num(wonBy.get(month)?.n),
    won: num(wonBy.get(month)?.won),
  }));
  const undated = openBy.get(null);
  const add = (key: keyof Omit<ForecastMonth, "month">) => months.reduce((total, row) => total + row[key], 0);
  return {
    months,
    undated: { deals: num(undated?.deals), pipeline: num(undated?.pipeline), weighted: Math.round(num(undated?.weighted)) },
    total: { month: "I alt", deals: add("deals"), pipeline: add("pipeline"), weighted: add("weighted"), wonCount: add("wonCount"), won: add("won") },
  };
}

export type SalesReport = {
  staffId: string;
  name: string;
  enquiries: number;
  meetings: number;
  wonCount: number;
  won: number;
  answered: number;
  /** Median minutes from an enquiry's arrival to its first answer (a reply by mail, a note or a status change); null = none answered. */
  medianResponseMinutes: number | null;
};

/**
 * One row per person who is active or has something in the period. The first response to an
 * enquiry is the first of: a reply sent by mail, a note, a status change, a stage change by staff.
 */
export async function salesReports(db: Db, period: Period): Promise<SalesReport[]> {
  const start = danishTime(period.from, 0).toISOString();
  const end = danishTime(addDays(period.to, 1), 0).toISOString();
  const [assigned, meetings, won, people] = await Promise.all([
    db.execute(sql`
      select contact_submissions.assigned_to as staff, count(*) as n, count(r.first_at) as answered,
             percentile_cont(0.5) within group (order by extract(epoch from r.first_at - contact_submissions.created_at) / 60.0) as median
      from contact_submissions
      left join lateral (
        select min(at) as first_at from (
          (select m.created_at as at from enquiry_messages m where m.submission_id = contact_submissions.id and m.direction = 'out' order by m.created_at limit 1)
          union all
          (select h.created_at from enquiry_history h
            where h.submission_id = contact_submissions.id and h.actor_id is not null and h.action in ('status', 'note', 'stage')
            order by h.created_at limit 1)
        ) firsts
      ) r on true
      where ${salesEnquiry()} and contact_submissions.assigned_to is not null and contact_submissions.created_at >= ${start} and contact_submissions.created_at < ${end}
      group by contact_submissions.assigned_to`),
    db.execute(sql`
      select b.staff_id as staff, count(*) as n from bookings b
      where b.status = 'booked' and b.staff_id is not null and b.starts_at >= ${start} and b.starts_at < ${end}
      group by b.staff_id`),
    db.execute(sql`
      select contact_submissions.assigned_to as staff, count(*) as n, coalesce(sum(contact_submissions.monthly_value), 0) as won from contact_submissions
      where ${salesEnquiry()} and contact_submissions.outcome = 'won' and contact_submissions.assigned_to is not null and contact_submissions.outcome_at >= ${start} and contact_submissions.outcome_at < ${end}
      group by contact_submissions.assigned_to`),
    db.execute(sql`
      select id, display_name as name, (disabled_at is null and role <> 'editor') as active from staff_users order by lower(display_name), email`),
  ]);
  const assignedBy = new Map(resultRows<{ staff: string; n: unknown; answered: unknown; median: unknown }>(assigned).map((row) => [row.staff, row]));
  const meetingsBy = new Map(resultRows<{ staff: string; n: unknown }>(meetings).map((row) => [row.staff, num(row.n)]));
  const wonBy = new Map(resultRows<{ staff: string; n: unknown; won: unknown }>(won).map((row) => [row.staff, row]));
  return resultRows<{ id: string; name: string; active: boolean }>(people)
    .filter((person) => person.active || assignedBy.has(person.id) || meetingsBy.has(person.id) || wonBy.has(person.id))
    .map((person) => {
      const mine = assignedBy.get(person.id);
      return {
        staffId: person.id,
        name: person.name,
        enquiries: num(mine?.n),
        meetings: meetingsBy.get(person.id) ?? 0,
        wonCount: num(wonBy.get(person.id)?.n),
        won: num(wonBy.get(person.id)?.won),
        answered: num(mine?.answered),
        medianResponseMinutes: mine?.median === null || mine?.median === undefined ? null : Math.round(num(mine.median)),
      };
    });
}
