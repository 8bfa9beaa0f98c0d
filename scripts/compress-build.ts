/**
 * Writes the brotli and gzip variants of every compressible built file beside it (`x.br`, `x.gz`),
 * which the server loads instead of compressing at start (server/static-files.ts). Run by the
 * build after `react-router build` (scripts/write-build-stamp.ts); the files go through libuv's
 * thread pool, so the ~290 files take a few seconds of wall time on two cores.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compress, variantSuffix, worthCompressing } from "../server/static-files.ts";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Compresses the files under `clientDir`; returns how many got variants. */
export async function compressBuild(clientDir: string): Promise<number> {
  const suffixes = Object.values(variantSuffix) as string[];
  const targets = walk(clientDir).filter((full) => !suffixes.some((suffix) => full.endsWith(suffix)) && worthCompressing(full, statSync(full).size));
  await Promise.all(
    targets.map(async (full) => {
      const { br, gzip } = await compress(readFileSync(full));
      writeFileSync(full + variantSuffix.br, br);
      writeFileSync(full + variantSuffix.gzip, gzip);
    }),
  );
  return targets.length;
}
