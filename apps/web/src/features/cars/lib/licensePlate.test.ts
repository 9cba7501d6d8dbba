import { describe, expect, it } from 'vitest';
import { plateInput, plateToLookUp } from './licensePlate';

describe('licence plate field', () => {
  it('upper-cases what is typed and keeps at most 8 characters', () => {
    expect(plateInput('zb-401-d')).toBe('ZB-401-D');
    expect(plateInput(' ah-123-k ')).toBe('AH-123-K');
    expect(plateInput('ab-12-cd-9')).toBe('AB-12-CD');
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
