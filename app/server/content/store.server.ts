/**
 * The content store (issue 36): job ads as rows the agency edits in /admin/indhold instead of
 * files in the repository. Every change is one transaction that locks the item's row, compares
 * the version the editor's form started from (a stale one is refused, naming who changed it and
 * when — never a silent overwrite), bumps the item's version, writes a revision, and, when what
 * visitors see changed, bumps `content_state.version`, which every instance polls.
 *
 * States: kladde (never published), planlagt (first publication at publish_at), udgivet (visitors
 * see `published`; a pending edit sits in `draft`, possibly scheduled by publish_at), lukket
 * (filled: the page answers 410). Publish, close, reopen and restore go in the audit log.
 */
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import * as z from "zod";
import { JobFileSchema, type JobFile } from "../../content/job-schema.ts";
import type { Db } from "../platform/db.server.ts";
import { recordHistory } from "../inbox/history.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { enquiryHistory, staffUsers } from "../schema.server.ts";
import { contentItems, contentRevisions, contentState, type ContentKind, type ContentState, type RevisionAction } from "./schema.server.ts";
import type { CheckResult, PageMeasure } from "./checks.server.ts";
import type { ContentSnapshot } from "./snapshot.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Who does it: a logged-in staff member (the store needs only the id). */
export type Actor = { userId: string };

export type StoreResult = { ok: true; id: number; version: number; message: string } | { ok: false; status: number; error: string; fields?: FieldProblem[] };
/** A field the schema refused: its path ("hero.title", "faq.2.answer") and the Danish message. */
export type FieldProblem = { path: string; label: string; message: string };

export type ContentSummary = {
  id: number;
  kind: ContentKind;
  slug: string;
  state: ContentState;
  title: string;
  order: number | null;
  version: number;
  hasDraft: boolean;
  publishAt: Date | null;
  closedAt: Date | null;
  updatedAt: Date;
  updatedBy: string | null;
};

export type ContentItem = ContentSummary & { published: JobFile | null; draft: JobFile | null; createdAt: Date };

export type Revision = { id: number; itemId: number; version: number; action: RevisionAction; data: JobFile; staff: string | null; createdAt: Date };

const KIND_LABEL: Record<ContentKind, string> = { job: "Jobbet", article: "Artiklen", page: "Siden", facts: "Faktaarket" };

/** The Danish names of a job's fields, for messages and the history's diff. */
export const jobFieldLabels: Record<string, string> = {
  slug: "Adresse (slug)",
  order: "Placering i menuen",
  title: "Titel",
  navLabel: "Navn i menuen",
  description: "Kort beskrivelse",
  icon: "Ikon",
  color: "Farve",
  "meta.title": "Metatitel",
  "meta.description": "Metabeskrivelse",
  "meta.canonicalPath": "Kanonisk adresse",
  "meta.keywords": "Søgeord",
  "hero.eyebrow": "Overlinje",
  "hero.title": "Overskrift",
  "hero.lead": "Indledning (lead)",
  "illustration.src": "Illustration",
  "illustration.alt": "Illustrationens alternative tekst",
  intro: "Intro",
  benefits: "Fordele",
  tasks: "Opgaver",
  requirements: "Krav",
  offers: "Det tilbyder vi",
  pay: "Løn",
  bonus: "Bonus gives for",
  applySteps: "Trin efter ansøgningen",
  testimonials: "Udtalelser",
  faq: "Spørgsmål og svar",
  "jobPosting.datePosted": "Slået op (datePosted)",
  "jobPosting.validThrough": "Gyldig til (validThrough)",
  "jobPosting.description": "Beskrivelse til Google Jobs",
  remote: "Arbejd hjemmefra",
  "remote.jobTypes": "Jobtyper hjemmefra",
  "remote.expectations": "Forventninger hjemmefra",
  "remote.expectations.ofYou": "Det forventer vi af dig",
  "remote.expectations.ofUs": "Det kan du forvente af os",
};

const itemLabels: Record<string, string> = {
  icon: "ikon",
  title: "titel",
  description: "beskrivelse",
  question: "spørgsmål",
  answer: "svar",
  quote: "citat",
  name: "navn",
  requirements: "krav",
  benefits: "fordele",
};

