/**
 * Restores a backup (npm run backup, or the nightly one) into an empty database:
 *   npm run restore -- FILE [--to postgres://…|DIR] [--force]
 * Target: --to, else DATABASE_URL, else DATA_DIR (the server must be stopped). A target with rows
 * is refused unless --force, which deletes everything in it first. The file is checked whole
 * before anything is written, and the restore is one transaction: a failure leaves the target as
 * it was (a new DATA_DIR is removed again).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../app/server/backup/format.server.ts";
import { restoreBackup, restoreTarget } from "../app/server/backup/restore.server.ts";
import { fail } from "../app/server/platform/cli.server.ts";
import { acquireDataDir, lockHolder, releaseDataDir } from "../app/server/platform/data-dir-lock.server.ts";
import { parseEnv } from "../app/server/platform/env.server.ts";
import { printManifest } from "./backup-report.ts";

const usage = "Brug: npm run restore -- <backupfil> [--to postgres://…|<mappe>] [--force]";
let positionals: string[];
let values: { to?: string; force?: boolean };
try {
  ({ positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: "string" }, force: { type: "boolean" } } }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\n${usage}`);
}
if (positionals.length !== 1) fail(usage);

const env = (() => {
  try {
    // The CLI needs no session secret: only the server signs anything.
    return parseEnv({ ...process.env, NODE_ENV: "development" });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
})();

const target = restoreTarget(values.to, env);
const started = Date.now();
if ("dataDir" in target) {
  const holder = lockHolder(target.dataDir);
  if (holder) fail(`Serveren (proces ${holder}) bruger databasen i ${target.dataDir}. Stop den, før du gendanner. Der er ikke ændret noget.`);
  acquireDataDir(target.dataDir);
}
let failure: string | undefined;
try {
  const report = await restoreBackup(path.resolve(positionals[0]!), target, { force: values.force });
  process.stdout.write(
    `Gendannet ${path.resolve(positionals[0]!)} i ${report.target} på ${((Date.now() - started) / 1000).toLocaleString("da-DK", { maximumFractionDigits: 1 })} s; antal rækker og tjeksummer passer med backuppen.\n`,
  );
  printManifest(report.manifest, report.tables);
  process.stdout.write("Sessioner er med i backuppen, men medarbejdere skal måske logge ind igen. Start serveren som før (npm start).\n");
} catch (error) {
  failure = error instanceof BackupError ? error.message : `Uventet fejl: ${error instanceof Error ? error.message : String(error)}`;
} finally {
  if ("dataDir" in target) releaseDataDir(target.dataDir);
}
if (failure) fail(failure);
