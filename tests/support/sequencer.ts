/**
 * The order the test files start in: Vitest's own (in a fresh clone, project by project and larger
 * files first; after a run, longer files first), except that the files that mostly wait start
 * first in their group. delivery-queue.test.ts spends ~45 of its ~60 s waiting for relays it has
 * stalled on purpose; started by size it came last, and the machine idled beside it for the last
 * ~30 s of `npm test` (docs/benchmarks.md, »Suite: logins over HTTP, …«). Vitest's documented
 * extension point (`sequence.sequencer`), in vitest.config.ts.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files whose time is mostly waiting (a stalled relay, a polled mailbox), not CPU. */
export const waitingFiles = [
  "tests/integration/delivery-queue.test.ts",
  "tests/integration/security-round4-mail.test.ts",
  "tests/integration/inbound-mail.test.ts",
];

type Spec = { moduleId: string; project: { config: { sequence: { groupOrder: number } } } };

/** `sorted` with the waiting files moved to the front of their group; otherwise in the same order. */
export function waitingFirst<T extends Spec>(sorted: readonly T[], waiting: readonly string[] = waitingFiles): T[] {
  const waits = (spec: T) => (waiting.some((file) => spec.moduleId.endsWith(`/${file}`)) ? 0 : 1);
  const group = (spec: T) => spec.project.config.sequence.groupOrder;
  return [...sorted].sort((a, b) => group(a) - group(b) || waits(a) - waits(b));
}

export default class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return waitingFirst(await super.sort(files));
  }
}
