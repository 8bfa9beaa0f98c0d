/**
 * The published content as the site uses it: the open jobs (menu, grids, sitemap, llms.txt, the
 * agent catalog, each job page's copy) and the closed ones (their pages answer 410). One snapshot
 * is one version of the content store, read in one transaction, so every page rendered from it
 * agrees with every other.
 *
 * - At build (prerender has no database) and in a store without jobs: the repository's files,
 *   app/content/jobs/<slug>.ts, version 0. The build's output is therefore the files' site.
 * - At run time: the `content_items` rows of kind 'job' (their `published` JobFile), with the
 *   version of `content_state`, which every change to what visitors see bumps in its own
 *   transaction (docs/decisions/publishing.md).
 *
 * Loaders read the snapshot of their request with `context.get(contentContext)`; outside a
 * request (prerender) the context answers the files' snapshot.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { createContext, data } from "react-router";
import type { BlogPost } from "../../content/blog.server.ts";
import { JobFileSchema, type JobFile } from "../../content/job-schema.ts";
import { jobs as fileJobs } from "../../content/jobs.ts";
import type { SiteContent } from "../../lib/route-table.ts";
import { resultRows, type Db } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { articlesFromRows, type ArticleRow } from "./article-snapshot.server.ts";
import { recordHistory } from "../inbox/history.server.ts";
import { pageMetaFromRows, type PageMetaRow } from "./page-meta.server.ts";
import { contentRevisions } from "./schema.server.ts";
import type { SiteImages } from "../../content/image-slots.ts";
import { fileImages, readImages } from "./image-snapshot.server.ts";
import { FactsSchema } from "../../content/fact-sheet-schema.ts";
import { defaultFacts, type Facts } from "../../content/site.ts";

/** A published job: its file's content and its path on the site. */
export type PublishedJob = JobFile & { path: string };

export type ContentSnapshot = SiteContent & {
  /** content_state.version (0: the repository's files, no store yet). */
  version: number;
  /** Where it came from. */
  source: "files" | "store";
  /** Open jobs in menu order: listed everywhere, their pages answer 200. */
  jobs: readonly PublishedJob[];
  /** Closed jobs (state lukket, or past validThrough): their pages answer 410, listed nowhere. */
  closedJobs: readonly PublishedJob[];
  /**
   * Published articles, newest first (app/server/content/article-snapshot.server.ts); undefined: the
   * repository's files (the build, a store without article rows). Read them with `postsOf`.
   */
  articles?: readonly BlogPost[];
  /**
   * The photos and logos the site shows (app/server/content/image-snapshot.server.ts); undefined:
   * the build's files from content/images/. Read them with `imagesOf`.
   */
  images?: SiteImages;
  /**
   * The published fact sheet (/admin/indhold/fakta); undefined: the build's `defaultFacts`. Every
   * render of this snapshot reads it (app/server/content/facts.server.ts).
   */
  facts?: Facts;
  /** The newest change the snapshot holds (content_items.updated_at), for the publish-to-live log. */
  changedAt?: Date;
};

const withPath = (job: JobFile): PublishedJob => ({ ...job, path: `/jobs/${job.slug}` });

/** The repository's job files, all open, version 0: exactly what the build prerenders. */
export function snapshotFromFiles(): ContentSnapshot {
  return { version: 0, source: "files", jobs: fileJobs.map(({ file: _file, ...job }) => job), closedJobs: [] };
}

const filesSnapshot = snapshotFromFiles();

/** The photos and logos of a snapshot: the uploads over the build's files. */
export const imagesOf = (snapshot: ContentSnapshot): SiteImages => snapshot.images ?? fileImages;

/** The snapshot of this request; the files' snapshot where no runtime set one (prerender). */
export const contentContext = createContext<ContentSnapshot>(filesSnapshot);

/**
 * The open job of a slug, or the answer its page gives instead: 410 with the open jobs for a
 * closed one (shown by the root's error boundary, app/components/layout/closed-job.tsx), 404 for
 * a slug that was never published.
 */
export function openJobOr410(snapshot: ContentSnapshot, slug: string | undefined): PublishedJob {
  const job = snapshot.jobs.find((candidate) => candidate.slug === slug);
  if (job) return job;
  const closed = snapshot.closedJobs.find((candidate) => candidate.slug === slug);
  if (closed) {
    const open = snapshot.jobs.map(({ path, title, description }) => ({ path, title, description }));
    throw data({ title: closed.title, open }, { status: 410, statusText: "Gone" });
  }
  throw data(null, { status: 404, statusText: "Not Found" });
}

