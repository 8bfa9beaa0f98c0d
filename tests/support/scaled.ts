/**
 * Time limits that scale with the machine's load: a run beside other work must pass, only slower
 * (issue 35). The factor is TEST_TIME_FACTOR when set, else the 1-minute load average per core at
 * start (at least 1, at most 20): on a 2-core machine at load 30, limits are 15 times the quiet ones.
 * vitest.config.ts scales its test and hook timeouts with the same factor.
 */
import { availableParallelism, loadavg } from "node:os";

export function timeFactor(env: Record<string, string | undefined> = process.env): number {
  const set = Number(env.TEST_TIME_FACTOR);
  if (Number.isFinite(set) && set > 0) return set;
  const perCore = loadavg()[0]! / availableParallelism();
  return Math.min(20, Math.max(1, Math.ceil(perCore * 10) / 10));
}

let factor: number | undefined;

/** `ms` on a quiet machine, scaled by the load factor (read once, on first use). */
export const scaled = (ms: number): number => Math.round(ms * (factor ??= timeFactor()));
