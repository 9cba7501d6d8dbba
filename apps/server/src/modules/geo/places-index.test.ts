import { describe, expect, it } from 'vitest';
import { loadDutchLocalities } from './geonames-places.js';
import { PlacesIndex } from './places-index.js';

const achterhoek = { lat: 51.98, lon: 6.45 };
const index = new PlacesIndex(loadDutchLocalities());

describe('places index over the Dutch GeoNames localities', () => {
  it('finds Winterswijk from "wint" with its locality, province and coordinates', () => {
    const [first] = index.search({ query: 'wint', center: achterhoek, radiusMetres: 175000, maxResults: 5 });
    expect(first).toMatchObject({
      title: 'Winterswijk',
      category: 'locality',
      titleHighlights: [{ start: 0, end: 4 }],
      address: { locality: 'Winterswijk', countryCode: 'NL', stateCode: 'GE' },
    });
    const [lon, lat] = first!.location.coordinates;
    expect(lat).toBeCloseTo(51.97, 1);
    expect(lon).toBeCloseTo(6.72, 1);
  });

  it('ranks an exact name before longer names and nearer places before farther ones', () => {
    const results = index.search({
      query: 'hengelo',
      center: achterhoek,
      radiusMetres: 175000,
      maxResults: 5,
    });
    expect(results.map((r) => r.title).slice(0, 2)).toEqual(['Hengelo', 'Hengelo']);
    // Hengelo (Gelderland) is nearer the Achterhoek than Hengelo (Overijssel).
    expect(results[0]!.distance).toBeLessThan(results[1]!.distance);
  });

  it('leaves out places beyond the radius and stops at maxResults', () => {
    expect(
      index.search({ query: 'groningen', center: achterhoek, radiusMetres: 50_000, maxResults: 5 }),
    ).toEqual([]);
    expect(
      index.search({ query: 'a', center: achterhoek, radiusMetres: 175000, maxResults: 3 }),
    ).toHaveLength(3);
  });

  it('ignores accents and punctuation in the query', () => {
    const results = index.search({
      query: "'s-heerenb",
      center: achterhoek,
      radiusMetres: 175000,
      maxResults: 3,
    });
    expect(results[0]?.title).toBe("'s-Heerenberg");
  });
});
