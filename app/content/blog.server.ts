/**
 * The blog's articles: content/blog/*.md (bundled by ./blog-sources.ts), front matter validated
 * with zod, Markdown rendered to HTML with marked. Runs on the first call (not when the server build
 * is evaluated: rendering every article cost the import most of a second, issue 35); prerendering
 * renders the blog, so a broken article still fails `npm run build` with a message that names the
 * file and the field.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import * as z from "zod";
import { articleHtml } from "./blog-render.ts";
import { blogSources, type BlogSource } from "./blog-sources.ts";
import {
  allCategory,
  blogCategories,
  blogCategoryIds,
  categoryLabel,
  type BlogCategoryCount,
  type BlogCategoryId,
  type BlogPostCard,
  type BlogPostLink,
  type BlogPostSummary,
} from "./blog-taxonomy.ts";
import { limits, locale } from "./site.ts";

/** The two forms of address an article may use (the style guide's »I om kunden, du om sælgeren«). */
export const blogAddresses = ["I", "du"] as const;
export type BlogAddress = (typeof blogAddresses)[number];

export { blogCategories as categories } from "./blog-taxonomy.ts";

/** YAML turns an unquoted 2026-11-12 into a Date; the site works with the ISO text. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.iso.date("skal være en dato som ÅÅÅÅ-MM-DD"),
);

export const BlogFrontMatterSchema = z.strictObject({
  id: z.int("skal være et helt tal").positive("skal være 1 eller højere"),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "må kun indeholde små bogstaver a-z, tal og bindestreger"),
  title: z.string().trim().min(10, "skal være mindst 10 tegn").max(120, "må højst være 120 tegn"),
  excerpt: z.string().trim().min(50, "skal være mindst 50 tegn (den bruges som metabeskrivelse)").max(300, "må højst være 300 tegn"),
  category: z.enum(blogCategoryIds, `skal være en af: ${blogCategoryIds.join(", ")}`),
  date: isoDate,
  /** The meta description when it should differ from the excerpt (50-160 characters); else the excerpt is used. */
  description: z.string().trim().min(50, "skal være mindst 50 tegn").max(160, "må højst være 160 tegn").optional(),
  /** Optional date of the last real revision; dateModified in the JSON-LD. */
  updated: isoDate.optional(),
  author: z.string().trim().min(2, "mangler"),
  authorRole: z.string().trim().min(2, "mangler"),
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|png|webp|jpg)$/, "skal være en sti under /images/blog/"),
  imageAlt: z.string().trim().min(10, "skal beskrive billedet på dansk (mindst 10 tegn)"),
  tags: z.array(z.string().trim().min(1, "må ikke være tom"), "skal være en liste").min(1, "skal have mindst ét tag"),
  /**
   * Whom the article speaks to, held by tests/e2e/copy.test.ts: "I" for a buyer (the company:
   * I/jer/jeres, never du/dig/din), "du" for one person, a seller or freelancer (du/dig/din, never
   * jer/jeres). Quotations (»…«) keep the speaker's words.
   */
  address: z.enum(blogAddresses, 'skal være "I" (artiklen taler til en virksomhed: I, jer, jeres) eller "du" (artiklen taler til én person: du, dig, din)'),
});

export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;

export type BlogPost = BlogPostSummary & {
  updated?: string;
  /** The meta description, when it is not the excerpt. */
  description?: string;
  /** "I" (to a company) or "du" (to one person): see BlogFrontMatterSchema. */
  address: BlogAddress;
  tags: readonly string[];
  /** The article body as HTML (from trusted Markdown in this repository). */
  html: string;
  wordCount: number;
  /** content/blog/<slug>.md, for error messages */
  file: string;
};

export class BlogContentError extends Error {
  override name = "BlogContentError";
}

const dateFormat = new Intl.DateTimeFormat(locale.dateLocale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** An ISO date the Danish way: "2026-11-12" -> "12. november 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
}

export type LoadOptions = {
  /** Whether a public path such as /images/blog/x.svg exists. */
  imageExists?: (publicPath: string) => boolean;
  /** How many articles there must be (docs/requirements.md §9). */
  expectedCount?: number;
};

const publicDir = path.resolve("public");

/**
 * Images are checked against public/ where the sources are (the build, tests, `npm start` from
 * the repository); a server started from a copied build without sources skips the check, since
 * the build that produced it already passed it.
 */
export function publicImageExists(publicPath: string): boolean {
  if (!existsSync(publicDir)) return true;
  return existsSync(path.join(publicDir, publicPath));
}

