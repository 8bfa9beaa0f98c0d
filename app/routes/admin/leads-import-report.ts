import type { Route } from "./+types/leads-import-report";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { getImport, reportCsv } from "../../server/leads/import.server.ts";

/** An import's report as a CSV file: every row, what happened to it and why (issue 37, item 5). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireStaff(request, runtime);
  const job = await getImport(runtime.db, params.id);
  if (!job || job.state !== "imported")
    return new Response("Rapporten findes ikke. Importen er ikke gennemført, eller den er slettet.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const name =
    job.fileName
      .replace(/\.[^.]*$/, "")
      .replace(/[^\w\-æøåÆØÅ]+/g, "-")
      .slice(0, 60) || "liste";
  return new Response(reportCsv(job), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="import-rapport-${encodeURIComponent(name)}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
