import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/indhold-jobs";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { ContentStateBadge } from "../../components/admin/content-state.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { createJob, listContent } from "../../server/content/store.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Jobopslag - indhold" }, { name: "robots", content: "noindex, nofollow" }];

/** The job ads: list, and a new one blank or as a copy of another. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireEditor(request, runtime);
  const copy = Number.parseInt(new URL(request.url).searchParams.get("kopi") ?? "", 10);
  return { jobs: await listContent(runtime.db, "job"), csrf: staff.csrfToken, copy: Number.isSafeInteger(copy) ? copy : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireEditor(request, runtime, form);
  const slug = String(form?.get("slug") ?? "");
  const from = String(form?.get("copyOf") ?? "");
  const copyOf = /^\d+$/.test(from) ? Number(from) : undefined;
  try {
    const result = await createJob(runtime.db, { slug, copyOf }, staff);
    if (!result.ok) return data({ error: result.error, slug, copyOf: from }, { status: result.status });
    throw redirect(`/admin/indhold/jobs/${result.id}?oprettet=${copyOf === undefined ? "tom" : "kopi"}`, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Job kunne ikke oprettes", errorFields(error));
    return data({ error: "Jobbet kunne ikke oprettes lige nu. Prøv igen om et øjeblik.", slug, copyOf: from }, { status: 503 });
  }
}

export default function ContentJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, csrf, copy } = loaderData;
  const chosen = actionData?.copyOf ?? (copy !== null ? String(copy) : jobs[0] ? String(jobs[0].id) : "");
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/indhold" className="text-brand-700 underline">
          Indhold
        </Link>{" "}
        / Jobopslag
      </p>
      <h1 className="mt-1 text-3xl font-bold text-navy-900">Jobopslag</h1>
      <p className="mt-1 max-w-prose text-muted">
        Hvert job har sin side på /jobs/… og står i menuen »Job søgere«, i joblisterne og i sitemap, når det er udgivet. Et lukket job svarer, at stillingen er
        besat.
      </p>
      <div className="mt-6 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
        <table aria-label="Jobopslag" className="w-full text-left text-sm max-md:block">
          <thead className="border-b border-line bg-paper text-xs uppercase tracking-wide text-muted max-md:hidden">
            <tr>
              {["Nr.", "Titel", "Adresse", "Tilstand", "Sidst ændret", ""].map((heading, index) => (
                <th key={index} scope="col" className="px-4 py-3 font-semibold">
                  {heading || <span className="sr-only">Kopiér</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-md:block">
            {jobs.map((job) => (
              <tr key={job.id} data-slug={job.slug} data-id={job.id} className="max-md:block max-md:px-4 max-md:py-3">
                <td className="px-4 py-3 text-muted max-md:hidden">{job.order ?? "–"}</td>
                <td className="px-4 py-3 font-semibold break-words text-navy-900 max-md:block max-md:p-0">
                  <Link to={`/admin/indhold/jobs/${job.id}`} className="text-brand-700 underline">
                    {job.title}
                  </Link>
                </td>
                <td className="px-4 py-3 break-all text-muted max-md:block max-md:p-0">/jobs/{job.slug}</td>
                <td className="px-4 py-3 max-md:inline max-md:p-0">
                  <ContentStateBadge state={job.state} />
                  {job.hasDraft && job.state !== "kladde" && <span className="ml-2 text-xs text-muted">ændringer i kladde</span>}
                </td>
                <td className="px-4 py-3 text-muted max-md:inline max-md:p-0 max-md:before:content-['_·_']">{dateFormat.format(new Date(job.updatedAt))}</td>
                <td className="px-4 py-3 max-md:block max-md:p-0 max-md:pt-2">
                  <Link
                    to={`?kopi=${job.id}#nyt-job`}
                    className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
                  >
                    Kopiér<span className="sr-only"> {job.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section id="nyt-job" aria-labelledby="nyt-job-titel" className="mt-8 max-w-2xl rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <h2 id="nyt-job-titel" className="text-xl font-semibold text-navy-900">
          Nyt job
        </h2>
        <p className="mt-1 text-sm text-muted">
          Start fra en kopi af et job, der ligner (teksten kan rettes bagefter), eller fra et tomt job. Jobbet er en kladde, indtil du udgiver det.
        </p>
        {actionData?.error && <Alert>{actionData.error}</Alert>}
        <Form method="post" className="mt-4 space-y-4" key={chosen} noValidate>
          <input type="hidden" name="csrf" value={csrf} />
          <div>
            <label htmlFor="copyOf" className="block font-semibold text-navy-900">
              Start fra
            </label>
            <select id="copyOf" name="copyOf" defaultValue={chosen} className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2">
              {jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  Kopiér »{job.title}«
                </option>
              ))}
              <option value="">Tomt job</option>
            </select>
          </div>
          <div>
            <label htmlFor="slug" className="block font-semibold text-navy-900">
              Adresse (slug)
            </label>
            <p id="slug-hint" className="text-sm text-muted">
              Jobbets side bliver /jobs/adressen. Små bogstaver, tal og bindestreger, fx salg-af-varmepumper. Den kan ikke ændres bagefter.
            </p>
            <div className="mt-1 flex items-center gap-1">
              <span className="text-muted">/jobs/</span>
              <input
                id="slug"
                name="slug"
                required
                maxLength={60}
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
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
