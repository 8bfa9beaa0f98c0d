/**
 * Content as files (issue 36): `npm run content -- export DIR` writes every item of the content
 * store as one JSON file, `import DIR` reads such a folder back. A team can keep its site in git,
 * and tests and fresh installs can load it.
 *
 * The folder: `content.json` (the format) and one file per item, `<folder>/<slug>.json` (jobs in
 * `jobs/`), holding the item's state, scheduled time and both versions (what visitors see and the
 * unpublished draft). Keys are written in a fixed order, so an unchanged item exports byte for byte
 * the same and git shows only real changes.
 *
 * An import is checked like a publish before anything is written: every file must parse, name a
 * known kind and state, and pass the kind's checks (for a job: the job schema, the slug, a free
 * place in the menu among the jobs that stay open). One problem anywhere and nothing changes. Then
 * one transaction: a new item is inserted, a changed one gets a new version and a revision
 * ("importeret"), an identical one is left alone; items the folder does not hold are left alone
 * too and listed (an import never deletes by omission). Visitors' version moves once if anything
 * they see changed; every changed item gets an audit line.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { JobFile } from "../../content/job-schema.ts";
import { exportImages, importImagesPrepare, storeImportedImages } from "./files-images.server.ts";
import { siteCheckProblems } from "./files-checks.server.ts";
import type { Db } from "../platform/db.server.ts";
import { contentItems, contentKinds, contentStates, type ContentKind, type ContentState } from "./schema.server.ts";
import { audit, bumpContentState, checkJob, writeRevision, type Actor } from "./store.server.ts";
import { metaProblems } from "../../lib/content-checks.ts";
import { pageMetaLabels, PageMetaSchema, pageSlug } from "./page-meta-form.ts";
import { parseFacts } from "./facts-store.server.ts";

type ArticleCheck = (typeof import("./article-store.server.ts"))["checkArticle"];

const FORMAT = 1;
/** The folder each kind's files go in. */
const folders: Record<ContentKind, string> = { job: "jobs", article: "artikler", page: "sider", facts: "fakta" };
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One item as it is written to and read from its file. */
export type ContentFile = {
  kind: ContentKind;
  slug: string;
  state: ContentState;
  publishAt: string | null;
  published: unknown;
  draft: unknown;
};

