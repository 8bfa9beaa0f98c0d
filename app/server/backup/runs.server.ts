/**
 * Backup runs: recorded for the owner (backup_runs, the admin's backup block and warning), taken
 * every night by the nightly job, which keeps the newest nightly files.
 */
import { readdirSync, unlinkSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "../platform/db.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";
import { type EngineName, type Manifest, BackupError, writeBackupFile } from "./format.server.ts";

// ---------------------------------------------------------------------------------------------
// Backup runs: recorded for the owner, taken every night
// ---------------------------------------------------------------------------------------------

export type BackupRun = {
  id: number;
  kind: "nightly" | "manual";
  startedAt: Date;
  finishedAt: Date | null;
  ok: boolean | null;
  file: string | null;
  bytes: number | null;
  rows: number | null;
  error: string | null;
};

type RunRow = {
  id: string | number;
  kind: "nightly" | "manual";
  started_at: string | Date;
  finished_at: string | Date | null;
  ok: boolean | null;
  file: string | null;
  bytes: string | number | null;
  rows: string | number | null;
  error: string | null;
};

function toRun(row: RunRow): BackupRun {
  return {
    id: Number(row.id),
    kind: row.kind,
    startedAt: new Date(row.started_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    ok: row.ok,
    file: row.file,
    bytes: row.bytes === null ? null : Number(row.bytes),
    rows: row.rows === null ? null : Number(row.rows),
    error: row.error,
  };
}

/** Starts a run (a nightly one only if no instance has taken its night yet): its id, or null. */
async function startRun(db: Db, kind: "nightly" | "manual", now: Date, slot?: Date): Promise<number | null> {
  const rows = resultRows<{ id: string | number }>(
    await db.execute(
      sql`insert into backup_runs (kind, slot, started_at) values (${kind}, ${slot ? slot.toISOString() : null}, ${now.toISOString()}) on conflict (slot) do nothing returning id`,
    ),
  );
  return rows[0] ? Number(rows[0].id) : null;
}

async function finishRun(db: Db, id: number, now: Date, result: { ok: true; file: string; bytes: number; rows: number } | { ok: false; error: string }) {
  await db.execute(
    result.ok
      ? sql`update backup_runs set finished_at = ${now.toISOString()}, ok = true, file = ${result.file}, bytes = ${result.bytes}, rows = ${result.rows} where id = ${id}`
      : sql`update backup_runs set finished_at = ${now.toISOString()}, ok = false, error = ${result.error} where id = ${id}`,
  );
}

/** A backup recorded as a run (the CLI's and the nightly job's). */
export async function takeBackup(
  db: Db,
  engine: EngineName,
  file: string,
  kind: "nightly" | "manual",
  clock: () => Date = () => new Date(),
  slot?: Date,
): Promise<{ manifest: Manifest; bytes: number } | null> {
  const id = await startRun(db, kind, clock(), slot);
  if (id === null) return null;
  try {
    const result = await writeBackupFile(db, engine, file, clock());
    await finishRun(db, id, clock(), {
      ok: true,
      file: path.resolve(file),
      bytes: result.bytes,
      rows: result.manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    });
    return result;
  } catch (error) {
    await finishRun(db, id, clock(), {
      ok: false,
      error: error instanceof BackupError ? error.message : error instanceof Error ? error.message.slice(0, 500) : String(error),
    }).catch(() => {});
    throw error;
  }
}

const TIME_ZONE = "Europe/Copenhagen";
const NIGHT_HOUR = 3;
const HOUR_MS = 3_600_000;
const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function localParts(at: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The instant that is hh:00 on the given Copenhagen calendar day. */
function copenhagenTime(year: number, month: number, day: number, hour: number): Date {
  let guess = Date.UTC(year, month - 1, day, hour);
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess));
    const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
    guess = Date.UTC(year, month - 1, day, hour) - offset;
  }
  return new Date(guess);
}

/** The latest 03:00 Copenhagen time at or before `at`: the night a nightly backup belongs to. */
export function nightSlot(at: Date): Date {
  const p = localParts(at);
  const today = copenhagenTime(p.year, p.month, p.day, NIGHT_HOUR);
  if (today.getTime() <= at.getTime()) return today;
  const yesterday = new Date(Date.UTC(p.year, p.month - 1, p.day) - 86_400_000);
  return copenhagenTime(yesterday.getUTCFullYear(), yesterday.getUTCMonth() + 1, yesterday.getUTCDate(), NIGHT_HOUR);
}

const NIGHTLY_FILE = /^salgskraft-nat-.*\.backup$/;
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");

export function backupFileName(at: Date, kind: "nightly" | "manual"): string {
  return kind === "nightly" ? `salgskraft-nat-${stamp(at)}.backup` : `salgskraft-${stamp(at)}.backup`;
}

/** Deletes the oldest nightly files in dir beyond `keep` (manual backups are the operator's own). */
function pruneNightly(dir: string, keep: number): string[] {
  const files = readdirSync(dir)
    .filter((name) => NIGHTLY_FILE.test(name))
    .sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const name of removed) unlinkSync(path.join(dir, name));
  return removed;
}

