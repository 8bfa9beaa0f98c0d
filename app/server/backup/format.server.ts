/**
 * Backup, restore and moving between engines (docs/decisions/backup-format.md): the format.
 *
 * One format on both engines, written by the app itself: every table of the `public` schema
 * (found in the database catalog, so a table added later is included by itself) in PostgreSQL's
 * COPY text format, read inside one snapshot transaction (on PGlite: the tables joined by foreign
 * keys in one, the rest in short pieces; see exportInPieces), in foreign-key order, plus the
 * sequences. The file is two gzip members: a one-line JSON manifest (format, time, engine, schema
 * version = the latest migration applied, rows and checksum per table, SHA-256 of the data), then
 * the data. Restoring it: ./restore.server.ts; the runs the owner sees and the nightly job:
 * ./runs.server.ts; `npm run backup` through the running server: ./control-socket.server.ts.
 *
 * The embedded database is read through the running server's database worker
 * (app/server/platform/pglite-worker.server.ts, COPY TO '/dev/blob').
 */
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip, gzipSync } from "node:zlib";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import { MIGRATIONS_DIR, type Db } from "../platform/db.server.ts";
import type { PgliteThreadClient } from "../platform/pglite-worker.server.ts";

export type EngineName = "pglite" | "postgres";

export const BACKUP_FORMAT = "salgskraft-backup";
const FORMAT_VERSION = 1;

export type TableManifest = { name: string; columns: string[]; rows: number; checksum: string };
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  engine: EngineName;
  /** The latest migration applied to the database the backup was taken from. */
  schema: { index: number; migration: string };
  tables: TableManifest[];
  sequences: number;
  /** Bytes and SHA-256 of the data (the second gzip member, uncompressed). */
  dataBytes: number;
  sha256: string;
};

/** A failure with a message for the person at the keyboard (Danish, says what to do). */
export class BackupError extends Error {}

// ---------------------------------------------------------------------------------------------
// Migrations: the schema version of a database and of this program
// ---------------------------------------------------------------------------------------------

export type Migration = { index: number; tag: string; when: number; hash: string; sql: string[] };

export function migrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ idx: number; tag: string; when: number }>;
  };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  return journal.entries.map((entry, i) => ({ index: entry.idx, tag: entry.tag, when: entry.when, hash: files[i]!.hash, sql: files[i]!.sql }));
}

// ---------------------------------------------------------------------------------------------
// One connection in one transaction, the same on both engines
// ---------------------------------------------------------------------------------------------

export type Conn = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** `COPY … TO STDOUT` (the statement without the target): the data in COPY text format. */
  copyOut(statement: string): Promise<Buffer>;
  /** `COPY … FROM STDIN` (the statement without the source). */
  copyIn(statement: string, data: Buffer): Promise<void>;
};

/**
 * Runs fn in one transaction: "snapshot" is read-only and repeatable read (on PGlite the
 * transaction holds the only connection, so nothing else runs meanwhile); "write" commits only
 * if fn returns. Dates come out in UTC and ISO format whatever the server is set to, so the same
 * data gives the same bytes on both engines.
 */
