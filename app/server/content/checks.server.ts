/**
 * The site's own checks on a content item before visitors see it (issue 36): run by the editor's
 * preview (shown at the top) and by every publish — now, at a scheduled time when it comes due,
 * and a restore that publishes — which is refused with the messages beside the fields. The rules
 * are app/lib/content-checks.ts, the same the repository's content tests apply to the files.
 *
 * `checkContent` takes any item's fields (a job ad's, an article's) and the path its page will
 * have; `checkJobAd` is the job ad's use of it. The HTML budget of the first TCP window needs the
 * page rendered as the overlay renders it: the production server hands in a `PageMeasure`
 * (server/main.ts); where there is none (the dev server, tests of the store alone) that one check
 * is left out and the result says so.
 */
import type { Article } from "../../content/blog.server.ts";
import type { JobFile } from "../../content/job-schema.ts";
import { statedFigures } from "../../content/facts.ts";
import { defaultFacts, type Facts } from "../../content/site.ts";
import { withFacts } from "./facts.server.ts";
import {
  addressOf,
  addressProblems,
  altProblems,
  fieldsOf,
  figureProblems,
  glossaryProblems,
  linkProblems,
  metaProblems,
  windowProblems,
  type Address,
  type CheckProblem,
  type ContentField,
  type FieldKind,
} from "../../lib/content-checks.ts";
import { redirectTargets } from "../../lib/redirects.ts";
import { byDate, postOf, postsOf } from "./article-snapshot.server.ts";
import { overlayPaths } from "./overlay.server.ts";
import type { ContentSnapshot, PublishedJob } from "./snapshot.server.ts";

/** Renders a page of `snapshot` as the overlay does and counts its document on the wire (brotli, headers included). */
export type PageMeasure = (snapshot: ContentSnapshot, pagePath: string) => Promise<{ status: number; bytes: number }>;

export type CheckResult = {
  problems: CheckProblem[];
  /** How long the checks took (ms), the render and measure included. */
  ms: number;
  /** Whether the page was rendered and measured against the first TCP window. */
  measured: boolean;
};

const figures = new WeakMap<Facts, Set<string>>();
/**
 * The figures the snapshot's fact sheet holds: the published one, or the candidate of a fact-sheet
 * publish (computed once per fact sheet, with it as the current one).
 */
function allowedFigures(snapshot: ContentSnapshot): Set<string> {
  const facts = snapshot.facts ?? defaultFacts;
  let allowed = figures.get(facts);
  if (!allowed) {
    allowed = withFacts(facts, statedFigures);
    figures.set(facts, allowed);
  }
  return allowed;
}

/** Every path a link of our own may lead to, with the content as it will be: pages, resources, redirects. */
export function knownPaths(snapshot: ContentSnapshot): (path: string) => boolean {
  const { pages, resources } = overlayPaths(snapshot);
  const known = new Set([...pages, ...resources, ...redirectTargets.keys()]);
  const closed = new Set(snapshot.closedJobs.map((job) => job.path));
  return (path) => known.has(path) && !closed.has(path);
}

/**
 * Checks one item's fields: the fact sheet's figures, the glossary, the page's form of address,
 * meta title and description, alt texts, internal links, and — when `measure` is given — the
 * page's document against the first TCP window, rendered from `snapshot` (which must hold the
 * candidate).
 */
export async function checkContent(
  item: {
    pagePath: string;
    fields: readonly ContentField[];
    meta?: { title: string; description: string };
    metaLabels?: { title: string; description: string };
    /** How the page speaks to its reader, when its path does not say it (an article's front matter). */
    address?: Address;
  },
  options: { snapshot: ContentSnapshot; measure?: PageMeasure },
): Promise<CheckResult> {
  const started = performance.now();
  const { fields } = item;
  const address = item.address ?? addressOf(item.pagePath);
  const problems = [
    ...figureProblems(fields, allowedFigures(options.snapshot)),
    ...glossaryProblems(fields),
    ...(address ? addressProblems(fields, address) : []),
    ...(item.meta ? metaProblems(item.meta, item.metaLabels) : []),
    ...altProblems(fields),
    ...linkProblems(fields, knownPaths(options.snapshot)),
  ];
  let measured = false;
  if (options.measure) {
    const page = await options.measure(options.snapshot, item.pagePath);
    measured = true;
    if (page.status !== 200)
      problems.push({
        path: "",
        label: "Hele siden",
        check: "tcp-vindue",
        message: `${item.pagePath} kunne ikke vises (svar ${page.status}); prøv igen, og sig det til en udvikler, hvis det bliver ved`,
      });
    else problems.push(...windowProblems(item.pagePath, page.bytes));
  }
  return { problems, ms: Math.round(performance.now() - started), measured };
}

