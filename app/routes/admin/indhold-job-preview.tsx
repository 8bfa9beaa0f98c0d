import { data, Link } from "react-router";
import type { Route } from "./+types/indhold-job-preview";
import { AdminError } from "../../components/admin/admin-error.tsx";
import { ChecksBanner } from "../../components/admin/checks-banner.tsx";
import { remoteJobSlug } from "../../content/jobs-shared.ts";
import { getJobListingsWithoutRemote } from "../../content/jobs.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { checkJobAd } from "../../server/content/checks.server.ts";
import { loadSnapshot } from "../../server/content/snapshot.server.ts";
import { checkJob, fieldLabel, getContent } from "../../server/content/store.server.ts";
import JobPage from "../jobs/job.tsx";

/** Staff only, never indexed or cached, without the site's menus (no page view is counted). */
export const handle = { hydrate: "eager", bare: true };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Forhåndsvisning: ${loaderData?.title ?? "job"}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The job page itself (app/routes/jobs/job.tsx), rendered with the job's draft (or its published
 * text when there is no draft), so the editor sees what visitors will see before publishing, with
 * the site's own checks at the top (app/server/content/checks.server.ts): what a publish would
 * refuse, naming each field.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireEditor(request, runtime);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const item = await getContent(runtime.db, id);
  if (!item || item.kind !== "job") throw data({ error: "Jobbet findes ikke. Det kan være slettet, eller linket er forkert." }, { status: 404 });
  const checked = checkJob(item.draft ?? item.published);
  const base = { id: item.id, state: item.state, draft: item.hasDraft, title: (item.draft ?? item.published)?.title || item.slug };
  if (!checked.ok)
    return { ...base, problems: checked.fields.map((field) => `${field.label}: ${field.message}`), checks: null, slug: item.slug, copy: null, industries: [] };
  const result = await checkJobAd(checked.job, { snapshot: await loadSnapshot(runtime.db), measure: runtime.content?.measure, label: fieldLabel });
  const checks = {
    problems: result.problems.map((problem) => `${problem.label}: ${problem.message}`),
    measured: result.measured,
  };
  const { order: _order, meta: _meta, ...copy } = checked.job;
  const industries = copy.slug === remoteJobSlug ? getJobListingsWithoutRemote().map(({ path, title }) => ({ path, title })) : [];
  return { ...base, problems: [], checks, slug: item.slug, copy, industries };
}

export default function JobPreview({ loaderData }: Route.ComponentProps) {
  const { id, state, draft, problems, checks, slug, copy, industries } = loaderData;
  return (
    <>
      <div role="status" className="sticky top-0 z-40 bg-amber-100 px-5 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 font-semibold">
            Forhåndsvisning – {draft ? "kladden, som besøgende ikke ser endnu" : state === "udgivet" ? "som besøgende ser jobbet" : "ikke udgivet"}.
            Søgemaskiner ser ikke denne side.
          </p>
          <Link to={`/admin/indhold/jobs/${id}`} className="font-semibold underline">
            Tilbage til redigering
          </Link>
        </div>
        {checks && <ChecksBanner checks={checks} />}
      </div>
      {copy ? (
        // The job page's own component; only its loader data is used (the draft in place of the published text).
        <JobPage {...({ loaderData: { slug, industries, copy, meta: undefined } } as unknown as Parameters<typeof JobPage>[0])} />
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
