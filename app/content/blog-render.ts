/**
 * How an article's Markdown becomes what the page shows: the body as HTML and the cover as an
 * inlined SVG. Pure functions, shared by the server's article list (./blog.server.ts, which also
 * validates every file) and the build's per-article chunks (scripts/vite-article-chunks.ts).
 */
import matter from "gray-matter";
import { Marked, type Tokens } from "marked";

/** What the article page's component reads from an article's own chunk. */
export type ArticleChunk = { html: string; coverSrc: string };

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Markdown with one change to marked's output: every table cell carries its column's heading in
 * `data-label`, so app.css can lay a table out as one card per row on a phone instead of letting
 * it run off the screen.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    table(token: Tokens.Table) {
      const align = (cell: Tokens.TableCell) => (cell.align ? ` style="text-align:${cell.align}"` : "");
      const head = token.header.map((cell) => `<th scope="col"${align(cell)}>${this.parser.parseInline(cell.tokens)}</th>`).join("");
      const rows = token.rows
        .map((row) => {
          const cells = row.map((cell, index) => {
            const label = escapeAttribute(token.header[index]?.text ?? "");
            return `<td data-label="${label}"${align(cell)}>${this.parser.parseInline(cell.tokens)}</td>`;
          });
          return `<tr>${cells.join("")}</tr>`;
        })
        .join("\n");
      return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>${rows}</tbody>\n</table>\n`;
    },
  },
});

export function articleHtml(markdownBody: string): string {
  return markdown.parse(markdownBody.trim(), { async: false });
}

const percentEncode = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;

/** An SVG as a compact data: URI (only the characters a URL cannot carry are escaped). */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ");
  // Quotes too: React would write them as 6-character HTML entities in the attribute.
  return `data:image/svg+xml,${compact.replace(/["'%#<>?{}|\\^`[\]]/g, percentEncode)}`;
}

/** The SVG text of a public path such as /images/blog/x.svg, or undefined when it is not one of ours. */
export type CoverReader = (publicPath: string) => string | undefined;

/**
 * The image source for an article's cover: inlined as a data: URI when it is one of ours. The
 * cover is the largest element above the fold on an article, so it decides LCP; as a separate
 * request it came after the HTML and the CSS (LCP 1.3 s on a throttled phone). Inline it is there
 * at first paint. Any other path stays as it is.
 */
export function coverSrc(publicPath: string, readCover: CoverReader): string {
  const svg = readCover(publicPath);
  return svg === undefined ? publicPath : svgDataUri(svg);
}

/** An article file's chunk: its body as HTML and its cover's source. */
export function articleChunk(raw: string, readCover: CoverReader): ArticleChunk {
  const { data, content } = matter(raw, {});
  return { html: articleHtml(content), coverSrc: coverSrc(String(data.image ?? ""), readCover) };
}
