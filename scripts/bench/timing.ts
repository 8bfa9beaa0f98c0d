/** The median time of `runs` calls of `run`, in milliseconds; with `warmUp`, after one call that is not counted. */
export async function medianMs(run: () => Promise<unknown>, { runs = 15, warmUp = true }: { runs?: number; warmUp?: boolean } = {}): Promise<number> {
  if (warmUp) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
