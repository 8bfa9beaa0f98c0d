/**
 * Answers read from a real IMAP server (Dovecot on loopback, tests/integration/support/dovecot.ts)
 * on both engines: threading by In-Reply-To, bad input (25 MB, malicious HTML, a forged thread, a
 * broken charset) each with its log line and no crash, two pollers at once storing each answer
 * once, and the mailbox down and back with nothing lost.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignEnquiry } from "../../app/server/inbox/assignment.server.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { openDatabase } from "../../app/server/platform/db.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { mailboxWarning, pollMailbox } from "../../app/server/mail/inbound-mail.server.ts";
import { messagesOf, sendReply } from "../../app/server/mail/replies.server.ts";
import { enquiryMessages, outbox, staffUsers } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { withLogCaptured } from "./support/log-capture.ts";
import { startDovecot } from "./support/dovecot.ts";
import { scaled } from "../support/scaled.ts";

const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "a-session-secret-of-at-least-32-characters" };
const mailConfig = { from: "Salgskraft <no-reply@salgskraft.dk>", replyTo: "svar@salgskraft.dk" };
let counter = 0;

function answer(from: string, inReplyTo: string | null, body: string, extraHeaders = "", contentType = "text/plain; charset=utf-8"): string {
  const id = `<svar-${++counter}-${Date.now()}@kunde.dk>`;
  return [
    `From: ${from}`,
    "To: svar@salgskraft.dk",
    `Subject: Sv: Vedrørende din henvendelse ${counter}`,
    `Message-ID: ${id}`,
    ...(inReplyTo ? [`In-Reply-To: ${inReplyTo}`, `References: ${inReplyTo}`] : []),
    "MIME-Version: 1.0",
    `Content-Type: ${contentType}`,
    ...(extraHeaders ? [extraHeaders] : []),
    "",
    body,
    "",
  ].join("\r\n");
}

describe.each(engines())("answers from the mailbox on $name", (engine) => {
  let database: TestDatabase;
  let dovecot: Awaited<ReturnType<typeof startDovecot>>;
  let staffId: string;
  let leadId: string;
  const config = () => ({ imapUrl: dovecot.url, siteUrl: notify.siteUrl, ownAddress: "no-reply@salgskraft.dk", timeoutMs: 3000 });

  /** An enquiry assigned to Mette with one reply sent; returns its id and the reply's Message-ID. */
  async function repliedEnquiry(email: string) {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: `Kunde ${++counter}`, email, interest: "business", message: `Besked ${counter}` },
      notify,
    );
    await assignEnquiry(database.db, id, staffId, { userId: leadId, name: "Leder" }, notify.siteUrl);
    await sendReply(
      database.db,
      id,
      { subject: "Vedrørende din henvendelse", body: "Hvornår passer det at ringe?", signedAs: "Mette Lund" },
      staffId,
      mailConfig,
    );
    const [reply] = await database.db
      .select({ messageId: enquiryMessages.messageId })
      .from(enquiryMessages)
      .where(and(eq(enquiryMessages.submissionId, id), eq(enquiryMessages.direction, "out")));
    return { id, messageId: reply!.messageId };
  }

  beforeAll(async () => {
    database = await engine.open();
    dovecot = await startDovecot();
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    await upsertStaffUser(database.db, "leder@salgskraft.dk", "solsort-kaffekop-vindmoelle-rejse");
    const accounts = await database.db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers);
    staffId = accounts.find((account) => account.email === "mette@salgskraft.dk")!.id;
    leadId = accounts.find((account) => account.email === "leder@salgskraft.dk")!.id;
  }, scaled(60_000));
  afterAll(async () => {
    await dovecot?.close();
    await database?.close();
  });

  it("threads an answer by In-Reply-To onto its enquiry and tells the assignee", async () => {
    const { id, messageId } = await repliedEnquiry("karen@holm.dk");
    await dovecot.append(answer("Karen Holm <Karen@Holm.dk>", messageId, "Ring gerne torsdag kl. 10."));
    expect(await pollMailbox(database.db, config())).toMatchObject({ read: 1, stored: 1 });
    const thread = await messagesOf(database.db, id);
    expect(thread.map((item) => [item.direction, item.match, item.seen])).toEqual([
      ["out", null, false],
      ["in", "thread", false],
    ]);
    expect(thread[1]!.body).toContain("Ring gerne torsdag kl. 10.");
    const notices = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.submissionId, id), eq(outbox.recipient, "mette@salgskraft.dk")));
    expect(notices.map((mail) => mail.subject)).toContain(`Svar modtaget fra Kunde ${counter - 1}`);
    // Read again: nothing new.
    expect(await pollMailbox(database.db, config())).toMatchObject({ read: 0 });
  });

  it(
    "handles a 25 MB mail, malicious HTML, a forged thread and a broken charset, each with a log line and no crash",
    async () => {
      const { id, messageId } = await repliedEnquiry("bo@firma.dk");
      const huge = answer(
        "bo@firma.dk",
        messageId,
        Buffer.alloc(25 * 1024 * 1024 * 0.75, "a")
          .toString("base64")
          .replace(/.{76}/g, "$&\r\n"),
        "Content-Transfer-Encoding: base64",
        "application/octet-stream",
      );
      await dovecot.append(huge);
      await dovecot.append(
        answer(
          "bo@firma.dk",
          messageId,
          `<html><body><script>alert("xss")</script><img src=x onerror="alert(1)"><p>Hej <b>med</b> dig</p></body></html>`,
          "",
          "text/html; charset=utf-8",
        ),
      );
      await dovecot.append(answer("fremmed@andet.dk", messageId, "Send fakturaen til mig i stedet."));
      await dovecot.append(
        Buffer.concat([
          Buffer.from(answer("bo@firma.dk", messageId, "", "Content-Transfer-Encoding: 8bit", "text/plain; charset=x-ukendt-tegnsaet").replace(/\r\n$/, "")),
          Buffer.from([0x48, 0x65, 0x6a, 0x20, 0xe6, 0xf8, 0xe5, 0xff, 0xfe, 0x0d, 0x0a]),
        ]),
      );
      const { result, log } = await withLogCaptured(() => pollMailbox(database.db, config()));
      expect(result).toMatchObject({ read: 4 });
      const thread = await messagesOf(database.db, id);
      const answers = thread.filter((item) => item.direction === "in");
      expect(answers).toHaveLength(4);
      const big = answers.find((item) => item.body.includes("for stor"))!;
      expect(big.body).toMatch(/for stor til at blive vist her \(2\d(,\d)? MB\)/);
      const html = answers.find((item) => item.body.includes("Hej") && item.body.includes("dig"))!;
      expect(html.body).not.toMatch(/<script|<img|onerror|alert/);
      expect(answers.find((item) => item.fromAddress === "fremmed@andet.dk")!.match).toBe("uncertain");
      expect(log).toContain("Indgående mail er for stor");
      expect(log).toContain("afsenderen er en anden: holdt som usikker");
      expect(log).toContain("tegnsæt, der ikke kunne læses helt");
      // The broken charset is stored as text (what could be read) and never stops the others.
      expect(answers.some((item) => item.body.startsWith("Hej "))).toBe(true);
    },
    scaled(120_000),
  );

  it(
    "stores each answer once when two instances poll at the same time",
    async () => {
      const { id, messageId } = await repliedEnquiry("samtidig@firma.dk");
      for (let i = 0; i < 8; i++) await dovecot.append(answer("samtidig@firma.dk", messageId, `Svar nummer ${i}`));
      const second = database.url ? await openDatabase({ databaseUrl: database.url }) : { db: database.db, close: async () => {} };
      for (let round = 0; round < 3; round++) {
        await Promise.all([pollMailbox(database.db, config()), pollMailbox(second.db, config())]);
      }
      await second.close();
      const answers = (await messagesOf(database.db, id)).filter((item) => item.direction === "in");
      expect(answers.map((item) => item.body.trim()).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `Svar nummer ${i}`).sort());
      const notices = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.submissionId, id), eq(outbox.recipient, "mette@salgskraft.dk")));
      expect(notices.filter((mail) => mail.subject.startsWith("Svar modtaget"))).toHaveLength(8);
    },
    scaled(60_000),
  );

  it(
    "says so while the mailbox is down, and reads what arrived meanwhile once it is back",
    async () => {
      const { id, messageId } = await repliedEnquiry("nede@firma.dk");
      await dovecot.append(answer("nede@firma.dk", messageId, "Skrevet før nedbruddet."));
      await dovecot.stop();
      await expect(pollMailbox(database.db, config())).rejects.toThrow();
      expect(await mailboxWarning(database.db)).toMatch(/Kundernes svar kan ikke hentes fra postkassen \(IMAP_URL\)/);
      await dovecot.start();
      await dovecot.append(answer("nede@firma.dk", messageId, "Skrevet under nedbruddet."));
      expect(await pollMailbox(database.db, config())).toMatchObject({ stored: 2 });
      expect(await mailboxWarning(database.db)).toBeNull();
      const answers = (await messagesOf(database.db, id)).filter((item) => item.direction === "in");
      expect(answers.map((item) => item.body.trim())).toEqual(["Skrevet før nedbruddet.", "Skrevet under nedbruddet."]);
    },
    scaled(60_000),
  );
});
