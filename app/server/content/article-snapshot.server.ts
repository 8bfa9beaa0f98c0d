/**
 * The published articles of the content store (issue 36, kind 'article') as the blog's pages use
 * them: list, featured article, search, categories, related articles, RSS, sitemap and llms.txt
 * all read `postsOf(snapshot)`.
 *
 * A store without article rows (the build, a fresh install before its seed) shows the repository's
 * files (app/content/blog.server.ts). An article whose published content is word for word its file
 * is the file's own post, so its page reads the build's chunk (the body in the document once, byte
 * for byte as built); any other article's body is rendered here, sanitised
 * (./article-html.server.ts), and travels as loader data.
 */
import { ArticleSchema, articleFromSource, getPost, getPosts, postFromArticle, type Article, type BlogPost } from "../../content/blog.server.ts";
import { blogSources } from "../../content/blog-sources.ts";
import { log } from "../platform/log.server.ts";
import { safeArticleHtml } from "./article-html.server.ts";

/** One content_items row of kind 'article'. */
export type ArticleRow = { slug: string; state: string; published: unknown; updated_at?: Date | string | null };

/** JSON with object keys in order (jsonb does not keep a file's order), as snapshot.server.ts compares jobs. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).filter((key) => record[key] !== undefined);
    return `{${keys
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

let fileCopies: Map<string, string> | undefined;
const fileCopy = (slug: string) =>
  (fileCopies ??= new Map(blogSources().map((source) => [articleFromSource(source).slug, canonical(articleFromSource(source))]))).get(slug);

/** Newest first (the featured article is the newest), then by id: the files' order, since their ids follow their dates. */
export const byDate = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date) || a.id - b.id;

/** The post visitors see of one published article; the file's own post while it is word for word the file. */
export function postOf(article: Article): BlogPost {
  const file = getPost(article.slug);
  if (file && fileCopy(article.slug) === canonical(article)) return file;
  const { body, ...front } = article;
  return postFromArticle(front, body, safeArticleHtml(body), `indhold:${article.slug}`);
}

/**
 * The published articles of the rows, newest first. A row that does not pass the schema is left
 * out with a warning (the editor checks before it publishes). Kladde, planlagt and lukket
 * (unpublished) rows are not on the site: their pages answer 404.
 */
export function articlesFromRows(rows: readonly ArticleRow[]): BlogPost[] {
  const posts: BlogPost[] = [];
  for (const row of rows) {
    if (row.state !== "udgivet" || row.published == null) continue;
    const parsed = ArticleSchema.safeParse(typeof row.published === "string" ? JSON.parse(row.published) : row.published);
    if (!parsed.success) {
      log.warn("En udgivet artikel passer ikke til skemaet og vises ikke", { slug: row.slug, problem: parsed.error.issues[0]?.message });
      continue;
    }
    posts.push(postOf(parsed.data));
  }
  return posts.sort(byDate);
}

/** Whether a post is the repository file's own (its page reads the build's chunk). */
export const isFileArticle = (post: BlogPost) => getPost(post.slug) === post;

/** The articles of a snapshot: the store's published ones, or the files where the store has none. */
export function postsOf(snapshot: { articles?: readonly BlogPost[] }): readonly BlogPost[] {
  return snapshot.articles ?? getPosts();
}
