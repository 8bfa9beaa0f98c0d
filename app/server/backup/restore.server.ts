/**
 * Restoring a backup file (docs/decisions/backup-format.md): it is read through twice, first to check
 * everything, then to load it into an empty database inside one transaction that also checks what it
 * loaded; a failure rolls back and leaves the target as it was. `npm run db:move` is a backup
 * (./format.server.ts) followed by a restore.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../platform/db.server.ts";
import {
  type Manifest,
  BackupError,
  type Migration,
  migrations,
  type Conn,
  inTransaction,
  ident,
  listTables,
  tableChecksum,
  readBackupFile,
} from "./format.server.ts";

// ---------------------------------------------------------------------------------------------
// Restore
// ---------------------------------------------------------------------------------------------

function privateModes(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) privateModes(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

export type RestoreTarget = { databaseUrl: string } | { dataDir: string };

export type RestoreReport = { manifest: Manifest; target: string; rows: number; tables: Array<{ name: string; rows: number }> };

/** --to (a postgres:// URL or a directory), else DATABASE_URL, else DATA_DIR. */
export function restoreTarget(to: string | undefined, env: { DATABASE_URL?: string; DATA_DIR: string }): RestoreTarget {
  if (to) return /^postgres(ql)?:\/\//i.test(to) ? { databaseUrl: to } : { dataDir: path.resolve(to) };
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR) };
}

export function describeTarget(target: RestoreTarget): string {
  if ("dataDir" in target) return `DATA_DIR ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  if (url.password) url.password = "***";
  return `PostgreSQL ${url.toString()}`;
}

/** A connection error from PostgreSQL or the network as a sentence for the operator. */
export function connectionError(error: unknown, target: RestoreTarget): BackupError | unknown {
  if (!("databaseUrl" in target)) return error;
  const code = (error as { code?: string }).code;
  const where = describeTarget(target);
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EHOSTUNREACH" || code === "ETIMEDOUT" || code === "EAI_AGAIN")
    return new BackupError(`Kan ikke forbinde til ${where} (${code}). Tjek adressen, og at PostgreSQL kører. Der er ikke ændret noget.`);
  if (code === "3D000") return new BackupError(`Databasen i ${where} findes ikke. Opret den først (createdb), og prøv igen. Der er ikke ændret noget.`);
  if (code === "28P01" || code === "28000") return new BackupError(`PostgreSQL afviste brugeren eller adgangskoden i ${where}. Der er ikke ændret noget.`);
  return error;
}

async function applyMigrations(conn: Conn, list: Migration[]) {
  // As drizzle-orm's migrator records them, so the server's own migrate at start continues from here.
  await conn.query(`create schema if not exists drizzle`);
  await conn.query(`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of list) {
    for (const statement of migration.sql) if (statement.trim()) await conn.query(statement);
    await conn.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)`, [migration.hash, migration.when]);
  }
}

/**
 * Tables the migrations themselves fill with defaults (drizzle/0019: the pipeline's first stages, which
 * every enquiry needs). Their rows alone do not make a database "in use" for the "not empty" check,
 * and a restore replaces them with the backup's own rows.
 */
const SEEDED_BY_MIGRATIONS = new Set(["pipeline_stages"]);

/** Rows per table of the target, for the "not empty" check; tables without rows, and the migrations' own defaults, are left out. */
async function rowsInTarget(conn: Conn): Promise<Array<{ name: string; rows: number }>> {
  const tables = await conn.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const found = [];
  for (const { name } of tables) {
    if (SEEDED_BY_MIGRATIONS.has(name)) continue;
    const [row] = await conn.query<{ count: string | number }>(`select count(*) as count from ${ident(name)}`);
    if (Number(row!.count) > 0) found.push({ name, rows: Number(row!.count) });
  }
  return found;
}

async function dropEverything(conn: Conn) {
  const tables = await conn.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`,
  );
  for (const { name } of tables)
    await conn.query(`drop table if exists ${ident(name)} cascade`).catch(() => conn.query(`drop view if exists ${ident(name)} cascade`));
  for (const { name } of await conn.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public'`))
    await conn.query(`drop sequence if exists ${ident(name)} cascade`);
  for (const { name } of await conn.query<{ name: string }>(
    `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' and t.typtype = 'e'`,
  ))
    await conn.query(`drop type if exists ${ident(name)} cascade`);
  await conn.query(`drop schema if exists drizzle cascade`);
}

