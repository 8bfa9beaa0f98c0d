/**
 * `npm test`: unit and integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
 * then the end-to-end suite in Chromium against a production build (rebuilt when stale). `npm run lint`
 * first (ESLint and Prettier's check, on the whole tree) when the whole suite runs (no arguments:
 * `npm test -- path/to/file.test.ts` skips it).
 */
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
if (args.length === 0) {
  const lint = spawnSync("npm", ["run", "lint"], { stdio: "inherit", env: process.env });
  if (lint.status !== 0) process.exit(lint.status ?? 1);
}
const result = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
