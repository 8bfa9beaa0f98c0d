/**
 * The embedded database (PGlite) in a worker thread. PGlite runs its WASM Postgres synchronously
 * on the thread that calls it; on the main thread, 50 concurrent form posts held /healthz for
 * seconds (security review, finding 12; docs/decisions/embedded-database-off-main-thread.md).
 *
 * The worker owns the PGlite instance. The main thread gets a stand-in with the three methods
 * Drizzle's pglite driver calls (query, exec, transaction), each a message to the worker. A
 * transaction holds PGlite's own transaction lock in the worker from "begin" to "end", so other
 * statements wait for it exactly as they did in-thread: atomic and serialized.
 *
 * This one file is both sides. Node starts it as the worker from the source tree (it imports only
 * Node and PGlite, so Node 24 runs the TypeScript as is); the server bundle cannot hold a worker
 * entry of its own.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { PGlite, Transaction } from "@electric-sql/pglite";

type RowMode = "array" | "object";
type Parser = (value: string, typeId: number) => unknown;
/** blob: the data a `COPY … FROM '/dev/blob'` reads; a `COPY … TO '/dev/blob'` answers with `blob` (backups, app/server/backup/). */
type QueryOptions = { rowMode?: RowMode; parsers?: Record<number, Parser>; blob?: Uint8Array };
type Field = { name: string; dataTypeID: number };
type Results = { rows: unknown[]; fields: Field[]; affectedRows?: number; blob?: Uint8Array };

type Command =
  | { op: "query"; tx?: number; sql: string; params?: unknown[]; rowMode?: RowMode; rawTypes: number[]; blob?: Uint8Array }
  | { op: "exec"; tx?: number; sql: string }
  | { op: "begin"; tx: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "close" };
type Request = Command & { id: number };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Ready = { ready: true } | { ready: false; error: Record<string, unknown> };

const WORKER_FLAG = "salgskraftPgliteWorker";

/**
 * Error fields (message, PostgreSQL code, constraint, detail…) as a plain object. Only scalar
 * fields: PGlite's errors also carry the query options, whose parser functions cannot be cloned.
 */
function toPlain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean", "bigint"].includes(typeof value)) plain[key] = value;
  }
  return plain;
}

function fromPlain(plain: Record<string, unknown>): Error {
  const { message, ...fields } = plain;
  return Object.assign(new Error(String(message)), fields);
}

/** The queries and transaction of one connection-like scope: the database, or one transaction. */
export type PgliteScope = {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }>;
  exec(sql: string): Promise<Results[]>;
};
export type PgliteThreadClient = PgliteScope & {
  transaction<T>(callback: (tx: PgliteScope & { readonly closed: boolean }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The thread PGlite runs in now (a new one after a restart); tests end it to play a crash. */
  readonly worker: Worker;
};

/** This module's source file, found upward from wherever it runs (source or a bundle chunk). */
function workerFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, "pglite-worker.server.ts"), path.join(dir, "app", "server", "platform", "pglite-worker.server.ts")]) {
      if (existsSync(candidate)) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Fandt ikke app/server/platform/pglite-worker.server.ts");
    dir = parent;
  }
}

/** Each statement's outcome, for the database module's disk-full watch (app/server/platform/db.server.ts). */
export type StatementObserver = (statement: string | undefined, error?: unknown) => void;

/** Waits between attempts to start a new worker after one died: quick first, then every 5 s. */
const RESTART_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

type Thread = { worker: Worker; pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>; failure?: Error };

/** Starts a worker and waits until PGlite in it is open (or rejects with why it could not open). */
async function startThread(dataDir: string | undefined, onFailure: (thread: Thread, error: Error) => void): Promise<Thread> {
  const worker = new Worker(workerFile(), { workerData: { [WORKER_FLAG]: true, dataDir } });
  const thread: Thread = { worker, pending: new Map() };
  const fail = (error: Error) => {
    if (thread.failure) return;
    thread.failure = error;
    for (const call of thread.pending.values()) call.reject(error);
    thread.pending.clear();
    onFailure(thread, error);
  };
  let opened = false;
  worker.on("error", (error) => opened && fail(error));
  worker.on("exit", (code) => opened && fail(new Error(`Databasetråden stoppede (kode ${code})`)));
  await new Promise<void>((resolve, reject) => {
    worker.once("message", (message: Ready) => (message.ready ? resolve() : reject(fromPlain(message.error))));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`Databasetråden stoppede (kode ${code})`)));
  }).catch(async (error) => {
    await worker.terminate();
    throw error;
  });
  opened = true;
  worker.on("message", (reply: Reply) => {
    const call = thread.pending.get(reply.id);
    if (!call) return;
    thread.pending.delete(reply.id);
    // The worker keeps the process alive only while a call is pending, like an in-thread PGlite.
    if (thread.pending.size === 0) worker.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(fromPlain(reply.error));
  });
  worker.unref();
  return thread;
}

