import { describe, expect, it } from 'vitest';
import { formatPhone, isValidIban, isValidPhone, normaliseIban } from './bank-and-phone';
import { isNotInFuture, isValidEmail } from './validation';

describe('validation', () => {
  it('checks e-mail addresses', () => {
    expect(isValidEmail('gerda@example.nl')).toBe(true);
    expect(isValidEmail('gerda@example')).toBe(false);
    expect(isValidEmail('gerda example.nl')).toBe(false);
  });

  it('checks phone numbers for the address country, the Netherlands by default', () => {
    expect(isValidPhone('0612345678')).toBe(true);
    expect(isValidPhone('06 1234 5678', 'NL')).toBe(true);
    expect(isValidPhone('+31 314 123456')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('123456789')).toBe(false);
    expect(isValidPhone('+49 30 1234567')).toBe(true);
    expect(formatPhone('0612345678')).toBe('06 12345678');
  });

  it('checks IBANs with or without spaces', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(normaliseIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
  });

  it('allows birth dates up to today', () => {
    const today = new Date(2025, 5, 15);
    expect(isNotInFuture('2025-06-15', today)).toBe(true);
    expect(isNotInFuture('2025-06-16', today)).toBe(false);
    expect(isNotInFuture('15-06-2025', today)).toBe(false);
  });
});
