/**
 * One long-lived worker thread for a parse that must not hold the event loop, with a deadline per
 * call: the inbound mail parser (app/server/mail/mail-parser-worker.server.ts) and the calendar
 * parser (app/server/booking/busy-calendar-worker.server.ts). Each of those files is both sides:
 * the main thread calls `workerCalls(...).call()`, and the same file, started by Node from the
 * source tree as the worker, answers through `serveCalls()`. So the file and everything it imports
 * must run on plain Node 24 (type stripping, explicit .ts imports, no Vite-only features).
 *
 * The worker starts on the first call and is kept (unref'd while idle); a call past its deadline
 * ends it (its work cannot be stopped any other way), and the next call starts a fresh one.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData, type TransferListItem } from "node:worker_threads";

type Reply<R> = { id: number; ok: true; value: R } | { id: number; ok: false; message: string };
type Pending<R> = { resolve: (value: R) => void; reject: (error: Error) => void };

/** A file of the source tree (`app/server/...`), found upward from wherever this runs: the source, or a bundle chunk in build/server. */
function sourceFile(relative: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Fandt ikke ${relative}`);
    dir = parent;
  }
}

export type WorkerCallsOptions = {
  /** The worker's source file from the project root, e.g. "app/server/mail/mail-parser-worker.server.ts". */
  file: string;
  /** The key in workerData that tells the file it is the worker. */
  flag: string;
  /** The thread's name in errors ("Mailtråden stoppede (kode 1)"). */
  name: string;
  /** The error a call past its deadline rejects with. */
  deadlineError: (ms: number) => Error;
};

/** The main thread's side: `call` runs one request in the worker and gives its answer and the worker's thread id. */
export function workerCalls<Request, Answer>(options: WorkerCallsOptions) {
  let current: { worker: Worker; ready: Promise<void>; pending: Map<number, Pending<Answer>> } | null = null;
  let nextId = 1;

  function startWorker() {
    const worker = new Worker(sourceFile(options.file), { workerData: { [options.flag]: true } });
    const pending = new Map<number, Pending<Answer>>();
    const stopped = (code: number) => new Error(`${options.name} stoppede (kode ${code})`);
    const state = { worker, pending, ready: Promise.resolve() };
    const fail = (error: Error) => {
      if (current === state) current = null;
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    state.ready = new Promise<void>((resolve, reject) => {
      worker.once("message", () => resolve());
      worker.once("error", reject);
      worker.once("exit", (code) => reject(stopped(code)));
    });
    state.ready.catch(() => {});
    worker.on("error", fail);
    worker.on("exit", (code) => fail(stopped(code)));
    worker.on("message", (reply: Reply<Answer> | { ready: true }) => {
      if (!("id" in reply)) return;
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if (reply.ok) call.resolve(reply.value);
      else call.reject(new Error(reply.message));
    });
    current = state;
    return state;
  }

  /**
   * The deadline starts once the worker is up (loading the parser's library there is not the
   * request's fault); past it the worker is ended and `deadlineError` thrown. `transfer`: buffers
   * of `request` moved to the worker rather than copied.
   */
  async function call(request: Request, deadlineMs: number, transfer: TransferListItem[] = []): Promise<{ value: Answer; threadId: number }> {
    const state = current ?? startWorker();
    state.worker.ref();
    await state.ready;
    const id = nextId++;
    let timer: NodeJS.Timeout | undefined;
    try {
      const value = await new Promise<Answer>((resolve, reject) => {
        state.pending.set(id, { resolve, reject });
        timer = setTimeout(() => {
          if (current === state) current = null;
          state.pending.delete(id);
          reject(options.deadlineError(deadlineMs));
          void state.worker.terminate();
        }, deadlineMs);
        state.worker.postMessage({ id, request }, transfer);
      });
      return { value, threadId: state.worker.threadId };
    } finally {
      clearTimeout(timer);
      if (state.pending.size === 0) state.worker.unref();
    }
  }

  return { call };
}

/** The worker's side: when this thread was started for `flag`, answers each call with `handle`. Does nothing elsewhere. */
export function serveCalls<Request, Answer>(flag: string, handle: (request: Request) => Answer | Promise<Answer>): void {
  if (isMainThread || !(workerData as Record<string, unknown> | null)?.[flag]) return;
  const port = parentPort!;
  port.on("message", ({ id, request }: { id: number; request: Request }) => {
    Promise.resolve()
      .then(() => handle(request))
      .then(
        (value) => port.postMessage({ id, ok: true, value } satisfies Reply<Answer>),
        (error: unknown) => port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies Reply<Answer>),
      );
  });
  port.postMessage({ ready: true });
}
