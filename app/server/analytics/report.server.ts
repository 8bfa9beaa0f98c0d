/**
 * First-party, cookieless page analytics (docs/decisions/analytics.md), in the spirit of Plausible,
 * in five files: ./parsing.server.ts (the beacon's event), ./visitor.server.ts (the visitor hash and
 * the day's salt), ./collect.server.ts (batched inserts), ./rollup.server.ts (the daily roll-up and
 * retention) and this one: `analyticsReport` answers /admin/analytics from the roll-ups plus the raw
 * events of the days not yet rolled up, joined with the enquiries of the same period. Days are UTC
 * days.
 */
import { and, eq, gte, lt, sql, type SQL } from "drizzle-orm";
export { conversionRate } from "../../content/attribution-labels.ts";
import { resultRows, type Db } from "../platform/db.server.ts";
import { analyticsDaily, analyticsDailyPages, analyticsDailyTotals, analyticsEvents } from "./schema.server.ts";
import { contactSubmissions, enquiryKinds, type EnquiryKind } from "../inbox/schema.server.ts";
import { notSpam } from "../inbox/visibility.server.ts";
import { DAY_MS } from "./parsing.server.ts";
import { utcDay } from "./visitor.server.ts";
import { ROLLUP_LABEL_CAP, OTHER_LABEL } from "./rollup.server.ts";

// ---------------------------------------------------------------------------------------------
// The report

export type PeriodChoice = "7" | "30" | "90" | "egen";
export type Period = { choice: PeriodChoice; from: string; to: string; errors: { fra?: string; til?: string } };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  // "2026-13-01" is no date at all, "2026-02-30" would roll over into March.
  return ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && utcDay(date) === value;
};
export const MAX_RANGE_DAYS = 366;

/** The period from the page's GET form (?periode=7|30|90|egen&fra=&til=); bad dates get Danish messages. */
export function parsePeriod(url: URL, now = new Date()): Period {
  const today = utcDay(now);
  const lastDays = (days: number) => utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS));
  const choice = url.searchParams.get("periode");
  if (choice === "7" || choice === "90") return { choice, from: lastDays(Number(choice)), to: today, errors: {} };
  if (choice !== "egen") return { choice: "30", from: lastDays(30), to: today, errors: {} };
  const from = (url.searchParams.get("fra") ?? "").trim();
  const to = (url.searchParams.get("til") ?? "").trim();
  const errors: Period["errors"] = {};
  if (!from) errors.fra = "Skriv en startdato.";
  else if (!validDate(from)) errors.fra = "Startdatoen skal være en dato som 2026-01-31.";
  if (!to) errors.til = "Skriv en slutdato.";
  else if (!validDate(to)) errors.til = "Slutdatoen skal være en dato som 2026-01-31.";
  else if (to > today) errors.til = "Slutdatoen kan ikke ligge efter i dag.";
  if (!errors.fra && !errors.til) {
    if (from > to) errors.til = "Slutdatoen skal ligge på eller efter startdatoen.";
    else if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_RANGE_DAYS) errors.til = `Vælg højst ${MAX_RANGE_DAYS} dage.`;
  }
  if (errors.fra || errors.til) return { choice: "egen", from: lastDays(30), to: today, errors };
  return { choice: "egen", from, to, errors };
}

export type Traffic = { visitors: number; pageviews: number };
export type PageRow = Traffic & { path: string; entries: number; enquiries: number };
export type SourceRow = { source: string; medium: string; campaign: string; visitors: number; enquiries: number };
export type KindRow = { kind: EnquiryKind; enquiries: number };
/** Won and lost enquiries of the period by where they came from; `wonValue` is the won ones' expected monthly value in kr. */
export type SalesRow = { source: string; medium: string; campaign: string; won: number; lost: number; wonValue: number };
export type JobRow = { path: string; job: string; pageviews: number; visitors: number; applications: number };
export type WeekRow = { week: string; visitors: number; pageviews: number; enquiries: Record<EnquiryKind, number> };

