import type { FastifyInstance } from 'fastify';

/** A form as a browser posts it: `payload` already encoded (`outcome=paid`, `id=tr_…`). */
export function postForm(app: FastifyInstance, url: string, payload: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
}