/**
 * "faq.2.answer" → "Spørgsmål og svar, nr. 3, svar"; "tasks.0" → "Opgaver, linje 1";
 * "remote.jobTypes.1.requirements.0" → "Jobtyper hjemmefra, nr. 2, krav, linje 1".
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  for (let take = parts.length; take > 0; take--) {
    const key = parts.slice(0, take).join(".");
    const label = jobFieldLabels[key];
    if (!label) continue;
    const rest = parts.slice(take);
    if (rest.length === 0) return label;
    const index = Number(rest[0]);
    const unit = rest.length > 1 ? "nr." : "linje";
    const tail = rest.slice(1).map((part) => (/^\d+$/.test(part) ? `linje ${Number(part) + 1}` : (itemLabels[part] ?? part)));
    return [label, Number.isInteger(index) ? `${unit} ${index + 1}` : rest[0], ...tail].join(", ");
  }
  return parts.join(".");
}

/** Checks a job against the schema; the problems name each field in Danish. */
export function checkJob(data: unknown): { ok: true; job: JobFile } | { ok: false; fields: FieldProblem[] } {
  const result = JobFileSchema.safeParse(data, { error: z.locales.da().localeError });
  if (result.success) return { ok: true, job: result.data };
  const fields = result.error.issues.map((issue) => {
    const label = fieldLabel(issue.path);
    const message = issue.code === "unrecognized_keys" ? `har felter, skemaet ikke kender: ${issue.keys.join(", ")}` : issue.message;
    return { path: issue.path.map(String).join("."), label, message };
  });
  return { ok: false, fields };
}

const problemText = (fields: FieldProblem[]) => `Rettelser mangler: ${fields.map((field) => `${field.label}: ${field.message}`).join("; ")}.`;

const copenhagen = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
/** "27. november 2026 kl. 14.32", Danish time. */
export const danishTime = (date: Date) => copenhagen.format(date);

const summaryColumns = {
  id: contentItems.id,
  kind: contentItems.kind,
  slug: contentItems.slug,
  state: contentItems.state,
  version: contentItems.version,
  publishAt: contentItems.publishAt,
  closedAt: contentItems.closedAt,
  updatedAt: contentItems.updatedAt,
  createdAt: contentItems.createdAt,
  updatedBy: staffUsers.email,
  published: contentItems.published,
  draft: contentItems.draft,
};

type Row = {
  [K in keyof typeof summaryColumns]: K extends "published" | "draft"
    ? unknown
    : K extends "updatedBy"
      ? string | null
      : (typeof contentItems.$inferSelect)[K & keyof typeof contentItems.$inferSelect];
};

function toItem(row: Row): ContentItem {
  const published = (row.published ?? null) as JobFile | null;
  const draft = (row.draft ?? null) as JobFile | null;
  const shown = draft ?? published;
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    state: row.state,
    title: shown?.title || row.slug,
    order: typeof shown?.order === "number" ? shown.order : null,
    version: row.version,
    hasDraft: draft !== null,
    publishAt: row.publishAt,
    closedAt: row.closedAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt,
    published,
    draft,
  };
}

/** Every item of a kind (all kinds without one), in menu order, with its state. */
export async function listContent(db: Db, kind?: ContentKind): Promise<ContentSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(contentItems)
    .leftJoin(staffUsers, eq(staffUsers.id, contentItems.updatedBy))
    .where(kind ? eq(contentItems.kind, kind) : undefined)
    .orderBy(asc(contentItems.kind), asc(contentItems.id));
  return rows
    .map((row) => {
      const { published, draft, createdAt, ...summary } = toItem(row as Row);
      return summary;
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || (a.order ?? 1e9) - (b.order ?? 1e9) || a.id - b.id);
}

export async function getContent(db: Db | Tx, id: number): Promise<ContentItem | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(contentItems)
    .leftJoin(staffUsers, eq(staffUsers.id, contentItems.updatedBy))
    .where(eq(contentItems.id, id));
  return row ? toItem(row as Row) : null;
}

/** content_state.version: what visitors see changes, this moves. */
export async function contentVersion(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
  return row?.version ?? 0;
}

export async function bumpContentState(tx: Tx): Promise<void> {
  await tx
    .insert(contentState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: contentState.id, set: { version: sql`${contentState.version} + 1`, updatedAt: sql`now()` } });
}

const notFound: StoreResult = { ok: false, status: 404, error: "Indholdet findes ikke (længere). Gå tilbage til oversigten." };

/**
 * Locks the item and compares versions. A stale version is refused with who changed the item and
 * when, so the editor knows whom to ask; what they typed stays in their form.
 */
async function lockCurrent(tx: Tx, id: number, expectedVersion: number | undefined): Promise<{ item: ContentItem } | { refused: StoreResult }> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) return { refused: notFound };
  const [locked] = await tx.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id)).for("update");
  if (!locked) return { refused: notFound };
  const item = (await getContent(tx, id))!;
  if (expectedVersion !== undefined && item.version !== expectedVersion) {
    const who = item.updatedBy ?? "systemet";
    return {
      refused: {
        ok: false,
        status: 409,
        error: `${KIND_LABEL[item.kind]} er ændret af ${who} ${danishTime(item.updatedAt)}, efter du åbnede det. Intet er gemt oven i deres ændring. Det, du skrev, står stadig i formularen: åbn jobbet igen i en ny fane, se ændringen, og ret derefter.`,
      },
    };
  }
  return { item };
}

export async function writeRevision(tx: Tx, itemId: number, version: number, data: unknown, action: RevisionAction, actor: Actor | null): Promise<void> {
  await tx.insert(contentRevisions).values({ itemId, version, data, action, staffId: actor?.userId ?? null });
}