export type AnalyticsReport = {
  from: string;
  to: string;
  /** When the last rolled-up day (today, normally) was rolled up: the page views shown are that old. */
  rolledUpAt: string | null;
  totals: Traffic & { enquiries: number };
  pages: PageRow[];
  sources: SourceRow[];
  sales: SalesRow[];
  kinds: KindRow[];
  entryPages: { path: string; entries: number; visitors: number }[];
  jobs: JobRow[];
  weeks: WeekRow[];
};

/** The day's page-view rows in the range: roll-ups up to the last rolled-up day, raw events after it. */
function combined(from: string, to: string, cutoff: string | null): SQL {
  const rolled = cutoff
    ? sql`select day, path, source, medium, campaign, pageviews, visitors, entries, entry_visitors from ${analyticsDaily}
          where day between ${from}::date and ${to}::date and day <= ${cutoff}::date`
    : sql`select day, path, source, medium, campaign, pageviews, visitors, entries, entry_visitors from ${analyticsDaily} where false`;
  const raw = sql`day between ${from}::date and ${to}::date ${cutoff ? sql`and day > ${cutoff}::date` : sql``}`;
  // The days not rolled up yet get the roll-up's cap too (ROLLUP_LABEL_CAP labels a day + "Øvrige").
  const top = (column: SQL) => sql`(select day, ${column} as label from (
      select day, ${column}, row_number() over (partition by day order by count(distinct visitor) desc, ${column}) as rank
      from ${analyticsEvents} where ${raw} and entry and ${column} <> '' group by day, ${column}) ranked where rank <= ${ROLLUP_LABEL_CAP})`;
  const capped = (column: SQL, alias: SQL) => sql`case when e.${column} = '' or ${alias}.label is not null then e.${column} else ${OTHER_LABEL} end`;
  return sql`(${rolled}
    union all
    select day, path, source, medium, campaign, count(*)::int, count(distinct visitor)::int,
           (count(*) filter (where entry))::int, (count(distinct visitor) filter (where entry))::int
    from (select e.day, e.path, e.visitor, e.entry, ${capped(sql`source`, sql`ts`)} as source, ${capped(sql`medium`, sql`tm`)} as medium, ${capped(sql`campaign`, sql`tc`)} as campaign
          from ${analyticsEvents} e
          left join ${top(sql`source`)} ts on ts.day = e.day and ts.label = e.source
          left join ${top(sql`medium`)} tm on tm.day = e.day and tm.label = e.medium
          left join ${top(sql`campaign`)} tc on tc.day = e.day and tc.label = e.campaign
          where ${sql`e.day between ${from}::date and ${to}::date ${cutoff ? sql`and e.day > ${cutoff}::date` : sql``}`}) capped
    group by day, path, source, medium, campaign)`;
}

/** The same per page: page views, distinct visitors and entries per day and page. */
function combinedPages(from: string, to: string, cutoff: string | null): SQL {
  const rolled = cutoff
    ? sql`select day, path, pageviews, visitors, entries, entry_visitors from ${analyticsDailyPages}
          where day between ${from}::date and ${to}::date and day <= ${cutoff}::date`
    : sql`select day, path, pageviews, visitors, entries, entry_visitors from ${analyticsDailyPages} where false`;
  return sql`(${rolled}
    union all
    select day, path, count(*)::int, count(distinct visitor)::int, (count(*) filter (where entry))::int, (count(distinct visitor) filter (where entry))::int
    from ${analyticsEvents}
    where day between ${from}::date and ${to}::date ${cutoff ? sql`and day > ${cutoff}::date` : sql``}
    group by day, path)`;
}

const enquirySource = sql`coalesce(${contactSubmissions.attribution}->>'utmSource', ${contactSubmissions.attribution}->>'referrerHost', '')`;

/** Monday of the UTC week a day falls in. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return utcDay(date);
}

/**
 * `jobPaths`: the job pages (app/server/intake/known-pages.server.ts), each set against its applications;
 * `isKnownPage`: only real pages are pages (an enquiry's made-up `source` path is not one).
 */
