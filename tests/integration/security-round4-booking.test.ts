/**
 * The fourth outside review, finding 2 and its booking Info items (docs/security.md, "Fourth
 * review: the calendar"), against the real engines: the routes' loaders and actions are called as
 * React Router calls them, with a runtime on a fresh database and each request's client address in
 * X-Client-IP (the server sets it). The fill repeats what the reviewer did (one client, one request
 * at a time, each from its own address) and counts what the reviewer counted: the free 45-minute
 * times left.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as bookingAction, headers, loader as bookingLoader } from "../../app/routes/booking/book-et-moede.tsx";
import { loader as manageLoader } from "../../app/routes/booking/aendr.tsx";
import { adminWarnings } from "../../app/server/inbox/admin-warnings.server.ts";
import { invalidLinkMessage } from "../../app/server/booking/actions.server.ts";
import { addressLimitMessage, budgetSpentMessage, domainLimitMessage, mailboxLimitMessage } from "../../app/server/booking/booking-limits.server.ts";
import { listFreeSlots } from "../../app/server/booking/settings.server.ts";
import { saveAvailability, saveHostProfile } from "../../app/server/booking/availability.server.ts";
import { EventCollector } from "../../app/server/analytics/collect.server.ts";
import { loadContext, type Runtime } from "../../app/server/platform/context.server.ts";
import { parseEnv } from "../../app/server/platform/env.server.ts";
import { issueFormToken } from "../../app/server/intake/form-token.server.ts";
import { staffUsers } from "../../app/server/schema.server.ts";
import { contact } from "../../app/content/site.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

const secret = "round-four-booking-secret-0123456789abcdef";
const topic = "moedebooking";

const args = (request: Request, runtime: Runtime) => {
  const url = new URL(request.url);
  return { request, context: loadContext(runtime), params: {}, url, pattern: url.pathname };
};

function runtimeOn(db: TestDatabase["db"], engine: Runtime["engine"], settings: Record<string, string> = {}): Runtime {
  return {
    env: parseEnv({ NODE_ENV: "test", FORM_MIN_FILL_MS: "0", COOKIE_SECURE: "0", ...settings }),
    db,
    engine,
    now: () => new Date(),
    sessionSecret: secret,
    kickOutbox: () => {},
    analytics: new EventCollector(db, { siteHosts: ["localhost"], knownPages: new Set(), secret }),
    stop: async () => {},
  };
}

/** What an action or loader answered: its status, the page's data, and where a redirect leads. */
type Answer = { status: number; location: string | null; data: Record<string, unknown>; headers?: HeadersInit };
function answerOf(result: unknown): Answer {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), data: {} };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: { status?: number; headers?: HeadersInit } | null; data: Record<string, unknown> };
    return { status: init?.status ?? 200, location: null, data, headers: init?.headers };
  }
  return { status: 200, location: null, data: result as Record<string, unknown> };
}

type Booking = { ip: string; email: string; start: string; lengthMinutes?: number; token?: string };
async function book(runtime: Runtime, booking: Booking): Promise<Answer & { message: string }> {
  const body = new URLSearchParams({
    topic,
    length: String(booking.lengthMinutes ?? 45),
    start: booking.start,
    name: "Mette Jensen",
    company: "Firma ApS",
    email: booking.email,
    phone: "+45 20 30 40 50",
    source: "/book-et-moede",
    ...(booking.token ? { startedAt: booking.token } : {}),
  });
  const request = new Request("http://localhost/book-et-moede", { method: "POST", body, headers: { "x-client-ip": booking.ip } });
  const answer = answerOf(
    await bookingAction(args(request, runtime)).then(
      (value) => value,
      (thrown: unknown) => thrown,
    ),
  );
  return { ...answer, message: String(answer.data.formError ?? "") };
}

/** The free start times of a length, all days together (what the page offers). */
async function freeTimes(db: TestDatabase["db"], lengthMinutes = 45): Promise<string[]> {
  const free = await listFreeSlots(db, topic, lengthMinutes, new Date());
  return free.days.flatMap((day) => day.slots.map((slot) => slot.start.toISOString()));
}

