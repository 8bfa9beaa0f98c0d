/**
 * V8 flags for the Node processes the suite runs: the integration workers (vitest.config.ts) and
 * the servers and CLIs the tests start. `--liftoff-only` compiles WebAssembly (PGlite's Postgres,
 * ~10 MB) with V8's baseline compiler only, without the optimizing tier-up that a process living
 * seconds never earns back: a CLI on a new data directory 3.6 → 2.8 CPU-s, the integration suite
 * 352 → 305 CPU-s (docs/benchmarks.md, »Suite: a kept tab, PGlite's WebAssembly compiled once,
 * and the headless shell«). Only the compiler tier changes, not what the code does; `npm start` runs without it.
 */
export const testNodeFlags = ["--liftoff-only"] as const;