/**
 * Starts the worker, opens PGlite in it (dataDir: a directory, memory://…, or undefined for memory).
 *
 * A worker that dies later (a crash in PGlite's WASM, an uncaught error, terminate) is replaced:
 * its calls in flight fail, every call meanwhile fails at once with a Danish "genstarter" error
 * (forms and admin answer 503, /readyz 503, prerendered pages are served from memory as ever), and
 * a new worker reopens the data directory (PostgreSQL's own crash recovery, as after `kill -9`),
 * retried with backoff until it opens. This process keeps its lock on DATA_DIR throughout, so no
 * other process can open the directory in between (docs/operations.md, "Faults").
 */
export async function openPgliteWorker(dataDir?: string, observe: StatementObserver = () => {}): Promise<PgliteThreadClient> {
  let nextId = 1;
  let nextTx = 1;
  let closing = false;
  let restarts = 0;
  let thread: Thread;
  let generation = 0;

  const onFailure = (failed: Thread, error: Error) => {
    if (closing || failed !== thread) return;
    console.error(JSON.stringify({ level: "error", msg: "Databasetråden fejlede; starter en ny", error: error.message }));
    void restart(failed);
  };
  async function restart(failed: Thread) {
    // Gone for sure before a new PGlite opens the same directory (an 'error' is followed by the
    // thread's exit, but only one PGlite may ever hold the files).
    await failed.worker.terminate().catch(() => {});
    for (let attempt = 0; !closing; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]));
      if (closing) return;
      try {
        const started = Date.now();
        const next = await startThread(dataDir, onFailure);
        if (closing) {
          await next.worker.terminate();
          return;
        }
        thread = next;
        generation++;
        restarts++;
        console.error(JSON.stringify({ level: "info", msg: "Databasetråden kører igen", ms: Date.now() - started, restarts }));
        return;
      } catch (error) {
        console.error(
          JSON.stringify({
            level: "error",
            msg: "Databasetråden kunne ikke startes igen; prøver igen",
            attempt: attempt + 1,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    }
  }
  thread = await startThread(dataDir, onFailure);

  const restarting = () => Object.assign(new Error("Databasen genstarter efter en fejl. Prøv igen om et øjeblik."), { code: "57P03" });

  /** One message to the current worker; a transaction's calls go only to the worker that began it. */
  function call<T>(command: Command, txGeneration = generation): Promise<T> {
    const current = thread;
    if (closing) return Promise.reject(new Error("Databasen er lukket"));
    if (current.failure || txGeneration !== generation) return Promise.reject(restarting());
    const id = nextId++;
    const promise = new Promise<T>((resolve, reject) => {
      current.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      current.worker.ref();
      current.worker.postMessage({ ...command, id } satisfies Request);
    });
    const statement = command.op === "query" || command.op === "exec" ? command.sql : command.op === "end" && command.commit ? "commit" : undefined;
    promise.then(
      () => observe(statement),
      (error: unknown) => observe(undefined, error),
    );
    return promise;
  }

  function scope(tx?: number, txGeneration = generation): PgliteScope {
    return {
      async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
        const parsers = options?.parsers ?? {};
        // Parser functions cannot cross threads: the worker returns those types as text and
        // they are parsed here, with the caller's functions.
        const rawTypes = Object.keys(parsers).map(Number);
        const result = await call<Results & { rows: T[] }>(
          { op: "query", tx, sql, params, rowMode: options?.rowMode, rawTypes, ...(options?.blob ? { blob: options.blob } : {}) },
          tx === undefined ? generation : txGeneration,
        );
        if (rawTypes.length) {
          result.fields.forEach((field, index) => {
            const parse = parsers[field.dataTypeID];
            if (!parse) return;
            const key = options?.rowMode === "array" ? index : field.name;
            for (const row of result.rows as Record<string | number, unknown>[]) {
              if (row[key] !== null) row[key] = parse(row[key] as string, field.dataTypeID);
            }
          });
        }
        return result;
      },
      exec: (sql: string) => call<Results[]>({ op: "exec", tx, sql }, tx === undefined ? generation : txGeneration),
    };
  }

  return {
    ...scope(),
    async transaction<T>(callback: (tx: PgliteScope & { readonly closed: boolean }) => Promise<T>): Promise<T> {
      // Not awaited: the callback's first statement follows "begin" in the same message queue,
      // so the worker runs it as soon as it holds the lock instead of one round trip later (the
      // lock is held meanwhile, and every other statement waits for it).
      // A failed BEGIN surfaces as the error of the first statement or of the commit.
      const tx = nextTx++;
      const txGeneration = generation;
      void call({ op: "begin", tx }, txGeneration).catch(() => {});
      let closed = false;
      const handle = {
        ...scope(tx, txGeneration),
        get closed() {
          return closed;
        },
      };
      let result: T;
      try {
        result = await callback(handle);
      } catch (error) {
        closed = true;
        await call({ op: "end", tx, commit: false }, txGeneration).catch(() => {});
        throw error;
      }
      closed = true;
      await call({ op: "end", tx, commit: true }, txGeneration);
      return result;
    },
    async close() {
      if (!thread.failure) await call({ op: "close" });
      closing = true;
      await thread.worker.terminate();
    },
    get worker() {
      return thread.worker;
    },
  };
}

