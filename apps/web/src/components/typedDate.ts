import { isCalendarDay } from '../lib/amsterdam-clock';

// A date as people type and read it, apart from the date pickers, so that a page can show and read a date
// before it has downloaded a picker (see TravelDateField).

/** Spec 000 §5: shown as DD-MM-YYYY, stored as YYYY-MM-DD. */
export const DISPLAY_DATE_FORMAT = 'DD-MM-YYYY';
export const STORED_DATE_FORMAT = 'YYYY-MM-DD';
const DAY_MONTH_YEAR = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;

/** Reads a typed date ("15-3-1950", "15/03/1950", "1950-03-15") as YYYY-MM-DD, or null when it is no real date. */
export function parseTypedDate(value: string): string | null {
  const trimmed = value.trim();
  const parts = DAY_MONTH_YEAR.exec(trimmed);
  const iso = parts ? `${parts[3]}-${parts[2]!.padStart(2, '0')}-${parts[1]!.padStart(2, '0')}` : trimmed;
  return isCalendarDay(iso) ? iso : null;
}

/** A stored date (YYYY-MM-DD) as shown (DD-MM-YYYY), as the date pickers show it. */
export function displayedDate(stored: string): string {
  if (!isCalendarDay(stored)) return stored;
  const [year, month, day] = stored.split('-');
  return `${day}-${month}-${year}`;
}