/** Three hosts at work on weekdays 9-16, as on the reviewed build. */
async function addHosts(db: TestDatabase["db"]) {
  for (const [email, name] of [
    ["anna@salgskraft.dk", "Anna Holm"],
    ["bo@salgskraft.dk", "Bo Lund"],
    ["carl@salgskraft.dk", "Carl Dahl"],
  ] as const) {
    const [user] = await db.insert(staffUsers).values({ email, passwordHash: "!" }).returning({ id: staffUsers.id });
    await saveHostProfile(db, user!.id, { displayName: name, takesMeetings: true });
    await saveAvailability(
      db,
      user!.id,
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 16 * 60 })),
    );
  }
}

const hourOf = (at: number) => Math.floor(at / 3600_000);

describe.each(engines())("the meeting calendar, as the fourth review attacked it, on $name", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
    await addHosts(database.db);
  });
  afterAll(async () => database?.close());

  it("a fill from 49 addresses leaves the calendar's free times to real visitors, and offers the phone and the contact form instead", async () => {
    // The production defaults: 3 bookings per address a day, BOOKING_BUDGET_PER_HOUR.
    const runtime = runtimeOn(database.db, engine.name);
    const budget = runtime.env.BOOKING_BUDGET_PER_HOUR;
    const before = await freeTimes(database.db);
    expect(before.length).toBeGreaterThan(100);

    const startedHour = hourOf(Date.now());
    let free = before;
    let booked = 0;
    const refusals = new Map<string, number>();
    for (let attempt = 0; attempt < 147; attempt++) {
      // 49 addresses, 3 requests each (the per-address limit), each a different person at a different company.
      const answer = await book(runtime, { ip: `198.51.100.${1 + (attempt % 49)}`, email: `gaest${attempt}@firma${attempt}.dk`, start: free[0]! });
      if (answer.status === 303) {
        booked++;
        free = await freeTimes(database.db);
      } else {
        refusals.set(`${answer.status} ${answer.message}`, (refusals.get(`${answer.status} ${answer.message}`) ?? 0) + 1);
      }
    }
    const after = await freeTimes(database.db);
    const hours = hourOf(Date.now()) - startedHour + 1;
    console.info(
      `[fill, ${engine.name}] free 45-minute times ${before.length} → ${after.length}; ${booked} of 147 requests booked; refusals ${JSON.stringify([...refusals])}`,
    );

    // At most the hour's budget is booked (twice it if the clock passed a full hour meanwhile)...
    expect(booked).toBeLessThanOrEqual(budget * hours);
    expect(after.length).toBeGreaterThanOrEqual(before.length - budget * hours * 3);
    // ...and the rest are told in Danish to call or write.
    expect([...refusals.keys()]).toEqual([`503 ${budgetSpentMessage()}`]);
    expect(budgetSpentMessage()).toContain(contact.phone);
    expect(budgetSpentMessage()).toContain("/kontakt");

    // The page's free times make way for the phone and the contact form while the budget is spent.
    const page = answerOf(
      await bookingLoader(args(new Request(`http://localhost/book-et-moede?emne=${topic}&laengde=45`, { headers: { "x-client-ip": "192.0.2.200" } }), runtime)),
    );
    expect(page.data.closed).toEqual({ title: "Ring eller skriv til os", message: budgetSpentMessage() });
    expect(page.data.step).toMatchObject({ slots: null });

    // The owner is told on every admin page; staff are not.
    const ownerWarnings = await adminWarnings(runtime, { role: "owner" });
    expect(ownerWarnings.find((warning) => warning.id === "booking-budget")).toMatchObject({
      href: "/admin/moeder",
      text: expect.stringMatching(/^Online-booking er lukket til kl\. \d\d\.00: der blev booket \d+ møder på en time \(BOOKING_BUDGET_PER_HOUR\)/),
    });
    expect((await adminWarnings(runtime, { role: "staff" })).map((warning) => warning.id)).not.toContain("booking-budget");
  });
});

