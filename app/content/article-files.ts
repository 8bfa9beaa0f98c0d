/**
 * Every article's body and cover as one chunk per article (scripts/vite-article-chunks.ts), for the
 * article page's component; the server validates the same files in ./blog.server.ts.
 */
import { contentChunks } from "../lib/content-chunks.ts";
import type { ArticleChunk } from "./blog-render.ts";

export const articleFiles = contentChunks<ArticleChunk>(import.meta.glob<{ default: ArticleChunk }>("../../content/blog/*.md", { query: "?article" }));
