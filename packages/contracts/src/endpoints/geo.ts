import type { EndpointDefinition } from '../endpoint';

/** The geo service's calls. */
export const geoEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
