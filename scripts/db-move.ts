/**
 * Moves everything from the database in use to another, empty one, and checks it:
 *   npm run db:move -- --to postgres://user:password@host/db     (from DATA_DIR to PostgreSQL)
 *   DATABASE_URL=postgres://… npm run db:move -- --to ./data      (and back)
 * A backup of the source (app/server/backup/) restored into the target: every table in
 * foreign-key order, then rows and checksums compared table by table, all in one transaction on
 * the target. Stop the server first, so nothing arrives after the copy. Prints the line to set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, writeBackupFile } from "../app/server/backup/format.server.ts";
import { count, describeTarget, restoreBackup, restoreTarget } from "../app/server/backup/restore.server.ts";
import { fail } from "../app/server/platform/cli.server.ts";
import { acquireDataDir, lockHolder, releaseDataDir } from "../app/server/platform/data-dir-lock.server.ts";
import { openDatabase } from "../app/server/platform/db.server.ts";
import { parseEnv } from "../app/server/platform/env.server.ts";
import { printManifest } from "./backup-report.ts";

const usage =
  "Brug: npm run db:move -- --to postgres://bruger:adgangskode@vært/database   (eller --to <mappe> for at flytte fra PostgreSQL til den indbyggede database)";
let values: { to?: string };
try {
  ({ values } = parseArgs({ options: { to: { type: "string" } } }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\n${usage}`);
}
if (!values.to) fail(usage);

const env = (() => {
  try {
    // The CLI needs no session secret: only the server signs anything.
    return parseEnv({ ...process.env, NODE_ENV: "development" });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
})();
const source = restoreTarget(undefined, env);
const target = restoreTarget(values.to, env);
if (describeTarget(source) === describeTarget(target)) fail(`${describeTarget(target)} er den database, der flyttes fra. Angiv en anden med --to.`);
for (const side of [source, target]) {
  if (!("dataDir" in side)) continue;
  const holder = lockHolder(side.dataDir);
  if (holder)
    fail(
      `Serveren (proces ${holder}) bruger databasen i ${side.dataDir}. Stop den først, så ingen henvendelser kommer ind efter kopien. Der er ikke ændret noget.`,
    );
}

const started = Date.now();
const work = mkdtempSync(path.join(tmpdir(), "salgskraft-move-"));
const file = path.join(work, "flytning.backup");
const locked = [source, target].filter((side): side is { dataDir: string } => "dataDir" in side);
let failure: string | undefined;
try {
  for (const side of locked) acquireDataDir(side.dataDir);
  const handle = await openDatabase({ ...("databaseUrl" in source ? { databaseUrl: source.databaseUrl } : { dataDir: source.dataDir }), migrate: false });
  try {
    await writeBackupFile(handle.db, handle.engine, file);
  } finally {
    await handle.close();
  }
  const report = await restoreBackup(file, target, { move: true });
  process.stdout.write(
    `Flyttet ${count(report.rows)} rækker fra ${describeTarget(source)} til ${report.target} på ${((Date.now() - started) / 1000).toLocaleString("da-DK", { maximumFractionDigits: 1 })} s; antal rækker og tjeksummer passer i hver tabel.\n`,
  );
  printManifest(report.manifest, report.tables);
  if ("databaseUrl" in target) {
    process.stdout.write(`\nSæt denne linje i serverens miljø (.env eller systemd-enheden), og start serveren igen:\nDATABASE_URL=${target.databaseUrl}\n`);
    process.stdout.write(`Den indbyggede database i ${describeTarget(source).replace("DATA_DIR ", "")} er urørt; slet den, når alt kører på PostgreSQL.\n`);
  } else {
    process.stdout.write(`\nFjern DATABASE_URL fra serverens miljø, sæt denne linje, og start serveren igen:\nDATA_DIR=${target.dataDir}\n`);
  }
} catch (error) {
  failure = error instanceof BackupError ? error.message : `Uventet fejl: ${error instanceof Error ? error.message : String(error)}`;
} finally {
  rmSync(work, { recursive: true, force: true });
  for (const side of locked) releaseDataDir(side.dataDir);
}
if (failure) fail(failure);
