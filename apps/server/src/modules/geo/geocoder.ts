import type { Suggestion } from '@achterhoek/contracts';
import { BusinessError } from '../../platform/errors.js';

export interface SuggestQuery {
  query: string;
  center: { lat: number; lon: number };
  radiusMetres: number;
  maxResults: number;
}

/**
 * Turns what a user types into places (spec 000 §7 Geocoder). The local index is the default; the
 * Dutch government's Locatieserver (PDOK) can be chosen for a deployment with internet access.
 */
export interface Geocoder {
  readonly name: 'local' | 'pdok';
  suggest(query: SuggestQuery): Promise<Suggestion[]>;
}

/** The geocoder could not answer (the external service failed or timed out): 503. */
export class GeocoderUnavailableError extends BusinessError {
  constructor(message: string) {
    super(503, message, 'GEOCODER_UNAVAILABLE');
  }
}