export async function audit(
  tx: Tx,
  actor: Actor | null,
  event: string,
  item: Pick<ContentItem, "kind" | "slug" | "title">,
  extra: Record<string, string | number | null> = {},
): Promise<void> {
  await recordHistory(tx, {
    actorId: actor?.userId ?? null,
    action: "content",
    detail: { event, kind: item.kind, slug: item.slug, title: item.title, ...extra },
  });
}

/** Writes an item's new version, stamped with who and when. */
export function update(tx: Tx, id: number, version: number, actor: Actor | null, set: Partial<typeof contentItems.$inferInsert>) {
  return tx
    .update(contentItems)
    .set({ ...set, version, updatedAt: sql`now()`, updatedBy: actor?.userId ?? null })
    .where(eq(contentItems.id, id));
}

/** A refusal: what the store answers when it changes nothing. */
type Refusal = Extract<StoreResult, { ok: false }>;

/**
 * An item that exists once per (kind, slug) and is made on its first save — the fact sheet
 * (./facts-store.server.ts), a page's title and description (./page-meta.server.ts) — and what its
 * store flow needs to know of it: `saveSingleDraft`, `publishSingle` and `restoreSingle` are the
 * one flow of every such item, with the rules of the store (a locked row, the version the form
 * started from, a revision per change, the audit line, `content_state` when visitors see it).
 */
export type SingleItem<T> = {
  key: { kind: ContentKind; slug: string };
  /** What the site shows while nothing is published (the build's): the row's first revision (»importeret«). */
  first: T;
  /** A stored version as the editor shows it; null: none (or none that can be read). */
  read: (data: unknown) => T | null;
  /** The schema, refusing in Danish by field. */
  parse: (data: unknown) => { value: T } | { refused: Refusal };
  /** The site's checks with the site as it will be once `value` is published (`snapshot` is the site as it is). */
  check: (value: T, options: { snapshot: ContentSnapshot; measure?: PageMeasure }) => Promise<CheckResult>;
  /** The refusal of a stale save, naming who changed the item and when. */
  stale: (who: string | null, at: Date) => StoreResult;
  /** The audit line's title and extra fields for `value`. */
  audit: (value: T) => { title: string; extra?: Record<string, string | number | null> };
  messages: {
    /** A draft saved while visitors see the published version. */
    draftOverPublished: string;
    /** A publish with no draft. */
    nothingNew: string;
    published: string;
  };
};

/** A one-of-a-kind item's row, as the editor shows it (version 0 while it has no row). */
export type SingleState<T> = {
  id: number | null;
  state: ContentState | null;
  version: number;
  hasDraft: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
  /** What visitors see now: the published version, else the build's. */
  live: T;
  /** What the editor edits: the draft, else what visitors see. */
  current: T;
};

export async function getSingle<T>(db: Db | Tx, item: Pick<SingleItem<T>, "key" | "first" | "read">): Promise<SingleState<T>> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, item.key.kind), eq(contentItems.slug, item.key.slug)));
  const stored = row ? await getContent(db, row.id) : null;
  const live = (stored?.state === "udgivet" && stored.published != null ? item.read(stored.published) : null) ?? item.first;
  return {
    id: stored?.id ?? null,
    state: stored?.state ?? null,
    version: stored?.version ?? 0,
    hasDraft: stored?.hasDraft ?? false,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
    live,
    current: (stored?.draft != null ? item.read(stored.draft) : null) ?? live,
  };
}

/**
 * Locks the row of a one-of-a-kind item, making it on its first save, and compares versions:
 * `expectedVersion` 0 means "there was no row when the form was opened". A new row starts with
 * `first` as its »importeret« revision (by the system), so history and restore reach back to what
 * the build shows. A stale version is refused with `stale(who, when)`.
 */
async function lockSingle<T>(
  tx: Tx,
  item: SingleItem<T>,
  expectedVersion: number,
): Promise<{ id: number; version: number; state: ContentState } | { refused: StoreResult }> {
  const { key } = item;
  await tx
    .insert(contentItems)
    .values({ kind: key.kind, slug: key.slug, state: "kladde", draft: null, version: 0 })
    .onConflictDoNothing({ target: [contentItems.kind, contentItems.slug] });
  const [locked] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, key.kind), eq(contentItems.slug, key.slug)))
    .for("update");
  const row = (await getContent(tx, locked!.id))!;
  if (row.version !== expectedVersion) return { refused: item.stale(row.updatedBy, row.updatedAt) };
  if (row.version === 0) {
    await tx.update(contentItems).set({ version: 1 }).where(eq(contentItems.id, row.id));
    await writeRevision(tx, row.id, 1, item.first, "importeret", null);
    return { id: row.id, version: 1, state: row.state };
  }
  return { id: row.id, version: row.version, state: row.state };
}

