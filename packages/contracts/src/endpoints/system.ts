import { APP_CONFIG_PATH } from '../public-paths';
import { endpoint, type EndpointDefinition } from '../endpoint';
import { AppConfigSchema, HealthResponseSchema } from '../system';

/** Calls of the platform itself: health for load balancers, the web app's runtime configuration. */
export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server and its database answer',
    tags: ['system'],
    public: true,
    response: HealthResponseSchema,
    errors: [503],
    limits: {},
  }),
  appConfig: endpoint({
    method: 'GET',
    path: APP_CONFIG_PATH,
    summary: 'What the web app needs to know before it can log in',
    public: true,
    hidden: true,
    response: AppConfigSchema,
    errors: [],
    limits: {},
  }),
} as const satisfies Record<string, EndpointDefinition>;
