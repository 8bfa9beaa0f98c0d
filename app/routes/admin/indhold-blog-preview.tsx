import { data, Link } from "react-router";
import type { Route } from "./+types/indhold-blog-preview";
import { AdminError } from "../../components/admin/admin-error.tsx";
import { ChecksBanner } from "../../components/admin/checks-banner.tsx";
import { categoryCounts, postFromArticle, relatedPosts, toRelatedCard, toSummary } from "../../content/blog.server.ts";
import { blogHref } from "../../lib/blog-filter.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { safeArticleHtml } from "../../server/content/article-html.server.ts";
import { postsOf } from "../../server/content/article-snapshot.server.ts";
import { articleFieldLabel, checkArticle, getArticle } from "../../server/content/article-store.server.ts";
import { checkArticlePage } from "../../server/content/checks.server.ts";
import { contentContext, loadSnapshot } from "../../server/content/snapshot.server.ts";
import BlogPost from "../blog/blog-post.tsx";

/** Staff only, never indexed or cached, without the site's menus (no page view is counted). */
export const handle = { hydrate: "eager", bare: true };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Forhåndsvisning: ${loaderData?.title ?? "artikel"}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The article page itself (app/routes/blog/blog-post.tsx), rendered with the article's draft (or
 * its published text), its body sanitised as on the site, so the editor sees what visitors will see.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireEditor(request, runtime);
  const item = await getArticle(runtime.db, /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0);
  if (!item) throw data({ error: "Artiklen findes ikke. Den kan være slettet, eller linket er forkert." }, { status: 404 });
  const shown = item.draft ?? item.published;
  const checked = checkArticle(shown);
  const base = { id: item.id, state: item.state, draft: item.hasDraft, title: shown?.title || item.slug };
  if (!checked.ok) return { ...base, problems: checked.fields.map((field) => `${field.label}: ${field.message}`), checks: null, post: null };
  // The site's own checks, as a publish would run them (shown at the top).
  const result = await checkArticlePage(checked.article, {
    snapshot: await loadSnapshot(runtime.db),
    measure: runtime.content?.measure,
    label: articleFieldLabel,
  });
  const checks = { problems: result.problems.map((problem) => `${problem.label}: ${problem.message}`), measured: result.measured };
  const { body, ...front } = checked.article;
  const post = postFromArticle(front, body, safeArticleHtml(body), `indhold:${item.slug}`);
  const all = postsOf(context.get(contentContext)).filter((other) => other.slug !== post.slug);
  // At the top level: the article page's component reads its route's loader data (React Router
  // gives a route module's component the loader data of the route that renders it).
  return {
    ...base,
    problems: [],
    checks,
    body: { html: post.html, coverSrc: post.image },
    post: {
      ...toSummary(post),
      tags: post.tags,
      updated: post.updated,
      wordCount: post.wordCount,
      address: post.address,
      categoryHref: blogHref({ category: post.category }, "#artikler"),
    },
    related: relatedPosts(post, all).map(toRelatedCard),
    categories: categoryCounts([...all, post]).map((category) => ({ ...category, href: blogHref({ category: category.id }, "#artikler") })),
  };
}

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { id, state, draft, problems, checks } = loaderData;
  return (
    <>
      <div role="status" className="sticky top-0 z-40 bg-amber-100 px-5 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 font-semibold">
            Forhåndsvisning – {draft ? "kladden, som besøgende ikke ser endnu" : state === "udgivet" ? "som besøgende ser artiklen" : "ikke udgivet"}.
            Søgemaskiner ser ikke denne side.
          </p>
          <Link to={`/admin/indhold/blog/${id}`} className="font-semibold underline">
            Tilbage til redigering
          </Link>
        </div>
        {checks && <ChecksBanner checks={checks} />}
      </div>
      {loaderData.post ? (
        // The article page's own component, with this route's loader data (the draft, sanitised).
        <BlogPost {...({ loaderData } as unknown as Parameters<typeof BlogPost>[0])} />
      ) : (
        <div className="mx-auto max-w-3xl px-5 py-12">
          <h1 className="text-2xl font-bold text-navy-900">Kladden kan ikke vises endnu</h1>
          <p className="mt-2">Udfyld og gem felterne, så kan du se siden her. Det mangler:</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