/** The checks' refusal of `value`, or undefined when it passes (run before the transaction: a render must not hold the row lock). */
async function refusedBySingleChecks<T>(db: Db, item: SingleItem<T>, value: T, measure: PageMeasure | undefined): Promise<Refusal | undefined> {
  // Loaded when needed, as the job's checks are (refusedByChecks).
  const [{ checksText }, { loadSnapshot }] = await Promise.all([import("./checks.server.ts"), import("./snapshot.server.ts")]);
  const result = await item.check(value, { snapshot: await loadSnapshot(db), measure });
  if (!result.problems.length) return undefined;
  return { ok: false, status: 422, error: checksText(result.problems), fields: result.problems.map(({ path, label, message }) => ({ path, label, message })) };
}

/** Saves `data` as the item's draft (visitors see nothing new); the schema first, naming each field. */
export async function saveSingleDraft<T>(db: Db, item: SingleItem<T>, data: unknown, expectedVersion: number, actor: Actor): Promise<StoreResult> {
  const parsed = item.parse(data);
  if ("refused" in parsed) return parsed.refused;
  return db.transaction(async (tx) => {
    const locked = await lockSingle(tx, item, expectedVersion);
    if ("refused" in locked) return locked.refused;
    const version = locked.version + 1;
    await update(tx, locked.id, version, actor, { draft: parsed.value });
    await writeRevision(tx, locked.id, version, parsed.value, "gemt", actor);
    return { ok: true as const, id: locked.id, version, message: locked.state === "udgivet" ? item.messages.draftOverPublished : "Kladden er gemt." };
  });
}

/**
 * Publishes the item's draft: visitors see it at once (content_state moves, every instance renders
 * its pages again). Refused, naming the field, when the schema or the checks fail; only the version
 * that was checked is published (the transaction compares it).
 */
export async function publishSingle<T>(
  db: Db,
  item: SingleItem<T>,
  options: { expectedVersion: number; measure?: PageMeasure },
  actor: Actor,
): Promise<StoreResult> {
  const before = await getSingle(db, item);
  if (before.version !== options.expectedVersion) return item.stale(before.updatedBy, before.updatedAt ?? new Date());
  if (!before.hasDraft) return { ok: false, status: 422, error: item.messages.nothingNew };
  const parsed = item.parse(before.current);
  if ("refused" in parsed) return parsed.refused;
  const refused = await refusedBySingleChecks(db, item, parsed.value, options.measure);
  if (refused) return refused;
  return db.transaction(async (tx) => {
    const locked = await lockSingle(tx, item, options.expectedVersion);
    if ("refused" in locked) return locked.refused;
    const version = locked.version + 1;
    await update(tx, locked.id, version, actor, { state: "udgivet", published: parsed.value, draft: null });
    await writeRevision(tx, locked.id, version, parsed.value, "udgivet", actor);
    await bumpContentState(tx);
    const { title, extra } = item.audit(parsed.value);
    await audit(tx, actor, "udgivet", { ...item.key, title }, extra);
    return { ok: true as const, id: locked.id, version, message: item.messages.published };
  });
}

/** A revision of the item `itemId`, or undefined (none, another item's, not an id). */
async function revisionOf(db: Db, itemId: number, revisionId: number): Promise<{ version: number; data: unknown } | undefined> {
  if (!Number.isSafeInteger(revisionId) || revisionId <= 0 || revisionId > 2 ** 31 - 1) return undefined;
  const [revision] = await db
    .select({ itemId: contentRevisions.itemId, version: contentRevisions.version, data: contentRevisions.data })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, revisionId));
  return revision?.itemId === itemId ? revision : undefined;
}

/**
 * Brings back a revision in one press: published at once when the item is published (after the
 * checks), else as the draft.
 */
export async function restoreSingle<T>(
  db: Db,
  item: SingleItem<T>,
  revisionId: number,
  expectedVersion: number,
  actor: Actor,
  measure?: PageMeasure,
): Promise<StoreResult> {
  const before = await getSingle(db, item);
  const revision = before.id === null ? undefined : await revisionOf(db, before.id, revisionId);
  if (!revision) return { ok: false, status: 404, error: "Versionen findes ikke (længere). Genindlæs siden." };
  const parsed = item.parse(revision.data);
  if ("refused" in parsed) return parsed.refused;
  const publishes = before.state === "udgivet";
  if (publishes && before.version === expectedVersion) {
    const refused = await refusedBySingleChecks(db, item, parsed.value, measure);
    if (refused) return refused;
  }
  return db.transaction(async (tx) => {
    const locked = await lockSingle(tx, item, expectedVersion);
    if ("refused" in locked) return locked.refused;
    const version = locked.version + 1;
    if (publishes) {
      await update(tx, locked.id, version, actor, { published: parsed.value, draft: null });
      await bumpContentState(tx);
    } else await update(tx, locked.id, version, actor, { draft: parsed.value });
    await writeRevision(tx, locked.id, version, parsed.value, "gendannet", actor);
    const { title, extra } = item.audit(parsed.value);
    await audit(tx, actor, "gendannet", { ...item.key, title }, { ...extra, from: revision.version, published: publishes ? 1 : 0 });
    return {
      ok: true as const,
      id: locked.id,
      version,
      message: publishes ? `Version ${revision.version} er gendannet og udgivet.` : `Version ${revision.version} er gendannet som kladde.`,
    };
  });
}

