import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEnquiry, type EnquiryInput } from "../../app/server/intake/enquiries.server.ts";
import { hitRateLimit } from "../../app/server/platform/rate-limit.server.ts";
import { contactSubmissions, outbox } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

const notify = { to: "salg@example.dk", siteUrl: "https://www.example.dk", secret: "test-secret-of-at-least-32-characters!!" };

const enquiry = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  kind: "contact",
  source: "/kontakt",
  name: "Mette Jensen",
  email: "mette@firma.dk",
  phone: "+45 20 30 40 50",
  company: "Firma ApS",
  interest: "business",
  message: "Vi vil gerne høre om mødebooking.",
  ...overrides,
});

describe.each(engines())("the inbox on $name", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores an enquiry with every column and queues the staff notification and the sender's confirmation", async () => {
    const { id, duplicate } = await storeEnquiry(database.db, enquiry({ extra: { projectType: "Webudvikling" } }), notify);
    expect(duplicate).toBe(false);
    const [row] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row).toMatchObject({
      name: "Mette Jensen",
      email: "mette@firma.dk",
      company: "Firma ApS",
      interest: "business",
      status: "new",
      kind: "contact",
      source: "/kontakt",
      extra: { projectType: "Webudvikling" },
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    const mails = await database.db.select().from(outbox).where(eq(outbox.submissionId, id)).orderBy(outbox.id);
    expect(mails.map((mail) => mail.recipient)).toEqual(["salg@example.dk", "mette@firma.dk"]);
    expect(mails[0]!.body).toContain(`/admin/contact-submissions/${id}`);
    expect(mails[0]!.replyTo).toBe("mette@firma.dk");
  });

  it("stores a double submission once and answers the second like the first", async () => {
    const input = enquiry({ email: "dobbelt@firma.dk" });
    const first = await storeEnquiry(database.db, input, notify);
    const second = await storeEnquiry(database.db, input, notify);
    expect(second).toEqual({ id: first.id, duplicate: true });
    const [{ value } = { value: -1 }] = await database.db
      .select({ value: count() })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "dobbelt@firma.dk"));
    expect(value).toBe(1);
    const mails = await database.db.select().from(outbox).where(eq(outbox.submissionId, first.id));
    expect(mails).toHaveLength(2);
  });

  it("keeps 1,000 concurrent submissions, each exactly once", async () => {
    const inputs = Array.from({ length: 1000 }, (_, i) => enquiry({ kind: "quote", email: `last${i}@firma.dk`, message: `Forespørgsel nummer ${i}` }));
    // Every submission sent twice at once: the duplicates must not add rows.
    const results = await Promise.all([...inputs, ...inputs].map((input) => storeEnquiry(database.db, input, notify)));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1000);
    const [{ value } = { value: -1 }] = await database.db.select({ value: count() }).from(contactSubmissions).where(eq(contactSubmissions.kind, "quote"));
    expect(value).toBe(1000);
  });

  it("counts rate-limit hits exactly under concurrency and blocks past the limit", async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(database.db, "form:test-ip", 10, 600)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(Math.max(...results.map((r) => r.count))).toBe(25);
    const blocked = results.find((r) => !r.allowed)!;
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect((await hitRateLimit(database.db, "form:other-ip", 10, 600)).allowed).toBe(true);
  });

  it("refuses a status outside new, in_progress and completed", async () => {
    const { id } = await storeEnquiry(database.db, enquiry({ email: "status@firma.dk" }), notify);
    await expect(
      database.db
        .update(contactSubmissions)
        .set({ status: "deleted" as "new" })
        .where(eq(contactSubmissions.id, id)),
    ).rejects.toThrow();
  });
});
