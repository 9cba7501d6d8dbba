import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, SuggestionsQuerySchema, SuggestionsResponseSchema } from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import type { Geocoder } from './geocoder.js';

/** The geocoder service (spec 000 §7 Geocoder): place suggestions while the user types. */
export function registerGeoRoutes(app: FastifyInstance, geocoder: Geocoder): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/geo/suggestions',
    {
      schema: {
        tags: ['geo'],
        summary: 'Places matching what the user typed, best match first, within the radius of the centre',
        security: [{ bearer: [] }],
        querystring: SuggestionsQuerySchema,
        response: {
          200: SuggestionsResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      // Any logged-in user may look up places; the answer holds nothing personal.
      subjectOf(request);
      const { query, radius, center, maxResults } = request.query;
      const [lat, lon] = center.split(',').map(Number) as [number, number];
      const data = await geocoder.suggest({ query, center: { lat, lon }, radiusMetres: radius, maxResults });
      return { totalCount: data.length, offset: 0, count: data.length, data };
    },
  );
}
