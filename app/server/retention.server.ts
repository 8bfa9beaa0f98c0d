/**
 * Retention (privacy policy, "Hvor længe"): job applications are deleted RETENTION_APPLICATIONS_DAYS
 * after they arrived, other enquiries RETENTION_ENQUIRIES_DAYS after their last change (0 = keep).
 * Confirmed newsletter subscriptions are kept while they last. A daily job in every server process;
 * the delete is idempotent (each statement deletes and records only the rows it removed), so
 * several instances running it at once delete nothing twice and record each deletion once.
 */
import { pruneDrafts } from "./drafts.server.ts";
import { and, eq, ne, or, isNull, sql, lt } from "drizzle-orm";
import { resultRows, type Db } from "./db.server.ts";
import { runAnalyticsRetention } from "./analytics.server.ts";
import { errorFields, log } from "./log.server.ts";
import { contactSubmissions, enquiryHistory } from "./schema.ts";

export type RetentionConfig = { applicationsDays: number; enquiriesDays: number; analyticsRawDays?: number };
export type RetentionResult = { applications: number; enquiries: number };

const DAY_MS = 86_400_000;

async function deleteAndRecord(db: Db, condition: ReturnType<typeof and>, days: number): Promise<number> {
  // One statement: the rows deleted here are exactly the rows recorded here.
  const result = await db.execute<{ count: number }>(sql`
    with removed as (
      delete from ${contactSubmissions} where ${condition} returning id, kind
    ), recorded as (
      insert into ${enquiryHistory} (submission_id, action, detail)
      select id, 'retention', jsonb_build_object('kind', kind, 'days', ${days}::int) from removed
      returning 1
    )
    select count(*)::int as count from recorded`);
  const rows = resultRows<{ count: number }>(result);
  return Number(rows[0]?.count ?? 0);
}

export async function runRetention(db: Db, config: RetentionConfig, now = new Date()): Promise<RetentionResult> {
  const result: RetentionResult = { applications: 0, enquiries: 0 };
  if (config.applicationsDays > 0) {
    const before = new Date(now.getTime() - config.applicationsDays * DAY_MS);
    result.applications = await deleteAndRecord(db, and(eq(contactSubmissions.kind, "job_application"), lt(contactSubmissions.createdAt, before)), config.applicationsDays);
  }
  if (config.enquiriesDays > 0) {
    const before = new Date(now.getTime() - config.enquiriesDays * DAY_MS);
    result.enquiries = await deleteAndRecord(
      db,
      and(
        ne(contactSubmissions.kind, "job_application"),
        lt(contactSubmissions.updatedAt, before),
        or(isNull(contactSubmissions.subscription), ne(contactSubmissions.subscription, "confirmed")),
      ),
      config.enquiriesDays,
    );
  }
  return result;
}

/** Runs once shortly after start, then every 24 hours; never keeps the process alive on its own. */
export function startRetentionJob(db: Db, config: RetentionConfig, firstRunMs = 60_000): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runRetention(db, config)
      .then((result) => log.info("Sletning efter opbevaringsperiode", { ...result, applicationsDays: config.applicationsDays, enquiriesDays: config.enquiriesDays }))
      .catch((error) => log.error("Sletning efter opbevaringsperiode fejlede", errorFields(error)))
      // Page views: finished days rolled up, raw events past ANALYTICS_RAW_DAYS deleted.
      .then(() => (config.analyticsRawDays ? runAnalyticsRetention(db, config.analyticsRawDays) : undefined))
      .then((result) => result && log.info("Sidevisninger opsummeret pr. dag", { ...result, rawDays: config.analyticsRawDays }))
      .catch((error) => log.error("Opsummering af sidevisninger fejlede", errorFields(error)))
      // Admin drafts kept over an expired session (app/server/drafts.server.ts) past their hours.
      .then(() => pruneDrafts(db))
      .catch((error) => log.error("Sletning af gamle kladder fejlede", errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, DAY_MS).unref();
      });
  };
  timer = setTimeout(tick, firstRunMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
