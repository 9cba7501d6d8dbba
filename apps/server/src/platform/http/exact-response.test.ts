import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactResponseSerializer } from './exact-response.js';

const Schema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().optional(),
  at: z.string(),
});
const call = { method: 'GET', url: '/x' };
const contract = serializerCompiler({ schema: Schema, ...call });

describe('exact response serializer', () => {
  it("writes a view in its contract's shape to the same bytes as the contract's serializer", () => {
    const exact = exactResponseSerializer(Schema, call, false);
    const view = { id: 7, name: 'Gerda "de" Vries \u2028 é', at: '2026-03-02T09:00:00+01:00' };
    expect(exact(view)).toBe(contract(view));
  });

  it('under the check, refuses an answer with a key the contract does not have', () => {
    const exact = exactResponseSerializer(Schema, call, true);
    expect(() => exact({ id: 7, name: 'Gerda', at: 'now', secret: 'x' })).toThrow(/differs/);
  });

  it('under the check, refuses keys in another order than the contract', () => {
    const exact = exactResponseSerializer(Schema, call, true);
    expect(() => exact({ name: 'Gerda', id: 7, at: 'now' })).toThrow(/differs/);
    expect(exact({ id: 7, name: 'Gerda', at: 'now' })).toBe('{"id":7,"name":"Gerda","at":"now"}');
  });
});
