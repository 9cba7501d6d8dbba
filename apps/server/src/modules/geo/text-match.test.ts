import { describe, expect, it } from 'vitest';
import { haversineMetres, matchWords, normaliseChars, queryWords } from './text-match.js';

describe('text matching', () => {
  it('normalises accents and case without changing positions', () => {
    expect(normaliseChars("'s-Heerenberg Café")).toBe(' s heerenberg cafe');
    expect(normaliseChars('Ëibergen').length).toBe('Ëibergen'.length);
  });

  it('matches every query word as the prefix of a distinct word', () => {
    expect(matchWords('Doetinchem Station', queryWords('doetinchem stat'))).toMatchObject({
      allMatched: true,
      exact: false,
      startsWith: true,
      highlights: [
        { start: 0, end: 10 },
        { start: 11, end: 15 },
      ],
    });
    expect(matchWords('Winterswijk', queryWords('WINT')).allMatched).toBe(true);
    expect(matchWords('Winterswijk', queryWords('swijk')).allMatched).toBe(false);
    expect(matchWords('Lichtenvoorde', queryWords('lichtenvoorde')).exact).toBe(true);
    expect(matchWords('Aalten', queryWords('aalten aalten')).allMatched).toBe(false);
  });

  it('measures distances on the globe', () => {
    // Doetinchem to Winterswijk is about 29 km as the crow flies.
    const metres = haversineMetres(51.965, 6.2886, 51.9725, 6.7194);
    expect(metres).toBeGreaterThan(29_000);
    expect(metres).toBeLessThan(30_500);
  });
});
