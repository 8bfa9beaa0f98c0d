/**
 * Builds the site when the build is missing or stale (scripts/build-reason.ts: a hash of the
 * sources and the build-time configuration; E2E_SKIP_BUILD=1 skips the check), migrates one
 * template data directory, and starts the production server (server/main.ts) on a free port from
 * a copy of it, as `npm start` would (with the suite's V8 flags, tests/support/node-flags.ts), for
 * every end-to-end test file. Extra servers (tests/e2e/support/server.ts) start from copies of the
 * same template: a CLI that creates and migrates a new PGlite costs ~3.6 CPU-s, one that opens a
 * migrated copy ~1.5 (2026-11-28, quiet machine).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildReason } from "../../../scripts/build-reason.ts";
import { freePort } from "../../../scripts/free-port.ts";
import { copyDataDir, migrateTemplateDataDir } from "../../support/data-dir.ts";
import { scaled } from "../../support/scaled.ts";
import { testNodeFlags } from "../../support/node-flags.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A migrated data directory no server has opened: copy it (copyDataDir), never use it. */
    templateDataDir: string;
    /** Where `staffDataDir` (staff.ts) keeps one copy of the template per set of accounts, for the run. */
    staffTemplatesDir: string;
  }
}

export async function waitForServer(url: string, child: ChildProcess, timeoutMs = scaled(180_000)): Promise<void> {
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
let templateDir: string | undefined;
let staffTemplatesDir: string | undefined;

export async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test; the suite must test the production bundle.
  const buildEnv = { ...process.env, NODE_ENV: "production" };
  const reason = process.env.E2E_SKIP_BUILD ? null : buildReason();
  if (reason) {
    console.info(`Bygger siden til end-to-end-testene (${reason}) ...`);
    const built = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"], env: buildEnv });
    if (built.status !== 0) throw new Error("npm run build fejlede");
  }
  templateDir = migrateTemplateDataDir("salgskraft-e2e-template-");
  project.provide("templateDataDir", templateDir);
  staffTemplatesDir = mkdtempSync(path.join(tmpdir(), "salgskraft-e2e-staff-"));
  project.provide("staffTemplatesDir", staffTemplatesDir);

  const port = await freePort();
  dataDir = copyDataDir(templateDir, "salgskraft-e2e-");
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...testNodeFlags, "server/main.ts"], {
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
  for (const dir of [dataDir, templateDir, staffTemplatesDir]) if (dir) rmSync(dir, { recursive: true, force: true });
}
