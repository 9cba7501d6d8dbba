import { describe, expect, it } from 'vitest';
import { creditsToCents, formatCreditsInEuros, formatEuroCents } from './money';

// Intl puts a non-breaking space between the euro sign and the amount.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('turns credits into cents at the exchange rate', () => {
    expect(creditsToCents(25, 19)).toBe(475);
  });

  it('formats euro amounts in the nl-NL style', () => {
    expect(plain(formatEuroCents(475))).toBe('€ 4,75');
    expect(plain(formatEuroCents(0))).toBe('€ 0,00');
    expect(plain(formatEuroCents(123456))).toBe('€ 1.234,56');
    expect(plain(formatCreditsInEuros(1000, 19))).toBe('€ 190,00');
  });
});
