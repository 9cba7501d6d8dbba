import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors.js';
import type { ImageStore } from './store.js';

/**
 * Serves stored images at `/images/{key}`. Public on purpose: an `<img>` cannot send a bearer token, and
 * keys are unguessable enough (subject plus upload time) for profile photos. Keys never change once
 * written, so browsers may keep them for a year.
 */
export function registerImageRoutes(app: FastifyInstance, store: ImageStore): void {
  app.get<{ Params: { '*': string } }>(
    '/images/*',
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      const image = await store.read(request.params['*']);
      if (!image) throw new NotFoundError('Image not found');
      return reply
        .header('content-type', image.contentType)
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.stream);
    },
  );
}
