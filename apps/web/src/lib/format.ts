import { APP_TIME_ZONE, dayjs } from './dayjs';

/** Formats an ISO instant as the spec's date-time pattern (DD-MM-YYYY HH:mm) in Europe/Amsterdam. */
export function formatDateTime(iso: string): string {
  const instant = dayjs(iso);
  // Showing the raw value beats showing 'Invalid Date' if the server ever sends something unexpected.
  if (!instant.isValid()) return iso;
  return instant.tz(APP_TIME_ZONE).format('DD-MM-YYYY HH:mm');
}

/** Formats an ISO instant as the spec's date pattern (DD-MM-YYYY) in Europe/Amsterdam. */
export function formatDate(iso: string): string {
  const instant = dayjs(iso);
  if (!instant.isValid()) return iso;
  return instant.tz(APP_TIME_ZONE).format('DD-MM-YYYY');
}
