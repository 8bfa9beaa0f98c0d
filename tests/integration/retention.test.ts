/**
 * Nothing grows without bound: 30 simulated days of traffic (form posts, enquiries and their mail,
 * staff logins and work, failed logins, invitations, page views) with the daily retention job run
 * once a day on a clock the test controls, then every table that grows with traffic holds only its
 * live rows: the ones still inside their period, all of them.
 *
 * Form tokens and the links in newsletter mail are HMACs (app/server/intake/form-token.server.ts,
 * link-token.server.ts): nothing is stored for them, so there is no table to check.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventCollector } from "../../app/server/analytics/collect.server.ts";
import { utcDay } from "../../app/server/analytics/visitor.server.ts";
import { SESSION_HOURS, SESSION_IDLE_MINUTES, tokenHash } from "../../app/server/auth/auth.server.ts";
import type { Db } from "../../app/server/platform/db.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { deleteSubmission, updateStatus } from "../../app/server/inbox/inbox.server.ts";
import { exportRows } from "../../app/server/inbox/csv.server.ts";
import { LOGIN_FAILURES_FORGOTTEN_HOURS, clientKey, hitRateLimit } from "../../app/server/platform/rate-limit.server.ts";
import { SENT_MAIL_DAYS, SPENT_LINK_DAYS, runRetention, type RetentionConfig } from "../../app/server/inbox/retention.server.ts";
import { DRAFT_HOURS } from "../../app/server/auth/drafts.server.ts";
import {
  adminDrafts,
  analyticsEvents,
  bookingClaims,
  bookings,
  contactSubmissions,
  enquiryHistory,
  enquiryNotes,
  followUpDigests,
  loginFailures,
  outbox,
  rateLimits,
  sessions,
  staffDaysOff,
  staffInvites,
  staffUsers,
  webhookDeliveries,
  webhooks,
} from "../../app/server/schema.server.ts";
import { DELIVERED_WEBHOOK_DAYS } from "../../app/server/webhooks/webhooks.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAYS = 30;
const secret = "test-secret-of-at-least-32-characters!!";
const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret };
// Short periods, so 30 days cross each of them several times (the rules are the production ones).
const config: RetentionConfig = { applicationsDays: 5, enquiriesDays: 12, analyticsRawDays: 7, rateLimitWindowSeconds: 600 };
/** Day 0 at 00:00 UTC; the simulation ends on day 30 at 06:00, with the job's last run. */
const start = Date.UTC(2026, 9, 1);
const end = new Date(start + DAYS * DAY + 6 * HOUR);

/** Sets the timestamps a statement wrote with the database's clock to the simulated time. */
const at = (date: Date | number) => new Date(date);

