/**
 * The restore drill (README, "Backup og gendannelse"): `npm run backup` against a running server
 * on the embedded database while 20 clients post forms, `npm run restore` into a fresh DATA_DIR,
 * and a server on the restored directory has every enquiry acknowledged before the backup
 * started, with its notes and history, the staff accounts (their passwords work), and the content
 * the agency published in the admin (a job ad closed before the backup answers 410; issue 36).
 */
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listEnquiries, postForm, removeDir, runNode, startServer, type TestServer, migratedDataDir } from "./support/server.ts";
import { createAccount, logIn } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "drift@salgskraft.dk", password: "backup-drill-hest-batteri" };
const work = mkdtempSync(path.join(tmpdir(), "salgskraft-drill-"));
const sourceDir = path.join(work, "kilde");
const restoredDir = path.join(work, "gendannet");
const backupFile = path.join(work, "drill.backup");
let source: TestServer;
let restored: TestServer | undefined;

const run = (script: string, args: string[], env: Record<string, string>) => runNode([script, ...args], env);

const login = (server: TestServer) => logIn(server.url, owner);

const enquiry = (tag: string) => ({
  name: `Drill ${tag}`,
  email: `drill-${tag}@firma.dk`,
  phone: "12345678",
  interest: "business",
  message: `Henvendelse ${tag}`,
});

beforeAll(async () => {
  migratedDataDir(undefined, sourceDir);
  await createAccount(sourceDir, owner);
  source = await startServer({ FORM_RATE_LIMIT: "100000", BACKUP_DIR: path.join(work, "nat") }, sourceDir);
}, scaled(120_000));

afterAll(async () => {
  await source?.stop();
  await restored?.stop();
  removeDir(work);
});

describe("restore drill", () => {
  it(
    "backs up a server under form load and restores every acknowledged enquiry with its notes, history and accounts",
    async () => {
      // Three enquiries worked by staff before the load: a note and a status change each.
      const staff = await login(source);
      const worked: Array<{ id: string; note: string }> = [];
      for (const tag of ["a", "b", "c"]) expect((await postForm(`${source.url}/kontakt`, enquiry(`arbejdet-${tag}`))).status).toBe(200);
      const list = await (await fetch(`${source.url}/admin/contact-submissions`, { headers: { Cookie: staff.cookie } })).text();
      const ids = [...new Set([...list.matchAll(/\/admin\/contact-submissions\/([0-9a-f-]{36})/g)].map((m) => m[1]!))];
      expect(ids).toHaveLength(3);
      for (const id of ids) {
        const note = `Ringet op ${id.slice(0, 8)} – vil have et tilbud på æbler & pærer`;
        expect(
          (await postForm(`${source.url}/admin/contact-submissions/${id}`, { csrf: staff.csrf, intent: "note", note }, { Cookie: staff.cookie })).status,
        ).toBe(200);
        expect(
          (
            await postForm(
              `${source.url}/admin/contact-submissions/${id}`,
              { csrf: staff.csrf, intent: "status", status: "in_progress" },
              { Cookie: staff.cookie },
            )
          ).status,
        ).toBe(200);
        worked.push({ id, note });
      }

      // A published change: the owner closes the first job ad in /admin/indhold (issue 36).
      const jobList = await (await fetch(`${source.url}/admin/indhold/jobs`, { headers: { Cookie: staff.cookie } })).text();
      const [, slug, jobId] = /data-slug="([a-z0-9-]+)" data-id="(\d+)"/.exec(jobList)!;
      const jobPath = `/jobs/${slug}`;
      const editor = await (await fetch(`${source.url}/admin/indhold/jobs/${jobId}`, { headers: { Cookie: staff.cookie } })).text();
      const version = /name="version" value="(\d+)"/.exec(editor)![1]!;
      const closing = await postForm(`${source.url}/admin/indhold/jobs/${jobId}`, { csrf: staff.csrf, intent: "close", version }, { Cookie: staff.cookie });
      expect(closing.status).toBe(200);
      expect(await closing.text()).toContain("Jobbet er lukket.");

      // 20 clients post forms one after another until told to stop; each answer's time is recorded.
      const acknowledged: Array<{ email: string; at: number }> = [];
      let stop = false;
      const clients = Array.from({ length: 20 }, async (_, client) => {
        for (let i = 0; !stop; i++) {
          const fields = enquiry(`k${client}-${i}`);
          const response = await postForm(`${source.url}/kontakt`, fields);
          expect(response.status).toBe(200);
          acknowledged.push({ email: fields.email, at: Date.now() });
        }
      });
      // The backup starts once the clients are well under way (however slow the machine is).
      while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 50));
      const backupStarted = Date.now();
      const backup = await run("scripts/backup.ts", [backupFile], { DATA_DIR: sourceDir });
      // And they go on posting for a moment after it.
      const after = acknowledged.length;
      while (acknowledged.length < after + 20) await new Promise((resolve) => setTimeout(resolve, 50));
      stop = true;
      await Promise.all(clients);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain("læst fra den kørende server");
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
      const before = acknowledged.filter((a) => a.at < backupStarted);
      expect(before.length, "clients were posting when the backup started").toBeGreaterThanOrEqual(40);
      expect(acknowledged.length, "and went on posting while it ran").toBeGreaterThan(before.length);

      // The owner sees the backup in the admin. The first backup on record makes the server take
      // the night it has no backup for at its job's next tick; at load 30 that nightly run was
      // still »I gang« here, so the page is read until the latest run has its result.
      const auditUntil = Date.now() + scaled(30_000);
      let audit: string;
      while (
        !(audit = await (await fetch(`${source.url}/admin/historik`, { headers: { Cookie: staff.cookie } })).text()).includes('data-backup-result="ok"') &&
        Date.now() < auditUntil
      )
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(audit).toContain('data-backup-result="ok"');

      const restore = await run("scripts/restore.ts", [backupFile, "--to", restoredDir], {});
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/Gendannet .* i DATA_DIR .*gendannet.*antal rækker og tjeksummer passer/);
      expect(restore.stdout).toMatch(/henvendelser\s+[\d.]+/);

      const emails = new Set(listEnquiries({ DATA_DIR: restoredDir }).map((row) => row.email as string));
      const missing = before.filter((a) => !emails.has(a.email));
      expect(missing, "every enquiry acknowledged before the backup started is restored").toEqual([]);

      restored = await startServer({}, restoredDir);
      const again = await login(restored);
      for (const { id, note } of worked) {
        const page = await (await fetch(`${restored.url}/admin/contact-submissions/${id}`, { headers: { Cookie: again.cookie } })).text();
        expect(page).toContain(note.replace("&", "&amp;"));
        expect(page).toContain("I gang");
        expect(page).toContain("Status ændret fra Ny til I gang");
      }
      // The closed job stays closed: its page answers 410 (once the restored server has rendered its content).
      const deadline = Date.now() + scaled(30_000);
      let status = 0;
      while ((status = (await fetch(`${restored.url}${jobPath}`)).status) !== 410 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(status, `${jobPath} after the restore`).toBe(410);
      const contentList = await (await fetch(`${restored.url}/admin/indhold/jobs`, { headers: { Cookie: again.cookie } })).text();
      expect(contentList).toMatch(/[Ll]ukket/);
    },
    scaled(240_000),
  );
});
