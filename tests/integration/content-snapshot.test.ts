/**
 * The content snapshot against the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the
 * version and the rows read together, a store without tables or without jobs shows the files,
 * and jobs past their validThrough close by themselves with one version bump however many
 * instances look.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeExpiredJobs, loadSnapshot, readContentVersion } from "../../app/server/content/snapshot.server.ts";
import type { Db } from "../../app/server/platform/db.server.ts";
import { contentTablesSql, fileJobs } from "../support/content-store.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";

const jobs = await fileJobs();

for (const engine of engines()) {
  describe(`the content snapshot on ${engine.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await engine.open();
      db = database.db;
      // The test databases start as a fresh install does (the nine jobs seeded); this test starts
      // from a store with no jobs and no version yet.
      for (const table of ["content_revisions", "content_items", "content_state"]) await db.execute(sql.raw(`delete from ${table}`));
    }, scaled(60_000));
    afterAll(() => database?.close());

    it("shows the repository's files, version 0, while the store has no jobs", async () => {
      expect(await readContentVersion(db)).toBe(0);
      const snapshot = await loadSnapshot(db);
      expect(snapshot.source).toBe("files");
      expect(snapshot.jobs).toHaveLength(jobs.length);
    });

    it("reads the published jobs with their version, and closes the expired ones once", async () => {
      for (const statement of contentTablesSql
        .split(";")
        .map((text) => text.trim())
        .filter(Boolean))
        await db.execute(sql.raw(statement));
      expect((await loadSnapshot(db)).source).toBe("files");
      for (const job of jobs) {
        const published =
          job.slug === "kaffe-service" ? { ...job, jobPosting: { ...job.jobPosting, datePosted: "2026-01-05", validThrough: "2026-06-30" } } : job;
        await db.execute(
          sql`insert into content_items (kind, slug, state, published) values ('job', ${job.slug}, ${job.slug === "inkasso" ? "lukket" : "udgivet"}, ${JSON.stringify(published)}::jsonb)`,
        );
      }
      await db.execute(sql`insert into content_state (id, version) values (1, 4) on conflict (id) do update set version = 4`);
      const snapshot = await loadSnapshot(db, "2026-11-27");
      expect(snapshot).toMatchObject({ version: 4, source: "store" });
      expect(snapshot.jobs.map((job) => job.slug)).toEqual(jobs.filter((job) => !["inkasso", "kaffe-service"].includes(job.slug)).map((job) => job.slug));
      expect(snapshot.closedJobs.map((job) => job.slug).sort()).toEqual(["inkasso", "kaffe-service"]);

      // Two instances look at the same moment: the job closes once, the version moves once.
      const closed = await Promise.all([closeExpiredJobs(db, "2026-11-27"), closeExpiredJobs(db, "2026-11-27")]);
      expect(closed.flat()).toEqual(["kaffe-service"]);
      expect(await readContentVersion(db)).toBe(5);
      expect(await closeExpiredJobs(db, "2026-11-27")).toEqual([]);
      expect(await readContentVersion(db)).toBe(5);
      const state = await db.execute(sql`select state, closed_at from content_items where slug = 'kaffe-service'`);
      expect(JSON.stringify(state)).toContain("lukket");
    });
  });
}
