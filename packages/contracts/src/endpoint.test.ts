import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGNED_IN } from './access';
import { endpoint } from './endpoint';

const NAME = z.object({ name: z.string() });

function nameCall() {
  return endpoint({
    method: 'POST',
    path: '/api/test/names',
    summary: 'A name',
    body: NAME,
    response: NAME,
    errors: [400],
    limits: {},
    access: SIGNED_IN,
  });
}

describe('endpoint', () => {
  it('checks every text of a request part for control characters', () => {
    const result = nameCall().body.safeParse({ name: 'a\u0000b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'contains a control character', path: ['name'] }),
    ]);
    expect(nameCall().body.safeParse({ name: 'Henk' })).toEqual({ success: true, data: { name: 'Henk' } });
  });

  it('builds the checked schema on first read, and gives the same one on every read', () => {
    const call = nameCall();
    expect(Object.getOwnPropertyDescriptor(call, 'body')?.get).toBeTypeOf('function');
    const first = call.body;
    expect(first).not.toBe(NAME);
    expect(call.body).toBe(first);
    expect(Object.getOwnPropertyDescriptor(call, 'body')?.value).toBe(first);
  });

  it('leaves the response schema as it was given, and lists the parts like any object', () => {
    const call = nameCall();
    expect(call.response).toBe(NAME);
    expect(Object.keys(call)).toEqual([
      'method',
      'path',
      'summary',
      'body',
      'response',
      'errors',
      'limits',
      'access',
    ]);
  });
});
