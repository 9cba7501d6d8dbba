import type { Suggestion } from '@achterhoek/contracts';
import { haversineMetres, matchWords, queryWords } from './text-match.js';

export interface IndexedPlace {
  id: string;
  name: string;
  category: Suggestion['category'];
  lat: number;
  lon: number;
  locality?: string;
  countryCode: string;
  stateCode?: string;
  /** Larger places rank first among equal matches (population or a kind weight). */
  weight: number;
}

export interface SearchOptions {
  query: string;
  center: { lat: number; lon: number };
  radiusMetres: number;
  maxResults: number;
}

/**
 * An in-memory place index: word-prefix, accent- and case-insensitive matching, ranked by match
 * quality, then distance to the centre, then weight. Places outside the radius are left out.
 */
export class PlacesIndex {
  constructor(private readonly places: readonly IndexedPlace[]) {}

  get size(): number {
    return this.places.length;
  }

  search({ query, center, radiusMetres, maxResults }: SearchOptions): Suggestion[] {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const hits: { suggestion: Suggestion; quality: number; weight: number }[] = [];
    for (const place of this.places) {
      const match = matchWords(place.name, words);
      if (!match.allMatched) continue;
      const distance = haversineMetres(center.lat, center.lon, place.lat, place.lon);
      if (distance > radiusMetres) continue;
      hits.push({
        quality: match.exact ? 0 : match.startsWith ? 1 : 2,
        weight: place.weight,
        suggestion: {
          id: place.id,
          title: place.name,
          titleHighlights: match.highlights,
          category: place.category,
          address: {
            label: place.name,
            ...(place.locality ? { locality: place.locality } : {}),
            countryCode: place.countryCode,
            ...(place.stateCode ? { stateCode: place.stateCode } : {}),
          },
          location: { type: 'Point', coordinates: [place.lon, place.lat] },
          distance: Math.round(distance),
        },
      });
    }
    hits.sort(
      (a, b) => a.quality - b.quality || a.suggestion.distance - b.suggestion.distance || b.weight - a.weight,
    );
    return hits.slice(0, maxResults).map((hit) => hit.suggestion);
  }
}
