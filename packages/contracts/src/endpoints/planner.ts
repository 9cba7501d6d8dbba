import type { EndpointDefinition } from '../endpoint';

/** The planner service's calls. */
export const plannerEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
