/**
 * Backup, restore and db:move (app/server/backup/) on both engines: every table comes
 * back byte for byte (checksums), on the same engine and across engines; bad files and bad
 * targets are refused in Danish and leave the target empty; the nightly job runs on a clock the
 * test controls.
 */
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupStatus, nightlyBackups, nightSlot } from "../../app/server/backup/runs.server.ts";
import {
  BackupError,
  migrations,
  NOT_BACKED_UP,
  readBackupFile,
  tableChecksum,
  writeBackupFile,
  type Manifest,
} from "../../app/server/backup/format.server.ts";
import { restoreBackup, type RestoreTarget } from "../../app/server/backup/restore.server.ts";
import { openDatabase, resultRows, type Db } from "../../app/server/platform/db.server.ts";
import * as schema from "../../app/server/schema.server.ts";
import { createScratchDatabase, engines } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";
import { testNodeFlags } from "../support/node-flags.ts";

const pgBase = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), "salgskraft-backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const tmp = (name: string) => path.join(work, `${randomBytes(4).toString("hex")}-${name}`);

/** An empty PostgreSQL database of its own (dropped after the file). */
const dropDatabases: (() => Promise<void>)[] = [];
async function emptyPostgres(): Promise<string> {
  const scratch = await createScratchDatabase(pgBase!, "salgskraft_backup");
  dropDatabases.push(scratch.drop);
  return scratch.url;
}
afterAll(async () => {
  for (const drop of dropDatabases) await drop();
});

/**
 * One or more rows in every table, with the values that break naive dumps: quotes, backslashes,
 * tabs, newlines, æøå and emoji, JSON, nulls, big numbers. A table added to the schema without a
 * row here fails "every table is in the backup".
 */
