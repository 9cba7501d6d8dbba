import { describe, expect, it } from 'vitest';
import { rideshareLeg, testItinerary, testLeg } from '../../../test/fakePlans';
import { ride, train } from '../testing/searchFixtures';
import { groupByArrivalDay, idOfUrn, nextSortMode, sortItineraries, summaryModes } from './itineraries';

// Three ways to Doetinchem: by train (best score), a quick shared ride that leaves last (both from the
// shared search fixtures), and a slow bus.
const bus = testItinerary(
  3,
  [testLeg('2026-11-26T06:40:00+01:00', '2026-11-26T07:50:00+01:00', { traverseMode: 'BUS' })],
  { score: 7 },
);

const refs = (list: { itineraryRef?: string | undefined }[]) => list.map((i) => i.itineraryRef);

describe('the order of the results', () => {
  it('cycles Relevantie, Snelste, Vertrektijd and round again', () => {
    expect(nextSortMode('RELEVANCE')).toBe('FASTEST');
    expect(nextSortMode('FASTEST')).toBe('DEPARTURE');
    expect(nextSortMode('DEPARTURE')).toBe('RELEVANCE');
  });

  it('puts the highest score, the shortest duration or the earliest departure first', () => {
    const all = [ride, train, bus];
    expect(refs(sortItineraries(all, 'RELEVANCE'))).toEqual(refs([train, bus, ride]));
    expect(refs(sortItineraries(all, 'FASTEST'))).toEqual(refs([ride, train, bus]));
    expect(refs(sortItineraries(all, 'DEPARTURE'))).toEqual(refs([bus, train, ride]));
    // A copy: the list given stays as it was.
    expect(refs(all)).toEqual(refs([ride, train, bus]));
  });
});

describe('the days of the results', () => {
  it('groups per day of arrival in Amsterdam, the days in calendar order', () => {
    const lateEvening = testItinerary(4, [
      testLeg('2026-11-26T23:10:00+01:00', '2026-11-27T00:20:00+01:00', { traverseMode: 'BUS' }),
    ]);
    // 23:30 in UTC is already the next day in Amsterdam.
    const utcLate = testItinerary(5, [
      testLeg('2026-11-25T22:00:00Z', '2026-11-25T23:30:00Z', { traverseMode: 'BUS' }),
    ]);
    const days = groupByArrivalDay([lateEvening, train, utcLate, ride]);
    expect(days.map((day) => day.day)).toEqual(['2026-11-26', '2026-11-27']);
    expect(refs(days[0]!.itineraries)).toEqual(refs([train, utcLate, ride]));
    expect(refs(days[1]!.itineraries)).toEqual(refs([lateEvening]));
  });
});

describe('an itinerary in short', () => {
  it('names its modes in travel order, each once, leaving out the walks to and from stops', () => {
    const mixed = testItinerary(6, [
      rideshareLeg('2026-11-26T07:00:00+01:00', '2026-11-26T07:15:00+01:00'),
      testLeg('2026-11-26T07:15:00+01:00', '2026-11-26T07:20:00+01:00'),
      testLeg('2026-11-26T07:20:00+01:00', '2026-11-26T07:40:00+01:00', { traverseMode: 'RAIL' }),
      testLeg('2026-11-26T07:45:00+01:00', '2026-11-26T07:55:00+01:00', { traverseMode: 'RAIL' }),
    ]);
    expect(summaryModes(mixed)).toEqual(['RIDESHARE', 'RAIL']);
    const walk = testItinerary(7, [testLeg('2026-11-26T07:00:00+01:00', '2026-11-26T07:15:00+01:00')]);
    expect(summaryModes(walk)).toEqual(['WALK']);
  });

  it('takes the id from the end of a URN', () => {
    expect(idOfUrn('urn:nb:pn:plan:41')).toBe(41);
    expect(idOfUrn('urn:nb:pn:itinerary:7')).toBe(7);
    expect(idOfUrn('urn:nb:pn:itinerary:')).toBeNull();
    expect(idOfUrn(undefined)).toBeNull();
  });
});
