/**
 * Creates several staff accounts in one process, in order, exactly as `npm run admin:create-user`
 * does for one (scripts/create-user.ts: openForCli, upsertStaffUser, the same "Bruger oprettet"
 * line per account). Run by staffDataDir (staff.ts) with the accounts as JSON on standard input:
 * each CLI start costs a Node start, the module imports and a PGlite open (~5 s of CPU on the
 * 2-core machine), so a file with three accounts pays that once instead of three times
 * (docs/benchmarks.md, "Suite: per-file cost"). The CLI itself stays tested where it is the subject
 * (tests/e2e/admin.test.ts, tests/e2e/security-auth.test.ts).
 */
import { upsertStaffUser } from "../../../app/server/auth/auth.server.ts";
import { fail, openForCli } from "../../../app/server/platform/cli.server.ts";

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const accounts = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { email: string; password: string }[];

const handle = await openForCli();
try {
  for (const account of accounts) {
    const result = await upsertStaffUser(handle.db, account.email, account.password);
    process.stdout.write(`${result === "created" ? "Bruger oprettet" : "Adgangskode nulstillet for"}: ${account.email.trim().toLowerCase()}\n`);
  }
} catch (error) {
  await handle.close();
  fail(error instanceof Error ? error.message : String(error));
}
await handle.close();
