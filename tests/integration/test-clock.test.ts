/**
 * The runtime's clock (issue 35, item 5): booking and follow-ups run on `runtime.now()`, which the
 * TEST_CLOCK setting starts at an instant. Here at Danish 23:50 on Sunday 21 March 2027 and at
 * 00:10 on Monday the 22nd, through the setting, whatever the real time of day: the booking page's
 * first week with free times is next week on Sunday night and this week after midnight; a
 * follow-up due 23:55 on Sunday is today's before midnight and overdue after it, and the morning
 * mail (from 00:00) lists it as overdue.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventCollector } from "../../app/server/analytics/collect.server.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { bookingStep } from "../../app/server/booking/actions.server.ts";
import { danishDay } from "../../app/server/booking/booking-slots.server.ts";
import { saveAvailability, saveHostProfile } from "../../app/server/booking/availability.server.ts";
import { runtimeClock } from "../../app/server/platform/clock.server.ts";
import type { Runtime } from "../../app/server/platform/context.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { parseEnv } from "../../app/server/platform/env.server.ts";
import { followUpView, morningMailJob } from "../../app/server/inbox/follow-ups.server.ts";
import { pipelineAction, pipelineData } from "../../app/server/inbox/actions.server.ts";
import { outbox, staffUsers } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";

const secret = "test-clock-secret-0123456789abcdef-0123";
const siteUrl = "https://www.salgskraft.dk";
const sundayNight = "2027-03-21T23:50:00+01:00";
const mondayMorning = "2027-03-22T00:10:00+01:00";

/** A runtime as lifecycle builds it: settings parsed, and the clock from TEST_CLOCK. */
function runtimeAt(db: TestDatabase["db"], engine: Runtime["engine"], testClock: string): Runtime {
  const env = parseEnv({ NODE_ENV: "test", FORM_MIN_FILL_MS: "0", COOKIE_SECURE: "0", TEST_CLOCK: testClock });
  return {
    env,
    db,
    engine,
    now: runtimeClock(env.TEST_CLOCK),
    sessionSecret: secret,
    kickOutbox: () => {},
    analytics: new EventCollector(db, { siteHosts: ["localhost"], knownPages: new Set(), secret }),
    stop: async () => {},
  };
}

describe.each(engines())("booking and follow-ups either side of Danish midnight through TEST_CLOCK, on $name", (engine) => {
  let database: TestDatabase;
  let staff: { userId: string; email: string; name: string };
  let submissionId: string;
  beforeAll(async () => {
    database = await engine.open();
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    const [user] = await database.db.select({ id: staffUsers.id, email: staffUsers.email, displayName: staffUsers.displayName }).from(staffUsers);
    staff = { userId: user!.id, email: user!.email, name: user!.displayName };
    await saveHostProfile(database.db, staff.userId, { displayName: "Mette", takesMeetings: true });
    await saveAvailability(
      database.db,
      staff.userId,
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 16 * 60 })),
    );
    const stored = await storeEnquiry(
      database.db,
      {
        kind: "contact",
        source: "/kontakt",
        name: "Jonas Friis",
        email: "jonas@kunde.dk",
        company: "Friis Gulve ApS",
        interest: "business",
        message: "Ring gerne.",
      },
      { to: "indbakke@salgskraft.dk", siteUrl, secret },
    );
    submissionId = stored.id;
  }, scaled(180_000));
  afterAll(async () => {
    await database?.close();
  });

  it("Sunday 23:50: the booking page opens at next week, and a follow-up at 23:55 is today's", async () => {
    const runtime = runtimeAt(database.db, engine.name, sundayNight);
    expect(danishDay(runtime.now()).date).toBe("2027-03-21");
    const step = await bookingStep(new URL("http://localhost/book-et-moede?emne=moedebooking&laengde=45"), runtime);
    // This week (15-21 March) is over: the page starts at week 1, Monday the 22nd.
    expect(step.slots).toMatchObject({ week: 1, from: "2027-03-22" });
    expect(step.slots!.days[0]!.date).toBe("2027-03-22");

    const added = await pipelineAction(
      database.db,
      submissionId,
      formOf({ intent: "follow-up", date: "2027-03-21", time: "23:55", what: "Ring til Jonas" }),
      staff,
      runtime.now(),
    );
    expect(added).toMatchObject({ ok: true });
    expect(
      (
        await pipelineData(
          database.db,
          {
            id: submissionId,
            contactId: null,
            kind: "contact",
            interest: "business",
            status: "new",
            outcome: null,
            outcomeReason: null,
            outcomeNote: null,
            monthlyValue: null,
            spamAt: null,
          },
          runtime.now(),
        )
      ).followUpDefault.date,
    ).toBe("2027-03-22");
    const view = await followUpView(database.db, "mine", staff.userId, runtime.now());
    expect(view.today.map((row) => row.what)).toEqual(["Ring til Jonas"]);
    expect(view.overdue).toEqual([]);
  });

  it("Monday 00:10: the booking page opens at this week, the follow-up is overdue, and the morning mail says so", async () => {
    const runtime = runtimeAt(database.db, engine.name, mondayMorning);
    expect(danishDay(runtime.now()).date).toBe("2027-03-22");
    const step = await bookingStep(new URL("http://localhost/book-et-moede?emne=moedebooking&laengde=45"), runtime);
    expect(step.slots).toMatchObject({ week: 0, from: "2027-03-22" });

    const view = await followUpView(database.db, "mine", staff.userId, runtime.now());
    expect(view.overdue.map((row) => row.what)).toEqual(["Ring til Jonas"]);
    expect(view.today).toEqual([]);

    // The morning mail's job (from 00:00) on the runtime's clock, as the job runner calls it.
    let kicked = 0;
    const job = morningMailJob(database.db, { siteUrl, hour: 0, pollMs: 60_000 }, () => kicked++);
    await job.run({ now: runtime.now, signal: new AbortController().signal, wake: async () => {} });
    expect(kicked).toBe(1);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.recipient, staff.email));
    expect(mail?.body).toMatch(/Overskredet:\n- 21\. mar\.?,? 23\.55: Ring til Jonas/);
  });
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
