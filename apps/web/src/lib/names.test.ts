import { describe, expect, it } from 'vitest';
import { fullNameOf, initialsOf } from './names';

describe('fullNameOf', () => {
  it('prefers the name claim', () => {
    expect(fullNameOf({ name: 'Gerda Wassink', given_name: 'G.', family_name: 'W.' })).toBe('Gerda Wassink');
  });

  it('falls back to given and family name', () => {
    expect(fullNameOf({ given_name: 'Henk', family_name: 'Lubbers' })).toBe('Henk Lubbers');
    expect(fullNameOf({ given_name: 'Henk' })).toBe('Henk');
    expect(fullNameOf({})).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Marieke ter Horst')).toBe('MH');
    expect(initialsOf('gerda wassink')).toBe('GW');
  });

  it('copes with one word or none', () => {
    expect(initialsOf('Jan')).toBe('J');
    expect(initialsOf('  ')).toBe('');
  });
});
