import type { Route } from "./+types/export";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { parseFilters } from "../../server/inbox/inbox.server.ts";
import { exportRows, toCsv } from "../../server/inbox/csv.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { allowed, getPermissions, refusals } from "../../server/inbox/settings.server.ts";

/** CSV of the enquiries matching the list's filters (also a backup for staff). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const { page: _page, ...filters } = parseFilters(new URL(request.url));
  const { db } = runtime;
  if (!allowed(staff, await getPermissions(db), "staffMayExport")) {
    return new Response(refusals.staffMayExport, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const csv = toCsv(await exportRows(db, filters, staff));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="henvendelser-${stamp}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
