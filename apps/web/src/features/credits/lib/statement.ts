import { formatSentenceDate } from '../../../lib/format';
import type { AccountStatement, TransactionPurpose } from '@achterhoek/contracts';
import type { MessageId } from '../../../i18n/nl';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';

/**
 * The kind of a statement line in plain Dutch (spec 001 §2.4 names them; issue 27 asks for words a person
 * understands: 'Teruggestort', never the bookkeeping 'vrijgave').
 */
const kindIds: Record<TransactionPurpose, MessageId> = {
  DEPOSIT: 'credits.kind.deposit',
  WITHDRAWAL: 'credits.kind.withdrawal',
  PAYMENT: 'credits.kind.payment',
  REFUND: 'credits.kind.refund',
  RESERVATION: 'credits.kind.reservation',
  RELEASE: 'credits.kind.release',
};

/**
 * The kind of a line. Credits moved between the user's own premium and current account are the driver's
 * premium bonus on a paid ride: 'Bonus'. Every other line is named by what it was for.
 */
export function kindMessageId(
  line: Pick<AccountStatement, 'purpose' | 'counterparty' | 'account'>,
): MessageId {
  const premiumMove =
    (line.counterparty.purpose === 'PREMIUM' && line.account.purpose === 'CURRENT') ||
    (line.counterparty.purpose === 'CURRENT' && line.account.purpose === 'PREMIUM');
  if (line.purpose === 'RELEASE' && premiumMove) return 'credits.kind.bonus';
  return kindIds[line.purpose];
}

/** '(premie)' when the other side is a premium account; nothing for any other (no bookkeeping words). */
export function counterpartySuffixId(line: Pick<AccountStatement, 'counterparty'>): MessageId | null {
  return line.counterparty.purpose === 'PREMIUM' ? 'credits.line.premium' : null;
}

// U+2212 MINUS SIGN: as wide as the plus, and read out as "min" rather than as a hyphen.
const MINUS = '\u2212';

/** The amount with its direction in text, so colour is never the only clue: '+25' or '−10'. */
export function signedAmount(line: Pick<AccountStatement, 'type' | 'amount'>): string {
  return `${line.type === 'CREDIT' ? '+' : MINUS}${line.amount}`;
}

/** The line's time of day in Europe/Amsterdam: 'HH:mm'. */
export function lineTime(iso: string): string {
  const instant = dayjs(iso);
  return instant.isValid() ? instant.tz(APP_TIME_ZONE).format('HH:mm') : '';
}

/** The calendar day (YYYY-MM-DD, Europe/Amsterdam) an instant falls on. */
export function dayOf(iso: string): string {
  const instant = dayjs(iso);
  return instant.isValid() ? instant.tz(APP_TIME_ZONE).format('YYYY-MM-DD') : iso;
}

/** The fields a statement line needs to be grouped per day (a person's line, or a system account's). */
export interface DatedLine {
  id: number;
  transactionTime: string;
}

export interface StatementDay<T extends DatedLine = AccountStatement> {
  /** YYYY-MM-DD in Europe/Amsterdam. */
  day: string;
  lines: T[];
}

/**
 * The statement's lines grouped per day, in the order they came (newest first). A line that appears
 * twice (it can, when a page boundary moved) is shown once.
 */
export function groupByDay<T extends DatedLine>(lines: readonly T[]): StatementDay<T>[] {
  const days: StatementDay<T>[] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    if (seen.has(line.id)) continue;
    seen.add(line.id);
    const day = dayOf(line.transactionTime);
    const current = days[days.length - 1];
    if (current?.day === day) current.lines.push(line);
    else days.push({ day, lines: [line] });
  }
  return days;
}

export type RelativeDay = 'today' | 'yesterday' | null;

/** Whether a day (YYYY-MM-DD) is today or yesterday in Europe/Amsterdam, as seen at `now`. */
export function relativeDay(day: string, now: Date = new Date()): RelativeDay {
  const today = dayjs(now).tz(APP_TIME_ZONE).format('YYYY-MM-DD');
  if (day === today) return 'today';
  // Calendar arithmetic on the date alone, so a daylight-saving change cannot shift it.
  const yesterday = dayjs(today, 'YYYY-MM-DD', true).subtract(1, 'day').format('YYYY-MM-DD');
  return day === yesterday ? 'yesterday' : null;
}

/**
 * A day as a heading, in the app's sentence style with a capital: '2025-03-04' → 'Dinsdag 4 maart' in
 * 2025, 'Dinsdag 4 maart 2025' in any other year.
 */
export function longDate(day: string, now: Date | number = Date.now()): string {
  if (!dayjs(day, 'YYYY-MM-DD', true).isValid()) return day;
  const text = formatSentenceDate(day, new Date(now).getTime());
  return text.charAt(0).toUpperCase() + text.slice(1);
}
