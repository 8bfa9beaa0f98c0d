/**
 * The third review (docs/security.md, "Third review (2026-11-24)"): issue 26's surface tested as
 * an attacker would, against the real parts (Dovecot, an HTTP receiver, both engines). Each test
 * here failed on the code before its fix.
 */
import { and, eq } from "drizzle-orm";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignEnquiry } from "../../app/server/inbox/assignment.server.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { pollMailbox } from "../../app/server/mail/inbound-mail.server.ts";
import { deliverDue } from "../../app/server/mail/outbox.server.ts";
import { messagesOf, ReplySchema, sendReply } from "../../app/server/mail/replies.server.ts";
import { enquiryMessages, outbox, staffUsers, webhookDeliveries, webhooks } from "../../app/server/schema.server.ts";
import { addWebhook, checkWebhook, deliverDueWebhooks, webhookUrlProblem } from "../../app/server/webhooks/webhooks.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { withLogCaptured } from "./support/log-capture.ts";
import { startDovecot } from "./support/dovecot.ts";
import { header, startSmtp } from "./support/smtp.ts";
import { startReceiver } from "./support/webhook-receivers.ts";
import { scaled } from "../support/scaled.ts";

const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "a-session-secret-of-at-least-32-characters" };
let counter = 0;

/** Runs `work` while a 20 ms timer ticks; returns its result and the longest the timer waited (the event loop held). */
async function withLoopLag<T>(work: () => Promise<T>): Promise<{ result: T; lagMs: number }> {
  let last = performance.now();
  let lagMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    lagMs = Math.max(lagMs, now - last);
    last = now;
  }, 20);
  try {
    const result = await work();
    return { result, lagMs };
  } finally {
    clearInterval(timer);
  }
}

describe.each(engines())("answers from the mailbox, as an attacker writes them, on $name", (engine) => {
  let database: TestDatabase;
  let dovecot: Awaited<ReturnType<typeof startDovecot>>;
  let staffId: string;
  const config = () => ({ imapUrl: dovecot.url, siteUrl: notify.siteUrl, ownAddress: "no-reply@salgskraft.dk", timeoutMs: 5000 });

  function mail(from: string, inReplyTo: string, body: string, contentType = "text/plain; charset=utf-8"): string {
    return [
      `From: ${from}`,
      "To: svar@salgskraft.dk",
      `Subject: Sv: ${++counter}`,
      `Message-ID: <angreb-${counter}-${Date.now()}@andet.dk>`,
      `In-Reply-To: ${inReplyTo}`,
      "MIME-Version: 1.0",
      `Content-Type: ${contentType}`,
      "",
      body,
      "",
    ].join("\r\n");
  }

  async function repliedEnquiry(email: string) {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: `Kunde ${++counter}`, email, interest: "business", message: "Ring til mig." },
      notify,
    );
    await assignEnquiry(database.db, id, staffId, { userId: staffId, name: "Mette" }, notify.siteUrl);
    await sendReply(database.db, id, { subject: "Vedrørende din henvendelse", body: "Hvornår passer det at ringe?", signedAs: "Mette Lund" }, staffId, {
      from: "Salgskraft <no-reply@salgskraft.dk>",
      replyTo: "svar@salgskraft.dk",
    });
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
    staffId = (await database.db.select({ id: staffUsers.id }).from(staffUsers))[0]!.id;
  }, scaled(60_000));
  afterAll(async () => {
    await dovecot?.close();
    await database?.close();
  });

  // Finding 1: the HTML-to-text regexes backtracked from every "<" to the end of the body.
  it(
    "reads an HTML mail of 80,000 unclosed <script> tags and one of unclosed links without holding the event loop",
    async () => {
      const { id, messageId } = await repliedEnquiry("bo@firma.dk");
      await dovecot.append(mail("bo@firma.dk", messageId, "<script>".repeat(80_000), "text/html; charset=utf-8"));
      await dovecot.append(
        mail(
          "bo@firma.dk",
          messageId,
          `<p>Hej <b>med</b> dig</p><SCRIPT>alert(1)</Script><style>p{}</style>${"<a href='".repeat(60_000)}`,
          "text/html; charset=utf-8",
        ),
      );
      const { result, lagMs } = await withLoopLag(() => pollMailbox(database.db, config()));
      expect(result).toMatchObject({ read: 2, stored: 2 });
      // Other visitors' requests wait for this timer's turn: before the fix it waited 9 s and more.
      expect(lagMs).toBeLessThan(1500);
      const answers = (await messagesOf(database.db, id)).filter((item) => item.direction === "in").map((item) => item.body);
      expect(answers).toContain("(Mailen havde ingen tekst.)");
      const linked = answers.find((body) => body.startsWith("Hej"))!;
      expect(linked).toMatch(/^Hej med dig/);
      expect(linked).not.toMatch(/alert|p\{\}/);
    },
    scaled(120_000),
  );

  // Finding 9: answers on one enquiry had no limit (each stored, each a notice to the assignee).
  // Since the fourth review (finding 3) the ones over the cap are held for staff, not skipped.
  it(
    "stores at most 50 answers on one enquiry a day with a notice each, and holds the rest without one, with a log line",
    async () => {
      const { id, messageId } = await repliedEnquiry("mange@firma.dk");
      for (let i = 0; i < 55; i++) await dovecot.append(mail("mange@firma.dk", messageId, `Svar nummer ${i}`));
      const { result, log } = await withLogCaptured(() => pollMailbox(database.db, config()));
      expect(result).toMatchObject({ read: 55, stored: 50, held: 5, skipped: 0 });
      const answers = (await messagesOf(database.db, id)).filter((item) => item.direction === "in");
      expect(answers.filter((item) => item.match === "thread")).toHaveLength(50);
      expect(answers.filter((item) => item.match === "uncertain")).toHaveLength(5);
      const notices = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.submissionId, id), eq(outbox.recipient, "mette@salgskraft.dk")));
      expect(notices.filter((notice) => notice.subject.startsWith("Svar modtaget"))).toHaveLength(50);
      expect(log).toContain("Henvendelsen har fået mere end 50 svar det seneste døgn; mailen er holdt");
    },
    scaled(120_000),
  );

  // Finding 4: the log named the sender of a held answer (personal data in the log).
  it(
    "holds a stranger's answer without writing the stranger's address to the log",
    async () => {
      const { messageId } = await repliedEnquiry("karen@holm.dk");
      await dovecot.append(mail("Fremmed Person <fremmed.person@andet.dk>", messageId, "Send fakturaen til mig."));
      const { result, log } = await withLogCaptured(() => pollMailbox(database.db, config()));
      expect(result).toMatchObject({ held: 1 });
      expect(log).toContain("holdt som usikker");
      expect(log).not.toContain("fremmed.person@andet.dk");
    },
    scaled(60_000),
  );
});