/** JSON with object keys in order: jsonb does not keep the order a file wrote them in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

const fileCopies = new Map(filesSnapshot.jobs.map((job) => [job.slug, canonical(job)]));
const sameAsFile = new WeakMap<PublishedJob, boolean>();

/**
 * Whether a published job is word for word its repository file, so the page can read the file's
 * chunk as the build's pages do (the copy once in the document). Always true at build.
 */
export function isFileCopy(job: PublishedJob): boolean {
  let same = sameAsFile.get(job);
  if (same === undefined) {
    same = fileCopies.get(job.slug) === canonical(job);
    sameAsFile.set(job, same);
  }
  return same;
}

/** What a job page shows of a published job: everything but its place in the menu and its head tags. */
export type JobCopy = Omit<PublishedJob, "order" | "path" | "meta" | "navLabel">;

export function jobCopy(job: PublishedJob): JobCopy {
  const { order: _order, path: _path, meta: _meta, navLabel: _navLabel, ...copy } = job;
  return copy;
}

/** A short hash of a job's copy: the version part of its JSON file's address (app/lib/edited-copy.ts). */
export function jobCopyHash(copy: JobCopy): string {
  return createHash("sha256").update(canonical(copy)).digest("hex").slice(0, 16);
}

/** Today in Denmark (YYYY-MM-DD): a job is open through its validThrough day, Danish time. */
export function danishToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Copenhagen" }).format(now);
}

/** One content_items row of kind 'job', as the snapshot reads it. */
export type JobRow = { slug: string; state: string; published: unknown; updated_at?: Date | string | null };

/**
 * The snapshot of a store version. Rows whose `published` does not pass the job schema are left
 * out with a warning (the editor checks before it publishes; a row written around it must not
 * take the site down). Open: state 'udgivet' and validThrough today or later; closed: 'lukket',
 * or 'udgivet' past validThrough (the periodic check closes it in the store too, closeExpiredJobs).
 */
export function snapshotFromRows(version: number, rows: readonly JobRow[], today: string = danishToday()): ContentSnapshot {
  const open: PublishedJob[] = [];
  const closed: PublishedJob[] = [];
  let changedAt: Date | undefined;
  for (const row of rows) {
    if (row.state !== "udgivet" && row.state !== "lukket") continue;
    if (row.published == null) continue;
    const parsed = JobFileSchema.safeParse(typeof row.published === "string" ? JSON.parse(row.published) : row.published);
    if (!parsed.success) {
      log.warn("Et udgivet job passer ikke til skemaet og vises ikke", { slug: row.slug, problem: parsed.error.issues[0]?.message });
      continue;
    }
    const job = withPath(parsed.data);
    if (row.state === "lukket" || job.jobPosting.validThrough < today) closed.push(job);
    else open.push(job);
    const updated = row.updated_at ? new Date(row.updated_at) : undefined;
    if (updated && (!changedAt || updated > changedAt)) changedAt = updated;
  }
  const byOrder = (a: PublishedJob, b: PublishedJob) => a.order - b.order || a.slug.localeCompare(b.slug);
  return { version, source: "store", jobs: open.sort(byOrder), closedJobs: closed.sort(byOrder), ...(changedAt && { changedAt }) };
}

/**
 * The published fact sheet of the store's rows of kind 'facts' (one row, slug 'site'), or undefined
 * when there is none, it says what the build says, or it does not pass the schema (a warning: a row
 * written around the editor must not take the site down).
 */
export function factsFromRows(rows: readonly { state: string; published: unknown }[]): Facts | undefined {
  const row = rows.find((candidate) => candidate.state === "udgivet" && candidate.published != null);
  if (!row) return undefined;
  const parsed = FactsSchema.safeParse(typeof row.published === "string" ? JSON.parse(row.published) : row.published);
  if (!parsed.success) {
    log.warn("Det udgivne faktaark passer ikke til skemaet og vises ikke", { problem: parsed.error.issues[0]?.message });
    return undefined;
  }
  return canonical(parsed.data) === canonical(defaultFacts) ? undefined : parsed.data;
}

/** A query on a table the store's migration has not made yet (PostgreSQL 42P01). */
function isMissingTable(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "42P01") return true;
    if (/relation "content_(state|items|images|case_clients)" does not exist/.test(String((cause as { message?: unknown }).message ?? ""))) return true;
  }
  return false;
}

