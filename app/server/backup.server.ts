/**
 * Backup, restore and moving between engines (docs/decisions/backup-format.md).
 *
 * One format on both engines, written by the app itself: every table of the `public` schema
 * (found in the database catalog, so a table added later is included by itself) in PostgreSQL's
 * COPY text format, read inside one snapshot transaction (on PGlite: the tables joined by foreign
 * keys in one, the rest in short pieces; see exportInPieces), in foreign-key order, plus the
 * sequences. The file is two gzip members: a one-line JSON manifest (format, time, engine, schema
 * version = the latest migration applied, rows and checksum per table, SHA-256 of the data), then
 * the data. A restore reads it through twice: first to check everything, then to load it into an
 * empty database inside one transaction that also checks what it loaded; a failure rolls back and
 * leaves the target as it was. `npm run db:move` is a backup followed by a restore.
 *
 * The embedded database is read through the running server's database worker
 * (app/server/pglite-worker.server.ts, COPY TO '/dev/blob'): `npm run backup` asks the server over
 * a Unix socket in DATA_DIR (see startControlSocket), since only one process may open DATA_DIR.
 */
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { chmodSync, closeSync, createReadStream, createWriteStream, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { MIGRATIONS_DIR, openDatabase, resultRows, type Db } from "./db.server.ts";
import { errorFields, log } from "./log.server.ts";
import type { PgliteThreadClient } from "./pglite-worker.server.ts";

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

type Migration = { index: number; tag: string; when: number; hash: string; sql: string[] };

export function migrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: Array<{ idx: number; tag: string; when: number }> };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  return journal.entries.map((entry, i) => ({ index: entry.idx, tag: entry.tag, when: entry.when, hash: files[i]!.hash, sql: files[i]!.sql }));
}

// ---------------------------------------------------------------------------------------------
// One connection in one transaction, the same on both engines
// ---------------------------------------------------------------------------------------------

