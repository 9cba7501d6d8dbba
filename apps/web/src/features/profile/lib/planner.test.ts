import { describe, expect, it } from 'vitest';
import { plannerPathFor } from './planner';

describe('planner entry per role', () => {
  it('sends passengers to the search, drivers to the ride offer and both to the choice', () => {
    expect(plannerPathFor('passenger')).toBe('/search');
    expect(plannerPathFor('driver')).toBe('/plan');
    expect(plannerPathFor('both')).toBe('/modeSelection');
  });

  it('lets users whose role is not known yet choose', () => {
    expect(plannerPathFor(undefined)).toBe('/modeSelection');
    expect(plannerPathFor(null)).toBe('/modeSelection');
  });
});
