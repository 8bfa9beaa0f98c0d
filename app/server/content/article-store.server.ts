/**
 * Articles in the content store (issue 36, kind 'article'): the blog's posts as rows the agency
 * writes in /admin/indhold/blog. The same tables, states and rules as job ads (./store.server.ts):
 * every change is one transaction that locks the row and compares the version the editor's form
 * started from (a stale save is refused naming who changed the article and when), writes a
 * revision, and bumps `content_state.version` whenever what visitors see changes.
 *
 * States: kladde (never published), planlagt (first publication at publish_at), udgivet (on the
 * blog; a pending edit sits in `draft`, possibly scheduled), lukket (taken down: its page answers
 * 404 and it leaves every list; publishing again brings it back). Publish, unpublish and restore
 * go in the audit log. The body is Markdown, as in content/blog/*.md.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import * as z from "zod";
import { ArticleSchema, articleFromSource, bodyProblems, publicImageExists, type Article } from "../../content/blog.server.ts";
import { blogSources } from "../../content/blog-sources.ts";
import { recordHistory } from "../inbox/history.server.ts";
import type { Db } from "../platform/db.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import type { PageMeasure } from "./checks.server.ts";
import { contentItems, contentRevisions, contentState, type ContentState, type RevisionAction } from "./schema.server.ts";
import { danishTime, getContent, type Actor, type ContentItem, type FieldProblem, type StoreResult } from "./store.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** An article item: the store's item with the article's content. */
export type ArticleItem = Omit<ContentItem, "published" | "draft"> & { published: Article | null; draft: Article | null };

/** The Danish names of an article's fields, for messages and the history's diff. */
export const articleFieldLabels: Record<string, string> = {
  slug: "Adresse (slug)",
  id: "Nummer",
  title: "Titel",
  excerpt: "Uddrag",
  description: "Metabeskrivelse",
  category: "Kategori",
  date: "Dato",
  updated: "Senest opdateret",
  author: "Skribent",
  authorRole: "Skribentens rolle",
  image: "Forsidebillede",
  imageAlt: "Forsidebilledets alternative tekst",
  tags: "Emner",
  address: "Taler til",
  body: "Brødtekst",
};

const notFound: StoreResult = { ok: false, status: 404, error: "Artiklen findes ikke (længere). Gå tilbage til listen over artikler." };
const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1;

/** A field's Danish name for the checks' messages ("body" → "Brødtekst"; a list's item by its list). */
export const articleFieldLabel = (path: readonly PropertyKey[]) => articleFieldLabels[String(path[0] ?? "")] ?? path.map(String).join(".");

/** The item of an id when it is an article. */
export async function getArticle(db: Db | Tx, id: number): Promise<ArticleItem | null> {
  const item = await getContent(db, id);
  return item && item.kind === "article" ? (item as unknown as ArticleItem) : null;
}

/** Checks an article against the schema, the body's rules and the cover's file; the problems name each field in Danish. */
export function checkArticle(
  data: unknown,
  imageExists: (publicPath: string) => boolean = publicImageExists,
): { ok: true; article: Article } | { ok: false; fields: FieldProblem[] } {
  const result = ArticleSchema.safeParse(data, { error: z.locales.da().localeError });
  const fields: FieldProblem[] = [];
  const problem = (path: string, message: string) => fields.push({ path, label: articleFieldLabels[path] ?? path, message });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      problem(path.split(".")[0] ?? path, issue.code === "unrecognized_keys" ? `har felter, skemaet ikke kender: ${issue.keys.join(", ")}` : issue.message);
    }
    const body = (data as { body?: unknown } | null)?.body;
    if (typeof body === "string" && body.trim() && !fields.some((field) => field.path === "body"))
      for (const message of bodyProblems(body)) problem("body", message);
    return { ok: false, fields };
  }
  for (const message of bodyProblems(result.data.body)) problem("body", message);
  if (!imageExists(result.data.image)) problem("image", `${result.data.image} findes ikke blandt sitets billeder`);
  return fields.length ? { ok: false, fields } : { ok: true, article: result.data };
}

const problemText = (fields: FieldProblem[]) => `Rettelser mangler: ${fields.map((field) => `${field.label}: ${field.message}`).join("; ")}.`;

async function bump(tx: Tx): Promise<void> {
  await tx
    .insert(contentState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: contentState.id, set: { version: sql`${contentState.version} + 1`, updatedAt: sql`now()` } });
}

