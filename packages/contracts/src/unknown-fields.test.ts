import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownFieldsOf } from './unknown-fields';

describe('unknownFieldsOf', () => {
  const Place = z.object({ label: z.string(), location: z.object({ lat: z.number(), lon: z.number() }) });

  it('names a key the schema has no field for, at any depth, and nothing for a value it knows whole', () => {
    expect(unknownFieldsOf(Place, { label: 'Markt', location: { lat: 1, lon: 2 } })).toEqual([]);
    expect(
      unknownFieldsOf(Place, { label: 'Markt', colour: 'rood', location: { lat: 1, lon: 2, alt: 3 } }),
    ).toEqual([['colour'], ['location', 'alt']]);
  });

  it('follows list items, optional and nullable fields, defaults and pipes', () => {
    const Schema = z.object({
      stops: z.array(Place).optional(),
      note: z.object({ text: z.string() }).nullable().default(null),
      when: z.preprocess((value) => value, z.object({ at: z.string() })),
    });
    const value = {
      stops: [
        { label: 'a', location: { lat: 1, lon: 2 } },
        { label: 'b', x: 1, location: { lat: 1, lon: 2 } },
      ],
      note: { text: 't', y: 2 },
      when: { at: 'now', z: 3 },
    };
    expect(unknownFieldsOf(Schema, value)).toEqual([
      ['stops', '1', 'x'],
      ['note', 'y'],
      ['when', 'z'],
    ]);
  });

  it('checks a union against the option the value is of', () => {
    const Event = z.union([
      z.object({ event: z.literal('VISIT'), path: z.string() }),
      z.object({ event: z.literal('CLICK'), id: z.string() }),
    ]);
    expect(unknownFieldsOf(Event, { event: 'CLICK', id: 'a' })).toEqual([]);
    expect(unknownFieldsOf(Event, { event: 'CLICK', id: 'a', path: '/' })).toEqual([['path']]);
  });

  it('leaves alone objects that take any key', () => {
    expect(unknownFieldsOf(z.record(z.string(), z.number()), { a: 1, b: 2 })).toEqual([]);
    expect(unknownFieldsOf(z.looseObject({ a: z.number() }), { a: 1, b: 2 })).toEqual([]);
  });
});
