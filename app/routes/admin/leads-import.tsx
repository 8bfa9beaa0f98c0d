import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/leads-import";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { importFields, importLimits } from "../../forms/lead.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { parseUpload, recentImports, saveUpload } from "../../server/leads/import.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Importér liste - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** Staff: step 1 of importing a list of leads (issue 37, item 5): upload a CSV or .xlsx file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  return { csrf: staff.csrfToken, recent: await recentImports(runtime.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  // A multipart body: the file and the csrf field (server/main.ts lets this path send more than other forms).
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  const file = form?.get("fil");
  if (!file || typeof file === "string" || file.size === 0) return data({ error: "Vælg en fil (CSV eller Excel .xlsx)." }, { status: 422 });
  const parsed = await parseUpload(file.name, new Uint8Array(await file.arrayBuffer()));
  if (!parsed.ok) return data({ error: parsed.error }, { status: 422 });
  try {
    const id = await saveUpload(runtime.db, file.name, parsed.file, staff.userId);
    log.info("Liste uploadet til import", { id, rows: parsed.file.rows.length });
    return redirect(`/admin/leads/import/${id}`, 303);
  } catch (error) {
    log.error("Listen kunne ikke gemmes til import", errorFields(error));
    return data({ error: "Filen kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

export default function ImportUpload({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Importér liste</h1>
      <p className="mt-1 max-w-prose text-muted">
        En ringeliste eller et udtræk fra et andet system bliver til leads i indbakken. Først vælger I filen, så hvilke kolonner der er hvad, og ser, hvad der
        sker med hver række, før noget gemmes. Personer, der allerede findes, oprettes ikke igen.
      </p>
      {actionData?.error && <Alert>{actionData.error}</Alert>}
      <Form method="post" encType="multipart/form-data" className="mt-6 max-w-2xl space-y-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <label htmlFor="fil" className="block font-semibold text-navy-900">
          Fil (CSV eller Excel)
        </label>
        <p id="fil-hint" className="text-sm text-muted">
          Første række er overskrifter, fx{" "}
          {importFields
            .slice(0, 5)
            .map((field) => field.label)
            .join(", ")}
          . CSV med semikolon eller komma; .xlsx læses fra første ark. Højst {importLimits.bytes / 1024 / 1024} MB og{" "}
          {importLimits.rows.toLocaleString("da-DK")} rækker.
        </p>
        <input
          id="fil"
          name="fil"
          type="file"
          required
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby="fil-hint"
          className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
        />
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Læs filen
        </button>
      </Form>
      {loaderData.recent.length > 0 && (
        <section className="mt-8 max-w-2xl">
          <h2 className="text-xl font-bold text-navy-900">Seneste importer</h2>
          <ul className="mt-2 divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line">
            {loaderData.recent.map((item) => (
              <li key={item.id} className="p-4">
                <Link to={`/admin/leads/import/${item.id}`} className="font-semibold break-all text-brand-700 underline">
                  {item.fileName}
                </Link>
                <span className="block text-sm text-muted">
                  {dateFormat.format(new Date(item.createdAt))} ·{" "}
                  {item.state === "imported" ? `${item.created} oprettet, ${item.matched} fandtes allerede, ${item.refused} afvist` : "ikke importeret endnu"}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
