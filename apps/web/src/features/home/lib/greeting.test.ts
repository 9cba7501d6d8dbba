import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

const at = (hours: number, minutes: number) => new Date(2025, 10, 21, hours, minutes, 0, 0);

describe('greetingFor', () => {
  it.each([
    [0, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [17, 59, 'afternoon'],
    [18, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (hours, minutes, expected) => {
    expect(greetingFor(at(hours, minutes))).toBe(expected);
  });

  it('looks at the last second before noon as morning', () => {
    expect(greetingFor(new Date(2025, 10, 21, 11, 59, 59, 999))).toBe('morning');
  });
});
