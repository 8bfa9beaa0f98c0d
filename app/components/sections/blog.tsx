import type { ReactNode } from "react";
import { lastCardSpan } from "./even-grid.ts";
import { Link, useLocation, useNavigation } from "react-router";
import type { BlogCategoryCount, BlogPostCard, BlogPostLink, BlogPostSummary } from "../../content/blog-taxonomy.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";

/**
 * Building blocks shared by /blog and /blog/{slug}: article cards, the sidebar boxes and the
 * "Indlæser artikel..." indicator. Everything is a plain link, so it all works before hydration.
 */

export function CategoryPill({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase ring-1 ring-brand-100 ring-inset ${className}`}
    >
      {label}
    </span>
  );
}

export function PostMeta({ post, className = "" }: { post: Pick<BlogPostSummary, "date" | "dateLabel" | "readingMinutes">; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" className="h-4 w-4" />
        <time dateTime={post.date}>{post.dateLabel}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="h-4 w-4" />
        {post.readingMinutes} min. læsning
      </span>
    </p>
  );
}

/**
 * On a phone a card's picture is a thumbnail in its top corner, beside the category and date, not a
 * 175 px band above them (issue 38: /blog's twelve cards were 5,200 px on a phone); from 640 px it
 * heads the card again.
 */
const thumbnailOnPhone = "max-sm:absolute max-sm:top-6 max-sm:right-6 max-sm:w-20 max-sm:rounded-lg";

/**
 * An article card: the whole card is clickable through the title link (one link, one name). The
 * featured variant lies down on wide screens, with a bigger title and the author.
 */
export function PostCard({ post, featured = false }: { post: BlogPostCard; featured?: boolean }) {
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition-shadow focus-within:ring-brand-700 hover:shadow-lg ${featured ? "lg:grid lg:grid-cols-[1.1fr_1fr]" : ""}`}
    >
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading={featured ? undefined : "lazy"}
        decoding="async"
        className={`aspect-[40/21] h-auto w-full bg-navy-900 object-cover lg:h-full ${featured ? "" : thumbnailOnPhone}`}
      />
      <div className={`flex flex-1 flex-col ${featured ? "justify-center p-6 sm:p-10" : "p-6"}`}>
        <div className={`flex flex-wrap items-center gap-3 ${featured ? "" : "max-sm:min-h-11 max-sm:pr-24"}`}>
          <CategoryPill label={post.categoryLabel} />
          <time dateTime={post.date} className="text-sm text-muted">
            {post.dateLabel}
          </time>
        </div>
        <h3 className={`mt-4 font-bold text-balance text-navy-900 ${featured ? "text-2xl leading-tight tracking-tight sm:text-3xl" : "text-xl leading-snug"}`}>
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 focus-visible:outline-none">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className={`mt-3 text-muted ${featured ? "text-lg" : "line-clamp-3"}`}>{post.excerpt}</p>}
        <p className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
          <span className="text-muted">
            {featured ? `${post.author} · ` : ""}
            {post.readingMinutes} min. læsning
          </span>
          <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-brand-700">
            Læs artiklen <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </p>
      </div>
    </article>
  );
}

/** `snap`: on a phone the cards are one row that scrolls sideways (app.css .phone-snap), as an article's related cards. */
export function PostGrid({ posts, columns = 2, label, snap = false }: { posts: readonly BlogPostCard[]; columns?: 2 | 3; label?: string; snap?: boolean }) {
  return (
    <ul
      aria-label={label}
      {...(snap ? { tabIndex: 0 } : {})}
      className={`${snap ? "phone-snap " : ""}grid gap-6 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""} ${lastCardSpan(posts.length, columns === 3 ? { sm: 2, lg: 3 } : { sm: 2 })}`}
    >
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

export function SidebarBox({ title, id, children, className = "" }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-card bg-white p-6 shadow-card ring-1 ring-line ${className}`}>
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function RecentPosts({ title, posts }: { title: string; posts: readonly BlogPostLink[] }) {
  return (
    <SidebarBox title={title} id="seneste-artikler">
      <ol className="mt-4 space-y-4">
        {posts.map((post) => (
          <li key={post.slug} className="flex gap-3">
            <img
              src={post.image}
              alt=""
              width={96}
              height={50}
              loading="lazy"
              decoding="async"
              className="mt-1 h-12 w-20 flex-none rounded-lg bg-navy-900 object-cover"
            />
            <div className="min-w-0">
              <Link to={`/blog/${post.slug}`} className="leading-snug font-semibold text-navy-900 hover:text-brand-700 hover:underline">
                {post.title}
              </Link>
              <time dateTime={post.date} className="mt-1 block text-sm text-muted">
                {post.dateLabel}
              </time>
            </div>
          </li>
        ))}
      </ol>
    </SidebarBox>
  );
}

/** Categories with their article counts; each leads to the filtered list. */
export function CategoryList({
  title,
  categories,
  current,
}: {
  title: string;
  categories: readonly (BlogCategoryCount & { href: string })[];
  current?: string;
}) {
  const list = (
    <ul className="mt-3 divide-y divide-line">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={category.href}
            aria-current={current === category.id ? "page" : undefined}
            className="flex items-center justify-between gap-3 py-2.5 text-ink hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
          >
            <span>{category.label}</span>
            <span className="min-w-8 rounded-full bg-paper px-2.5 py-0.5 text-center text-sm font-medium text-muted ring-1 ring-line">
              {category.count}
              <span className="sr-only"> artikler</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <SidebarBox title={title} id="kategorier">
      {list}
    </SidebarBox>
  );
}

export function SidebarCta({ title, text, action }: { title: string; text: string; action: { label: string; to: string } }) {
  return (
    <section aria-labelledby="blog-cta-title" className="on-dark rounded-card bg-navy-900 p-6 text-white">
      <Icon name="calendar-check" className="h-8 w-8 text-accent-400" />
      <h2 id="blog-cta-title" className="mt-4 text-lg font-bold">
        {title}
      </h2>
      <p className="mt-2 text-slate-200">{text}</p>
      <ButtonLink to={action.to} variant="light" className="mt-5 w-full">
        {action.label}
      </ButtonLink>
    </section>
  );
}

const articlePath = /^\/blog\/(?!rss\.xml$)[^/]+\/?$/;

/**
 * "Indlæser artikel..." while React Router is really loading an article after a click (docs/requirements.md §8),
 * never on a direct load: the served HTML holds only the empty live region.
 */
export function ArticleLoading({ label }: { label: string }) {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location?.pathname;
  const loading = navigation.state === "loading" && target !== undefined && articlePath.test(target) && target !== location.pathname;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      {loading && (
        <p className="flex items-center gap-3 rounded-full bg-navy-900 px-5 py-3 font-semibold text-white shadow-lg" data-testid="article-loading">
          <Icon name="loader-circle" className="h-5 w-5 animate-spin text-accent-400" />
          {label}
        </p>
      )}
    </div>
  );
}
