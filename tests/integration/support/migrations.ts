/** The repository's migrations, and a copy of them cut before one, for the upgrade tests (`*-migration.test.ts`). */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const MIGRATIONS = path.resolve("drizzle");

/** A copy of drizzle/ holding only the migrations before `tag` (which must exist and not be the first); the caller removes it. */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 1) throw new Error(`Migrationen ${tag} findes ikke i drizzle/meta/_journal.json, eller den er den første`);
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-migrations-"));
  mkdirSync(path.join(dir, "meta"));
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}
