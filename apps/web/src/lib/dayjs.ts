import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/nl';

// The app's single dayjs set-up: Dutch locale, and the plugins needed to show times in Europe/Amsterdam
// whatever time zone the device is in, and strict parsing of typed dates (DD-MM-YYYY).
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.locale('nl');

export const APP_TIME_ZONE = 'Europe/Amsterdam';

export { dayjs };