describe.each(engines())("webhooks, as an attacker uses them, on $name", (engine) => {
  const sessionSecret = "a-session-secret-of-at-least-32-characters";
  let database: TestDatabase;
  let ownerId: string;
  beforeAll(async () => {
    database = await engine.open();
    await upsertStaffUser(database.db, "ejer@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    ownerId = (await database.db.select({ id: staffUsers.id }).from(staffUsers))[0]!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  // Finding 2: the chat line quoted the visitor's name and company as they were typed, and Slack
  // and Teams post `text` as it is (docs/integrations.md).
  it("the chat line a visitor's name lands in can neither ping the channel nor show a disguised link", async () => {
    const receiver = await startReceiver("hemmelig-noegle-paa-mindst-16");
    const checked = checkWebhook({ url: receiver.url, secret: "hemmelig-noegle-paa-mindst-16", events: ["enquiry.created"] }, true);
    if ("error" in checked) throw new Error(checked.error);
    const hookId = await addWebhook(database.db, checked.webhook, sessionSecret, ownerId);
    const name = "<!channel> <https://evil.example/login|Åbn henvendelsen i indbakken>";
    const company = "[Se tilbuddet](https://evil.example/tilbud)\nStatus ændret til Afsluttet";
    await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name, company, email: "chat@firma.dk", interest: "business", message: "Hej" },
      notify,
    );
    await deliverDueWebhooks(database.db, { sessionSecret, allowPrivate: true, retryMs: 50 });
    const delivered = receiver.received.find((item) => (item.body.enquiry as { email: string }).email === "chat@firma.dk")!;
    const text = String(delivered.body.text);
    // Slack: <!channel> pings everyone, <url|label> is a link that shows only its label.
    expect(text).not.toMatch(/[<>]/);
    // Teams and other Markdown: [label](url) is a link.
    expect(text).not.toMatch(/\[[^\]]*\]\(/);
    expect(text).not.toMatch(/[\r\n]/);
    // Still readable, and the data itself is as typed.
    expect(text).toContain("!channel");
    expect(text).toContain("Åbn henvendelsen i indbakken");
    expect(delivered.body.enquiry).toMatchObject({ name, company });
    await database.db.delete(webhooks).where(eq(webhooks.id, hookId));
    await receiver.close();
  });

  // Held (no fix needed): a public receiver that answers with a redirect into our network is not followed.
  it("does not follow a receiver's redirect to a private address", async () => {
    let inside = 0;
    const internal = createServer((_request, response) => {
      inside++;
      response.end("hemmeligt");
    });
    await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
    const target = `http://127.0.0.1:${(internal.address() as { port: number }).port}/latest/meta-data`;
    const redirecting = createServer((_request, response) => response.writeHead(302, { Location: target }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    const hookId = await addWebhook(
      database.db,
      {
        url: `http://127.0.0.1:${(redirecting.address() as { port: number }).port}/hook`,
        secret: "hemmelig-noegle-paa-mindst-16",
        events: ["enquiry.created"],
      },
      sessionSecret,
      ownerId,
    );
    await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: "Omdirigering", email: "redirect@firma.dk", interest: "business", message: "Hej" },
      notify,
    );
    await deliverDueWebhooks(database.db, { sessionSecret, allowPrivate: true, retryMs: 50 });
    const [delivery] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hookId));
    expect(delivery).toMatchObject({ deliveredAt: null, lastStatus: 302, lastError: "Modtageren svarede HTTP 302" });
    expect(inside).toBe(0);
    await database.db.delete(webhooks).where(eq(webhooks.id, hookId));
    await new Promise((resolve) => internal.close(resolve));
    await new Promise((resolve) => redirecting.close(resolve));
  });

  // Finding 5: an IP literal is connected to without a DNS lookup, so the check when saving is the
  // only one it gets; these forms carry an IPv4 address a gateway may translate into our network.
  it("refuses IPv6 forms that embed an internal IPv4 address, and localhost with a trailing dot", () => {
    for (const url of [
      "https://[::127.0.0.1]/",
      "https://[::ffff:0:127.0.0.1]/",
      "https://[64:ff9b:1::a00:5]/",
      "https://[2002:7f00:1::]/",
      "https://[2002:a9fe:a9fe::]/",
      "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
      "https://[fec0::1]/",
      "https://localhost./hook",
    ]) {
      expect(webhookUrlProblem(url, false), url).toBe("Adressen peger på et internt netværk. Webhooks kan kun sendes til offentlige adresser.");
    }
    for (const url of [
      "https://hooks.slack.com/services/T000/B000/XXX",
      "https://[2606:4700:4700::1111]/",
      "https://8.8.8.8/",
      "https://[2001:4860:4860::8888]/",
    ])
      expect(webhookUrlProblem(url, false), url).toBeNull();
  });
});

