/**
 * The fact sheet in the content store (issue 36 item 3), on both engines: a fresh store shows the
 * build's sheet; a value the schema refuses is refused in Danish naming the field (and nothing is
 * saved); a saved draft changes nothing visitors see; a publish bumps visitors' version once and
 * the snapshot carries the new sheet, which every fact then states (prices, llms.txt); a stale
 * save is refused naming who changed the sheet; restore brings the build's sheet back in one
 * press; publish and restore are in the audit log; the figure check reads the candidate sheet.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFacts, prices, type Facts } from "../../app/content/site.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { withFacts } from "../../app/server/content/facts.server.ts";
import { factsFromForm } from "../../app/server/content/facts-form.ts";
import { checkFacts, getFacts, publishFacts, restoreFacts, saveFactsDraft } from "../../app/server/content/facts-store.server.ts";
import { ContentFilesError, exportContent, importContent } from "../../app/server/content/files.server.ts";
import { checkPageMeta, pageBySlug } from "../../app/server/content/page-meta.server.ts";
import { loadSnapshot } from "../../app/server/content/snapshot.server.ts";
import { contentVersion, revisions } from "../../app/server/content/store.server.ts";
import { auditLog } from "../../app/server/inbox/history.server.ts";
import { staffUsers } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

const form = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe.each(engines())("the fact sheet on $name", (engine) => {
  let database: TestDatabase;
  let mette: { userId: string };
  let jonas: { userId: string };
  beforeAll(async () => {
    database = await engine.open();
    for (const email of ["mette@salgskraft.dk", "jonas@salgskraft.dk"])
      await upsertStaffUser(database.db, email, "korrekt-hest-batteri-haefteklamme", { owner: true });
    const ids = await database.db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers);
    mette = { userId: ids.find((row) => row.email === "mette@salgskraft.dk")!.id };
    jonas = { userId: ids.find((row) => row.email === "jonas@salgskraft.dk")!.id };
  });
  afterAll(async () => {
    await database?.close();
  });

  it("starts as the build's sheet, which passes the checks", async () => {
    expect(await getFacts(database.db)).toMatchObject({ id: null, version: 0, live: defaultFacts, current: defaultFacts });
    const snapshot = await loadSnapshot(database.db);
    expect(snapshot.facts).toBeUndefined();
    expect((await checkFacts(defaultFacts, { snapshot })).problems).toEqual([]);
  });

  it("reads Danish numbers and refuses what the schema refuses, in Danish, naming the field", async () => {
    const read = factsFromForm(form({ "packages.starter.from": "16.000", "packages.starter.hours": "40", hourRate: "375" }), defaultFacts).candidate;
    expect(read.packages.starter.from).toBe(16_000);
    expect(factsFromForm(form({ "packages.starter.from": "16000" }), defaultFacts).candidate.packages.starter.from).toBe(16_000);
    // 16.000 kr. for 40 timer is not 375 kr. an hour: refused beside the price, suggesting the price that fits.
    const refused = await saveFactsDraft(database.db, read, 0, mette);
    expect(refused).toMatchObject({ ok: false, status: 422 });
    if (refused.ok) return;
    expect(refused.fields).toEqual([
      expect.objectContaining({
        path: "packages.starter.from",
        message: expect.stringMatching(/^Starter: 16\.000 kr\. for 40 timer er ikke 375 kr\. pr\. salgstime\..*15\.000 kr\./),
      }),
    ]);
    // A price that divides evenly: the hours that fit it are named.
    const even = factsFromForm(form({ "packages.starter.from": "18.750" }), defaultFacts).candidate;
    const suggestion = await saveFactsDraft(database.db, even, 0, mette);
    expect(suggestion.ok || suggestion.fields![0]!.message).toMatch(/ret timerne til 50 /);
    const words = factsFromForm(form({ "counts.customers": "mange", "openingHours.0.opens": "8" }), defaultFacts).candidate;
    const messages = await saveFactsDraft(database.db, words, 0, mette);
    expect(messages.ok ? [] : messages.fields!.map((field) => `${field.path}: ${field.message}`)).toEqual([
      expect.stringMatching(/^counts\.customers: Antal kunder: skriv et helt tal/),
      expect.stringMatching(/^openingHours\.0\.opens: Mandag–torsdag: åbner: skriv et klokkeslæt som 08:00/),
    ]);
    expect((await getFacts(database.db)).id).toBeNull();
  });

  it("saves a draft, publishes it (one version bump; the snapshot and every fact carry it), refuses a stale save, restores in one press", async () => {
    const before = await contentVersion(database.db);
    const changed: Facts = structuredClone(defaultFacts);
    changed.packages.starter = { from: 18_750, hours: 50 };
    const saved = await saveFactsDraft(database.db, changed, 0, mette);
    expect(saved).toMatchObject({ ok: true, version: 2, message: "Kladden er gemt." });
    expect((await loadSnapshot(database.db)).facts).toBeUndefined();
    expect(await contentVersion(database.db)).toBe(before);

    const published = await publishFacts(database.db, { expectedVersion: 2 }, mette);
    expect(published).toMatchObject({ ok: true, version: 3 });
    expect(await contentVersion(database.db)).toBe(before + 1);
    const snapshot = await loadSnapshot(database.db);
    expect(snapshot.facts?.packages.starter).toEqual({ from: 18_750, hours: 50 });
    withFacts(snapshot.facts, () => {
      expect(prices.starter.from).toBe(18_750);
    });
    expect(prices.starter.from).toBe(15_000);

    // The figure check reads the candidate sheet: a page title naming the new price passes with it, not with the build's.
    const priser = pageBySlug("priser")!;
    const meta = {
      path: "/priser",
      title: "Priser",
      description: `Starter koster 18.750 kr. om måneden for 50 timer mødebooking. Se alle pakker, og få et tilbud i dag.`,
    };
    expect((await checkPageMeta(meta, { snapshot })).problems.filter((problem) => problem.check === "faktaark")).toEqual([]);
    expect((await checkPageMeta(meta, { snapshot: { ...snapshot, facts: undefined } })).problems.map((problem) => problem.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/18\.750 kr\./)]),
    );
    expect(priser.path).toBe("/priser");

    // Nothing new to publish, and a second person's form opened before the publish is refused naming who.
    expect(await publishFacts(database.db, { expectedVersion: 3 }, mette)).toMatchObject({ ok: false, status: 422 });
    const stale = await saveFactsDraft(database.db, defaultFacts, 2, jonas);
    expect(stale).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/^Faktaarket er ændret af mette@salgskraft\.dk .* Intet er gemt/) });

    const history = await revisions(database.db, published.ok ? published.id : 0);
    expect(history.map((revision) => revision.action)).toEqual(["udgivet", "gemt", "importeret"]);
    expect(history.at(-1)!.data).toEqual(defaultFacts);
    const restored = await restoreFacts(database.db, history.at(-1)!.id, 3, jonas);
    expect(restored).toMatchObject({ ok: true, version: 4, message: "Version 1 er gendannet og udgivet." });
    expect((await loadSnapshot(database.db)).facts).toBeUndefined();
    expect(await contentVersion(database.db)).toBe(before + 2);

    const audit = (await auditLog(database.db)).filter((entry) => entry.action === "content" && (entry.detail as { kind?: string }).kind === "facts");
    expect(audit.map((entry) => (entry.detail as { event: string }).event).sort()).toEqual(["gendannet", "udgivet"]);
  });

  it("exports the sheet as fakta/site.json and imports it back; an import the schema refuses changes nothing", async () => {
    const changed: Facts = structuredClone(defaultFacts);
    changed.responseHours = 12;
    const version = (await getFacts(database.db)).version;
    expect((await saveFactsDraft(database.db, changed, version, mette)).ok).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), "fakta-"));
    try {
      await exportContent(database.db, dir);
      const file = path.join(dir, "fakta", "site.json");
      const exported = JSON.parse(readFileSync(file, "utf8")) as { kind: string; draft: Facts };
      expect(exported).toMatchObject({ kind: "facts", draft: { responseHours: 12 } });
      const before = await contentVersion(database.db);
      writeFileSync(file, JSON.stringify({ ...exported, draft: { ...exported.draft, hourRate: 400 } }));
      const refused = await importContent(database.db, dir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ContentFilesError);
      expect((refused as ContentFilesError).problems).toEqual(
        expect.arrayContaining([expect.stringMatching(/^fakta\/site\.json: kladden: Starter: 15\.000 kr\. for 40 timer er ikke 400 kr\. pr\. salgstime/)]),
      );
      expect((await getFacts(database.db)).current.responseHours).toBe(12);
      expect(await contentVersion(database.db)).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("an imported sheet is checked like a publish: one the schema passes but the site's checks refuse changes nothing, named by file and field", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fakta-"));
    try {
      await exportContent(database.db, dir);
      const file = path.join(dir, "fakta", "site.json");
      const exported = JSON.parse(readFileSync(file, "utf8")) as { state: string; published: Facts; draft: Facts | null };
      expect(exported.state).toBe("udgivet");
      // The solar campaign's published ad says 40 %, which the sheet would no longer hold; an office's description uses a banned word.
      const refusedSheet: Facts = structuredClone(exported.published);
      refusedSheet.lifts = { ...refusedSheet.lifts, greenEnergyConversion: 41, inHouseSaving: 42 };
      refusedSheet.offices[0]!.description = `${refusedSheet.offices[0]!.description} Her skriver vi hvert script.`;
      writeFileSync(file, JSON.stringify({ ...exported, published: refusedSheet }));
      const before = { version: await contentVersion(database.db), facts: await getFacts(database.db) };
      const refused = await importContent(database.db, dir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ContentFilesError);
      const problems = (refused as ContentFilesError).problems;
      expect(
        problems.some((line) => /^fakta\/site\.json: den udgivne version, Jobopslaget \/jobs\/solenergi[^:]*: .*40.*ret jobopslaget først\.$/.test(line)),
        problems.join("\n"),
      ).toBe(true);
      expect(problems).toContain(
        "fakta/site.json: den udgivne version, Kontoret i Danmark: beskrivelse: »script« bruger vi ikke; skriv i stedet: samtaleguide.",
      );
      expect(await contentVersion(database.db)).toBe(before.version);
      expect(await getFacts(database.db)).toEqual(before.facts);

      // A sheet that passes goes in, and visitors see it.
      const passing: Facts = structuredClone(exported.published);
      passing.packages.starter = { from: 18_750, hours: 50 };
      writeFileSync(file, JSON.stringify({ ...exported, published: passing }));
      expect(await importContent(database.db, dir)).toMatchObject({ changed: ["facts/site"] });
      expect((await loadSnapshot(database.db)).facts?.packages.starter).toEqual({ from: 18_750, hours: 50 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