/** A job's texts as fields: testimonials are quotations, the FAQ's links are links, keywords are keywords. */
export function jobFields(job: JobFile, label: (path: readonly PropertyKey[]) => string): ContentField[] {
  const kindOf = (path: readonly string[]): FieldKind | undefined => {
    if (path[0] === "testimonials") return "quote";
    if (path[0] === "faq" && path[2] === "link") return path[3] === "href" ? "link" : "prose";
    if (path[0] === "meta" && path[1] === "canonicalPath") return "link";
    return undefined;
  };
  return fieldsOf(job, label, kindOf);
}

/** The snapshot as it will be once `job` is published: open, in its place in the menu. */
export function withJob(snapshot: ContentSnapshot, job: JobFile): ContentSnapshot {
  const published: PublishedJob = { ...job, path: `/jobs/${job.slug}` };
  const jobs = [...snapshot.jobs.filter((other) => other.slug !== job.slug), published].sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  return { ...snapshot, jobs, closedJobs: snapshot.closedJobs.filter((other) => other.slug !== job.slug) };
}

/** The checks on a job ad, with the site as it will be once the ad is published. */
export function checkJobAd(
  job: JobFile,
  options: { snapshot: ContentSnapshot; measure?: PageMeasure; label: (path: readonly PropertyKey[]) => string },
): Promise<CheckResult> {
  return checkContent(
    {
      pagePath: `/jobs/${job.slug}`,
      fields: jobFields(job, options.label),
      meta: job.meta,
      metaLabels: { title: options.label(["meta", "title"]), description: options.label(["meta", "description"]) },
    },
    { snapshot: withJob(options.snapshot, job), measure: options.measure },
  );
}

/** An article's texts as fields: the body is Markdown prose (its links and images are checked), tags are search keywords. */
export function articleFields(article: Article, label: (path: readonly PropertyKey[]) => string): ContentField[] {
  const kindOf = (path: readonly string[]): FieldKind | undefined => {
    if (path[0] === "tags") return "keyword";
    if (["category", "date", "updated", "address"].includes(path[0] ?? "")) return "id";
    return undefined;
  };
  return fieldsOf(article, label, kindOf);
}

/** The snapshot as it will be once `article` is published: on the blog, in its place by date. */
export function withArticle(snapshot: ContentSnapshot, article: Article): ContentSnapshot {
  const articles = [...postsOf(snapshot).filter((post) => post.slug !== article.slug), postOf(article)].sort(byDate);
  return { ...snapshot, articles };
}

/**
 * The checks on an article, with the blog as it will be once it is published. Its meta description
 * is what the page's head shows (the description, or the excerpt where there is none); it speaks
 * to the reader its front matter names. The title is the article's headline, held to the schema's
 * 10–120 characters, not to the 60 of a page's meta title: every one of the twelve articles' titles
 * is 66–86 characters with » | Salgskraft«, as the build has always served them.
 */
export async function checkArticlePage(
  article: Article,
  options: { snapshot: ContentSnapshot; measure?: PageMeasure; label: (path: readonly PropertyKey[]) => string },
): Promise<CheckResult> {
  const describedBy = article.description ? "description" : "excerpt";
  const result = await checkContent(
    {
      pagePath: `/blog/${article.slug}`,
      fields: articleFields(article, options.label),
      meta: { title: article.title, description: article.description ?? article.excerpt },
      metaLabels: { title: options.label(["title"]), description: options.label([describedBy]) },
      address: article.address,
    },
    { snapshot: withArticle(options.snapshot, article), measure: options.measure },
  );
  const problems = result.problems
    .filter((problem) => !(problem.check === "meta" && problem.path === "meta.title"))
    .map((problem) => (problem.path === "meta.description" ? { ...problem, path: describedBy } : problem));
  return { ...result, problems };
}

/** The problems as one Danish sentence for the top of the page. */
export function checksText(problems: readonly CheckProblem[]): string {
  return `Siden består ikke sitets kontrol, så den er ikke udgivet. Ret: ${problems.map((problem) => `${problem.label}: ${problem.message}`).join("; ")}.`;
}
