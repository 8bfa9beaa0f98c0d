/**
 * Mail and backups under load (`npm run bench -- --only=queues`, issue 34 items 4 and 5), on the
 * embedded database (PGlite in its worker thread, as the server runs it):
 *  1. Mail throughput against an SMTP relay on loopback that stalls STALL_MS before it accepts
 *     each mail (the review's relay stalled 30 s; scaled down here so the run takes seconds, and
 *     extrapolated to 30 s: the time is the stalls, so it scales with them).
 *  2. Form posts (storeEnquiry, the function the form action calls: enquiry, mails and webhooks
 *     in one transaction) from 30 clients back to back, p50/p99/max, with and without a backup of
 *     10,000 enquiries and 1,000,000 page views running; and the inbox list (a staff page's
 *     query) asked meanwhile.
 * In-process, no HTTP: what is measured is the database worker and the queue, not the network.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { writeBackupFile } from "../../app/server/backup/format.server.ts";
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { listSubmissions } from "../../app/server/inbox/inbox.server.ts";
import { MAIL_CONCURRENCY, outboxJob } from "../../app/server/mail/outbox.server.ts";
import { startJobs } from "../../app/server/platform/jobs.server.ts";
import { outbox } from "../../app/server/mail/schema.server.ts";
import { seed as seedEnquiries } from "./inbox.ts";

export type QueuesBenchRow = { measure: string; value: string };

/** BENCH_MAIL_STALL_MS=30000 measures the review's relay itself (the run takes ~5 minutes longer). */
const STALL_MS = Number(process.env.BENCH_MAIL_STALL_MS ?? 3_000);
const MAILS = 40;
const CLIENTS = 30;

async function stallingRelay(stallMs: number) {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () =>
        setTimeout(() => {
          received++;
          callback();
        }, stallMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function mailThroughput(db: Db): Promise<QueuesBenchRow[]> {
  const relay = await stallingRelay(STALL_MS);
  await db.insert(outbox).values(Array.from({ length: MAILS }, (_, i) => ({ recipient: `kunde${i}@firma.dk`, subject: `Mail ${i}`, body: `Hej ${i}` })));
  const started = performance.now();
  const worker = startJobs(db, [outboxJob(db, { smtpUrl: relay.url, from: "Salgskraft <no-reply@salgskraft.dk>" }, 100)!]);
  while (relay.received() < MAILS) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  await relay.close();
  const perMinute = (MAILS / seconds) * 60;
  const at30 = perMinute * (STALL_MS / 30_000);
  const measured = {
    measure: `mail: ${MAILS} mails, relay stalling ${STALL_MS / 1000} s per mail, one instance`,
    value: `${seconds.toFixed(1)} s (${perMinute.toFixed(1)} mails/min; ${MAIL_CONCURRENCY} at once)`,
  };
  if (STALL_MS === 30_000) return [measured];
  return [
    measured,
    {
      measure: "mail: the same relay stalling 30 s per mail (extrapolated: time scales with the stall)",
      value: `${at30.toFixed(1)} mails/min per instance (one at a time: 2/min); 691 mails in ${(691 / at30).toFixed(0)} min`,
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** 30 clients post for `ms` (or while `during` runs); the inbox list is asked every 100 ms meanwhile. */
async function postLoad(db: Db, label: string, during: (() => Promise<unknown>) | number): Promise<QueuesBenchRow[]> {
  const posts: number[] = [];
  const lists: number[] = [];
  let running = true;
  let n = 0;
  const client = async () => {
    while (running) {
      const i = n++;
      const started = performance.now();
      await storeEnquiry(
        db,
        { kind: "contact", source: "/kontakt", name: `Last ${label} ${i}`, email: `last${i}@firma.dk`, interest: "business", message: `Besked ${i}` },
        { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "bench-secret-of-at-least-32-characters!!" },
      );
      posts.push(performance.now() - started);
    }
  };
  const staff = async () => {
    while (running) {
      const started = performance.now();
      await listSubmissions(db, { page: 1 });
      lists.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const clients = [...Array.from({ length: CLIENTS }, client), staff()];
  const started = performance.now();
  if (typeof during === "number") await new Promise((resolve) => setTimeout(resolve, during));
  else await during();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(clients);
  posts.sort((a, b) => a - b);
  lists.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    {
      measure: `${label}: ${CLIENTS} clients posting for ${seconds.toFixed(1)} s`,
      value: `${posts.length} posts, p50 ${ms(percentile(posts, 50))}, p99 ${ms(percentile(posts, 99))}, max ${ms(posts.at(-1) ?? 0)}`,
    },
    { measure: `${label}: inbox list meanwhile`, value: `${lists.length} times, p99 ${ms(percentile(lists, 99))}, max ${ms(lists.at(-1) ?? 0)}` },
  ];
}

export async function benchQueues(): Promise<QueuesBenchRow[]> {
  const work = mkdtempSync(path.join(tmpdir(), "salgskraft-bench-queues-"));
  const rows: QueuesBenchRow[] = [];
  const handle = await openDatabase({ dataDir: path.join(work, "data") });
  try {
    rows.push(...(await mailThroughput(handle.db)));
    await seedEnquiries(handle.db, 10_000);
    for (let start = 0; start < 1_000_000; start += 250_000) {
      await handle.db.execute(sql`insert into analytics_events (day, path, visitor, entry, source)
        select current_date - (i % 30)::int, '/side-' || (i % 40), (i * 2654435761) % 9000000000, i % 3 = 0, case when i % 3 = 0 then 'google.com' else '' end
        from generate_series(${start + 1}::bigint, ${start + 250_000}::bigint) i`);
    }
    rows.push(...(await postLoad(handle.db, "no backup", 15_000)));
    let backupSeconds = 0;
    rows.push(
      ...(await postLoad(handle.db, "backup running", async () => {
        const started = performance.now();
        await writeBackupFile(handle.db, "pglite", path.join(work, "bench.backup"));
        backupSeconds = (performance.now() - started) / 1000;
      })),
    );
    rows.push({ measure: "backup (10,000 enquiries, 1,000,000 page views) under that load", value: `${backupSeconds.toFixed(1)} s` });
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}
