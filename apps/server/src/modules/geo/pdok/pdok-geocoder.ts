import type { Suggestion, SuggestionCategory } from '@achterhoek/contracts';
import { haversineMeters } from '@achterhoek/routing';
import { z } from 'zod';
import { fetchWithTimeout } from '../../../platform/http/outbound.js';
import { GeocoderUnavailableError, type Geocoder, type SuggestQuery } from '../geocoder.js';
import { titleHighlights } from '../local/highlights.js';

/** The Locatieserver's "free" search over BAG addresses, streets, postcodes and towns (v3.1). */
export const PDOK_LOCATIESERVER_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';

const PDOK_TYPES: Record<string, SuggestionCategory> = {
  woonplaats: 'locality',
  weg: 'street',
  postcode: 'street',
  adres: 'address',
};

// The province codes of the Locatieserver (CBS) → the two-letter codes profiles use.
const PROVINCES: Record<string, string> = {
  PV20: 'GR',
  PV21: 'FR',
  PV22: 'DR',
  PV23: 'OV',
  PV24: 'FL',
  PV25: 'GE',
  PV26: 'UT',
  PV27: 'NH',
  PV28: 'ZH',
  PV29: 'ZE',
  PV30: 'NB',
  PV31: 'LI',
};

const FIELDS = 'id,type,weergavenaam,straatnaam,huis_nlt,postcode,woonplaatsnaam,provinciecode,centroide_ll';

const DocSchema = z.object({
  id: z.string(),
  type: z.string(),
  weergavenaam: z.string(),
  straatnaam: z.string().optional(),
  huis_nlt: z.string().optional(),
  postcode: z.string().optional(),
  woonplaatsnaam: z.string().optional(),
  provinciecode: z.string().optional(),
  centroide_ll: z.string().regex(/^POINT\(\s*-?\d+(\.\d+)?\s+-?\d+(\.\d+)?\s*\)$/),
});
const FreeResponseSchema = z.object({ response: z.object({ docs: z.array(DocSchema) }) });

/**
 * The Dutch government's geocoder (PDOK Locatieserver), for a deployment with internet access. Asks the
 * "free" endpoint for towns, streets, postcodes and addresses sorted around the centre, and answers in
 * the same shape as the local index: highlights where the query starts a word of the name, the
 * coordinates of the object's centre, and nothing beyond the radius. Stops are not in it.
 */
export class PdokGeocoder implements Geocoder {
  readonly name = 'pdok';

  constructor(
    private readonly baseUrl: string = PDOK_LOCATIESERVER_URL,
    private readonly timeoutMs = 5000,
  ) {}

  async suggest({ query, center, radiusMetres, maxResults }: SuggestQuery): Promise<Suggestion[]> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/free`);
    url.searchParams.set('q', query);
    url.searchParams.set('fq', 'type:(woonplaats OR weg OR postcode OR adres)');
    url.searchParams.set('fl', FIELDS);
    url.searchParams.set('rows', String(Math.min(100, maxResults * 2)));
    url.searchParams.set('lat', String(center.lat));
    url.searchParams.set('lon', String(center.lon));
    let body: unknown;
    try {
      const response = await fetchWithTimeout(url, {}, { timeoutMs: this.timeoutMs });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new GeocoderUnavailableError(`The Locatieserver did not answer: ${(error as Error).message}`);
    }
    const parsed = FreeResponseSchema.safeParse(body);
    if (!parsed.success)
      throw new GeocoderUnavailableError('The Locatieserver answered in an unknown format');
    return parsed.data.response.docs
      .map((doc) => toSuggestion(doc, query, center))
      .filter((s): s is Suggestion => s !== null && s.distance <= radiusMetres)
      .slice(0, maxResults);
  }
}

function toSuggestion(
  doc: z.infer<typeof DocSchema>,
  query: string,
  center: SuggestQuery['center'],
): Suggestion | null {
  const category = PDOK_TYPES[doc.type];
  if (!category) return null;
  const [lon, lat] = doc.centroide_ll
    .replace(/^POINT\(|\)$/g, '')
    .trim()
    .split(/\s+/)
    .map(Number) as [number, number];
  const stateCode = doc.provinciecode ? PROVINCES[doc.provinciecode] : undefined;
  return {
    id: `pdok:${doc.id}`,
    title: doc.weergavenaam,
    titleHighlights: titleHighlights(doc.weergavenaam, query),
    category,
    address: {
      label: doc.weergavenaam,
      ...(doc.straatnaam ? { street: doc.straatnaam } : {}),
      ...(doc.huis_nlt ? { houseNumber: doc.huis_nlt } : {}),
      ...(doc.postcode ? { postalCode: doc.postcode.replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2') } : {}),
      ...(doc.woonplaatsnaam ? { locality: doc.woonplaatsnaam } : {}),
      countryCode: 'NL',
      ...(stateCode ? { stateCode } : {}),
    },
    location: { type: 'Point', coordinates: [lon, lat] },
    distance: Math.round(haversineMeters(center.lat, center.lon, lat, lon)),
  };
}
