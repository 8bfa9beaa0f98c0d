import { defineConfig } from "vitest/config";
import { readBuildConfig } from "./app/config/build-config.ts";
import { articleChunks } from "./scripts/vite-article-chunks.ts";
import { testNodeFlags } from "./tests/support/node-flags.ts";
import { scaled, timeFactor } from "./tests/support/scaled.ts";
import WaitingFirstSequencer from "./tests/support/sequencer.ts";

const buildConfig = readBuildConfig(process.env);
// One load factor for the whole run (tests/support/scaled.ts): the workers and servers inherit it.
process.env.TEST_TIME_FACTOR ??= String(timeFactor());

export default defineConfig({
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfig) },
  plugins: [articleChunks()],
  test: {
    // Counts every test's assertions and prints the sum per project (issue 35: none may be lost).
    setupFiles: ["tests/support/count-assertions.ts"],
    reporters: ["default", "./tests/support/assertion-reporter.ts"],
    // expect.poll's own limit (1 s) scaled like every other limit: at load 30 a status the page
    // shows within a second on the quiet machine took longer (busy-calendar.test.ts failed there).
    expect: { poll: { timeout: scaled(1_000) } },
    // The files that mostly wait start first in their group (tests/support/sequencer.ts).
    sequence: { sequencer: WaitingFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
          environment: "node",
          // A cheap scrypt (2^10, refused outside NODE_ENV=test): hashing checks nothing here.
          env: { SCRYPT_COST: "10" },
          // Both cores (Vitest's default is cores − 1, so one worker on the 2-core machine): the unit
          // files run alone, before the group below: 17.3 → 11.6 s (2026-11-28, quiet machine).
          maxWorkers: 2,
          // The files of a worker share one module registry instead of importing everything again
          // per file: 12.7 → 4.9 s (23 → 8 CPU-s). A file that changes module state puts back what
          // it found (the source factsSourceNow() returned, set again after each test; vi.doMock and
          // vi.doUnmock around a block; ESLint refuses the hoisted vi.mock in test files).
          isolate: false,
          testTimeout: scaled(5_000),
          hookTimeout: scaled(10_000),
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/support/global-setup.ts"],
          env: { SCRYPT_COST: "10" },
          // One group with the end-to-end files (the same groupOrder, so Vitest asks for the same
          // maxWorkers): four workers on the two cores take integration and end-to-end files as they
          // come, so a file that waits (a stalling relay, a polled mailbox, a stopped database, a
          // browser's round trip to its server) leaves its core to another. Two → three workers:
          // npm test 638 → 562 s; three → four: the cores' idle time after the unit files
          // 49 → 17 core-s, Vitest 539–549 → 516 s (docs/benchmarks.md, »Suite: modules shared per
          // worker, four workers«).
          maxWorkers: 4,
          // As in the unit project, a worker's files share their modules (and PGlite's compiled
          // WebAssembly): the project alone 170 → 145 s, 313 → 263 CPU-s. No file here starts the
          // runtime (startServices sets process-wide state: the log level, the published facts);
          // those that need one start a server.
          isolate: false,
          // PGlite's WebAssembly compiled once, without tier-up (tests/support/node-flags.ts).
          execArgv: [...testNodeFlags],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 1 },
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(120_000),
          // One production server and one Chromium per file; the four workers of the group above.
          maxWorkers: 4,
          // The files share no module state (no mocks, no settings set in the process: the app runs
          // in the servers they start), so a worker keeps its imports from file to file instead of
          // a new process importing Playwright and the content again for each one.
          isolate: false,
        },
      },
    ],
  },
});
