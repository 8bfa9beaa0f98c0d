/**
 * First-party, cookieless page analytics (docs/decisions/analytics.md), in the spirit of Plausible:
 *
 *  - the beacon (app/lib/enhance.ts) posts {p: path, q: query, r: referrer} to POST /api/event
 *    after the page has loaded; `parseEvent` validates it strictly (a known public page, sizes
 *    capped) and keeps only the path, whether it started a visit, and that visit's source,
 *    medium and campaign;
 *  - unique visitors: 8 bytes of sha256(day's salt, site host, client address (an IPv6 /64); the user agent no longer counts, so rotating it makes no new visitors). The
 *    salt is HMAC-SHA256(SESSION secret, day): every instance derives the same one, and it is never
 *    stored, so the hashes in the database cannot be recomputed from the database alone; the
 *    address and the user agent are never stored. Bots (isbot) are not counted;
 *  - `EventCollector` buffers accepted events in memory and inserts them in batches (every second,
 *    at 500 events, and on shutdown), so collecting costs the request no database round trip;
 *  - the daily job (`runAnalyticsRetention`, called from app/server/retention.server.ts) rolls up
 *    each finished day into analytics_daily (per page and source; at most ROLLUP_LABEL_CAP distinct
 *    sources, media and campaigns a day, the rest counted as "Øvrige"), analytics_daily_pages (per
 *    page) and analytics_daily_totals (the site), and deletes raw events older than
 *    ANALYTICS_RAW_DAYS; the roll-ups are kept;
 *  - `analyticsReport` answers /admin/analytics from the roll-ups plus the raw events of the days
 *    not yet rolled up, joined with the enquiries of the same period.
 *
 * Days are UTC days.
 */
