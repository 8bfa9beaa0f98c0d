/**
 * Nothing grows without bound: every table that grows with traffic has a rule here, and the daily
 * job below runs them all (docs/decisions/retention.md has the table of rules).
 *
 * Enquiries (privacy policy, "Hvor længe"): job applications are deleted RETENTION_APPLICATIONS_DAYS
 * after they arrived, other enquiries RETENTION_ENQUIRIES_DAYS after their last change (0 = keep).
 * Confirmed newsletter subscriptions are kept while they last. Their notes and mail go with them
 * (foreign keys). The delete is idempotent (each statement deletes and records only the rows it
 * removed), so several instances running it at once delete nothing twice and record each deletion
 * once. Everything else: rate-limit windows that have ended, login failures that are forgotten,
 * sessions that have ended, sent mail after SENT_MAIL_DAYS, password links SPENT_LINK_DAYS after
 * they expired, claims of meetings that are over and staff days off more than 30 days ago, the
 * history of enquiries that no longer exist (the record of the deletion itself,
 * and of exports, is kept as long as enquiries are), raw page views after ANALYTICS_RAW_DAYS.
 * Every rule compares with `now`, the job's clock, so a test can run weeks of traffic in seconds.
 */
import { and, eq, ne, or, isNull, isNotNull, sql, lt } from "drizzle-orm";
import { resultRows, type Db } from "../platform/db.server.ts";
import { runAnalyticsRetention } from "../analytics/rollup.server.ts";
import { SESSION_IDLE_MINUTES } from "../auth/auth.server.ts";
import { pruneMeetingLeftovers } from "../booking/availability.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";
import { pruneLoginFailures, pruneRateLimits } from "../platform/rate-limit.server.ts";
import { pruneDrafts } from "../auth/drafts.server.ts";
import { pruneContacts } from "./contacts.server.ts";
import { pruneDigests } from "./follow-ups.server.ts";
import { auditActions, contactSubmissions, enquiryHistory } from "./schema.server.ts";
import { outbox } from "../mail/schema.server.ts";
import { sessions, staffInvites } from "../auth/schema.server.ts";
import { webhookDeliveries } from "../webhooks/schema.server.ts";
import { DELIVERED_WEBHOOK_DAYS } from "../webhooks/webhooks.server.ts";

export type RetentionConfig = {
  applicationsDays: number;
  enquiriesDays: number;
  analyticsRawDays?: number;
  /** The longest window any rate limit counts in (FORM_RATE_WINDOW_SECONDS); older windows have ended. */
  rateLimitWindowSeconds: number;
};
export type RetentionResult = {
  applications: number;
  enquiries: number;
  rateLimits: number;
  loginFailures: number;
  sessions: number;
  sentMail: number;
  staffLinks: number;
  history: number;
  /** Page views: finished days rolled up, raw rows deleted (ANALYTICS_RAW_DAYS). */
  pageViewDaysRolledUp: number;
  pageViewsDeleted: number;
  /** Book et møde: claims of meetings that are over, staff days off more than 30 days ago. */
  meetingClaims: number;
  meetingDaysOff: number;
  /** Admin drafts kept over an expired session, past DRAFT_HOURS (app/server/auth/drafts.server.ts). */
  drafts: number;
  /** Morning-mail day claims older than 60 days (issue 26). */
  followUpDigests: number;
  /** Contacts left without enquiries (issue 26). */
  contacts: number;
  /** Webhook deliveries delivered more than DELIVERED_WEBHOOK_DAYS ago (the delivery log keeps two weeks, like sent mail). */
  webhookDeliveries: number;
};

const DAY_MS = 86_400_000;
/** Sent mail stays this long ("did the notification go out?"), then only the enquiry remains. */
export const SENT_MAIL_DAYS = 14;
/** An expired or used invitation/reset link still answers "expired"/"used" (not "unknown") this long. */
export const SPENT_LINK_DAYS = 7;
/** History actions the owner's audit view shows; they outlive the enquiry they are about. */
const auditActionList = sql.raw(`(${auditActions.map((action) => `'${action}'`).join(", ")})`);

async function deleteAndRecord(db: Db, condition: ReturnType<typeof and>, days: number, now: Date): Promise<number> {
  // One statement: the rows deleted here are exactly the rows recorded here.
  const result = await db.execute<{ count: number }>(sql`
    with removed as (
      delete from ${contactSubmissions} where ${condition} returning id, kind
    ), recorded as (
      insert into ${enquiryHistory} (submission_id, action, detail, created_at)
      select id, 'retention', jsonb_build_object('kind', kind, 'days', ${days}::int), ${now.toISOString()}::timestamptz from removed
      returning 1
    )
    select count(*)::int as count from recorded`);
  const rows = resultRows<{ count: number }>(result);
  return Number(rows[0]?.count ?? 0);
}

const count = (result: unknown) => Number(resultRows<{ count: number }>(result)[0]?.count ?? 0);

/** Every rule that is not about enquiries themselves: what traffic and staff work leave behind. */
async function pruneTraffic(
  db: Db,
  config: RetentionConfig,
  now: Date,
): Promise<
  Omit<
    RetentionResult,
    | "applications"
    | "enquiries"
    | "pageViewDaysRolledUp"
    | "pageViewsDeleted"
    | "meetingClaims"
    | "meetingDaysOff"
    | "drafts"
    | "webhookDeliveries"
    | "followUpDigests"
    | "contacts"
  >
