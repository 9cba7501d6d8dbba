import { z } from 'zod';
import { GeoPointSchema, pagedSchema, maxResultsQuerySchema } from './common';

/**
 * Where suggestions are looked for when the caller does not say: within 175 km of the middle of the
 * Netherlands (52.25, 5.35), at most 20 of them (spec 000 §9).
 */
export const GEOCODER_DEFAULT_RADIUS_METRES = 175000;
export const GEOCODER_DEFAULT_CENTER = { lat: 52.25, lon: 5.35 } as const;
export const GEOCODER_DEFAULT_MAX_RESULTS = 20;

export const SuggestionCategorySchema = z.enum(['locality', 'street', 'address', 'stop', 'station', 'poi']);
export type SuggestionCategory = z.infer<typeof SuggestionCategorySchema>;

const CENTER = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/** `lat,lon`, read into a point; a point off the globe is refused. */
const CenterSchema = z
  .string()
  .max(60)
  .regex(CENTER, 'center must be lat,lon')
  .transform((value, context) => {
    const [lat, lon] = value.split(',').map(Number) as [number, number];
    if (lat < -90 || lat > 90 || lon < -180 || lon > 180) {
      context.addIssue({ code: 'custom', message: 'center is out of range' });
      return z.NEVER;
    }
    return { lat, lon };
  });

/** `GET /api/geo/suggestions`. `center` is `lat,lon`. */
export const SuggestionsQuerySchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(200, 'query is too long'),
  details: z.enum(['true', 'false']).optional(),
  radius: z.coerce.number().int().min(1).max(2_000_000).default(GEOCODER_DEFAULT_RADIUS_METRES),
  // A prefault goes through the schema like a value sent, so the handler always gets a point.
  center: CenterSchema.prefault(`${GEOCODER_DEFAULT_CENTER.lat},${GEOCODER_DEFAULT_CENTER.lon}`),
  maxResults: maxResultsQuerySchema(100, GEOCODER_DEFAULT_MAX_RESULTS),
});
export type SuggestionsQuery = z.input<typeof SuggestionsQuerySchema>;
export type ParsedSuggestionsQuery = z.output<typeof SuggestionsQuerySchema>;

/** Where in the title the query matched: character offsets, end exclusive. */
export const HighlightSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });

export const SuggestionSchema = z.object({
  /** A stable reference of the place (used as the favourite's `ref`). */
  id: z.string(),
  title: z.string(),
  titleHighlights: z.array(HighlightSchema),
  category: SuggestionCategorySchema,
  address: z.object({
    label: z.string(),
    street: z.string().optional(),
    houseNumber: z.string().optional(),
    postalCode: z.string().optional(),
    locality: z.string().optional(),
    countryCode: z.string(),
    stateCode: z.string().optional(),
  }),
  location: GeoPointSchema,
  /** Metres from the search centre. */
  distance: z.number().int().min(0),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionsResponseSchema = pagedSchema(SuggestionSchema);
