/**
 * Titles and descriptions of the public pages (issue 36 item 5), edited in /admin/indhold/sider.
 * A page's own meta lives in its content module (app/content/*, the route table's `meta`); what an
 * editor publishes is a `content_items` row of kind 'page' whose `published` is `{ path, title,
 * description }`, and it is shown over the file's: the snapshot carries the published ones
 * (`pageMeta` by path), the route table's page list applies them (llms.txt), and the root loader
 * hands the one of the page it answers to the page's `meta` (app/lib/meta.ts, app/root.tsx).
 *
 * The same rules as job ads and articles (./store.server.ts): every change is one transaction that
 * locks the row and compares the version the form started from (a stale save is refused naming
 * who changed it), writes a revision, and bumps `content_state.version` when what visitors see
 * changes. A page has no row until its first save: the row starts with a revision of the file's
 * text (»importeret«, by the system), so history and restore reach back to today's title. States:
 * kladde (never published), udgivet (published; an edit not yet published sits in `draft`).
 */
import { eq } from "drizzle-orm";
import * as z from "zod";

import type { PageMeta } from "../../content/types.ts";
import type { CheckProblem } from "../../lib/content-checks.ts";
import { fullTitle } from "../../lib/meta.ts";
import { publicPages, type PageMetaText } from "../../lib/route-table.ts";
import type { PublishedMeta } from "../../lib/meta.ts";
import { routeTable } from "../../routes.ts";
import type { Db } from "../platform/db.server.ts";
import { pageMetaLabels, PageMetaSchema, pageSlug, type PageMetaItem } from "./page-meta-form.ts";
import { checkContent, type CheckResult, type PageMeasure } from "./checks.server.ts";
import { contentItems } from "./schema.server.ts";
import type { ContentSnapshot } from "./snapshot.server.ts";
import {
  danishTime,
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

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One page the admin edits: its path, its name in the menus and its own (the file's) meta. */
export type EditablePage = { path: string; slug: string; label: string; meta: PageMeta };

/** The route table's parameter routes with editors of their own (their meta lives in the job ad and the article). */
const ownEditors = new Set(["/jobs/:slug", "/blog/:slug"]);

let pages: EditablePage[] | undefined;
/**
 * Every public page of the route table whose meta lives in content, job and article pages
 * aside, in table order, with the file's title and description.
 */
export function editablePages(): readonly EditablePage[] {
  return (pages ??= publicPages(routeTable).flatMap((page) =>
    page.meta && !ownEditors.has(page.route) ? [{ path: page.path, slug: pageSlug(page.path), label: page.label ?? page.meta.title, meta: page.meta }] : [],
  ));
}

export const pageBySlug = (slug: string) => editablePages().find((page) => page.slug === slug);
const pageByPath = (path: string) => editablePages().find((page) => page.path === path);

/** One content_items row of kind 'page', as the snapshot reads it. */
export type PageMetaRow = { slug: string; state: string; published: unknown };

/**
 * The published titles and descriptions by path. A row that does not pass the schema, names a
 * page that is not editable, or says exactly what the file says is left out: the page is then the
 * build's, byte for byte.
 */
export function pageMetaFromRows(rows: readonly PageMetaRow[]): Record<string, PageMetaText> | undefined {
  const out: Record<string, PageMetaText> = {};
  for (const row of rows) {
    if (row.state !== "udgivet" || row.published == null) continue;
    const parsed = PageMetaSchema.safeParse(typeof row.published === "string" ? JSON.parse(row.published) : row.published);
    if (!parsed.success) continue;
    const page = pageByPath(parsed.data.path);
    if (!page || (page.meta.title === parsed.data.title && page.meta.description === parsed.data.description)) continue;
    out[page.path] = { title: parsed.data.title, description: parsed.data.description };
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * What the root loader adds for a request (app/root.tsx): the page's published title and
 * description. Nothing for a page without: its document stays the build's, byte for byte, and a
 * publish re-renders only the page it is for (and the resources).
 */
export function publishedMetaOf(content: { pageMeta?: Readonly<Record<string, PageMetaText>> }, url: string): { pageMeta?: PublishedMeta } {
  if (!content.pageMeta) return {};
  // A single-fetch request names the page's data file ("/priser.data", "/_.data" for "/"), as the overlay renders it.
  const pathname = new URL(url, "http://localhost").pathname.replace(/\.data$/, "").replace(/^\/_$/, "/");
  const here = content.pageMeta[pathname];
  return here ? { pageMeta: { path: pathname, ...here } } : {};
}

/** The snapshot as it will be once `item` is published. */
export function withPageMeta(snapshot: ContentSnapshot, item: PageMetaItem): ContentSnapshot {
  return { ...snapshot, pageMeta: { ...snapshot.pageMeta, [item.path]: { title: item.title, description: item.description } } };
}

/**
 * The site's checks on a page's title and description, with the site as it will be once they are
 * published: meta lengths (the build's rule), the glossary, the fact sheet's figures, du/I by the
 * page's path, and, given `measure`, the page against the first TCP window.
 */
export async function checkPageMeta(item: PageMetaItem, options: { snapshot: ContentSnapshot; measure?: PageMeasure }): Promise<CheckResult> {
  return checkContent(
    {
      pagePath: item.path,
      fields: [
        { path: "meta.title", label: pageMetaLabels.title, text: item.title, kind: "prose" },
        { path: "meta.description", label: pageMetaLabels.description, text: item.description, kind: "prose" },
      ],
      meta: item,
      metaLabels: pageMetaLabels,
    },
    { snapshot: withPageMeta(options.snapshot, item), measure: options.measure },
  );
}

/** A page's row, as the editor shows it: `live` is the published text, else the file's. */
export type PageMetaState = SingleState<PageMetaItem>;

const fileText = (page: EditablePage): PageMetaItem => ({ path: page.path, title: page.meta.title, description: page.meta.description });

/** A page's state in the store (version 0 and the file's text while it has no row). */
export const getPageMeta = (db: Db | Tx, page: EditablePage): Promise<PageMetaState> => getSingle(db, pageItem(page));

/** Every editable page with what visitors see and its state, in table order. */
export async function listPageMeta(db: Db): Promise<(EditablePage & PageMetaState)[]> {
  const rows = await db.select({ slug: contentItems.slug, id: contentItems.id }).from(contentItems).where(eq(contentItems.kind, "page"));
  const known = new Set(rows.map((row) => row.slug));
  return Promise.all(
    editablePages().map(async (page) =>
      known.has(page.slug)
        ? { ...page, ...(await getPageMeta(db, page)) }
        : { ...page, id: null, state: null, version: 0, hasDraft: false, updatedAt: null, updatedBy: null, live: fileText(page), current: fileText(page) },
    ),
  );
}

const problemText = (fields: readonly FieldProblem[]) => `Rettelser mangler: ${fields.map((field) => `${field.label}: ${field.message}`).join("; ")}.`;

/** The schema's problems, named by field. */
function parse(data: unknown): { value: PageMetaItem } | { refused: Extract<StoreResult, { ok: false }> } {
  const result = PageMetaSchema.safeParse(data, { error: z.locales.da().localeError });
  if (result.success) return { value: result.data };
  const fields = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? "");
    return { path: `meta.${key}`, label: pageMetaLabels[key as keyof typeof pageMetaLabels] ?? key, message: issue.message };
  });
  return { refused: { ok: false, status: 422, error: problemText(fields), fields } };
}

/** A page in the store's one flow of a one-of-a-kind item (./store.server.ts): made on its first save, starting from the file's text. */
const pageItem = (page: EditablePage): SingleItem<PageMetaItem> => ({
  key: { kind: "page", slug: page.slug },
  first: fileText(page),
  read: (data) => data as PageMetaItem,
  parse,
  check: checkPageMeta,
  stale: (who, at) => ({
    ok: false,
    status: 409,
    error: `Siden er ændret af ${who ?? "systemet"} ${danishTime(at)}, efter du åbnede den. Intet er gemt oven i deres ændring. Det, du skrev, står stadig i formularen: åbn siden igen i en ny fane, se ændringen, og ret derefter.`,
  }),
  audit: (item) => ({ title: fullTitle(item.title), extra: { path: page.path } }),
  messages: {
    draftOverPublished: "Kladden er gemt. Besøgende ser stadig den udgivne titel og beskrivelse, indtil du udgiver.",
    nothingNew: "Der er intet nyt at udgive: siden viser allerede denne titel og beskrivelse. Ret teksten, og gem først.",
    published: `Titel og beskrivelse er udgivet på ${page.path}.`,
  },
});

/** Saves the title and description as the page's draft (visitors see nothing new). The checks run on preview and publish. */
export const savePageDraft = (
  db: Db,
  page: EditablePage,
  text: { title: string; description: string },
  expectedVersion: number,
  actor: Actor,
): Promise<StoreResult> => saveSingleDraft(db, pageItem(page), { path: page.path, ...text }, expectedVersion, actor);

/**
 * Publishes the draft: visitors see the new title and description at once (content_state moves,
 * every instance renders the page and llms.txt again). Refused, naming the field, when the checks
 * fail; only the version that was checked is published.
 */
export const publishPageMeta = (db: Db, page: EditablePage, options: { expectedVersion: number; measure?: PageMeasure }, actor: Actor): Promise<StoreResult> =>
  publishSingle(db, pageItem(page), options, actor);

/**
 * Brings back a revision in one press. A published page is published with it at once (after the
 * checks); otherwise it becomes the draft.
 */
export const restorePageMeta = (
  db: Db,
  page: EditablePage,
  revisionId: number,
  expectedVersion: number,
  actor: Actor,
  measure?: PageMeasure,
): Promise<StoreResult> => restoreSingle(db, pageItem(page), revisionId, expectedVersion, actor, measure);

/** The problems as »Label: message« lines, for the preview. */
export const problemLines = (problems: readonly CheckProblem[]) => problems.map((problem) => `${problem.label}: ${problem.message}`);