/** JSON with object keys sorted at every level, two-space indented, ending in a newline. */
export function stableJson(value: unknown): string {
  const sort = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(sort);
    if (input && typeof input === "object") {
      return Object.fromEntries(
        Object.keys(input)
          .sort()
          .map((key) => [key, sort((input as Record<string, unknown>)[key])]),
      );
    }
    return input;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

export type ExportReport = { items: number; byKind: Record<string, number> };

/**
 * Writes every item to `dir`. The folder must be empty, missing, or an earlier export (it then
 * becomes this export: files of items no longer in the store go).
 */
export async function exportContent(db: Db, dir: string): Promise<ExportReport> {
  let existing: string[] = [];
  try {
    existing = readdirSync(dir);
  } catch {
    /* a new folder */
  }
  if (existing.length && !existing.includes("content.json"))
    throw new ContentFilesError([`Mappen ${dir} er ikke tom og er ikke en tidligere eksport (der er ingen content.json). Vælg en tom mappe.`]);
  const rows = await db.select().from(contentItems).orderBy(contentItems.kind, contentItems.slug);
  for (const folder of [...Object.values(folders), imagesFolder]) rmSync(path.join(dir, folder), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const byKind: Record<string, number> = {};
  for (const row of rows) {
    const file: ContentFile = {
      kind: row.kind,
      slug: row.slug,
      state: row.state,
      publishAt: row.publishAt ? row.publishAt.toISOString() : null,
      published: row.published ?? null,
      draft: row.draft ?? null,
    };
    const folder = path.join(dir, folders[row.kind]);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${row.slug}.json`), stableJson(file));
    byKind[row.kind] = (byKind[row.kind] ?? 0) + 1;
  }
  Object.assign(byKind, await exportImages(db, dir));
  writeFileSync(path.join(dir, "content.json"), stableJson({ format: FORMAT }));
  return { items: rows.length, byKind };
}

/** Every problem of an import, one Danish line each, naming the file and the field. */
export class ContentFilesError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.problems = problems;
  }
}

export type Parsed = ContentFile & { file: string };

function readFolder(dir: string): { items: Parsed[]; problems: string[] } {
  const problems: string[] = [];
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, "content.json"), "utf8"));
  } catch {
    return { items: [], problems: [`${path.join(dir, "content.json")} mangler eller er ikke gyldig JSON: mappen er ikke en indholdseksport.`] };
  }
  if ((manifest as { format?: unknown })?.format !== FORMAT)
    problems.push(`content.json: formatet ${JSON.stringify((manifest as { format?: unknown })?.format)} kendes ikke (denne version læser ${FORMAT}).`);
  const items: Parsed[] = [];
  for (const kind of contentKinds) {
    const folder = path.join(dir, folders[kind]);
    let names: string[] = [];
    try {
      if (statSync(folder).isDirectory()) names = readdirSync(folder).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const file = path.join(folders[kind], name);
      if (!name.endsWith(".json")) {
        problems.push(`${file}: kun .json-filer kan importeres.`);
        continue;
      }
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;
      } catch (error) {
        problems.push(`${file}: ikke gyldig JSON (${error instanceof Error ? error.message : error}).`);
        continue;
      }
      if (!data || typeof data !== "object" || Array.isArray(data)) {
        problems.push(`${file}: filen skal indeholde ét objekt.`);
        continue;
      }
      const unknownKeys = Object.keys(data).filter((key) => !["kind", "slug", "state", "publishAt", "published", "draft"].includes(key));
      if (unknownKeys.length) problems.push(`${file}: felter, formatet ikke kender: ${unknownKeys.join(", ")}.`);
      if (data.kind !== kind) problems.push(`${file}: kind skal være "${kind}" i mappen ${folders[kind]}/ (står: ${JSON.stringify(data.kind)}).`);
      const slug = typeof data.slug === "string" ? data.slug : "";
      if (!slugPattern.test(slug)) problems.push(`${file}: slug skal være små bogstaver, tal og bindestreger (står: ${JSON.stringify(data.slug)}).`);
      else if (name !== `${slug}.json`) problems.push(`${file}: filen skal hedde ${slug}.json efter sin slug.`);
      const state = data.state as ContentState;
      if (!contentStates.includes(state)) problems.push(`${file}: state skal være en af ${contentStates.join(", ")} (står: ${JSON.stringify(data.state)}).`);
      let publishAt: string | null = null;
      if (data.publishAt !== null && data.publishAt !== undefined) {
        if (typeof data.publishAt !== "string" || Number.isNaN(Date.parse(data.publishAt)))
          problems.push(`${file}: publishAt skal være et tidspunkt (ISO 8601) eller null.`);
        else publishAt = new Date(data.publishAt).toISOString();
      }
      items.push({ file, kind, slug, state, publishAt, published: data.published ?? null, draft: data.draft ?? null });
    }
  }
  return { items, problems };
}

/** The checks a publish applies, per item: the schema, the state's rules, the slug. */
function checkItem(item: Parsed, checkArticle: ArticleCheck | null): string[] {
  const problems: string[] = [];
  const versions = [
    ["published", "den udgivne version"],
    ["draft", "kladden"],
  ] as const;
  for (const [key, label] of versions) {
    const data = item[key];
    if (data === null) continue;
    if (item.kind === "facts") {
      // The fact sheet: one file, fakta/site.json, each version through the editor's schema (./facts-store.server.ts);
      // what is published then passes the publish's checks too (./files-checks.server.ts).
      const checkedFacts = parseFacts(data);
      if ("refused" in checkedFacts) for (const field of checkedFacts.refused.fields ?? []) problems.push(`${item.file}: ${label}: ${field.message}`);
      if (item.slug !== "site") problems.push(`${item.file}: faktaarket skal hedde site.json.`);
      continue;
    }
    if (item.kind === "page") {
      // A page's title and description (app/server/content/page-meta.server.ts): the schema, its path, and what is published within the meta lengths.
      const checkedPage = PageMetaSchema.safeParse(data);
      if (!checkedPage.success) {
        for (const issue of checkedPage.error.issues) problems.push(`${item.file}: ${label}, ${String(issue.path[0] ?? "")}: ${issue.message}.`);
        continue;
      }
      if (pageSlug(checkedPage.data.path) !== item.slug)
        problems.push(`${item.file}: ${label} gælder ${checkedPage.data.path}, filen skal hedde ${pageSlug(checkedPage.data.path)}.json.`);
      if (key === "published")
        for (const problem of metaProblems(checkedPage.data, pageMetaLabels)) problems.push(`${item.file}: ${label}, ${problem.label}: ${problem.message}.`);
      continue;
    }
    if (item.kind === "article") {
      // An article's draft may be unfinished (the editor saves it so); what is published must pass every check.
      const checkedArticle = checkArticle!(data);
      if (key === "published" && !checkedArticle.ok)
        for (const field of checkedArticle.fields) problems.push(`${item.file}: ${label}, ${field.label}: ${field.message}.`);
      const slug = (data as { slug?: unknown }).slug;
      if (slug !== item.slug) problems.push(`${item.file}: ${label} har slug "${String(slug)}", filen "${item.slug}".`);
      continue;
    }
    const checked = checkJob(data);
    if (!checked.ok) for (const field of checked.fields) problems.push(`${item.file}: ${label}, ${field.label}: ${field.message}.`);
    else if (checked.job.slug !== item.slug) problems.push(`${item.file}: ${label} har slug "${checked.job.slug}", filen "${item.slug}".`);
  }
  if (item.kind === "facts" && (item.state === "planlagt" || item.state === "lukket"))
    problems.push(`${item.file}: faktaarket kan kun være kladde eller udgivet (står: ${JSON.stringify(item.state)}).`);
  if ((item.state === "udgivet" || item.state === "lukket") && item.published === null)
    problems.push(`${item.file}: et ${item.state} job skal have en udgivet version (published).`);
  if ((item.state === "kladde" || item.state === "planlagt") && item.published !== null)
    problems.push(`${item.file}: et job i tilstanden ${item.state} er aldrig udgivet; flyt teksten til draft.`);
  if ((item.state === "kladde" || item.state === "planlagt") && item.draft === null)
    problems.push(`${item.file}: en ${item.state} skal have en kladde (draft).`);
  if (item.state === "planlagt" && !item.publishAt) problems.push(`${item.file}: et planlagt job skal have publishAt.`);
  return problems;
}

export type ImportReport = { created: string[]; changed: string[]; unchanged: number; untouched: string[] };

/** The folder the photos and logos go in (./files-images.server.ts); an export replaces it like the kinds' folders. */
export const imagesFolder = "billeder";

const visible = (state: ContentState) => state === "udgivet" || state === "lukket";
const same = (a: unknown, b: unknown) => stableJson(a ?? null) === stableJson(b ?? null);

/** Reads `dir` into the store; throws ContentFilesError with every problem and changes nothing when one is found. */
export async function importContent(db: Db, dir: string, actor: Actor | null = null): Promise<ImportReport> {
  const { items, problems } = readFolder(dir);
  // Loaded only when the folder holds an article: the article store reads the repository's articles
  // through Vite's import.meta.glob, which plain Node (the CLI) does not have (left: issue 36).
  const checkArticle = items.some((item) => item.kind === "article") ? (await import("./article-store.server.ts")).checkArticle : null;
  for (const item of items) problems.push(...checkItem(item, checkArticle));
  // The site's own checks on what will be published, with the store as it will be after the import (./files-checks.server.ts).
  if (!problems.length) problems.push(...(await siteCheckProblems(db, items)));
  // Photos and logos: the upload's checks and pipeline, before anything is written (./files-images.server.ts).
  const images = await importImagesPrepare(db, dir);
  problems.push(...images.problems);
  if (problems.length) throw new ContentFilesError(problems);

  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table content_items in exclusive mode`);
    const rows = await tx.select().from(contentItems);
    const key = (kind: string, slug: string) => `${kind}/${slug}`;
    const current = new Map(rows.map((row) => [key(row.kind, row.slug), row]));
    const incoming = new Map(items.map((item) => [key(item.kind, item.slug), item]));

    // Two open jobs in one place of the menu, counted over the store as it will be after the import.
    const orders = new Map<number, string>();
    const orderProblems: string[] = [];
    for (const [id, row] of current)
      if (!incoming.has(id) && row.kind === "job") checkOrder(`${id} (i databasen)`, row.state, (row.draft ?? row.published) as JobFile | null);
    for (const item of items) if (item.kind === "job") checkOrder(item.file, item.state, (item.draft ?? item.published) as JobFile | null);
    function checkOrder(where: string, state: ContentState, job: JobFile | null) {
      if (state === "lukket" || !job) return;
      const other = orders.get(job.order);
      if (other) orderProblems.push(`${where}: placering i menuen ${job.order} bruges også af ${other}.`);
      else orders.set(job.order, where);
    }
    if (orderProblems.length) throw new ContentFilesError(orderProblems);

    const report: ImportReport = { created: [], changed: [], unchanged: 0, untouched: [] };
    let visitorsSeeChange = false;
    for (const item of items) {
      const row = current.get(key(item.kind, item.slug));
      const publishAt = item.publishAt ? new Date(item.publishAt) : null;
      const title = item.kind === "facts" ? "Faktaark" : ((item.draft ?? item.published) as JobFile).title;
      const closedAt = item.state === "lukket" ? (row?.closedAt ?? new Date()) : null;
      if (!row) {
        const [inserted] = await tx
          .insert(contentItems)
          .values({
            kind: item.kind,
            slug: item.slug,
            state: item.state,
            published: item.published,
            draft: item.draft,
            publishAt,
            closedAt,
            version: 1,
            updatedBy: actor?.userId ?? null,
          })
          .returning({ id: contentItems.id });
        await writeRevision(tx, inserted!.id, 1, item.draft ?? item.published, "importeret", actor);
        await audit(tx, actor, "importeret", { kind: item.kind, slug: item.slug, title });
        report.created.push(key(item.kind, item.slug));
        if (visible(item.state)) visitorsSeeChange = true;
        continue;
      }
      const unchanged =
        row.state === item.state &&
        same(row.published, item.published) &&
        same(row.draft, item.draft) &&
        (row.publishAt?.toISOString() ?? null) === (publishAt?.toISOString() ?? null);
      if (unchanged) {
        report.unchanged++;
        continue;
      }
      const version = row.version + 1;
      await tx
        .update(contentItems)
        .set({
          state: item.state,
          published: item.published,
          draft: item.draft,
          publishAt,
          closedAt,
          version,
          updatedAt: new Date(),
          updatedBy: actor?.userId ?? null,
        })
        .where(eq(contentItems.id, row.id));
      await writeRevision(tx, row.id, version, item.draft ?? item.published, "importeret", actor);
      await audit(tx, actor, "importeret", { kind: item.kind, slug: item.slug, title });
      report.changed.push(key(item.kind, item.slug));
      if (row.state !== item.state || !same(row.published, item.published)) visitorsSeeChange = true;
    }
    for (const id of current.keys()) if (!incoming.has(id)) report.untouched.push(id);
    if (await storeImportedImages(tx, images, actor, report)) visitorsSeeChange = true;
    if (visitorsSeeChange) await bumpContentState(tx);
    return report;
  });
}
