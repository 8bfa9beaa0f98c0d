/**
 * Sessions and login backoff against the real engines (PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set). Time is moved by rewriting timestamps, never by waiting.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession, hashPassword } from "../../app/server/auth/auth.server.ts";
import { changeOwnPassword } from "../../app/server/auth/staff.server.ts";
import { clearLoginFailures, forgiveLoginAttempt, registerLoginAttempt } from "../../app/server/platform/rate-limit.server.ts";
import { loginFailures, sessions, staffUsers } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

for (const engine of engines()) {
  describe(`staff sessions and login backoff (${engine.name})`, () => {
    let database: TestDatabase;
    let userId: string;

    beforeAll(async () => {
      database = await engine.open();
      const [user] = await database.db
        .insert(staffUsers)
        .values({ email: "indbakke@salgskraft.dk", passwordHash: "scrypt$x" })
        .returning({ id: staffUsers.id });
      userId = user!.id;
    });
    afterAll(async () => database?.close());

    const setLastSeen = (sessionId: string, ago: string) =>
      database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - ${sql.raw(`interval '${ago}'`)}` })
        .where(eq(sessions.id, sessionId));
    const lastSeenSecondsAgo = async (sessionId: string) => {
      const [row] = await database.db
        .select({ value: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::float` })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return Number(row!.value);
    };

    it("ends a session after 30 minutes without a request", async () => {
      const token = await createSession(database.db, userId);
      const staff = await findSession(database.db, token);
      expect(staff?.email).toBe("indbakke@salgskraft.dk");
      await setLastSeen(staff!.sessionId, "29 minutes");
      expect(await findSession(database.db, token)).not.toBeNull();
      await setLastSeen(staff!.sessionId, "31 minutes");
      expect(await findSession(database.db, token)).toBeNull();
    });

    it("keeps the absolute 8-hour end however active the session is", async () => {
      const token = await createSession(database.db, userId);
      const staff = await findSession(database.db, token);
      await database.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
        .where(eq(sessions.id, staff!.sessionId));
      expect(await findSession(database.db, token)).toBeNull();
    });

    it("records activity at most once a minute per session", async () => {
      const token = await createSession(database.db, userId);
      const { sessionId } = (await findSession(database.db, token))!;
      // Seen 20 seconds ago: a request now does not write.
      await setLastSeen(sessionId, "20 seconds");
      await findSession(database.db, token);
      expect(await lastSeenSecondsAgo(sessionId)).toBeGreaterThanOrEqual(19);
      // Seen 20 minutes ago: a request now moves last_seen_at to now, so the idle clock restarts.
      await setLastSeen(sessionId, "20 minutes");
      await findSession(database.db, token);
      expect(await lastSeenSecondsAgo(sessionId)).toBeLessThan(30);
    });

    it("lets the first failures through, then makes the key wait 1 minute, then 2", async () => {
      const key = "login-account-ip:test-backoff";
      for (let i = 0; i < 3; i++) expect(await registerLoginAttempt(database.db, key, 3)).toEqual({ allowed: true });
      const refused = await registerLoginAttempt(database.db, key, 3);
      expect(refused.allowed).toBe(false);
      expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(50);
      expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      // A refused attempt is not counted.
      const [row] = await database.db.select().from(loginFailures).where(eq(loginFailures.key, key));
      expect(row!.failures).toBe(3);
      // The minute is over: one more try, and after it failed the wait doubles.
      await database.db
        .update(loginFailures)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(loginFailures.key, key));
      expect(await registerLoginAttempt(database.db, key, 3)).toEqual({ allowed: true });
      const again = await registerLoginAttempt(database.db, key, 3);
      expect(!again.allowed && again.retryAfterSeconds).toBeGreaterThan(110);
      expect(!again.allowed && again.retryAfterSeconds).toBeLessThanOrEqual(120);
    });

    it("takes a successful attempt back and clears the account+address count", async () => {
      const key = "login-ip:test-forgive";
      for (let i = 0; i < 2; i++) await registerLoginAttempt(database.db, key, 3);
      // The third attempt would lock the key; it succeeded, so it is taken back and the lock lifted.
      await registerLoginAttempt(database.db, key, 3);
      await forgiveLoginAttempt(database.db, key);
      expect(await registerLoginAttempt(database.db, key, 3)).toEqual({ allowed: true });
      // Past the threshold, a success after the wait leaves no wait behind for the next person.
      await database.db
        .update(loginFailures)
        .set({ failures: 9, lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(loginFailures.key, key));
      await registerLoginAttempt(database.db, key, 3);
      await forgiveLoginAttempt(database.db, key);
      const [row] = await database.db.select().from(loginFailures).where(eq(loginFailures.key, key));
      expect(row).toMatchObject({ failures: 9, lockedUntil: null });
      await clearLoginFailures(database.db, key);
      expect(await database.db.select().from(loginFailures).where(eq(loginFailures.key, key))).toEqual([]);
    });

    it("forgets failures a day after the last one", async () => {
      const key = "login-account-ip:test-forget";
      for (let i = 0; i < 3; i++) await registerLoginAttempt(database.db, key, 3);
      await database.db
        .update(loginFailures)
        .set({ lockedUntil: null, lastFailureAt: sql`now() - interval '25 hours'` })
        .where(eq(loginFailures.key, key));
      expect(await registerLoginAttempt(database.db, key, 3)).toEqual({ allowed: true });
      const [row] = await database.db.select().from(loginFailures).where(eq(loginFailures.key, key));
      expect(row!.failures).toBe(1);
      expect(row!.lockedUntil).toBeNull();
    });

    it("throttles the current-password check of Min konto like the login (second review, finding 7)", async () => {
      const password = "korrekt-hest-batteri-haefteklamme";
      const [user] = await database.db
        .insert(staffUsers)
        .values({ email: "konto@salgskraft.dk", passwordHash: await hashPassword(password) })
        .returning({ id: staffUsers.id });
      const staff = (await findSession(database.db, await createSession(database.db, user!.id)))!;
      const next = "et-helt-andet-langt-kodeord-2026";
      for (let i = 0; i < 3; i++) {
        expect(await changeOwnPassword(database.db, staff, `gæt-nummer-${i}`, next, 3)).toMatchObject({ ok: false, status: 422 });
      }
      // The fourth try waits, even with the right password: guessing costs minutes, not milliseconds.
      expect(await changeOwnPassword(database.db, staff, password, next, 3)).toMatchObject({
        ok: false,
        status: 429,
        error: expect.stringContaining("Vent 1 minut"),
      });
      await database.db
        .update(loginFailures)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(loginFailures.key, `password-check:${user!.id}`));
      expect(await changeOwnPassword(database.db, staff, password, next, 3)).toMatchObject({ ok: true });
      // The right password cleared the count.
      expect(
        await database.db
          .select()
          .from(loginFailures)
          .where(eq(loginFailures.key, `password-check:${user!.id}`)),
      ).toEqual([]);
    });
  });
}