type Conn = {
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
async function inTransaction<T>(db: Db, engine: EngineName, mode: "snapshot" | "write", fn: (conn: Conn) => Promise<T>): Promise<T> {
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

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

type TableInfo = { name: string; columns: string[] };

/**
 * Tables a backup leaves out, on purpose: the record of backups belongs to the installation that
 * took them (a restored database starts with none, so the owner is told to take one).
 */
export const NOT_BACKED_UP = ["backup_runs"];

/** The tables of the public schema in an order that inserts parents before children. */
async function listTables(conn: Conn): Promise<TableInfo[]> {
  const tables = (await conn.query<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`)).filter((t) => !NOT_BACKED_UP.includes(t.name));
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
    if (!next) throw new BackupError(`Tabellerne ${tables.filter((t) => !placed.has(t.name)).map((t) => t.name).join(", ")} henviser til hinanden i ring; backup kan ikke ordne dem.`);
    ordered.push(next.name);
    placed.add(next.name);
  }
  return ordered.map((name) => ({ name, columns: columns.filter((c) => c.table === name).map((c) => c.column) }));
}

async function listSequences(conn: Conn): Promise<Array<{ name: string; value: string | null }>> {
  const rows = await conn.query<{ name: string; value: string | number | null }>(`select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' order by sequencename`);
  return rows.map((row) => ({ name: row.name, value: row.value === null ? null : String(row.value) }));
}

async function schemaVersion(conn: Conn): Promise<{ index: number; migration: string }> {
  const all = migrations();
  const exists = await conn.query<{ found: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists[0]?.found) return { index: -1, migration: "" };
  const last = await conn.query<{ created: string | number }>(`select created_at as created from drizzle.__drizzle_migrations order by created_at desc limit 1`);
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
        a ^= a >>> 16; a = Math.imul(a, 0x85ebca6b); a ^= a >>> 13; a = Math.imul(a, 0xc2b2ae35); a ^= a >>> 16;
        b ^= b >>> 16; b = Math.imul(b, 0x85ebca6b); b ^= b >>> 13; b = Math.imul(b, 0xc2b2ae35); b ^= b >>> 16;
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
  where ? `copy (select ${table.columns.map(ident).join(", ")} from ${ident(table.name)} where ${where})` : `copy ${ident(table.name)} (${table.columns.map(ident).join(", ")})`;

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
    const linked = new Set((await conn.query<{ name: string }>(
      `select ch.relname as name from pg_constraint k join pg_class ch on ch.oid = k.conrelid join pg_namespace n on n.oid = k.connamespace where k.contype = 'f' and n.nspname = 'public'
       union select pa.relname from pg_constraint k join pg_class pa on pa.oid = k.confrelid join pg_namespace n on n.oid = k.connamespace where k.contype = 'f' and n.nspname = 'public'`,
    )).map((row) => row.name));
    const keyed = new Set((await conn.query<{ name: string }>(
      `select distinct c.relname as name from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and i.indisunique`,
    )).map((row) => row.name));
    const data = new Map<string, Buffer>();
    for (const table of all.filter((t) => linked.has(t.name))) data.set(table.name, await conn.copyOut(copyStatement(table)));
    return { schema, all, keyed, data };
  });
  const tables: Exported["tables"] = [];
  for (const table of first.all) {
    let data = first.data.get(table.name);
    if (!data) {
      await breather();
      data = first.keyed.has(table.name) ? await inTransaction(db, "pglite", "snapshot", (conn) => conn.copyOut(copyStatement(table))) : await copyInPages(db, table);
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
      const [size] = await conn.query<{ blocks: number | string }>(`select pg_relation_size($1::regclass) / current_setting('block_size')::int as blocks`, [ident(table.name)]);
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
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return new BackupError(`Kan ikke skrive backupfilen ${file}: ingen adgang til mappen. Vælg en fil i BACKUP_DIR eller en mappe, serveren må skrive i.`);
  if (code === "ENOSPC") return new BackupError(`Der er ikke plads på disken til backupfilen ${file}.`);
  return error;
}

const damaged = (file: string, why: string) => new BackupError(`Backupfilen ${file} er beskadiget eller ufuldstændig (${why}). Der er ikke ændret noget. Brug en anden backup.`);

/** Reads and checks a whole backup file: its manifest, the data's SHA-256, every table's rows and checksum. */
export async function readBackupFile(file: string): Promise<{ manifest: Manifest; sections: Section[] }> {
  if (!existsSync(file)) throw new BackupError(`Backupfilen ${file} findes ikke.`);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip())) chunks.push(chunk as Buffer);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "Z_DATA_ERROR" && !chunks.length) throw new BackupError(`${file} er ikke en backup fra Salgskraft (ikke en gzip-fil). Der er ikke ændret noget.`);
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
  if (manifest.formatVersion > FORMAT_VERSION) throw new BackupError(`Backuppen er lavet af en nyere version af programmet (backupformat ${manifest.formatVersion}). Opdater programmet (git pull og npm ci), og prøv igen.`);
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
    if (!header || typeof header !== "object" || !Number.isSafeInteger(header.bytes) || header.bytes < 0 || end + 1 + header.bytes > data.length) throw damaged(file, "en sektions længde passer ikke med filen");
    sections.push({ header, data: data.subarray(end + 1, end + 1 + header.bytes) });
    offset = end + 1 + header.bytes;
  }
  const tableSections = sections.filter((s) => typeof s.header.table === "string");
  if (tableSections.length !== manifest.tables.length) throw damaged(file, "tabellerne passer ikke med manifestet");
  manifest.tables.forEach((table, i) => {
    const { rows, checksum } = tableChecksum(tableSections[i]!.data);
    if (tableSections[i]!.header.table !== table.name || rows !== table.rows || checksum !== table.checksum) throw damaged(file, `tabellen ${table.name} passer ikke med manifestet`);
  });
  return { manifest, sections };
}

/** A backup from a newer program cannot be restored here; one from an older is migrated after loading. */
function checkSchema(manifest: Manifest) {
  const all = migrations();
  const latest = all.at(-1)!;
  const own = all.find((m) => m.index === manifest.schema.index);
  if (manifest.schema.index > latest.index || !own) {
    throw new BackupError(`Backuppen er fra en nyere version af programmet (databaseversion ${manifest.schema.migration}); denne installation kender kun til ${latest.tag}. Opdater programmet (git pull og npm ci), og gendan så. Der er ikke ændret noget.`);
  }
  if (own.tag !== manifest.schema.migration) {
    throw new BackupError(`Backuppens databaseversion ${manifest.schema.migration} findes ikke i denne version af programmet (her hedder nummer ${own.index} ${own.tag}). Brug den version af programmet, backuppen er taget med. Der er ikke ændret noget.`);
  }
}

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
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EHOSTUNREACH" || code === "ETIMEDOUT" || code === "EAI_AGAIN") return new BackupError(`Kan ikke forbinde til ${where} (${code}). Tjek adressen, og at PostgreSQL kører. Der er ikke ændret noget.`);
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

