import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { AdminError } from "../../components/admin/admin-error.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { actorLabel, describeHistory } from "../../components/admin/history-list.tsx";
import { requireOwner } from "../../server/auth/auth.server.ts";
import { AUDIT_PAGE_SIZE, auditLog } from "../../server/inbox/history.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { BackupBlock } from "../../components/admin/backup-block.tsx";
import { backupStatus } from "../../server/backup/runs.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Historik - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** Owner only: every deletion (by staff or by the retention job), export, account change and settings change. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireOwner(request, runtime);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("side") ?? "1", 10) || 1));
  const { db } = runtime;
  const backup = { ...(await backupStatus(db)), dir: runtime.env.BACKUP_DIR, keep: runtime.env.BACKUP_KEEP };
  return { rows: await auditLog(db, page), page, pageSize: AUDIT_PAGE_SIZE, backup };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageSize, backup } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Historik</h1>
      <p className="mt-1 text-muted">
        Hvem der har slettet eller eksporteret henvendelser, inviteret, nulstillet, deaktiveret eller skiftet rolle på en konto, eller ændret rettighederne, og
        hvem der har udgivet, lukket, genåbnet eller gendannet et jobopslag - og hvornår. Også de automatiske sletninger efter opbevaringsperioden. Der gemmes
        ingen personoplysninger om slettede henvendelser.
      </p>
      <BackupBlock {...backup} />
      <div className="mt-6 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
        <table aria-label="Historik" className="w-full text-left text-sm max-md:block">
          <thead className="border-b border-line bg-paper text-xs uppercase tracking-wide text-muted max-md:hidden">
            <tr>
              {["Tidspunkt", "Hvem", "Hvad", "Henvendelse (id)"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-md:block">
            {rows.map((row) => (
              <tr key={row.id} data-action={row.action} className="max-md:block max-md:px-4 max-md:py-3">
                <td className="whitespace-nowrap px-4 py-3 text-muted max-md:inline max-md:p-0">{dateFormat.format(new Date(row.createdAt))}</td>
                <td className="px-4 py-3 break-all max-md:inline max-md:p-0 max-md:before:content-['_·_']">{actorLabel(row)}</td>
                <td className="px-4 py-3 break-words max-md:block max-md:p-0 max-md:font-medium">{describeHistory(row)}</td>
                <td className="px-4 py-3 font-mono text-xs break-all text-muted max-md:block max-md:p-0">{row.submissionId ?? "—"}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={4} className="px-4 py-10 text-center text-muted">
                  Intet endnu.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label="Sider" className="mt-4 flex gap-2 text-sm">
        {page > 1 && (
          <Link to={`?side=${page - 1}`} className="rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-line">
            Nyere
          </Link>
        )}
        {rows.length === pageSize && (
          <Link to={`?side=${page + 1}`} className="rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-line">
            Ældre
          </Link>
        )}
      </nav>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
