/**
 * Creates a staff account for the admin inbox, or resets its password:
 *   echo -n 'lang-og-hemmelig-adgangskode' | npm run admin:create-user -- --email navn@firma.dk --password-stdin
 * The password is read from standard input (never from the command line, where it would end up in
 * the shell history) and must pass the staff password policy (passwordProblem in auth.server.ts:
 * at least 12 characters and not guessable: no blank, repeated, sequential or common passwords).
 * The first account (or any while no active owner exists) is an owner, who invites the others in
 * the browser (/admin/medarbejdere); `--owner` makes the account an owner in any case. A reset
 * here also re-enables a disabled account: the CLI is the way back in.
 */
import { parseArgs } from "node:util";
import { upsertStaffUser } from "../app/server/auth/auth.server.ts";
import { fail, openForCli } from "../app/server/platform/cli.server.ts";

const usage = "Brug: npm run admin:create-user -- --email <e-mail> --password-stdin [--owner]  (adgangskoden læses fra standard input)";
let values: { email?: string; "password-stdin"?: boolean; owner?: boolean };
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, "password-stdin": { type: "boolean" }, owner: { type: "boolean" } } }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\n${usage}`);
}
if (!values.email || !values["password-stdin"]) fail(usage);

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const password = Buffer.concat(chunks)
  .toString("utf8")
  .replace(/\r?\n$/, "");

const handle = await openForCli();
try {
  const result = await upsertStaffUser(handle.db, values.email, password, { owner: values.owner });
  process.stdout.write(
    result === "created"
      ? `Bruger oprettet: ${values.email.trim().toLowerCase()}\n`
      : `Adgangskode nulstillet for ${values.email.trim().toLowerCase()} (alle sessioner er logget ud)\n`,
  );
} catch (error) {
  await handle.close();
  fail(error instanceof Error ? error.message : String(error));
}
await handle.close();
