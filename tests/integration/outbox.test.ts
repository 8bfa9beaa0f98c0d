import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { deliverDue } from "../../app/server/mail/outbox.server.ts";
import { contactSubmissions, outbox } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startSmtp } from "./support/smtp.ts";

describe.each(engines())("mail outbox on $name", (engine) => {
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

  it("keeps the enquiry when the mail server refuses, and delivers both its mails on a later attempt", async () => {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: "Jonas Friis", email: "jonas@kunde.dk", phone: "12345678", interest: "other", message: "Ring til mig" },
      { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "test-secret-of-at-least-32-characters!!" },
    );
    const config = { smtpUrl: smtp.url, from: "Salgskraft <no-reply@salgskraft.dk>" };
    const mails = () => database.db.select().from(outbox).where(eq(outbox.submissionId, id)).orderBy(outbox.id);

    smtp.setRefuse(true);
    expect(await deliverDue(database.db, config)).toBe(0);
    for (const failed of await mails()) {
      expect(failed.sentAt).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toBe("Mailserveren afviste midlertidigt (SMTP 451)");
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    // The enquiry itself is untouched by the mail failure.
    expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id))).toHaveLength(1);

    // Not due yet: nothing is sent twice or early.
    smtp.setRefuse(false);
    expect(await deliverDue(database.db, config)).toBe(0);

    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.submissionId, id));
    expect(await deliverDue(database.db, config)).toBe(2);
    // Sent side by side (MAIL_CONCURRENCY), so in either order.
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([["indbakke@salgskraft.dk"], ["jonas@kunde.dk"]]);
    expect(smtp.to("indbakke@salgskraft.dk")[0]!.body).toContain("Jonas Friis");
    for (const sent of await mails()) {
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(sent.attempts).toBe(2);
    }

    expect(await deliverDue(database.db, config)).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it("without SMTP_URL keeps notifications pending, and delivers them once mail is configured", async () => {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "newsletter", source: "/blog", name: "", email: "nyhed@kunde.dk", interest: "other", extra: { consent: true } },
      { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "test-secret-of-at-least-32-characters!!" },
    );
    expect(await deliverDue(database.db, { from: "x@y.dk" })).toBe(0);
    for (const held of await database.db.select().from(outbox).where(eq(outbox.submissionId, id))) {
      expect(held.sentAt).toBeNull();
      expect(held.attempts).toBe(0);
    }

    // SMTP_URL is set later (a restart with the new configuration): the notifications go out.
    const before = smtp.received.length;
    expect(await deliverDue(database.db, { smtpUrl: smtp.url, from: "x@y.dk" })).toBe(2);
    expect(
      smtp.received
        .slice(before)
        .map((mail) => mail.body)
        .join(""),
    ).toContain("nyhed@kunde.dk");
    for (const sent of await database.db.select().from(outbox).where(eq(outbox.submissionId, id))) expect(sent.sentAt).toBeInstanceOf(Date);
  });
});
