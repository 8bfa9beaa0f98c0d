/**
 * Builds the site once and starts the production server (server/main.ts) on a free port with a
 * fresh embedded database, exactly as `npm start` would, for every end-to-end test file.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../../scripts/free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Serveren stoppede med kode ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Serveren svarede ikke på ${url} inden for ${timeoutMs} ms`);
}

export const e2eEnv = {
  NODE_ENV: "production",
  E2E_ERROR_ROUTE: "1",
  FORM_MIN_FILL_MS: "0",
  FORM_RATE_LIMIT: "1000",
  BOOKING_RATE_LIMIT: "1000",
  BOOKING_BUDGET_PER_HOUR: "1000",
  BOOKING_TIMES_RATE_LIMIT: "100000",
  LOG_LEVEL: "warn",
  // /admin/analytics shows roll-ups only: the tests' beacons show up within a second.
  ANALYTICS_REFRESH_SECONDS: "1",
};

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    // Vitest sets NODE_ENV=test; the suite must test the production bundle.
    const built = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
    if (built.status !== 0) throw new Error("npm run build fejlede");
  }
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...e2eEnv, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForServer(baseUrl, server);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
