/**
 * The third review (docs/security.md, "Third review (2026-11-24)") against the production server
 * and a real SMTP server: "Book et møde" as a bot would use it. The booking clock starts on
 * Wednesday 17 March 2027 at 07.55 (TEST_CLOCK), as in tests/e2e/booking.test.ts. Each test
 * failed on the code before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestLimitMessage, MAX_GUEST_MOVES, movedTooOftenMessage } from "../../app/server/booking/meetings.server.ts";
import { startSmtp, textOf } from "../integration/support/smtp.ts";
import { DRAFTS_PER_ADDRESS, MAX_DRAFTS } from "../../app/server/auth/drafts.server.ts";
import { enquiryId, logIn, staffGet, staffPost, waitUntil, type StaffSession, staffDataDir } from "./support/staff.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const clockStart = "2027-03-17T06:55:00.000Z";

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let session: StaffSession;

/** The free times the booking page offers for a topic, this week and the next. */
async function freeTimes(topic: string): Promise<string[]> {
  const times: string[] = [];
  for (const week of [0, 1]) {
    const html = await (await fetch(`${server.url}/book-et-moede?emne=${topic}&laengde=20&uge=${week}`)).text();
    times.push(...[...html.matchAll(/<option value="(2027-[^"]+)"/g)].map((match) => match[1]!));
  }
  return times;
}

const book = (topic: string, start: string, email: string, ip: string) =>
  postForm(
    `${server.url}/book-et-moede?emne=${topic}&laengde=20`,
    { topic, length: "20", start, name: "Robot Robotsen", company: "Bot ApS", email, phone: "12345678", source: "/book-et-moede" },
    { "X-Forwarded-For": ip },
  ).then(async (response) => ({
    status: response.status,
    text: (await response.text()).replace(/<!-- -->/g, ""),
  }));

beforeAll(async () => {
  smtp = await startSmtp();
  const dataDir = staffDataDir("salgskraft-round3-", owner);
  // The production default of BOOKING_RATE_LIMIT (the suite's other servers lift it).
  server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", TEST_CLOCK: clockStart, TRUST_PROXY: "1", BOOKING_RATE_LIMIT: "3" }, dataDir);
  session = await logIn(server.url, owner, "10.80.0.1");
  const fields: Record<string, string> = { intent: "weekly", displayName: "Anna Holm", takesMeetings: "on" };
  for (const weekday of [1, 2, 3, 4, 5]) Object.assign(fields, { [`day-${weekday}`]: "on", [`from-${weekday}`]: "08:00", [`to-${weekday}`]: "16:00" });
  const saved = await staffPost(session, "/admin/moeder/tilgaengelighed", fields);
  expect(await saved.text()).toContain("Din tilgængelighed er gemt");
}, scaled(240_000));

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await smtp?.close();
});

