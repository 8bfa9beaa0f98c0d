import type { Route } from "./+types/analytics-export";
import { analyticsReport, parsePeriod } from "../../server/analytics/report.server.ts";
import { analyticsExportRefusal, analyticsTables, tableCsv, tableIds, type TableId } from "../../server/analytics/analytics-tables.server.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { isKnownPage, jobPagePaths } from "../../server/intake/known-pages.server.ts";
import { allowed, getPermissions } from "../../server/inbox/settings.server.ts";

/**
 * One table of /admin/analytics as CSV (?tabel=sider|kilder|typer|indgange|job|uger + the page's
 * period), for the owner and for staff when the owner lets staff export.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  if (!allowed(staff, await getPermissions(runtime.db), "staffMayExport")) {
    return new Response(analyticsExportRefusal, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const url = new URL(request.url);
  const id = url.searchParams.get("tabel") as TableId;
  if (!tableIds.includes(id)) {
    return new Response(`Ukendt tabel. Vælg en af: ${tableIds.join(", ")}.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const period = parsePeriod(url, runtime.now());
  const table = analyticsTables(await analyticsReport(runtime.db, period, jobPagePaths(), isKnownPage)).find((candidate) => candidate.id === id)!;
  return new Response(tableCsv(table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistik-${id}-${period.from}-${period.to}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
