import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import type { HelmetOptions } from 'helmet';
import { registerSecurityHeaders } from './security-headers.js';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': ["'self'", 'https://sso.example.nl'],
      'form-action': ["'self'", 'https://sso.example.nl'],
      'upgrade-insecure-requests': [],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hallo</p>'));
  const answers = await Promise.all(
    ['/api/thing', '/page', '/missing'].map((url) => app.inject({ method: 'GET', url })),
  );
  await app.close();
  return answers.map(({ headers }) => {
    const { date: _date, ...rest } = headers;
    return rest;
  });
}

describe('security headers', () => {
  it('sets the very headers @fastify/helmet set with the same options, on answers and on 404s', async () => {
    const before = await headersOf(async (app) => {
      await app.register(fastifyHelmet, OPTIONS);
    });
    const after = await headersOf(async (app) => registerSecurityHeaders(app, OPTIONS));
    expect(after).toEqual(before);
    expect(after[0]!['content-security-policy']).toContain("connect-src 'self' https://sso.example.nl");
  });
});