describe("Book et møde, as a bot uses it (finding 3)", () => {
  it("one address cannot fill the calendar: its fourth meeting in a day is refused in Danish, attempts that book nothing do not count, and other visitors still book", async () => {
    const next = async () => (await freeTimes("telemarketing"))[0]!;
    const first = await next();
    expect((await book("telemarketing", first, "anden@kunde.dk", "10.81.0.1")).status).toBe(303);
    // Taken already: refused as taken, and not counted against the address.
    expect((await book("telemarketing", first, "bot0@spam.dk", "10.82.0.1")).status).toBe(409);
    for (const index of [1, 2, 3]) expect((await book("telemarketing", await next(), `bot${index}@spam.dk`, "10.82.0.1")).status, `bot${index}`).toBe(303);
    const refused = await book("telemarketing", await next(), "bot4@spam.dk", "10.82.0.1");
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Der er booket mange møder herfra i dag. Ring til os på");
    // The same /64 is the same address (another domain: one company domain holds at most 4 upcoming meetings, fourth review).
    for (const [index, ip] of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2::3"].entries())
      expect((await book("telemarketing", await next(), `bot${index + 5}@spam-v6.dk`, ip)).status, ip).toBe(303);
    expect((await book("telemarketing", await next(), "bot8@spam-v6.dk", "2001:db8:1:2:ffff::9")).status).toBe(429);
    // Someone else books at once; the refused ones were mailed nothing.
    expect((await book("telemarketing", await next(), "kunde@firma.dk", "10.83.0.1")).status).toBe(303);
    await smtp.waitFor("kunde@firma.dk");
    expect(smtp.to("bot4@spam.dk")).toEqual([]);
    expect(smtp.to("bot8@spam-v6.dk")).toEqual([]);
  });

  // Finding 6: the confirmation page (its link never expires) always offered the current move link.
  it("whoever booked in someone's name cannot move the meeting again and again to mail them: after three moves the page says to call", async () => {
    const next = async () => (await freeTimes("andet"))[0]!;
    const booked = await postForm(
      `${server.url}/book-et-moede?emne=andet&laengde=20`,
      {
        topic: "andet",
        length: "20",
        start: await next(),
        name: "Offer Offersen",
        company: "Offer ApS",
        email: "flyttet@offer.dk",
        phone: "12345678",
        source: "/book-et-moede",
      },
      { "X-Forwarded-For": "10.85.0.1" },
    );
    expect(booked.status).toBe(303);
    const view = booked.headers.get("location")!;
    const moveLink = async () => /href="([^"]*handling=flyt[^"]*)"/.exec(await (await fetch(`${server.url}${view}`)).text())?.[1]?.replace(/&amp;/g, "&");
    const move = async () => {
      const link = new URL((await moveLink())!, server.url).searchParams;
      return postForm(
        `${server.url}/book-et-moede/aendr`,
        { handling: "flyt", id: link.get("id")!, v: link.get("v")!, token: link.get("token")!, start: await next() },
        { Origin: server.url, "X-Forwarded-For": "10.85.0.1" },
      );
    };
    for (let moved = 1; moved <= 3; moved++) expect((await move()).status, `flytning ${moved}`).toBe(303);
    // The confirmation no longer offers a move; the last mail's move link explains why, and so does a post.
    expect(await moveLink()).toBeUndefined();
    const mails = await waitUntil(() => (smtp.to("flyttet@offer.dk").length === 4 ? smtp.to("flyttet@offer.dk") : null), 30_000, "mailene om flytningerne");
    // The newest mail's link (the highest version; mails sent in one batch may arrive in any order).
    const lastMoveLink = mails
      .map((mail) => new URL(/Flyt mødet: (\S+)/.exec(textOf(mail.body))![1]!))
      .sort((a, b) => Number(b.searchParams.get("v")) - Number(a.searchParams.get("v")))[0]!;
    const page = (await (await fetch(`${server.url}${lastMoveLink.pathname}${lastMoveLink.search}`)).text()).replace(/<!-- -->/g, "");
    expect(page).toContain("Mødet kan ikke flyttes igen her");
    expect(page).toContain(movedTooOftenMessage());
    const refused = await postForm(
      `${server.url}/book-et-moede/aendr`,
      {
        handling: "flyt",
        id: lastMoveLink.searchParams.get("id")!,
        v: lastMoveLink.searchParams.get("v")!,
        token: lastMoveLink.searchParams.get("token")!,
        start: await next(),
      },
      { Origin: server.url },
    );
    expect(refused.status).toBe(409);
    expect(movedTooOftenMessage()).toMatch(/^Mødet er allerede flyttet 3 gange, så det kan ikke flyttes igen her\. Ring til os på /);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.to("flyttet@offer.dk")).toHaveLength(4);
    expect(MAX_GUEST_MOVES).toBe(3);
    // Cancelling still works.
    const cancel = new URL(/href="([^"]*handling=aflys[^"]*)"/.exec(await (await fetch(`${server.url}${view}`)).text())![1]!.replace(/&amp;/g, "&"), server.url)
      .searchParams;
    expect(
      (
        await postForm(
          `${server.url}/book-et-moede/aendr`,
          { handling: "aflys", id: cancel.get("id")!, v: cancel.get("v")!, token: cancel.get("token")! },
          { Origin: server.url },
        )
      ).status,
    ).toBe(303);
  });

  it("one e-mail address holds at most two upcoming meetings, in any case, from any address; cancelling one frees a place", async () => {
    const next = async () => (await freeTimes("leadgenerering"))[0]!;
    expect((await book("leadgenerering", await next(), "offer@firma.dk", "10.84.0.1")).status).toBe(303);
    expect((await book("leadgenerering", await next(), "offer@firma.dk", "10.84.0.2")).status).toBe(303);
    const third = await book("leadgenerering", await next(), "Offer@Firma.dk", "10.84.0.3");
    expect(third.status).toBe(422);
    expect(third.text).toContain(guestLimitMessage());
    expect(guestLimitMessage()).toMatch(
      /^Der er allerede booket 2 møder med denne e-mail\. Flyt eller aflys et af dem med linket i mailen fra os, eller ring til os på /,
    );
    // What was typed comes back, so nothing is lost.
    expect(third.text).toContain('value="Offer@Firma.dk"');
    const confirmation = await smtp.waitFor("offer@firma.dk");
    await waitUntil(() => smtp.to("offer@firma.dk").length === 2, 30_000, "de to bekræftelser");
    // Sent in one go with the third attempt's mails, had there been any.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.to("offer@firma.dk")).toHaveLength(2);
    expect(smtp.to("Offer@Firma.dk")).toEqual([]);

    // The guest cancels one by the link in their mail: a new booking goes through.
    const cancel = new URL(/Aflys mødet: (\S+)/.exec(confirmation.text)![1]!);
    const page = await (await fetch(`${server.url}${cancel.pathname}${cancel.search}`)).text();
    expect(page).toContain("Aflys dit møde");
    const form = new URLSearchParams(cancel.search);
    const cancelled = await postForm(
      `${server.url}/book-et-moede/aendr`,
      { handling: "aflys", id: form.get("id")!, v: form.get("v")!, token: form.get("token")! },
      { Origin: server.url },
    );
    expect(cancelled.status).toBe(303);
    expect((await book("leadgenerering", await next(), "offer@firma.dk", "10.84.0.4")).status).toBe(303);
  });
});

