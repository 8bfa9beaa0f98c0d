/**
 * Start extra production servers for tests that need their own (own data directory, own
 * settings, several instances, a kill mid-load). The build must exist (global setup makes it).
 * A server's data directory is by default a copy of the migrated template (`migratedDataDir`).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { inject } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { copyDataDir } from "../../support/data-dir.ts";
import { e2eEnv, waitForServer } from "./global-setup.ts";
import { testNodeFlags } from "../../support/node-flags.ts";

/** A new data directory (`target`, or a temp directory named `prefix`…) holding a migrated database no server has opened: a copy of global setup's template. */
export const migratedDataDir = (prefix = "salgskraft-srv-", target?: string) => copyDataDir(inject("templateDataDir"), prefix, target);

export type TestServer = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr (its logs). */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export async function startServer(env: Record<string, string> = {}, dataDir = migratedDataDir()): Promise<TestServer> {
  // A fixed PORT in env (an instance restarted behind a proxy) or a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...testNodeFlags, "server/main.ts"], {
    env: { ...process.env, ...e2eEnv, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
    process.stderr.write(chunk);
  });
  await waitForServer(url, child);
  return {
    url,
    dataDir,
    child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

/**
 * Runs `node <args>` (a CLI of scripts/) with `env` added and `input` on its stdin, without
 * blocking the test's event loop: at load 30 a few blocking CLIs in a row outlasted a server's 65 s
 * keep-alive, and the next fetch reused a connection the server had closed (security-auth.test.ts).
 */
export function runNode(args: readonly string[], env: Record<string, string>, input = ""): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** `npm run enquiries -- list --json` against a data directory (the server must be stopped). */
export function listEnquiries(env: Record<string, string>): Array<Record<string, unknown>> {
  const result = spawnSync(process.execPath, [...testNodeFlags, "scripts/enquiries.ts", "list", "--json"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`enquiries list fejlede: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** A form POST as a browser without JavaScript sends it. */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}
