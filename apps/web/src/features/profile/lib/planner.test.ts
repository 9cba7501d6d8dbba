import { describe, expect, it } from 'vitest';
import { plannerPathFor } from './planner';

describe('planner entry per role', () => {
  // Passengers go to the search, drivers to the ride offer, and both, like users whose role is not known
  // yet, to the choice.
  it.each([
    ['passenger', '/search'],
    ['driver', '/plan'],
    ['both', '/modeSelection'],
    [undefined, '/modeSelection'],
    [null, '/modeSelection'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(plannerPathFor(role)).toBe(path);
  });
});