/** The jobs' orders other than this one's: two jobs in one place of the menu is refused. */
async function orderTaken(tx: Tx, job: JobFile, id: number | null): Promise<FieldProblem | undefined> {
  const others = await tx
    .select({ id: contentItems.id, published: contentItems.published, draft: contentItems.draft, state: contentItems.state })
    .from(contentItems)
    .where(eq(contentItems.kind, "job"));
  for (const other of others) {
    if (other.id === id || other.state === "lukket") continue;
    const data = (other.draft ?? other.published) as JobFile | null;
    if (data && data.order === job.order)
      return { path: "order", label: jobFieldLabels.order!, message: `${job.order} bruges også af »${data.title}«; vælg et andet tal` };
  }
  return undefined;
}

async function validJob(tx: Tx, data: unknown, item: Pick<ContentItem, "id" | "slug"> | null): Promise<{ job: JobFile } | { refused: StoreResult }> {
  const checked = checkJob(data);
  if (!checked.ok) return { refused: { ok: false, status: 422, error: problemText(checked.fields), fields: checked.fields } };
  if (item && checked.job.slug !== item.slug) {
    const fields = [{ path: "slug", label: jobFieldLabels.slug!, message: `kan ikke ændres (${item.slug}); lav en kopi med den nye adresse` }];
    return { refused: { ok: false, status: 422, error: problemText(fields), fields } };
  }
  const taken = await orderTaken(tx, checked.job, item?.id ?? null);
  if (taken) return { refused: { ok: false, status: 422, error: problemText([taken]), fields: [taken] } };
  return { job: checked.job };
}

/**
 * A new job as a draft: a copy of another job (its current text, under the new slug) or a blank
 * one to fill in. The slug is checked here and fixed from then on (the page's address).
 */
export async function createJob(db: Db, options: { slug: string; copyOf?: number }, actor: Actor): Promise<StoreResult> {
  const slug = options.slug.trim().toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 60) {
    const fields = [
      { path: "slug", label: jobFieldLabels.slug!, message: "må kun indeholde små bogstaver a-z, tal og bindestreger (højst 60 tegn), fx salg-af-varmepumper" },
    ];
    return { ok: false, status: 422, error: problemText(fields), fields };
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, "job"), eq(contentItems.slug, slug)));
    if (existing) {
      const fields = [{ path: "slug", label: jobFieldLabels.slug!, message: `/jobs/${slug} findes allerede; vælg en anden adresse` }];
      return { ok: false as const, status: 422, error: problemText(fields), fields };
    }
    let data: JobFile;
    if (options.copyOf !== undefined) {
      const source = await getContent(tx, options.copyOf);
      const base = source?.draft ?? source?.published;
      if (!source || !base) return notFound;
      const { remote, ...rest } = base;
      const maxOrder = await nextOrder(tx);
      data = {
        ...structuredClone(rest),
        slug,
        order: maxOrder,
        title: `${base.title} (kopi)`,
        meta: { ...base.meta, canonicalPath: `/jobs/${slug}` },
      };
    } else {
      data = blankJob(slug, await nextOrder(tx));
    }
    const [row] = await tx
      .insert(contentItems)
      .values({ kind: "job", slug, state: "kladde", draft: data, version: 1, updatedBy: actor.userId })
      .returning({ id: contentItems.id });
    await writeRevision(tx, row!.id, 1, data, "gemt", actor);
    return {
      ok: true as const,
      id: row!.id,
      version: 1,
      message:
        options.copyOf !== undefined
          ? `Kopien er oprettet som kladde på /jobs/${slug}. Ret teksten, og udgiv den, når den er klar.`
          : `Jobbet er oprettet som kladde på /jobs/${slug}. Udfyld felterne, og gem.`,
    };
  });
}

async function nextOrder(tx: Tx): Promise<number> {
  const rows = await tx.select({ published: contentItems.published, draft: contentItems.draft }).from(contentItems).where(eq(contentItems.kind, "job"));
  return rows.reduce((max, row) => Math.max(max, ((row.draft ?? row.published) as JobFile | null)?.order ?? 0), 0) + 1;
}

