import { Link } from "react-router";
import type { Route } from "./+types/indhold-sider";
import { AdminError } from "../../components/admin/admin-error.tsx";
import { ContentStateBadge } from "../../components/admin/content-state.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { fullTitle } from "../../lib/meta.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { listPageMeta } from "../../server/content/page-meta.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Titler og beskrivelser - indhold" }, { name: "robots", content: "noindex, nofollow" }];

/** Every public page (job ads and articles have their own editors) with the title and description visitors and search engines see. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireEditor(request, runtime);
  const pages = await listPageMeta(runtime.db);
  return {
    pages: pages.map(({ path, slug, label, state, hasDraft, updatedAt, updatedBy, live }) => ({
      path,
      slug,
      label,
      state,
      hasDraft,
      updatedAt,
      updatedBy,
      title: fullTitle(live.title),
      description: live.description,
    })),
  };
}

export default function ContentPages({ loaderData: { pages } }: Route.ComponentProps) {
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/indhold" className="text-brand-700 underline">
          Indhold
        </Link>{" "}
        / Titler og beskrivelser
      </p>
      <h1 className="mt-1 text-3xl font-bold text-navy-900">Titler og beskrivelser</h1>
      <p className="mt-1 max-w-prose text-muted">
        Titlen og beskrivelsen, som søgemaskiner, delinger og AI-assistenter viser for hver side. Jobopslag og artikler har deres egne i deres redigering.
      </p>
      <ul aria-label="Sider" className="mt-6 space-y-3">
        {pages.map((page) => (
          <li key={page.path} data-path={page.path} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Link to={`/admin/indhold/sider/${page.slug}`} className="min-w-0 font-semibold break-words text-brand-700 underline">
                {page.label}
              </Link>
              <span className="break-all text-sm text-muted">{page.path}</span>
              {page.state ? <ContentStateBadge state={page.state} /> : <span className="text-xs text-muted">Sidens egen tekst</span>}
              {page.hasDraft && <span className="text-xs text-muted">ændringer i kladde</span>}
            </div>
            <p data-title className="mt-2 font-semibold break-words text-navy-900">
              {page.title}
            </p>
            <p data-description className="mt-1 text-sm break-words">
              {page.description}
            </p>
            {page.updatedAt && (
              <p className="mt-1 text-xs text-muted">
                Ændret {dateFormat.format(new Date(page.updatedAt))}
                {page.updatedBy ? ` af ${page.updatedBy}` : ""}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
