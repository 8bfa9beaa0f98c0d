/**
 * The site's own checks (./checks.server.ts) on `npm run content -- import` (./files.server.ts),
 * as a publish in the admin runs them: the fact sheet's figures, the glossary, du/I, meta lengths,
 * alt texts and internal links, for every job ad, article and page title of the folder that will be published (udgivet, or
 * planlagt: its draft), against the candidate snapshot — the store as it will be after the import,
 * its fact sheet included. A fact sheet in the folder gets the fact-sheet publish's own check
 * (`checkFacts`, ./facts-store.server.ts): its texts, and every published job ad and article of
 * the candidate against the figures the sheet drops.
 * The HTML budget of the first TCP window needs the production server's render, which the CLI does
 * not have: the next publish or regeneration on the server checks it.
 */
import { defaultFacts } from "../../content/site.ts";
import type { Db } from "../platform/db.server.ts";
import type { Parsed } from "./files.server.ts";
import { contentItems } from "./schema.server.ts";
import { PageMetaSchema } from "./page-meta-form.ts";
import { checkJob, fieldLabel } from "./store.server.ts";

type Row = { slug: string; state: string; published: unknown; updated_at?: Date | null };

/** Every problem the checks find, one Danish line each naming the file and the field; [] when all pass. */
export async function siteCheckProblems(db: Db, items: readonly Parsed[]): Promise<string[]> {
  const due = items.filter((item) => (item.state === "udgivet" && item.published !== null) || (item.state === "planlagt" && item.draft !== null));
  const sheet = items.find((item) => item.kind === "facts");
  if (!due.length && !sheet) return [];
  // Loaded here: the checks read the content modules, which need Vite's glob (the CLI registers scripts/glob-hooks.ts first).
  const [
    { checkJobAd, checkArticlePage },
    { loadSnapshot, snapshotFromRows, factsFromRows },
    { articlesFromRows },
    { pageMetaFromRows, checkPageMeta },
    { checkArticle, articleFieldLabel },
    { checkFacts },
  ] = await Promise.all([
    import("./checks.server.ts"),
    import("./snapshot.server.ts"),
    import("./article-snapshot.server.ts"),
    import("./page-meta.server.ts"),
    import("./article-store.server.ts"),
    import("./facts-store.server.ts"),
  ]);

  // The candidate: the store's rows with the folder's items over them.
  const rows = new Map<string, Row & { kind: string }>();
  for (const row of await db.select().from(contentItems))
    rows.set(`${row.kind}/${row.slug}`, { kind: row.kind, slug: row.slug, state: row.state, published: row.published, updated_at: row.updatedAt });
  for (const item of items) rows.set(`${item.kind}/${item.slug}`, { kind: item.kind, slug: item.slug, state: item.state, published: item.published });
  const ofKind = (kind: string) => [...rows.values()].filter((row) => row.kind === kind);
  const { facts: publishedFacts, ...base } = await loadSnapshot(db);
  const jobRows = ofKind("job");
  const articleRows = ofKind("article");
  const pageMeta = pageMetaFromRows(ofKind("page"));
  // The sheet visitors will see after the import (undefined: the build's), as the snapshot reads it.
  const facts = factsFromRows(ofKind("facts"));
  const fromJobs = jobRows.length ? snapshotFromRows(base.version, jobRows) : base;
  const snapshot = {
    ...base,
    jobs: fromJobs.jobs,
    closedJobs: fromJobs.closedJobs,
    ...(articleRows.length && { articles: articlesFromRows(articleRows) }),
    ...(pageMeta && { pageMeta }),
    ...(facts && { facts }),
  };

  const problems: string[] = [];
  for (const item of due) {
    const data = item.state === "udgivet" ? item.published : item.draft;
    const label = item.state === "udgivet" ? "den udgivne version" : "kladden, der er planlagt";
    let result;
    if (item.kind === "job") {
      const checked = checkJob(data);
      if (!checked.ok) continue; // the schema's problems are already named (checkItem)
      result = await checkJobAd(checked.job, { snapshot, label: fieldLabel });
    } else if (item.kind === "article") {
      const checked = checkArticle(data);
      if (!checked.ok) continue;
      result = await checkArticlePage(checked.article, { snapshot, label: articleFieldLabel });
    } else if (item.kind === "page") {
      // A page's title and description: the page-title publish's own check (the sheet's figures, the glossary, du/I, meta lengths).
      const checked = PageMetaSchema.safeParse(data);
      if (!checked.success) continue;
      result = await checkPageMeta(checked.data, { snapshot });
    } else continue;
    for (const problem of result.problems) problems.push(`${item.file}: ${label}, ${problem.label}: ${problem.message}.`);
  }
  if (sheet) {
    // The publish's check, from the sheet visitors see now to the one they will see (a sheet imported as kladde leaves the build's).
    const label = sheet.state === "udgivet" ? "den udgivne version" : "byggets faktaark, som sitet viser uden en udgivet version";
    const result = await checkFacts(facts ?? defaultFacts, { snapshot: { ...snapshot, facts: publishedFacts } });
    for (const problem of result.problems) problems.push(`${sheet.file}: ${label}, ${problem.label}: ${problem.message}.`);
  }
  return problems;
}