describe.each(engines())("a reply's header fields, as a staff member or a customer could fill them, on $name", (engine) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    database = await engine.open();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  // Held (no fix needed): nodemailer folds CR/LF in any header into a space, so a subject that
  // came from a customer's answer ("Sv: …") or was typed cannot add a Bcc or a second recipient.
  it("a subject or signature with CR/LF and a Bcc line reaches only the customer, as one Subject line", async () => {
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    const staffId = (await database.db.select({ id: staffUsers.id }).from(staffUsers))[0]!.id;
    const { id } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: "Karen Holm", email: "karen@holm.dk", interest: "business", message: "Ring" },
      notify,
    );
    const reply = ReplySchema.parse({
      subject: "Sv: Tilbud\r\nBcc: skjult@andet.dk\r\nX-Injected: ja",
      body: "Hej\r\n\r\nHer er tilbuddet.",
      signedAs: "Mette\r\nBcc: skjult2@andet.dk",
    });
    await sendReply(database.db, id, reply, staffId, { from: "Salgskraft <no-reply@salgskraft.dk>", replyTo: "svar@salgskraft.dk" });
    await deliverDue(database.db, { smtpUrl: smtp.url, from: "Salgskraft <no-reply@salgskraft.dk>" });
    expect(smtp.received.flatMap((mail) => mail.to).filter((to) => to.includes("skjult"))).toEqual([]);
    const sent = smtp.received.find((mail) => header(mail.body, "Subject")?.startsWith("Sv: Tilbud"))!;
    expect(sent.to).toEqual(["karen@holm.dk"]);
    const raw = sent.body;
    expect(header(raw, "Bcc")).toBeUndefined();
    expect(header(raw, "X-Injected")).toBeUndefined();
    expect(header(raw, "Subject")).toBe("Sv: Tilbud Bcc: skjult@andet.dk X-Injected: ja");
  });
});
