import { data, Form } from "react-router";
import type { Route } from "./+types/analytics";
import { WeeklyChart } from "../../components/admin/weekly-chart.tsx";
import { kindColors } from "../../components/admin/badges.tsx";
import { allKinds, kindLabels } from "../../content/enquiry-labels.ts";
import { conversionExplanation, conversionRate } from "../../content/attribution-labels.ts";
import { analyticsReport, parsePeriod } from "../../server/analytics/report.server.ts";
import { analyticsExportRefusal, analyticsTables, topRows } from "../../server/analytics/analytics-tables.server.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { isKnownPage, jobPagePaths } from "../../server/intake/known-pages.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { allowed, getPermissions } from "../../server/inbox/settings.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Statistik og konvertering" }, { name: "robots", content: "noindex, nofollow" }];

/** Visitors, page views, enquiries and conversion for a period (app/server/analytics/report.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const url = new URL(request.url);
  const period = parsePeriod(url, runtime.now());
  try {
    const report = await analyticsReport(runtime.db, period, jobPagePaths(), isKnownPage);
    const exportRefusal = allowed(staff, await getPermissions(runtime.db), "staffMayExport") ? null : analyticsExportRefusal;
    return {
      period,
      report,
      tables: analyticsTables(report).map((table) => topRows(table)),
      query: url.search,
      refreshSeconds: runtime.env.ANALYTICS_REFRESH_SECONDS,
      exportRefusal,
      loadError: null,
    };
  } catch (error) {
    log.error("Statistikken kunne ikke hentes", errorFields(error));
    return data(
      {
        period,
        report: null,
        tables: [],
        query: url.search,
        refreshSeconds: runtime.env.ANALYTICS_REFRESH_SECONDS,
        exportRefusal: null,
        loadError: "Statistikken kunne ikke hentes. Prøv igen om et øjeblik.",
      },
      { status: 503 },
    );
  }
}

const numberFormat = new Intl.NumberFormat("da-DK");
const formatCell = (cell: string | number) => (typeof cell === "number" ? numberFormat.format(cell) : cell);
const dayFormat = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("da-DK", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "hvert 5. minut", "hvert minut", "hvert 30. sekund". */
function refreshInterval(seconds: number): string {
  if (seconds % 60 !== 0) return `hvert ${seconds === 1 ? "" : `${seconds}. `}sekund`;
  const minutes = seconds / 60;
  return `hvert ${minutes === 1 ? "" : `${minutes}. `}minut`;
}
const clockFormat = new Intl.DateTimeFormat("da-DK", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Copenhagen" });

const periods = [
  { value: "7", label: "Seneste 7 dage" },
  { value: "30", label: "Seneste 30 dage" },
  { value: "90", label: "Seneste 90 dage" },
  { value: "egen", label: "Egen periode" },
] as const;

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { period, report, tables, query, refreshSeconds, exportRefusal, loadError } = loaderData;
  const exportQuery = (id: string) => {
    const params = new URLSearchParams(query);
    params.set("tabel", id);
    return `/admin/analytics/export.csv?${params}`;
  };
  const inputClass = "mt-1 block rounded-lg border border-line px-3 py-2 text-sm aria-[invalid=true]:border-red-600";
  return (
    <div>
      <h1 className="text-2xl font-bold text-navy-900">Statistik og konvertering</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Sidevisninger tælles uden cookies og uden at gemme IP-adresser. Besøgende er unikke pr. dag (summen over dagene i perioden). Dage regnes i UTC. Hver
        tabel viser de 20 største rækker og resten samlet som »Øvrige«; CSV-filen har alle rækker.
      </p>
      {exportRefusal && (
        <p className="mt-1 max-w-3xl text-sm text-muted" data-refusal="export">
          {exportRefusal}
        </p>
      )}
      {report?.rolledUpAt && (
        <p className="mt-1 max-w-3xl text-sm text-muted" data-testid="opdateret">
          Sidevisningerne lægges sammen {refreshInterval(refreshSeconds)}, senest kl. {clockFormat.format(new Date(report.rolledUpAt))}.
        </p>
      )}

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line" aria-label="Vælg periode">
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Periode</legend>
          <div className="mt-2 flex flex-wrap gap-3 text-sm">
            {periods.map((option) => (
              <label key={option.value} className="flex items-center gap-1.5">
                <input type="radio" name="periode" value={option.value} defaultChecked={period.choice === option.value} />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="fra" className="text-sm font-semibold text-navy-900">
            Fra (egen periode)
          </label>
          <input
            id="fra"
            name="fra"
            type="date"
            defaultValue={period.errors.fra || period.errors.til || period.choice !== "egen" ? undefined : period.from}
            aria-invalid={period.errors.fra ? true : undefined}
            aria-describedby={period.errors.fra ? "fra-fejl" : undefined}
            className={inputClass}
          />
          {period.errors.fra && (
            <p id="fra-fejl" className="mt-1 text-sm text-red-700">
              {period.errors.fra}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="til" className="text-sm font-semibold text-navy-900">
            Til (egen periode)
          </label>
          <input
            id="til"
            name="til"
            type="date"
            defaultValue={period.errors.fra || period.errors.til || period.choice !== "egen" ? undefined : period.to}
            aria-invalid={period.errors.til ? true : undefined}
            aria-describedby={period.errors.til ? "til-fejl" : undefined}
            className={inputClass}
          />
          {period.errors.til && (
            <p id="til-fejl" className="mt-1 text-sm text-red-700">
              {period.errors.til}
            </p>
          )}
        </div>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Vis
        </button>
      </Form>

      <p className="mt-1 max-w-3xl text-sm text-muted" data-testid="konvertering-forklaring">
        {conversionExplanation}
      </p>

      {(period.errors.fra || period.errors.til) && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Den valgte periode kunne ikke bruges; her vises de seneste 30 dage. Ret datoerne, og tryk på Vis.
        </p>
      )}
      {loadError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {loadError}
        </p>
      )}

      {report && (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="periode">
            {dayFormat(report.from)} – {dayFormat(report.to)}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
            {[
              { label: "Besøgende", value: numberFormat.format(report.totals.visitors) },
              { label: "Sidevisninger", value: numberFormat.format(report.totals.pageviews) },
              { label: "Henvendelser", value: numberFormat.format(report.totals.enquiries) },
              { label: "Konvertering", value: conversionRate(report.totals.enquiries, report.totals.visitors) },
            ].map((item) => (
              <div key={item.label} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
                <dt className="text-sm text-muted">{item.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-navy-900">{item.value}</dd>
              </div>
            ))}
          </dl>

          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <WeeklyChart
              weeks={report.weeks.map((week) => ({ week: week.week, counts: { visitors: week.visitors } }))}
              series={[{ key: "visitors", label: "Besøgende", color: "#1d4ed8" }]}
              title="Besøgende pr. uge"
              tableCaption="Besøgende pr. uge"
            />
            <WeeklyChart
              weeks={report.weeks.map((week) => ({ week: week.week, counts: week.enquiries }))}
              series={allKinds.map((kind) => ({ key: kind, label: kindLabels[kind], color: kindColors[kind] }))}
              title="Henvendelser pr. uge"
            />
          </div>

          {tables.map((table) => (
            <section key={table.id} aria-labelledby={`tabel-${table.id}`} className="mt-8">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id={`tabel-${table.id}`} className="text-lg font-semibold text-navy-900">
                  {table.title}
                </h2>
                {exportRefusal ? null : (
                  <a href={exportQuery(table.id)} className="text-sm font-semibold text-brand-700 underline underline-offset-2" download>
                    Hent som CSV<span className="sr-only"> ({table.title})</span>
                  </a>
                )}
              </div>
              <p className="text-sm text-muted">{table.description}</p>
              <div className="mt-3 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line" tabIndex={0} role="region" aria-label={table.title}>
                <table className="w-full text-left text-sm" data-table={table.id}>
                  <thead className="border-b border-line bg-paper text-navy-900">
                    <tr>
                      {table.columns.map((column, index) => (
                        <th key={column} scope="col" className={`px-4 py-2 ${index > 0 && table.id !== "kilder" ? "text-right" : ""}`}>
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.length === 0 && (
                      <tr>
                        <td colSpan={table.columns.length} className="px-4 py-3 text-muted">
                          Ingen data i perioden.
                        </td>
                      </tr>
                    )}
                    {table.rows.map((row, rowIndex) => (
                      <tr key={rowIndex} className="border-b border-line last:border-0">
                        {row.map((cell, index) =>
                          index === 0 ? (
                            <th key={index} scope="row" className="px-4 py-2 font-medium text-navy-900">
                              {formatCell(cell)}
                            </th>
                          ) : (
                            <td key={index} className={`px-4 py-2 ${typeof cell === "number" || index === row.length - 1 ? "text-right tabular-nums" : ""}`}>
                              {formatCell(cell)}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
