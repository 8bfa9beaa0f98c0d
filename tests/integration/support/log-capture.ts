import { vi } from "vitest";

/**
 * Runs `work` with what the app logs (its JSON lines on stdout and stderr) captured instead of
 * printed, and returns its result with the captured text, for tests that read the log.
 */
export async function withLogCaptured<T>(work: () => Promise<T>): Promise<{ result: T; log: string }> {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const spies = [vi.spyOn(process.stderr, "write").mockImplementation(capture), vi.spyOn(process.stdout, "write").mockImplementation(capture)];
  try {
    return { result: await work(), log: lines.join("") };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
