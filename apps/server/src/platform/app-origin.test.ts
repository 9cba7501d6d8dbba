import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { createAppOrigin, createIssuerCheck, isLocalNetworkOrigin } from './app-origin.js';
import { loadConfig } from './config.js';

const request = (host: string) => ({ protocol: 'http', host }) as FastifyRequest;
const localConfig = loadConfig({ PORT: '8080' });
const deployedConfig = loadConfig({
  PUBLIC_URL: 'https://mobiel.example.nl',
  PAYMENT_PROVIDER: 'simulator',
});

describe('isLocalNetworkOrigin', () => {
  it.each([
    {
      rule: 'accepts loopback, private and .local addresses over http(s)',
      local: true,
      origins: [
        'http://127.0.0.1:8080',
        'http://localhost:8080',
        'http://192.168.1.20:8080',
        'https://10.0.0.5',
        'http://[::1]:8080',
        'http://laptop.local:8080',
      ],
    },
    {
      rule: 'refuses internet addresses, other schemes and nonsense',
      local: false,
      origins: ['http://mobiel.example.nl', 'http://8.8.8.8', 'ftp://127.0.0.1', 'niet een adres'],
    },
  ])('$rule', ({ local, origins }) => {
    for (const origin of origins) expect(isLocalNetworkOrigin(origin), origin).toBe(local);
  });
});

describe('createAppOrigin', () => {
  it('answers the address a request came to when the app has no PUBLIC_URL and it is local', () => {
    const appOrigin = createAppOrigin(localConfig);
    expect(appOrigin(request('192.168.1.20:8080'))).toBe('http://192.168.1.20:8080');
    expect(appOrigin(request('127.0.0.1:8080'))).toBe('http://127.0.0.1:8080');
    expect(appOrigin(request('mobiel.example.nl'))).toBe('http://localhost:8080');
  });

  it('always answers PUBLIC_URL when it is set', () => {
    const appOrigin = createAppOrigin(deployedConfig);
    expect(appOrigin(request('192.168.1.20:8080'))).toBe('https://mobiel.example.nl');
  });
});

describe('createIssuerCheck', () => {
  it('accepts the built-in login at a local address the app answers at, and nothing else', () => {
    const accepts = createIssuerCheck(localConfig);
    expect(accepts('http://localhost:8080/auth')).toBe(true);
    expect(accepts('http://192.168.1.20:8080/auth')).toBe(true);
    expect(accepts('http://mobiel.example.nl/auth')).toBe(false);
    expect(accepts('http://192.168.1.20:8080/auth/extra/auth')).toBe(false);
    expect(accepts('http://192.168.1.20:8080/')).toBe(false);
  });

  it('accepts only the configured issuer when PUBLIC_URL is set', () => {
    const accepts = createIssuerCheck(deployedConfig);
    expect(accepts('https://mobiel.example.nl/auth')).toBe(true);
    expect(accepts('http://192.168.1.20:8080/auth')).toBe(false);
  });
});