async function lockArticle(tx: Tx, id: number, expectedVersion: number | undefined): Promise<{ item: ArticleItem } | { refused: StoreResult }> {
  if (!validId(id)) return { refused: notFound };
  const [locked] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, "article")))
    .for("update");
  if (!locked) return { refused: notFound };
  const item = (await getArticle(tx, id))!;
  if (expectedVersion !== undefined && item.version !== expectedVersion) {
    return {
      refused: {
        ok: false,
        status: 409,
        error: `Artiklen er ændret af ${item.updatedBy ?? "systemet"} ${danishTime(item.updatedAt)}, efter du åbnede den. Intet er gemt oven i deres ændring. Det, du skrev, står stadig i formularen: åbn artiklen igen i en ny fane, se ændringen, og ret derefter.`,
      },
    };
  }
  return { item };
}

async function revision(tx: Tx, itemId: number, version: number, data: unknown, action: RevisionAction, actor: Actor | null): Promise<void> {
  await tx.insert(contentRevisions).values({ itemId, version, data, action, staffId: actor?.userId ?? null });
}

async function audit(tx: Tx, actor: Actor | null, event: string, item: { slug: string; title: string }, extra: Record<string, string | number> = {}) {
  await recordHistory(tx, {
    actorId: actor?.userId ?? null,
    action: "content",
    detail: { event, kind: "article", slug: item.slug, title: item.title, ...extra },
  });
}

function update(tx: Tx, id: number, version: number, actor: Actor | null, set: Partial<typeof contentItems.$inferInsert>) {
  return tx
    .update(contentItems)
    .set({ ...set, version, updatedAt: sql`now()`, updatedBy: actor?.userId ?? null })
    .where(eq(contentItems.id, id));
}

/** A slug another article has (any state): refused, since two articles cannot share an address. */
async function slugTaken(tx: Tx, slug: string, id: number | null): Promise<boolean> {
  const [other] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, "article"), eq(contentItems.slug, slug)));
  return !!other && other.id !== id;
}

async function valid(tx: Tx, data: unknown, item: Pick<ArticleItem, "id" | "slug" | "state">): Promise<{ article: Article } | { refused: StoreResult }> {
  const checked = checkArticle(data);
  if (!checked.ok) return { refused: { ok: false, status: 422, error: problemText(checked.fields), fields: checked.fields } };
  const { article } = checked;
  if (article.slug !== item.slug) {
    const fields: FieldProblem[] = [];
    if (item.state === "udgivet" || item.state === "lukket")
      fields.push({
        path: "slug",
        label: articleFieldLabels.slug!,
        message: "kan ikke ændres, når artiklen har været udgivet (links til den ville holde op med at virke)",
      });
    else if (await slugTaken(tx, article.slug, item.id))
      fields.push({ path: "slug", label: articleFieldLabels.slug!, message: `/blog/${article.slug} bruges allerede af en anden artikel` });
    if (fields.length) return { refused: { ok: false, status: 422, error: problemText(fields), fields } };
  }
  return { article };
}

/** The next free article number (the front matter's id). */
async function nextId(tx: Tx): Promise<number> {
  const rows = await tx.select({ published: contentItems.published, draft: contentItems.draft }).from(contentItems).where(eq(contentItems.kind, "article"));
  return rows.reduce((max, row) => Math.max(max, ((row.draft ?? row.published) as Article | null)?.id ?? 0), 0) + 1;
}

/** A new article's starting point: the fields an editor fills in (saving checks them). */
export function blankArticle(slug: string, id: number, today: string): Article {
  return {
    id,
    slug,
    title: "",
    excerpt: "",
    category: "salg",
    date: today,
    author: "",
    authorRole: "",
    image: "",
    imageAlt: "",
    tags: [],
    address: "I",
    body: "",
  } as Article;
}