/** Rows per table of the target, for the "not empty" check; tables without rows are left out. */
async function rowsInTarget(conn: Conn): Promise<Array<{ name: string; rows: number }>> {
  const tables = await conn.query<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`);
  const found = [];
  for (const { name } of tables) {
    const [row] = await conn.query<{ count: string | number }>(`select count(*) as count from ${ident(name)}`);
    if (Number(row!.count) > 0) found.push({ name, rows: Number(row!.count) });
  }
  return found;
}

async function dropEverything(conn: Conn) {
  const tables = await conn.query<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`);
  for (const { name } of tables) await conn.query(`drop table if exists ${ident(name)} cascade`).catch(() => conn.query(`drop view if exists ${ident(name)} cascade`));
  for (const { name } of await conn.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public'`)) await conn.query(`drop sequence if exists ${ident(name)} cascade`);
  for (const { name } of await conn.query<{ name: string }>(`select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' and t.typtype = 'e'`)) await conn.query(`drop type if exists ${ident(name)} cascade`);
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
export async function restoreBackup(file: string, target: RestoreTarget, options: { force?: boolean; /** db:move has no --force */ move?: boolean } = {}): Promise<RestoreReport> {
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
        const what = sorted.slice(0, 3).map((t) => `${tableLabels[t.name] ?? t.name}: ${count(t.rows)}`).join(", ") + (sorted.length > 3 ? " m.m." : "");
        throw new BackupError(
          options.move
            ? `${describeTarget(target)} er ikke tom (${what}). Flyt til en tom database eller mappe. Der er ikke ændret noget.`
            : `${describeTarget(target)} er ikke tom (${what}). Gendan i en tom database eller mappe, eller brug --force for at slette alt i den og gendanne backuppen. Der er ikke ændret noget.`,
        );
      }
      await dropEverything(conn);
      await applyMigrations(conn, all.filter((m) => m.index <= manifest.schema.index));
      // Every table of the file must be one of this schema version's, with exactly its columns:
      // a table missing a column would load with the column's default (an owner back as staff).
      const schemaTables = new Map((await listTables(conn)).map((t) => [t.name, t.columns]));
      for (const section of sections) {
        if (typeof section.header.table !== "string") continue;
        const name = section.header.table;
        const columns = Array.isArray(section.header.columns) ? section.header.columns.map(String) : [];
        const own = schemaTables.get(name);
        const versionText = `databaseversion ${manifest.schema.migration}`;
        if (!own) throw new BackupError(`Backuppen passer ikke med ${versionText}: tabellen ${name.slice(0, 80)} findes ikke i den. Der er ikke ændret noget. Brug en anden backup.`);
        const missing = own.filter((column) => !columns.includes(column));
        const unknown = columns.filter((column) => !own.includes(column));
        if (missing.length || unknown.length || columns.length !== own.length) {
          const what = [missing.length ? `mangler kolonnerne ${missing.join(", ")}` : "", unknown.length ? `har ukendte kolonner ${unknown.map((column) => column.slice(0, 80)).join(", ")}` : "", !missing.length && !unknown.length ? "nævner en kolonne to gange" : ""].filter(Boolean).join(" og ");
          throw new BackupError(`Backuppen passer ikke med ${versionText}: tabellen ${name} ${what}. Der er ikke ændret noget. Brug en anden backup.`);
        }
      }
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
              throw new BackupError(`Tabellen ${name} kunne ikke indlæses (${error instanceof Error ? error.message : String(error)}). Der er ikke ændret noget.`);
            }
          }
          const check = tableChecksum(await conn.copyOut(statement));
          const expected = manifest.tables.find((t) => t.name === name)!;
          if (check.rows !== expected.rows || check.checksum !== expected.checksum) {
            throw new BackupError(`Tabellen ${name} blev ikke gendannet korrekt (${count(check.rows)} rækker, backuppen har ${count(expected.rows)}, eller tjeksummen afviger). Der er ikke ændret noget.`);
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
      await applyMigrations(conn, all.filter((m) => m.index > manifest.schema.index));
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

// ---------------------------------------------------------------------------------------------
// Backup runs: recorded for the owner, taken every night
// ---------------------------------------------------------------------------------------------

export type BackupRun = { id: number; kind: "nightly" | "manual"; startedAt: Date; finishedAt: Date | null; ok: boolean | null; file: string | null; bytes: number | null; rows: number | null; error: string | null };

type RunRow = { id: string | number; kind: "nightly" | "manual"; started_at: string | Date; finished_at: string | Date | null; ok: boolean | null; file: string | null; bytes: string | number | null; rows: string | number | null; error: string | null };

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
    await db.execute(sql`insert into backup_runs (kind, slot, started_at) values (${kind}, ${slot ? slot.toISOString() : null}, ${now.toISOString()}) on conflict (slot) do nothing returning id`),
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
export async function takeBackup(db: Db, engine: EngineName, file: string, kind: "nightly" | "manual", clock: () => Date = () => new Date(), slot?: Date): Promise<{ manifest: Manifest; bytes: number } | null> {
  const id = await startRun(db, kind, clock(), slot);
  if (id === null) return null;
  try {
    const result = await writeBackupFile(db, engine, file, clock());
    await finishRun(db, id, clock(), { ok: true, file: path.resolve(file), bytes: result.bytes, rows: result.manifest.tables.reduce((sum, t) => sum + t.rows, 0) });
    return result;
  } catch (error) {
    await finishRun(db, id, clock(), { ok: false, error: error instanceof BackupError ? error.message : error instanceof Error ? error.message.slice(0, 500) : String(error) }).catch(() => {});
    throw error;
  }
}

const TIME_ZONE = "Europe/Copenhagen";
const NIGHT_HOUR = 3;
const HOUR_MS = 3_600_000;
const wallClock = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

function localParts(at: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
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
const stamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");

export function backupFileName(at: Date, kind: "nightly" | "manual"): string {
  return kind === "nightly" ? `salgskraft-nat-${stamp(at)}.backup` : `salgskraft-${stamp(at)}.backup`;
}

/** Deletes the oldest nightly files in dir beyond `keep` (manual backups are the operator's own). */
function pruneNightly(dir: string, keep: number): string[] {
  const files = readdirSync(dir).filter((name) => NIGHTLY_FILE.test(name)).sort();
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

/** Checks every 5 minutes whether the night's backup is due; never keeps the process alive. */
export function startNightlyBackups(db: Db, engine: EngineName, config: NightlyConfig, intervalMs = 5 * 60_000): { stop: () => Promise<void> } {
  const job = nightlyBackups(db, engine, config);
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    running = job
      .tick()
      .then((result) => result && log.info("Natlig backup taget", { file: result.file, rows: result.manifest.tables.reduce((sum, t) => sum + t.rows, 0), removed: result.removed.length }))
      .catch((error) => log.error("Natlig backup fejlede", errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 60_000)).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
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
    if (oldest && new Date(oldest).getTime() < stale) warning = `Der er endnu ikke taget nogen backup. Den første tages kl. ${NIGHT_HOUR}:00 om natten, eller tag en nu med npm run backup.`;
  }
  return { latest, lastSuccess, warning };
}

/** The warning alone, for the admin layout (null when backups are in order). */
export async function backupWarning(db: Db, now = new Date()): Promise<string | null> {
  return (await backupStatus(db, now)).warning;
}

// ---------------------------------------------------------------------------------------------
// The control socket: `npm run backup` while the server holds the embedded database
// ---------------------------------------------------------------------------------------------

export const controlSocketPath = (dataDir: string) => path.resolve(dataDir, "control.sock");

/**
 * A Unix socket in DATA_DIR on which the server takes a backup for `npm run backup`. Only the
 * server's own user can connect: the socket is 0600 inside DATA_DIR (0700), so the file system
 * is the authentication and nothing listens on the network.
 */
export async function startControlSocket(dataDir: string, db: Db, engine: EngineName): Promise<{ stop: () => Promise<void> }> {
  const socket = controlSocketPath(dataDir);
  if (socket.length > 100) {
    log.warn("DATA_DIR er for lang en sti til backup-soklen; npm run backup virker kun med serveren stoppet", { socket });
    return { stop: async () => {} };
  }
  rmSync(socket, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk.slice(0, 10_000)));
    req.on("end", async () => {
      try {
        const { file } = JSON.parse(body) as { file: string };
        if (typeof file !== "string" || !path.isAbsolute(file)) throw new BackupError("Ugyldig forespørgsel til serveren.");
        const result = await takeBackup(db, engine, file, "manual");
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(result));
      } catch (error) {
        log.error("Backup via npm run backup fejlede", errorFields(error));
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(error instanceof BackupError ? error.message : `Serveren kunne ikke tage backuppen (${error instanceof Error ? error.message : String(error)}).`);
      }
    });
  });
  server.listen(socket);
  await once(server, "listening");
  chmodSync(socket, 0o600);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(socket, { force: true });
      }),
  };
}

/** Asks the running server (over its control socket) to write a backup into file. */
export function backupThroughServer(dataDir: string, file: string): Promise<{ manifest: Manifest; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ socketPath: controlSocketPath(dataDir), method: "POST", path: "/backup", headers: { "Content-Type": "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        if (res.statusCode === 200) resolve(JSON.parse(body));
        else reject(new BackupError(body || `Serveren svarede ${res.statusCode}.`));
      });
    });
    req.on("error", (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      reject(
        new BackupError(
          code === "ENOENT" || code === "ECONNREFUSED"
            ? `Serveren kører, men svarer ikke på ${controlSocketPath(dataDir)}. Genstart den med denne version af programmet, og prøv igen.`
            : `Kan ikke nå den kørende server gennem ${controlSocketPath(dataDir)} (${code ?? error.message}). Kører serveren som en anden bruger, så kør kommandoen som den bruger (sudo -u …).`,
        ),
      );
    });
    req.end(JSON.stringify({ file: path.resolve(file) }));
  });
}