export type NightlyConfig = { dir: string; keep: number };

/**
 * The nightly backup: due once the night's 03:00 (Copenhagen) has passed and no run has that
 * night yet; a night missed while the server was down is taken when it runs again. A fresh
 * installation waits for its first night. Of several instances the first to record the night
 * takes it (backup_runs.slot is unique).
 */
export function nightlyBackups(db: Db, engine: EngineName, config: NightlyConfig, clock: () => Date = () => new Date()) {
  const startedAt = clock();
  return {
    async tick(): Promise<{ file: string; manifest: Manifest; removed: string[] } | null> {
      const now = clock();
      const slot = nightSlot(now);
      const previous = resultRows<{ n: string | number }>(await db.execute(sql`select count(*) as n from backup_runs`))[0];
      if (slot.getTime() < startedAt.getTime() && Number(previous?.n ?? 0) === 0) return null;
      const taken = resultRows<{ id: unknown }>(await db.execute(sql`select id from backup_runs where slot = ${slot.toISOString()}`));
      if (taken.length) return null;
      const file = path.join(config.dir, backupFileName(now, "nightly"));
      const result = await takeBackup(db, engine, file, "nightly", clock, slot);
      if (!result) return null;
      const removed = pruneNightly(config.dir, config.keep);
      // The record of runs is kept a year; the owner sees the latest.
      await db.execute(sql`delete from backup_runs where started_at < ${new Date(now.getTime() - 366 * 24 * HOUR_MS).toISOString()}`);
      return { file, manifest: result.manifest, removed };
    },
  };
}

/**
 * The nightly backup's job (app/server/platform/jobs.server.ts): daily at 03:00 Copenhagen time,
 * once per night in the installation (the runner's lease; backup_runs.slot besides). On the wall
 * clock, as its files, `npm run backup` and the owner's warning are.
 */
export function nightlyBackupJob(db: Db, engine: EngineName, config: NightlyConfig, clock: () => Date = () => new Date()): Job {
  const job = nightlyBackups(db, engine, config, clock);
  return {
    name: "backups",
    title: "Natlig backup",
    daily: { hour: NIGHT_HOUR },
    firstMs: 60_000,
    async run() {
      const result = await job.tick();
      if (result)
        log.info("Natlig backup taget", {
          file: result.file,
          rows: result.manifest.tables.reduce((sum, t) => sum + t.rows, 0),
          removed: result.removed.length,
        });
    },
  };
}

export const STALE_AFTER_HOURS = 36;

export type BackupStatus = { latest: BackupRun | null; lastSuccess: BackupRun | null; warning: string | null };

const timeFormat = new Intl.DateTimeFormat("da-DK", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/** What the owner sees: the latest run, the latest good one, and a warning when something is wrong. */
export async function backupStatus(db: Db, now = new Date()): Promise<BackupStatus> {
  const select = sql`select id, kind, started_at, finished_at, ok, file, bytes, rows, error from backup_runs`;
  const latestRow = resultRows<RunRow>(await db.execute(sql`${select} order by started_at desc, id desc limit 1`))[0];
  const successRow = resultRows<RunRow>(await db.execute(sql`${select} where ok order by started_at desc, id desc limit 1`))[0];
  const latest = latestRow ? toRun(latestRow) : null;
  const lastSuccess = successRow ? toRun(successRow) : null;
  let warning: string | null = null;
  const stale = now.getTime() - STALE_AFTER_HOURS * HOUR_MS;
  const abandoned = latest && latest.ok === null && latest.startedAt.getTime() < now.getTime() - HOUR_MS;
  if (latest && (latest.ok === false || abandoned)) {
    warning = `Den seneste backup (${timeFormat.format(latest.startedAt)}) mislykkedes${latest.error ? `: ${latest.error}` : ""}. Se serverens log, og tag en backup med npm run backup.`;
  } else if (lastSuccess && lastSuccess.startedAt.getTime() < stale) {
    warning = `Den seneste backup er fra ${timeFormat.format(lastSuccess.startedAt)}, mere end ${STALE_AFTER_HOURS} timer siden. Tjek at serveren kører om natten, og at BACKUP_DIR kan skrives.`;
  } else if (!lastSuccess) {
    const oldest = resultRows<{ at: string | Date | null }>(await db.execute(sql`select min(created_at) as at from staff_users`))[0]?.at;
    if (oldest && new Date(oldest).getTime() < stale)
      warning = `Der er endnu ikke taget nogen backup. Den første tages kl. ${NIGHT_HOUR}:00 om natten, eller tag en nu med npm run backup.`;
  }
  return { latest, lastSuccess, warning };
}

/** The warning alone, for the admin layout (null when backups are in order). */
export async function backupWarning(db: Db, now = new Date()): Promise<string | null> {
  return (await backupStatus(db, now)).warning;
}
