/**
 * `npm test`: unit and integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
 * then the end-to-end suite in Chromium against a production build (rebuilt when stale). When the
 * whole suite runs (no arguments; `npm test -- path/to/file.test.ts` skips it), `npm run lint`
 * (ESLint and Prettier's check, on the whole tree) runs beside the tests: it keeps one core busy
 * for ~20 s while the build before the end-to-end files uses the other. Its output is printed once
 * the tests are done, and either one failing fails the run.
 */
import { spawn, type ChildProcess } from "node:child_process";

const args = process.argv.slice(2);

function finished(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

let lint: { status: Promise<number>; output: Buffer[] } | undefined;
if (args.length === 0) {
  const child = spawn("npm", ["run", "lint"], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  const output: Buffer[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk));
  lint = { status: finished(child), output };
}
const tests = await finished(spawn("npx", ["vitest", "run", ...args], { stdio: "inherit", env: process.env }));
let lintStatus = 0;
if (lint) {
  lintStatus = await lint.status;
  process.stdout.write(Buffer.concat(lint.output));
  if (lintStatus !== 0) console.error("npm run lint fejlede (se ovenfor)");
}
process.exit(tests !== 0 ? tests : lintStatus);
