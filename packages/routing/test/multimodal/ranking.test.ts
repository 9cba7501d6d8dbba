import { describe, expect, it } from 'vitest';
import { itineraryScore, rankItineraries, type RankedFacts } from '../../src/multimodal/ranking.js';

const T0 = Date.parse('2026-11-24T08:00:00+01:00');
const minutes = (n: number) => n * 60_000;

function itinerary(facts: Partial<RankedFacts> & { leaveAfter: number; takes: number }): RankedFacts {
  const departureTime = T0 + minutes(facts.leaveAfter);
  return {
    departureTime,
    arrivalTime: departureTime + minutes(facts.takes),
    duration: facts.takes * 60,
    transfers: facts.transfers ?? 0,
    waitingTime: facts.waitingTime ?? 0,
    walkDistance: facts.walkDistance ?? 0,
  };
}

describe('itineraryScore (reference §1.3 step 5)', () => {
  it('is −1800·transfers − waiting − walk metres − duration − ½·|offset from the asked departure|', () => {
    const it1 = itinerary({ leaveAfter: 10, takes: 40, transfers: 1, waitingTime: 300, walkDistance: 450 });
    expect(itineraryScore(it1, T0, false)).toBe(-1800 - 300 - 450 - 2400 - 0.5 * 600);
  });

  it('measures the offset from the arrival on arrival-based questions', () => {
    const asked = T0 + minutes(60);
    const early = itinerary({ leaveAfter: 0, takes: 40 }); // arrives 20 min before the asked time
    expect(itineraryScore(early, asked, true)).toBe(-2400 - 0.5 * 1200);
    expect(itineraryScore(early, asked, false)).toBe(-2400 - 0.5 * 3600);
  });
});

describe('rankItineraries', () => {
  it('sorts best first and adds the score', () => {
    const direct = itinerary({ leaveAfter: 15, takes: 45 });
    const soonButChanging = itinerary({ leaveAfter: 0, takes: 40, transfers: 1, waitingTime: 240 });
    const longWalk = itinerary({ leaveAfter: 5, takes: 40, walkDistance: 2000 });
    const ranked = rankItineraries([soonButChanging, longWalk, direct], T0, false);
    expect(ranked.map((r) => r.departureTime)).toEqual([
      direct.departureTime,
      soonButChanging.departureTime,
      longWalk.departureTime,
    ]);
    expect(ranked[0]).toMatchObject({ ...direct, score: -2700 - 450 });
  });

  it('keeps the earlier departure first on equal scores', () => {
    // Leaving 10 min before or after the asked time costs the same.
    const before = itinerary({ leaveAfter: -10, takes: 30 });
    const after = itinerary({ leaveAfter: 10, takes: 30 });
    expect(rankItineraries([after, before], T0, false).map((r) => r.departureTime)).toEqual([
      before.departureTime,
      after.departureTime,
    ]);
  });

  it('answers an empty list with an empty list', () => {
    expect(rankItineraries([], T0, true)).toEqual([]);
  });
});
