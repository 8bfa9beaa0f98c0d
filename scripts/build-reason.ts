/**
 * Whether the production build is missing or stale: no build, build-time configuration (SITE_URL,
 * brand) different from the one the build was made with, or sources whose content differs from
 * what the build was made from (a hash the build's last step writes, build/source-hash). Used by
 * `npm start`, `npm run screenshots` and the end-to-end suite's global setup.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readBuildConfig } from "../app/config/build-config.ts";

/** Everything a build is made from (conservatively: all of app/, server/ and scripts/, not only what the bundle imports). */
const SOURCES = [
  "app",
  "content",
  "public",
  "server",
  "scripts",
  "drizzle",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
/** Made by the build itself (gitignored) or never part of it. */
const SKIP = [/(^|\/)node_modules$/, /^public\/images\/generated$/, /\.test\.tsx?$/];

function files(source: string): string[] {
  if (SKIP.some((pattern) => pattern.test(source)) || !existsSync(source)) return [];
  if (!statSync(source).isDirectory()) return [source];
  return readdirSync(source)
    .sort()
    .flatMap((name) => files(path.posix.join(source, name)));
}

/** SHA-256 over the path and content of every source file, in a fixed order. */
export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((source) => files(source))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export const SOURCE_HASH_FILE = "build/source-hash";

export function buildReason(): string | null {
  const stamp = "build/build-config.json";
  if (!existsSync("build/server/index.js") || !existsSync(stamp) || !existsSync(SOURCE_HASH_FILE)) return "ingen build fundet";
  let wanted: ReturnType<typeof readBuildConfig>;
  try {
    wanted = readBuildConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (readFileSync(stamp, "utf8").trim() !== JSON.stringify(wanted, null, 2)) return "SITE_URL, brand eller opbevaringsperioder er ændret";
  if (readFileSync(SOURCE_HASH_FILE, "utf8").trim() !== sourceHash()) return "kildefiler er ændret siden sidste build";
  return null;
}
