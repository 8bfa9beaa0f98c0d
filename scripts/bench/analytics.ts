/**
 * Page analytics benchmark (issue 16). Standalone: `npm exec -- node scripts/bench/analytics.ts`
 * (or `npm run bench -- --only=analytics`). On PGlite, and on PostgreSQL with BENCH_DATABASE_URL /
 * TEST_DATABASE_URL or, without one, a throwaway cluster of Debian's postgresql started here:
 *
 *  - 1,000,000 page views over 90 days: /admin/analytics's queries for 90 days from raw events only,
 *    then the daily job (roll-up of 89 days + deletion after 30), then the same report over the
 *    roll-ups + today's raw events (the bar: < 300 ms);
 *  - 1,000,000 page views on one day: rolling up that day (the bar: < 5 s);
 *  - collecting: EventCollector.collect() in process (validation, hash, buffer), median and p99;
 *  - a junk flood (issue 21 finding 2): 100,000 beacons from 100,000 addresses, each with its own
 *    made-up source, medium and campaign (and 10,000 made-up paths, refused): the report while
 *    they are today's raw events, then after the roll-up (50 labels a day + "Øvrige"), and the rows
 *    the page shows (top 20 + "Øvrige");
 *   (`node scripts/bench/analytics.ts junk` runs only the junk flood, on both engines, and then
 *   /admin/analytics after the flood over HTTP: server time, HTML size, /healthz meanwhile);
 * and over HTTP against the production server (build/ must exist; `npm run build`):
 *  - 1,000 concurrent beacons (all 202, all stored), malformed beacons (4xx, none stored), and the
 *    round trip of 2,000 beacons one after another.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { analyticsTables, topRows } from "../../app/server/analytics/analytics-tables.server.ts";
import { analyticsReport } from "../../app/server/analytics/report.server.ts";
import { EventCollector } from "../../app/server/analytics/collect.server.ts";
import { refreshAnalytics, rollupDay, runAnalyticsRetention } from "../../app/server/analytics/rollup.server.ts";
import { utcDay } from "../../app/server/analytics/visitor.server.ts";
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { analyticsDaily, analyticsDailyPages, analyticsDailyTotals, analyticsEvents } from "../../app/server/analytics/schema.server.ts";
import { freePort } from "../free-port.ts";
import { withScratchPostgres } from "./scratch-database.ts";

export type AnalyticsBenchRow = { engine: string; measure: string; value: string };

const DAY = 86_400_000;
const pages = [
  "/",
  "/priser",
  "/kontakt",
  "/ydelser",
  "/om-os",
  "/samarbejdspartner",
  "/freelance-telemarketing",
  "/blog",
  "/jobs/inkasso",
  "/jobs/solenergi",
  "/jobs/energi-salg",
  "/digital/webudvikling",
  "/digital/hjemmesider",
  "/cookies",
  "/privatlivspolitik",
];
const jobPaths = pages.filter((page) => page.startsWith("/jobs/"));
const sqlArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(",")}]`);

/** `count` page views spread over `days` days ending today (or all on one day, `daysAgo` back). */
async function seedEvents(db: Db, count: number, options: { days: number; daysAgo?: number }) {
  const batch = 250_000;
  for (let start = 0; start < count; start += batch) {
    await db.execute(sql`
      insert into ${analyticsEvents} (day, path, visitor, entry, source, medium, campaign)
      select ${utcDay(new Date())}::date - ${options.daysAgo ?? 0}::int - (i % ${options.days}::int)::int,
             (${sqlArray(pages)})[1 + ((i * 7) % ${pages.length}::int)::int],
             ((i * 2654435761::bigint) % 4000) + (i % ${options.days}::int) * 100000,
             i % 3 = 0,
             case when i % 3 = 0 then (array['google.com','linkedin','facebook','','bing.com','nyhedsbrev'])[1 + ((i / 3) % 6)::int] else '' end,
             case when i % 3 = 0 and (i / 3) % 6 in (1, 2) then 'cpc' else '' end,
             case when i % 3 = 0 and (i / 3) % 6 in (1, 2) then (array['q1','q2','efterår'])[1 + (i % 3)::int] else '' end
      from generate_series(${start + 1}::bigint, ${Math.min(count, start + batch)}::bigint) as i`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function timeReport(db: Db, runs: number, days = 90): Promise<number> {
  const today = utcDay(new Date());
  const period = { from: utcDay(new Date(Date.now() - (days - 1) * DAY)), to: today };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await analyticsReport(db, period, jobPaths, () => true);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** 100,000 junk beacons, each from its own address with made-up labels, sent "yesterday" or today. */
async function junkFlood(db: Db, count: number, when: Date): Promise<{ accepted: number; refused: number }> {
  const collector = new EventCollector(db, {
    siteHosts: ["salgskraft.dk"],
    knownPages: new Set(pages),
    secret: "bench-secret-of-at-least-32-characters!!",
    now: () => when,
  });
  let accepted = 0;
  let refused = 0;
  for (let i = 0; i < count; i++) {
    const madeUpPath = i % 10 === 0;
    const body = JSON.stringify({
      p: madeUpPath ? `/nyhedsbrev/${i}` : pages[i % pages.length],
      q: `?utm_source=junk${i}&utm_medium=m${i}&utm_campaign=kampagne${i}`,
      r: "",
    });
    const answer = await collector.collect(
      new Request("http://salgskraft.dk/api/event", {
        method: "POST",
        headers: {
          "content-type": "text/plain",
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0",
          "x-client-ip": `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        },
        body,
      }),
    );
    if (answer.status === 202) accepted++;
    else refused++;
  }
  await collector.stop();
  return { accepted, refused };
}

async function benchJunk(db: Db, row: (measure: string, value: string) => void) {
  const today = new Date();
  let flood = await junkFlood(db, 100_000, today);
  row(
    "junk flood: 100,000 beacons from 100,000 addresses, made-up labels (10,000 made-up paths)",
    `${flood.accepted.toLocaleString("en")} × 202, ${flood.refused.toLocaleString("en")} refused`,
  );
  const shown = async () => {
    const report = await analyticsReport(db, { from: utcDay(new Date(Date.now() - 6 * DAY)), to: utcDay(today) }, jobPaths, (path) => pages.includes(path));
    const sources = analyticsTables(report).find((table) => table.id === "kilder")!;
    return `${sources.rows.length.toLocaleString("en")} source rows in the report (and CSV), ${topRows(sources).rows.length} shown`;
  };
  row(
    "/admin/analytics, 7 days, the flood as today's raw events, no roll-up of today (before the refresh; median of 5)",
    `${ms(await timeReport(db, 5, 7))}; ${await shown()}`,
  );
  let started = performance.now();
  await refreshAnalytics(db);
  row("refresh of today's roll-up after the flood (runs every ANALYTICS_REFRESH_SECONDS)", ms(performance.now() - started));
  started = performance.now();
  await refreshAnalytics(db);
  row("refresh with nothing new (the check only)", ms(performance.now() - started));
  row(
    "/admin/analytics, 7 days, the flood's own day (today) from its refreshed roll-up (median of 15)",
    `${ms(await timeReport(db, 15, 7))}; ${await shown()}`,
  );
  await db.execute(sql`delete from ${analyticsEvents}`);
  for (const table of [analyticsDaily, analyticsDailyPages, analyticsDailyTotals]) await db.delete(table);
  const yesterday = new Date(today.getTime() - DAY);
  flood = await junkFlood(db, 100_000, yesterday);
  started = performance.now();
  await rollupDay(db, utcDay(yesterday));
  row("roll-up of the flood's day (50 labels a dimension + Øvrige)", ms(performance.now() - started));
  row("/admin/analytics, 7 days, the flood rolled up (median of 15)", `${ms(await timeReport(db, 15, 7))}; ${await shown()}`);
  await db.execute(sql`delete from ${analyticsEvents}`);
}

async function benchEngine(engine: string, open: () => Promise<{ db: Db; close: () => Promise<void> }>, events: number): Promise<AnalyticsBenchRow[]> {
  const rows: AnalyticsBenchRow[] = [];
  const row = (measure: string, value: string) => {
    rows.push({ engine, measure, value });
    console.error(`  ${engine}: ${measure}: ${value}`);
  };
  const handle = await open();
  if (events === 0) {
    await benchJunk(handle.db, row);
    await handle.close();
    return rows;
  }
  {
    let started = performance.now();
    await seedEvents(handle.db, events, { days: 90 });
    row(`seed ${events.toLocaleString("en")} page views over 90 days`, ms(performance.now() - started));
    row("/admin/analytics, 90 days, raw events only (median of 3)", ms(await timeReport(handle.db, 3)));
    started = performance.now();
    const result = await runAnalyticsRetention(handle.db, 30);
    const total = performance.now() - started;
    row(
      `daily job: roll-up of ${result.rolledUp} days + delete ${result.deleted.toLocaleString("en")} raw events`,
      `${ms(total)} (${ms(total / Math.max(1, result.rolledUp))} per day)`,
    );
    row("/admin/analytics, 90 days, roll-ups + today's raw events (median of 15)", ms(await timeReport(handle.db, 15)));
    await handle.db.execute(sql`delete from ${analyticsEvents}`);

    await seedEvents(handle.db, events, { days: 1, daysAgo: 100 });
    started = performance.now();
    await rollupDay(handle.db, utcDay(new Date(Date.now() - 100 * DAY)));
    row(`roll-up of one day with ${events.toLocaleString("en")} page views`, ms(performance.now() - started));
    await handle.db.execute(sql`delete from ${analyticsEvents}`);

    const collector = new EventCollector(handle.db, {
      siteHosts: ["salgskraft.dk"],
      knownPages: new Set(pages),
      secret: "bench-secret-of-at-least-32-characters!!",
    });
    const times: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const request = new Request("http://salgskraft.dk/api/event", {
        method: "POST",
        headers: {
          "content-type": "text/plain",
          "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/142.${i % 50}`,
          "x-client-ip": `198.51.${i % 200}.${i % 250}`,
        },
        body: JSON.stringify({ p: pages[i % pages.length], q: i % 4 ? "" : "?utm_source=linkedin&utm_campaign=q1", r: i % 2 ? "https://www.google.com" : "" }),
      });
      const begun = performance.now();
      await collector.collect(request);
      times.push(performance.now() - begun);
    }
    await collector.stop();
    row("collect one beacon in process (validate, hash, buffer; 20,000)", `median ${ms(median(times))}, p99 ${ms(percentile(times, 99))}`);
    await handle.db.execute(sql`delete from ${analyticsEvents}`);
    await benchJunk(handle.db, row);
    await handle.close();
  }
  return rows;
}

/** Debian's PostgreSQL in a temporary directory on a free port, stopped and removed afterwards. */
async function withThrowawayCluster<T>(use: (url: string) => Promise<T>): Promise<T | undefined> {
  const bin = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"].find((dir) => existsSync(path.join(dir, "initdb")));
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-bench-pg-"));
  const asPostgres = (args: string[]) =>
    (userInfo().uid === 0 ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0]!, args.slice(1)]) as [string, string[]];
  spawnSync("chown", ["postgres", dir]);
  const port = await freePort();
  const run = (args: string[]) => {
    const [command, rest] = asPostgres(args);
    const result = spawnSync(command, rest, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args[0]} fejlede: ${result.stderr}`);
  };
  run([path.join(bin, "initdb"), "-D", path.join(dir, "data"), "-U", "postgres", "--auth=trust", "--no-sync"]);
  run([
    path.join(bin, "pg_ctl"),
    "-D",
    path.join(dir, "data"),
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
  try {
    return await use(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    run([path.join(bin, "pg_ctl"), "-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The production server's side: concurrent and malformed beacons over HTTP, and the round trip. */
async function benchHttp(): Promise<AnalyticsBenchRow[]> {
  if (!existsSync("build/server/index.js")) throw new Error("build/ mangler: kør npm run build først");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-bench-beacons-"));
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "1" };
  const server = spawn(process.execPath, ["server/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const rows: AnalyticsBenchRow[] = [];
  try {
    for (let i = 0; i < 400; i++) {
      if (
        await fetch(`${url}/readyz`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const send = (body: string, i: number) =>
      fetch(`${url}/api/event`, {
        method: "POST",
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0",
          "X-Forwarded-For": `198.51.100.${i % 250}`,
        },
        body,
      });
    const concurrent = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => send(JSON.stringify({ p: "/priser", q: "?utm_source=bench", r: "" }), i).then((r) => r.status)),
    );
    const malformed = await Promise.all(
      ["{", "[]", JSON.stringify({ p: "/findes-ikke" }), JSON.stringify({ p: "/", x: 1 }), JSON.stringify({ p: "/", q: `?${"x".repeat(2000)}` })].map(
        (body, i) => send(body, i).then((r) => r.status),
      ),
    );
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const started = performance.now();
      const response = await send(JSON.stringify({ p: "/", q: "", r: "https://www.google.com" }), i);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    await new Promise<void>((resolve) => {
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
    const handle = await openDatabase({ dataDir, migrate: false });
    const counts = (await handle.db.execute(sql`select path, count(*)::int as n from ${analyticsEvents} group by path order by path`)) as unknown as
      { rows?: { path: string; n: number }[] } | { path: string; n: number }[];
    const list = Array.isArray(counts) ? counts : (counts.rows ?? []);
    await handle.close();
    const stored = Object.fromEntries(list.map((entry) => [entry.path, Number(entry.n)]));
    rows.push({
      engine: "HTTP (PGlite)",
      measure: "1,000 concurrent beacons",
      value: `${concurrent.filter((s) => s === 202).length} × 202, ${stored["/priser"] ?? 0} stored`,
    });
    rows.push({
      engine: "HTTP (PGlite)",
      measure: "malformed beacons",
      value: `${malformed.join(", ")}; stored for other paths than / and /priser: ${Object.keys(stored).filter((p) => p !== "/" && p !== "/priser").length}`,
    });
    rows.push({
      engine: "HTTP (PGlite)",
      measure: "beacon round trip, one at a time (2,000; client + server, loopback)",
      value: `median ${ms(median(times))}, p99 ${ms(percentile(times, 99))}; ${stored["/"] ?? 0} stored`,
    });
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/**
 * The flood as staff see it (issue 21 finding 2): 100,000 junk beacons today, then the production
 * server's /admin/analytics (7 days) after its refresh rolled today up: server time and HTML size,
 * and /healthz while two staff members reload the page (the review saw p99 692 ms there).
 */
async function benchFloodPage(): Promise<AnalyticsBenchRow[]> {
  if (!existsSync("build/server/index.js"))
    return [{ engine: "HTTP (PGlite)", measure: "/admin/analytics after the flood", value: "not run: build/ mangler (npm run build)" }];
  const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-bench-flood-"));
  const handle = await openDatabase({ dataDir });
  const flood = await junkFlood(handle.db, 100_000, new Date());
  await handle.close();
  const owner = { email: "ejer@bench.dk", password: "bench-adgangskode-2026" };
  const created = spawnSync(process.execPath, ["scripts/create-user.ts", "--email", owner.email, "--password-stdin"], {
    input: owner.password,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (created.status !== 0) throw new Error(created.stderr);
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const server = spawn(process.execPath, ["server/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const rows: AnalyticsBenchRow[] = [];
  const engine = "HTTP (PGlite)";
  try {
    for (let i = 0; i < 400; i++) {
      if (
        await fetch(`${url}/readyz`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const login = await fetch(`${url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(owner),
    });
    const cookie = login.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error(`login: ${login.status}`);
    const page = async () => {
      const started = performance.now();
      const html = await (await fetch(`${url}/admin/analytics?periode=7`, { headers: { Cookie: cookie } })).text();
      return { ms: performance.now() - started, html };
    };
    // The first refresh runs a few seconds after start (then every ANALYTICS_REFRESH_SECONDS).
    for (let i = 0; i < 120 && !(await page()).html.includes('data-testid="opdateret"'); i++) await new Promise((resolve) => setTimeout(resolve, 500));
    const times: number[] = [];
    let html = "";
    for (let i = 0; i < 15; i++) {
      const result = await page();
      times.push(result.ms);
      html = result.html;
    }
    const { gzipSync } = await import("node:zlib");
    rows.push({
      engine,
      measure: `/admin/analytics, 7 days, after ${flood.accepted.toLocaleString("en")} junk beacons today, from the refreshed roll-up (15 loads, loopback)`,
      value: `median ${ms(median(times))}, max ${ms(Math.max(...times))}; HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB (${(gzipSync(html).length / 1024).toFixed(1)} KB gzip)`,
    });
    // /healthz while two staff members reload the page for 5 s.
    let loading = true;
    const staffLoads = [0, 1].map(async () => {
      let n = 0;
      while (loading) {
        await page();
        n++;
      }
      return n;
    });
    const health: number[] = [];
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    loading = false;
    const loads = (await Promise.all(staffLoads)).reduce((sum, n) => sum + n, 0);
    rows.push({
      engine,
      measure: "/healthz while two staff members reload /admin/analytics for 5 s",
      value: `median ${ms(median(health))}, p99 ${ms(percentile(health, 99))} (${health.length} checks; ${loads} page loads)`,
    });
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const row of rows) console.error(`  ${row.engine}: ${row.measure}: ${row.value}`);
  return rows;
}

export async function benchAnalytics(events = 1_000_000): Promise<AnalyticsBenchRow[]> {
  const rows = await benchEngine("PGlite", async () => openDatabase({}), events);
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const onPostgres = (base: string) => withScratchPostgres(base, (db) => benchEngine("PostgreSQL", async () => ({ db, close: async () => {} }), events));
  rows.push(
    ...((url ? await onPostgres(url) : await withThrowawayCluster(onPostgres)) ?? [
      { engine: "PostgreSQL", measure: "not run", value: "no BENCH_DATABASE_URL and no postgresql installed" },
    ]),
  );
  rows.push(...(events > 0 ? await benchHttp() : await benchFloodPage()));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // "junk": only the junk flood (events = 0), on both engines.
  const events = process.argv[2] === "junk" ? 0 : Number(process.argv[2] ?? 1_000_000);
  console.log("| engine | measure | result |\n|---|---|---|");
  for (const row of await benchAnalytics(events)) console.log(`| ${row.engine} | ${row.measure} | ${row.value} |`);
}
