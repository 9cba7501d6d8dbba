/**
 * Runs `tasks` with at most `concurrency` of them under way at once (the callers a server meets at a busy
 * moment), in the order given; answers their results in that order. A failing task fails the whole run.
 */
export async function runPool<T>(tasks: ReadonlyArray<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, () => worker()));
  return results;
}
