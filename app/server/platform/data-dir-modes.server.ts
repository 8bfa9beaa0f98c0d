/**
 * The embedded database's files are the server user's alone (docs/security.md, second review,
 * finding 3): PGlite creates its WAL and catalog files under the process umask, 0666 by default,
 * so another local user could read live invite links, personal data and password hashes. Every
 * process that opens DATA_DIR sets the umask to 0077 first (directories 0700, files 0600); the
 * files PGlite unpacks for a new database come with 0666 whatever the umask, so they are made
 * private right after it opens (`makePrivate`); and the server refuses to start on a DATA_DIR
 * where anything is open to other users.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Before DATA_DIR is created or opened. Not allowed in worker threads: there the parent set it. */
export function privateUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    /* a worker thread shares the process umask its parent set */
  }
}

/** Entries (directories and regular files) that a group or other users may read, write or enter. */
export function openToOthers(dir: string, limit = 5): Array<{ path: string; mode: string }> {
  const found: Array<{ path: string; mode: string }> = [];
  const visit = (entry: string) => {
    if (found.length >= limit) return;
    const stat = lstatSync(entry);
    if (!stat.isDirectory() && !stat.isFile()) return; // sockets and links are not data
    if (stat.mode & 0o077) found.push({ path: entry, mode: (stat.mode & 0o777).toString(8).padStart(4, "0") });
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/** Sets the umask, creates DATA_DIR 0700 if needed, and throws a clear Danish message when anything in it is open to others. */
export function checkPrivateDataDir(dataDir: string): void {
  privateUmask();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const open = openToOthers(path.resolve(dataDir));
  if (!open.length) return;
  const list = open.map((entry) => `  ${entry.path} (${entry.mode})`).join("\n");
  throw new Error(
    `DATA_DIR ${path.resolve(dataDir)} kan læses af andre brugere på maskinen, og serveren starter ikke sådan:\n${list}\n` +
      `Databasen indeholder personoplysninger og adgangskoders hashes. Ret det med: chmod -R go-rwx ${path.resolve(dataDir)}`,
  );
}

/** Directories 0700 and files 0600 under `dir` (a new PGlite database unpacks its files 0666). */
export function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}
