/**
 * Instants for comparing a time-zone rule with the zone database, repeatable from a seed: half anywhere
 * between 1900 and 2100, half within a minute of a whole UTC hour, where the Dutch clocks change. Used by
 * tests only; it lives beside the code it checks so that both the server's unit tests can share it.
 */
export function* seededInstants(seed: number, count: number): Generator<number> {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const from = Date.UTC(1900, 0, 1);
  const span = Date.UTC(2100, 0, 1) - from;
  for (let i = 0; i < count; i += 1) {
    const anywhere = from + Math.floor(random() * span);
    yield i % 2
      ? anywhere
      : Math.round(anywhere / 3600_000) * 3600_000 + Math.floor((random() - 0.5) * 120_000);
  }
}
