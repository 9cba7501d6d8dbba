import { describe, expect, it } from 'vitest';
import { GEOCODER_DEFAULT_CENTER, SuggestionsQuerySchema } from './geo';

describe('SuggestionsQuerySchema', () => {
  it('reads the centre lat,lon into a point, and takes the middle of the Netherlands without one', () => {
    expect(SuggestionsQuerySchema.parse({ query: 'aalten', center: '51.92,6.58' }).center).toEqual({
      lat: 51.92,
      lon: 6.58,
    });
    expect(SuggestionsQuerySchema.parse({ query: 'aalten' }).center).toEqual(GEOCODER_DEFAULT_CENTER);
  });

  it.each([
    ['malformed', 'oost', 'center must be lat,lon'],
    ['off the globe', '95,6.4', 'center is out of range'],
  ])('refuses a centre that is %s', (_label, center, message) => {
    const result = SuggestionsQuerySchema.safeParse({ query: 'aalten', center });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['center', message],
    ]);
  });
});
