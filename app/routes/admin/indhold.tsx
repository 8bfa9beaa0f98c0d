import { Link } from "react-router";
import type { Route } from "./+types/indhold";
import { AdminError } from "../../components/admin/admin-error.tsx";
import { ContentStateBadge, contentStateLabels } from "../../components/admin/content-state.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { listContent } from "../../server/content/store.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Indhold - administration" }, { name: "robots", content: "noindex, nofollow" }];

/** Owners and redaktører: everything the agency publishes on the site, with its state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireEditor(request, runtime);
  return { items: await listContent(runtime.db) };
}

const kindLabels = { job: "Jobopslag", article: "Artikel", page: "Side", facts: "Faktaark" } as const;
const kindPaths = { job: "/admin/indhold/jobs", article: "/admin/indhold/blog", page: "/admin/indhold/sider", facts: "/admin/indhold/fakta" } as const;

export default function ContentOverview({ loaderData: { items } }: Route.ComponentProps) {
  const counts = (Object.keys(contentStateLabels) as (keyof typeof contentStateLabels)[]).map((state) => ({
    state,
    count: items.filter((item) => item.state === state).length,
  }));
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Indhold</h1>
      <p className="mt-1 max-w-prose text-muted">
        Det, sitet viser, og hvor langt det er: en kladde ser kun I, en planlagt udgivelse kommer ud på sit tidspunkt, et udgivet job ser alle, og et lukket job
        er besat.
      </p>
      <ul aria-label="Antal efter tilstand" className="mt-6 flex flex-wrap gap-3">
        {counts.map(({ state, count }) => (
          <li key={state} className="rounded-card bg-white px-4 py-3 shadow-card ring-1 ring-line">
            <span className="block text-2xl font-bold text-navy-900">{count}</span>
            <span className="text-sm text-muted">{contentStateLabels[state]}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/admin/indhold/fakta" className="font-semibold text-brand-700 underline">
          Fakta og priser
        </Link>
        <Link to="/admin/indhold/personer" className="font-semibold text-brand-700 underline">
          Personer og fotos
        </Link>
        <Link to="/admin/indhold/cases" className="font-semibold text-brand-700 underline">
          Kundecases og logoer
        </Link>
      </p>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-navy-900">Jobopslag</h2>
        <Link to="/admin/indhold/jobs" className="font-semibold text-brand-700 underline">
          Alle jobopslag og nyt job
        </Link>
      </div>
      <div className="mt-3 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
        <table aria-label="Indhold" className="w-full text-left text-sm max-md:block">
          <thead className="border-b border-line bg-paper text-xs uppercase tracking-wide text-muted max-md:hidden">
            <tr>
              {["Titel", "Type", "Tilstand", "Sidst ændret"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-md:block">
            {items
              .filter((item) => item.kind === "job")
              .map((item) => (
                <tr key={item.id} data-slug={item.slug} className="max-md:block max-md:px-4 max-md:py-3">
                  <td className="px-4 py-3 font-semibold break-words text-navy-900 max-md:block max-md:p-0">
                    <Link to={`${kindPaths[item.kind]}/${item.id}`} className="text-brand-700 underline">
                      {item.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3 max-md:inline max-md:p-0">{kindLabels[item.kind]}</td>
                  <td className="px-4 py-3 max-md:inline max-md:p-0 max-md:before:content-['_·_']">
                    <ContentStateBadge state={item.state} />
                    {item.hasDraft && item.state !== "kladde" && <span className="ml-2 text-xs text-muted">ændringer i kladde</span>}
                  </td>
                  <td className="px-4 py-3 text-muted max-md:block max-md:p-0">
                    {dateFormat.format(new Date(item.updatedAt))}
                    {item.updatedBy ? ` · ${item.updatedBy}` : ""}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-navy-900">Artikler</h2>
        <Link to="/admin/indhold/blog" className="font-semibold text-brand-700 underline">
          Alle artikler og ny artikel
        </Link>
      </div>
      <ul aria-label="Artikler" className="mt-3 divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line">
        {items
          .filter((item) => item.kind === "article")
          .map((item) => (
            <li key={item.id} data-slug={item.slug} className="flex flex-wrap items-baseline gap-x-3 px-4 py-3 text-sm">
              <Link to={`${kindPaths[item.kind]}/${item.id}`} className="min-w-0 font-semibold break-words text-brand-700 underline">
                {item.title}
              </Link>
              <span className="text-muted">{item.state === "lukket" ? "Taget af bloggen" : contentStateLabels[item.state]}</span>
            </li>
          ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-navy-900">Titler og beskrivelser</h2>
        <Link to="/admin/indhold/sider" className="font-semibold text-brand-700 underline">
          Sidernes titler og beskrivelser
        </Link>
      </div>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Det, søgemaskinerne og delinger viser for hver side: titlen og beskrivelsen.{" "}
        {items.filter((item) => item.kind === "page" && item.state === "udgivet").length} sider har en udgivet ændring.
      </p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
