/**
 * Migrate once per run, copy per use (issue 35): a migrated PGlite data directory made by the
 * staff CLI (which opens DATA_DIR as the server does: umask 0077, files 0600), copied with `cp -a`
 * so the modes stay 0700/0600 and the server's permission check passes. Migrating a new PGlite
 * costs ~12 s on a quiet machine, opening a migrated copy ~2 s. A test that is about a new data
 * directory (first start, the files PGlite unpacks, a small disk) makes its own empty one instead.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { testNodeFlags } from "./node-flags.ts";

/** A new data directory migrated by the staff CLI (no session secret, pid file or control socket in it). */
export function migrateTemplateDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  migrateWithCli({ DATA_DIR: dir, DATABASE_URL: "" });
  return dir;
}

/** Opens (and so migrates) the database `env` points at with the staff CLI, as an owner would. */
export function migrateWithCli(env: Record<string, string>): void {
  const migrated = spawnSync(process.execPath, [...testNodeFlags, "scripts/enquiries.ts", "list", "--json"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (migrated.status !== 0) throw new Error(`Databasen kunne ikke migreres: ${migrated.stderr}`);
}

/** Copies `template` into `target` (created 0700 when missing; by default a new temp directory). */
export function copyDataDir(template: string, prefix = "salgskraft-srv-", target = mkdtempSync(path.join(tmpdir(), prefix))): string {
  const copied = spawnSync("cp", ["-a", `${template}/.`, target], { encoding: "utf8" });
  if (copied.status !== 0) throw new Error(`Kunne ikke kopiere datamappen: ${copied.stderr}`);
  return target;
}
