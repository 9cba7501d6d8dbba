import type { EndpointDefinition } from '../endpoint';

/** The profile service's calls. */
export const profileEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
