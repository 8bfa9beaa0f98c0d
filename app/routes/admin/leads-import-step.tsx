import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/leads-import-step";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { buildConfig } from "../../config/build-config.ts";
import { guessMapping, importFields, outcomeLabels, type ColumnMapping } from "../../forms/lead.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { getImport, mappingProblem, planImport, runImport, saveMapping } from "../../server/leads/import.server.ts";
import type { PlannedRow } from "../../server/leads/import.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Importér liste - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

const PREVIEW_ROWS = 20;
/** The report's rows shown on the page; the downloaded report has all of them. */
const REPORT_ROWS = 500;

function notFound(): never {
  throw data({ error: "Importen findes ikke (længere). Upload filen igen." }, { status: 404 });
}

/** Steps 2-4 of an import: map the columns and preview, import, and the report. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const job = (await getImport(runtime.db, params.id)) ?? notFound();
  const base = { id: job.id, fileName: job.fileName, csrf: staff.csrfToken, header: job.header };
  if (job.state === "imported") {
    const report = job.report ?? [];
    const shown = report.filter((row) => row.outcome !== "created");
    return {
      ...base,
      step: "report" as const,
      counts: { created: job.created ?? 0, matched: job.matched ?? 0, refused: job.refused ?? 0 },
      rows: shown.slice(0, REPORT_ROWS),
      hidden: Math.max(0, shown.length - REPORT_ROWS),
    };
  }
  const mapping: ColumnMapping = job.mapping ?? guessMapping(job.header);
  const problem = mappingProblem(mapping, job.header);
  const plan = problem ? null : await planImport(runtime.db, { header: job.header, rows: job.rows }, mapping);
  return {
    ...base,
    step: "map" as const,
    mapping,
    problem,
    total: job.rows.filter((row) => row.some((cell) => cell !== "")).length,
    counts: plan ? { created: plan.created, matched: plan.matched, refused: plan.refused } : null,
    preview: plan ? plan.rows.slice(0, PREVIEW_ROWS) : [],
  };
}

function mappingFrom(form: FormData | undefined): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of importFields) {
    const value = String(form?.get(`kolonne-${field.key}`) ?? "");
    mapping[field.key] = value === "" ? null : Number(value);
  }
  return mapping;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  const job = (await getImport(runtime.db, params.id)) ?? notFound();
  const mapping = mappingFrom(form);
  if (job.state === "imported") return redirect(`/admin/leads/import/${job.id}`, 303);
  const problem = mappingProblem(mapping, job.header);
  if (problem) return data({ error: problem }, { status: 422 });
  try {
    if (form?.get("intent") !== "import") {
      await saveMapping(runtime.db, job.id, mapping);
      return redirect(`/admin/leads/import/${job.id}`, 303);
    }
    const started = performance.now();
    const result = await runImport(runtime.db, job.id, mapping, staff, buildConfig.siteUrl);
    if (!result.ok) return data({ error: result.error }, { status: 422 });
    runtime.kickOutbox();
    log.info("Liste importeret", { id: job.id, ...result, ms: Math.round(performance.now() - started) });
    return redirect(`/admin/leads/import/${job.id}`, 303);
  } catch (error) {
    log.error("Listen kunne ikke importeres", errorFields(error));
    return data({ error: "Listen kunne ikke importeres, og intet er gemt. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

const n = (value: number) => value.toLocaleString("da-DK");

const outcomeStyles: Record<PlannedRow["outcome"], string> = {
  created: "bg-green-100 text-green-800",
  matched: "bg-slate-100 text-slate-700",
  refused: "bg-red-100 text-red-800",
};

function Outcome({ row }: { row: Pick<PlannedRow, "outcome" | "reason"> }) {
  return (
    <>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${outcomeStyles[row.outcome]}`}>
        {row.outcome === "created" ? "Ny" : outcomeLabels[row.outcome]}
      </span>
      {row.reason && <span className="ml-1">{row.reason}</span>}
    </>
  );
}

export default function ImportStep({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <Link to="/admin/leads/import" className="text-sm font-semibold text-brand-700">
        ← Importér liste
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-navy-900">{d.step === "report" ? "Import færdig" : "Vælg kolonner"}</h1>
      <p className="mt-1 break-all text-muted">{d.fileName}</p>
      {actionData?.error && <Alert>{actionData.error}</Alert>}
      {d.step === "report" ? (
        <section aria-labelledby="rapport">
          <h2 id="rapport" className="sr-only">
            Rapport
          </h2>
          <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 font-medium text-green-800 ring-1 ring-green-200" data-report>
            {n(d.counts.created)} leads oprettet, {n(d.counts.matched)} fandtes allerede, {n(d.counts.refused)} afvist.
          </p>
          <p className="mt-3 flex flex-wrap gap-3">
            <a
              href={`/admin/leads/import/${d.id}/rapport.csv`}
              className="inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
            >
              Hent rapporten (CSV)
            </a>
            <Link
              to="/admin/contact-submissions?type=lead"
              className="inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
            >
              Se leads i indbakken
            </Link>
          </p>
          {d.rows.length > 0 && (
            <ol className="mt-4 max-w-3xl divide-y divide-line rounded-card bg-white text-sm shadow-card ring-1 ring-line">
              {d.rows.map((row) => (
                <li key={row.row} className="p-3 break-words" data-row={row.row}>
                  <span className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${outcomeStyles[row.outcome]}`}>{outcomeLabels[row.outcome]}</span>
                  <span className="font-semibold text-navy-900">
                    Række {row.row}: {row.reason}
                  </span>
                  {row.name && <span className="block text-muted">{row.name}</span>}
                </li>
              ))}
            </ol>
          )}
          {d.hidden > 0 && <p className="mt-2 text-sm text-muted">og {n(d.hidden)} rækker mere i rapporten.</p>}
        </section>
      ) : (
        <Form method="post" className="mt-6 space-y-6">
          <input type="hidden" name="csrf" value={d.csrf} />
          <fieldset className="max-w-2xl rounded-card bg-white p-6 shadow-card ring-1 ring-line">
            <legend className="sr-only">Hvilken kolonne er hvad</legend>
            <p className="text-sm text-muted">Vi har gættet ud fra overskrifterne. Ret det, der er forkert, og opdatér forhåndsvisningen.</p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {importFields.map((field) => (
                <div key={field.key}>
                  <label htmlFor={`kolonne-${field.key}`} className="block font-semibold text-navy-900">
                    {field.label}
                  </label>
                  <select
                    id={`kolonne-${field.key}`}
                    name={`kolonne-${field.key}`}
                    defaultValue={d.mapping[field.key] ?? ""}
                    className="mt-1 block w-full max-w-full rounded-lg border border-line px-3 py-2 font-normal"
                  >
                    <option value="">Ikke i filen</option>
                    {d.header.map((title, index) => (
                      <option key={index} value={index}>
                        {title}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            <button
              type="submit"
              name="intent"
              value="preview"
              className="mt-4 min-h-11 rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
            >
              Opdatér forhåndsvisning
            </button>
          </fieldset>
          {d.problem && <Alert>{d.problem}</Alert>}
          {d.counts && (
            <section aria-labelledby="forhaandsvisning" className="max-w-3xl">
              <h2 id="forhaandsvisning" className="text-xl font-bold text-navy-900">
                Forhåndsvisning
              </h2>
              <p className="mt-1" data-plan>
                {n(d.total)} rækker: {n(d.counts.created)} nye leads, {n(d.counts.matched)} fandtes allerede, {n(d.counts.refused)} afvises.
              </p>
              <ol className="mt-3 divide-y divide-line rounded-card bg-white text-sm shadow-card ring-1 ring-line">
                {d.preview.map((row) => (
                  <li key={row.row} className="p-3" data-row={row.row}>
                    <span className="font-semibold text-navy-900">Række {row.row}</span>
                    <span className="block break-words">
                      {[row.name, row.company !== row.name ? row.company : "", row.email, row.phone].filter(Boolean).join(" · ")}
                    </span>
                    <span className="mt-1 block break-words">
                      <Outcome row={row} />
                    </span>
                  </li>
                ))}
              </ol>
              {d.total > d.preview.length && (
                <p className="mt-2 text-sm text-muted">De første {d.preview.length} rækker; rapporten efter importen har dem alle.</p>
              )}
              <button
                type="submit"
                name="intent"
                value="import"
                className="mt-4 min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Importér {n(d.counts.created)} {d.counts.created === 1 ? "lead" : "leads"}
              </button>
            </section>
          )}
        </Form>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
