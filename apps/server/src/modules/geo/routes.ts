import type { FastifyInstance } from 'fastify';
import { geoEndpoints } from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import { route } from '../../platform/http/route.js';
import type { Geocoder } from './geocoder.js';

/** The geocoder service (spec 000 §7 Geocoder): place suggestions while the user types. */
export function registerGeoRoutes(app: FastifyInstance, geocoder: Geocoder): void {
  route(app, geoEndpoints.suggestions, async ({ query, request }) => {
    // Any logged-in user may look up places; the answer holds nothing personal.
    subjectOf(request);
    const { radius, center, maxResults } = query;
    const data = await geocoder.suggest({ query: query.query, center, radiusMetres: radius, maxResults });
    return { totalCount: data.length, offset: 0, count: data.length, data };
  });
}