/** An empty job: the fields an editor fills in (saving checks them). */
export function blankJob(slug: string, order: number): JobFile {
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  return {
    slug,
    order,
    title: "",
    navLabel: "",
    description: "",
    icon: "phone",
    color: "blue",
    meta: { title: "", description: "", canonicalPath: `/jobs/${slug}`, keywords: [] },
    hero: { eyebrow: "", title: "", lead: "" },
    // A new job has no drawing of its own (there is one per repository job): the general one.
    illustration: { src: "/images/illustrations/job-arbejd-hjemmefra.svg", alt: "" },
    intro: [],
    benefits: [],
    tasks: [],
    requirements: [],
    offers: [],
    pay: "",
    bonus: "either",
    testimonials: [],
    faq: [],
    jobPosting: { datePosted: today, validThrough: later, description: "" },
  } as unknown as JobFile;
}

/** Saves edits as the draft (visitors see nothing new). Checked against the schema first. */
export async function saveDraft(db: Db, id: number, data: unknown, expectedVersion: number, actor: Actor): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, id, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    const valid = await validJob(tx, data, item);
    if ("refused" in valid) return valid.refused;
    const version = item.version + 1;
    await update(tx, id, version, actor, { draft: valid.job });
    await writeRevision(tx, id, version, valid.job, "gemt", actor);
    return {
      ok: true as const,
      id,
      version,
      message:
        item.state === "udgivet" || item.state === "lukket"
          ? "Kladden er gemt. Besøgende ser stadig den udgivne version, indtil du udgiver."
          : "Kladden er gemt.",
    };
  });
}

/**
 * The site's own checks (./checks.server.ts) on what a publish would show, run before its
 * transaction (a render must not hold the row lock): the transaction then publishes only the
 * version that was checked, since every change moves the version. A refusal names each field;
 * undefined when it passes or when the transaction will refuse anyway (stale, not a job).
 */
async function refusedByChecks(db: Db, data: unknown, measure: PageMeasure | undefined): Promise<Extract<StoreResult, { ok: false }> | undefined> {
  const checked = checkJob(data);
  if (!checked.ok) return undefined;
  // Loaded when needed: the checks read the fact sheet, whose job list needs Vite (the content CLI runs on plain Node).
  const [{ checkJobAd, checksText }, { loadSnapshot }] = await Promise.all([import("./checks.server.ts"), import("./snapshot.server.ts")]);
  const result = await checkJobAd(checked.job, { snapshot: await loadSnapshot(db), measure, label: fieldLabel });
  if (!result.problems.length) return undefined;
  const fields = result.problems.map(({ path, label, message }) => ({ path, label, message }));
  return { ok: false, status: 422, error: checksText(result.problems), fields };
}

/**
 * Publishes the draft (or the published text again) now, or at `at` (scheduled). Now: visitors
 * see it at once (content_state moves). Later: a never-published item becomes planlagt; a
 * published one keeps its text until then.
 */
export async function publish(
  db: Db,
  id: number,
  options: { expectedVersion: number; at?: Date | null; now?: Date; measure?: PageMeasure },
  actor: Actor,
): Promise<StoreResult> {
  const before = await getContent(db, id);
  if (before?.version === options.expectedVersion) {
    const refused = await refusedByChecks(db, before.draft ?? before.published, options.measure);
    if (refused) return refused;
  }
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, id, options.expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    const data = item.draft ?? item.published;
    const valid = await validJob(tx, data, item);
    if ("refused" in valid) return valid.refused;
    const now = options.now ?? new Date();
    const today = now.toISOString().slice(0, 10);
    if (valid.job.jobPosting.validThrough < today) {
      const fields = [
        {
          path: "jobPosting.validThrough",
          label: jobFieldLabels["jobPosting.validThrough"]!,
          message: `er passeret (${valid.job.jobPosting.validThrough}); sæt en senere dato, gem, og udgiv igen`,
        },
      ];
      return { ok: false as const, status: 422, error: problemText(fields), fields };
    }
    const version = item.version + 1;
    if (options.at && options.at.getTime() > now.getTime()) {
      if (!item.draft && item.state === "udgivet")
        return { ok: false as const, status: 422, error: "Der er ingen ændringer at planlægge: jobbet er udgivet, som det står. Gem en kladde først." };
      const state: ContentState = item.state === "kladde" || item.state === "planlagt" ? "planlagt" : item.state;
      await update(tx, id, version, actor, { state, publishAt: options.at, draft: valid.job });
      await writeRevision(tx, id, version, valid.job, "planlagt", actor);
      await audit(tx, actor, "planlagt", { ...item, title: valid.job.title }, { at: options.at.toISOString() });
      return { ok: true as const, id, version, message: `Udgivelsen er planlagt til ${danishTime(options.at)}.` };
    }
    await update(tx, id, version, actor, { state: "udgivet", published: valid.job, draft: null, publishAt: null, closedAt: null });
    await writeRevision(tx, id, version, valid.job, "udgivet", actor);
    await bumpContentState(tx);
    await audit(tx, actor, "udgivet", { ...item, title: valid.job.title });
    return { ok: true as const, id, version, message: `Jobbet er udgivet på /jobs/${item.slug}.` };
  });
}

