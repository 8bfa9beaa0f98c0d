/**
 * The site's fact sheet in the content store (issue 36 item 3), edited in /admin/indhold/fakta:
 * one `content_items` row of kind 'facts', slug 'site', whose `published` is a `Facts`
 * (app/content/site.ts) that every page, JSON-LD block, llms.txt line and mail states once it is
 * published (the snapshot carries it, app/server/content/facts.server.ts makes it the current one).
 *
 * The same rules as the other content (./store.server.ts): every change is one transaction that
 * locks the row and compares the version the form started from (a stale save is refused naming
 * who changed it), writes a revision, and bumps `content_state.version` when what visitors see
 * changes. The row is made on the first save, starting with a revision of `defaultFacts`
 * (»importeret«), so restore reaches back to what the build shows. Before a publish (and on the
 * preview) the candidate passes the schema, then the site's checks with the site as it will be:
 * the texts of the sheet against the glossary, du/I and the candidate's own figures, and /priser
 * and / rendered with it against the first TCP window.
 */
import { and, eq } from "drizzle-orm";
import * as z from "zod";
import { FactsSchema, factGroups, factLabel } from "../../content/fact-sheet-schema.ts";
import { defaultFacts, type Facts } from "../../content/site.ts";
import type { CheckProblem, ContentField } from "../../lib/content-checks.ts";
import type { Db } from "../platform/db.server.ts";
import { checkContent, checksText, jobFields, type CheckResult, type PageMeasure } from "./checks.server.ts";
import { factFieldPath } from "./facts-form.ts";
import { contentItems, type ContentState } from "./schema.server.ts";
import { loadSnapshot, type ContentSnapshot } from "./snapshot.server.ts";
import { postsOf } from "./article-snapshot.server.ts";
import {
  audit,
  bumpContentState,
  danishTime,
  fieldLabel,
  getContent,
  lockSingle,
  revisionOf,
  update,
  writeRevision,
  type Actor,
  type FieldProblem,
  type StoreResult,
} from "./store.server.ts";

const key = { kind: "facts", slug: "site" } as const;
const auditItem = { ...key, title: "Faktaark" };
/** The pages that state the most facts: rendered with a candidate and measured before it is published. */
export const factPages = ["/priser", "/"] as const;

type Refusal = Extract<StoreResult, { ok: false }>;

/** The schema's problems, each named by the form's field. */
export function parseFacts(data: unknown): { facts: Facts } | { refused: Refusal } {
  const result = FactsSchema.safeParse(data, { error: z.locales.da().localeError });
  if (result.success) return { facts: result.data };
  const fields: FieldProblem[] = result.error.issues.map((issue) => {
    const path = factFieldPath(issue.path);
    return { path, label: factLabel(path), message: issue.message };
  });
  return { refused: { ok: false, status: 422, error: `Faktaarket er ikke gemt. Ret: ${fields.map((field) => field.message).join(" ")}`, fields } };
}

/** The fact sheet's row, as the editor shows it. */
export type FactsState = {
  id: number | null;
  state: ContentState | null;
  version: number;
  hasDraft: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
  /** What visitors see now: the published sheet, else the build's. */
  live: Facts;
  /** What the editor edits: the draft, else what visitors see. */
  current: Facts;
};

export async function getFacts(db: Db): Promise<FactsState> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, key.kind), eq(contentItems.slug, key.slug)));
  const item = row ? await getContent(db, row.id) : null;
  // Through the schema: a stored sheet comes back with jsonb's key order, the schema gives the build's (factEdits compares them).
  const sheet = (data: unknown) => (data == null ? null : (FactsSchema.safeParse(data).data ?? null));
  const live = (item?.state === "udgivet" ? sheet(item.published) : null) ?? defaultFacts;
  return {
    id: item?.id ?? null,
    state: item?.state ?? null,
    version: item?.version ?? 0,
    hasDraft: item?.hasDraft ?? false,
    updatedAt: item?.updatedAt ?? null,
    updatedBy: item?.updatedBy ?? null,
    live,
    current: sheet(item?.draft) ?? live,
  };
}

