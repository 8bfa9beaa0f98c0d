import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/indhold-blog";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { ContentStateBadge } from "../../components/admin/content-state.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { createArticle } from "../../server/content/article-store.server.ts";
import { listContent } from "../../server/content/store.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Artikler - indhold" }, { name: "robots", content: "noindex, nofollow" }];

/** The blog's articles: list with state, and a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireEditor(request, runtime);
  const articles = (await listContent(runtime.db, "article")).sort((a, b) => b.id - a.id);
  return { articles, csrf: staff.csrfToken };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireEditor(request, runtime, form);
  const slug = String(form?.get("slug") ?? "");
  try {
    const result = await createArticle(runtime.db, { slug, today: runtime.now().toISOString().slice(0, 10) }, staff);
    if (!result.ok) return data({ error: result.error, slug }, { status: result.status });
    throw redirect(`/admin/indhold/blog/${result.id}?oprettet=1`, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Artikel kunne ikke oprettes", errorFields(error));
    return data({ error: "Artiklen kunne ikke oprettes lige nu. Prøv igen om et øjeblik.", slug }, { status: 503 });
  }
}

export default function ContentArticles({ loaderData, actionData }: Route.ComponentProps) {
  const { articles, csrf } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/indhold" className="text-brand-700 underline">
          Indhold
        </Link>{" "}
        / Artikler
      </p>
      <h1 className="mt-1 text-3xl font-bold text-navy-900">Artikler</h1>
      <p className="mt-1 max-w-prose text-muted">
        En udgivet artikel står på /blog, i sin kategori, i søgningen, under relaterede artikler, i RSS og i sitemap. Den nyeste er bloggens udvalgte artikel.
        En artikel, der er taget af bloggen, svarer 404.
      </p>
      <section id="ny-artikel" aria-labelledby="ny-artikel-titel" className="mt-6 max-w-2xl rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <h2 id="ny-artikel-titel" className="text-xl font-semibold text-navy-900">
          Ny artikel
        </h2>
        <p className="mt-1 text-sm text-muted">Artiklen er en kladde, indtil du udgiver den.</p>
        {actionData?.error && <Alert>{actionData.error}</Alert>}
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="csrf" value={csrf} />
          <div>
            <label htmlFor="slug" className="block font-semibold text-navy-900">
              Adresse (slug)
            </label>
            <p id="slug-hint" className="text-sm text-muted">
              Artiklen får adressen /blog/adressen. Små bogstaver, tal og bindestreger, fx ringetider-der-virker.
            </p>
            <div className="mt-1 flex items-center gap-1">
              <span className="text-muted">/blog/</span>
              <input
                id="slug"
                name="slug"
                required
                maxLength={80}
                aria-describedby="slug-hint"
                aria-invalid={actionData?.error ? true : undefined}
                defaultValue={actionData?.slug ?? ""}
                className="block w-full min-w-0 rounded-lg border border-line px-3 py-2"
              />
            </div>
          </div>
          <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Opret kladde
          </button>
        </Form>
      </section>
      <div className="mt-8 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
        <table aria-label="Artikler" className="w-full text-left text-sm max-md:block">
          <thead className="border-b border-line bg-paper text-xs uppercase tracking-wide text-muted max-md:hidden">
            <tr>
              {["Titel", "Adresse", "Tilstand", "Sidst ændret"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-md:block">
            {articles.map((article) => (
              <tr key={article.id} data-slug={article.slug} data-id={article.id} className="max-md:block max-md:px-4 max-md:py-3">
                <td className="px-4 py-3 font-semibold break-words text-navy-900 max-md:block max-md:p-0">
                  <Link to={`/admin/indhold/blog/${article.id}`} className="text-brand-700 underline">
                    {article.title}
                  </Link>
                </td>
                <td className="px-4 py-3 break-all text-muted max-md:block max-md:p-0">/blog/{article.slug}</td>
                <td className="px-4 py-3 max-md:inline max-md:p-0">
                  <ContentStateBadge state={article.state} />
                  {article.state === "lukket" && <span className="ml-2 text-xs text-muted">taget af bloggen</span>}
                  {article.hasDraft && article.state === "udgivet" && <span className="ml-2 text-xs text-muted">ændringer i kladde</span>}
                </td>
                <td className="px-4 py-3 text-muted max-md:inline max-md:p-0 max-md:before:content-['_·_']">
                  {dateFormat.format(new Date(article.updatedAt))}
                  {article.updatedBy ? ` · ${article.updatedBy}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
