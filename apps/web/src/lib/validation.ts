import { dayjs } from './dayjs';

/** The e-mail pattern of the forms ('Ongeldig email adres'): something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A calendar date (YYYY-MM-DD) that is not after today (as the device sees it). */
export function isNotInFuture(isoDate: string, today: Date = new Date()): boolean {
  const date = dayjs(isoDate, 'YYYY-MM-DD', true);
  return date.isValid() && !date.isAfter(dayjs(today), 'day');
}
