/**
 * The raw Markdown of every article, bundled by Vite at build time (so the server needs no
 * content folder at run time), and the slug and date of each for the sitemap and the prerender
 * list.
 *
 * Build-safe on purpose: the route table (app/routes.ts) imports this, and React Router reads that
 * file outside the app's Vite config, so no gray-matter, zod or Node APIs here. Full validation
 * happens in ./blog.server.ts; its unit test checks that both agree.
 */

const files = import.meta.glob<string>("../../content/blog/*.md", { query: "?raw", import: "default", eager: true });

export type BlogSource = { file: string; raw: string };

/** Every article file as `content/blog/<name>.md` with its text, sorted by file name. */
export function blogSources(): BlogSource[] {
  return Object.entries(files)
    .map(([key, raw]) => ({ file: key.replace(/^(\.\.\/)+/, ""), raw }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

function frontMatterField(source: BlogSource, name: string): string {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source.raw)?.[1] ?? "";
  const value = new RegExp(`^${name}:[ \\t]*["']?([^"'\\r\\n]*?)["']?[ \\t]*$`, "m").exec(block)?.[1];
  if (!value) throw new Error(`${source.file}: front matter mangler feltet "${name}"`);
  return value;
}

/** Slug and publication date of every article, for sitemapEntries() and prerenderPaths(). */
export function blogPostPaths(): { slug: string; date: string }[] {
  return blogSources().map((source) => ({ slug: frontMatterField(source, "slug"), date: frontMatterField(source, "date") }));
}