describe.each(engines())("retention on $name", (engine) => {
  let database: TestDatabase;
  let db: Db;
  let owner: string;
  /** What the test did, to say afterwards which rows must still be there. */
  const log = {
    rateWindows: new Map<string, Date>(),
    sessions: [] as { id: string; expiresAt: Date; lastSeenAt: Date }[],
    failures: new Map<string, Date>(),
    invites: [] as { tokenHash: string; expiresAt: Date }[],
    enquiries: [] as { id: string; kind: string; createdAt: Date; updatedAt: Date; deleted: boolean; confirmed: boolean }[],
    audit: [] as { createdAt: Date; submissionId: string | null }[],
    pageViewDays: new Set<string>(),
    daysOff: [] as string[],
    drafts: [] as { tokenHash: string; createdAt: Date }[],
  };

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    const [user] = await db.insert(staffUsers).values({ email: "ejer@salgskraft.dk", passwordHash: "!", role: "owner" }).returning();
    owner = user!.id;
    // A webhook that wants every new enquiry and status change: each day's work queues deliveries.
    await db
      .insert(webhooks)
      .values({ url: "https://hooks.eksempel.dk/salgskraft", secret: "v1:x:y:z", events: ["enquiry.created", "enquiry.status_changed"] });
  });
  afterAll(async () => {
    await database?.close();
  });

  async function formPosts(day: number) {
    // Five addresses post during the day; the last one also just before the final run.
    for (const [address, hour] of [
      ["10.0.0.1", 8],
      ["10.0.0.2", 9.5],
      ["10.0.0.3", 13],
      ["10.0.0.4", 16.25],
      ["10.0.0.5", 21],
    ] as const) {
      const key = clientKey("form", address, secret);
      for (const minutes of [0, 3, 30]) {
        const now = start + day * DAY + hour * HOUR + minutes * MINUTE;
        await hitRateLimit(db, key, 10, config.rateLimitWindowSeconds, now);
        const windowMs = config.rateLimitWindowSeconds * 1000;
        log.rateWindows.set(`${key}@${Math.floor(now / windowMs)}`, new Date(Math.floor(now / windowMs) * windowMs));
      }
    }
  }

  async function enquiries(day: number) {
    const morning = at(start + day * DAY + 10 * HOUR);
    const ids: string[] = [];
    for (const [kind, email] of [
      ["contact", `kontakt-${day}@kunde.dk`],
      ["job_application", `ansoeger-${day}@post.dk`],
      ["newsletter", `laeser-${day}@post.dk`],
    ] as const) {
      const { id } = await storeEnquiry(
        db,
        {
          kind,
          source: kind === "job_application" ? "/jobs/solenergi" : "/kontakt",
          name: kind === "newsletter" ? "" : "Jonas Friis",
          email,
          message: "Ring gerne i morgen.",
          extra: {},
        },
        notify,
        morning,
      );
      ids.push(id);
      // The database stamped these with its own clock: move them to the simulated morning.
      await db.update(contactSubmissions).set({ createdAt: morning, updatedAt: morning }).where(eq(contactSubmissions.id, id));
      // Its contact (made by the insert trigger, issue 26) is as old as the enquiry.
      await db.execute(sql`update contacts set created_at = ${morning.toISOString()} where id = (select contact_id from contact_submissions where id = ${id})`);
      await db.update(outbox).set({ createdAt: morning, nextAttemptAt: morning }).where(eq(outbox.submissionId, id));
      log.enquiries.push({ id, kind, createdAt: morning, updatedAt: morning, deleted: false, confirmed: false });
    }
    // The outbox worker mails them a minute later (sent mail is kept SENT_MAIL_DAYS); on day 20
    // the mail server is down all day, so that day's mail is still waiting at the end.
    if (day !== 20)
      await db
        .update(outbox)
        .set({ sentAt: at(morning.getTime() + MINUTE), attempts: 1 })
        .where(inArray(outbox.submissionId, ids));
    // Every third newsletter sign-up is confirmed (kept while it lasts).
    if (day % 3 === 0) {
      await db.update(contactSubmissions).set({ subscription: "confirmed" }).where(eq(contactSubmissions.id, ids[2]!));
      log.enquiries.at(-1)!.confirmed = true;
    }
    // Staff work: a status change and a note on today's lead; yesterday's contact deleted by hand.
    const afternoon = at(start + day * DAY + 14 * HOUR);
    await updateStatus(db, ids[0]!, "in_progress", owner);
    await db.update(contactSubmissions).set({ updatedAt: afternoon }).where(eq(contactSubmissions.id, ids[0]!));
    log.enquiries.find((row) => row.id === ids[0])!.updatedAt = afternoon;
    await db.insert(enquiryNotes).values({ submissionId: ids[0]!, authorId: owner, body: "Ringet op, sender tilbud.", createdAt: afternoon });
    const yesterday = log.enquiries.find((row) => row.kind === "contact" && row.createdAt.getTime() === morning.getTime() - DAY);
    if (yesterday && !yesterday.deleted) {
      expect(await deleteSubmission(db, yesterday.id, owner)).toBe(true);
      yesterday.deleted = true;
      log.audit.push({ createdAt: afternoon, submissionId: yesterday.id });
    }
    if (day % 7 === 3) {
      await exportRows(db, {}, { userId: owner });
      log.audit.push({ createdAt: afternoon, submissionId: null });
    }
    await db
      .update(enquiryHistory)
      .set({ createdAt: afternoon })
      .where(sql`${enquiryHistory.createdAt} > ${at(start + DAYS * DAY + DAY).toISOString()}::timestamptz`);
    // The day's webhook deliveries, delivered a minute later, except on day 20 (the receiver was down).
    await db
      .update(webhookDeliveries)
      .set({ createdAt: afternoon, nextAttemptAt: afternoon, deliveredAt: day === 20 ? null : at(afternoon.getTime() + MINUTE) })
      .where(sql`${webhookDeliveries.createdAt} > ${at(start + DAYS * DAY + DAY).toISOString()}::timestamptz`);
  }

  /** Book et møde: a meeting booked each day for the next morning (an enquiry of kind "meeting" with its claims), and a day off. */
  async function meetings(day: number) {
    const bookedAt = at(start + day * DAY + 11 * HOUR);
    const { id } = await storeEnquiry(
      db,
      { kind: "meeting", source: "/book-et-moede", name: "Mette Holm", email: `moede-${day}@kunde.dk`, extra: { topic: "Mødebooking" } },
      notify,
      bookedAt,
    );
    await db.update(contactSubmissions).set({ createdAt: bookedAt, updatedAt: bookedAt }).where(eq(contactSubmissions.id, id));
    await db
      .update(outbox)
      .set({ createdAt: bookedAt, nextAttemptAt: bookedAt, sentAt: at(bookedAt.getTime() + MINUTE), attempts: 1 })
      .where(eq(outbox.submissionId, id));
    log.enquiries.push({ id, kind: "meeting", createdAt: bookedAt, updatedAt: bookedAt, deleted: false, confirmed: false });
    const startsAt = at(start + (day + 1) * DAY + 9 * HOUR);
    const [booking] = await db
      .insert(bookings)
      .values({
        submissionId: id,
        staffId: owner,
        topic: "moedebooking",
        lengthMinutes: 20,
        bufferMinutes: 10,
        startsAt,
        endsAt: at(startsAt.getTime() + 20 * MINUTE),
      })
      .returning({ id: bookings.id });
    await db
      .insert(bookingClaims)
      .values(Array.from({ length: 6 }, (_, tick) => ({ staffId: owner, tick: at(startsAt.getTime() + tick * 5 * MINUTE), bookingId: booking!.id })));
    const dayOff = utcDay(new Date(start + (day - 10) * DAY));
    await db.insert(staffDaysOff).values({ staffId: owner, day: dayOff });
    log.daysOff.push(dayOff);
  }

  async function staffLogins(day: number) {
    // Two logins a day: one logs out by walking away (idle), one works until the 8-hour end.
    for (const [hour, lastSeenAfter] of [
      [9, 2 * HOUR],
      [12, SESSION_HOURS * HOUR - MINUTE],
    ] as const) {
      const createdAt = at(start + day * DAY + hour * HOUR);
      const id = tokenHash(`sitzung-${day}-${hour}`);
      const row = {
        id,
        userId: owner,
        csrfToken: "csrf",
        createdAt,
        expiresAt: at(createdAt.getTime() + SESSION_HOURS * HOUR),
        lastSeenAt: at(createdAt.getTime() + lastSeenAfter),
      };
      await db.insert(sessions).values(row);
      log.sessions.push(row);
    }
    // Someone guesses passwords from a new address every day.
    const key = `login:addr:${day}`;
    const failedAt = at(start + day * DAY + 22 * HOUR);
    await db.insert(loginFailures).values({ key, failures: 3, lastFailureAt: failedAt, lockedUntil: null });
    log.failures.set(key, failedAt);
    // A morning mail of follow-ups (issue 26): its per-person-and-day claim, dated 70 days back so the next run prunes it.
    await db.insert(followUpDigests).values({ staffId: owner, day: utcDay(new Date(start + (day - 70) * DAY)), items: 1 });
    // A note typed after the session had ended, every other day: kept for the login (app/server/auth/drafts.server.ts).
    if (day % 2 === 0) {
      const row = {
        tokenHash: tokenHash(`kladde-${day}`),
        path: "/admin/konto",
        fields: { intent: "note", note: "Ringede" },
        createdAt: at(start + day * DAY + 15 * HOUR),
      };
      await db.insert(adminDrafts).values(row);
      log.drafts.push(row);
    }
    // An invitation every fourth day (48 hours), every other one used.
    if (day % 4 === 0) {
      const createdAt = at(start + day * DAY + 11 * HOUR);
      const row = {
        tokenHash: tokenHash(`invitation-${day}`),
        userId: owner,
        purpose: "invite" as const,
        createdBy: owner,
        createdAt,
        expiresAt: at(createdAt.getTime() + 48 * HOUR),
        usedAt: day % 8 === 0 ? at(createdAt.getTime() + HOUR) : null,
      };
      await db.insert(staffInvites).values(row);
      log.invites.push(row);
    }
  }

  async function pageViews(day: number) {
    let clock = new Date(start + day * DAY + 12 * HOUR);
    const collector = new EventCollector(db, {
      siteHosts: ["www.salgskraft.dk"],
      knownPages: new Set(["/", "/priser", "/kontakt"]),
      secret: "retention-test-secret-0123456789abcdef",
      now: () => clock,
    });
    for (const [index, page] of ["/", "/priser", "/kontakt", "/", "/priser"].entries()) {
      clock = new Date(start + day * DAY + (12 + index) * HOUR);
      const response = await collector.collect(
        new Request("https://www.salgskraft.dk/api/event", {
          method: "POST",
          headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/605.1.15", "x-client-ip": `192.0.2.${index}` },
          body: JSON.stringify({ p: page, q: "?utm_source=nyhedsbrev", r: "" }),
        }),
      );
      expect(response.status).toBe(202);
    }
    await collector.stop();
    log.pageViewDays.add(utcDay(clock));
  }

  it("after 30 days of traffic, every growing table holds only its live rows", { timeout: scaled(600_000) }, async () => {
    const deleted = new Map<string, number>();
    for (let day = 0; day < DAYS; day++) {
      await formPosts(day);
      await enquiries(day);
      await meetings(day);
      await staffLogins(day);
      await pageViews(day);
      // The daily job, at 06:00 the next morning (the last run, on day 30, is at `end`).
      const result = await runRetention(db, config, at(start + (day + 1) * DAY + 6 * HOUR));
      for (const [rule, rows] of Object.entries(result)) deleted.set(rule, (deleted.get(rule) ?? 0) + rows);
    }
    // Every rule had something to do.
    for (const [rule, rows] of deleted) expect(rows, rule).toBeGreaterThan(0);
    // Just before that last run: a form post in its own window, which is live.
    const lastKey = clientKey("form", "10.0.0.9", secret);
    await hitRateLimit(db, lastKey, 10, config.rateLimitWindowSeconds, end.getTime() - MINUTE);
    const windowMs = config.rateLimitWindowSeconds * 1000;
    log.rateWindows.set(`${lastKey}@${Math.floor((end.getTime() - MINUTE) / windowMs)}`, new Date(Math.floor((end.getTime() - MINUTE) / windowMs) * windowMs));
    // A colleague who logged in ten minutes before and is still working.
    const live = {
      id: tokenHash("sitzung-nu"),
      userId: owner,
      csrfToken: "csrf",
      createdAt: at(end.getTime() - 10 * MINUTE),
      expiresAt: at(end.getTime() + 8 * HOUR - 10 * MINUTE),
      lastSeenAt: at(end.getTime() - MINUTE),
    };
    await db.insert(sessions).values(live);
    log.sessions.push(live);
    await runRetention(db, config, end);

    const ms = (date: Date | string) => new Date(date).getTime();
    const sorted = (values: Iterable<string>) => [...values].sort();

    // rate_limits: only windows that have not ended.
    const windows = await db.select().from(rateLimits);
    expect(sorted(windows.map((row) => `${row.key}@${ms(row.windowStart) / windowMs}`))).toEqual(
      sorted([...log.rateWindows].filter(([, windowStart]) => ms(windowStart) >= end.getTime() - windowMs).map(([id]) => id)),
    );
    expect(windows).toHaveLength(1);

    // sessions: the one still working; every ended one (8 hours, or 30 minutes idle) is gone.
    const idleSince = end.getTime() - SESSION_IDLE_MINUTES * MINUTE;
    expect(sorted((await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id))).toEqual(
      sorted(log.sessions.filter((row) => ms(row.expiresAt) > end.getTime() && ms(row.lastSeenAt) > idleSince).map((row) => row.id)),
    );
    expect(await db.select().from(sessions)).toHaveLength(1);

    // login_failures: the addresses whose failures are not yet forgotten (24 hours).
    expect(sorted((await db.select({ key: loginFailures.key }).from(loginFailures)).map((row) => row.key))).toEqual(
      sorted([...log.failures].filter(([, failedAt]) => ms(failedAt) >= end.getTime() - LOGIN_FAILURES_FORGOTTEN_HOURS * HOUR).map(([key]) => key)),
    );

    // admin_drafts: only those younger than DRAFT_HOURS.
    expect(sorted((await db.select({ tokenHash: adminDrafts.tokenHash }).from(adminDrafts)).map((row) => row.tokenHash))).toEqual(
      sorted(log.drafts.filter((row) => ms(row.createdAt) >= end.getTime() - DRAFT_HOURS * HOUR).map((row) => row.tokenHash)),
    );

    // staff_invites: links that expired less than SPENT_LINK_DAYS ago (they still say "expired").
    expect(sorted((await db.select({ tokenHash: staffInvites.tokenHash }).from(staffInvites)).map((row) => row.tokenHash))).toEqual(
      sorted(log.invites.filter((row) => ms(row.expiresAt) >= end.getTime() - SPENT_LINK_DAYS * DAY).map((row) => row.tokenHash)),
    );

    // contact_submissions: applications for 5 days, other enquiries 12 days after their last
    // change, confirmed subscriptions while they last; none deleted by staff.
    const liveEnquiries = log.enquiries.filter(
      (row) =>
        !row.deleted &&
        (row.kind === "job_application"
          ? ms(row.createdAt) >= end.getTime() - config.applicationsDays * DAY
          : row.confirmed || ms(row.updatedAt) >= end.getTime() - config.enquiriesDays * DAY),
    );
    const liveIds = new Set(liveEnquiries.map((row) => row.id));
    expect(sorted((await db.select({ id: contactSubmissions.id }).from(contactSubmissions)).map((row) => row.id))).toEqual(sorted(liveIds));
    expect(liveEnquiries.some((row) => row.confirmed && ms(row.updatedAt) < end.getTime() - config.enquiriesDays * DAY)).toBe(true);

    // outbox: mail of live enquiries only; sent mail for SENT_MAIL_DAYS, unsent mail until sent.
    const mail = await db.select().from(outbox);
    expect(mail.every((row) => row.submissionId && liveIds.has(row.submissionId))).toBe(true);
    expect(mail.filter((row) => row.sentAt && ms(row.sentAt) < end.getTime() - SENT_MAIL_DAYS * DAY)).toEqual([]);
    const expectedMail = liveEnquiries.filter(
      (row) => ms(row.createdAt) >= end.getTime() - SENT_MAIL_DAYS * DAY - MINUTE || row.createdAt.getTime() === start + 20 * DAY + 10 * HOUR,
    );
    expect(mail).toHaveLength(2 * expectedMail.length);
    expect(mail.filter((row) => !row.sentAt)).toHaveLength(2 * liveEnquiries.filter((row) => row.createdAt.getTime() === start + 20 * DAY + 10 * HOUR).length);

    // webhook_deliveries: delivered ones for DELIVERED_WEBHOOK_DAYS, undelivered ones until delivered (of live enquiries).
    const deliveries = await db.select().from(webhookDeliveries);
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.filter((row) => row.deliveredAt && ms(row.deliveredAt) < end.getTime() - DELIVERED_WEBHOOK_DAYS * DAY)).toEqual([]);
    expect(deliveries.some((row) => !row.deliveredAt)).toBe(true);
    expect(deliveries.every((row) => row.submissionId && liveIds.has(row.submissionId))).toBe(true);

    // enquiry_notes go with their enquiry.
    const notes = await db.select({ submissionId: enquiryNotes.submissionId }).from(enquiryNotes);
    expect(notes.every((row) => liveIds.has(row.submissionId))).toBe(true);

    // enquiry_history: the history of live enquiries; of the ones that are gone only the audit
    // records (deletion, retention, export) younger than the enquiry period.
    const history = await db.select().from(enquiryHistory);
    const orphans = history.filter((row) => row.submissionId && !liveIds.has(row.submissionId));
    expect(orphans.filter((row) => !["deleted", "retention"].includes(row.action))).toEqual([]);
    const auditSince = end.getTime() - config.enquiriesDays * DAY;
    expect(history.filter((row) => ["deleted", "retention", "export"].includes(row.action) && ms(row.createdAt) < auditSince)).toEqual([]);
    expect(history.filter((row) => row.action === "deleted")).toHaveLength(
      log.audit.filter((row) => row.submissionId && ms(row.createdAt) >= auditSince).length,
    );
    expect(history.filter((row) => row.action === "export")).toHaveLength(
      log.audit.filter((row) => !row.submissionId && ms(row.createdAt) >= auditSince).length,
    );
    expect(history.filter((row) => row.action === "retention").length).toBeGreaterThan(0);
    // The live lead's own history (its status change) is still there.
    // bookings go with their enquiry; claims only of meetings not yet over (a day's margin); days off for 30 days.
    const liveMeetings = liveEnquiries.filter((row) => row.kind === "meeting");
    expect(liveMeetings.length).toBeGreaterThan(0);
    expect(sorted((await db.select({ id: bookings.submissionId }).from(bookings)).map((row) => row.id))).toEqual(sorted(liveMeetings.map((row) => row.id)));
    const claims = await db.select().from(bookingClaims);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.filter((row) => ms(row.tick) < end.getTime() - DAY)).toEqual([]);
    const daysOffSince = utcDay(new Date(Date.parse(`${utcDay(end)}T00:00:00Z`) - 30 * DAY));
    expect(sorted((await db.select({ day: staffDaysOff.day }).from(staffDaysOff)).map((row) => row.day))).toEqual(
      sorted(log.daysOff.filter((day) => day >= daysOffSince)),
    );
    const liveLeads = liveEnquiries.filter((row) => row.kind === "contact");
    expect(liveLeads).toHaveLength(1);
    for (const lead of liveLeads) expect(history.some((row) => row.submissionId === lead.id && row.action === "status")).toBe(true);

    // analytics_events: raw page views of the last ANALYTICS_RAW_DAYS days (the rest rolled up).
    const days = (await db.selectDistinct({ day: analyticsEvents.day }).from(analyticsEvents)).map((row) => row.day);
    const rawSince = utcDay(new Date(Date.parse(`${utcDay(end)}T00:00:00Z`) - config.analyticsRawDays! * DAY));
    expect(sorted(days)).toEqual(sorted([...log.pageViewDays].filter((day) => day >= rawSince)));
  });
});