export const tableLabels: Record<string, string> = {
  contact_submissions: "henvendelser",
  enquiry_notes: "noter",
  enquiry_history: "historikposter",
  staff_users: "medarbejderkonti",
  outbox: "mails i udbakken",
  sessions: "sessioner",
  analytics_events: "sidevisninger",
  analytics_daily: "dagstal pr. side og kilde",
  analytics_daily_pages: "dagstal pr. side",
  analytics_daily_totals: "dagstal i alt",
  bookings: "bookede møder",
  booking_claims: "optagne mødetider",
  meeting_settings: "mødeindstillinger",
  meeting_hosts: "mødeværter",
  staff_availability: "arbejdstider",
  staff_days_off: "fridage",
  app_settings: "indstillinger",
  admin_drafts: "gemte kladder",
  staff_invites: "invitationslinks",
  login_failures: "mislykkede logins",
  rate_limits: "tællere til hastighedsgrænser",
};

export const count = (n: number) => n.toLocaleString("da-DK");

/**
 * Restores a checked backup into an empty target (refused when it has rows, unless force). One
 * transaction: drop what is there (empty tables, or everything with force), migrate to the
 * backup's schema version, load every table, check rows and checksums against the manifest, set
 * the sequences, migrate to this program's version. Any failure rolls all of it back; a data
 * directory the restore created is removed again.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { force?: boolean; /** db:move has no --force */ move?: boolean } = {},
): Promise<RestoreReport> {
  const { manifest, sections } = await readBackupFile(file);
  const createdDir = "dataDir" in target && !existsSync(path.join(target.dataDir, "pglite", "PG_VERSION"));
  let handle;
  try {
    // Files of the embedded database only for the server's user, as the server itself makes them.
    if ("dataDir" in target) {
      mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
      chmodSync(target.dataDir, 0o700);
      try {
        process.umask(0o077);
      } catch {
        /* not allowed in a worker thread (tests); the modes are checked at server start */
      }
    }
    handle = await openDatabase({ ...("databaseUrl" in target ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir }), migrate: false });
  } catch (error) {
    if (createdDir) rmSync(path.join((target as { dataDir: string }).dataDir, "pglite"), { recursive: true, force: true });
    throw connectionError(error, target);
  }
  const all = migrations();
  let restored = false;
  try {
    const loaded = await inTransaction(handle.db, handle.engine, "write", async (conn) => {
      const present = await rowsInTarget(conn);
      if (present.length && !options.force) {
        const order = Object.keys(tableLabels);
        const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
        const sorted = present.sort((a, b) => rank(a.name) - rank(b.name));
        const what =
          sorted
            .slice(0, 3)
            .map((t) => `${tableLabels[t.name] ?? t.name}: ${count(t.rows)}`)
            .join(", ") + (sorted.length > 3 ? " m.m." : "");
        throw new BackupError(
          options.move
            ? `${describeTarget(target)} er ikke tom (${what}). Flyt til en tom database eller mappe. Der er ikke ændret noget.`
            : `${describeTarget(target)} er ikke tom (${what}). Gendan i en tom database eller mappe, eller brug --force for at slette alt i den og gendanne backuppen. Der er ikke ændret noget.`,
        );
      }
      await dropEverything(conn);
      await applyMigrations(
        conn,
        all.filter((m) => m.index <= manifest.schema.index),
      );
      // Every table of the file must be one of this schema version's, with exactly its columns:
      // a table missing a column would load with the column's default (an owner back as staff).
      const schemaTables = new Map((await listTables(conn)).map((t) => [t.name, t.columns]));
      for (const section of sections) {
        if (typeof section.header.table !== "string") continue;
        const name = section.header.table;
        const columns = Array.isArray(section.header.columns) ? section.header.columns.map(String) : [];
        const own = schemaTables.get(name);
        const versionText = `databaseversion ${manifest.schema.migration}`;
        if (!own)
          throw new BackupError(
            `Backuppen passer ikke med ${versionText}: tabellen ${name.slice(0, 80)} findes ikke i den. Der er ikke ændret noget. Brug en anden backup.`,
          );
        const missing = own.filter((column) => !columns.includes(column));
        const unknown = columns.filter((column) => !own.includes(column));
        if (missing.length || unknown.length || columns.length !== own.length) {
          const what = [
            missing.length ? `mangler kolonnerne ${missing.join(", ")}` : "",
            unknown.length ? `har ukendte kolonner ${unknown.map((column) => column.slice(0, 80)).join(", ")}` : "",
            !missing.length && !unknown.length ? "nævner en kolonne to gange" : "",
          ]
            .filter(Boolean)
            .join(" og ");
          throw new BackupError(`Backuppen passer ikke med ${versionText}: tabellen ${name} ${what}. Der er ikke ændret noget. Brug en anden backup.`);
        }
      }
      // The migrations' defaults give way to the backup's own rows (whose ids the enquiries name).
      const seeded = sections
        .map((section) => section.header.table)
        .filter((name): name is string => typeof name === "string" && SEEDED_BY_MIGRATIONS.has(name));
      // Cascade: the freshly migrated tables that refer to them are empty here.
      if (seeded.length) await conn.query(`truncate table ${seeded.map(ident).join(", ")} cascade`);
      const tables: Array<{ name: string; rows: number }> = [];
      for (const section of sections) {
        if (typeof section.header.table === "string") {
          const columns = section.header.columns as string[];
          const name = section.header.table;
          const statement = `copy ${ident(name)} (${columns.map(ident).join(", ")})`;
          if (section.data.length) {
            try {
              await conn.copyIn(statement, section.data);
            } catch (error) {
              throw new BackupError(
                `Tabellen ${name} kunne ikke indlæses (${error instanceof Error ? error.message : String(error)}). Der er ikke ændret noget.`,
              );
            }
          }
          const check = tableChecksum(await conn.copyOut(statement));
          const expected = manifest.tables.find((t) => t.name === name)!;
          if (check.rows !== expected.rows || check.checksum !== expected.checksum) {
            throw new BackupError(
              `Tabellen ${name} blev ikke gendannet korrekt (${count(check.rows)} rækker, backuppen har ${count(expected.rows)}, eller tjeksummen afviger). Der er ikke ændret noget.`,
            );
          }
          tables.push({ name, rows: check.rows });
        } else if (Array.isArray(section.header.sequences)) {
          for (const seq of section.header.sequences as Array<{ name: string; value: string | null }>) {
            if (seq.value !== null) await conn.query(`select setval($1::regclass, $2::bigint, true)`, [ident(seq.name), seq.value]);
          }
        }
      }
      // The tables every backup of this schema version must hold: a missing one means a damaged file.
      const expectedTables = (await listTables(conn)).map((t) => t.name);
      const missing = expectedTables.filter((name) => !tables.some((t) => t.name === name));
      if (missing.length) throw new BackupError(`Backuppen mangler tabellerne ${missing.join(", ")}. Der er ikke ændret noget.`);
      await applyMigrations(
        conn,
        all.filter((m) => m.index > manifest.schema.index),
      );
      return tables;
    });
    restored = true;
    return { manifest, target: describeTarget(target), rows: loaded.reduce((sum, t) => sum + t.rows, 0), tables: loaded };
  } catch (error) {
    throw connectionError(error, target);
  } finally {
    await handle.close();
    // A failed restore into a new directory leaves none behind; a restored one is the server's
    // user's alone, whatever the umask was (directories 0700, files 0600, as the server keeps them).
    if ("dataDir" in target) {
      if (!restored && createdDir) rmSync(path.join(target.dataDir, "pglite"), { recursive: true, force: true });
      if (restored) privateModes(target.dataDir);
    }
  }
}