/** Creates a draft article at /blog/<slug> (visitors see nothing until it is published). */
export async function createArticle(db: Db, options: { slug: string; today?: string }, actor: Actor): Promise<StoreResult> {
  const slug = options.slug.trim().toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 80) {
    const fields = [
      { path: "slug", label: articleFieldLabels.slug!, message: "må kun indeholde små bogstaver a-z, tal og bindestreger, fx ringetider-der-virker" },
    ];
    return { ok: false, status: 422, error: problemText(fields), fields };
  }
  return db.transaction(async (tx) => {
    if (await slugTaken(tx, slug, null)) {
      const fields = [{ path: "slug", label: articleFieldLabels.slug!, message: `/blog/${slug} bruges allerede af en anden artikel` }];
      return { ok: false as const, status: 422, error: problemText(fields), fields };
    }
    const data = blankArticle(slug, await nextId(tx), options.today ?? new Date().toISOString().slice(0, 10));
    const [row] = await tx
      .insert(contentItems)
      .values({ kind: "article", slug, state: "kladde", draft: data, version: 1, updatedBy: actor.userId })
      .returning({ id: contentItems.id });
    await revision(tx, row!.id, 1, data, "gemt", actor);
    return { ok: true as const, id: row!.id, version: 1, message: `Artiklen er oprettet som kladde på /blog/${slug}. Skriv den, og gem.` };
  });
}

/**
 * Saves edits as the draft (visitors see nothing new). A draft is saved even when it is not
 * finished (a title and the slug are enough): the checks run on publish, and the editor shows what
 * is missing.
 */
export async function saveArticleDraft(db: Db, id: number, data: Article, expectedVersion: number, actor: Actor): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const current = await lockArticle(tx, id, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    const slug = String(data.slug ?? "").trim();
    if (slug !== item.slug) {
      const refusal =
        item.state === "udgivet" || item.state === "lukket"
          ? "kan ikke ændres, når artiklen har været udgivet (links til den ville holde op med at virke)"
          : !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
            ? "må kun indeholde små bogstaver a-z, tal og bindestreger"
            : (await slugTaken(tx, slug, id))
              ? `/blog/${slug} bruges allerede af en anden artikel`
              : null;
      if (refusal) {
        const fields = [{ path: "slug", label: articleFieldLabels.slug!, message: refusal }];
        return { ok: false as const, status: 422, error: problemText(fields), fields };
      }
    }
    const version = item.version + 1;
    await update(tx, id, version, actor, { draft: data, slug });
    await revision(tx, id, version, data, "gemt", actor);
    const checked = checkArticle(data);
    const missing = checked.ok ? "" : ` Før den kan udgives, mangler: ${checked.fields.map((field) => `${field.label}: ${field.message}`).join("; ")}.`;
    return {
      ok: true as const,
      id,
      version,
      message: `${item.state === "udgivet" ? "Kladden er gemt. Besøgende ser stadig den udgivne version, indtil du udgiver." : "Kladden er gemt."}${missing}`,
    };
  });
}

/**
 * The site's own checks (./checks.server.ts) on what a publish would show, run before its
 * transaction (a render must not hold the row lock): the transaction then publishes only the
 * version that was checked, since every change moves the version. A refusal names each field;
 * undefined when it passes or when the schema refuses it anyway (the transaction says so).
 */
async function refusedByChecks(db: Db, data: unknown, measure: PageMeasure | undefined): Promise<Extract<StoreResult, { ok: false }> | undefined> {
  const checked = checkArticle(data);
  if (!checked.ok) return undefined;
  // Loaded when needed, as for job ads: the checks read the fact sheet, which needs Vite (the content CLI runs on plain Node).
  const [{ checkArticlePage, checksText }, { loadSnapshot }] = await Promise.all([import("./checks.server.ts"), import("./snapshot.server.ts")]);
  const result = await checkArticlePage(checked.article, { snapshot: await loadSnapshot(db), measure, label: articleFieldLabel });
  if (!result.problems.length) return undefined;
  const fields = result.problems.map(({ path, label, message }) => ({ path, label, message }));
  return { ok: false, status: 422, error: checksText(result.problems), fields };
}

/**
 * Publishes the draft (or the published text again, e.g. after an unpublish) now, or at `at`.
 * Now: visitors see it at once (content_state moves). Later: a never-published article becomes
 * planlagt; a published one keeps its text until then.
 */
