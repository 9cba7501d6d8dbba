import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGNED_IN } from './access';
import { endpoint, type EndpointDefinition } from './endpoint';
import { ALL_ENDPOINTS } from './endpoints/index';
import { pagedSchema } from './common';
import { auditEndpointLimits } from './limits-audit';
import { IsoDateSchema, OffsetDateTimeSchema, RATE_WRITE } from './limits';

describe('limits declared on every call', () => {
  it('every endpoint bounds its strings, dates and lists, and declares its rate and page size', () => {
    const problems = ALL_ENDPOINTS.flatMap((call) =>
      auditEndpointLimits(call).map(
        (found) => `${call.method} ${call.path}: ${found.where} is ${found.problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('every paged list declares the page size its maxResults allows', () => {
    const lists = ALL_ENDPOINTS.filter((call) => call.limits.pageSize !== undefined);
    expect(lists.length).toBeGreaterThan(10);
  });
});

describe('the audit finds what a new call leaves out', () => {
  // A call with a summary and errors, at /api/test unless a case gives its own path.
  type TestCall = Omit<EndpointDefinition, 'summary' | 'errors' | 'path' | 'access'> & { path?: string };
  const testCall = <const D extends TestCall>(definition: D) =>
    endpoint({
      summary: 'test',
      errors: [400, 401] as const,
      path: '/api/test',
      access: SIGNED_IN,
      ...definition,
    });

  it('a string without a maximum length, at any depth', () => {
    const call = testCall({
      method: 'POST',
      body: z.object({ outer: z.object({ inner: z.array(z.string()).max(3) }) }),
      limits: { rate: RATE_WRITE },
    });
    expect(auditEndpointLimits(call)).toEqual([
      { where: 'body.outer.inner[]', problem: 'a string without a maximum length' },
    ]);
  });

  it('a list without a maximum number of items, and a map of any size', () => {
    const call = testCall({
      method: 'PUT',
      body: z.object({ tags: z.array(z.enum(['A', 'B'])), extra: z.record(z.string(), z.number()) }),
      limits: { rate: RATE_WRITE },
    });
    expect(auditEndpointLimits(call).map((found) => found.where)).toEqual(['body.tags', 'body.extra']);
  });

  it('a date without a horizon, even with a maximum length', () => {
    const call = testCall({
      method: 'GET',
      query: z.object({ since: z.iso.datetime().max(40).optional(), until: OffsetDateTimeSchema.optional() }),
      limits: {},
    });
    expect(auditEndpointLimits(call)).toEqual([
      { where: 'query.since', problem: 'a date without a horizon' },
    ]);
  });

  it('a write without a rate', () => {
    const call = testCall({ method: 'DELETE', path: '/api/test/:id', limits: {} });
    expect(auditEndpointLimits(call)).toEqual([
      { where: 'limits.rate', problem: 'a write without a per-account rate' },
    ]);
  });

  it('a paged list without a page size, or with a maxResults beyond it', () => {
    const response = pagedSchema(z.object({ id: z.number() }));
    const unbounded = testCall({
      method: 'GET',
      query: z.object({ maxResults: z.coerce.number().int().default(10) }),
      response,
      limits: {},
    });
    expect(auditEndpointLimits(unbounded).map((found) => found.where)).toEqual([
      'limits.pageSize',
      'query.maxResults',
    ]);
    const larger = testCall({
      method: 'GET',
      query: z.object({ maxResults: z.coerce.number().int().max(500).default(10) }),
      response,
      limits: { pageSize: 50 },
    });
    expect(auditEndpointLimits(larger)).toEqual([
      { where: 'query.maxResults', problem: 'maxResults allows 500, the page size is 50' },
    ]);
  });

  it('a plain list without a page size', () => {
    const call = testCall({
      method: 'GET',
      response: z.array(z.string()),
      limits: {},
    });
    expect(auditEndpointLimits(call)).toEqual([
      { where: 'limits.pageSize', problem: 'a list without a page size' },
    ]);
  });
});

describe('the horizon of every date', () => {
  it('refuses the year 9999 and the year 1 and takes the years people travel in', () => {
    expect(OffsetDateTimeSchema.safeParse('9999-12-31T23:59:00+01:00').success).toBe(false);
    expect(OffsetDateTimeSchema.safeParse('0001-01-01T00:00:00Z').success).toBe(false);
    expect(OffsetDateTimeSchema.safeParse('2026-03-02T08:15:00+01:00').success).toBe(true);
    expect(IsoDateSchema.safeParse('9999-01-01').success).toBe(false);
    expect(IsoDateSchema.safeParse('1950-05-17').success).toBe(true);
  });

  it('refuses a timestamp padded to any length', () => {
    expect(OffsetDateTimeSchema.safeParse(`2026-03-02T08:15:00.${'0'.repeat(5000)}+01:00`).success).toBe(
      false,
    );
  });
});
