import { describe, expect, it } from 'vitest';
import { plateInput, plateToLookUp } from './licensePlate';

describe('licence plate field', () => {
  it.each([
    ['zb-401-d', 'ZB-401-D'],
    [' ah-123-k ', 'AH-123-K'],
    ['ab-12-cd-9', 'AB-12-CD'],
  ])("upper-cases what is typed and keeps at most 8 characters: '%s' → %s", (typed, shown) => {
    expect(plateInput(typed)).toBe(shown);
  });

  it('looks a plate up only at exactly 8 characters with its dashes', () => {
    expect(plateToLookUp('ZEB-41-D')).toBe('ZEB-41-D');
    expect(plateToLookUp('AB-12-CD')).toBe('AB-12-CD');
    expect(plateToLookUp('ZEB-41-')).toBeNull();
    expect(plateToLookUp('ZEB41D')).toBeNull();
    expect(plateToLookUp('ABCD1234')).toBeNull();
    expect(plateToLookUp('AB--12CD')).toBeNull();
  });
});
