/**
 * PGlite may be opened by one process at a time. The server records its pid in DATA_DIR while it
 * runs, and the staff CLI refuses to open the same directory under it (with a Danish message
 * saying what to do) instead of corrupting the database.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const lockFile = (dataDir: string) => path.resolve(dataDir, "server.pid");

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of another live process holding the directory, or null. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), "utf8").trim());
    return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDir(dataDir: string): void {
  const holder = lockHolder(dataDir);
  if (holder) throw new Error(`Databasen i ${dataDir} bruges allerede af proces ${holder}. Stop den først, eller brug DATABASE_URL.`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
}

export function releaseDataDir(dataDir: string): void {
  try {
    if (readFileSync(lockFile(dataDir), "utf8").trim() === String(process.pid)) rmSync(lockFile(dataDir));
  } catch {
    /* already gone */
  }
}
