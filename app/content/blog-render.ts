/**
 * How an article's Markdown becomes what the page shows: the body as HTML and the cover as an
 * inlined SVG. Pure functions, shared by the server's article list (./blog.server.ts, which also
 * validates every file) and the build's per-article chunks (scripts/vite-article-chunks.ts).
 */
import matter from "gray-matter";
import { marked } from "marked";

/** What the article page's component reads from an article's own chunk. */
export type ArticleChunk = { html: string; coverSrc: string };

export function articleHtml(markdownBody: string): string {
  return marked.parse(markdownBody.trim(), { async: false, gfm: true });
}

const percentEncode = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;

/** An SVG as a compact data: URI (only the characters a URL cannot carry are escaped). */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ");
  // Quotes too: React would write them as 6-character HTML entities in the attribute.
  return `data:image/svg+xml,${compact.replace(/["'%#<>?{}|\\^`[\]]/g, percentEncode)}`;
}

/**
 * An article file's chunk. `readCover` returns the SVG text of a public path such as
 * /images/blog/x.svg, or undefined when it is not one of ours (then the path itself is the source).
 */
export function articleChunk(raw: string, readCover: (publicPath: string) => string | undefined): ArticleChunk {
  const { data, content } = matter(raw, {});
  const image = String(data.image ?? "");
  const svg = readCover(image);
  return { html: articleHtml(content), coverSrc: svg === undefined ? image : svgDataUri(svg) };
}
