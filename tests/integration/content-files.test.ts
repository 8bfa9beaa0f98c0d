/**
 * Content as files (issue 36: `npm run content -- export DIR` / `import DIR`) on both engines: an
 * export holds every job ad, an unchanged store exports byte for byte the same, an import creates,
 * changes and closes jobs with a revision and an audit line each and moves what visitors see once,
 * an identical import changes nothing, and an import with one bad file changes nothing at all and
 * names the file and the field in Danish. The CLI itself runs on PostgreSQL.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../app/content/jobs.ts";
import type { JobFile } from "../../app/content/job-schema.ts";
import { ContentFilesError, exportContent, importContent, type ContentFile } from "../../app/server/content/files.server.ts";
import { contentItems, contentRevisions } from "../../app/server/content/schema.server.ts";
import { contentVersion, listContent } from "../../app/server/content/store.server.ts";
import { auditLog } from "../../app/server/inbox/history.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-content-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const readItem = (dir: string, slug: string) =>
  JSON.parse(readFileSync(path.join(dir, "jobs", `${slug}.json`), "utf8")) as ContentFile & { published: JobFile };
const writeItem = (dir: string, item: ContentFile) => writeFileSync(path.join(dir, "jobs", `${item.slug}.json`), JSON.stringify(item, null, 2));
const slugs = jobs.map((job) => job.slug);

describe.each(engines())("content as files on $name", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("exports every job ad as one JSON file with its state, and the same store exports byte for byte the same", async () => {
    const dir = folder();
    const report = await exportContent(database.db, dir);
    expect(report).toEqual({ items: jobs.length, byKind: { job: jobs.length } });
    expect(readdirSync(path.join(dir, "jobs")).sort()).toEqual(slugs.map((slug) => `${slug}.json`).sort());
    const first = readItem(dir, slugs[0]!);
    const { path: _path, file: _file, ...repositoryJob } = jobs[0]!;
    expect(first).toMatchObject({ kind: "job", slug: slugs[0], state: "udgivet", publishAt: null, draft: null });
    expect(first.published).toEqual(repositoryJob);
    const again = folder();
    await exportContent(database.db, again);
    for (const slug of slugs)
      expect(readFileSync(path.join(again, "jobs", `${slug}.json`), "utf8")).toBe(readFileSync(path.join(dir, "jobs", `${slug}.json`), "utf8"));
  });

  it("refuses to export into a folder that holds other files, and replaces an earlier export", async () => {
    const foreign = folder();
    writeFileSync(path.join(foreign, "noter.txt"), "mine noter");
    await expect(exportContent(database.db, foreign)).rejects.toThrow(/er ikke tom og er ikke en tidligere eksport/);
    expect(readdirSync(foreign)).toEqual(["noter.txt"]);
    const earlier = folder();
    await exportContent(database.db, earlier);
    writeFileSync(path.join(earlier, "jobs", "gammelt-job.json"), "{}");
    await exportContent(database.db, earlier);
    expect(readdirSync(path.join(earlier, "jobs"))).not.toContain("gammelt-job.json");
  });

  it("an identical import changes nothing; one with changes creates, edits and closes, with a revision and an audit line each, and visitors' version moves once", async () => {
    const dir = folder();
    await exportContent(database.db, dir);
    const before = await contentVersion(database.db);
    expect(await importContent(database.db, dir)).toEqual({ created: [], changed: [], unchanged: jobs.length, untouched: [] });
    expect(await contentVersion(database.db)).toBe(before);

    const edited = readItem(dir, slugs[0]!);
    edited.published = { ...edited.published, title: `${edited.published.title} (ny tekst)` };
    writeItem(dir, edited);
    const closed = readItem(dir, slugs[1]!);
    closed.state = "lukket";
    writeItem(dir, closed);
    const base = readItem(dir, slugs[2]!).published;
    const maxOrder = Math.max(...jobs.map((job) => job.order));
    const fresh: ContentFile = {
      kind: "job",
      slug: "kundeservice-fra-filer",
      state: "kladde",
      publishAt: null,
      published: null,
      draft: {
        ...base,
        slug: "kundeservice-fra-filer",
        order: maxOrder + 1,
        title: "Kundeservice fra filer",
        meta: { ...base.meta, canonicalPath: "/jobs/kundeservice-fra-filer" },
        remote: undefined,
      },
    };
    writeItem(dir, fresh);

    const report = await importContent(database.db, dir);
    expect(report.created).toEqual(["job/kundeservice-fra-filer"]);
    expect(report.changed.sort()).toEqual([`job/${slugs[0]}`, `job/${slugs[1]}`].sort());
    expect(report.unchanged).toBe(jobs.length - 2);
    expect(await contentVersion(database.db)).toBe(before + 1);

    const list = await listContent(database.db, "job");
    expect(list.find((item) => item.slug === slugs[0])!.title).toMatch(/\(ny tekst\)$/);
    expect(list.find((item) => item.slug === slugs[1])!.state).toBe("lukket");
    expect(list.find((item) => item.slug === "kundeservice-fra-filer")).toMatchObject({ state: "kladde", version: 1, hasDraft: true });
    const [row] = await database.db.select().from(contentItems).where(eq(contentItems.slug, slugs[0]!));
    const [revision] = await database.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, row!.id))
      .orderBy(desc(contentRevisions.id))
      .limit(1);
    expect(revision).toMatchObject({ action: "importeret", version: row!.version });
    const audit = await auditLog(database.db);
    const imported = audit.filter((entry) => (entry.detail as { event?: string } | null)?.event === "importeret");
    expect(imported.map((entry) => (entry.detail as { slug: string }).slug).sort()).toEqual(["kundeservice-fra-filer", slugs[0], slugs[1]].sort());
  });

  it("one bad file and nothing changes: every problem named by file and field, in Danish", async () => {
    const dir = folder();
    await exportContent(database.db, dir);
    const before = await contentVersion(database.db);
    const good = readItem(dir, slugs[3]!);
    writeItem(dir, { ...good, published: { ...good.published, title: "Ændret, men må ikke komme med" } });
    const bad = readItem(dir, slugs[4]!);
    writeItem(dir, { ...bad, published: { ...bad.published, title: "" } });
    writeFileSync(path.join(dir, "jobs", "ikke-json.json"), "{ ikke json");

    let problems: string[] = [];
    try {
      await importContent(database.db, dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentFilesError);
      problems = (error as ContentFilesError).problems;
    }
    expect(problems.some((line) => line.startsWith(`jobs/${slugs[4]}.json: den udgivne version, Titel:`))).toBe(true);
    expect(problems.some((line) => line.startsWith("jobs/ikke-json.json: ikke gyldig JSON"))).toBe(true);
    expect(await contentVersion(database.db)).toBe(before);
    const list = await listContent(database.db, "job");
    expect(list.find((item) => item.slug === slugs[3])!.title).not.toBe("Ændret, men må ikke komme med");
  });

  it("refuses two open jobs in one place of the menu, counting the jobs the folder leaves alone", async () => {
    const dir = folder();
    await exportContent(database.db, dir);
    rmSync(path.join(dir, "jobs", `${slugs[5]}.json`));
    const taken = (await listContent(database.db, "job")).find((item) => item.slug === slugs[5])!.order!;
    const moved = readItem(dir, slugs[6]!);
    writeItem(dir, { ...moved, published: { ...moved.published, order: taken } });
    const before = await contentVersion(database.db);
    await expect(importContent(database.db, dir)).rejects.toThrow(new RegExp(`placering i menuen ${taken} bruges også af job/${slugs[5]} \\(i databasen\\)`));
    expect(await contentVersion(database.db)).toBe(before);
  });

  it.runIf(engine.name === "postgres")("npm run content exports and imports through the CLI, and says what is wrong in Danish", async () => {
    const url = database.url!;
    const cli = (...args: string[]) => {
      const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: url };
      delete env.SCRYPT_COST; // the CLI runs as development, which refuses the test run's low cost
      return spawnSync(process.execPath, ["scripts/content.ts", ...args], { env, encoding: "utf8" });
    };
    const dir = path.join(folder(), "indhold");
    const exported = cli("export", dir);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/^Eksporteret til .*indhold: \d+ emner \(job: \d+\)\.$/m);
    const bad = readItem(dir, slugs[0]!);
    writeItem(dir, { ...bad, state: "udsolgt" as never });
    const refused = cli("import", dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Intet er importeret. Ret dette og prøv igen:");
    expect(refused.stderr).toContain(`jobs/${slugs[0]}.json: state skal være en af kladde, planlagt, udgivet, lukket (står: "udsolgt")`);
    const usage = cli("eksporter");
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/^Brug: npm run content -- export <mappe>/);
  });
});