describe("drafts of an expired session, as an anonymous flood would use them (finding 7)", () => {
  it(
    "posts that pretend to come from an admin page cannot use up the drafts: a staff member whose session ended still gets their text back",
    async () => {
      expect(
        (
          await postForm(
            `${server.url}/kontakt`,
            { name: "Kladde Kunde", email: "kladde@kunde.dk", phone: "20304050", interest: "business", message: "Ring gerne." },
            { "X-Forwarded-For": "10.119.0.1" },
          )
        ).status,
      ).toBe(200);
      const id = await enquiryId(session, "kladde@kunde.dk");
      const forged = (ip: string) =>
        postForm(
          `${server.url}/admin/contact-submissions/${id}`,
          { intent: "note", note: "x".repeat(19_000) },
          { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": ip },
        ).then((response) => response.headers.get("location") ?? "");
      // One address: its first DRAFTS_PER_ADDRESS are kept, then none.
      const fromOne: string[] = [];
      for (let i = 0; i < DRAFTS_PER_ADDRESS + 5; i++) fromOne.push(await forged("10.120.0.1"));
      expect(fromOne.filter((location) => location.includes("kladde")).length).toBe(DRAFTS_PER_ADDRESS);
      // Enough addresses to fill every place: the oldest make room for new ones.
      const addresses = Math.ceil(MAX_DRAFTS / DRAFTS_PER_ADDRESS) + 5;
      for (let a = 1; a <= addresses; a++) await Promise.all(Array.from({ length: DRAFTS_PER_ADDRESS }, () => forged(`10.121.${a}.1`)));

      // Mette's session ends (she logs out in another tab) while she writes a note, and she sends it.
      const mette = await logIn(server.url, owner, "10.80.0.2");
      expect((await staffPost(mette, "/admin/logout", {})).status).toBe(302);
      // The browser says the post came from our own page (Origin), as Chromium does.
      const sent = await postForm(
        `${server.url}/admin/contact-submissions/${id}`,
        { intent: "note", note: "Kunden vil have et tilbud inden fredag.", csrf: mette.csrf },
        { Cookie: mette.cookie, Origin: server.url, "X-Forwarded-For": "10.80.0.2" },
      );
      const location = sent.headers.get("location") ?? "";
      expect(location).toContain("kladde");
      // Her browser keeps the draft's cookie and logs in again.
      const draftCookie = sent.headers.get("set-cookie")!.split(";")[0]!;
      const back = await logIn(server.url, owner, "10.80.0.2");
      const page = await (
        await fetch(`${server.url}${decodeURIComponent(location.split("next=")[1]!)}`, {
          headers: { Cookie: `${back.cookie}; ${draftCookie}`, "X-Forwarded-For": "10.80.0.2" },
        })
      ).text();
      expect(page).toContain("Kunden vil have et tilbud inden fredag.");
    },
    scaled(180_000),
  );
});

describe("drafts planted by a stranger (finding 8)", () => {
  it("a post made in no one's session cannot put a stranger's text into a staff member's form by a ?kladde= link", async () => {
    // The stranger posts the owner's invitation form with their own address, as if from our page.
    const planted = await postForm(
      `${server.url}/admin/medarbejdere`,
      { intent: "invite", email: "angriber@evil.example", name: "Angriber" },
      { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": "10.140.0.1" },
    );
    expect(planted.status).toBe(303);
    const link = decodeURIComponent(planted.headers.get("location")!.split("next=")[1]!);
    expect(link).toMatch(/^\/admin\/medarbejdere\?kladde=/);
    // …and sends the owner the link. The owner's page shows its own empty form, no restored text.
    const page = (await (await staffGet(session, link)).text()).replace(/<!-- -->/g, "");
    expect(page).toContain("Inviter en medarbejder");
    expect(page).not.toContain("angriber@evil.example");
    expect(page).not.toContain("Det, du skrev, er sat ind igen");
  });
});