async function seed(db: Db) {
  const owner = "11111111-1111-4111-8111-111111111111";
  const staff = "22222222-2222-4222-8222-222222222222";
  const enquiry = "33333333-3333-4333-8333-333333333333";
  const tricky = 'Søren "Sø" O\'Brien\\backslash\ttab\nny linje æøå ÆØÅ 🚀';
  await db.execute(
    sql`insert into staff_users (id, email, display_name, password_hash, role) values (${owner}, 'ejer@example.dk', 'Ejer', 'scrypt$x', 'owner'), (${staff}, 'kollega@example.dk', 'Kollega Ø', '!', 'staff')`,
  );
  await db.execute(
    sql`insert into staff_invites (token_hash, user_id, purpose, created_by, expires_at) values ('abc', ${staff}, 'invite', ${owner}, now() + interval '2 days')`,
  );
  await db.execute(sql`insert into contact_submissions (id, name, email, phone, company, interest, message, kind, source, extra, dedupe_key, assigned_to, attribution)
    values (${enquiry}, ${tricky}, 'a@example.dk', '+45 12 34 56 78', 'Firma A/S', 'business', ${tricky}, 'quote', '/kontakt', ${JSON.stringify({ budget: "50.000 kr.", nested: { a: [1, 2, "\\"] } })}::jsonb, 'dedupe-1', ${staff}, ${JSON.stringify({ scope: "page", landingPage: "/", referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, gclid: false, fbclid: false })}::jsonb)`);
  await db.execute(
    sql`insert into contact_submissions (name, email, kind, source, dedupe_key, subscription) select 'Person ' || i, 'p' || i || '@example.dk', 'newsletter', '/blog', 'dedupe-n-' || i, 'confirmed' from generate_series(1, 50) i`,
  );
  await db.execute(sql`insert into enquiry_notes (submission_id, author_id, body) values (${enquiry}, ${owner}, ${tricky})`);
  await db.execute(
    sql`insert into enquiry_history (submission_id, actor_id, action, detail) values (${enquiry}, null, 'created', '{}'), (${enquiry}, ${owner}, 'status', '{"from":"new","to":"in_progress"}'), (${enquiry}, ${owner}, 'note', '{}')`,
  );
  await db.execute(
    sql`insert into outbox (submission_id, recipient, subject, body, reply_to, headers) values (${enquiry}, 'kontakt@example.dk', 'Ny henvendelse', ${tricky}, 'a@example.dk', '{"List-Unsubscribe":"<https://x>"}')`,
  );
  await db.execute(sql`insert into sessions (id, user_id, csrf_token, expires_at) values ('sess-hash', ${owner}, 'csrf', now() + interval '8 hours')`);
  await db.execute(sql`insert into rate_limits (key, window_start, count) values ('form:1.2.3.4', now(), 3)`);
  await db.execute(sql`insert into login_failures (key, failures, locked_until) values ('login:ejer', 2, null)`);
  await db.execute(
    sql`insert into analytics_events (day, path, visitor, entry, source) select date '2026-11-01' + (i % 20), '/side-' || (i % 7), (i::bigint * 9007199254740) % 9223372036854775807, i % 4 = 0, case when i % 4 = 0 then 'google' else '' end from generate_series(1, 2000) i`,
  );
  await db.execute(
    sql`insert into analytics_events (day, path, visitor, entry) values ('2026-11-02', '/side-1', 42, false), ('2026-11-02', '/side-1', 42, false)`,
  );
  await db.execute(sql`insert into analytics_daily values ('2026-10-01', '/', 'google', 'cpc', 'vinter', 10, 5, 2, 2)`);
  await db.execute(sql`insert into analytics_daily_pages values ('2026-10-01', '/', 10, 5, 2, 2)`);
  await db.execute(sql`insert into analytics_daily_totals values ('2026-10-01', 5, 10, '2026-10-02T03:00:00Z')`);
  await db.execute(sql`insert into app_settings (key, value) values ('reply_hours', '24'), ('signature', ${JSON.stringify({ text: tricky })}::jsonb)`);
  await db.execute(
    sql`insert into admin_drafts (token_hash, path, fields) values ('draft-hash', '/admin/contact-submissions/x', ${JSON.stringify({ note: tricky })}::jsonb)`,
  );
  const booking = "44444444-4444-4444-8444-444444444444";
  await db.execute(sql`insert into meeting_settings (id, lengths, video_url) values (1, '[20,45]', 'https://møde.example.dk/rum?a=1&b=2')`);
  await db.execute(sql`insert into meeting_hosts (staff_id, topics) values (${staff}, '["telemarketing"]')`);
  await db.execute(sql`insert into staff_availability (staff_id, weekday, start_minute, end_minute) values (${staff}, 1, 540, 960), (${staff}, 2, 540, 960)`);
  await db.execute(sql`insert into staff_days_off (staff_id, day) values (${staff}, '2026-12-24')`);
  await db.execute(
    sql`insert into bookings (id, submission_id, staff_id, topic, length_minutes, buffer_minutes, starts_at, ends_at) values (${booking}, ${enquiry}, ${staff}, 'telemarketing', 20, 15, '2026-12-01T09:00:00Z', '2026-12-01T09:20:00Z')`,
  );
  await db.execute(
    sql`insert into booking_claims (staff_id, tick, booking_id) select ${staff}, timestamptz '2026-12-01T09:00:00Z' + (i * interval '5 minutes'), ${booking} from generate_series(0, 6) i`,
  );
  // Issue 26: contacts (made by the insert trigger), a merge, a follow-up and a morning mail's claim.
  await db.execute(sql`insert into contacts (id) values ('55555555-5555-4555-8555-555555555555')`);
  await db.execute(
    sql`insert into contact_merges (target_id, source_id, submission_ids, actor_id) select contact_id, '55555555-5555-4555-8555-555555555555', '[]'::jsonb, ${owner} from contact_submissions where id = ${enquiry}`,
  );
  await db.execute(sql`insert into follow_ups (submission_id, due_at, what, created_by) values (${enquiry}, '2026-12-01T09:00:00Z', ${tricky}, ${owner})`);
  await db.execute(sql`insert into follow_up_digests (staff_id, day, items) values (${owner}, '2026-12-01', 1)`);
  // Issue 36: an uploaded photo (every byte value in its source and a file), the earlier one it replaced (kept to restore) and a case's consent.
  const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
  await db.execute(
    sql`insert into content_images (id, kind, subject, hash, alt, source_type, source, width, height, created_by, current) values (6, 'person', 'jonas-friis', ${"cd".repeat(32)}, ${tricky}, 'png', ${bytes}, 800, 1000, ${owner}, false)`,
  );
  await db.execute(sql`insert into content_image_files (image_id, name, content_type, body) values (6, 'square-64.jpg', 'image/jpeg', ${bytes})`);
  await db.execute(
    sql`insert into content_images (id, kind, subject, hash, alt, source_type, source, width, height, created_by) values (7, 'person', 'jonas-friis', ${"ab".repeat(32)}, ${tricky}, 'jpeg', ${bytes}, 800, 1000, ${owner})`,
  );
  await db.execute(sql`insert into content_image_files (image_id, name, content_type, body) values (7, 'square-64.jpg', 'image/jpeg', ${bytes})`);
  await db.execute(sql`insert into content_case_clients (case_id, named, name, updated_by) values ('saas-hr', true, ${tricky}, ${owner})`);
  // Replies by mail and outgoing webhooks (issue 26): a reply and an answer, the mailbox's bookmark, a webhook and a delivery.
  await db.execute(
    sql`insert into enquiry_messages (submission_id, direction, message_id, author_id, signed_as, subject, body) values (${enquiry}, 'out', '<svar.1@salgskraft.dk>', ${owner}, 'Ejer Ø', 'Sv: Henvendelse', ${tricky})`,
  );
  await db.execute(
    sql`insert into enquiry_messages (submission_id, direction, match, message_id, from_address, subject, body) values (${enquiry}, 'in', 'thread', '<kunde.1@example.dk>', 'kunde@example.dk', 'Sv: Sv: Henvendelse', ${tricky})`,
  );
  await db.execute(sql`insert into mailbox_state (id, uid_validity, last_uid) values (1, 1700000000, 42)`);
  const webhook = "66666666-6666-4666-8666-666666666666";
  await db.execute(
    sql`insert into outgoing_webhooks (id, url, secret, events, created_by) values (${webhook}, 'https://crm.example.dk/hook', 'krypteret', '["enquiry.created"]', ${owner})`,
  );
  await db.execute(
    sql`insert into webhook_deliveries (webhook_id, event_id, event, submission_id, payload) values (${webhook}, '77777777-7777-4777-8777-777777777777', 'enquiry.created', ${enquiry}, ${JSON.stringify({ text: tricky })}::jsonb)`,
  );
  // The job runner's daily slots (issue 35) and an import waiting for its columns (issue 37). The content
  // tables have rows already: every test database starts with the nine jobs seeded.
  await db.execute(sql`insert into job_runs (name, done_slot, failures, last_error) values ('backup', '2026-12-01T02:00:00Z', 1, ${tricky})`);
  await db.execute(
    sql`insert into lead_imports (created_by, file_name, header, rows) values (${owner}, 'liste æøå.csv', '["Navn","E-mail"]', ${JSON.stringify([[tricky, "x@example.dk"]])}::jsonb)`,
  );
  // Each person's own calendar (issue 37, item 8): the feed (its address stored encrypted) and a busy time.
  await db.execute(
    sql`insert into calendar_feeds (staff_id, url, host, last_error, busy_count) values (${staff}, 'krypteret', 'calendar.google.com', ${tricky}, 1)`,
  );
  await db.execute(sql`insert into calendar_busy (staff_id, starts_at, ends_at) values (${staff}, '2026-12-02T09:00:00Z', '2026-12-02T10:00:00Z')`);
  // The pipeline's stages (issue 37, item 7) have rows from their migration; the enquiry moves to one with a close date.
  await db.execute(
    sql`update contact_submissions set stage_id = (select id from pipeline_stages order by position desc limit 1), expected_close_date = '2027-01-29' where id = ${enquiry}`,
  );
  return { owner, enquiry, tricky };
}