export async function analyticsReport(
  db: Db,
  period: Pick<Period, "from" | "to">,
  jobPaths: readonly string[],
  isKnownPage: (path: string) => boolean,
): Promise<AnalyticsReport> {
  const { from, to } = period;
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const [last] = resultRows<{ day: string; rolled_up_at: string | Date }>(
    await db.execute(sql`select day::text as day, rolled_up_at from ${analyticsDailyTotals} order by day desc limit 1`),
  );
  const cutoff = last?.day ?? null;
  const rolledUpAt = last ? new Date(last.rolled_up_at).toISOString() : null;
  const views = combined(from, to, cutoff);
  // Spam is left out of the statistics (issue 26).
  const inRange = and(gte(contactSubmissions.createdAt, start), lt(contactSubmissions.createdAt, end), notSpam());

  const [dailyTotals, pageRows, sourceRows, enquiryBySource, enquiryByPage, enquiryByKind, enquiryByWeek, jobApplications, salesRows] = await Promise.all([
    db.execute(sql`
      select day::text as day, visitors, pageviews from ${analyticsDailyTotals}
      where day between ${from}::date and ${to}::date ${cutoff ? sql`and day <= ${cutoff}::date` : sql`and false`}
      union all
      select day::text, count(distinct visitor)::int, count(*)::int from ${analyticsEvents}
      where day between ${from}::date and ${to}::date ${cutoff ? sql`and day > ${cutoff}::date` : sql``} group by day`),
    db.execute(sql`select path, sum(pageviews)::int as pageviews, sum(visitors)::int as visitors, sum(entries)::int as entries, sum(entry_visitors)::int as entry_visitors
      from ${combinedPages(from, to, cutoff)} v group by path`),
    db.execute(sql`select source, medium, campaign, sum(entry_visitors)::int as visitors from ${views} v where entries > 0 group by source, medium, campaign`),
    db.execute(sql`select ${enquirySource} as source, coalesce(${contactSubmissions.attribution}->>'utmMedium', '') as medium,
      coalesce(${contactSubmissions.attribution}->>'utmCampaign', '') as campaign, count(*)::int as enquiries
      from ${contactSubmissions} where ${inRange} group by 1, 2, 3`),
    db
      .select({ path: contactSubmissions.source, enquiries: sql<number>`count(*)::int` })
      .from(contactSubmissions)
      .where(inRange)
      .groupBy(contactSubmissions.source),
    db
      .select({ kind: contactSubmissions.kind, enquiries: sql<number>`count(*)::int` })
      .from(contactSubmissions)
      .where(inRange)
      .groupBy(contactSubmissions.kind),
    db
      .select({
        day: sql<string>`to_char(${contactSubmissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        kind: contactSubmissions.kind,
        enquiries: sql<number>`count(*)::int`,
      })
      .from(contactSubmissions)
      .where(inRange)
      .groupBy(sql`1`, contactSubmissions.kind),
    db
      .select({ job: sql<string>`${contactSubmissions.extra}->>'job'`, applications: sql<number>`count(*)::int` })
      .from(contactSubmissions)
      .where(and(inRange, eq(contactSubmissions.kind, "job_application")))
      .groupBy(sql`1`),
    // Which source and campaign bring customers: won and lost of the period's enquiries, and the won value.
    db.execute(sql`select ${enquirySource} as source, coalesce(${contactSubmissions.attribution}->>'utmMedium', '') as medium,
      coalesce(${contactSubmissions.attribution}->>'utmCampaign', '') as campaign,
      (count(*) filter (where ${contactSubmissions.outcome} = 'won'))::int as won,
      (count(*) filter (where ${contactSubmissions.outcome} = 'lost'))::int as lost,
      coalesce(sum(${contactSubmissions.monthlyValue}) filter (where ${contactSubmissions.outcome} = 'won'), 0)::bigint as won_value
      from ${contactSubmissions} where ${inRange} and ${contactSubmissions.outcome} is not null group by 1, 2, 3`),
  ]);

  const totalsByDay = resultRows<{ day: string; visitors: number; pageviews: number }>(dailyTotals);
  const enquiriesTotal = enquiryByKind.reduce((sum, row) => sum + row.enquiries, 0);
  const totals = {
    visitors: totalsByDay.reduce((sum, row) => sum + Number(row.visitors), 0),
    pageviews: totalsByDay.reduce((sum, row) => sum + Number(row.pageviews), 0),
    enquiries: enquiriesTotal,
  };

  const pageTraffic = resultRows<{ path: string; pageviews: number; visitors: number; entries: number; entry_visitors: number }>(pageRows);
  const enquiriesByPage = new Map(enquiryByPage.map((row) => [row.path, row.enquiries]));
  const pagePaths = new Set([...pageTraffic.map((row) => row.path), ...enquiriesByPage.keys()].filter(isKnownPage));
  const trafficByPage = new Map(pageTraffic.map((row) => [row.path, row]));
  const pages: PageRow[] = [...pagePaths]
    .map((path) => {
      const traffic = trafficByPage.get(path);
      return {
        path,
        pageviews: traffic?.pageviews ?? 0,
        visitors: traffic?.visitors ?? 0,
        entries: traffic?.entries ?? 0,
        enquiries: enquiriesByPage.get(path) ?? 0,
      };
    })
    .sort((a, b) => b.visitors - a.visitors || b.enquiries - a.enquiries || a.path.localeCompare(b.path));

  const sourceKey = (row: { source: string; medium: string; campaign: string }) => JSON.stringify([row.source, row.medium, row.campaign]);
  const sourceMap = new Map<string, SourceRow>();
  for (const row of resultRows<{ source: string; medium: string; campaign: string; visitors: number }>(sourceRows)) {
    sourceMap.set(sourceKey(row), { source: row.source, medium: row.medium, campaign: row.campaign, visitors: Number(row.visitors), enquiries: 0 });
  }
  for (const row of resultRows<{ source: string; medium: string; campaign: string; enquiries: number }>(enquiryBySource)) {
    const key = sourceKey(row);
    const existing = sourceMap.get(key) ?? { source: row.source, medium: row.medium, campaign: row.campaign, visitors: 0, enquiries: 0 };
    existing.enquiries += Number(row.enquiries);
    sourceMap.set(key, existing);
  }
  const sources = [...sourceMap.values()].sort((a, b) => b.visitors - a.visitors || b.enquiries - a.enquiries || a.source.localeCompare(b.source));

  const kindCounts = new Map(enquiryByKind.map((row) => [row.kind, row.enquiries]));
  const kinds: KindRow[] = enquiryKinds.map((kind) => ({ kind, enquiries: kindCounts.get(kind) ?? 0 }));

  const entryPages = pageTraffic
    .filter((row) => row.entries > 0)
    .map((row) => ({ path: row.path, entries: row.entries, visitors: row.entry_visitors }))
    .sort((a, b) => b.entries - a.entries || a.path.localeCompare(b.path))
    .slice(0, 10);

  const applications = new Map(jobApplications.map((row) => [row.job, row.applications]));
  const jobs: JobRow[] = jobPaths.map((path) => {
    const job = path.slice(path.lastIndexOf("/") + 1);
    const traffic = trafficByPage.get(path);
    return { path, job, pageviews: traffic?.pageviews ?? 0, visitors: traffic?.visitors ?? 0, applications: applications.get(job) ?? 0 };
  });

  const emptyKinds = () => Object.fromEntries(enquiryKinds.map((kind) => [kind, 0])) as Record<EnquiryKind, number>;
  const weeks = new Map<string, WeekRow>();
  for (let day = weekOf(from); day <= to; day = utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + 7 * DAY_MS))) {
    weeks.set(day, { week: day, visitors: 0, pageviews: 0, enquiries: emptyKinds() });
  }
  for (const row of totalsByDay) {
    const week = weeks.get(weekOf(row.day));
    if (week) {
      week.visitors += Number(row.visitors);
      week.pageviews += Number(row.pageviews);
    }
  }
  for (const row of enquiryByWeek) {
    const week = weeks.get(weekOf(row.day));
    if (week) week.enquiries[row.kind] += row.enquiries;
  }

  const sales: SalesRow[] = resultRows<{ source: string; medium: string; campaign: string; won: number; lost: number; won_value: number | string }>(salesRows)
    .map((row) => ({
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      won: Number(row.won),
      lost: Number(row.lost),
      wonValue: Number(row.won_value),
    }))
    .sort((a, b) => b.wonValue - a.wonValue || b.won - a.won || a.source.localeCompare(b.source));

  return { from, to, rolledUpAt, totals, pages, sources, sales, kinds, entryPages, jobs, weeks: [...weeks.values()] };
}
