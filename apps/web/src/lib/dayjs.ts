import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/nl';

// The app's single dayjs set-up: Dutch locale, and the plugins needed to show times in Europe/Amsterdam
// whatever time zone the device is in.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('nl');

export const APP_TIME_ZONE = 'Europe/Amsterdam';

export { dayjs };
