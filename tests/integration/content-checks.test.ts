/**
 * The site's own checks in the content store's publish (issue 36), on both engines: a job ad that
 * states a figure the fact sheet does not hold, uses a banned word, speaks to »jer«, has a too long
 * meta description or links to a page that does not exist is not published — the refusal names
 * each field in Danish and visitors' version does not move — and the fixed ad is. A scheduled
 * publication that fails the checks when it comes due stays a draft and the audit log says why; a
 * job past its last day closes with a revision and an audit entry; the content sync and the
 * scheduler run on the job runner.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobFile } from "../../app/content/job-schema.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { auditLog } from "../../app/server/inbox/history.server.ts";
import { staffUsers } from "../../app/server/schema.server.ts";
import { closeExpiredJobs, danishToday } from "../../app/server/content/snapshot.server.ts";
import { startContentSync } from "../../app/server/content/sync.server.ts";
import { startJobs } from "../../app/server/platform/jobs.server.ts";
import {
  close,
  contentSchedulerJob,
  contentVersion,
  createJob,
  getContent,
  lastRefusal,
  listContent,
  publish,
  publishDue,
  revisions,
  saveDraft,
} from "../../app/server/content/store.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

describe.each(engines())("the site's checks before publish on $name", (engine) => {
  let database: TestDatabase;
  let mette: { userId: string };
  beforeAll(async () => {
    database = await engine.open();
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    const [row] = await database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, "mette@salgskraft.dk"));
    mette = { userId: row!.id };
  });
  afterAll(async () => {
    await database?.close();
  });

  const bySlug = async (slug: string) => (await listContent(database.db, "job")).find((item) => item.slug === slug)!;

  it("refuses a job ad that fails the checks, naming each field; visitors' version and the published text stay; the fixed ad is published", async () => {
    const item = await bySlug("inkasso");
    const published = (await getContent(database.db, item.id))!.published!;
    const bad: JobFile = {
      ...published,
      intro: ["Du får et fast script til hver samtale.", ...published.intro.slice(1)],
      tasks: ["Du ringer til 230 virksomheder om ugen.", ...published.tasks.slice(1)],
      hero: { ...published.hero, lead: "Du ringer til jeres kunder og tilbyder dem rykkerservice og inkasso." },
      meta: { ...published.meta, description: `${published.meta.description} ${"Og der er meget mere at sige om jobbet. ".repeat(4)}` },
      faq: [{ ...published.faq[0]!, link: { href: "/jobs/findes-ikke", label: "Se jobbet" } }, ...published.faq.slice(1)],
    };
    const saved = await saveDraft(database.db, item.id, bad, item.version, mette);
    if (!saved.ok) throw new Error(saved.error);
    const before = await contentVersion(database.db);
    const revisionsBefore = (await revisions(database.db, item.id)).length;

    const refused = await publish(database.db, item.id, { expectedVersion: saved.version }, mette);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.status).toBe(422);
    expect(refused.error).toMatch(/^Siden består ikke sitets kontrol, så den er ikke udgivet\./);
    const byPath = Object.fromEntries(refused.fields!.map((field) => [field.path, `${field.label}: ${field.message}`]));
    expect(byPath["intro.0"]).toBe("Intro, linje 1: »script« bruger vi ikke; skriv i stedet: samtaleguide");
    expect(byPath["tasks.0"]).toMatch(/^Opgaver, linje 1: nævner »230 virksomheder«, som faktaarket ikke har/);
    expect(byPath["hero.lead"]).toBe("Indledning (lead): siger »jeres«, men siden taler til én person: du, dig, din");
    expect(byPath["meta.description"]).toMatch(/^Metabeskrivelse: har \d+ tegn; højst 200/);
    expect(byPath["faq.0.link.href"]).toContain("linker til /jobs/findes-ikke, som ikke er en side på sitet");
    expect(await contentVersion(database.db)).toBe(before);
    const after = (await getContent(database.db, item.id))!;
    expect(after).toMatchObject({ state: "udgivet", hasDraft: true, version: saved.version });
    expect(after.published).toEqual(published);
    expect(await revisions(database.db, item.id)).toHaveLength(revisionsBefore);

    // Fixed: published, and visitors' version moves once.
    const fixed: JobFile = {
      ...bad,
      intro: published.intro,
      tasks: published.tasks,
      hero: published.hero,
      meta: published.meta,
      faq: [{ ...published.faq[0]!, link: { href: "/kontakt", label: "Skriv til os" } }, ...published.faq.slice(1)],
    };
    const resaved = await saveDraft(database.db, item.id, fixed, saved.version, mette);
    if (!resaved.ok) throw new Error(resaved.error);
    const accepted = await publish(database.db, item.id, { expectedVersion: resaved.version }, mette);
    expect(accepted).toMatchObject({ ok: true });
    expect(await contentVersion(database.db)).toBe(before + 1);
    expect((await getContent(database.db, item.id))!.published!.faq[0]!.link).toEqual({ href: "/kontakt", label: "Skriv til os" });
  });

  it("refuses to schedule what fails; a scheduled ad that fails when it comes due stays a draft, and the audit log and the editor say why", async () => {
    const source = await bySlug("solenergi");
    const created = await createJob(database.db, { slug: "varmepumper-planlagt", copyOf: (await bySlug("inkasso")).id }, mette);
    if (!created.ok) throw new Error(created.error);
    const draft = (await getContent(database.db, created.id))!.draft!;
    const at = new Date(Date.now() + 3600_000);

    const scheduleBad = await saveDraft(database.db, created.id, { ...draft, pay: "Timeløn efter aftale." }, created.version, mette);
    if (!scheduleBad.ok) throw new Error(scheduleBad.error);
    const refusedPlan = await publish(database.db, created.id, { expectedVersion: scheduleBad.version, at }, mette);
    expect(refusedPlan.ok).toBe(false);
    if (!refusedPlan.ok) expect(refusedPlan.fields!.map((field) => field.path)).toEqual(["pay"]);
    expect(await getContent(database.db, created.id)).toMatchObject({ state: "kladde", publishAt: null });

    // Passes when scheduled: its FAQ links to the solar job …
    const linked = { ...draft, faq: [{ ...draft.faq[0]!, link: { href: "/jobs/solenergi", label: "Se også solenergi" } }, ...draft.faq.slice(1)] };
    const saved = await saveDraft(database.db, created.id, linked, scheduleBad.version, mette);
    if (!saved.ok) throw new Error(saved.error);
    const planned = await publish(database.db, created.id, { expectedVersion: saved.version, at }, mette);
    expect(planned).toMatchObject({ ok: true });
    // … which is filled and closed before the time comes: the link would lead to a closed job.
    const solar = (await getContent(database.db, source.id))!;
    expect((await close(database.db, source.id, solar.version, mette)).ok).toBe(true);
    const before = await contentVersion(database.db);

    expect(await publishDue(database.db, new Date(at.getTime() + 1000))).toBe(0);
    const item = (await getContent(database.db, created.id))!;
    expect(item).toMatchObject({ state: "kladde", publishAt: null, hasDraft: true, published: null });
    expect(await contentVersion(database.db)).toBe(before);
    const audit = (await auditLog(database.db)).find((row) => row.action === "content" && row.detail.slug === "varmepumper-planlagt");
    expect(audit?.detail).toMatchObject({ event: "afvist" });
    expect(String(audit?.detail.problems)).toContain("linker til /jobs/solenergi, som ikke er en side på sitet");
    const refusal = await lastRefusal(database.db, item);
    expect(refusal?.problems).toContain("Spørgsmål og svar, nr. 1");
    // Once the editor saves again, the refusal is history, not news.
    const again = await saveDraft(database.db, created.id, draft, item.version, mette);
    if (!again.ok) throw new Error(again.error);
    expect(await lastRefusal(database.db, (await getContent(database.db, created.id))!)).toBeNull();
  });

  it("a job past its last day closes by itself with a revision and an audit entry", async () => {
    const item = await bySlug("web-bureau");
    const full = (await getContent(database.db, item.id))!;
    const today = danishToday();
    const expired = { ...full.published!, jobPosting: { ...full.published!.jobPosting, datePosted: "2026-01-05", validThrough: "2026-02-01" } };
    // Published before its last day passed (the store refuses to publish an expired ad).
    const saved = await saveDraft(database.db, item.id, expired, item.version, mette);
    if (!saved.ok) throw new Error(saved.error);
    expect((await publish(database.db, item.id, { expectedVersion: saved.version, now: new Date("2026-01-20T12:00:00Z") }, mette)).ok).toBe(true);
    expect(await closeExpiredJobs(database.db, today)).toEqual(["web-bureau"]);
    const history = await revisions(database.db, item.id);
    expect(history[0]).toMatchObject({ action: "lukket", staff: null, version: (await getContent(database.db, item.id))!.version });
    const audit = (await auditLog(database.db)).find((row) => row.action === "content" && row.detail.slug === "web-bureau");
    expect(audit?.detail).toMatchObject({ event: "lukket", expired: today });
  });

  it("the content sync and the scheduler run on the job runner: a scheduled job comes due and every instance's snapshot follows", async () => {
    const created = await createJob(database.db, { slug: "runner-planlagt", copyOf: (await bySlug("inkasso")).id }, mette);
    if (!created.ok) throw new Error(created.error);
    const at = new Date(Date.now() + 1500);
    expect((await publish(database.db, created.id, { expectedVersion: created.version, at }, mette)).ok).toBe(true);
    const sync = await startContentSync(database.db, { pollMs: 100 });
    const seen = new Promise<void>((resolve) =>
      sync.subscribe((snapshot) => {
        if (snapshot.jobs.some((job) => job.slug === "runner-planlagt")) resolve();
      }),
    );
    const runner = startJobs(database.db, [
      sync.job,
      contentSchedulerJob(
        database.db,
        () => new Date(),
        () => sync.measure,
        200,
      ),
    ]);
    try {
      await seen;
      expect(await getContent(database.db, created.id)).toMatchObject({ state: "udgivet" });
    } finally {
      await runner.stop();
      await sync.stop();
    }
  });
});
