/**
 * The content store (issue 36) on both engines: the repository's jobs seeded once, drafts checked
 * against the schema with Danish field names, a stale save refused naming who and when, the
 * states (kladde, planlagt, udgivet, lukket) and their transitions, revisions and restore, the
 * audit log, the editor role — and content_state moving exactly when what visitors see changes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../app/content/jobs.ts";
import type { JobFile } from "../../app/content/job-schema.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { auditLog } from "../../app/server/inbox/history.server.ts";
import { staffUsers } from "../../app/server/schema.server.ts";
import { contentItems } from "../../app/server/content/schema.server.ts";
import {
  close,
  contentVersion,
  createJob,
  getContent,
  listContent,
  publish,
  publishDue,
  reopen,
  restore,
  revisions,
  saveDraft,
  seedJobs,
  unpublishScheduled,
} from "../../app/server/content/store.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

describe.each(engines())("content store on $name", (engine) => {
  let database: TestDatabase;
  let mette: { userId: string };
  let jonas: { userId: string };
  beforeAll(async () => {
    database = await engine.open();
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    await upsertStaffUser(database.db, "jonas@salgskraft.dk", "korrekt-hest-batteri-haefteklamme");
    const rows = await database.db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers);
    mette = { userId: rows.find((row) => row.email.startsWith("mette"))!.id };
    jonas = { userId: rows.find((row) => row.email.startsWith("jonas"))!.id };
    await database.db.update(staffUsers).set({ role: "editor" }).where(eq(staffUsers.id, jonas.userId));
  });
  afterAll(async () => {
    await database?.close();
  });

  const bySlug = async (slug: string) => (await listContent(database.db, "job")).find((item) => item.slug === slug)!;

  it("a fresh database holds the repository's nine jobs, published, version 1, one revision each; seeding again adds nothing", async () => {
    const list = await listContent(database.db, "job");
    expect(list.map((item) => item.slug)).toEqual(jobs.map((job) => job.slug));
    expect(list.every((item) => item.state === "udgivet" && item.version === 1 && !item.hasDraft)).toBe(true);
    const first = await getContent(database.db, list[0]!.id);
    const { path, file, ...file0 } = jobs[0]!;
    expect(first!.published).toEqual(file0);
    expect(await revisions(database.db, list[0]!.id)).toHaveLength(1);
    const version = await contentVersion(database.db);
    expect(version).toBe(1);
    expect(await seedJobs(database.db, jobs)).toBe(0);
    expect(await database.db.$count(contentItems)).toBe(9);
    expect(await contentVersion(database.db)).toBe(version);
  });

  it("the editor role is allowed by the database's role check", async () => {
    const [row] = await database.db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, jonas.userId));
    expect(row!.role).toBe("editor");
  });

  it("copy → draft → publish: visitors' version moves only on publish; a stale save is refused naming who and when", async () => {
    const source = await bySlug("solenergi");
    const before = await contentVersion(database.db);
    const created = await createJob(database.db, { slug: "salg-af-varmepumper", copyOf: source.id }, jonas);
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    const item = (await getContent(database.db, id))!;
    expect(item.state).toBe("kladde");
    expect(item.draft!.meta.canonicalPath).toBe("/jobs/salg-af-varmepumper");
    expect(item.draft!.title).toContain("(kopi)");
    expect(await contentVersion(database.db)).toBe(before);

    // The same slug twice is refused in Danish.
    const twice = await createJob(database.db, { slug: "salg-af-varmepumper" }, jonas);
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error).toContain("findes allerede");

    const draft: JobFile = { ...item.draft!, title: "Sælg varmepumper", hero: { ...item.draft!.hero, title: "Sælg varmepumper til danske virksomheder" } };
    const saved = await saveDraft(database.db, id, draft, item.version, jonas);
    expect(saved).toMatchObject({ ok: true, version: item.version + 1 });
    expect(await contentVersion(database.db)).toBe(before);

    // Mette's form still has the old version: refused, naming Jonas; nothing overwritten.
    const stale = await saveDraft(database.db, id, { ...draft, title: "Mettes titel" }, item.version, mette);
    expect(stale.ok).toBe(false);
    if (!stale.ok) {
      expect(stale.status).toBe(409);
      expect(stale.error).toMatch(/ændret af jonas@salgskraft\.dk \d+\. \w+ \d{4} kl\. \d\d\.\d\d/);
    }
    expect((await getContent(database.db, id))!.draft!.title).toBe("Sælg varmepumper");

    const published = await publish(database.db, id, { expectedVersion: item.version + 1 }, jonas);
    expect(published.ok).toBe(true);
    const after = (await getContent(database.db, id))!;
    expect(after).toMatchObject({ state: "udgivet", hasDraft: false });
    expect(after.published!.title).toBe("Sælg varmepumper");
    expect(await contentVersion(database.db)).toBe(before + 1);
    const audit = await auditLog(database.db);
    expect(audit.find((row) => row.action === "content" && row.detail.event === "udgivet" && row.detail.slug === "salg-af-varmepumper")).toBeTruthy();
  });

  it("bad input is refused with the Danish field name; nothing is saved", async () => {
    const item = await bySlug("inkasso");
    const full = (await getContent(database.db, item.id))!;
    const bad = {
      ...full.published!,
      hero: { ...full.published!.hero, title: " " },
      faq: [...full.published!.faq, { question: "Hvornår?", answer: "" }],
      slug: "andet",
    };
    const result = await saveDraft(database.db, item.id, bad, item.version, jonas);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(422);
      expect(result.error).toContain("Overskrift: må ikke være tom");
      expect(result.error).toMatch(/Spørgsmål og svar, nr\. \d+, svar: må ikke være tom/);
    }
    const sameOrder = await saveDraft(database.db, item.id, { ...full.published!, order: jobs[0]!.order }, item.version, jonas);
    expect(sameOrder.ok).toBe(false);
    if (!sameOrder.ok) expect(sameOrder.error).toContain("Placering i menuen");
    expect((await getContent(database.db, item.id))!.version).toBe(item.version);
  });

  it("close and reopen move visitors' version; a draft on a published job does not", async () => {
    const item = await bySlug("kaffe-service");
    const full = (await getContent(database.db, item.id))!;
    let version = await contentVersion(database.db);
    const saved = await saveDraft(database.db, item.id, { ...full.published!, pay: "Ny løntekst med timeløn og bonus." }, item.version, mette);
    expect(saved.ok).toBe(true);
    expect(await contentVersion(database.db)).toBe(version);
    const closed = await close(database.db, item.id, item.version + 1, mette);
    expect(closed.ok).toBe(true);
    expect(await getContent(database.db, item.id)).toMatchObject({ state: "lukket" });
    expect(await contentVersion(database.db)).toBe(++version);
    expect((await close(database.db, item.id, item.version + 2, mette)).ok).toBe(false);
    const reopened = await reopen(database.db, item.id, item.version + 2, mette);
    expect(reopened.ok).toBe(true);
    const after = (await getContent(database.db, item.id))!;
    expect(after).toMatchObject({ state: "udgivet", hasDraft: true });
    // Reopened as it was published, not with the unpublished draft.
    expect(after.published!.pay).toBe(full.published!.pay);
    expect(await contentVersion(database.db)).toBe(++version);
    const actions = (await revisions(database.db, item.id)).map((revision) => revision.action);
    expect(actions).toEqual(["genåbnet", "lukket", "gemt", "udgivet"]);
  });

  it("scheduled: a new job is planlagt until its time, then published by publishDue (once, whoever runs it)", async () => {
    const created = await createJob(database.db, { slug: "planlagt-job", copyOf: (await bySlug("inkasso")).id }, mette);
    if (!created.ok) throw new Error(created.error);
    const at = new Date(Date.now() + 3600_000);
    const before = await contentVersion(database.db);
    const planned = await publish(database.db, created.id, { expectedVersion: created.version, at }, mette);
    expect(planned.ok).toBe(true);
    if (planned.ok) expect(planned.message).toContain("planlagt til");
    expect(await getContent(database.db, created.id)).toMatchObject({ state: "planlagt" });
    expect(await publishDue(database.db)).toBe(0);
    expect(await contentVersion(database.db)).toBe(before);
    // Cancel and plan again.
    const cancelled = await unpublishScheduled(database.db, created.id, created.version + 1, mette);
    expect(cancelled.ok).toBe(true);
    expect(await getContent(database.db, created.id)).toMatchObject({ state: "kladde", publishAt: null });
    expect((await publish(database.db, created.id, { expectedVersion: created.version + 2, at }, mette)).ok).toBe(true);
    const [first, second] = await Promise.all([publishDue(database.db, new Date(at.getTime() + 1000)), publishDue(database.db, new Date(at.getTime() + 1000))]);
    expect(first + second).toBe(1);
    expect(await getContent(database.db, created.id)).toMatchObject({ state: "udgivet", publishAt: null, hasDraft: false });
    expect(await contentVersion(database.db)).toBe(before + 1);
  });

  it("restore: any revision back in one press; on a published job it is published at once", async () => {
    const item = await bySlug("web-bureau");
    const original = (await getContent(database.db, item.id))!.published!;
    const saved = await saveDraft(database.db, item.id, { ...original, title: "Webbureau – ny titel" }, item.version, mette);
    if (!saved.ok) throw new Error(saved.error);
    const published = await publish(database.db, item.id, { expectedVersion: saved.version }, mette);
    if (!published.ok) throw new Error(published.error);
    expect((await getContent(database.db, item.id))!.published!.title).toBe("Webbureau – ny titel");
    const history = await revisions(database.db, item.id);
    const first = history.at(-1)!;
    expect(first.version).toBe(1);
    const before = await contentVersion(database.db);
    // A stale restore is refused like a stale save.
    expect((await restore(database.db, first.id, saved.version, mette)).ok).toBe(false);
    const restored = await restore(database.db, first.id, published.version, mette);
    expect(restored.ok).toBe(true);
    const after = (await getContent(database.db, item.id))!;
    expect(after.published).toEqual(original);
    expect(await contentVersion(database.db)).toBe(before + 1);
    expect((await revisions(database.db, item.id))[0]!.action).toBe("gendannet");
    // On a draft (kladde) restore only changes the draft: visitors' version stays.
    const created = await createJob(database.db, { slug: "kladde-gendan", copyOf: item.id }, mette);
    if (!created.ok) throw new Error(created.error);
    const draft = (await getContent(database.db, created.id))!.draft!;
    const changed = await saveDraft(database.db, created.id, { ...draft, pay: "Anden løn, stadig med bonus." }, created.version, mette);
    if (!changed.ok) throw new Error(changed.error);
    const firstDraft = (await revisions(database.db, created.id)).at(-1)!;
    const version = await contentVersion(database.db);
    expect((await restore(database.db, firstDraft.id, changed.version, mette)).ok).toBe(true);
    expect((await getContent(database.db, created.id))!.draft!.pay).toBe(draft.pay);
    expect(await contentVersion(database.db)).toBe(version);
    const audit = await auditLog(database.db);
    expect(audit.filter((row) => row.action === "content" && row.detail.event === "gendannet")).toHaveLength(2);
  });

  it("a job past validThrough cannot be published or reopened until the date is moved", async () => {
    const item = await bySlug("matte-service");
    const full = (await getContent(database.db, item.id))!;
    const closed = await close(database.db, item.id, item.version, mette);
    if (!closed.ok) throw new Error(closed.error);
    const later = new Date(`${full.published!.jobPosting.validThrough}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    const refused = await reopen(database.db, item.id, closed.version, mette, later);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toContain("Gyldig til");
    const notPublished = await publish(database.db, item.id, { expectedVersion: closed.version, now: later }, mette);
    expect(notPublished.ok).toBe(false);
  });
});
