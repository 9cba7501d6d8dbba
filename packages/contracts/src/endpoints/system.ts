import { ANYONE } from '../access';
import { APP_CONFIG_PATH } from '../public-paths';
import { endpoint, type EndpointDefinition } from '../endpoint';
import { AppConfigSchema, HealthResponseSchema, LiveResponseSchema, ReadyResponseSchema } from '../system';

/** Where Prometheus scrapes this instance's figures (outside `/api`, as scrapers expect). */
export const METRICS_PATH = '/metrics';

/**
 * Calls of the platform itself: health for load balancers, liveness and readiness for orchestrators, the
 * figures for Prometheus, the web app's runtime configuration.
 */
export const systemEndpoints = {
  live: endpoint({
    method: 'GET',
    path: '/api/live',
    summary: 'Whether the server process answers (liveness: the database is not asked)',
    tags: ['system'],
    public: true,
    response: LiveResponseSchema,
    errors: [],
    limits: {},
    access: ANYONE,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    summary: 'Whether this instance takes requests (readiness: its database answers, it is not stopping)',
    tags: ['system'],
    public: true,
    response: ReadyResponseSchema,
    errors: [503],
    limits: {},
    access: ANYONE,
  }),
  metrics: endpoint({
    method: 'GET',
    path: METRICS_PATH,
    summary:
      'Request rates and latencies per route, outbox depth, timer lag, live streams and database ' +
      'connections, in Prometheus text format; needs the bearer token of METRICS_TOKEN',
    tags: ['system'],
    // Not the users' sign-in: the scraper's own token (METRICS_TOKEN), checked by the handler.
    public: true,
    // Operators' figures, not the app's API: left out of the OpenAPI document, which lists /api only.
    hidden: true,
    produces: 'text/plain',
    errors: [401, 404],
    limits: {},
    access: ANYONE,
  }),
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server and its database answer',
    tags: ['system'],
    public: true,
    response: HealthResponseSchema,
    errors: [503],
    limits: {},
    access: ANYONE,
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
    access: ANYONE,
  }),
} as const satisfies Record<string, EndpointDefinition>;