async function manifestOf(db: Db, engine: "pglite" | "postgres"): Promise<Manifest> {
  return (await writeBackupFile(db, engine, tmp("check.backup"))).manifest;
}

const dataDirTarget = (): RestoreTarget => ({ dataDir: tmp("data") });

for (const engine of engines()) {
  describe(`backup and restore from ${engine.name}`, () => {
    let source: Awaited<ReturnType<typeof engine.open>>;
    let file: string;
    let manifest: Manifest;
    let seeded: Awaited<ReturnType<typeof seed>>;

    beforeAll(async () => {
      source = await engine.open();
      seeded = await seed(source.db);
      file = tmp("source.backup");
      ({ manifest } = await writeBackupFile(source.db, engine.name, file));
    });
    afterAll(() => source.close());

    it("writes one file, readable by its owner only, with a manifest of the schema version, rows, checksums and time", async () => {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const { manifest: read } = await readBackupFile(file);
      expect(read).toEqual(manifest);
      expect(manifest.schema.migration).toBe(migrations().at(-1)!.tag);
      expect(manifest.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.now() - new Date(manifest.createdAt).getTime()).toBeLessThan(60_000);
      expect(manifest.tables.find((t) => t.name === "contact_submissions")!.rows).toBe(51);
      expect(manifest.tables.find((t) => t.name === "analytics_events")!.rows).toBe(2002);
    });

    it("every table of the schema is in the backup, with rows (a new table needs a row in this test's seed)", () => {
      const drizzleTables = Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table as PgTable));
      const inBackup = manifest.tables.map((t) => t.name);
      for (const name of drizzleTables) {
        if (NOT_BACKED_UP.includes(name)) continue;
        expect(inBackup, `tabellen ${name} mangler i backuppen`).toContain(name);
      }
      for (const table of manifest.tables) expect(table.rows, `tabellen ${table.name} har ingen rækker i testens seed()`).toBeGreaterThan(0);
      // Parents before children: an enquiry before its notes, an account before its sessions.
      expect(inBackup.indexOf("staff_users")).toBeLessThan(inBackup.indexOf("contact_submissions"));
      expect(inBackup.indexOf("contact_submissions")).toBeLessThan(inBackup.indexOf("enquiry_notes"));
    });

    const targets: Array<[string, () => Promise<RestoreTarget>]> = [["PGlite", async () => dataDirTarget()]];
    if (pgBase) targets.push(["PostgreSQL", async () => ({ databaseUrl: await emptyPostgres() })]);
    for (const [label, makeTarget] of targets) {
      it(`restores into an empty ${label}: every table identical, sequences continue`, async () => {
        const target = await makeTarget();
        const report = await restoreBackup(file, target);
        expect(report.rows).toBe(manifest.tables.reduce((sum, t) => sum + t.rows, 0));
        // The server's user alone, like the server keeps DATA_DIR.
        if ("dataDir" in target) {
          expect(statSync(target.dataDir).mode & 0o777).toBe(0o700);
          const loose = readdirSync(path.join(target.dataDir, "pglite"), { recursive: true, withFileTypes: true }).filter(
            (entry) => entry.isFile() && (statSync(path.join(entry.parentPath, entry.name)).mode & 0o077) !== 0,
          );
          expect(loose.map((entry) => entry.name)).toEqual([]);
        }
        const handle = await openDatabase("dataDir" in target ? { dataDir: target.dataDir } : { databaseUrl: target.databaseUrl });
        try {
          const again = await manifestOf(handle.db, handle.engine);
          expect(again.tables).toEqual(manifest.tables);
          const [note] = resultRows<{ body: string }>(await handle.db.execute(sql`select body from enquiry_notes where submission_id = ${seeded.enquiry}`));
          expect(note!.body).toBe(seeded.tricky);
          const [history] = resultRows<{ max: string }>(await handle.db.execute(sql`select max(id)::text as max from enquiry_history`));
          const [inserted] = resultRows<{ id: string }>(
            await handle.db.execute(sql`insert into enquiry_history (action) values ('created') returning id::text as id`),
          );
          expect(BigInt(inserted!.id)).toBeGreaterThan(BigInt(history!.max));
        } finally {
          await handle.close();
        }
      });
    }

    it("refuses a target that has rows, unless forced", async () => {
      const target = dataDirTarget();
      await restoreBackup(file, target);
      await expect(restoreBackup(file, target)).rejects.toThrow(
        /er ikke tom \(henvendelser: 51, noter: 1, historikposter: 3 m\.m\.\)\. Gendan i en tom database eller mappe, eller brug --force/,
      );
      const forced = await restoreBackup(file, target, { force: true });
      expect(forced.rows).toBe(report(manifest));
    });
  });
}