function fail(file: string, problems: readonly string[]): never {
  throw new BlogContentError(`Ugyldig blogartikel ${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
}

/** An article as the content store holds it (issue 36): the front matter's fields and the Markdown body. */
export const ArticleSchema = BlogFrontMatterSchema.extend({ body: z.string().trim().min(1, "mangler") });
export type Article = z.infer<typeof ArticleSchema>;

/** A body's problems the schema cannot see: a level-1 heading, too few words. */
export function bodyProblems(body: string): string[] {
  const problems: string[] = [];
  if (/^#\s/m.test(body)) problems.push("brødteksten må ikke have en overskrift på niveau 1 (#): titlen er sidens h1");
  const words = wordCount(body);
  if (words < 300) problems.push(`brødteksten er for kort (${words} ord)`);
  return problems;
}

const wordCount = (body: string) => body.split(/\s+/).filter(Boolean).length;

/** An article file's content as the store holds it: its front matter and its body (trimmed). */
export function articleFromSource(source: BlogSource): Article {
  const parsed = matter(source.raw, {});
  return { ...(parsed.data as BlogFrontMatter), body: parsed.content.trim() };
}

/** The post the pages show from checked front matter, its body and the body's HTML. */
export function postFromArticle(data: BlogFrontMatter, body: string, html: string, file: string): BlogPost {
  const words = wordCount(body);
  return {
    id: data.id,
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt,
    category: data.category,
    categoryLabel: categoryLabel(data.category),
    date: data.date,
    dateLabel: formatDate(data.date),
    ...(data.updated ? { updated: data.updated } : {}),
    ...(data.description ? { description: data.description } : {}),
    author: data.author,
    authorRole: data.authorRole,
    image: data.image,
    imageAlt: data.imageAlt,
    tags: data.tags,
    address: data.address,
    readingMinutes: Math.max(1, Math.round(words / 200)),
    html,
    wordCount: words,
    file,
  };
}

/** One article: validated front matter plus rendered body. Throws a BlogContentError naming the file and field. */
export function parsePost(source: BlogSource, options: LoadOptions = {}): BlogPost {
  const imageExists = options.imageExists ?? publicImageExists;
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object bypasses gray-matter's cache, so a re-read file is re-parsed.
    parsed = matter(source.raw, {});
  } catch (error) {
    fail(source.file, [`front matter er ikke gyldig YAML: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const result = BlogFrontMatterSchema.safeParse(parsed.data, { error: z.locales.da().localeError });
  if (!result.success) {
    fail(
      source.file,
      result.error.issues.map((issue) => {
        const field = issue.path.length ? issue.path.join(".") : "front matter";
        const unknown = issue.code === "unrecognized_keys" ? `: ${issue.keys.join(", ")}` : "";
        return `feltet "${field}" ${issue.message}${unknown}`;
      }),
    );
  }
  const data = result.data;
  const problems: string[] = [];
  const expectedName = `${data.slug}.md`;
  if (path.basename(source.file) !== expectedName) problems.push(`feltet "slug" ("${data.slug}") skal svare til filnavnet (${expectedName})`);
  if (!imageExists(data.image)) problems.push(`feltet "image" peger på ${data.image}, som ikke findes i public/`);
  const body = parsed.content.trim();
  problems.push(...bodyProblems(body));
  if (problems.length) fail(source.file, problems);
  return postFromArticle(data, body, articleHtml(body), source.file);
}

/** Every article, checked as a set (count, unique ids and slugs) and sorted by id: id 1 is the featured one. */
export function loadPosts(sources: readonly BlogSource[], options: LoadOptions = {}): BlogPost[] {
  const expectedCount = options.expectedCount ?? limits.blogPostCount;
  const posts = sources.map((source) => parsePost(source, options));
  const problems: string[] = [];
  if (posts.length !== expectedCount) problems.push(`der skal være ${expectedCount} artikler i content/blog, men der er ${posts.length}`);
  for (const key of ["id", "slug"] as const) {
    const seen = new Map<string | number, string>();
    for (const post of posts) {
      const other = seen.get(post[key]);
      if (other) problems.push(`${post.file} og ${other} har samme ${key} (${post[key]})`);
      seen.set(post[key], post.file);
    }
  }
  if (problems.length) throw new BlogContentError(`Bloggens artikler er ikke gyldige:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return posts.sort((a, b) => a.id - b.id);
}

let loaded: { posts: readonly BlogPost[]; bySlug: Map<string, BlogPost> } | undefined;
function blog() {
  if (!loaded) {
    const posts = loadPosts(blogSources());
    loaded = { posts, bySlug: new Map(posts.map((post) => [post.slug, post])) };
  }
  return loaded;
}

/** All articles, by id (1 = featured, then newest first). */
export function getPosts(): readonly BlogPost[] {
  return blog().posts;
}

export function getPost(slug: string | undefined): BlogPost | undefined {
  return slug ? blog().bySlug.get(slug) : undefined;
}

/** The fields a card needs: keeps the article bodies out of list pages' loader data. */
export function toSummary(post: BlogPost): BlogPostSummary {
  const { id, slug, title, excerpt, category, categoryLabel, date, dateLabel, author, authorRole, image, imageAlt, readingMinutes } = post;
  return { id, slug, title, excerpt, category, categoryLabel, date, dateLabel, author, authorRole, image, imageAlt, readingMinutes };
}

/** A related article's card: everything but the excerpt (see BlogPostCard). */
export function toRelatedCard(post: BlogPost): BlogPostCard {
  const { excerpt: _excerpt, ...card } = toSummary(post);
  return card;
}

/** What the recent-articles sidebar shows of an article: its loader data carries no more. */
export function toRecentLink(post: BlogPostSummary): BlogPostLink {
  const { slug, title, image, date, dateLabel } = post;
  return { slug, title, image, date, dateLabel };
}

/** docs/requirements.md §9: the recent-articles sidebar shows posts 2-4. */
export function recentPosts(all: readonly BlogPost[] = getPosts()): BlogPost[] {
  return all.slice(limits.blogRecentPosts.from - 1, limits.blogRecentPosts.to);
}

/** Number of articles per category, "Alle" first. */
export function categoryCounts(all: readonly BlogPost[] = getPosts()): BlogCategoryCount[] {
  return blogCategories.map((category) => ({
    ...category,
    count: category.id === allCategory ? all.length : all.filter((post) => post.category === category.id).length,
  }));
}

/** Related articles: same category first, then the newest of the rest; never the article itself. */
export function relatedPosts(post: BlogPost, all: readonly BlogPost[] = getPosts(), count: number = limits.blogRelatedPosts): BlogPost[] {
  const newestFirst = [...all].filter((other) => other.slug !== post.slug).sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  const same = newestFirst.filter((other) => other.category === post.category);
  const rest = newestFirst.filter((other) => other.category !== post.category);
  return [...same, ...rest].slice(0, count);
}

export type { BlogCategoryId };
