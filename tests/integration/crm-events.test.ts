/**
 * Issue 37, item 9 ("the CRM gets the whole story") on both engines, against a real HTTP receiver:
 * value, outcome, notes, replies in and out, follow-ups, meetings, spam and merges each reach the
 * CRM as their own signed event, queued in the transaction of the change (nothing for a change that
 * is rolled back); every payload carries the attribution (with the campaign) and the contact; a
 * delivered event can be sent again with the same id; a second webhook to the same URL is refused.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { saveAvailability, saveHostProfile } from "../../app/server/booking/availability.server.ts";
import { danishTime } from "../../app/server/booking/booking-slots.server.ts";
import { bookMeeting, cancelMeeting, moveMeeting } from "../../app/server/booking/meetings.server.ts";
import { defaultMeetingSettings, saveMeetingSettings } from "../../app/server/booking/settings.server.ts";
import { webhookEventNames } from "../../app/content/webhook-events.ts";
import { contactOf, mergeContacts, undoMerge } from "../../app/server/inbox/contacts.server.ts";
import { addFollowUp, completeFollowUp, deleteFollowUp, followUpsOf } from "../../app/server/inbox/follow-ups.server.ts";
import { auditLog, recordHistory } from "../../app/server/inbox/history.server.ts";
import { updateStatus } from "../../app/server/inbox/inbox.server.ts";
import { addNote } from "../../app/server/inbox/notes.server.ts";
import { addStage, listStages, removeStage, setStage } from "../../app/server/inbox/stages.server.ts";
import { outcomeReasons, setMonthlyValue, setOutcome, setSpam } from "../../app/server/inbox/pipeline.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { parseAnswer, storeAnswer } from "../../app/server/mail/inbound-mail.server.ts";
import { sendReply } from "../../app/server/mail/replies.server.ts";
import { enquiryMessages, enquiryNotes, staffUsers, webhookDeliveries } from "../../app/server/schema.server.ts";
import { addWebhook, deliverDueWebhooks, deliveriesOf, replayDelivery, URL_TAKEN, WebhookUrlTaken } from "../../app/server/webhooks/webhooks.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startReceiver, type Received } from "./support/webhook-receivers.ts";

const sessionSecret = "a-session-secret-of-at-least-32-characters";
const secret = "crm-hemmelighed-paa-mindst-16";
const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: sessionSecret };
const hookConfig = { sessionSecret, allowPrivate: true, retryMs: 50 };
const attribution = {
  scope: "visit" as const,
  landingPage: "/ydelser/telemarketing",
  referrerHost: "www.linkedin.com",
  utmSource: "linkedin",
  utmMedium: "cpc",
  utmCampaign: "vinter-2026",
  gclid: false,
  fbclid: false,
};
// Monday 30 November 2026, 06.00 Danish time: the meeting is on Tuesday.
const now = new Date("2026-11-30T05:00:00Z");

describe.each(engines())("the CRM gets the whole story on $name", (engine) => {
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let hookId: string;
  let staffId: string;
  beforeAll(async () => {
    database = await engine.open();
    receiver = await startReceiver(secret);
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    staffId = (await database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, "mette@salgskraft.dk")))[0]!.id;
    hookId = await addWebhook(database.db, { url: receiver.url, secret, events: webhookEventNames }, sessionSecret, staffId);
  });
  afterAll(async () => {
    await receiver?.close();
    await database?.close();
  });

  const deliver = async () => {
    while ((await deliverDueWebhooks(database.db, hookConfig)) > 0);
  };
  const about = (id: string) => receiver.received.filter((item) => (item.body.enquiry as { id: string }).id === id);
  const last = (id: string, event: string): Received => about(id).findLast((item) => item.event === event)!;
  /**
   * The events of an enquiry in the order they were queued; each was received once, signed (two
   * calls to one receiver run side by side, so arrival order is not asserted: docs/integrations.md).
   */
  const story = async (id: string) => {
    const queued = await database.db
      .select({ eventId: webhookDeliveries.eventId, event: webhookDeliveries.event })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.submissionId, id), eq(webhookDeliveries.replay, 0)))
      .orderBy(webhookDeliveries.id);
    expect(
      about(id)
        .map((item) => item.id)
        .sort(),
    ).toEqual(queued.map((row) => row.eventId).sort());
    expect(about(id).every((item) => item.signed)).toBe(true);
    return queued.map((row) => row.event);
  };

  it("sends each change of an enquiry as its event, with the attribution, the campaign and the contact", async () => {
    const { id } = await storeEnquiry(
      database.db,
      {
        kind: "contact",
        source: "/kontakt",
        name: "Karen Holm",
        email: "karen@holm.dk",
        phone: "+45 40 50 60 70",
        company: "Holm Rådgivning",
        interest: "business",
        message: "Vi vil gerne have booket møder.",
        attribution,
      },
      notify,
    );
    expect(await setMonthlyValue(database.db, id, 12000, staffId)).toMatchObject({ ok: true });
    // The owner's pipeline stages (issue 37, item 7): a move and an expected close date.
    const offer = (await listStages(database.db)).find((stage) => stage.name === "Tilbud sendt")!;
    expect(await setStage(database.db, id, { stageId: offer.id, closeDate: "2027-01-29" }, staffId)).toMatchObject({ ok: true });
    const longNote = `Ring efter kl. 14. ${"Hun vil høre om priser. ".repeat(60)}`;
    expect(await addNote(database.db, id, staffId, longNote)).toBe(true);
    expect(await addFollowUp(database.db, id, { dueAt: new Date("2026-12-03T09:00:00Z"), what: "Ring Karen op" }, staffId)).toBe(true);
    const [followUp] = await followUpsOf(database.db, id);
    expect(await completeFollowUp(database.db, followUp!.id, staffId)).toBe(true);
    expect(await addFollowUp(database.db, id, { dueAt: new Date("2026-12-04T09:00:00Z"), what: "Send tilbud" }, staffId)).toBe(true);
    const open = (await followUpsOf(database.db, id)).find((row) => row.what === "Send tilbud")!;
    expect(await deleteFollowUp(database.db, open.id, staffId)).toMatchObject({ ok: true });
    const reason = (await outcomeReasons(database.db))[0]!;
    expect(await updateStatus(database.db, id, "completed", staffId)).toBe(true);
    expect(await setOutcome(database.db, id, { outcome: "won", reason, note: "" }, staffId)).toMatchObject({ ok: true });
    expect(await setSpam(database.db, [id], true, staffId)).toBe(1);
    expect(await setSpam(database.db, [id], false, staffId)).toBe(1);

    // Replies out and in: the text as an excerpt.
    await sendReply(
      database.db,
      id,
      { subject: "Vedrørende jeres henvendelse", body: `Tak for snakken.\n\n${"Her er detaljerne. ".repeat(80)}`, signedAs: "Mette Lund" },
      staffId,
      { from: "Salgskraft <no-reply@salgskraft.dk>", replyTo: "svar@salgskraft.dk" },
    );
    const [out] = await database.db
      .select()
      .from(enquiryMessages)
      .where(and(eq(enquiryMessages.submissionId, id), eq(enquiryMessages.direction, "out")));
    const answer = Buffer.from(
      `From: Karen <karen@holm.dk>\r\nTo: svar@salgskraft.dk\r\nSubject: Sv: Vedrørende jeres henvendelse\r\nMessage-ID: <crm-svar-${engine.name}@holm.dk>\r\nIn-Reply-To: ${out!.messageId}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nTorsdag passer fint.\r\n`,
    );
    expect(
      await storeAnswer(database.db, await parseAnswer(answer, answer.length, false), { siteUrl: notify.siteUrl, ownAddress: "no-reply@salgskraft.dk" }),
    ).toBe("stored");
    await deliver();

    expect(await story(id)).toEqual([
      "enquiry.created",
      "enquiry.value_changed",
      "enquiry.stage_changed",
      "enquiry.close_date_changed",
      "enquiry.note_added",
      "enquiry.follow_up_set",
      "enquiry.follow_up_done",
      "enquiry.follow_up_set",
      "enquiry.follow_up_removed",
      "enquiry.status_changed",
      "enquiry.outcome",
      "enquiry.spam",
      "enquiry.spam",
      "enquiry.reply_sent",
      "enquiry.reply_received",
    ]);
    for (const item of about(id)) {
      expect(item.signed).toBe(true);
      expect(item.body.id).toBe(item.id);
      // Every payload: the campaign as the detail page shows it, the whole attribution, the contact.
      expect(item.body.enquiry).toMatchObject({
        campaign: "vinter-2026",
        attribution: { utmSource: "linkedin", utmMedium: "cpc", utmCampaign: "vinter-2026", landingPage: "/ydelser/telemarketing" },
        contact: { id: expect.any(String), name: "Karen Holm", email: "karen@holm.dk", phone: "+45 40 50 60 70", company: "Holm Rådgivning" },
      });
    }
    expect(last(id, "enquiry.value_changed").body).toMatchObject({ change: { from: null, to: 12000 } });
    expect(last(id, "enquiry.stage_changed").body).toMatchObject({
      change: { from: "Ny", to: "Tilbud sendt" },
      text: expect.stringContaining("Flyttet til fasen Tilbud sendt"),
    });
    expect(last(id, "enquiry.close_date_changed").body).toMatchObject({ change: { from: null, to: "2027-01-29" } });
    expect(String(last(id, "enquiry.value_changed").body.text)).toContain("Forventet værdi sat til 12.000 kr./md.");
    // Won with its value and reason.
    expect(last(id, "enquiry.outcome").body).toMatchObject({
      change: { to: "won", reason, value: 12000 },
      enquiry: { value: 12000, outcome: "won", outcomeLabel: "Vundet", outcomeReason: reason },
    });
    const note = last(id, "enquiry.note_added").body.change as { excerpt: string };
    expect(note.excerpt.startsWith("Ring efter kl. 14.")).toBe(true);
    expect(note.excerpt.length).toBeLessThanOrEqual(500);
    expect(note.excerpt.endsWith("…")).toBe(true);
    expect(
      about(id).find((item) => item.event === "enquiry.follow_up_set" && (item.body.change as { what: string }).what === "Ring Karen op")!.body,
    ).toMatchObject({
      change: { due: "2026-12-03T09:00:00.000Z" },
    });
    expect(last(id, "enquiry.follow_up_done").body).toMatchObject({ change: { done: "Ring Karen op" } });
    expect(last(id, "enquiry.follow_up_removed").body).toMatchObject({ change: { what: "Send tilbud" } });
    expect(
      about(id)
        .filter((item) => item.event === "enquiry.spam")
        .map((item) => (item.body.change as { to: string }).to)
        .sort(),
    ).toEqual(["restored", "spam"]);
    const sent = last(id, "enquiry.reply_sent").body.change as { subject: string; excerpt: string; signedAs: string };
    expect(sent).toMatchObject({ subject: "Vedrørende jeres henvendelse", signedAs: "Mette Lund" });
    expect(sent.excerpt.startsWith("Tak for snakken.")).toBe(true);
    expect(sent.excerpt.length).toBeLessThanOrEqual(500);
    expect(last(id, "enquiry.reply_received").body).toMatchObject({
      change: { subject: "Sv: Vedrørende jeres henvendelse", from: "karen@holm.dk", excerpt: "Torsdag passer fint." },
    });
  });

  it("sends meetings booked, moved and cancelled, and contacts merged and unmerged", async () => {
    const [host] = await database.db
      .insert(staffUsers)
      .values({ email: `anna-${engine.name}@salgskraft.dk`, passwordHash: "!" })
      .returning({ id: staffUsers.id });
    await saveHostProfile(database.db, host!.id, { displayName: "Anna Holm", takesMeetings: true });
    await saveAvailability(
      database.db,
      host!.id,
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 16 * 60 })),
    );
    await saveMeetingSettings(database.db, defaultMeetingSettings);
    const booked = await bookMeeting(
      database.db,
      {
        topic: "moedebooking",
        lengthMinutes: 20,
        start: danishTime("2026-12-01", 10 * 60),
        enquiry: { source: "/book-et-moede", name: "Bo Berg", email: "bo@berg.dk", phone: "20 30 40 50", company: "Berg ApS", attribution },
      },
      { ...notify, from: "booking@salgskraft.dk" },
      now,
    );
    if (!booked.ok) throw new Error(booked.message);
    expect(
      await moveMeeting(database.db, booked.bookingId, 1, danishTime("2026-12-01", 13 * 60), { ...notify, from: "booking@salgskraft.dk" }, {}, now),
    ).toMatchObject({
      ok: true,
    });
    expect(await cancelMeeting(database.db, booked.bookingId, 2, { ...notify, from: "booking@salgskraft.dk" })).toMatchObject({ ok: true });

    // Bo wrote again from another address with the same phone number... as another contact; staff merge the two.
    const { id: other } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: "Bo Berg", email: "bo.berg@privat.dk", interest: "business", message: "Ring mig op." },
      notify,
    );
    const target = (await contactOf(database.db, booked.submissionId))!;
    const source = (await contactOf(database.db, other))!;
    expect(target).not.toBe(source);
    const merged = await mergeContacts(database.db, target, source, staffId);
    if (!merged.ok) throw new Error("merge");
    expect(await undoMerge(database.db, merged.mergeId, staffId)).toMatchObject({ ok: true });
    await deliver();

    expect(await story(booked.submissionId)).toEqual(["enquiry.created", "meeting.booked", "meeting.moved", "meeting.cancelled"]);
    expect(last(booked.submissionId, "meeting.booked").body).toMatchObject({
      change: { startsAt: danishTime("2026-12-01", 10 * 60).toISOString() },
      enquiry: { campaign: "vinter-2026", contact: { name: "Bo Berg", email: "bo@berg.dk", phone: "20 30 40 50", company: "Berg ApS" } },
    });
    expect(last(booked.submissionId, "meeting.moved").body).toMatchObject({ change: { startsAt: danishTime("2026-12-01", 13 * 60).toISOString() } });
    expect(last(booked.submissionId, "meeting.cancelled").body).toMatchObject({ change: { startsAt: danishTime("2026-12-01", 13 * 60).toISOString() } });
    expect(await story(other)).toEqual(["enquiry.created", "contact.merged", "contact.merge_undone"]);
    expect(last(other, "contact.merged").body).toMatchObject({
      change: { mergeId: merged.mergeId, contactId: target, mergedContactId: source },
      enquiry: { contact: { id: target, email: "bo.berg@privat.dk" } },
    });
    expect(last(other, "contact.merge_undone").body).toMatchObject({ change: { mergeId: merged.mergeId }, enquiry: { contact: { id: source } } });
  });

  it("sends a stage change for every enquiry moved out of a stage the owner removes", async () => {
    const ids: string[] = [];
    for (const name of ["Fase Et", "Fase To"])
      ids.push(
        (
          await storeEnquiry(
            database.db,
            { kind: "contact", source: "/kontakt", name, email: `${name.replace(" ", ".").toLowerCase()}@fase.dk`, interest: "business", message: "Hej" },
            notify,
          )
        ).id,
      );
    expect(await addStage(database.db, { name: "Forhandling", probability: 70 }, staffId)).toMatchObject({ ok: true });
    const stages = await listStages(database.db);
    const negotiation = stages.find((stage) => stage.name === "Forhandling")!;
    const offer = stages.find((stage) => stage.name === "Tilbud sendt")!;
    for (const id of ids) expect(await setStage(database.db, id, { stageId: negotiation.id }, staffId)).toMatchObject({ ok: true });
    expect(await removeStage(database.db, negotiation.id, offer.id, staffId)).toMatchObject({ ok: true });
    await deliver();
    for (const id of ids) {
      expect(await story(id)).toEqual(["enquiry.created", "enquiry.stage_changed", "enquiry.stage_changed"]);
      expect(last(id, "enquiry.stage_changed").body).toMatchObject({
        change: { from: "Forhandling", to: "Tilbud sendt", reason: "fase fjernet" },
        text: expect.stringContaining("Flyttet til fasen Tilbud sendt"),
        enquiry: { id },
      });
    }
  });

  it("queues the event in the change's transaction: a rolled-back note sends nothing", async () => {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: "Rulle Tilbage", email: "rulle@tilbage.dk", interest: "business", message: "Hej" },
      notify,
    );
    await expect(
      database.db.transaction(async (tx) => {
        const [note] = await tx.insert(enquiryNotes).values({ submissionId: id, authorId: staffId, body: "Fortrudt" }).returning({ id: enquiryNotes.id });
        await recordHistory(tx, { submissionId: id, actorId: staffId, action: "note", detail: { noteId: note!.id } });
        // Inside the transaction the delivery is there, with the note's text …
        const queued = await tx
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.submissionId, id), eq(webhookDeliveries.event, "enquiry.note_added")));
        expect(queued).toHaveLength(1);
        expect(queued[0]!.payload).toMatchObject({ change: { excerpt: "Fortrudt" } });
        throw new Error("rul tilbage");
      }),
    ).rejects.toThrow("rul tilbage");
    // … and gone with it.
    expect(
      await database.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.submissionId, id), eq(webhookDeliveries.event, "enquiry.note_added"))),
    ).toEqual([]);
    await deliver();
    expect(await story(id)).toEqual(["enquiry.created"]);
  });

  it("sends a delivered event again with the same id and payload, in the audit log, and only a delivered one", async () => {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: "Igen Igen", email: "igen@igen.dk", interest: "business", message: "Hej", attribution },
      notify,
    );
    await deliver();
    const first = last(id, "enquiry.created");
    const delivery = (await deliveriesOf(database.db, hookId)).find((row) => row.eventId === first.id)!;
    expect(await replayDelivery(database.db, hookId, delivery.id, staffId)).toEqual({ ok: true, event: "enquiry.created" });
    // Not delivered yet: "Send igen" is refused (that is "Prøv igen"), in Danish.
    const waiting = (await deliveriesOf(database.db, hookId)).find((row) => row.eventId === first.id && row.state === "waiting")!;
    expect(waiting.replay).toBe(1);
    expect(await replayDelivery(database.db, hookId, waiting.id, staffId)).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringContaining("Prøv igen"),
    });
    // Another hook's delivery id is not this hook's.
    expect(await replayDelivery(database.db, "00000000-0000-4000-8000-000000000000", delivery.id, staffId)).toMatchObject({ ok: false, status: 404 });
    await deliver();
    const again = about(id).filter((item) => item.event === "enquiry.created");
    expect(again).toHaveLength(2);
    expect(again[1]!.id).toBe(first.id);
    expect(again[1]!.body).toEqual(first.body);
    expect(again[1]!.replay).toBe("1");
    expect(first.replay).toBeUndefined();
    const [audit] = await auditLog(database.db);
    expect(audit).toMatchObject({
      action: "settings",
      actor: expect.any(String),
      detail: { setting: "webhookReplay", eventId: first.id, host: new URL(receiver.url).host },
    });
  });

  it("refuses a second webhook to the same address, however it is written", async () => {
    const url = new URL(receiver.url);
    for (const same of [receiver.url, `${receiver.url}/`, `http://${url.host.toUpperCase()}${url.pathname}#x`, `HTTP://${url.host}${url.pathname}`]) {
      const error = await addWebhook(database.db, { url: same, secret, events: ["enquiry.created"] }, sessionSecret, staffId).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(WebhookUrlTaken);
      expect((error as Error).message).toBe(URL_TAKEN);
    }
    expect(URL_TAKEN).toContain("Der er allerede en webhook til den adresse");
    // Another path on the same host is another receiver.
    expect(await addWebhook(database.db, { url: `${receiver.url}-2`, secret, events: ["enquiry.created"] }, sessionSecret, staffId)).toEqual(
      expect.any(String),
    );
  });
});
