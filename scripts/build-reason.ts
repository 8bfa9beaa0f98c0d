/**
 * Whether the production build is missing or stale: no build, build-time configuration (SITE_URL,
 * brand) different from the one the build was made with, or a source file newer than the build.
 * Used by `npm start` and `npm run screenshots`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readBuildConfig } from "../app/config/build-config.ts";

/** The newest modification time of a file, or of any file under a directory. */
function newestMtime(source: string): number {
  if (!statSync(source).isDirectory()) return statSync(source).mtimeMs;
  const dir = source;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildReason(): string | null {
  const stamp = "build/build-config.json";
  if (!existsSync("build/server/index.js") || !existsSync(stamp)) return "ingen build fundet";
  let wanted: ReturnType<typeof readBuildConfig>;
  try {
    wanted = readBuildConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (readFileSync(stamp, "utf8").trim() !== JSON.stringify(wanted, null, 2)) return "SITE_URL, brand eller opbevaringsperioder er ændret";
  const built = statSync(stamp).mtimeMs;
  // server/app.ts is the server bundle's entry (vite.config.ts): built, not run from source.
  const sources = ["app", "content", "public", "server/app.ts"].filter((source) => existsSync(source));
  if (sources.some((source) => newestMtime(source) > built)) return "kildefiler er ændret siden sidste build";
  return null;
}

