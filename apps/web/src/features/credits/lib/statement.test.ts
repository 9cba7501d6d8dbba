import { describe, expect, it } from 'vitest';
import { nl } from '../../../i18n/nl';
import {
  counterpartySuffixId,
  dayOf,
  groupByDay,
  kindMessageId,
  lineTime,
  longDate,
  relativeDay,
  signedAmount,
} from './statement';
import { statement as line } from '../testData';

describe('statement lines', () => {
  it('names every kind in plain Dutch, never a bookkeeping word', () => {
    const kinds = (['DEPOSIT', 'WITHDRAWAL', 'PAYMENT', 'REFUND', 'RESERVATION', 'RELEASE'] as const).map(
      (purpose) =>
        nl[
          kindMessageId({
            purpose,
            counterparty: { id: 2, name: 'Reserveringen', purpose: 'SYSTEM' },
            account: { id: 1, purpose: 'CURRENT' },
          })
        ],
    );
    expect(kinds).toEqual([
      'Storting',
      'Opname',
      'Betaling',
      'Terugbetaling',
      'Gereserveerd',
      'Teruggestort',
    ]);
  });

  it("calls credits moved from the user's own premium to their current account 'Bonus'", () => {
    const bonus = (own: 'CURRENT' | 'PREMIUM', other: 'CURRENT' | 'PREMIUM') =>
      nl[
        kindMessageId({
          purpose: 'RELEASE',
          counterparty: { id: 2, name: 'Henk Lubbers', purpose: other },
          account: { id: 1, purpose: own },
        })
      ];
    expect(bonus('CURRENT', 'PREMIUM')).toBe('Bonus');
    expect(bonus('PREMIUM', 'CURRENT')).toBe('Bonus');
  });

  it("marks a premium counterparty '(premie)' and no other with a bookkeeping word", () => {
    const suffix = (purpose: 'SYSTEM' | 'CURRENT' | 'PREMIUM') => {
      const id = counterpartySuffixId({ counterparty: { id: 1, name: 'x', purpose } });
      return id === null ? null : nl[id];
    };
    expect(suffix('PREMIUM')).toBe('(premie)');
    expect(suffix('CURRENT')).toBeNull();
    expect(suffix('SYSTEM')).toBeNull();
  });

  it("has no word 'courant' or 'vrijgave' in any statement text", () => {
    const texts = Object.entries(nl)
      .filter(([key]) => key.startsWith('credits.kind.') || key.startsWith('credits.line.'))
      .map(([, text]) => String(text).toLowerCase());
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text).not.toContain('courant');
      expect(text).not.toContain('vrijgave');
    }
  });

  it('signs the amount in text: plus for credit, a minus sign for debit', () => {
    expect(signedAmount({ type: 'CREDIT', amount: 25 })).toBe('+25');
    expect(signedAmount({ type: 'DEBIT', amount: 10 })).toBe('\u221210');
  });

  it('shows times and days in Europe/Amsterdam', () => {
    expect(lineTime('2025-03-04T13:05:00Z')).toBe('14:05');
    expect(lineTime('2025-07-04T13:05:00Z')).toBe('15:05');
    // 23:30 UTC is already the next day in Amsterdam.
    expect(dayOf('2025-03-04T23:30:00Z')).toBe('2025-03-05');
  });
});

describe('grouping per day', () => {
  it('keeps the order and starts a group at each new day', () => {
    const days = groupByDay([
      line(5, '2025-03-05T10:00:00+01:00'),
      line(4, '2025-03-05T08:00:00+01:00'),
      line(3, '2025-03-04T23:30:00Z'), // 05-03 00:30 in Amsterdam
      line(2, '2025-03-04T12:00:00+01:00'),
      line(1, '2025-02-28T12:00:00+01:00'),
    ]);
    expect(days.map((day) => [day.day, day.lines.map((l) => l.id)])).toEqual([
      ['2025-03-05', [5, 4, 3]],
      ['2025-03-04', [2]],
      ['2025-02-28', [1]],
    ]);
  });

  it('shows a line only once when two pages both hold it', () => {
    const days = groupByDay([line(2, '2025-03-05T10:00:00+01:00'), line(2, '2025-03-05T10:00:00+01:00')]);
    expect(days[0]?.lines).toHaveLength(1);
  });

  it('calls today and yesterday by name and writes other days out in Dutch', () => {
    const now = new Date('2025-03-30T10:00:00+02:00'); // the day summer time starts
    expect(relativeDay('2025-03-30', now)).toBe('today');
    expect(relativeDay('2025-03-29', now)).toBe('yesterday');
    expect(relativeDay('2025-03-28', now)).toBeNull();
    expect(longDate('2025-03-04', now)).toBe('Dinsdag 4 maart');
    expect(longDate('2024-12-31', now)).toBe('Dinsdag 31 december 2024');
  });
});