export async function publishArticle(
  db: Db,
  id: number,
  options: { expectedVersion: number; at?: Date | null; now?: Date; measure?: PageMeasure },
  actor: Actor,
): Promise<StoreResult> {
  const before = await getArticle(db, id);
  if (before?.version === options.expectedVersion) {
    const refused = await refusedByChecks(db, before.draft ?? before.published, options.measure);
    if (refused) return refused;
  }
  return db.transaction(async (tx) => {
    const current = await lockArticle(tx, id, options.expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    const checked = await valid(tx, item.draft ?? item.published, item);
    if ("refused" in checked) return checked.refused;
    const { article } = checked;
    const now = options.now ?? new Date();
    const version = item.version + 1;
    if (options.at && options.at.getTime() > now.getTime()) {
      if (!item.draft && item.state === "udgivet")
        return { ok: false as const, status: 422, error: "Der er ingen ændringer at planlægge: artiklen er udgivet, som den står. Gem en kladde først." };
      const state: ContentState = item.state === "udgivet" ? "udgivet" : "planlagt";
      await update(tx, id, version, actor, { state, publishAt: options.at, draft: article });
      await revision(tx, id, version, article, "planlagt", actor);
      await audit(tx, actor, "planlagt", article, { at: options.at.toISOString() });
      return { ok: true as const, id, version, message: `Udgivelsen er planlagt til ${danishTime(options.at)}.` };
    }
    await update(tx, id, version, actor, { state: "udgivet", published: article, draft: null, publishAt: null, closedAt: null });
    await revision(tx, id, version, article, "udgivet", actor);
    await bump(tx);
    await audit(tx, actor, "udgivet", article);
    return { ok: true as const, id, version, message: `Artiklen er udgivet på /blog/${item.slug}.` };
  });
}

/** Takes a published article off the blog: its page answers 404 and it leaves every list, the RSS and the sitemap. */
export async function unpublishArticle(db: Db, id: number, expectedVersion: number, actor: Actor): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const current = await lockArticle(tx, id, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    if (item.state !== "udgivet" || !item.published)
      return {
        ok: false as const,
        status: 409,
        error:
          item.state === "lukket"
            ? "Artiklen er allerede taget af bloggen."
            : "Kun en udgivet artikel kan tages af bloggen. En kladde er ikke synlig for besøgende.",
      };
    const version = item.version + 1;
    await update(tx, id, version, actor, { state: "lukket", closedAt: sql`now()` as unknown as Date, publishAt: null });
    await revision(tx, id, version, item.published, "lukket", actor);
    await bump(tx);
    await audit(tx, actor, "afpubliceret", item.published);
    return {
      ok: true as const,
      id,
      version,
      message: `Artiklen er taget af bloggen. /blog/${item.slug} svarer nu 404, og artiklen står ikke længere i listerne, RSS og sitemap.`,
    };
  });
}

/** Cancels a scheduled publication: a planlagt article goes back to kladde; a published one keeps its text and its draft. */
export async function unscheduleArticle(db: Db, id: number, expectedVersion: number, actor: Actor): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const current = await lockArticle(tx, id, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    if (!item.publishAt) return { ok: false as const, status: 409, error: "Der er ingen planlagt udgivelse at annullere." };
    const version = item.version + 1;
    await update(tx, id, version, actor, { state: item.state === "planlagt" ? "kladde" : item.state, publishAt: null });
    await revision(tx, id, version, item.draft ?? item.published, "gemt", actor);
    return { ok: true as const, id, version, message: "Den planlagte udgivelse er annulleret. Kladden er gemt." };
  });
}

/**
 * Brings back a revision in one press. A published article is published with it at once (visitors
 * see it); otherwise it becomes the draft.
 */
export async function restoreArticle(db: Db, revisionId: number, expectedVersion: number, actor: Actor, measure?: PageMeasure): Promise<StoreResult> {
  if (!validId(revisionId)) return notFound;
  // A restore on a published article publishes: the old version passes today's checks first.
  const [old] = await db
    .select({ itemId: contentRevisions.itemId, data: contentRevisions.data })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, revisionId));
  const target = old && (await getArticle(db, old.itemId));
  if (old && target?.state === "udgivet" && target.version === expectedVersion) {
    const refused = await refusedByChecks(db, old.data, measure);
    if (refused) return refused;
  }
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ itemId: contentRevisions.itemId, version: contentRevisions.version, data: contentRevisions.data })
      .from(contentRevisions)
      .where(eq(contentRevisions.id, revisionId));
    if (!found) return notFound;
    const current = await lockArticle(tx, found.itemId, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    const publishes = item.state === "udgivet";
    const version = item.version + 1;
    let data = found.data as Article;
    if (publishes) {
      const checked = await valid(tx, found.data, item);
      if ("refused" in checked) return checked.refused;
      data = checked.article;
      await update(tx, item.id, version, actor, { published: data, draft: null, publishAt: null });
      await bump(tx);
    } else {
      await update(tx, item.id, version, actor, { draft: data, slug: item.state === "lukket" ? item.slug : String(data.slug ?? item.slug) });
    }
    await revision(tx, item.id, version, data, "gendannet", actor);
    await audit(tx, actor, "gendannet", { slug: item.slug, title: data.title || item.slug }, { from: found.version, published: publishes ? 1 : 0 });
    return {
      ok: true as const,
      id: item.id,
      version,
      message: publishes ? `Version ${found.version} er gendannet og udgivet.` : `Version ${found.version} er gendannet som kladde.`,
    };
  });
}

