import { Form, Link, useLocation, useSubmit } from "react-router";
import type { Route } from "./+types/blog-index";
import { NewsletterForm } from "../../components/forms/newsletter-form.tsx";
import { ArticleLoading, CategoryList, PostCard, PostGrid, RecentPosts, SidebarBox, SidebarCta } from "../../components/sections/blog.tsx";
import { CtaBand } from "../../components/sections/cta-band.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Container } from "../../components/ui/layout.tsx";
import { StructuredData } from "../../components/ui/structured-data.tsx";
import * as content from "../../content/blog.ts";
import { categoryCounts, recentPosts, toRecentLink, toSummary } from "../../content/blog.server.ts";
import { postsOf } from "../../server/content/article-snapshot.server.ts";
import { contentContext } from "../../server/content/snapshot.server.ts";
import { blogCategoryIds, categoryLabel } from "../../content/blog-taxonomy.ts";
import { limits } from "../../content/site.ts";
import { blogSearchTool } from "../../forms/blog-search.ts";
import { blogHref, blogQueryParams, filterPosts, isFiltered, pageNumbers, parseBlogQuery, searchMaxLength, type BlogQuery } from "../../lib/blog-filter.ts";
import { blogLd, rssAlternate, rssPath } from "../../lib/blog-structured-data.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";
import { agentSubmitEvent } from "../../lib/webmcp.ts";
import { normalizePath } from "../../lib/paths.ts";

/** The list section's id: filter, search and page links land on it (also without JavaScript). */
const resultsId = "artikler";

/**
 * /blog. Filter, search and page come from the URL, so the server renders any combination (the
 * production server renders /blog itself whenever there is a query string and serves the
 * prerendered file otherwise) and every control is a link or a GET form. See
 * docs/decisions/blog-list-state-in-url.md.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const all = postsOf(context.get(contentContext));
  const posts = all.map(toSummary);
  const requested = parseBlogQuery(new URL(request.url).searchParams, blogCategoryIds);
  const { query, featured, items, total, pageCount } = filterPosts(posts, requested, limits.blogPageSize);
  const filtered = isFiltered(query);

  const titleParts = [
    query.category !== "all" ? `${categoryLabel(query.category)}: artikler fra bloggen` : content.listMeta.title,
    query.page > 1 ? `side ${query.page}` : "",
  ].filter(Boolean);
  const heading = query.q
    ? content.listing.searchTitle
    : query.category !== "all"
      ? `${content.listing.categoryTitle} ${categoryLabel(query.category).toLowerCase()}`
      : content.listing.gridTitle;
  const pageHref = (page: number) => blogHref({ ...query, page }, `#${resultsId}`);
  const counts = categoryCounts(all);

  return {
    title: titleParts.join(" – "),
    query,
    heading,
    summary: summaryText(query, total, pageCount, filtered),
    featured,
    items,
    /** Filter buttons keep the search text; the sidebar's category links start a fresh list. */
    filters: counts.map((category) => ({
      ...category,
      href: blogHref({ category: category.id, q: query.q }, `#${resultsId}`),
      current: category.id === query.category,
    })),
    categories: counts.map((category) => ({ ...category, href: blogHref({ category: category.id }, `#${resultsId}`) })),
    pagination:
      pageCount > 1 && items.length > 0
        ? {
            previous: query.page > 1 ? pageHref(query.page - 1) : null,
            next: query.page < pageCount ? pageHref(query.page + 1) : null,
            pages: pageNumbers(query.page, pageCount).map((page) => (page === null ? null : { page, href: pageHref(page), current: page === query.page })),
          }
        : null,
    recent: recentPosts(all).map(toRecentLink),
  };
}

// Search results are for the visitor, not for the index; the articles themselves are.
// A title published in the admin is the list's own; a category or search page keeps its title.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        { ...content.listMeta, title: loaderData.title },
        [breadcrumbLd([{ name: "Blog", path: "/blog" }]), rssAlternate(), ...(loaderData.query.q ? [{ name: "robots", content: "noindex, follow" }] : [])],
        loaderData.title === content.listMeta.title ? matches : undefined,
      )
    : [];

// WebMCP: the search form is a read-only tool agents may submit themselves (app/forms/tools.ts).
const searchTool = {
  name: blogSearchTool.name,
  description: blogSearchTool.description,
  query: blogSearchTool.params[blogQueryParams.search].description,
};