export async function inTransaction<T>(db: Db, engine: EngineName, mode: "snapshot" | "write", fn: (conn: Conn) => Promise<T>): Promise<T> {
  const settings = "set local timezone = 'UTC'; set local datestyle = 'ISO, YMD'; set local intervalstyle = 'postgres'; set local bytea_output = 'hex'";
  if (engine === "pglite") {
    const client = (db as unknown as { $client: PgliteThreadClient }).$client;
    return client.transaction(async (tx) => {
      await tx.exec(settings);
      return fn({
        query: async (text, params) => (await tx.query(text, params)).rows as never,
        copyOut: async (statement) => Buffer.from((await tx.query(`${statement} to '/dev/blob'`)).blob ?? new Uint8Array()),
        copyIn: async (statement, data) => void (await tx.query(`${statement} from '/dev/blob'`, [], { blob: data })),
      });
    });
  }
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  // Loaded by the first PostgreSQL backup or restore, not with the server (issue 35).
  const { from: copyFrom, to: copyTo } = await import("pg-copy-streams");
  const client = await pool.connect();
  try {
    await client.query(mode === "snapshot" ? "begin isolation level repeatable read read only" : "begin");
    await client.query(settings);
    const result = await fn({
      query: async (text, params) => (await client.query(text, params)).rows,
      copyOut: async (statement) => {
        const chunks: Buffer[] = [];
        for await (const chunk of client.query(copyTo(`${statement} to stdout`))) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
      copyIn: async (statement, data) => {
        await pipeline(Readable.from([data]), client.query(copyFrom(`${statement} from stdin`)));
      },
    });
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

type TableInfo = { name: string; columns: string[] };

/**
 * Tables a backup leaves out, on purpose: the record of backups belongs to the installation that
 * took them (a restored database starts with none, so the owner is told to take one).
 */
export const NOT_BACKED_UP = ["backup_runs"];

/** The tables of the public schema in an order that inserts parents before children. */
export async function listTables(conn: Conn): Promise<TableInfo[]> {
  const tables = (
    await conn.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    )
  ).filter((t) => !NOT_BACKED_UP.includes(t.name));
  const columns = await conn.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by c.relname, a.attnum`,
  );
  const edges = await conn.query<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent from pg_constraint k join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
     join pg_namespace n on n.oid = k.connamespace where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p) || !parents.has(p)));
    if (!next)
      throw new BackupError(
        `Tabellerne ${tables
          .filter((t) => !placed.has(t.name))
          .map((t) => t.name)
          .join(", ")} henviser til hinanden i ring; backup kan ikke ordne dem.`,
      );
    ordered.push(next.name);
    placed.add(next.name);
  }
  return ordered.map((name) => ({ name, columns: columns.filter((c) => c.table === name).map((c) => c.column) }));
}

async function listSequences(conn: Conn): Promise<Array<{ name: string; value: string | null }>> {
  const rows = await conn.query<{ name: string; value: string | number | null }>(
    `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return rows.map((row) => ({ name: row.name, value: row.value === null ? null : String(row.value) }));
}

async function schemaVersion(conn: Conn): Promise<{ index: number; migration: string }> {
  const all = migrations();
  const exists = await conn.query<{ found: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists[0]?.found) return { index: -1, migration: "" };
  const last = await conn.query<{ created: string | number }>(
    `select created_at as created from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last.length) return { index: -1, migration: "" };
  const created = Number(last[0]!.created);
  const applied = all.filter((m) => m.when <= created);
  const latest = applied.at(-1);
  if (!latest || latest.when !== created) {
    throw new BackupError("Databasen er migreret af en nyere version af programmet end denne. Opdater programmet (git pull og npm ci), og prøv igen.");
  }
  return { index: latest.index, migration: latest.tag };
}

/**
 * Rows and an order-independent checksum of a table's COPY text: the sum of a 64-bit hash of
 * every row. The same rows give the same checksum whatever order the engine returns them in, so
 * a restored or moved table is checked without sorting it (sorting a million page views costs
 * PGlite four times the copy itself).
 */
export function tableChecksum(data: Buffer): { rows: number; checksum: string } {
  const sum = new RowChecksum();
  sum.add(data);
  return sum.result();
}

/** tableChecksum fed a piece at a time (a table copied in pages; a long one hashed between other work). */
class RowChecksum {
  rows = 0;
  private sumHi = 0;
  private sumLo = 0;
  private a = 0x811c9dc5;
  private b = 0x9747b28c;

  add(data: Uint8Array) {
    let { rows, sumHi, sumLo, a, b } = this;
    for (let i = 0; i < data.length; i++) {
      const byte = data[i]!;
      if (byte === 10) {
        // fmix32 (MurmurHash3's finaliser) of both lanes, then add them as one 64-bit number.
        a ^= a >>> 16;
        a = Math.imul(a, 0x85ebca6b);
        a ^= a >>> 13;
        a = Math.imul(a, 0xc2b2ae35);
        a ^= a >>> 16;
        b ^= b >>> 16;
        b = Math.imul(b, 0x85ebca6b);
        b ^= b >>> 13;
        b = Math.imul(b, 0xc2b2ae35);
        b ^= b >>> 16;
        const lo = (sumLo >>> 0) + (a >>> 0);
        sumLo = lo >>> 0;
        sumHi = (sumHi + (b >>> 0) + (lo > 0xffffffff ? 1 : 0)) >>> 0;
        rows++;
        a = 0x811c9dc5;
        b = 0x9747b28c;
        continue;
      }
      a = Math.imul(a ^ byte, 0x01000193);
      b = Math.imul(b ^ byte, 0x5bd1e995);
      b ^= b >>> 15;
    }
    Object.assign(this, { rows, sumHi, sumLo, a, b });
  }

  result(): { rows: number; checksum: string } {
    return { rows: this.rows, checksum: `${this.rows.toString(16)}-${this.sumHi.toString(16).padStart(8, "0")}${this.sumLo.toString(16).padStart(8, "0")}` };
  }
}

/** Lets the event loop (HTTP requests) and the database worker's other callers in between two pieces of a backup. */
const breather = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs fn over data in slices of `SLICE` bytes with a breather between: hashing 300 MB at once holds the main thread for seconds. */
const SLICE = 4 * 2 ** 20;
async function inSlices(data: Buffer, fn: (slice: Buffer) => void) {
  for (let offset = 0; offset < data.length; offset += SLICE) {
    fn(data.subarray(offset, offset + SLICE));
    if (offset + SLICE < data.length) await breather();
  }
}

// ---------------------------------------------------------------------------------------------
// Export and the file
// ---------------------------------------------------------------------------------------------

type Section = { header: Record<string, unknown>; data: Buffer };

type Exported = { schema: Manifest["schema"]; tables: Array<TableInfo & { data: Buffer }>; sequences: Array<{ name: string; value: string | null }> };

async function exportDatabase(db: Db, engine: EngineName): Promise<Exported> {
  if (engine === "pglite") return exportInPieces(db);
  // PostgreSQL: one snapshot; its own connection, so nobody waits for it (MVCC).
  return inTransaction(db, engine, "snapshot", async (conn) => {
    const schema = await checkedSchema(conn);
    const tables = [];
    for (const table of await listTables(conn)) tables.push({ ...table, data: await conn.copyOut(copyStatement(table)) });
    return { schema, tables, sequences: await listSequences(conn) };
  });
}

async function checkedSchema(conn: Conn): Promise<Manifest["schema"]> {
  const schema = await schemaVersion(conn);
  if (schema.index < 0) throw new BackupError("Databasen er tom: den er aldrig blevet migreret, så der er intet at tage backup af.");
  return schema;
}

const copyStatement = (table: TableInfo, where = "") =>
  where
    ? `copy (select ${table.columns.map(ident).join(", ")} from ${ident(table.name)} where ${where})`
    : `copy ${ident(table.name)} (${table.columns.map(ident).join(", ")})`;

/** Blocks (8 kB each) of a table copied in one statement: ~30,000 page views, a few tens of milliseconds. */
const PAGE_BLOCKS = 256;

/**
 * The embedded database has one connection: while a transaction is open, every other query (an
 * inbox page, a form post, the outbox) waits for it. So the backup is taken in pieces with the
 * worker free in between (issue 34, item 5):
 * - the tables joined by foreign keys (enquiries, notes, history, staff, bookings…) together in
 *   one snapshot, so every reference in the file points at a row in the file;
 * - every other table (page views, roll-ups, rate limits, sessions…) in its own short
 *   statement; one without a unique key (the page views, which are only ever added) in pages of
 *   PAGE_BLOCKS blocks, by physical position, since such a table can be millions of rows;
 * - the sequences last, so each is at least the largest id in the file.
 * A row added to a standalone table meanwhile may or may not be in the backup, as with a backup
 * taken a moment earlier or later.
 */
async function exportInPieces(db: Db): Promise<Exported> {
  const first = await inTransaction(db, "pglite", "snapshot", async (conn) => {
    const schema = await checkedSchema(conn);
    const all = await listTables(conn);
    const linked = new Set(
      (
        await conn.query<{ name: string }>(
          `select ch.relname as name from pg_constraint k join pg_class ch on ch.oid = k.conrelid join pg_namespace n on n.oid = k.connamespace where k.contype = 'f' and n.nspname = 'public'
       union select pa.relname from pg_constraint k join pg_class pa on pa.oid = k.confrelid join pg_namespace n on n.oid = k.connamespace where k.contype = 'f' and n.nspname = 'public'`,
        )
      ).map((row) => row.name),
    );
    const keyed = new Set(
      (
        await conn.query<{ name: string }>(
          `select distinct c.relname as name from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and i.indisunique`,
        )
      ).map((row) => row.name),
    );
    const data = new Map<string, Buffer>();
    for (const table of all.filter((t) => linked.has(t.name))) data.set(table.name, await conn.copyOut(copyStatement(table)));
    return { schema, all, keyed, data };
  });
  const tables: Exported["tables"] = [];
  for (const table of first.all) {
    let data = first.data.get(table.name);
    if (!data) {
      await breather();
      data = first.keyed.has(table.name)
        ? await inTransaction(db, "pglite", "snapshot", (conn) => conn.copyOut(copyStatement(table)))
        : await copyInPages(db, table);
    }
    tables.push({ ...table, data });
  }
  await breather();
  const sequences = await inTransaction(db, "pglite", "snapshot", (conn) => listSequences(conn));
  return { schema: first.schema, tables, sequences };
}

/** A table without a unique key, PAGE_BLOCKS blocks per statement (a TID range scan), the worker free between pages. */
async function copyInPages(db: Db, table: TableInfo): Promise<Buffer> {
  const pages: Buffer[] = [];
  for (let block = 0; ; block += PAGE_BLOCKS) {
    const { page, blocks } = await inTransaction(db, "pglite", "snapshot", async (conn) => {
      const [size] = await conn.query<{ blocks: number | string }>(`select pg_relation_size($1::regclass) / current_setting('block_size')::int as blocks`, [
        ident(table.name),
      ]);
      const blocks = Number(size?.blocks ?? 0);
      if (block >= blocks) return { page: null, blocks };
      return { page: await conn.copyOut(copyStatement(table, `ctid >= '(${block},0)'::tid and ctid < '(${block + PAGE_BLOCKS},0)'::tid`)), blocks };
    });
    if (page) pages.push(page);
    if (block + PAGE_BLOCKS >= blocks) return Buffer.concat(pages);
    await breather();
  }
}

function sectionBytes(header: Record<string, unknown>, data?: Buffer): Buffer[] {
  const head = Buffer.from(`${JSON.stringify({ ...header, bytes: data?.length ?? 0 })}\n`);
  return data ? [head, data] : [head];
}

function syncFile(file: string) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes a backup of db into file (mode 0600): written beside it under a temporary name and renamed
 * when complete, so the file is either whole or absent.
 */
export async function writeBackupFile(db: Db, engine: EngineName, file: string, now = new Date()): Promise<{ manifest: Manifest; bytes: number }> {
  const exported = await exportDatabase(db, engine);
  const chunks: Buffer[] = [];
  const tables: TableManifest[] = [];
  for (const table of exported.tables) {
    const sum = new RowChecksum();
    await inSlices(table.data, (slice) => sum.add(slice));
    const { rows, checksum } = sum.result();
    tables.push({ name: table.name, columns: table.columns, rows, checksum });
    chunks.push(...sectionBytes({ table: table.name, columns: table.columns, rows, checksum }, table.data));
  }
  chunks.push(...sectionBytes({ sequences: exported.sequences }));
  const hash = createHash("sha256");
  let dataBytes = 0;
  for (const chunk of chunks) {
    await inSlices(chunk, (slice) => hash.update(slice));
    dataBytes += chunk.length;
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: now.toISOString(),
    engine,
    schema: exported.schema,
    tables,
    sequences: exported.sequences.length,
    dataBytes,
    sha256: hash.digest("hex"),
  };
  const target = path.resolve(file);
  const temp = `${target}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    const out = createWriteStream(temp, { mode: 0o600 });
    out.write(gzipSync(`${JSON.stringify(manifest)}\n`));
    await pipeline(Readable.from(chunks), createGzip({ level: 6 }), out);
    chmodSync(temp, 0o600);
    syncFile(temp);
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw writeError(error, target);
  }
  return { manifest, bytes: statSync(target).size };
}

function writeError(error: unknown, file: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new BackupError(`Kan ikke skrive backupfilen ${file}: ingen adgang til mappen. Vælg en fil i BACKUP_DIR eller en mappe, serveren må skrive i.`);
  if (code === "ENOSPC") return new BackupError(`Der er ikke plads på disken til backupfilen ${file}.`);
  return error;
}

const damaged = (file: string, why: string) =>
  new BackupError(`Backupfilen ${file} er beskadiget eller ufuldstændig (${why}). Der er ikke ændret noget. Brug en anden backup.`);

/** Reads and checks a whole backup file: its manifest, the data's SHA-256, every table's rows and checksum. */
export async function readBackupFile(file: string): Promise<{ manifest: Manifest; sections: Section[] }> {
  if (!existsSync(file)) throw new BackupError(`Backupfilen ${file} findes ikke.`);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip())) chunks.push(chunk as Buffer);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "Z_DATA_ERROR" && !chunks.length)
      throw new BackupError(`${file} er ikke en backup fra Salgskraft (ikke en gzip-fil). Der er ikke ændret noget.`);
    throw damaged(file, code === "Z_BUF_ERROR" ? "filen slutter for tidligt" : "gzip-data kan ikke pakkes ud");
  }
  const all = Buffer.concat(chunks);
  const firstLine = all.indexOf(10);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(all.subarray(0, firstLine < 0 ? all.length : firstLine).toString("utf8")) as Manifest;
  } catch {
    throw new BackupError(`${file} er ikke en backup fra Salgskraft (ingen manifest). Der er ikke ændret noget.`);
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupError(`${file} er ikke en backup fra Salgskraft (ukendt format). Der er ikke ændret noget.`);
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new BackupError(
      `Backuppen er lavet af en nyere version af programmet (backupformat ${manifest.formatVersion}). Opdater programmet (git pull og npm ci), og prøv igen.`,
    );
  checkSchema(manifest);
  const data = all.subarray(firstLine + 1);
  if (data.length !== manifest.dataBytes) throw damaged(file, `${data.length} bytes data, manifestet siger ${manifest.dataBytes}`);
  if (createHash("sha256").update(data).digest("hex") !== manifest.sha256) throw damaged(file, "tjeksummen passer ikke");
  const sections: Section[] = [];
  let offset = 0;
  while (offset < data.length) {
    // A header is one JSON line whose `bytes` must fit in what is left: a negative length sent
    // this loop back to the same header for ever (fourth review).
    const end = data.indexOf(10, offset);
    if (end < 0) throw damaged(file, "en sektion mangler sin overskrift");
    let header: Record<string, unknown> & { bytes: number };
    try {
      header = JSON.parse(data.subarray(offset, end).toString("utf8")) as Record<string, unknown> & { bytes: number };
    } catch {
      throw damaged(file, "en sektions overskrift kan ikke læses");
    }
    if (!header || typeof header !== "object" || !Number.isSafeInteger(header.bytes) || header.bytes < 0 || end + 1 + header.bytes > data.length)
      throw damaged(file, "en sektions længde passer ikke med filen");
    sections.push({ header, data: data.subarray(end + 1, end + 1 + header.bytes) });
    offset = end + 1 + header.bytes;
  }
  const tableSections = sections.filter((s) => typeof s.header.table === "string");
  if (tableSections.length !== manifest.tables.length) throw damaged(file, "tabellerne passer ikke med manifestet");
  manifest.tables.forEach((table, i) => {
    const { rows, checksum } = tableChecksum(tableSections[i]!.data);
    if (tableSections[i]!.header.table !== table.name || rows !== table.rows || checksum !== table.checksum)
      throw damaged(file, `tabellen ${table.name} passer ikke med manifestet`);
  });
  return { manifest, sections };
}

/** A backup from a newer program cannot be restored here; one from an older is migrated after loading. */
function checkSchema(manifest: Manifest) {
  const all = migrations();
  const latest = all.at(-1)!;
  const own = all.find((m) => m.index === manifest.schema.index);
  if (manifest.schema.index > latest.index || !own) {
    throw new BackupError(
      `Backuppen er fra en nyere version af programmet (databaseversion ${manifest.schema.migration}); denne installation kender kun til ${latest.tag}. Opdater programmet (git pull og npm ci), og gendan så. Der er ikke ændret noget.`,
    );
  }
  if (own.tag !== manifest.schema.migration) {
    throw new BackupError(
      `Backuppens databaseversion ${manifest.schema.migration} findes ikke i denne version af programmet (her hedder nummer ${own.index} ${own.tag}). Brug den version af programmet, backuppen er taget med. Der er ikke ændret noget.`,
    );
  }
}
