/**
 * The blog list's filter, search and pagination (docs/requirements.md §4), as pure functions. The state lives in
 * the URL (?kategori=salg&q=mail&side=2) so a result can be shared and works without JavaScript:
 * the /blog loader parses the query with parseBlogQuery and filters with filterPosts, and the page
 * builds its links with blogHref. Client-safe: no content, no Node APIs.
 */

export const blogQueryParams = { category: "kategori", search: "q", page: "side" } as const;

/** Longer search text is cut off: no title or excerpt is that long, and it keeps pages small. */
export const searchMaxLength = 100;

export type BlogQuery<C extends string = string> = {
  /** "all" or a category id */
  category: C | "all";
  /** trimmed search text, "" for none */
  q: string;
  /** 1-based page number */
  page: number;
};

/**
 * Reads the blog's query from the URL. Anything unexpected falls back instead of failing: an
 * unknown category means all, a missing or malformed page means 1, an overlong search is cut.
 */
export function parseBlogQuery<C extends string>(params: URLSearchParams, categoryIds: readonly C[]): BlogQuery<C> {
  const rawCategory = (params.get(blogQueryParams.category) ?? "").trim().toLowerCase();
  const category = (categoryIds as readonly string[]).includes(rawCategory) ? (rawCategory as C) : "all";
  const q = (params.get(blogQueryParams.search) ?? "")
    .slice(0, searchMaxLength * 4)
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, searchMaxLength)
    .trim();
  const rawPage = (params.get(blogQueryParams.page) ?? "").trim();
  const page = /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  return { category, q, page };
}

export function isFiltered(query: Pick<BlogQuery, "category" | "q">): boolean {
  return query.category !== "all" || query.q !== "";
}

const fold = (text: string) => text.toLocaleLowerCase("da-DK");

/** docs/requirements.md §4: a post shows if it is in the category and its title or excerpt contains the search text, ignoring case. */
export function matchesQuery(post: { title: string; excerpt: string; category: string }, query: Pick<BlogQuery, "category" | "q">): boolean {
  if (query.category !== "all" && post.category !== query.category) return false;
  if (!query.q) return true;
  const needle = fold(query.q);
  return fold(post.title).includes(needle) || fold(post.excerpt).includes(needle);
}

export type BlogPage<T> = {
  /** The query as applied: page clamped to the pages there are. */
  query: BlogQuery;
  /** The first post, shown on its own above the grid when nothing is filtered (page 1 only). */
  featured: T | null;
  items: T[];
  /** Matches in the grid across all pages. */
  total: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown, for "Viser 1-6 af 11". */
  from: number;
  to: number;
};

/**
 * Filters and paginates posts (given in display order, the featured one first). Unfiltered, the
 * featured post is taken out of the grid so it is not shown twice; filtered, every post competes.
 * A page past the end is clamped to the last page.
 */
export function filterPosts<T extends { title: string; excerpt: string; category: string }>(
  posts: readonly T[],
  query: BlogQuery,
  pageSize: number,
): BlogPage<T> {
  const filtered = isFiltered(query);
  const pool = filtered ? posts.filter((post) => matchesQuery(post, query)) : posts.slice(1);
  const pageCount = Math.max(1, Math.ceil(pool.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), pageCount);
  const start = (page - 1) * pageSize;
  const items = pool.slice(start, start + pageSize);
  return {
    query: { ...query, page },
    featured: !filtered && page === 1 ? (posts[0] ?? null) : null,
    items,
    total: pool.length,
    pageCount,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
  };
}

/** The /blog URL for a query; defaults are left out, so the unfiltered first page is plain /blog. */
export function blogHref(query: Partial<BlogQuery>, hash = ""): string {
  const params = new URLSearchParams();
  if (query.category && query.category !== "all") params.set(blogQueryParams.category, query.category);
  if (query.q) params.set(blogQueryParams.search, query.q);
  if (query.page && query.page > 1) params.set(blogQueryParams.page, String(query.page));
  const search = params.toString();
  return `/blog${search ? `?${search}` : ""}${hash}`;
}

/**
 * The page numbers a pagination bar shows: all of them when there are few, otherwise the first,
 * the last and the neighbours of the current page, with null for a gap.
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push(null);
    result.push(n);
  }
  return result;
}
