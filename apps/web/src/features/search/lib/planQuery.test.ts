import { DEFAULT_SEARCH_PREFERENCES, PlanQuerySchema } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { planQueryFor } from './planQuery';
import type { SearchCriteria } from './searchCriteria';
import { defaultPlanQuery, winterswijkToDoetinchem } from '../testing/searchFixtures';

const criteria: SearchCriteria = {
  ...winterswijkToDoetinchem,
  travelTime: { when: '2026-11-26T07:30:00+01:00', arriving: true },
};

describe('the question for the planner', () => {
  it('sends the places as label::lat,lon, the time, and the default preferences', () => {
    const query = planQueryFor(criteria, DEFAULT_SEARCH_PREFERENCES);
    expect(query).toEqual(defaultPlanQuery);
    // What the server reads from it.
    expect(PlanQuerySchema.parse(query)).toMatchObject({
      from: { label: 'Station Winterswijk', lat: 51.9677, lon: 6.7154 },
      useAsArrivalTime: true,
      nrSeats: 1,
      modalities: ['BUS', 'RAIL', 'RIDESHARE', 'WALK'],
      maxWalkDistance: 500,
      luggageOptions: ['HANDLUGGAGE', 'GROCERIES'],
      needsAssistance: false,
    });
  });

  it('asks for shared first and last legs only while shared rides are allowed', () => {
    const query = planQueryFor(criteria, {
      ...DEFAULT_SEARCH_PREFERENCES,
      numPassengers: 3,
      allowedTravelModes: ['RAIL', 'WALK'],
    });
    expect(query).toMatchObject({
      nrSeats: '3',
      modalities: 'RAIL,WALK',
      firstLegRideshare: 'false',
      lastLegRideshare: 'false',
    });
  });

  it('leaves the modes to the planner when none are chosen, and the luggage out when there is none', () => {
    const query = planQueryFor(criteria, {
      ...DEFAULT_SEARCH_PREFERENCES,
      allowedTravelModes: [],
      luggageOptions: [],
      needsAssistance: true,
    });
    expect(query).not.toHaveProperty('modalities');
    expect(query).not.toHaveProperty('luggageOptions');
    expect(query).toMatchObject({ needsAssistance: 'true' });
  });

  it('asks nothing until both places and the time are there', () => {
    expect(planQueryFor({ ...criteria, to: null }, DEFAULT_SEARCH_PREFERENCES)).toBeNull();
    expect(planQueryFor({ ...criteria, travelTime: null }, DEFAULT_SEARCH_PREFERENCES)).toBeNull();
  });
});
