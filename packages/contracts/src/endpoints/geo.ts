import { SIGNED_IN } from '../access';
import { RATE_COSTLY_READ } from '../limits';
import { endpoint, type EndpointDefinition } from '../endpoint';
import { SuggestionsQuerySchema, SuggestionsResponseSchema } from '../geo';

/** The geocoder service's calls (spec 000 §7 Geocoder). */
export const geoEndpoints = {
  suggestions: endpoint({
    method: 'GET',
    path: '/api/geo/suggestions',
    summary: 'Places matching what the user typed, best match first, within the radius of the centre',
    query: SuggestionsQuerySchema,
    response: SuggestionsResponseSchema,
    // 503: the external geocoder (PDOK) failed or timed out.
    errors: [400, 401, 403, 503],
    limits: { rate: RATE_COSTLY_READ, pageSize: 100 },
    access: SIGNED_IN,
  }),
} as const satisfies Record<string, EndpointDefinition>;