/**
 * Scheduled articles whose time has come (every instance runs this; the row lock lets one do each).
 * Each passes the site's checks first, with the site as it is when it comes due: one that fails is
 * not published but stays a draft (a planlagt article becomes kladde, a published one keeps its
 * text and its draft), and the audit log says why, as for job ads. Returns how many were published.
 */
export async function publishDueArticles(db: Db, now = new Date(), measure?: PageMeasure): Promise<number> {
  const due = await db
    .select({ id: contentItems.id, version: contentItems.version, draft: contentItems.draft, published: contentItems.published })
    .from(contentItems)
    .where(and(eq(contentItems.kind, "article"), lte(contentItems.publishAt, now), sql`${contentItems.state} in ('planlagt', 'udgivet', 'lukket')`));
  let count = 0;
  for (const candidate of due) {
    const refused = await refusedByChecks(db, candidate.draft ?? candidate.published, measure);
    const done = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.id, candidate.id), lte(contentItems.publishAt, now), eq(contentItems.version, candidate.version)))
        .for("update");
      // Published by another instance meanwhile, or changed since it was checked (the next round looks again).
      if (!locked) return false;
      const id = candidate.id;
      const item = (await getArticle(tx, id))!;
      const checked = checkArticle(item.draft ?? item.published);
      const version = item.version + 1;
      if (!checked.ok || refused) {
        // Never publish what the schema or the checks refuse; the editor finds it as a draft again.
        await update(tx, id, version, null, { publishAt: null, state: item.state === "planlagt" ? "kladde" : item.state });
        await revision(tx, id, version, item.draft ?? item.published, "gemt", null);
        const fields = checked.ok ? refused!.fields! : checked.fields;
        await audit(
          tx,
          null,
          "afvist",
          { slug: item.slug, title: checked.ok ? checked.article.title : item.slug },
          { problems: problemText(fields).slice(0, 2000) },
        );
        return false;
      }
      await update(tx, id, version, null, { state: "udgivet", published: checked.article, draft: null, publishAt: null, closedAt: null });
      await revision(tx, id, version, checked.article, "udgivet", null);
      await bump(tx);
      await audit(tx, null, "udgivet", checked.article, { scheduled: 1 });
      return true;
    });
    if (done) count++;
  }
  return count;
}

/**
 * Scheduled articles as a job of the runner (app/server/platform/jobs.server.ts), as the job ads'
 * scheduler: publishDueArticles every 15 s on the runtime's clock; `measure` is read at each round
 * (the production server sets it after start).
 */
export function articleSchedulerJob(db: Db, now: () => Date, measure: () => PageMeasure | undefined, everyMs = 15_000): Job {
  return {
    name: "article-scheduler",
    title: "Planlagt udgivelse af artikler",
    every: everyMs,
    backoff: { firstMs: everyMs, maxMs: Math.max(everyMs, 60_000) },
    run: () => publishDueArticles(db, now(), measure()),
  };
}

/** The repository's articles (content/blog/*.md) as the store holds them, oldest number first. */
export function fileArticles(): Article[] {
  return blogSources()
    .map(articleFromSource)
    .sort((a, b) => a.id - b.id);
}

/**
 * A fresh install's articles: when the store holds none, the repository's twelve go in as
 * published, version 1, one revision each (safe with several instances starting at once). Their
 * pages stay the build's, byte for byte, until one is edited. Returns how many were inserted.
 */
export async function seedArticles(db: Db, articles: readonly Article[] = fileArticles()): Promise<number> {
  const [any] = await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.kind, "article")).limit(1);
  if (any) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table content_items in exclusive mode`);
    const [again] = await tx.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.kind, "article")).limit(1);
    if (again) return 0;
    for (const article of articles) {
      const [row] = await tx
        .insert(contentItems)
        .values({ kind: "article", slug: article.slug, state: "udgivet", published: article, version: 1 })
        .returning({ id: contentItems.id });
      await revision(tx, row!.id, 1, article, "udgivet", null);
    }
    if (articles.length) await bump(tx);
    return articles.length;
  });
}
