/** Shared start-up for the staff command-line tools: configuration, lock check, database. */
import { lockHolder } from "./data-dir-lock.server.ts";
import { openDatabase } from "./db.server.ts";
import { parseEnv } from "./env.server.ts";

export async function openForCli() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!env.DATABASE_URL) {
    const holder = lockHolder(env.DATA_DIR);
    if (holder) fail(`Serveren (proces ${holder}) har databasen i ${env.DATA_DIR} åben. Stop den først, eller sæt DATABASE_URL til en PostgreSQL-server.`);
  }
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