import { createHash, createHmac } from "node:crypto";
import { and, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { isbot } from "isbot";
import { normalizePath } from "../lib/paths.ts";
export { conversionRate } from "../content/attribution-labels.ts";
import { resultRows, type Db } from "./db.server.ts";
import { errorFields, log } from "./log.server.ts";
import { limitAddress } from "./rate-limit.server.ts";
import { analyticsDaily, analyticsDailyPages, analyticsDailyTotals, analyticsEvents, contactSubmissions, enquiryKinds, type EnquiryKind } from "./schema.server.ts";

/** A beacon is a few hundred bytes; anything longer is not ours. */
export const MAX_EVENT_BYTES = 1024;
const MAX_LABEL = 100;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Parsing

/** A campaign label as staff will see it: no control characters, trimmed, at most 100 characters. */
export function cleanLabel(value: string | null | undefined): string {
  return (value ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, MAX_LABEL);
}

/** The host of an absolute http(s) URL, lowercase and without "www."; null for anything else. */
export function urlHost(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

export type Campaign = { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; gclid: boolean; fbclid: boolean };

/** The campaign parameters of a query string ("?utm_source=..."); nothing else in it is kept. */
export function campaignFromQuery(query: string): Campaign {
  const params = new URLSearchParams(query);
  const label = (name: string) => cleanLabel(params.get(name)) || null;
  return {
    utmSource: label("utm_source")?.toLowerCase() ?? null,
    utmMedium: label("utm_medium")?.toLowerCase() ?? null,
    utmCampaign: label("utm_campaign"),
    gclid: params.has("gclid"),
    fbclid: params.has("fbclid"),
  };
}

/** One rule for "where a visit came from", used for page views and enquiries alike. */
export function sourceOf(campaign: Pick<Campaign, "utmSource">, referrerHost: string | null): string {
  return campaign.utmSource ?? referrerHost ?? "";
}

export type PageEvent = { path: string; entry: boolean; source: string; medium: string; campaign: string };
export type ParseResult = { ok: true; event: PageEvent } | { ok: false; status: 400 | 413 | 422; message: string };

const fail = (status: 400 | 413 | 422, message: string): ParseResult => ({ ok: false, status, message });

/**
 * A beacon's body, checked strictly: JSON with `p` (the page's path, a known public page), `q`
 * (its query string) and `r` (the referrer), nothing else. `siteHosts` are our own hosts: a
 * referrer on one of them is a step inside the visit, anything else starts one (an entry).
 * `isKnownPage` is app/server/known-pages.server.ts's in the server.
 */
export function parseEvent(body: string, siteHosts: readonly string[], isKnownPage: (path: string) => boolean): ParseResult {
  if (Buffer.byteLength(body) > MAX_EVENT_BYTES) return fail(413, "Hændelsen er for stor.");
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return fail(400, "Hændelsen er ikke gyldig JSON.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return fail(400, "Hændelsen skal være et objekt.");
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((key) => key !== "p" && key !== "q" && key !== "r")) return fail(422, "Hændelsen har ukendte felter.");
  const { p, q = "", r = "" } = record;
  if (typeof p !== "string" || typeof q !== "string" || typeof r !== "string") return fail(422, "Hændelsens felter skal være tekst.");
  if (!p.startsWith("/") || p.length > 300) return fail(422, "Ukendt side.");
  const path = normalizePath(p);
  if (!isKnownPage(path)) return fail(422, "Ukendt side.");
  if (q && !q.startsWith("?")) return fail(422, "Ugyldig forespørgselsstreng.");
  const referrerHost = urlHost(r);
  if (r && !referrerHost) return fail(422, "Ugyldig henviser.");
  const entry = !referrerHost || !siteHosts.includes(referrerHost);
  if (!entry) return { ok: true, event: { path, entry, source: "", medium: "", campaign: "" } };
  const campaign = campaignFromQuery(q);
  return { ok: true, event: { path, entry, source: sourceOf(campaign, referrerHost), medium: campaign.utmMedium ?? "", campaign: campaign.utmCampaign ?? "" } };
}

// ---------------------------------------------------------------------------------------------
// Visitor hash and the day's salt

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** A signed 64-bit number from sha256(salt, host, address, user agent): unique within a day only. */
export function visitorHash(salt: string, host: string, address: string, userAgent: string): bigint {
  return createHash("sha256").update(`${salt}\u0000${host}\u0000${address}\u0000${userAgent}`).digest().readBigInt64BE(0);
}

/**
 * The day's salt, derived from the SESSION secret (shared by every instance) and the day. It is
 * never stored: the database holds only the hashes (second review, "salt beside the hashes").
 */
function daySalt(secret: string, day: string): string {
  return createHmac("sha256", secret).update(`analytics-salt\u0000${day}`).digest("base64");
}

// ---------------------------------------------------------------------------------------------
// Collecting

type EventRow = typeof analyticsEvents.$inferInsert;

export type CollectorOptions = {
  siteHosts: readonly string[];
  knownPages: ReadonlySet<string>;
  /** The SESSION secret; the day's visitor salt is derived from it (`daySalt`). */
  secret: string;
  flushMs?: number;
  batchSize?: number;
  maxBuffered?: number;
  now?: () => Date;
  /** Beacons one address (an IPv6 /64) may send a minute; more answer 429 and count nothing (second review, finding 2). */
  perAddressPerMinute?: number;
};

export class EventCollector {
  private buffer: EventRow[] = [];
  private salt: { day: string; value: string } | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly flushMs: number;
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly now: () => Date;

  private readonly db: Db;
  private readonly options: CollectorOptions;

  constructor(db: Db, options: CollectorOptions) {
    this.db = db;
    this.options = options;
    this.flushMs = options.flushMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.maxBuffered = options.maxBuffered ?? 100_000;
    this.now = options.now ?? (() => new Date());
  }

  private saltFor(day: string): string {
    if (this.salt?.day !== day) this.salt = { day, value: daySalt(this.options.secret, day) };
    return this.salt.value;
  }

  /** The answer to one beacon: 202 (counted, or a bot quietly not counted) or a 4xx, storing nothing. */
  async collect(request: Request): Promise<Response> {
    const answer = (status: number, message?: string) =>
      new Response(message ?? null, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
    if (request.method !== "POST") return answer(405, "Kun POST.");
    if (Number(request.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES) return answer(413, "Hændelsen er for stor.");
    // Another site's page cannot count views here (the browser says where the beacon came from).
    const site = request.headers.get("sec-fetch-site");
    if (site && site !== "same-origin") return answer(403, "Kun fra sidens egne sider.");
    const host = new URL(request.url).host.toLowerCase();
    const parsed = parseEvent(await request.text(), [...this.options.siteHosts, urlHost(request.url) ?? host], (path) => this.options.knownPages.has(path));
    if (!parsed.ok) return answer(parsed.status, parsed.message);
    const userAgent = request.headers.get("user-agent") ?? "";
    if (!userAgent || isbot(userAgent)) return answer(202);
    if (this.stopped) return answer(503, "Serveren lukker ned.");
    const address = limitAddress(request.headers.get("x-client-ip") ?? "");
    if (!this.withinLimit(address)) return answer(429, "For mange hændelser fra samme adresse. Prøv igen om et minut.");
    const day = utcDay(this.now());
    const salt = this.saltFor(day);
    // The address (an IPv6 /64) and the day's salt: rotating the User-Agent no longer makes new visitors.
    const visitor = visitorHash(salt, host, address, "");
    this.push({ day, visitor, ...parsed.event });
    return answer(202);
  }

  /** Per-process fixed one-minute windows; the map is emptied when a new minute starts. */
  private window = { minute: -1, counts: new Map<string, number>() };
  private withinLimit(address: string): boolean {
    const minute = Math.floor(Date.now() / 60_000);
    if (this.window.minute !== minute) this.window = { minute, counts: new Map() };
    const count = (this.window.counts.get(address) ?? 0) + 1;
    this.window.counts.set(address, count);
    return count <= (this.options.perAddressPerMinute ?? 120);
  }

  private push(row: EventRow) {
    this.buffer.push(row);
    if (this.buffer.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Inserts what is buffered; on a database error the events stay buffered for the next try. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      clearTimeout(this.timer);
      this.timer = undefined;
      while (this.buffer.length) {
        const batch = this.buffer.splice(0, this.batchSize);
        try {
          await this.db.insert(analyticsEvents).values(batch);
        } catch (error) {
          this.buffer.unshift(...batch);
          const dropped = this.buffer.length - this.maxBuffered;
          if (dropped > 0) this.buffer.splice(0, dropped);
          log.error("Sidevisninger kunne ikke gemmes; prøver igen", { ...errorFields(error), buffered: this.buffer.length, dropped: Math.max(0, dropped) });
          if (!this.stopped) this.timer ??= setTimeout(() => void this.flush(), this.flushMs * 5).unref();
          return;
        }
      }
    });
    return this.flushing;
  }

  get pending(): number {
    return this.buffer.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }
}

// ---------------------------------------------------------------------------------------------
// Roll-up and retention

const ROLLUP_LOCK = 724_312;
/** Distinct sources, media and campaigns a day keeps in the roll-up (issue 21, finding 2). */
const ROLLUP_LABEL_CAP = 50;
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
    (await db.select({ day: analyticsDailyTotals.day }).from(analyticsDailyTotals).where(and(gte(analyticsDailyTotals.day, first.day), lt(analyticsDailyTotals.day, today), finalRollup))).map((row) => row.day),
  );
  for (let day = first.day; day < today; day = utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS))) {
    if (done.has(day)) continue;
    await rollupDay(db, day);
    days.push(day);
  }
  return days;
}

