import { Form, Link } from "react-router";
import type { Route } from "./+types/prognose";
import { kroner } from "../../content/pipeline-labels.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { forecast, parsePeriod, salesReports } from "../../server/inbox/forecast.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Prognose - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** The forecast per month of expected close and the reports per salesperson (issue 37, item 7), over a chosen period. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireStaff(request, runtime);
  const parsed = parsePeriod(new URL(request.url), runtime.now());
  const [months, reports] = await Promise.all([forecast(runtime.db, parsed.period), salesReports(runtime.db, parsed.period)]);
  return { period: parsed.period, error: parsed.ok ? null : parsed.error, forecast: months, reports };
}

const monthName = new Intl.DateTimeFormat("da-DK", { month: "long", year: "numeric", timeZone: "UTC" });
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** 45 → "45 min", 150 → "2 t 30 min", 3000 → "2,1 dage". */
function duration(minutes: number | null): string {
  if (minutes === null) return "–";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} t${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  return `${(minutes / 1440).toLocaleString("da-DK", { maximumFractionDigits: 1 })} dage`;
}

const cell = "px-3 py-2 text-right tabular-nums";
const head = "px-3 py-2 text-right font-semibold";

export default function Forecast({ loaderData }: Route.ComponentProps) {
  const { period, forecast: f, reports } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold text-navy-900">Prognose</h1>
        <Link to="/admin/tavle" className="text-sm font-semibold text-brand-700 underline">
          Til tavlen
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-muted">
        Åbne henvendelser efter forventet lukkedato: den månedlige værdi ganget med fasens sandsynlighed. Vundet tæller 100 % i den måned, den blev vundet; tabt
        tæller 0.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-navy-900">
          Fra
          <input type="date" name="fra" defaultValue={period.from} className="mt-1 block rounded-lg border border-line px-3 py-2" />
        </label>
        <label className="text-sm font-medium text-navy-900">
          Til
          <input type="date" name="til" defaultValue={period.to} className="mt-1 block rounded-lg border border-line px-3 py-2" />
        </label>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Vis periode
        </button>
      </Form>
      {loaderData.error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {loaderData.error}
        </p>
      )}
      <section aria-labelledby="prognose-titel" className="mt-6">
        <h2 id="prognose-titel" className="text-xl font-semibold text-navy-900">
          Prognose pr. måned
        </h2>
        <div className="mt-3 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
          <table className="w-full text-sm" data-forecast>
            <thead className="border-b border-line text-navy-900">
              <tr>
                <th className="px-3 py-2 text-left font-semibold">Måned</th>
                <th className={head}>Åbne</th>
                <th className={head}>Værdi/md.</th>
                <th className={head}>Vægtet prognose</th>
                <th className={head}>Vundet</th>
              </tr>
            </thead>
            <tbody>
              {f.months.map((row) => (
                <tr key={row.month} data-month={row.month} className="border-b border-line">
                  <th scope="row" className="px-3 py-2 text-left font-medium capitalize">
                    {monthLabel(row.month)}
                  </th>
                  <td className={cell}>{row.deals}</td>
                  <td className={cell}>{kroner(row.pipeline)}</td>
                  <td className={cell} data-weighted>
                    {kroner(row.weighted)}
                  </td>
                  <td className={cell} data-won>
                    {kroner(row.won)}
                  </td>
                </tr>
              ))}
              <tr data-month="total" className="border-b border-line font-semibold">
                <th scope="row" className="px-3 py-2 text-left">
                  I alt
                </th>
                <td className={cell}>{f.total.deals}</td>
                <td className={cell}>{kroner(f.total.pipeline)}</td>
                <td className={cell} data-weighted>
                  {kroner(f.total.weighted)}
                </td>
                <td className={cell} data-won>
                  {kroner(f.total.won)}
                </td>
              </tr>
              <tr data-month="undated" className="text-muted">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  Uden lukkedato
                </th>
                <td className={cell}>{f.undated.deals}</td>
                <td className={cell}>{kroner(f.undated.pipeline)}</td>
                <td className={cell} data-weighted>
                  {kroner(f.undated.weighted)}
                </td>
                <td className={cell}>–</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="saelgere-titel" className="mt-8">
        <h2 id="saelgere-titel" className="text-xl font-semibold text-navy-900">
          Pr. medarbejder
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">
          Henvendelser tildelt i perioden (efter modtagelse), bookede møder i perioden, værdi vundet i perioden og mediantiden fra en henvendelse kom ind, til
          den første gang blev besvaret (svar på mail, note eller ændret status eller fase).
        </p>
        <div className="mt-3 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
          <table className="w-full text-sm" data-reports>
            <thead className="border-b border-line text-navy-900">
              <tr>
                <th className="px-3 py-2 text-left font-semibold">Medarbejder</th>
                <th className={head}>Henvendelser</th>
                <th className={head}>Møder</th>
                <th className={head}>Vundet</th>
                <th className={head}>Median svartid</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((row) => (
                <tr key={row.staffId} data-person={row.name} className="border-b border-line last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                    {row.name}
                  </th>
                  <td className={cell} data-enquiries>
                    {row.enquiries}
                  </td>
                  <td className={cell} data-meetings>
                    {row.meetings}
                  </td>
                  <td className={cell} data-won>
                    {kroner(row.won)}
                    {row.wonCount > 0 && <span className="text-muted"> ({row.wonCount})</span>}
                  </td>
                  <td className={cell} data-response>
                    {duration(row.medianResponseMinutes)}
                    {row.enquiries > row.answered && <span className="block text-xs text-muted">{row.enquiries - row.answered} ubesvaret</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
