import type { EndpointDefinition } from '../endpoint';

/** The communicator service's calls. */
export const communicatorEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
