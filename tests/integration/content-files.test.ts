/**
 * Content as files (issue 36: `npm run content -- export DIR` / `import DIR`) on both engines: an
 * export holds every job ad, an unchanged store exports byte for byte the same, an import creates,
 * changes and closes jobs with a revision and an audit line each and moves what visitors see once,
 * an identical import changes nothing, and an import with one bad file changes nothing at all and
 * names the file and the field in Danish. Photos and logos go out as image files with a JSON beside
 * them and come back through the upload's checks and pipeline (an SVG with a script refuses the
 * whole folder); an import runs the site's own checks (glossary, fact sheet …) on what it would
 * publish. The CLI itself runs on PostgreSQL.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { fileArticles } from "../../app/server/content/article-store.server.ts";
import { setCaseClient, uploadImage } from "../../app/server/content/images.server.ts";
import { loadSnapshot } from "../../app/server/content/snapshot.server.ts";
import { resultRows } from "../../app/server/platform/db.server.ts";
import { staffUsers } from "../../app/server/schema.server.ts";
import { jobs } from "../../app/content/jobs.ts";
import type { JobFile } from "../../app/content/job-schema.ts";
import { ContentFilesError, exportContent, importContent, type ContentFile } from "../../app/server/content/files.server.ts";
import { contentItems, contentRevisions } from "../../app/server/content/schema.server.ts";
import { contentVersion, listContent } from "../../app/server/content/store.server.ts";
import { auditLog } from "../../app/server/inbox/history.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";

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

/** A portrait as a phone gives it: JPEG, 900×1125. */
const portrait = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1125"><rect width="100%" height="100%" fill="#e2e8f0"/><circle cx="450" cy="400" r="180" fill="#0b1f3a"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();
/** A client's logo as PNG, 360×120. */
const pngLogo = () =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="360" height="120" rx="16" fill="#0b1f3a"/></svg>`))
    .png()
    .toBuffer();

/** Everything in a folder, by relative path, as bytes. */
function tree(dir: string, under = ""): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const name = path.join(under, entry.name);
    if (entry.isDirectory()) for (const [file, body] of tree(dir, name)) files.set(file, body);
    else files.set(name, readFileSync(path.join(dir, name)));
  }
  return files;
}

describe.each(engines())("content as files on $name", (engine) => {
  let database: TestDatabase;
  let editor: { userId: string };
  const counts = async () =>
    resultRows<{ images: string; audit: string; clients: string }>(
      await database.db.execute(
        sql`select (select count(*) from content_images)::text as images, (select count(*) from enquiry_history)::text as audit, (select count(*) from content_case_clients)::text as clients`,
      ),
    )[0]!;
  beforeAll(async () => {
    database = await engine.open();
    await upsertStaffUser(database.db, "redaktoer@salgskraft.dk", "korrekt-hest-batteri-haefteklamme");
    const [row] = await database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, "redaktoer@salgskraft.dk"));
    editor = { userId: row!.id };
  }, scaled(60_000));
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

  it("exports an uploaded photo and a named client's logo as image files with their JSON; an unchanged folder re-imports as nothing and re-exports byte for byte", async () => {
    expect(
      await uploadImage(
        database.db,
        { kind: "person", subject: "jonas-friis", label: "Jonas Friis", alt: "Jonas Friis ved sit skrivebord", bytes: await portrait() },
        editor,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await uploadImage(database.db, { kind: "logo", subject: "saas-hr", label: "HR", alt: "Logo: Personalia A/S", bytes: await pngLogo() }, editor),
    ).toMatchObject({
      ok: true,
    });
    expect(await setCaseClient(database.db, "saas-hr", true, "Personalia A/S", editor)).toMatchObject({ ok: true });
    const dir = folder();
    const report = await exportContent(database.db, dir);
    expect(report.byKind).toMatchObject({ person: 1, logo: 1 });
    expect(readdirSync(path.join(dir, "billeder")).sort()).toEqual([
      "logo-saas-hr.json",
      "logo-saas-hr.png",
      "person-jonas-friis.jpg",
      "person-jonas-friis.json",
    ]);
    expect(JSON.parse(readFileSync(path.join(dir, "billeder", "logo-saas-hr.json"), "utf8"))).toEqual({
      kind: "logo",
      subject: "saas-hr",
      alt: "Logo: Personalia A/S",
      file: "logo-saas-hr.png",
      client: { named: true, name: "Personalia A/S" },
    });
    expect(JSON.parse(readFileSync(path.join(dir, "billeder", "person-jonas-friis.json"), "utf8"))).toEqual({
      kind: "person",
      subject: "jonas-friis",
      alt: "Jonas Friis ved sit skrivebord",
      file: "person-jonas-friis.jpg",
    });
    const [stored] = await database.db
      .execute(sql`select source from content_images where subject = 'jonas-friis'`)
      .then((result) => resultRows<{ source: Uint8Array }>(result));
    expect(Buffer.compare(readFileSync(path.join(dir, "billeder", "person-jonas-friis.jpg")), Buffer.from(stored!.source))).toBe(0);

    const before = { version: await contentVersion(database.db), ...(await counts()) };
    const again = await importContent(database.db, dir);
    expect(again.created).toEqual([]);
    expect(again.changed).toEqual([]);
    expect({ version: await contentVersion(database.db), ...(await counts()) }).toEqual(before);
    const second = folder();
    await exportContent(database.db, second);
    const first = tree(dir);
    const then = tree(second);
    expect([...then.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [file, body] of first) expect(Buffer.compare(then.get(file)!, body), file).toBe(0);
  });

  it("imports a new photo through the upload's pipeline, and the snapshot shows it", async () => {
    const dir = folder();
    await exportContent(database.db, dir);
    mkdirSync(path.join(dir, "billeder"), { recursive: true });
    writeFileSync(path.join(dir, "billeder", "person-sofie-kragh.jpg"), await portrait());
    writeFileSync(
      path.join(dir, "billeder", "person-sofie-kragh.json"),
      JSON.stringify({ kind: "person", subject: "sofie-kragh", alt: "Sofie Kragh i telefonen", file: "person-sofie-kragh.jpg" }),
    );
    const before = await contentVersion(database.db);
    const report = await importContent(database.db, dir);
    expect(report.created).toEqual(["person/sofie-kragh"]);
    expect(await contentVersion(database.db)).toBe(before + 1);
    const snapshot = await loadSnapshot(database.db);
    expect(snapshot.images?.people["sofie-kragh"]).toMatchObject({ alt: "Sofie Kragh i telefonen" });
    const files = resultRows<{ n: string }>(
      await database.db.execute(
        sql`select count(*)::text as n from content_image_files f join content_images i on i.id = f.image_id where i.subject = 'sofie-kragh'`,
      ),
    );
    expect(Number(files[0]!.n)).toBe(18);
    const audit = await auditLog(database.db);
    expect(
      audit.some(
        (entry) => (entry.detail as { event?: string; slug?: string }).event === "importeret" && (entry.detail as { slug?: string }).slug === "sofie-kragh",
      ),
    ).toBe(true);
  });

  it("a folder with an SVG logo carrying a script, or an image without alt text, is refused whole: nothing changes", async () => {
    const dir = folder();
    await exportContent(database.db, dir);
    const job = readItem(dir, slugs[7]!);
    writeItem(dir, { ...job, published: { ...job.published, title: "Må ikke komme med" } });
    writeFileSync(
      path.join(dir, "billeder", "logo-revision-raadgivning.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><script>alert(document.cookie)</script><rect width="300" height="100"/></svg>',
    );
    writeFileSync(
      path.join(dir, "billeder", "logo-revision-raadgivning.json"),
      JSON.stringify({
        kind: "logo",
        subject: "revision-raadgivning",
        alt: "Logo: Revisor A/S",
        file: "logo-revision-raadgivning.svg",
        client: { named: true, name: "Revisor A/S" },
      }),
    );
    writeFileSync(path.join(dir, "billeder", "person-louise-winther.jpg"), await portrait());
    writeFileSync(
      path.join(dir, "billeder", "person-louise-winther.json"),
      JSON.stringify({ kind: "person", subject: "louise-winther", alt: "", file: "person-louise-winther.jpg" }),
    );
    const before = { version: await contentVersion(database.db), ...(await counts()) };
    let problems: string[] = [];
    try {
      await importContent(database.db, dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentFilesError);
      problems = (error as ContentFilesError).problems;
    }
    expect(problems).toContain(
      "billeder/logo-revision-raadgivning.svg: Logo: SVG-filen indeholder et script, så den er afvist. Gem logoet igen som ren SVG (uden scripts og eksterne filer) eller som PNG.",
    );
    expect(problems.some((line) => line.startsWith("billeder/person-louise-winther.json: Alternativ tekst:"))).toBe(true);
    expect({ version: await contentVersion(database.db), ...(await counts()) }).toEqual(before);
    expect((await listContent(database.db, "job")).find((item) => item.slug === slugs[7])!.title).not.toBe("Må ikke komme med");
  });

  it("runs the site's own checks on what the import would publish: a banned word in an article and a figure the fact sheet lacks in a job are refused by file and field", async () => {
    const dir = folder();
    await exportContent(database.db, dir);
    const article = fileArticles()[0]!;
    mkdirSync(path.join(dir, "artikler"), { recursive: true });
    const articleFile: ContentFile = {
      kind: "article",
      slug: article.slug,
      state: "udgivet",
      publishAt: null,
      published: { ...article, excerpt: `${article.excerpt.slice(0, 100)} Vi giver dig et script til hver samtale.` },
      draft: null,
    };
    writeFileSync(path.join(dir, "artikler", `${article.slug}.json`), JSON.stringify(articleFile, null, 2));
    const job = readItem(dir, slugs[0]!);
    writeItem(dir, { ...job, published: { ...job.published, tasks: ["Du ringer til 230 virksomheder om ugen.", ...job.published.tasks.slice(1)] } });
    const before = { version: await contentVersion(database.db), ...(await counts()) };
    let problems: string[] = [];
    try {
      await importContent(database.db, dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentFilesError);
      problems = (error as ContentFilesError).problems;
    }
    expect(problems, problems.join("\n")).toContain(
      `artikler/${article.slug}.json: den udgivne version, Uddrag: »script« bruger vi ikke; skriv i stedet: samtaleguide.`,
    );
    expect(
      problems.some((line) =>
        line.startsWith(`jobs/${slugs[0]}.json: den udgivne version, Opgaver, linje 1: nævner »230 virksomheder«, som faktaarket ikke har`),
      ),
    ).toBe(true);
    expect({ version: await contentVersion(database.db), ...(await counts()) }).toEqual(before);
    expect(await listContent(database.db, "article")).toEqual([]);
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
    expect(exported.stdout).toMatch(/^Eksporteret til .*indhold: \d+ emner \(job: \d+[^)]*\)\.$/m);
    // The site's checks and the images run on plain Node too (scripts/glob-hooks.ts); the window size is left to the server.
    const unchanged = cli("import", dir);
    expect(unchanged.status, unchanged.stderr).toBe(0);
    expect(unchanged.stdout).toMatch(/0 nye, 0 ændrede/);
    expect(unchanged.stdout).toContain("første TCP-vindue måles ikke her, men ved næste udgivelse eller gengivelse på serveren");
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
