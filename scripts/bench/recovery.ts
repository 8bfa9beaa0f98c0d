/**
 * Time to ready after `kill -9` (issue 34, item 2): a production server on a database with 10,000
 * enquiries is killed while it runs, started again, and timed from the new process's start to the
 * first 200 from /readyz; on PGlite (DATA_DIR) and, with BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * on PostgreSQL. Target: ≤ 5 s on a quiet machine. Also the server's own "Database klar" figure
 * (opening the database: crash recovery and migrations), and the CPU time the new process used
 * until ready, which is what a quiet machine's wall time comes close to. Needs the build.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, resultRows } from "../../app/server/platform/db.server.ts";
import { freePort } from "../free-port.ts";
import { seed } from "./inbox.ts";
import { withScratchPostgres } from "./scratch-database.ts";

type Started = { child: ChildProcess; origin: string; readyMs: number; databaseMs: number; cpuMs: number };

/** CPU time (user + system, all threads) a process has used, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return Number.NaN;
  }
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Serveren stoppede med kode ${child.exitCode}`);
    if (performance.now() - started > 600_000) throw new Error("Serveren blev ikke klar inden for 10 minutter");
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  const cpu = cpuMs(child.pid);
  const databaseMs = Number(/"msg":"Database klar"[^\n]*"ms":(\d+)/.exec(log)?.[1] ?? Number.NaN);
  return { child, origin, readyMs, databaseMs, cpuMs: cpu };
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

/** Starts, posts a few forms (so the kill finds written, uncheckpointed data), kills -9 and restarts `rounds` times. */
async function killAndRestart(env: Record<string, string>, rounds: number): Promise<Started[]> {
  let server = await startServer(env);
  const restarts: Started[] = [];
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${server.origin}/kontakt`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            name: "Bench Kill",
            email: `kill${round}-${i}@firma.dk`,
            phone: "12345678",
            interest: "business",
            message: `Før kill -9, runde ${round}`,
            source: "/kontakt",
          }),
        }).then((response) => response.arrayBuffer()),
      ),
    );
    await kill9(server.child);
    server = await startServer(env);
    restarts.push(server);
  }
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  return restarts;
}

type RecoveryRow = { engine: string; measure: string; value: string };

export async function benchRecovery(rounds = 3): Promise<RecoveryRow[]> {
  const rows: RecoveryRow[] = [];
  const record = (engine: string, restarts: Started[]) => {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    rows.push({ engine, measure: "time to ready after kill -9 (each round)", value: restarts.map((r) => seconds(r.readyMs)).join(", ") });
    // On a busy machine the wall time is mostly waiting for a core; the CPU time is what a quiet
    // machine's wall time comes close to (start-up runs one step after another).
    rows.push({ engine, measure: "CPU time of the new process until ready", value: restarts.map((r) => seconds(r.cpuMs)).join(", ") });
    rows.push({ engine, measure: 'of which opening the database ("Database klar")', value: restarts.map((r) => seconds(r.databaseMs)).join(", ") });
    rows.push({ engine, measure: "load average during the runs (1 min)", value: loadavg()[0]!.toFixed(1) });
    console.error(JSON.stringify(rows.filter((row) => row.engine === engine)));
  };

  const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-bench-recovery-"));
  try {
    const handle = await openDatabase({ dataDir });
    await seed(handle.db, 10_000);
    await handle.close();
    record("PGlite", await killAndRestart({ DATA_DIR: dataDir }, rounds));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    await withScratchPostgres(url, async (db) => {
      await seed(db, 10_000);
      const scratch = mkdtempSync(path.join(tmpdir(), "salgskraft-bench-recovery-pg-"));
      try {
        // The scratch database's URL: withScratchPostgres hands over the handle only, so it is read back.
        const [{ name }] = resultRows<{ name: string }>(await db.execute(sql`select current_database() as name`)) as [{ name: string }];
        const target = new URL(url);
        target.pathname = `/${name}`;
        record(
          "PostgreSQL",
          await killAndRestart({ DATABASE_URL: target.toString(), DATA_DIR: scratch, SESSION_SECRET: "bench-recovery-secret-0123456789abcdef" }, rounds),
        );
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    });
  }
  return rows;
}