> {
  const rateLimits = await pruneRateLimits(db, new Date(now.getTime() - config.rateLimitWindowSeconds * 1000));
  const loginFailures = await pruneLoginFailures(db, now);
  const idle = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idle)))
    .returning({ id: sessions.id });
  const sentMail = await db
    .delete(outbox)
    .where(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, new Date(now.getTime() - SENT_MAIL_DAYS * DAY_MS))))
    .returning({ id: outbox.id });
  const staffLinks = await db
    .delete(staffInvites)
    .where(lt(staffInvites.expiresAt, new Date(now.getTime() - SPENT_LINK_DAYS * DAY_MS)))
    .returning({ tokenHash: staffInvites.tokenHash });
  // The history of an enquiry that is gone has no page to be read on; the audit records stay
  // (as long as enquiries do; 0 = keep).
  let history = count(
    await db.execute(sql`
      with removed as (
        delete from ${enquiryHistory} h where h.submission_id is not null and h.action not in ${auditActionList}
        and not exists (select 1 from ${contactSubmissions} s where s.id = h.submission_id) returning 1
      ) select count(*)::int as count from removed`),
  );
  if (config.enquiriesDays > 0) {
    const before = new Date(now.getTime() - config.enquiriesDays * DAY_MS);
    history += count(
      await db.execute(sql`
        with removed as (
          delete from ${enquiryHistory} h where h.action in ${auditActionList} and h.created_at < ${before.toISOString()}::timestamptz
          and (h.submission_id is null or not exists (select 1 from ${contactSubmissions} s where s.id = h.submission_id)) returning 1
        ) select count(*)::int as count from removed`),
    );
  }
  return { rateLimits, loginFailures, sessions: endedSessions.length, sentMail: sentMail.length, staffLinks: staffLinks.length, history };
}

/** Delivered webhook events leave the log after DELIVERED_WEBHOOK_DAYS; undelivered ones stay until delivered or their webhook is deleted. */
async function pruneWebhookDeliveries(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(isNotNull(webhookDeliveries.deliveredAt), lt(webhookDeliveries.deliveredAt, new Date(now.getTime() - DELIVERED_WEBHOOK_DAYS * DAY_MS))))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * `now` is the wall clock, for rows the database stamped (enquiries, sessions, rate limits, mail);
 * `businessNow` the runtime's clock (runtime.now(), TEST_CLOCK in tests) for what it dated:
 * meetings, the morning mails' days and page views.
 */
export async function runRetention(db: Db, config: RetentionConfig, now = new Date(), businessNow = now): Promise<RetentionResult> {
  const result: RetentionResult = {
    applications: 0,
    enquiries: 0,
    rateLimits: 0,
    loginFailures: 0,
    sessions: 0,
    sentMail: 0,
    staffLinks: 0,
    history: 0,
    pageViewDaysRolledUp: 0,
    pageViewsDeleted: 0,
    meetingClaims: 0,
    meetingDaysOff: 0,
    drafts: 0,
    webhookDeliveries: 0,
    followUpDigests: 0,
    contacts: 0,
  };
  if (config.applicationsDays > 0) {
    const before = new Date(now.getTime() - config.applicationsDays * DAY_MS);
    result.applications = await deleteAndRecord(
      db,
      and(eq(contactSubmissions.kind, "job_application"), lt(contactSubmissions.createdAt, before)),
      config.applicationsDays,
      now,
    );
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
      now,
    );
  }
  // After the enquiries: the history of those just deleted goes in the same run.
  Object.assign(result, await pruneTraffic(db, config, now));
  // A booked meeting (bookings) goes with its enquiry (foreign key); what it leaves behind goes here.
  const meetings = await pruneMeetingLeftovers(db, businessNow);
  result.meetingClaims = meetings.claims;
  result.meetingDaysOff = meetings.daysOff;
  result.drafts = await pruneDrafts(db, now);
  // Issue 26: the morning mails' day claims (60 days), and contacts left without enquiries.
  result.followUpDigests = await pruneDigests(db, businessNow);
  result.contacts = await pruneContacts(db, now);
  result.webhookDeliveries = await pruneWebhookDeliveries(db, now);
  if (config.analyticsRawDays) {
    const pageViews = await runAnalyticsRetention(db, config.analyticsRawDays, businessNow);
    result.pageViewDaysRolledUp = pageViews.rolledUp;
    result.pageViewsDeleted = pageViews.deleted;
  }
  return result;
}

/**
 * Retention's job (app/server/platform/jobs.server.ts): daily at 04:30 Copenhagen time, after the night's
 * backup (03:00), once per day in the installation; at the first start soon after start.
 */
export function retentionJob(db: Db, config: RetentionConfig): Job {
  return {
    name: "retention",
    title: "Sletning efter opbevaringsperiode",
    daily: { hour: 4, minute: 30 },
    firstMs: 60_000,
    async run({ now }) {
      const result = await runRetention(db, config, new Date(), now());
      log.info("Sletning efter opbevaringsperiode", {
        ...result,
        applicationsDays: config.applicationsDays,
        enquiriesDays: config.enquiriesDays,
        analyticsRawDays: config.analyticsRawDays,
      });
    },
  };
}