/** Cancels a scheduled publication: a planlagt item goes back to kladde; a published one keeps its text and its draft. */
export async function unpublishScheduled(db: Db, id: number, expectedVersion: number, actor: Actor): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, id, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    if (!item.publishAt) return { ok: false as const, status: 409, error: "Der er ingen planlagt udgivelse at annullere." };
    const version = item.version + 1;
    await update(tx, id, version, actor, { state: item.state === "planlagt" ? "kladde" : item.state, publishAt: null });
    await writeRevision(tx, id, version, item.draft ?? item.published, "gemt", actor);
    return { ok: true as const, id, version, message: "Den planlagte udgivelse er annulleret. Kladden er gemt." };
  });
}

/** Closes a published job (filled): its page answers 410 and it leaves every list. */
export async function close(db: Db, id: number, expectedVersion: number, actor: Actor): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, id, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    if (item.state !== "udgivet" || !item.published)
      return {
        ok: false as const,
        status: 409,
        error: item.state === "lukket" ? "Jobbet er allerede lukket." : "Kun et udgivet job kan lukkes. En kladde er ikke synlig for besøgende.",
      };
    const version = item.version + 1;
    await update(tx, id, version, actor, { state: "lukket", closedAt: sql`now()` as unknown as Date, publishAt: null });
    await writeRevision(tx, id, version, item.published, "lukket", actor);
    await bumpContentState(tx);
    await audit(tx, actor, "lukket", item);
    return { ok: true as const, id, version, message: `Jobbet er lukket. /jobs/${item.slug} svarer nu, at stillingen er besat, og viser de åbne job.` };
  });
}

/** Opens a closed job again, as it was published. */
export async function reopen(db: Db, id: number, expectedVersion: number, actor: Actor, now = new Date()): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, id, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    if (item.state !== "lukket" || !item.published) return { ok: false as const, status: 409, error: "Kun et lukket job kan genåbnes." };
    if (item.published.jobPosting.validThrough < now.toISOString().slice(0, 10)) {
      return {
        ok: false as const,
        status: 422,
        error: `Gyldig til (validThrough) er passeret (${item.published.jobPosting.validThrough}). Sæt en senere dato i kladden, gem, og vælg Udgiv nu.`,
      };
    }
    const version = item.version + 1;
    await update(tx, id, version, actor, { state: "udgivet", closedAt: null });
    await writeRevision(tx, id, version, item.published, "genåbnet", actor);
    await bumpContentState(tx);
    await audit(tx, actor, "genåbnet", item);
    return { ok: true as const, id, version, message: `Jobbet er genåbnet på /jobs/${item.slug}.` };
  });
}

/** An item's revisions, newest first, with who made each. */
export async function revisions(db: Db, id: number): Promise<Revision[]> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) return [];
  const rows = await db
    .select({
      id: contentRevisions.id,
      itemId: contentRevisions.itemId,
      version: contentRevisions.version,
      action: contentRevisions.action,
      data: contentRevisions.data,
      staff: staffUsers.email,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, contentRevisions.staffId))
    .where(eq(contentRevisions.itemId, id))
    .orderBy(desc(contentRevisions.id));
  return rows.map((row) => ({ ...row, data: row.data as JobFile }));
}

/**
 * Brings back a revision in one press. A published job is published with it at once (visitors
 * see it); otherwise it becomes the draft.
 */
export async function restore(db: Db, revisionId: number, expectedVersion: number, actor: Actor, measure?: PageMeasure): Promise<StoreResult> {
  if (!Number.isSafeInteger(revisionId) || revisionId <= 0 || revisionId > 2 ** 31 - 1) return notFound;
  // A restore on a published job publishes: the old version passes today's checks first.
  const [old] = await db
    .select({ itemId: contentRevisions.itemId, data: contentRevisions.data })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, revisionId));
  const target = old && (await getContent(db, old.itemId));
  if (old && target?.state === "udgivet" && target.version === expectedVersion) {
    const refused = await refusedByChecks(db, old.data, measure);
    if (refused) return refused;
  }
  return db.transaction(async (tx) => {
    const [revision] = await tx
      .select({ itemId: contentRevisions.itemId, version: contentRevisions.version, data: contentRevisions.data })
      .from(contentRevisions)
      .where(eq(contentRevisions.id, revisionId));
    if (!revision) return notFound;
    const current = await lockCurrent(tx, revision.itemId, expectedVersion);
    if ("refused" in current) return current.refused;
    const { item } = current;
    const valid = await validJob(tx, revision.data, item);
    if ("refused" in valid) return valid.refused;
    const version = item.version + 1;
    const publishes = item.state === "udgivet";
    await update(tx, item.id, version, actor, publishes ? { published: valid.job, draft: null, publishAt: null } : { draft: valid.job });
    await writeRevision(tx, item.id, version, valid.job, "gendannet", actor);
    if (publishes) await bumpContentState(tx);
    await audit(tx, actor, "gendannet", { ...item, title: valid.job.title }, { from: revision.version, published: publishes ? 1 : 0 });
    return {
      ok: true as const,
      id: item.id,
      version,
      message: publishes ? `Version ${revision.version} er gendannet og udgivet.` : `Version ${revision.version} er gendannet som kladde.`,
    };
  });
}

