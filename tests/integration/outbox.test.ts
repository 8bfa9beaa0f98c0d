import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEnquiry } from "../../app/server/enquiries.server.ts";
import { deliverDue } from "../../app/server/outbox.server.ts";
import { contactSubmissions, outbox } from "../../app/server/schema.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

type Received = { to: string[]; body: string };

/** A real SMTP server on loopback that can be told to refuse mail. */
async function startSmtp() {
  const received: Received[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refuse) {
          const error = new Error("Midlertidig fejl, prøv igen") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setRefuse: (value: boolean) => (refuse = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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

  it("keeps the enquiry when the mail server refuses, and delivers on a later attempt", async () => {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: "Jonas Friis", email: "jonas@kunde.dk", phone: "12345678", interest: "other", message: "Ring til mig" },
      { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk" },
    );
    const config = { smtpUrl: smtp.url, from: "Salgskraft <no-reply@salgskraft.dk>" };

    smtp.setRefuse(true);
    expect(await deliverDue(database.db, config)).toBe(0);
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(failed!.sentAt).toBeNull();
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toContain("Midlertidig fejl");
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The enquiry itself is untouched by the mail failure.
    expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id))).toHaveLength(1);

    // Not due yet: nothing is sent twice or early.
    smtp.setRefuse(false);
    expect(await deliverDue(database.db, config)).toBe(0);

    await database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.submissionId, id));
    expect(await deliverDue(database.db, config)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["indbakke@salgskraft.dk"]);
    expect(smtp.received[0]!.body).toContain("Jonas Friis");
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(sent!.attempts).toBe(2);

    expect(await deliverDue(database.db, config)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("without SMTP_URL keeps notifications pending, and delivers them once mail is configured", async () => {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "newsletter", source: "/blog", name: "", email: "nyhed@kunde.dk", interest: "other", extra: { samtykke: true } },
      { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk" },
    );
    expect(await deliverDue(database.db, { from: "x@y.dk" })).toBe(0);
    const [held] = await database.db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(held!.sentAt).toBeNull();
    expect(held!.attempts).toBe(0);

    // SMTP_URL is set later (a restart with the new configuration): the notification goes out.
    const before = smtp.received.length;
    expect(await deliverDue(database.db, { smtpUrl: smtp.url, from: "x@y.dk" })).toBe(1);
    expect(smtp.received.slice(before).map((mail) => mail.body).join("")).toContain("nyhed@kunde.dk");
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });
});