/** The sheet's texts (the package list and sentence, the offices) as fields for the glossary, du/I and the figures. */
function factTexts(facts: Facts): ContentField[] {
  const texts = factGroups.flatMap((group) => group.fields).filter((field) => field.input === "lines" || field.input === "longText");
  return texts.flatMap((field) => {
    const value = field.path.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], facts);
    const lines = Array.isArray(value) ? value.map(String) : [String(value)];
    return lines.map((text, index) => ({
      path: field.path,
      label: lines.length > 1 ? `${field.label}, linje ${index + 1}` : field.label,
      text,
      kind: "prose" as const,
    }));
  });
}

/**
 * The site's checks on a fact sheet, with the site as it will be once it is published: its texts
 * (glossary, the buyer pages' »I«, figures the candidate sheet holds) and, given `measure`, /priser
 * and / rendered with it against the first TCP window.
 */
export async function checkFacts(facts: Facts, options: { snapshot: ContentSnapshot; measure?: PageMeasure }): Promise<CheckResult> {
  const started = performance.now();
  const snapshot = { ...options.snapshot, facts };
  const [first, ...rest] = factPages;
  const results = [await checkContent({ pagePath: first, fields: factTexts(facts) }, { snapshot, measure: options.measure })];
  for (const pagePath of rest) if (options.measure) results.push(await checkContent({ pagePath, fields: [] }, { snapshot, measure: options.measure }));
  return {
    problems: [...results.flatMap((result) => result.problems), ...(await storedFigureProblems(options.snapshot, snapshot))],
    measured: results.every((result) => result.measured),
    ms: Math.round(performance.now() - started),
  };
}

/** An article's HTML as the text a reader reads (the trusted render of its Markdown: tags out, the few entities it uses decoded). */
const readText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The published job ads and articles are stored content that may state a figure by hand (»over 300
 * kunder«): a figure the new sheet no longer holds, and the published one did, is a problem naming
 * the ad or the article, so a price change never leaves one of them stating the old price.
 */
async function storedFigureProblems(published: ContentSnapshot, candidate: ContentSnapshot): Promise<CheckProblem[]> {
  const items = [
    ...candidate.jobs.map((job) => ({ pagePath: job.path, what: "Jobopslaget", fix: "ret jobopslaget først", fields: jobFields(job, fieldLabel) })),
    ...postsOf(candidate).map((post) => ({
      pagePath: `/blog/${post.slug}`,
      what: "Artiklen",
      fix: "ret artiklen først",
      fields: [
        { path: "title", label: "Titel", text: post.title, kind: "prose" as const },
        { path: "excerpt", label: "Uddrag", text: post.excerpt, kind: "prose" as const },
        ...(post.description ? [{ path: "description", label: "Metabeskrivelse", text: post.description, kind: "prose" as const }] : []),
        { path: "body", label: "Brødtekst", text: readText(post.html), kind: "prose" as const },
      ],
    })),
  ];
  const problems: CheckProblem[] = [];
  for (const item of items) {
    const [now, after] = await Promise.all(
      [published, candidate].map((snapshot) => checkContent({ pagePath: item.pagePath, fields: item.fields }, { snapshot })),
    );
    const known = new Set(now!.problems.filter((problem) => problem.check === "faktaark").map((problem) => `${problem.path} ${problem.message}`));
    for (const problem of after!.problems)
      if (problem.check === "faktaark" && !known.has(`${problem.path} ${problem.message}`))
        problems.push({ ...problem, label: `${item.what} ${item.pagePath}, ${problem.label}`, message: `${problem.message}; ${item.fix}` });
  }
  return problems;
}

/** The checks' refusal of `facts`, or undefined when it passes (run before the transaction: a render must not hold the row lock). */
async function refusedByChecks(db: Db, facts: Facts, measure: PageMeasure | undefined): Promise<Refusal | undefined> {
  const result = await checkFacts(facts, { snapshot: await loadSnapshot(db), measure });
  if (!result.problems.length) return undefined;
  return { ok: false, status: 422, error: checksText(result.problems), fields: result.problems.map(({ path, label, message }) => ({ path, label, message })) };
}

const stale = (who: string | null, at: Date): StoreResult => ({
  ok: false,
  status: 409,
  error: `Faktaarket er ændret af ${who ?? "systemet"} ${danishTime(at)}, efter du åbnede det. Intet er gemt oven i deres ændring. Det, du skrev, står stadig i formularen: åbn faktaarket igen i en ny fane, se ændringen, og ret derefter.`,
});

