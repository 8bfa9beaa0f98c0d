/**
 * A resend is the same enquiry (issue 34, item 3): the visitor whose answer got lost, who edits the
 * text and presses again, must not make a second lead. The form's server-issued token
 * (app/server/intake/form-token.server.ts) is the enquiry's identity, through the one form pipeline
 * (app/server/intake/forms.server.ts), on both engines.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventCollector } from "../../app/server/analytics/collect.server.ts";
import type { Runtime } from "../../app/server/platform/context.server.ts";
import { parseEnv } from "../../app/server/platform/env.server.ts";
import { contactAction, newsletterAction } from "../../app/server/intake/actions.server.ts";
import { issueFormToken } from "../../app/server/intake/form-token.server.ts";
import { contactSubmissions, outbox } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";

const secret = "form-resend-test-secret-0123456789abcdef";

type Answer = { data: { ok: boolean; duplicate?: boolean; formError?: string }; init: { status?: number } | null };

for (const engine of engines()) {
  describe(`a resend with the same form token (${engine.name})`, () => {
    let database: TestDatabase;
    let runtime: Runtime;

    beforeAll(async () => {
      database = await engine.open();
      runtime = {
        // The fill-time guard on, as in production: the token is checked, not just carried.
        env: parseEnv({ NODE_ENV: "test", FORM_MIN_FILL_MS: "1000", FORM_RATE_LIMIT: "1000", COOKIE_SECURE: "0" }),
        db: database.db,
        engine: engine.name,
        now: () => new Date(),
        sessionSecret: secret,
        kickOutbox: () => {},
        analytics: new EventCollector(database.db, { siteHosts: ["localhost"], knownPages: new Set(["/kontakt"]), secret }),
        stop: async () => {},
      };
      // Opening and migrating a database took over a minute on the shared machine at load 25.
    }, scaled(300_000));
    afterAll(async () => database?.close());

    const post = (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { "x-client-ip": "192.0.2.44" } });
    const contact = (token: string, email: string, message: string) =>
      contactAction(
        post("/kontakt", { name: "Jonas Lund", email, phone: "12345678", interest: "business", message, source: "/kontakt", startedAt: token }),
        runtime,
      ) as Promise<unknown> as Promise<Answer>;
    const rowsFor = async (email: string) =>
      (await database.db.select({ value: count() }).from(contactSubmissions).where(eq(contactSubmissions.email, email)))[0]!.value;

    it("stores the enquiry once and answers the edited resend like the first", async () => {
      const token = issueFormToken(secret, Date.now() - 10_000);
      const first = await contact(token, "jonas@firma.dk", "Vi vil gerne høre om mødebooking.");
      const resent = await contact(token, "jonas@firma.dk", "Vi vil gerne høre om mødebooking. Ring efter kl. 12.");
      expect(first.data).toMatchObject({ ok: true, duplicate: false });
      // The same answer the visitor saw the first time ("Tak for din besked!").
      expect(resent.data).toMatchObject({ ok: true });
      expect(resent.init?.status ?? 200).toBe(200);
      expect(await rowsFor("jonas@firma.dk")).toBe(1);
      const [row] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, "jonas@firma.dk"));
      // One notification to staff, one confirmation to the sender: nothing more for the resend.
      expect(await database.db.select().from(outbox).where(eq(outbox.submissionId, row!.id))).toHaveLength(2);
    });

    it("keeps two visitors apart even when their tokens were issued in the same millisecond", async () => {
      const at = Date.now() - 10_000;
      await contact(issueFormToken(secret, at), "a@kunde.dk", "Samme tekst fra to personer.");
      await contact(issueFormToken(secret, at), "a@kunde.dk", "Samme tekst fra to personer, men rettet.");
      expect(await rowsFor("a@kunde.dk")).toBe(2);
    });

    it("stores a newsletter sign-up and an enquiry sent from the same page view (the page's forms share one token)", async () => {
      const token = issueFormToken(secret, Date.now() - 10_000);
      await contact(token, "begge@firma.dk", "Et spørgsmål om priser.");
      const signup = (await newsletterAction(
        post("/nyhedsbrev", { email: "begge@firma.dk", source: "/kontakt", startedAt: token, consent: "on" }),
        runtime,
      )) as unknown as Answer;
      expect(signup.data).toMatchObject({ ok: true });
      expect(await rowsFor("begge@firma.dk")).toBe(2);
    });
  });
}