const report = (manifest: Manifest) => manifest.tables.reduce((sum, t) => sum + t.rows, 0);

/** The backup's two parts, to build damaged files from. */
function parts(file: string): { manifest: Manifest; data: Buffer } {
  const all = gunzipSync(readFileSync(file));
  const end = all.indexOf(10);
  return { manifest: JSON.parse(all.subarray(0, end).toString()), data: all.subarray(end + 1) };
}
function assemble(manifest: Manifest, data: Buffer): string {
  const out = tmp("crafted.backup");
  writeFileSync(out, Buffer.concat([gzipSync(`${JSON.stringify(manifest)}\n`), gzipSync(data)]), { mode: 0o600 });
  return out;
}

describe("bad backups and bad targets", () => {
  let good: string;
  let source: Awaited<ReturnType<ReturnType<typeof engines>[number]["open"]>>;
  beforeAll(async () => {
    source = await engines()[0]!.open();
    await seed(source.db);
    good = tmp("good.backup");
    await writeBackupFile(source.db, "pglite", good);
  });
  afterAll(() => source.close());

  async function refused(file: string, message: RegExp, target: RestoreTarget = dataDirTarget()) {
    const error = await restoreBackup(file, target).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(message);
    if ("dataDir" in target) expect(existsSync(path.join(target.dataDir, "pglite")), "a failed restore leaves no database behind").toBe(false);
  }

  it("a truncated file", async () => {
    const bytes = readFileSync(good);
    const cut = tmp("cut.backup");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await refused(cut, /er beskadiget eller ufuldstændig \(filen slutter for tidligt\)\. Der er ikke ændret noget/);
  });

  it("a tampered file (one changed letter)", async () => {
    const { manifest, data } = parts(good);
    const text = data.toString("latin1").replace("kollega@example.dk", "kollegA@example.dk");
    await refused(assemble(manifest, Buffer.from(text, "latin1")), /er beskadiget eller ufuldstændig \(tjeksummen passer ikke\)/);
  });

  it("a file that is not a backup", async () => {
    const other = tmp("other.backup");
    writeFileSync(other, "navn;email\nSøren;s@example.dk\n");
    await refused(other, /er ikke en backup fra Salgskraft/);
  });

  it("a backup from a newer schema version", async () => {
    const { manifest, data } = parts(good);
    const latest = migrations().at(-1)!;
    await refused(
      assemble({ ...manifest, schema: { index: latest.index + 1, migration: `${String(latest.index + 1).padStart(4, "0")}_fremtiden` } }, data),
      /fra en nyere version af programmet \(databaseversion \d{4}_fremtiden\).*Opdater programmet/,
    );
  });

  it("a file whose rows the database refuses is rolled back whole: the target stays empty", async () => {
    // Checksums made to match, so only the database can notice: an enquiry with a status that does not exist.
    const { manifest, data } = parts(good);
    const text = data.toString("utf8");
    const header = text.split("\n").findIndex((line) => line.startsWith('{"table":"contact_submissions"'));
    const lines = text.split("\n");
    const columns = (JSON.parse(lines[header]!) as { columns: string[] }).columns;
    const statusAt = columns.indexOf("status");
    const row = lines[header + 1]!.split("\t");
    row[statusAt] = "ukendt";
    lines[header + 1] = row.join("\t");
    // Recompute the section's byte count and checksum, the table's manifest entry and the SHA-256.
    const sections = lines.join("\n");
    const rebuilt: Buffer[] = [];
    let offset = 0;
    const buf = Buffer.from(sections);
    const tables = [...manifest.tables];
    while (offset < buf.length) {
      const end = buf.indexOf(10, offset);
      const head = JSON.parse(buf.subarray(offset, end).toString()) as Record<string, unknown> & { bytes: number };
      let body = buf.subarray(end + 1, end + 1 + head.bytes);
      if (head.table === "contact_submissions") {
        body = buf.subarray(end + 1, end + 1 + head.bytes + ("ukendt".length - "new".length));
        const sum = tableChecksum(body);
        head.bytes = body.length;
        head.checksum = sum.checksum;
        tables[tables.findIndex((t) => t.name === "contact_submissions")] = {
          ...tables.find((t) => t.name === "contact_submissions")!,
          checksum: sum.checksum,
        };
      }
      rebuilt.push(Buffer.from(`${JSON.stringify(head)}\n`), body);
      offset = end + 1 + body.length;
    }
    const newData = Buffer.concat(rebuilt);
    const crafted = assemble({ ...manifest, tables, dataBytes: newData.length, sha256: createHash("sha256").update(newData).digest("hex") }, newData);
    await refused(crafted, /Tabellen contact_submissions kunne ikke indlæses .*Der er ikke ændret noget/);
    if (pgBase) {
      const url = await emptyPostgres();
      await refused(crafted, /Tabellen contact_submissions kunne ikke indlæses/, { databaseUrl: url });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`);
      await client.end();
      expect(rows[0].n, "no tables left behind in PostgreSQL").toBe(0);
    }
  });

  it("a PostgreSQL that cannot be reached, or does not exist", async () => {
    await refused(
      good,
      /Kan ikke forbinde til PostgreSQL postgres:\/\/postgres@127\.0\.0\.1:1\/nowhere \(ECONNREFUSED\)\. Tjek adressen, og at PostgreSQL kører\. Der er ikke ændret noget\./,
      { databaseUrl: "postgres://postgres@127.0.0.1:1/nowhere" },
    );
    if (pgBase) {
      const url = new URL(pgBase);
      url.pathname = "/findes_ikke_endnu";
      url.password = "";
      await refused(good, /findes ikke\. Opret den først \(createdb\)/, { databaseUrl: url.toString() });
    }
  });

  it.runIf(pgBase)("a PostgreSQL that holds data", async () => {
    const url = await emptyPostgres();
    await restoreBackup(good, { databaseUrl: url });
    await refused(good, /PostgreSQL postgres:\/\/.* er ikke tom \(henvendelser: 51/, { databaseUrl: url });
  });
});

describe.runIf(pgBase)("npm run db:move", () => {
  it(
    "moves the embedded database into an empty PostgreSQL and back, checked, and prints the line to set",
    async () => {
      const source = await engines()[0]!.open();
      const file = tmp("move-source.backup");
      let manifest: Manifest;
      try {
        await seed(source.db);
        ({ manifest } = await writeBackupFile(source.db, "pglite", file));
      } finally {
        await source.close();
      }
      const dataDir = tmp("move-data");
      await restoreBackup(file, { dataDir });
      const cli = (env: Record<string, string>, to: string) => {
        const clean = { ...process.env };
        delete clean.DATABASE_URL;
        // The CLI runs as development, which refuses the test run's low SCRYPT_COST.
        delete clean.SCRYPT_COST;
        return spawnSync(process.execPath, [...testNodeFlags, "scripts/db-move.ts", "--to", to], { env: { ...clean, ...env }, encoding: "utf8" });
      };

      const url = await emptyPostgres();
      const there = cli({ DATA_DIR: dataDir }, url);
      expect(there.status, there.stderr).toBe(0);
      expect(there.stdout).toMatch(/antal rækker og tjeksummer passer i hver tabel/);
      expect(there.stdout).toContain(`\nDATABASE_URL=${url}\n`);
      const again = cli({ DATA_DIR: dataDir }, url);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/er ikke tom \(henvendelser: 51.*\)\. Flyt til en tom database eller mappe\. Der er ikke ændret noget\./);
      const unreachable = cli({ DATA_DIR: dataDir }, "postgres://postgres@127.0.0.1:1/salgskraft");
      expect(unreachable.status).toBe(1);
      expect(unreachable.stderr).toMatch(/^Kan ikke forbinde til PostgreSQL .*\(ECONNREFUSED\)/);

      const backDir = tmp("move-back");
      const back = cli({ DATABASE_URL: url }, backDir);
      expect(back.status, back.stderr).toBe(0);
      expect(back.stdout).toContain(`\nDATA_DIR=${backDir}\n`);
      const handle = await openDatabase({ dataDir: backDir });
      try {
        expect((await manifestOf(handle.db, handle.engine)).tables).toEqual(manifest.tables);
      } finally {
        await handle.close();
      }
    },
    scaled(240_000),
  );
});

describe("nightly backup (a clock the test controls)", () => {
  let source: Awaited<ReturnType<ReturnType<typeof engines>[number]["open"]>>;
  beforeAll(async () => {
    source = await engines()[0]!.open();
    await seed(source.db);
  });
  afterAll(() => source.close());

  it("the night is 03:00 in Copenhagen, winter and summer", () => {
    expect(nightSlot(new Date("2026-11-25T02:30:00Z")).toISOString()).toBe("2026-11-25T02:00:00.000Z");
    expect(nightSlot(new Date("2026-11-25T01:59:00Z")).toISOString()).toBe("2026-11-24T02:00:00.000Z");
    expect(nightSlot(new Date("2026-07-01T12:00:00Z")).toISOString()).toBe("2026-07-01T01:00:00.000Z");
  });

  it("takes one backup a night, keeps the last N, and tells the owner when it is late or failed", async () => {
    const dir = tmp("nightly");
    let now = new Date("2026-11-24T10:00:00Z");
    const job = nightlyBackups(source.db, "pglite", { dir, keep: 3 }, () => now);
    const files = () => (existsSync(dir) ? readdirSync(dir).sort() : []);

    now = new Date("2026-11-24T22:00:00Z");
    expect(await job.tick(), "a fresh installation waits for its first night").toBeNull();
    expect((await backupStatus(source.db, now)).latest).toBeNull();

    now = new Date("2026-11-25T02:05:00Z");
    const first = await job.tick();
    expect(first?.file).toBe(path.join(dir, "salgskraft-nat-2026-11-25T02-05-00Z.backup"));
    expect(statSync(first!.file).mode & 0o777).toBe(0o600);
    now = new Date("2026-11-25T04:00:00Z");
    expect(await job.tick(), "one per night").toBeNull();
    const status = await backupStatus(source.db, now);
    expect(status.latest).toMatchObject({ kind: "nightly", ok: true, file: first!.file, bytes: statSync(first!.file).size });
    expect(status.warning).toBeNull();

    for (const day of ["26", "27", "28", "29"]) {
      now = new Date(`2026-11-${day}T02:01:00Z`);
      expect(await job.tick()).not.toBeNull();
    }
    expect(files()).toEqual([
      "salgskraft-nat-2026-11-27T02-01-00Z.backup",
      "salgskraft-nat-2026-11-28T02-01-00Z.backup",
      "salgskraft-nat-2026-11-29T02-01-00Z.backup",
    ]);
    const restored = await restoreBackup(path.join(dir, files().at(-1)!), dataDirTarget());
    expect(restored.tables.find((t) => t.name === "contact_submissions")!.rows).toBe(51);

    // The server was down for two nights: after 36 hours the owner is warned; when it runs again it catches up.
    now = new Date("2026-11-30T14:00:00Z");
    expect((await backupStatus(source.db, now)).warning).toBeNull();
    now = new Date("2026-11-30T14:02:00Z");
    expect((await backupStatus(source.db, now)).warning).toMatch(/^Den seneste backup er fra .*, mere end 36 timer siden\./);
    expect(await job.tick()).not.toBeNull();
    expect((await backupStatus(source.db, now)).warning).toBeNull();

    // BACKUP_DIR cannot be written (here: a file stands where the directory should be).
    const blocked = tmp("blocked");
    writeFileSync(blocked, "");
    const failing = nightlyBackups(source.db, "pglite", { dir: blocked, keep: 3 }, () => now);
    now = new Date("2026-12-01T02:10:00Z");
    await expect(failing.tick()).rejects.toThrow();
    const failed = await backupStatus(source.db, now);
    expect(failed.latest).toMatchObject({ ok: false });
    expect(failed.warning).toMatch(/^Den seneste backup \(.*\) mislykkedes/);
  });
});
