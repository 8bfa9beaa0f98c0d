/**
 * Takes a backup of the database while the server runs (docs/decisions/backup-format.md):
 *   npm run backup -- [FILE]
 * Default file: BACKUP_DIR/salgskraft-<time>.backup (mode 0600). With DATABASE_URL the CLI reads
 * PostgreSQL itself in one snapshot transaction; with the embedded database it asks the running
 * server through DATA_DIR/control.sock (only one process may open DATA_DIR), or opens DATA_DIR
 * itself when no server runs.
 */
import { existsSync, statfsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupFileName, takeBackup } from "../app/server/backup/runs.server.ts";
import { backupThroughServer } from "../app/server/backup/control-socket.server.ts";
import { BackupError, type Manifest } from "../app/server/backup/format.server.ts";
import { fail } from "../app/server/platform/cli.server.ts";
import { acquireDataDir, lockHolder, releaseDataDir } from "../app/server/platform/data-dir-lock.server.ts";
import { isDiskFullError, openDatabase } from "../app/server/platform/db.server.ts";
import { parseEnv } from "../app/server/platform/env.server.ts";
import { printManifest } from "./backup-report.ts";

const usage = "Brug: npm run backup -- [fil]   (uden fil: BACKUP_DIR/salgskraft-<tidspunkt>.backup)";
let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\n${usage}`);
}
if (positionals.length > 1) fail(usage);

const env = (() => {
  try {
    // The CLI needs no session secret: only the server signs anything.
    return parseEnv({ ...process.env, NODE_ENV: "development" });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
})();
const file = path.resolve(positionals[0] ?? path.join(env.BACKUP_DIR, backupFileName(new Date(), "manual")));
const started = Date.now();

async function run(): Promise<{ manifest: Manifest; bytes: number; via: string }> {
  if (env.DATABASE_URL) {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, migrate: false });
    try {
      return { ...(await takeBackup(handle.db, handle.engine, file, "manual"))!, via: "PostgreSQL (DATABASE_URL)" };
    } finally {
      await handle.close();
    }
  }
  if (lockHolder(env.DATA_DIR)) return { ...(await backupThroughServer(env.DATA_DIR, file)), via: `den kørende server (DATA_DIR ${env.DATA_DIR})` };
  if (!existsSync(path.join(env.DATA_DIR, "pglite", "PG_VERSION")))
    throw new BackupError(
      `Der er ingen database i DATA_DIR ${path.resolve(env.DATA_DIR)}. Sæt DATA_DIR eller DATABASE_URL til den database, der skal tages backup af.`,
    );
  acquireDataDir(env.DATA_DIR);
  const handle = await openDatabase({ dataDir: env.DATA_DIR, migrate: false });
  try {
    return { ...(await takeBackup(handle.db, handle.engine, file, "manual"))!, via: `DATA_DIR ${env.DATA_DIR} (serveren kører ikke)` };
  } finally {
    await handle.close();
    releaseDataDir(env.DATA_DIR);
  }
}

let failure: string | undefined;
try {
  const { manifest, bytes, via } = await run();
  process.stdout.write(
    `Backup gemt i ${file} (${(bytes / 1e6).toLocaleString("da-DK", { maximumFractionDigits: 1 })} MB, kun læsbar for ejeren) på ${((Date.now() - started) / 1000).toLocaleString("da-DK", { maximumFractionDigits: 1 })} s, læst fra ${via}.\n`,
  );
  printManifest(manifest);
  process.stdout.write('Filen indeholder personoplysninger: opbevar den som databasen selv (README, "Backup og gendannelse").\n');
} catch (error) {
  failure = diskFull(error) ?? (error instanceof BackupError ? error.message : `Uventet fejl: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * A backup that failed on a full disk says so, in place of the failed statement (the run's own
 * row in backup_runs cannot be written either). Through the running server only its message
 * arrives, so the free space of DATA_DIR and the backup's folder is looked at too.
 */
function diskFull(error: unknown): string | undefined {
  const full = [env.DATA_DIR, path.dirname(file)].find((dir) => {
    try {
      const stats = statfsSync(dir);
      return stats.bavail * stats.bsize < 1024 * 1024;
    } catch {
      return false;
    }
  });
  if (!full && !isDiskFullError(error)) return undefined;
  const where = full ? ` (${path.resolve(full)})` : env.DATABASE_URL ? " på PostgreSQL-serveren" : "";
  return `Backuppen blev ikke taget: disken er fuld${where}. Frigør plads, og prøv igen.`;
}
if (failure) fail(failure);