/** Saves the sheet as the draft (visitors see nothing new); the schema first, naming each field. */
export async function saveFactsDraft(db: Db, data: unknown, expectedVersion: number, actor: Actor): Promise<StoreResult> {
  const parsed = parseFacts(data);
  if ("refused" in parsed) return parsed.refused;
  return db.transaction(async (tx) => {
    const locked = await lockSingle(tx, key, expectedVersion, defaultFacts, stale);
    if ("refused" in locked) return locked.refused;
    const version = locked.version + 1;
    await update(tx, locked.id, version, actor, { draft: parsed.facts });
    await writeRevision(tx, locked.id, version, parsed.facts, "gemt", actor);
    return {
      ok: true as const,
      id: locked.id,
      version,
      message: locked.state === "udgivet" ? "Kladden er gemt. Besøgende ser stadig det udgivne faktaark, indtil du udgiver." : "Kladden er gemt.",
    };
  });
}

/**
 * Publishes the draft: every page that states a fact shows the new one (content_state moves, every
 * instance renders its pages again). Refused, naming the field or page, when the schema or the
 * checks fail; only the version that was checked is published.
 */
export async function publishFacts(db: Db, options: { expectedVersion: number; measure?: PageMeasure }, actor: Actor): Promise<StoreResult> {
  const before = await getFacts(db);
  if (before.version !== options.expectedVersion) return stale(before.updatedBy, before.updatedAt ?? new Date());
  if (!before.hasDraft) return { ok: false, status: 422, error: "Der er intet nyt at udgive: sitet viser allerede dette faktaark. Ret et felt, og gem først." };
  const parsed = parseFacts(before.current);
  if ("refused" in parsed) return parsed.refused;
  const refused = await refusedByChecks(db, parsed.facts, options.measure);
  if (refused) return refused;
  return db.transaction(async (tx) => {
    const locked = await lockSingle(tx, key, options.expectedVersion, defaultFacts, stale);
    if ("refused" in locked) return locked.refused;
    const version = locked.version + 1;
    await update(tx, locked.id, version, actor, { state: "udgivet", published: parsed.facts, draft: null });
    await writeRevision(tx, locked.id, version, parsed.facts, "udgivet", actor);
    await bumpContentState(tx);
    await audit(tx, actor, "udgivet", auditItem);
    return { ok: true as const, id: locked.id, version, message: "Faktaarket er udgivet: alle sider, der nævner tallene, viser de nye om få sekunder." };
  });
}

/** Brings back a revision in one press: published at once when the sheet is published (after the checks), else as the draft. */
export async function restoreFacts(db: Db, revisionId: number, expectedVersion: number, actor: Actor, measure?: PageMeasure): Promise<StoreResult> {
  const before = await getFacts(db);
  const revision = before.id === null ? undefined : await revisionOf(db, before.id, revisionId);
  if (!revision) return { ok: false, status: 404, error: "Versionen findes ikke (længere). Genindlæs siden." };
  const parsed = parseFacts(revision.data);
  if ("refused" in parsed) return parsed.refused;
  const publishes = before.state === "udgivet";
  if (publishes && before.version === expectedVersion) {
    const refused = await refusedByChecks(db, parsed.facts, measure);
    if (refused) return refused;
  }
  return db.transaction(async (tx) => {
    const locked = await lockSingle(tx, key, expectedVersion, defaultFacts, stale);
    if ("refused" in locked) return locked.refused;
    const version = locked.version + 1;
    if (publishes) {
      await update(tx, locked.id, version, actor, { published: parsed.facts, draft: null });
      await bumpContentState(tx);
    } else await update(tx, locked.id, version, actor, { draft: parsed.facts });
    await writeRevision(tx, locked.id, version, parsed.facts, "gendannet", actor);
    await audit(tx, actor, "gendannet", auditItem, { from: revision.version, published: publishes ? 1 : 0 });
    return {
      ok: true as const,
      id: locked.id,
      version,
      message: publishes ? `Version ${revision.version} er gendannet og udgivet.` : `Version ${revision.version} er gendannet som kladde.`,
    };
  });
}
