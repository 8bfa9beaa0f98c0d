import type { BackupRun, BackupStatus } from "../../server/backup/runs.server.ts";
import { dateFormat } from "./badges.tsx";

const size = (bytes: number | null) =>
  bytes === null
    ? "—"
    : bytes < 1e6
      ? `${Math.max(1, Math.round(bytes / 1e3)).toLocaleString("da-DK")} kB`
      : `${(bytes / 1e6).toLocaleString("da-DK", { maximumFractionDigits: 1 })} MB`;

function result(run: BackupRun): string {
  if (run.ok) return "Gennemført";
  if (run.ok === false) return `Mislykkedes${run.error ? `: ${run.error}` : ""}`;
  return "I gang";
}

/** The owner's view of the backups (app/server/backup/runs.server.ts): the latest, and a warning when something is wrong. */
export function BackupBlock({ latest, lastSuccess, warning, dir, keep }: BackupStatus & { dir: string; keep: number }) {
  return (
    <section aria-labelledby="backup-heading" className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <h2 id="backup-heading" className="text-lg font-bold text-navy-900">
        Backup
      </h2>
      {warning && (
        <p role="status" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-600/30">
          {warning}
        </p>
      )}
      {latest ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Seneste</dt>
          <dd>
            {dateFormat.format(new Date(latest.startedAt))} ({latest.kind === "nightly" ? "natlig" : "npm run backup"})
          </dd>
          <dt className="text-muted">Resultat</dt>
          <dd data-backup-result={latest.ok === null ? "running" : latest.ok ? "ok" : "failed"} className="break-words">
            {result(latest)}
          </dd>
          <dt className="text-muted">Størrelse</dt>
          <dd>{size(latest.bytes)}</dd>
          {lastSuccess && lastSuccess.id !== latest.id && (
            <>
              <dt className="text-muted">Seneste gode</dt>
              <dd>{dateFormat.format(new Date(lastSuccess.startedAt))}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">Der er ikke taget nogen backup endnu.</p>
      )}
      <p className="mt-3 text-sm text-muted">
        Serveren tager en backup hver nat kl. 3 i <code className="break-all">{dir}</code> og gemmer de seneste {keep}. Filerne indeholder personoplysninger; se
        README om, hvor de skal opbevares.
      </p>
    </section>
  );
}
