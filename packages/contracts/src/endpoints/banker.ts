import type { EndpointDefinition } from '../endpoint';

/** The banker service's calls. */
export const bankerEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
