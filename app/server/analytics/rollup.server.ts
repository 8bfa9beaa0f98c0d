/**
 * Page analytics: roll-up and retention. The daily job (`runAnalyticsRetention`, called from
 * app/server/inbox/retention.server.ts) rolls up each finished day into analytics_daily (per page
 * and source; at most ROLLUP_LABEL_CAP distinct sources, media and campaigns a day, the rest
 * counted as "Øvrige"), analytics_daily_pages (per page) and analytics_daily_totals (the site),
 * and deletes raw events older than ANALYTICS_RAW_DAYS; the roll-ups are kept. Days are UTC days.
 */
import { and, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { resultRows, type Db } from "../platform/db.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";
import { analyticsDaily, analyticsDailyPages, analyticsDailyTotals, analyticsEvents } from "./schema.server.ts";
import { DAY_MS } from "./parsing.server.ts";
import { utcDay } from "./visitor.server.ts";

// ---------------------------------------------------------------------------------------------
// Roll-up and retention

const ROLLUP_LOCK = 724_312;
/** Distinct sources, media and campaigns a day keeps in the roll-up (issue 21, finding 2). */
export const ROLLUP_LABEL_CAP = 50;
/** The label everything beyond a cap or a table's top rows is counted under. */
export const OTHER_LABEL = "Øvrige";

/** Rolls up one day's raw events (again, replacing an earlier roll-up of that day). */
export async function rollupDay(db: Db, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
    // A flood of made-up sources or campaigns cannot grow the roll-up: per dimension the day keeps
    // the ROLLUP_LABEL_CAP labels with the most visitors whose visit started there, the rest is "Øvrige".
    const top = (column: SQL) => sql`(select ${column} from ${analyticsEvents} where day = ${day}::date and entry and ${column} <> ''
      group by ${column} order by count(distinct visitor) desc, ${column} limit ${ROLLUP_LABEL_CAP})`;
    const capped = (column: SQL, name: SQL) => sql`case when ${column} = '' or ${column} in ${top(column)} then ${column} else ${OTHER_LABEL} end as ${name}`;
    await tx.execute(sql`
      insert into ${analyticsDaily} (day, path, source, medium, campaign, pageviews, visitors, entries, entry_visitors)
      select day, path, source, medium, campaign, count(*)::int, count(distinct visitor)::int,
             (count(*) filter (where entry))::int, (count(distinct visitor) filter (where entry))::int
      from (select day, path, visitor, entry, ${capped(sql`source`, sql`source`)}, ${capped(sql`medium`, sql`medium`)}, ${capped(sql`campaign`, sql`campaign`)}
            from ${analyticsEvents} where day = ${day}::date) e
      group by day, path, source, medium, campaign`);
    await tx.delete(analyticsDailyPages).where(eq(analyticsDailyPages.day, day));
    await tx.execute(sql`
      insert into ${analyticsDailyPages} (day, path, pageviews, visitors, entries, entry_visitors)
      select day, path, count(*)::int, count(distinct visitor)::int, (count(*) filter (where entry))::int, (count(distinct visitor) filter (where entry))::int
      from ${analyticsEvents} where day = ${day}::date group by day, path`);
    await tx.execute(sql`
      insert into ${analyticsDailyTotals} (day, visitors, pageviews, rolled_up_at)
      select ${day}::date, count(distinct visitor)::int, count(*)::int, now() from ${analyticsEvents} where day = ${day}::date
      on conflict (day) do update set visitors = excluded.visitors, pageviews = excluded.pageviews, rolled_up_at = excluded.rolled_up_at`);
  });
}

/** A day's roll-up is final once it was made this long after the day ended (the beacon's buffer is flushed by then). */
const FINAL_AFTER_MS = 60_000;
/** SQL: the roll-up of `totals` row's day was made after the day (and its last buffered events) ended. */
const finalRollup = sql`rolled_up_at >= (day + 1)::timestamp at time zone 'UTC' + make_interval(secs => ${FINAL_AFTER_MS / 1000})`;

/**
 * Keeps /admin/analytics off the raw events (issue 21, finding 2: a flood day made the report
 * scan them, 1.3-1.9 s): today is rolled up again when it has page views the roll-up lacks, and
 * a finished day gets its final roll-up (made after the day ended). The report reads roll-ups up to the last
 * rolled-up day, so today's figures are at most one refresh old. Returns the days rolled up.
 */
export async function refreshAnalytics(db: Db, now = new Date()): Promise<string[]> {
  const days = await rollupFinishedDays(db, now);
  const today = utcDay(now);
  const [state] = resultRows<{ rolled: number | null; raw: number }>(
    await db.execute(sql`select (select pageviews from ${analyticsDailyTotals} where day = ${today}::date) as rolled,
      (select count(*)::int from ${analyticsEvents} where day = ${today}::date) as raw`),
  );
  if (state && state.rolled !== Number(state.raw)) {
    await rollupDay(db, today);
    days.push(today);
  }
  return days;
}

/** Every finished day with raw events and no final roll-up is rolled up (again). */
async function rollupFinishedDays(db: Db, now: Date): Promise<string[]> {
  const today = utcDay(now);
  const [first] = resultRows<{ day: string | null }>(await db.execute(sql`select min(day)::text as day from ${analyticsEvents}`));
  const days: string[] = [];
  if (!first?.day || first.day >= today) return days;
  const done = new Set(
    (
      await db
        .select({ day: analyticsDailyTotals.day })
        .from(analyticsDailyTotals)
        .where(and(gte(analyticsDailyTotals.day, first.day), lt(analyticsDailyTotals.day, today), finalRollup))
    ).map((row) => row.day),
  );
  for (let day = first.day; day < today; day = utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS))) {
    if (done.has(day)) continue;
    await rollupDay(db, day);
    days.push(day);
  }
  return days;
}

/** The analytics roll-up's job (app/server/platform/jobs.server.ts): every `seconds` (ANALYTICS_REFRESH_SECONDS). */
export function analyticsRefreshJob(db: Db, seconds: number): Job {
  return {
    name: "analytics-refresh",
    title: "Roll-up af besøgstal",
    every: seconds * 1000,
    firstMs: Math.min(seconds * 1000, 5_000),
    async run({ now }) {
      const days = await refreshAnalytics(db, now());
      if (days.length) log.debug("Besøgstal rullet op", { days: days.join(", ") });
    },
  };
}

export type AnalyticsRetentionResult = { rolledUp: number; deleted: number };

/**
 * The daily job: every finished day that has raw events and no final roll-up yet is rolled up; raw
 * events older than `rawDays` are deleted once their day is rolled up.
 */
export async function runAnalyticsRetention(db: Db, rawDays: number, now = new Date()): Promise<AnalyticsRetentionResult> {
  const today = utcDay(now);
  const rolledUp = (await rollupFinishedDays(db, now)).length;
  const before = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - rawDays * DAY_MS));
  const [deleted] = resultRows<{ count: number }>(
    await db.execute(sql`
      with removed as (
        delete from ${analyticsEvents} e where e.day < ${before}::date
        and exists (select 1 from ${analyticsDailyTotals} t where t.day = e.day) returning 1
      ) select count(*)::int as count from removed`),
  );
  return { rolledUp, deleted: Number(deleted?.count ?? 0) };
}
