import type { ComplimentSet, PublicProfile } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { countCompliments } from './compliments';

const person: PublicProfile = {
  id: 'p',
  firstName: 'Henk',
  lastName: 'Lubbers',
  image: null,
  age: null,
  userRole: 'driver',
  interests: [],
};
const set = (id: number, compliments: ComplimentSet['compliments']): ComplimentSet => ({
  id,
  receiver: person,
  sender: person,
  context: `urn:nb:pn:trip:${id}`,
  compliments,
  published: '2025-01-01T10:00:00+01:00',
});

describe('received compliments', () => {
  it('are counted per type, most frequent first', () => {
    expect(
      countCompliments([set(1, ['ON_TIME', 'SOCIABLE']), set(2, ['SOCIABLE']), set(3, ['NICE_CAR'])]),
    ).toEqual([
      { type: 'SOCIABLE', count: 2 },
      { type: 'ON_TIME', count: 1 },
      { type: 'NICE_CAR', count: 1 },
    ]);
    expect(countCompliments([])).toEqual([]);
  });
});