describe.each(engines())("who may book how much, on $name", (engine) => {
  let database: TestDatabase;
  let runtime: Runtime;
  let free: string[];
  let next = 0;
  /** A start nobody has booked yet in this block (each test takes its own). */
  const start = () => free[next++]!;
  beforeAll(async () => {
    database = await engine.open();
    await addHosts(database.db);
    // The budget out of the way: these tests are about the other limits.
    runtime = runtimeOn(database.db, engine.name, { BOOKING_BUDGET_PER_HOUR: "1000" });
    free = await freeTimes(database.db, 20);
    // Every third start: three hosts, so a start stays free until all three have it.
    free = free.filter((_, index) => index % 3 === 0);
  });
  afterAll(async () => database?.close());

  it("counts one mailbox however its address is written: plus-tags, and Gmail's dots and googlemail.com", async () => {
    const ok = (await book(runtime, { ip: "198.51.100.11", email: "offer@gmail.com", start: start(), lengthMinutes: 20 })).status;
    const alias = (await book(runtime, { ip: "198.51.100.12", email: "Of.fer+1@googlemail.com", start: start(), lengthMinutes: 20 })).status;
    expect([ok, alias]).toEqual([303, 303]);
    for (const email of ["offer+2@gmail.com", "o.f.f.e.r@gmail.com", "OFFER+nyhed@GoogleMail.com"]) {
      const third = await book(runtime, { ip: `198.51.100.${20 + email.length}`, email, start: start(), lengthMinutes: 20 });
      expect([third.status, third.message], email).toEqual([422, mailboxLimitMessage()]);
    }
    // Dots are someone else at providers that do not ignore them; a plus-tag is the same mailbox everywhere.
    expect((await book(runtime, { ip: "198.51.100.31", email: "p.er@firma-a.dk", start: start(), lengthMinutes: 20 })).status).toBe(303);
    expect((await book(runtime, { ip: "198.51.100.32", email: "per@firma-a.dk", start: start(), lengthMinutes: 20 })).status).toBe(303);
    expect((await book(runtime, { ip: "198.51.100.33", email: "per+2@firma-a.dk", start: start(), lengthMinutes: 20 })).status).toBe(303);
    expect((await book(runtime, { ip: "198.51.100.34", email: "per+3@firma-a.dk", start: start(), lengthMinutes: 20 })).message).toBe(mailboxLimitMessage());
  });

  it("lets one company domain hold 4 upcoming meetings, but not the big mail providers' domains", async () => {
    for (let person = 1; person <= 4; person++) {
      expect(
        (await book(runtime, { ip: `198.51.100.${40 + person}`, email: `medarbejder${person}@offer-firma.dk`, start: start(), lengthMinutes: 20 })).status,
      ).toBe(303);
    }
    const fifth = await book(runtime, { ip: "198.51.100.45", email: "direktoer@Offer-Firma.dk", start: start(), lengthMinutes: 20 });
    expect([fifth.status, fifth.message]).toEqual([422, domainLimitMessage()]);
    for (let person = 1; person <= 5; person++) {
      expect((await book(runtime, { ip: `198.51.100.${50 + person}`, email: `kunde${person}@hotmail.com`, start: start(), lengthMinutes: 20 })).status).toBe(
        303,
      );
    }
  });

  it("counts an IPv6 /48 as well as each /64: 64 /64s of one /58 book 3 × BOOKING_RATE_LIMIT a day", async () => {
    const answers: number[] = [];
    for (let net = 0; net < 12; net++) {
      // 2001:db8:4:40::/58 holds the /64s 2001:db8:4:40:: to 2001:db8:4:7f::, all in the /48 2001:db8:4::.
      answers.push(
        (
          await book(runtime, {
            ip: `2001:db8:4:${(0x40 + net).toString(16)}::${net + 1}`,
            email: `ipv6-${net}@firma-${net}.dk`,
            start: start(),
            lengthMinutes: 20,
          })
        ).status,
      );
    }
    expect(answers).toEqual([...Array(9).fill(303), 429, 429, 429]);
    const refused = await book(runtime, { ip: "2001:db8:4:7f::1", email: "ipv6-x@firma-x.dk", start: start(), lengthMinutes: 20 });
    expect(refused.message).toBe(addressLimitMessage());
    // Another /48 books as before.
    expect((await book(runtime, { ip: "2001:db8:5:40::1", email: "ipv6-y@firma-y.dk", start: start(), lengthMinutes: 20 })).status).toBe(303);
  });

  it("books once per form token, and a token whose booking did not happen may try again", async () => {
    const guarded = runtimeOn(database.db, engine.name, { BOOKING_BUDGET_PER_HOUR: "1000", FORM_MIN_FILL_MS: "2500" });
    const token = issueFormToken(secret, Date.now() - 60_000);
    const taken = start();
    // The first try picks a time that is no longer free (someone was quicker): nothing booked, the token stays good.
    for (const [index, email] of ["a", "b", "c"].entries())
      await book(runtime, { ip: `198.51.100.${70 + index}`, email: `forud-${email}@firma-t${index}.dk`, start: taken, lengthMinutes: 20 });
    expect((await book(guarded, { ip: "198.51.100.80", email: "token@firma-t.dk", start: taken, lengthMinutes: 20, token })).status).toBe(409);
    const mine = { ip: "198.51.100.80", email: "token@firma-t.dk", start: start(), lengthMinutes: 20, token };
    const first = await book(guarded, mine);
    expect(first.status).toBe(303);
    // A repeated click (the same form again) still lands on the booking it made.
    expect(await book(guarded, mine)).toMatchObject({ status: 303, location: first.location });
    // The same token again, from another address, for another person and time, books nothing: one
    // token is one enquiry (a resend with edited fields is recognised, tests/integration/form-resend.test.ts),
    // so it lands on the booking the token already made.
    const replay = await book(guarded, { ip: "198.51.100.81", email: "andre@firma-u.dk", start: start(), lengthMinutes: 20, token });
    expect(replay).toMatchObject({ status: 303, location: first.location });
    // A fresh token books.
    expect(
      (
        await book(guarded, {
          ip: "198.51.100.81",
          email: "andre@firma-u.dk",
          start: start(),
          lengthMinutes: 20,
          token: issueFormToken(secret, Date.now() - 60_000),
        })
      ).status,
    ).toBe(303);
  });

  it("limits how often one address loads the free times, with a Danish 429 page", async () => {
    const limited = runtimeOn(database.db, engine.name, { BOOKING_TIMES_RATE_LIMIT: "3" });
    const load = (ip: string) =>
      bookingLoader(args(new Request(`http://localhost/book-et-moede?emne=${topic}&laengde=20&uge=1`, { headers: { "x-client-ip": ip } }), limited)).then(
        answerOf,
      );
    for (let page = 0; page < 3; page++) expect((await load("2001:db8:9:1::1")).status).toBe(200);
    const fourth = await load("2001:db8:9:1::2");
    expect(fourth.status).toBe(429);
    expect(Number(new Headers(headers({ loaderHeaders: new Headers(fourth.headers) } as Parameters<typeof headers>[0])).get("retry-after"))).toBeGreaterThan(0);
    expect(fourth.data.closed).toEqual({
      title: "Vent lidt",
      message: expect.stringMatching(
        new RegExp(
          `^Du har hentet ledige tider mange gange på kort tid\\. Prøv igen om \\d+ minut(ter)?, eller ring til os på ${contact.phone.replaceAll("+", "\\+")}`,
        ),
      ),
    });
    expect(fourth.data.step).toMatchObject({ slots: null });
    expect((await load("2001:db8:9:2::1")).status).toBe(200);
  });

  it("answers a forged move or cancel link with 403 and the Danish page", async () => {
    const forged = `http://localhost/book-et-moede/aendr?handling=aflys&id=00000000-0000-4000-8000-000000000000&v=1&token=${"A".repeat(43)}`;
    const answer = answerOf(await manageLoader(args(new Request(forged), runtime)));
    expect(answer.status).toBe(403);
    expect(answer.data).toEqual({ state: "invalid", message: invalidLinkMessage });
  });
});
