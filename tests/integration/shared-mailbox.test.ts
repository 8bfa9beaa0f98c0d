/**
 * The shared mailbox (issue 37, item 6) on both engines, read from a real IMAP server (Dovecot on
 * loopback): a mail from someone the inbox does not know becomes a new enquiry of kind "mail" with
 * the sender's name, the subject and the attachments listed, staff are told and the CRM gets
 * `enquiry.created`; the sender's next mail joins that enquiry; the mail server's spam flag sends
 * it straight to spam; an out-of-office reply, a bounce and a mailing list make nothing; a mail read
 * twice is one enquiry.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { pollMailbox } from "../../app/server/mail/inbound-mail.server.ts";
import { messagesOf } from "../../app/server/mail/replies.server.ts";
import { addWebhook } from "../../app/server/webhooks/webhooks.server.ts";
import { contactSubmissions, enquiryHistory, mailboxState, outbox, staffUsers, webhookDeliveries } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startDovecot } from "./support/dovecot.ts";
import { scaled } from "../support/scaled.ts";

const siteUrl = "https://www.salgskraft.dk";
let counter = 0;

function mail(from: string, subject: string, body: string, headers: string[] = []): string {
  return [
    `From: ${from}`,
    "To: info@salgskraft.dk",
    `Subject: ${subject}`,
    `Message-ID: <post-${++counter}-${Date.now()}@afsender.dk>`,
    "MIME-Version: 1.0",
    ...headers,
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    "",
  ].join("\r\n");
}

/** A mail with a PDF and a PNG attached. */
function withAttachments(from: string, subject: string, body: string): string {
  const boundary = "grænse-42";
  return [
    `From: ${from}`,
    "To: info@salgskraft.dk",
    `Subject: ${subject}`,
    `Message-ID: <post-${++counter}-${Date.now()}@afsender.dk>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    `--${boundary}`,
    'Content-Type: application/pdf; name="kampagnebrief.pdf"',
    'Content-Disposition: attachment; filename="kampagnebrief.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    Buffer.alloc(3000, 7).toString("base64"),
    `--${boundary}`,
    'Content-Type: image/png; name="logo.png"',
    'Content-Disposition: attachment; filename="logo.png"',
    "Content-Transfer-Encoding: base64",
    "",
    Buffer.alloc(1200, 1).toString("base64"),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

describe.each(engines())("the shared mailbox on $name", (engine) => {
  let database: TestDatabase;
  let dovecot: Awaited<ReturnType<typeof startDovecot>>;
  const config = () => ({ imapUrl: dovecot.url, siteUrl, ownAddress: "no-reply@salgskraft.dk", notifyTo: "indbakke@salgskraft.dk", timeoutMs: 3000 });
  const mailEnquiries = () => database.db.select().from(contactSubmissions).where(eq(contactSubmissions.kind, "mail"));

  beforeAll(async () => {
    database = await engine.open();
    dovecot = await startDovecot();
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    const [owner] = await database.db.select({ id: staffUsers.id }).from(staffUsers);
    await addWebhook(
      database.db,
      { url: "https://crm.example.dk/hook", secret: "crm-hemmelighed-1234567890", events: ["enquiry.created"] },
      "a-session-secret-of-at-least-32-characters",
      owner!.id,
    );
  }, scaled(60_000));
  afterAll(async () => {
    await dovecot?.close();
    await database?.close();
  });

  it("a stranger's mail becomes an enquiry of kind mail: name, subject, text, attachments listed, staff told, the CRM sent enquiry.created", async () => {
    await dovecot.append(
      withAttachments(
        "Birte Holm <Birte@Holmsolar.dk>",
        "Kan I ringe til 400 installatører?",
        "Hej\r\n\r\nVi søger mødebooking til vores solcelleanlæg i Jylland.",
      ),
    );
    expect(await pollMailbox(database.db, config())).toMatchObject({ read: 1, created: 1, skipped: 0 });
    const [enquiry] = await mailEnquiries();
    expect(enquiry).toMatchObject({ name: "Birte Holm", email: "birte@holmsolar.dk", source: "mail", status: "new", spamAt: null });
    expect(enquiry!.message).toContain("Vi søger mødebooking til vores solcelleanlæg i Jylland.");
    expect(enquiry!.extra).toEqual({ subject: "Kan I ringe til 400 installatører?", attachments: "kampagnebrief.pdf (3 KB), logo.png (1 KB)" });
    const [notice] = await database.db.select().from(outbox).where(eq(outbox.submissionId, enquiry!.id));
    expect(notice).toMatchObject({
      recipient: "indbakke@salgskraft.dk",
      replyTo: "birte@holmsolar.dk",
      subject: "Ny mail fra Birte Holm: Kan I ringe til 400 installatører?",
    });
    expect(notice!.body).toContain(`${siteUrl}/admin/contact-submissions/${enquiry!.id}`);
    expect(notice!.body).toContain("vedhæftet: kampagnebrief.pdf (3 KB), logo.png (1 KB)");
    const deliveries = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submissionId, enquiry!.id));
    expect(deliveries.map((row) => row.event)).toEqual(["enquiry.created"]);
    const history = await database.db.select().from(enquiryHistory).where(eq(enquiryHistory.submissionId, enquiry!.id));
    expect(history.map((row) => [row.action, row.detail])).toEqual([["created", { channel: "mail" }]]);
  });

  it("the sender's next mail joins that enquiry's thread, and a mail read twice is one enquiry", async () => {
    await dovecot.append(mail("birte@holmsolar.dk", "Et spørgsmål mere", "Hvad koster det pr. møde?"));
    expect(await pollMailbox(database.db, config())).toMatchObject({ read: 1, stored: 1, created: 0 });
    const list = await mailEnquiries();
    expect(list).toHaveLength(1);
    const thread = await messagesOf(database.db, list[0]!.id);
    expect(thread.map((item) => [item.direction, item.match, item.body])).toEqual([["in", "sender", "Hvad koster det pr. møde?"]]);
    // The poller's position lost (a restore, a new mailbox): every mail read again, nothing doubled.
    await database.db.update(mailboxState).set({ lastUid: 0 });
    expect(await pollMailbox(database.db, config())).toMatchObject({ read: 2, created: 0 });
    expect(await mailEnquiries()).toHaveLength(1);
  });

  it("a mail the spam filter flagged goes straight to spam: no notice, no webhook", async () => {
    await dovecot.append(mail("Vinder <lotteri@gevinst.example>", "Du har vundet!", "Klik her", ["X-Spam-Flag: YES", "X-Spam-Status: Yes, score=14.2"]));
    expect(await pollMailbox(database.db, config())).toMatchObject({ read: 1, created: 1 });
    const [spam] = await database.db
      .select()
      .from(contactSubmissions)
      .where(and(eq(contactSubmissions.kind, "mail"), eq(contactSubmissions.email, "lotteri@gevinst.example")));
    expect(spam!.spamAt).not.toBeNull();
    expect(await database.db.select().from(outbox).where(eq(outbox.submissionId, spam!.id))).toEqual([]);
    expect(await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submissionId, spam!.id))).toEqual([]);
  });

  it("an out-of-office reply, a bounce, a mailing list and our own mail make no enquiry", async () => {
    const before = (await mailEnquiries()).length;
    await dovecot.append(mail("Ole Friis <ole@friis.dk>", "Ikke på kontoret", "Jeg er tilbage mandag.", ["Auto-Submitted: auto-replied"]));
    await dovecot.append(mail("MAILER-DAEMON@mx.example.dk", "Undelivered Mail Returned to Sender", "The mail could not be delivered."));
    await dovecot.append(mail("Nyhedsbrev <news@branche.dk>", "Ugens nyheder", "Læs mere", ["List-Id: <nyheder.branche.dk>", "Precedence: bulk"]));
    await dovecot.append(mail("Salgskraft <no-reply@salgskraft.dk>", "Ny henvendelse", "Vores egen notifikation"));
    expect(await pollMailbox(database.db, config())).toMatchObject({ read: 4, created: 0, stored: 0, skipped: 4 });
    expect(await mailEnquiries()).toHaveLength(before);
  });
});
