/**
 * A throw-away PostgreSQL server of the test's own (initdb into a temp directory, its own port and
 * socket directory), for tests that restart or stop the database: the shared cluster other tests
 * use is never touched. As root, initdb and postgres run as the `postgres` user (they refuse root).
 */
import { execFile, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../../scripts/free-port.ts";

/** The newest Debian PostgreSQL bin directory, or undefined when PostgreSQL is not installed. */
export function postgresBinDir(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1)!, "bin") : undefined;
}

export type PostgresInstance = {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is ended (57P01), then the server takes new ones. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its directory. */
  remove: () => Promise<void>;
};

export async function startPostgresInstance(): Promise<PostgresInstance> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL er ikke installeret (/usr/lib/postgresql/*/bin)");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-pg-"));
  const data = path.join(dir, "data");
  const socket = path.join(dir, "socket");
  mkdirSync(socket);
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
    chownSync(socket, uid, gid);
  }
  const port = await freePort();
  // Asynchronous: the test's own clients keep posting while pg_ctl waits for the server.
  const run = async (tool: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    await execFileAsync(file, argv, { cwd: dir, encoding: "utf8" }).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`${tool} ${args.join(" ")} fejlede: ${error.stderr || error.message}`);
    });
  };
  await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const ctl = (action: string, ...extra: string[]) => run("pg_ctl", ["-D", data, "-l", path.join(dir, "postgres.log"), "-w", "-t", "60", ...extra, action]);
  const start = () => ctl("start", "-o", options);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl("restart", "-m", "fast", "-o", options),
    stop: () => ctl("stop", "-m", "fast"),
    start,
    async remove() {
      await ctl("stop", "-m", "immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const execFileAsync = promisify(execFile);

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  if (!Number.isInteger(uid) || uid === 0) throw new Error(`Brugeren postgres findes ikke (kører som ${userInfo().username})`);
  return { uid, gid: id("-g") };
}