/**
 * Scheduled publications whose time has come (every instance runs this; the row lock lets one do
 * each). Each passes the site's checks first, with the site as it is when it comes due: one that
 * fails is not published but stays a draft (a planlagt job becomes kladde, a published one keeps
 * its text and its draft), and the audit log says why — the owner reads it there, and the editor
 * shows it at the top of the job (`lastRefusal`). Returns how many were published.
 */
export async function publishDue(db: Db, now = new Date(), measure?: PageMeasure): Promise<number> {
  const due = await db
    .select({ id: contentItems.id, version: contentItems.version, draft: contentItems.draft, published: contentItems.published })
    .from(contentItems)
    .where(and(eq(contentItems.kind, "job"), lte(contentItems.publishAt, now), sql`${contentItems.state} in ('planlagt', 'udgivet', 'lukket')`));
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
      const item = (await getContent(tx, id))!;
      const checked = checkJob(item.draft ?? item.published);
      const version = item.version + 1;
      if (!checked.ok || refused) {
        // Never publish what the schema or the checks refuse; the editor sees it as a draft again.
        await update(tx, id, version, null, { publishAt: null, state: item.state === "planlagt" ? "kladde" : item.state });
        await writeRevision(tx, id, version, item.draft ?? item.published, "gemt", null);
        const fields = checked.ok ? refused!.fields! : checked.fields;
        await audit(tx, null, "afvist", { ...item, title: checked.ok ? checked.job.title : item.title }, { problems: problemText(fields).slice(0, 2000) });
        return false;
      }
      await update(tx, id, version, null, { state: "udgivet", published: checked.job, draft: null, publishAt: null, closedAt: null });
      await writeRevision(tx, id, version, checked.job, "udgivet", null);
      await bumpContentState(tx);
      await audit(tx, null, "udgivet", { ...item, title: checked.job.title }, { scheduled: 1 });
      return true;
    });
    if (done) count++;
  }
  return count;
}

/**
 * The content scheduler as a job of the runner (app/server/platform/jobs.server.ts): publishDue
 * every 15 s on the runtime's clock; `measure` is read at each round (the production server sets it after start).
 */
export function contentSchedulerJob(db: Db, now: () => Date, measure: () => PageMeasure | undefined, everyMs = 15_000): Job {
  return {
    name: "content-scheduler",
    title: "Planlagt udgivelse",
    every: everyMs,
    // While the database is away: look again within a minute, not the runner's default 15.
    backoff: { firstMs: everyMs, maxMs: Math.max(everyMs, 60_000) },
    run: () => publishDue(db, now(), measure()),
  };
}

/** The last time a scheduled publication of this item was refused by the checks, if that is the latest thing that happened to it. */
export async function lastRefusal(db: Db, item: Pick<ContentItem, "kind" | "slug" | "updatedAt">): Promise<{ at: Date; problems: string } | null> {
  const [row] = await db
    .select({ detail: enquiryHistory.detail, createdAt: enquiryHistory.createdAt })
    .from(enquiryHistory)
    .where(
      and(
        eq(enquiryHistory.action, "content"),
        sql`${enquiryHistory.detail} ->> 'kind' = ${item.kind}`,
        sql`${enquiryHistory.detail} ->> 'slug' = ${item.slug}`,
      ),
    )
    .orderBy(desc(enquiryHistory.id))
    .limit(1);
  const detail = row?.detail as Record<string, unknown> | undefined;
  // The refusal moved the item (same transaction, same now()); a save since then is newer.
  if (!row || detail?.event !== "afvist" || row.createdAt.getTime() < item.updatedAt.getTime()) return null;
  return { at: row.createdAt, problems: String(detail.problems ?? "") };
}

/**
 * A fresh install's content: when the store holds no job, the repository's jobs (app/content/jobs.ts)
 * go in as published, version 1, one revision each. Safe with several instances starting at once.
 * Returns how many were inserted.
 */
export async function seedJobs(db: Db, jobs: readonly JobFile[]): Promise<number> {
  const [any] = await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.kind, "job")).limit(1);
  if (any) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table content_items in exclusive mode`);
    const [again] = await tx.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.kind, "job")).limit(1);
    if (again) return 0;
    for (const job of jobs) {
      const { path: _path, file: _file, ...data } = job as JobFile & { path?: string; file?: string };
      const [row] = await tx
        .insert(contentItems)
        .values({ kind: "job", slug: data.slug, state: "udgivet", published: data, version: 1 })
        .returning({ id: contentItems.id });
      await writeRevision(tx, row!.id, 1, data, "udgivet", null);
    }
    if (jobs.length) await bumpContentState(tx);
    return jobs.length;
  });
}