/** content_state.version, or 0 while the store has none (no table or no row yet). */
export async function readContentVersion(db: Db): Promise<number> {
  try {
    const rows = resultRows<{ version: string | number }>(await db.execute(sql`select version from content_state limit 1`));
    return rows.length ? Number(rows[0]!.version) : 0;
  } catch (error) {
    if (isMissingTable(error)) return 0;
    throw error;
  }
}

/**
 * The published jobs and the version they belong to, read in one transaction (repeatable read):
 * a publish that commits between the two reads cannot pair new rows with an old version. A store
 * without job rows shows the repository's files (a fresh install before its content is imported).
 */
export async function loadSnapshot(db: Db, today: string = danishToday()): Promise<ContentSnapshot> {
  try {
    return await db.transaction(
      async (tx) => {
        const state = resultRows<{ version: string | number }>(await tx.execute(sql`select version from content_state limit 1`));
        const version = state.length ? Number(state[0]!.version) : 0;
        const rows = resultRows<JobRow>(await tx.execute(sql`select slug, state, published, updated_at from content_items where kind = 'job'`));
        const articleRows = resultRows<ArticleRow>(await tx.execute(sql`select slug, state, published, updated_at from content_items where kind = 'article'`));
        const pageRows = resultRows<PageMetaRow>(await tx.execute(sql`select slug, state, published from content_items where kind = 'page'`));
        const factRows = resultRows<{ state: string; published: unknown }>(
          await tx.execute(sql`select state, published from content_items where kind = 'facts'`),
        );
        const snapshot: ContentSnapshot = rows.length ? snapshotFromRows(version, rows, today) : { ...filesSnapshot, version };
        const images = await readImages(tx).catch((error: unknown) => {
          // A store whose image tables the migration has not made yet shows the build's files.
          if (isMissingTable(error)) return undefined;
          throw error;
        });
        const withImages = images ? { ...snapshot, images } : snapshot;
        // Titles and descriptions published in /admin/indhold/sider (none: the pages' own).
        const pageMeta = pageMetaFromRows(pageRows);
        const withPages = pageMeta ? { ...withImages, source: "store" as const, pageMeta } : withImages;
        // The fact sheet published in /admin/indhold/fakta (none, or the same as the build's: the build's).
        const facts = factsFromRows(factRows);
        const withFacts = facts ? { ...withPages, source: "store" as const, facts } : withPages;
        return articleRows.length ? { ...withFacts, source: "store" as const, articles: articlesFromRows(articleRows) } : withFacts;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  } catch (error) {
    if (isMissingTable(error)) return filesSnapshot;
    throw error;
  }
}

/**
 * Closes every published job past its validThrough (Danish date) and bumps the content version in
 * the same transaction, so every instance regenerates; each closed job gets a revision (»Lukket«,
 * by the system) and an audit entry, as a close by hand does. Each instance runs it; the row lock
 * makes a second instance's update find nothing left to close, so the version moves once.
 * Returns the slugs it closed.
 */
export async function closeExpiredJobs(db: Db, today: string = danishToday()): Promise<string[]> {
  try {
    return await db.transaction(async (tx) => {
      const closed = resultRows<{ id: number | string; slug: string; version: number | string; published: unknown }>(
        await tx.execute(sql`
          update content_items
             set state = 'lukket', closed_at = now(), updated_at = now(), updated_by = null, version = version + 1
           where kind = 'job' and state = 'udgivet' and published -> 'jobPosting' ->> 'validThrough' < ${today}
          returning id, slug, version, published`),
      );
      for (const row of closed) {
        const published = typeof row.published === "string" ? JSON.parse(row.published) : row.published;
        await tx.insert(contentRevisions).values({ itemId: Number(row.id), version: Number(row.version), data: published, action: "lukket", staffId: null });
        await recordHistory(tx, {
          actorId: null,
          action: "content",
          detail: { event: "lukket", kind: "job", slug: row.slug, title: (published as { title?: string } | null)?.title ?? row.slug, expired: today },
        });
      }
      // The row exists from the first publish or seed; an upsert, like the store's bump (a migration
      // does not insert it, so a restore into a freshly migrated database finds the table empty).
      if (closed.length)
        await tx.execute(
          sql`insert into content_state (id, version) values (1, 1) on conflict (id) do update set version = content_state.version + 1, updated_at = now()`,
        );
      return closed.map((row) => row.slug);
    });
  } catch (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
}