/** Runs refreshAnalytics now and then every `seconds` (ANALYTICS_REFRESH_SECONDS). */
export function startAnalyticsRefresh(db: Db, seconds: number): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = refreshAnalytics(db)
      .then((days) => days.length && log.debug("Besøgstal rullet op", { days: days.join(", ") }))
      .catch((error) => log.error("Besøgstallene kunne ikke rulles op; prøver igen", errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, seconds * 1000).unref();
      });
  };
  timer = setTimeout(tick, Math.min(seconds * 1000, 5_000)).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
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
 * `jobPaths`: the job pages (app/server/known-pages.server.ts), each set against its applications;
 * `isKnownPage`: only real pages are pages (an enquiry's made-up `source` path is not one).
 */
export async function analyticsReport(db: Db, period: Pick<Period, "from" | "to">, jobPaths: readonly string[], isKnownPage: (path: string) => boolean): Promise<AnalyticsReport> {
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
  const inRange = and(gte(contactSubmissions.createdAt, start), lt(contactSubmissions.createdAt, end), isNull(contactSubmissions.spamAt));

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
    db.select({ path: contactSubmissions.source, enquiries: sql<number>`count(*)::int` }).from(contactSubmissions).where(inRange).groupBy(contactSubmissions.source),
    db.select({ kind: contactSubmissions.kind, enquiries: sql<number>`count(*)::int` }).from(contactSubmissions).where(inRange).groupBy(contactSubmissions.kind),
    db
      .select({ day: sql<string>`to_char(${contactSubmissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, kind: contactSubmissions.kind, enquiries: sql<number>`count(*)::int` })
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
      return { path, pageviews: traffic?.pageviews ?? 0, visitors: traffic?.visitors ?? 0, entries: traffic?.entries ?? 0, enquiries: enquiriesByPage.get(path) ?? 0 };
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
    .map((row) => ({ source: row.source, medium: row.medium, campaign: row.campaign, won: Number(row.won), lost: Number(row.lost), wonValue: Number(row.won_value) }))
    .sort((a, b) => b.wonValue - a.wonValue || b.won - a.won || a.source.localeCompare(b.source));

  return { from, to, rolledUpAt, totals, pages, sources, sales, kinds, entryPages, jobs, weeks: [...weeks.values()] };
}

