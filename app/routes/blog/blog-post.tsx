import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { ArticleLoading, CategoryList, CategoryPill, PostGrid, PostMeta, SidebarCta } from "../../components/sections/blog.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Container } from "../../components/ui/layout.tsx";
import { PersonImage } from "../../components/ui/person-image.tsx";
import { absoluteUrl } from "../../config/build-config.ts";
import * as content from "../../content/blog.ts";
import { articleFiles } from "../../content/article-files.ts";
import { categoryCounts, relatedPosts, toRelatedCard, toSummary } from "../../content/blog.server.ts";
import { isFileArticle, postsOf } from "../../server/content/article-snapshot.server.ts";
import { contentContext } from "../../server/content/snapshot.server.ts";
import type { IconName } from "../../content/icons.ts";
import { blogHref } from "../../lib/blog-filter.ts";
import { blogPostingLd, rssAlternate } from "../../lib/blog-structured-data.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";

type ShareLink = { label: string; name: string; href: string; icon: IconName; external: boolean };

/** Plain links to each network's share page: no third-party scripts, nothing loads until clicked. */
function shareLinks(post: { slug: string; title: string; excerpt: string }): ShareLink[] {
  const url = absoluteUrl(`/blog/${post.slug}`);
  const enc = encodeURIComponent;
  return [
    {
      label: "LinkedIn",
      name: "Del på LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
      icon: "brand-linkedin",
      external: true,
    },
    { label: "Facebook", name: "Del på Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`, icon: "brand-facebook", external: true },
    { label: "X", name: "Del på X", href: `https://x.com/intent/post?url=${enc(url)}&text=${enc(post.title)}`, icon: "brand-x", external: true },
    {
      label: "E-mail",
      name: "Del via e-mail",
      href: `mailto:?subject=${enc(post.title)}&body=${enc(`${post.excerpt}\n\n${url}`)}`,
      icon: "mail",
      external: false,
    },
  ];
}

/**
 * /blog/{slug}: one article, prerendered for every slug; any other slug is a 404. The loader
 * returns the article's card data, its three related articles and the category counts. The
 * sidebar lists no "recent" articles: the related cards below the article already point onwards,
 * and every byte of loader data counts against the first TCP window. The body and cover come from
 * the article's own chunk (content/article-files.ts), so they are in the document once; the copy
 * shared by every article comes from content/blog.ts, and the head tags are built from the loader data.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const all = postsOf(context.get(contentContext));
  // Not published (never, or taken down in /admin/indhold/blog): 404, see docs/decisions/publishing.md.
  const post = all.find((candidate) => candidate.slug === params.slug);
  if (!post) throw data(null, { status: 404 });
  // Word for word its repository file: the build's chunk (the body in the document once); else the
  // store's body, rendered and sanitised (app/server/content/article-html.server.ts), as loader data.
  const fromFile = isFileArticle(post);
  if (fromFile) await articleFiles.load(post.slug);
  return {
    ...(fromFile ? {} : { body: { html: post.html, coverSrc: post.image } }),
    post: {
      ...toSummary(post),
      tags: post.tags,
      updated: post.updated,
      ...(post.description ? { description: post.description } : {}),
      wordCount: post.wordCount,
      address: post.address,
      categoryHref: blogHref({ category: post.category }, "#artikler"),
    },
    related: relatedPosts(post, all).map(toRelatedCard),
    categories: categoryCounts(all).map((category) => ({ ...category, href: blogHref({ category: category.id }, "#artikler") })),
  };
}

// og:image stays the site's PNG share image: the article illustrations are SVG, which the social
// networks do not show. The JSON-LD carries the article's own image.
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return pageMeta(
    {
      title: post.title,
      description: ("description" in post && post.description) || post.excerpt,
      canonicalPath: path,
      keywords: post.tags,
      type: "article",
      publishedTime: post.date,
      modifiedTime: post.updated ?? post.date,
    },
    [
      breadcrumbLd([
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
      blogPostingLd(post),
      rssAlternate(),
    ],
  );
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, categories } = loaderData;
  const article = "body" in loaderData && loaderData.body ? loaderData.body : articleFiles.read(post.slug);
  const { article: copy, sidebar } = content;
  const bio = content.authorBios[post.author] ?? content.fallbackBio;
  const share = shareLinks(post);
  return (
    <>
      <ArticleLoading label={copy.loading} />
      <article>
        <header className="bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-10 sm:pt-36">
          <Container className="max-w-4xl">
            <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
              <Icon name="arrow-left" className="h-4 w-4" /> {copy.backLabel}
            </Link>
            <p className="mt-8">
              <Link to={post.categoryHref} className="rounded-full hover:opacity-80">
                <span className="sr-only">Kategori: </span>
                <CategoryPill label={post.categoryLabel} />
              </Link>
            </p>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-4xl lg:text-5xl">{post.title}</h1>
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted sm:text-xl">{post.excerpt}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
              <div className="flex items-center gap-3">
                <PersonImage name={post.author} size={48} />
                <p className="leading-tight">
                  <span className="block font-semibold text-navy-900">{post.author}</span>
                  <span className="block text-sm text-muted">{post.authorRole}</span>
                </p>
              </div>
              <PostMeta post={post} />
            </div>
          </Container>
        </header>

        <Container className="max-w-5xl">
          <img
            src={article.coverSrc}
            alt={post.imageAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            className="aspect-[40/21] h-auto w-full rounded-card bg-navy-900 object-cover shadow-card"
          />
        </Container>

        <Container className="grid gap-10 py-12 sm:gap-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0">
            {/* The article's Markdown as HTML: the build's chunk, or the store's body, sanitised (app/server/content/article-html.server.ts). */}
            <div className="prose max-w-[62ch]" dangerouslySetInnerHTML={{ __html: article.html }} />

            <div className="mt-8 max-w-[70ch] space-y-6 border-t border-line pt-6 sm:mt-12 sm:space-y-8 sm:pt-8">
              <div>
                <h2 className="text-sm font-semibold tracking-wider text-muted uppercase">{copy.tagsLabel}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-paper px-3 py-1 text-sm font-medium text-navy-900 ring-1 ring-line">
                      <Icon name="tag" className="h-3.5 w-3.5 text-muted" /> {tag}
                    </li>
                  ))}
                </ul>
              </div>

              {/* The heading beside its four buttons when they fit on one row (a phone: icons only). */}
              <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
                <h2 className="text-sm font-semibold tracking-wider text-muted uppercase">{copy.shareTitle}</h2>
                <ul className="flex flex-wrap gap-2">
                  {share.map((link) => (
                    <li key={link.label}>
                      <a
                        href={link.href}
                        aria-label={link.external ? `${link.name} (åbner i et nyt vindue)` : link.name}
                        {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white px-3 py-2 text-sm sm:px-4 font-semibold text-navy-900 ring-1 ring-line ring-inset hover:bg-brand-50 hover:text-brand-800"
                      >
                        {/* On a phone the four are icons on one row; the link's name says which network. */}
                        <Icon name={link.icon} className="h-4 w-4" /> <span className="max-sm:hidden">{link.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>

              {/* The picture beside the name, the bio under both (on a phone it no longer stands alone above them). */}
              <section aria-labelledby="skribent-title" className="rounded-card bg-paper p-6 ring-1 ring-line">
                <div className="flex items-center gap-5">
                  <PersonImage name={post.author} size={80} />
                  <div>
                    <h2 id="skribent-title" className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                      {copy.authorBoxTitle}
                    </h2>
                    <p className="mt-1 text-lg font-bold text-navy-900">{post.author}</p>
                    <p className="text-sm text-muted">{post.authorRole}</p>
                  </div>
                </div>
                <p className="mt-3 text-ink">{bio}</p>
              </section>
            </div>
          </div>

          <aside aria-label="Mere fra bloggen" className="space-y-6">
            {/* On a phone the article's category is its pill at the top (a link to the list); the full list is /blog's filter. */}
            <div className="max-sm:hidden">
              <CategoryList title={sidebar.categoriesTitle} categories={categories} />
            </div>
            {/* An article to a seller or freelancer ends with the job, one to a company with a meeting (the article's address). */}
            <SidebarCta {...(post.address === "du" ? sidebar.sellerCta : sidebar.cta)} />
          </aside>
        </Container>
      </article>

      <section aria-labelledby="relaterede-title" className="bg-paper py-10 sm:py-20">
        <Container>
          <h2 id="relaterede-title" className="text-3xl font-bold tracking-tight text-navy-900">
            {copy.relatedTitle}
          </h2>
          <div className="mt-8">
            <PostGrid posts={related} columns={3} label={copy.relatedTitle} snap />
          </div>
        </Container>
      </section>
    </>
  );
}
