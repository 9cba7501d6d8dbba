import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, VersionResponseSchema } from '@achterhoek/contracts';
import { buildInfo } from '../../platform/build-info.js';
import { currentUser } from '../../platform/auth/plugin.js';
import { NotFoundError } from '../../platform/errors.js';

/**
 * The profile service's calls (spec 000 §7). For now: the version and the caller's profile status;
 * profiles themselves come with the profile issue, so every caller has none yet (404).
 */
export function registerProfileRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/profile/version',
    {
      config: { public: true },
      schema: {
        tags: ['profile'],
        summary: 'Version and build time of the running app',
        response: { 200: VersionResponseSchema },
      },
    },
    async () => buildInfo,
  );

  typed.get(
    '/api/profile/profiles/me/status',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's profile status; 404 while the caller has no profile",
        security: [{ bearer: [] }],
        response: { 404: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      currentUser(request);
      throw new NotFoundError('Profile not found');
    },
  );
}