/** The worker side: one PGlite, requests answered in the order PGlite's locks allow. */
async function serve(dataDir: string | undefined) {
  const port = parentPort!;
  const { PGlite: Engine } = await import("@electric-sql/pglite");
  let pg: PGlite;
  try {
    pg = dataDir ? new Engine(dataDir) : new Engine();
    await pg.waitReady;
  } catch (error) {
    port.postMessage({ ready: false, error: toPlain(error) } satisfies Ready);
    return;
  }
  const transactions = new Map<number, { ready: Promise<Transaction>; end: (commit: boolean) => void; done: Promise<unknown> }>();
  const scope = async (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const open = transactions.get(tx);
    if (!open) throw new Error(`Ingen åben transaktion ${tx}`);
    return open.ready;
  };
  const identity = (value: string) => value;

  async function handle(request: Request): Promise<unknown> {
    switch (request.op) {
      case "query": {
        const target = await scope(request.tx);
        const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]));
        const blob = request.blob ? new Blob([request.blob as Uint8Array<ArrayBuffer>]) : undefined;
        const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers, ...(blob ? { blob } : {}) });
        const { rows, fields, affectedRows } = result;
        return { rows, fields, affectedRows, ...(result.blob ? { blob: new Uint8Array(await result.blob.arrayBuffer()) } : {}) };
      }
      case "exec": {
        const target = await scope(request.tx);
        return (await target.exec(request.sql)).map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
      }
      case "begin": {
        // Registered before any await, so the transaction's statements, queued right behind this
        // message, find it. PGlite's transaction lock is held from BEGIN until "end" arrives, so
        // nothing else runs inside this transaction.
        let begun!: (tx: Transaction) => void;
        let refused!: (error: unknown) => void;
        const ready = new Promise<Transaction>((resolve, reject) => ((begun = resolve), (refused = reject)));
        ready.catch(() => {});
        let end!: (commit: boolean) => void;
        const ended = new Promise<boolean>((resolve) => (end = resolve));
        const done = pg.transaction(async (tx) => {
          begun(tx);
          if (!(await ended)) await tx.rollback();
        });
        transactions.set(request.tx, { ready, end, done });
        done.catch(refused);
        return null;
      }
      case "end": {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`Ingen åben transaktion ${request.tx}`);
        try {
          await open.ready;
          open.end(request.commit);
          await open.done;
        } finally {
          transactions.delete(request.tx);
        }
        return null;
      }
      case "close":
        await pg.close();
        return null;
    }
  }

  const reply = (message: Reply) => {
    try {
      port.postMessage(message);
    } catch (error) {
      // A value that cannot be cloned: the caller gets an error instead of waiting forever.
      port.postMessage({ id: message.id, ok: false, error: toPlain(error) } satisfies Reply);
    }
  };
  port.on("message", (request: Request) => {
    handle(request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error) => reply({ id: request.id, ok: false, error: toPlain(error) }),
    );
  });
  port.postMessage({ ready: true } satisfies Ready);
}

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_FLAG]) {
  void serve((workerData as { dataDir?: string }).dataDir);
}
