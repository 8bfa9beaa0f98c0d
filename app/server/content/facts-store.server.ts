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
import * as z from "zod";
import { FactsSchema, factGroups, factLabel } from "../../content/fact-sheet-schema.ts";
import { defaultFacts, type Facts } from "../../content/site.ts";
import type { CheckProblem, ContentField } from "../../lib/content-checks.ts";
import type { Db } from "../platform/db.server.ts";
import { checkContent, jobFields, type CheckResult, type PageMeasure } from "./checks.server.ts";
import { factFieldPath } from "./facts-form.ts";
import type { ContentSnapshot } from "./snapshot.server.ts";
import { postsOf } from "./article-snapshot.server.ts";
import {
  danishTime,
  fieldLabel,
  getSingle,
  publishSingle,
  restoreSingle,
  saveSingleDraft,
  type Actor,
  type FieldProblem,
  type SingleItem,
  type SingleState,
  type StoreResult,
} from "./store.server.ts";

/** The pages that state the most facts: rendered with a candidate and measured before it is published. */
export const factPages = ["/priser", "/"] as const;

type Refusal = Extract<StoreResult, { ok: false }>;

/** The schema's problems, each named by the form's field. */
export function parseFacts(data: unknown): { value: Facts } | { refused: Refusal } {
  const result = FactsSchema.safeParse(data, { error: z.locales.da().localeError });
  if (result.success) return { value: result.data };
  const fields: FieldProblem[] = result.error.issues.map((issue) => {
    const path = factFieldPath(issue.path);
    return { path, label: factLabel(path), message: issue.message };
  });
  return { refused: { ok: false, status: 422, error: `Faktaarket er ikke gemt. Ret: ${fields.map((field) => field.message).join(" ")}`, fields } };
}

/** The fact sheet's row, as the editor shows it: `live` is the published sheet, else the build's. */
export type FactsState = SingleState<Facts>;

// Through the schema: a stored sheet comes back with jsonb's key order, the schema gives the build's (factEdits compares them).
const readFacts = (data: unknown) => FactsSchema.safeParse(data).data ?? null;

export const getFacts = (db: Db): Promise<FactsState> => getSingle(db, factSheet);

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

/** The fact sheet in the store's one flow of a one-of-a-kind item (./store.server.ts). */
const factSheet: SingleItem<Facts> = {
  key: { kind: "facts", slug: "site" },
  first: defaultFacts,
  read: readFacts,
  parse: parseFacts,
  check: checkFacts,
  stale: (who, at) => ({
    ok: false,
    status: 409,
    error: `Faktaarket er ændret af ${who ?? "systemet"} ${danishTime(at)}, efter du åbnede det. Intet er gemt oven i deres ændring. Det, du skrev, står stadig i formularen: åbn faktaarket igen i en ny fane, se ændringen, og ret derefter.`,
  }),
  audit: () => ({ title: "Faktaark" }),
  messages: {
    draftOverPublished: "Kladden er gemt. Besøgende ser stadig det udgivne faktaark, indtil du udgiver.",
    nothingNew: "Der er intet nyt at udgive: sitet viser allerede dette faktaark. Ret et felt, og gem først.",
    published: "Faktaarket er udgivet: alle sider, der nævner tallene, viser de nye om få sekunder.",
  },
};

/** Saves the sheet as the draft (visitors see nothing new); the schema first, naming each field. */
export const saveFactsDraft = (db: Db, data: unknown, expectedVersion: number, actor: Actor): Promise<StoreResult> =>
  saveSingleDraft(db, factSheet, data, expectedVersion, actor);

/**
 * Publishes the draft: every page that states a fact shows the new one (content_state moves, every
 * instance renders its pages again). Refused, naming the field or page, when the schema or the
 * checks fail; only the version that was checked is published.
 */
export const publishFacts = (db: Db, options: { expectedVersion: number; measure?: PageMeasure }, actor: Actor): Promise<StoreResult> =>
  publishSingle(db, factSheet, options, actor);

/** Brings back a revision in one press: published at once when the sheet is published (after the checks), else as the draft. */
export const restoreFacts = (db: Db, revisionId: number, expectedVersion: number, actor: Actor, measure?: PageMeasure): Promise<StoreResult> =>
  restoreSingle(db, factSheet, revisionId, expectedVersion, actor, measure);
