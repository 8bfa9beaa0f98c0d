/**
 * Publish-to-live (issue 36): two production servers on one PostgreSQL; a change is written to the
 * content store as the editor's publish writes it (rows and the content_state version in one
 * transaction), and the time is taken until each instance serves it from memory. Two changes: a
 * job's copy (its page, the grids and the resources change; every other document is kept) and a
 * closed job (the menu on every page changes, so every page is rendered again). Also each
 * instance's own figures from its log: the render time and the overlay's size in memory.
 * Needs the build and BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { fileJobs, publish, seedJobs } from "../../tests/support/content-store.ts";
import { freePort } from "../free-port.ts";

export type PublishRow = { measure: string; value: string };

type Instance = { origin: string; child: ChildProcess; log: () => string; dataDir: string };

async function start(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-publish-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString("hex"),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Serveren stoppede med kode ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, log: () => log, dataDir };
}

/** Milliseconds from `since` until `check` holds on the instance (polled every 20 ms). */
async function liveAfter(instance: Instance, since: number, check: (text: string, status: number) => boolean, path: string): Promise<number> {
  for (;;) {
    const response = await fetch(`${instance.origin}${path}`);
    if (check(await response.text(), response.status)) return Date.now() - since;
    if (Date.now() - since > 120_000) throw new Error(`${path} blev ikke opdateret inden for 2 minutter`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The last "live" line an instance logged for a version. */
function liveLine(instance: Instance, version: number): { renderMs: number; rendered: number; overlayKb: number } | undefined {
  const line = instance
    .log()
    .split("\n")
    .find((text) => text.includes("Indholdet er live") && text.includes(`"version":${version},`));
  return line ? JSON.parse(line) : undefined;
}

async function waitForLine(instance: Instance, version: number) {
  for (let i = 0; i < 1200 && !liveLine(instance, version); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return liveLine(instance, version);
}

export async function benchPublish(): Promise<PublishRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return [{ measure: "publish-to-live", value: "skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL" }];
  const name = `salgskraft_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const instances: Instance[] = [];
  const client = new pg.Client({ connectionString: target.toString() });
  const rows: PublishRow[] = [];
  try {
    instances.push(await start(target.toString()));
    instances.push(await start(target.toString()));
    await client.connect();
    const seeded = await seedJobs(client);
    for (const instance of instances) await waitForLine(instance, seeded);
    const jobs = await fileJobs();
    const solenergi = jobs.find((job) => job.slug === "solenergi")!;
    const changes = [
      {
        label: "a job's copy changed",
        write: (stamp: string) => publish(client, { jobs: [{ ...solenergi, hero: { ...solenergi.hero, lead: `${solenergi.hero.lead} ${stamp}` } }] }),
        path: "/jobs/solenergi",
        check: (stamp: string) => (text: string) => text.includes(stamp),
      },
      {
        label: "a job closed (the menu on every page)",
        write: () => publish(client, { close: ["inkasso"] }),
        path: "/om-os",
        check: () => (text: string) => !text.includes('href="/jobs/inkasso"'),
      },
    ];
    for (const change of changes) {
      const stamp = `Opdateret ${randomBytes(3).toString("hex")}`;
      const load = loadavg()[0]!.toFixed(1);
      const since = Date.now();
      const version = await change.write(stamp);
      const times = await Promise.all(instances.map((instance) => liveAfter(instance, since, change.check(stamp), change.path)));
      rows.push({
        measure: `publish-to-live, ${change.label}: instance 1 / instance 2 (load ${load})`,
        value: times.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(" / "),
      });
      const lines = await Promise.all(instances.map((instance) => waitForLine(instance, version)));
      rows.push({
        measure: `render on each instance, ${change.label} (responses rendered, time)`,
        value: lines.map((line) => (line ? `${line.rendered} in ${(line.renderMs / 1000).toFixed(1)} s` : "?")).join(" / "),
      });
      if (lines[0])
        rows.push({ measure: `overlay in memory after: ${change.label}`, value: `${(lines[0].overlayKb / 1024).toFixed(1)} MB (bodies, gzip and brotli)` });
    }
  } finally {
    await client.end().catch(() => {});
    for (const instance of instances) {
      instance.child.kill("SIGTERM");
      await new Promise((resolve) => instance.child.once("exit", resolve));
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}
