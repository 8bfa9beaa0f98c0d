/**
 * `npm test`: unit and integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
 * then the end-to-end suite in Chromium against a fresh production build.
 */
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const result = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
