import type { Withdrawal } from '@achterhoek/contracts';
import { friendlyFormatIBAN } from 'ibantools';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { formatSentenceDate } from '../../../lib/format';

/** An IBAN in groups of four as people read it ('NL91 ABNA 0417 1643 00'); anything else as it came. */
export function formatIban(iban: string | null | undefined): string {
  if (!iban) return '';
  return friendlyFormatIBAN(iban.replace(/\s+/g, '')) ?? iban;
}

export interface WithdrawalDay {
  /** YYYY-MM-DD in Europe/Amsterdam. */
  day: string;
  /** The day as a heading: 'Maandag 23 november' (the year only in another year). */
  heading: string;
  requests: Withdrawal[];
}

/**
 * The pending requests grouped by the day they were made (spec 001 §2.15), in the order they came (the
 * server sends the oldest first). A request that appears twice (a page boundary moved) is shown once.
 */
export function groupByCreationDay(
  requests: readonly Withdrawal[],
  now: number = Date.now(),
): WithdrawalDay[] {
  const days: WithdrawalDay[] = [];
  const seen = new Set<number>();
  for (const request of requests) {
    if (seen.has(request.id)) continue;
    seen.add(request.id);
    const instant = dayjs(request.creationTime);
    const day = instant.isValid() ? instant.tz(APP_TIME_ZONE).format('YYYY-MM-DD') : request.creationTime;
    const current = days.find((group) => group.day === day);
    if (current) current.requests.push(request);
    else days.push({ day, heading: capitalised(formatSentenceDate(day, now)), requests: [request] });
  }
  return days;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