function summaryText(query: BlogQuery, total: number, pageCount: number, filtered: boolean): string {
  const count = filtered ? total : total + 1; // unfiltered, the featured article is shown above the grid
  const where = [query.category !== "all" ? `i ${categoryLabel(query.category)}` : "", query.q ? `der matcher »${query.q}«` : ""].filter(Boolean).join(" ");
  const pages = pageCount > 1 ? ` · side ${query.page} af ${pageCount}` : "";
  return `${count} ${count === 1 ? "artikel" : "artikler"}${where ? ` ${where}` : ""}${pages}`;
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { query, heading, summary, featured, items, filters, categories, pagination, recent } = loaderData;
  const { hero, listing, sidebar, ctaBand } = content;
  // The Blog with the articles this page lists (structured data built from the loader data, in the document once).
  const blog = blogLd(featured ? [featured, ...items] : items, content.listMeta.description);
  // Prerendering renders "/blog/"; the form must say the same before and after hydration.
  const source = normalizePath(useLocation().pathname);
  const submit = useSubmit();

  return (
    <>
      <StructuredData blocks={[blog]} />
      <ArticleLoading label={content.article.loading} />
      <header className="bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-12 sm:pt-36 sm:pb-16">
        <Container>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-5xl">{hero.title}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted sm:text-xl">{hero.lead}</p>
          <a href={rssPath} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
            <Icon name="rss" className="h-4 w-4" /> {sidebar.rssLabel}
          </a>
        </Container>
      </header>

      {featured && (
        <section aria-labelledby="udvalgt-title" className="pb-16">
          <Container>
            <h2 id="udvalgt-title" className="mb-4 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {listing.featuredTitle}
            </h2>
            <PostCard post={featured} featured />
          </Container>
        </section>
      )}

      <section id={resultsId} aria-labelledby={`${resultsId}-title`} className="bg-paper py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id={`${resultsId}-title`} className="text-3xl font-bold tracking-tight text-navy-900">
                {heading}
              </h2>
              <p className="text-muted" aria-live="polite">
                {summary}
              </p>
            </div>

            <div className="mt-6 space-y-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
              <nav aria-label={listing.filterLabel}>
                <ul className="flex flex-wrap gap-2">
                  {filters.map((category) => (
                    <li key={category.id}>
                      <Link
                        to={category.href}
                        preventScrollReset
                        aria-current={category.current ? "page" : undefined}
                        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-paper px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-line ring-inset hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white aria-[current=page]:ring-navy-900"
                      >
                        {category.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <Form
                method="get"
                action="/blog"
                role="search"
                preventScrollReset
                className="flex flex-col gap-2 sm:flex-row sm:items-end"
                {...{ toolname: searchTool.name, tooldescription: searchTool.description, toolautosubmit: "" }}
                onSubmit={(event) => {
                  // An agent's search (WebMCP): same navigation, and the agent is told where the results are.
                  const agent = agentSubmitEvent(event.nativeEvent);
                  if (!agent) return;
                  event.preventDefault();
                  const form = event.currentTarget;
                  agent.respondWith(submit(form, { preventScrollReset: true }).then(() => ({ results: window.location.href })));
                }}
              >
                {query.category !== "all" && <input type="hidden" name={blogQueryParams.category} value={query.category} />}
                <div className="flex-1">
                  <label htmlFor="blog-search" className="block text-sm font-semibold text-navy-900">
                    {listing.searchLabel}
                  </label>
                  <div className="relative mt-1">
                    <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted" />
                    <input
                      key={query.q}
                      id="blog-search"
                      type="search"
                      name={blogQueryParams.search}
                      defaultValue={query.q}
                      maxLength={searchMaxLength}
                      placeholder={listing.searchPlaceholder}
                      autoComplete="off"
                      {...{ toolparamdescription: searchTool.query }}
                      className="block min-h-11 w-full rounded-full border border-slate-400 bg-white py-2 pr-4 pl-10 text-ink placeholder:text-slate-500"
                    />
                  </div>
                </div>
                <button type="submit" className={buttonClass("primary", "sm:px-8")}>
                  {listing.searchButton}
                </button>
              </Form>
            </div>

            <div className="mt-8">
              {items.length > 0 ? (
                <PostGrid posts={items} label={heading} />
              ) : (
                <div className="rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-line">
                  <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon name="search" className="h-7 w-7" />
                  </span>
                  <p className="mt-5 text-xl font-semibold text-navy-900">{listing.empty}</p>
                  <p className="mt-2 text-muted">{listing.emptyHint}</p>
                  <Link to={`/blog#${resultsId}`} preventScrollReset className={buttonClass("secondary", "mt-6")}>
                    <Icon name="x" className="h-4 w-4" /> {listing.reset}
                  </Link>
                </div>
              )}
            </div>

            {pagination && <Pagination {...pagination} labels={listing} />}
          </div>

          <aside aria-label="Mere fra bloggen" className="space-y-6">
            {/* On a phone the recent articles are the grid's just above: the box is for the column beside it. */}
            <div className="max-sm:hidden">
              <RecentPosts title={sidebar.recentTitle} posts={recent} />
            </div>
            <CategoryList title={sidebar.categoriesTitle} categories={categories} current={query.category} />
            <SidebarBox title={sidebar.newsletterTitle} id="nyhedsbrev-title">
              <p className="mt-2 text-sm text-muted">{sidebar.newsletterText}</p>
              <NewsletterForm source={source} />
            </SidebarBox>
            <SidebarCta title={sidebar.cta.title} text={sidebar.cta.text} action={sidebar.cta.action} />
          </aside>
        </Container>
      </section>

      <CtaBand title={ctaBand.title} text={ctaBand.text} actions={ctaBand.actions} />
    </>
  );
}

type PageLink = { page: number; href: string; current: boolean };

function Pagination({
  previous,
  next,
  pages,
  labels,
}: {
  previous: string | null;
  next: string | null;
  pages: (PageLink | null)[];
  labels: { paginationLabel: string; previous: string; next: string };
}) {
  const edge = "inline-flex min-h-11 items-center gap-1 rounded-full px-4 font-semibold text-brand-700 ring-1 ring-line ring-inset hover:bg-white";
  return (
    <nav aria-label={labels.paginationLabel} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {previous && (
        <Link to={previous} rel="prev" className={edge}>
          <Icon name="chevron-left" className="h-4 w-4" /> {labels.previous}
        </Link>
      )}
      <ul className="flex items-center gap-1">
        {pages.map((link, index) =>
          link ? (
            <li key={link.page}>
              <Link
                to={link.href}
                aria-current={link.current ? "page" : undefined}
                aria-label={`Side ${link.page}`}
                className="inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold text-navy-900 ring-1 ring-line ring-inset hover:bg-white aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
              >
                {link.page}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ),
        )}
      </ul>
      {next && (
        <Link to={next} rel="next" className={edge}>
          {labels.next} <Icon name="chevron-right" className="h-4 w-4" />
        </Link>
      )}
    </nav>
  );
}
